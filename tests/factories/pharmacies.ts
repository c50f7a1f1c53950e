/**
 * Pharmacy teams for the issue #7 API tests: an owner with a pharmacy plan, their pharmacy, its
 * members, and optionally a group held by someone else, inserted straight into the database and
 * logged in through the real `/oauth/token` (STYLE rule 18).
 */
import { randomUUID } from 'node:crypto';
import type { PharmacySize } from '../../src/lib/contracts/plans';
import type { App } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import {
	enrollments,
	pharmacies,
	pharmacyGroups,
	pharmacyMembers,
} from '../../src/server/db/schema';
import { login } from '../setup/auth-calls';
import { PHARMACY_BILLING } from '../setup/purchase-calls';
import { createUser } from './users';

/** Plan Farmacia M, L and XL, monthly, and their trials (src/server/db/seed-data/plans.ts). */
export const PHARMACY_MONTHLY = { M: 301, L: 311, XL: 321 } as const;
export const PHARMACY_TRIAL = { M: 305, L: 315, XL: 325 } as const;

export interface Person {
	user: Awaited<ReturnType<typeof createUser>>;
	token: string;
}

async function logIn(app: App, user: Person['user']): Promise<Person> {
	const res = await login(app, user.email, user.password);
	return { user, token: res.body.data.token.access_token as string };
}

export interface TeamSpec {
	/** The owner's pharmacy plan; null for a titular without one. */
	size?: PharmacySize | null;
	/** The plan's trial instead of the paid plan. */
	trial?: boolean;
	/** How many members besides the owner. */
	members?: number;
	/** The group it belongs to. */
	groupId?: number;
}

/**
 * A titular with their pharmacy, its plan and `members` members, all logged in. With a plan, the
 * titular has the billing details its checkout asked for (issue #18).
 */
export async function createPharmacyTeam(db: Database, app: App, spec: TeamSpec = {}) {
	const { size = 'XL', trial = false, members = 0, groupId } = spec;
	const ownerUser = await createUser(db, {
		userType: 1,
		role: 2,
		...(size
			? {
					billingName: PHARMACY_BILLING.billing_name,
					billingTaxId: PHARMACY_BILLING.tax_id,
					billingAddress: PHARMACY_BILLING.billing_address,
				}
			: {}),
	});
	const [pharmacy] = await db
		.insert(pharmacies)
		.values({
			name: `Farmacia ${randomUUID().slice(0, 8)}`,
			ownerUserId: ownerUser.id,
			groupId: groupId ?? null,
		})
		.returning();
	if (!pharmacy) throw new Error('insert into pharmacies returned no row');
	if (size) {
		await db.insert(enrollments).values({
			userId: ownerUser.id,
			planId: (trial ? PHARMACY_TRIAL : PHARMACY_MONTHLY)[size],
			status: trial ? 'trialing' : 'active',
			startAt: new Date('2026-11-01T10:00:00Z'),
			endAt: trial ? new Date('2026-11-27T10:00:00Z') : new Date('2026-12-22T10:00:00Z'),
			periodicity: 2,
			priceMinor: 19990,
			trial,
		});
	}
	const team: Person[] = [];
	for (let i = 0; i < members; i++) {
		const user = await createUser(db);
		await db.insert(pharmacyMembers).values({ pharmacyId: pharmacy.id, userId: user.id });
		team.push(await logIn(app, user));
	}
	return { pharmacy, owner: await logIn(app, ownerUser), members: team };
}

/** A group with its holder and `pharmacies` XL pharmacies of `membersEach` members. */
export async function createPharmacyGroup(
	db: Database,
	app: App,
	{ pharmacies: count = 2, membersEach = 1 }: { pharmacies?: number; membersEach?: number } = {},
) {
	const holderUser = await createUser(db, { userType: 1, role: 2 });
	const [group] = await db
		.insert(pharmacyGroups)
		.values({ name: `Grupo ${randomUUID().slice(0, 8)}`, holderUserId: holderUser.id })
		.returning();
	if (!group) throw new Error('insert into pharmacy_groups returned no row');
	const teams = [];
	for (let i = 0; i < count; i++) {
		teams.push(await createPharmacyTeam(db, app, { groupId: group.id, members: membersEach }));
	}
	return { group, holder: await logIn(app, holderUser), teams };
}

/** Someone with no pharmacy and no licence. */
export async function createOutsider(db: Database, app: App): Promise<Person> {
	return logIn(app, await createUser(db));
}
