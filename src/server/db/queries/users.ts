/**
 * SQL of accounts and pharmacies. Emails, nicks and pharmacy names are compared with `lower()`,
 * which is what their unique indexes hold, so lookups use the indexes and agree with them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { StaffRole } from '../../../lib/contracts/studio';
import { pharmacies, users } from '../schema';

export type UserRow = typeof users.$inferSelect;

/** The account whose email or nick is `username`, whatever its case. */
export async function findUserByLogin(db: Database, username: string) {
	const [row] = await db
		.select()
		.from(users)
		.where(
			sql`lower(${users.email}) = lower(${username}) or lower(${users.nick}) = lower(${username})`,
		)
		.limit(1);
	return row;
}

export async function findUserByEmail(db: Database, email: string) {
	const [row] = await db
		.select()
		.from(users)
		.where(sql`lower(${users.email}) = lower(${email})`)
		.limit(1);
	return row;
}

export async function findUserById(db: Database, id: number) {
	const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
	return row;
}

/** Which of a sign-up's unique values are already taken. */
export async function findTakenSignUpValues(
	db: Database,
	values: { email: string; nick: string; pharmacyName: string | undefined },
) {
	const sameEmail = sql`lower(${users.email}) = lower(${values.email})`;
	const sameNick = sql`lower(${users.nick}) = lower(${values.nick})`;
	const [taken] = await db
		.select({
			email: sql<boolean>`coalesce(bool_or(${sameEmail}), false)`,
			nick: sql<boolean>`coalesce(bool_or(${sameNick}), false)`,
		})
		.from(users)
		.where(sql`${sameEmail} or ${sameNick}`);
	let pharmacy = false;
	if (values.pharmacyName !== undefined) {
		const [row] = await db
			.select({ id: pharmacies.id })
			.from(pharmacies)
			.where(sql`lower(${pharmacies.name}) = lower(${values.pharmacyName})`)
			.limit(1);
		pharmacy = row !== undefined;
	}
	return { email: taken?.email === true, nick: taken?.nick === true, pharmacy };
}

export async function insertUser(db: Database, row: typeof users.$inferInsert) {
	const [saved] = await db.insert(users).values(row).returning();
	if (!saved) throw new Error('insert into users returned no row');
	return saved;
}

export async function insertPharmacy(db: Database, row: typeof pharmacies.$inferInsert) {
	const [saved] = await db.insert(pharmacies).values(row).returning({ id: pharmacies.id });
	return saved;
}

/**
 * The account's password hash, with the row locked until the transaction ends: logins and
 * password changes of one account take turns here. `NO KEY UPDATE`, the lock an UPDATE of the row
 * takes anyway, so two logins queue instead of deadlocking on share locks each then wants to
 * raise.
 */
export async function lockPasswordHash(db: Database, id: number) {
	const [row] = await db
		.select({ passwordHash: users.passwordHash })
		.from(users)
		.where(eq(users.id, id))
		.for('no key update');
	return row?.passwordHash;
}

/** Records a login and the space it came through (values left undefined are kept). */
export async function recordLogin(
	db: Database,
	id: number,
	values: {
		at: Date;
		spaceId?: number | undefined;
		adminSpaceId?: number | undefined;
		partnerSlug?: string | undefined;
	},
) {
	await db
		.update(users)
		.set({
			lastLoginAt: values.at,
			...(values.spaceId === undefined ? {} : { spaceId: values.spaceId }),
			...(values.adminSpaceId === undefined ? {} : { adminSpaceId: values.adminSpaceId }),
			...(values.partnerSlug === undefined ? {} : { partnerSlug: values.partnerSlug }),
		})
		.where(eq(users.id, id));
}

/** Sets a new password hash and lifts `must_change_pwd`. */
export async function updatePassword(db: Database, id: number, passwordHash: string, at: Date) {
	await db
		.update(users)
		.set({ passwordHash, mustChangePwd: false, updatedAt: at })
		.where(eq(users.id, id));
}

/** Who a person's invoices are made out to (issue #18); null fields when never given. */
export async function findBillingDetails(db: Database, userId: number) {
	const [row] = await db
		.select({
			billingName: users.billingName,
			billingTaxId: users.billingTaxId,
			billingAddress: users.billingAddress,
		})
		.from(users)
		.where(eq(users.id, userId))
		.limit(1);
	return row;
}

export async function updateBillingDetails(
	db: Database,
	userId: number,
	details: {
		billingName: string | null;
		billingTaxId: string | null;
		billingAddress: string | null;
	},
	now: Date,
) {
	const [row] = await db
		.update(users)
		.set({ ...details, updatedAt: now })
		.where(eq(users.id, userId))
		.returning({
			billingName: users.billingName,
			billingTaxId: users.billingTaxId,
			billingAddress: users.billingAddress,
		});
	return row;
}

/** The caller's staff role, read on every studio call so taking it away applies at once. */
export async function findStaffRole(db: Database, userId: number): Promise<StaffRole | null> {
	const [row] = await db
		.select({ staffRole: users.staffRole })
		.from(users)
		.where(eq(users.id, userId));
	return row?.staffRole ?? null;
}

/** Gives `email`'s account a staff role; false when no account has that address. */
export async function setStaffRoleByEmail(
	db: Database,
	email: string,
	staffRole: StaffRole | null,
): Promise<boolean> {
	const updated = await db
		.update(users)
		.set({ staffRole })
		.where(sql`lower(${users.email}) = lower(${email})`)
		.returning({ id: users.id });
	return updated.length > 0;
}
