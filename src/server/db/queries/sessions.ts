/**
 * SQL of refresh-token families and password links (ADR 004). Tokens arrive already hashed.
 *
 * Revoking locks the rows first and updates them in a second statement: a rotation that is
 * exchanging a token of the family holds that token's row, so the revocation waits for it and its
 * update (a new statement, hence a new snapshot) also sees the token the rotation added. A
 * rotation that comes after the lock finds its token revoked. Rows are locked in id order, so two
 * revocations over the same rows queue rather than deadlock.
 */
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { passwordResets, refreshTokens } from '../schema';

export async function insertRefreshToken(db: Database, row: typeof refreshTokens.$inferInsert) {
	await db.insert(refreshTokens).values(row);
}

/**
 * Marks the token used if it is still good (unused, not revoked, not expired) and gives its user
 * and family; undefined otherwise. One statement, so two requests with one token cannot both win.
 */
export async function useRefreshToken(db: Database, tokenHash: string, at: Date) {
	const [row] = await db
		.update(refreshTokens)
		.set({ usedAt: at })
		.where(
			and(
				eq(refreshTokens.tokenHash, tokenHash),
				isNull(refreshTokens.usedAt),
				isNull(refreshTokens.revokedAt),
				gt(refreshTokens.expiresAt, at),
			),
		)
		.returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
	return row;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
	const [row] = await db
		.select({
			userId: refreshTokens.userId,
			familyId: refreshTokens.familyId,
			usedAt: refreshTokens.usedAt,
			revokedAt: refreshTokens.revokedAt,
		})
		.from(refreshTokens)
		.where(eq(refreshTokens.tokenHash, tokenHash))
		.limit(1);
	return row;
}

/**
 * Whether a login still has a token that was not revoked, which is what makes the access tokens
 * of that family good (ADR 004). One lookup on the family index; a family has one row per refresh.
 */
export async function isFamilyOpen(db: Database, familyId: string): Promise<boolean> {
	const [row] = await db
		.select({ id: refreshTokens.id })
		.from(refreshTokens)
		.where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
		.limit(1);
	return row !== undefined;
}

/** Revokes every token of one login. Run inside a transaction (see the file comment). */
export async function revokeFamily(db: Database, familyId: string, at: Date) {
	await db
		.select({ id: refreshTokens.id })
		.from(refreshTokens)
		.where(eq(refreshTokens.familyId, familyId))
		.orderBy(asc(refreshTokens.id))
		.for('update');
	await db
		.update(refreshTokens)
		.set({ revokedAt: at })
		.where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes every token of every login of a user, but the login `keepFamily` when given (the one
 * changing its password), and gives the revoked logins' ids. Run inside a transaction.
 */
export async function revokeUserFamilies(
	db: Database,
	userId: number,
	at: Date,
	keepFamily?: string,
): Promise<string[]> {
	const ofUser = and(
		eq(refreshTokens.userId, userId),
		keepFamily === undefined ? undefined : ne(refreshTokens.familyId, keepFamily),
	);
	const rows = await db
		.select({ id: refreshTokens.id, familyId: refreshTokens.familyId })
		.from(refreshTokens)
		.where(ofUser)
		.orderBy(asc(refreshTokens.id))
		.for('update');
	// The update may also catch a login that committed after the lock: its family is given too.
	const revoked = await db
		.update(refreshTokens)
		.set({ revokedAt: at })
		.where(and(ofUser, isNull(refreshTokens.revokedAt)))
		.returning({ familyId: refreshTokens.familyId });
	return [...new Set([...rows, ...revoked].map((row) => row.familyId))];
}

export async function insertPasswordReset(db: Database, row: typeof passwordResets.$inferInsert) {
	await db.insert(passwordResets).values(row);
}

/** The user of a link that is unused and unexpired at `at`, or undefined. */
export async function findUsableReset(db: Database, tokenHash: string, at: Date) {
	const [row] = await db
		.select({ userId: passwordResets.userId })
		.from(passwordResets)
		.where(
			and(
				eq(passwordResets.tokenHash, tokenHash),
				isNull(passwordResets.usedAt),
				gt(passwordResets.expiresAt, at),
			),
		)
		.limit(1);
	return row;
}

/** Spends a usable link and gives its user; undefined when it was not usable (one winner). */
export async function useReset(db: Database, tokenHash: string, at: Date) {
	const [row] = await db
		.update(passwordResets)
		.set({ usedAt: at })
		.where(
			and(
				eq(passwordResets.tokenHash, tokenHash),
				isNull(passwordResets.usedAt),
				gt(passwordResets.expiresAt, at),
			),
		)
		.returning({ userId: passwordResets.userId });
	return row;
}

/** Spends every other open link of the user (after a password change). */
export async function useUserResets(db: Database, userId: number, at: Date) {
	await db
		.update(passwordResets)
		.set({ usedAt: at })
		.where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
