/**
 * SQL of a pharmacy's team (issue #7, ADR 008): its members, its invitations and the seats they
 * take. A seat is taken by the owner, each member and each pending invitation (not accepted, not
 * cancelled, not expired); services/pharmacy-team.ts counts them under the pharmacy row's lock.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
	itineraries,
	itineraryMembers,
	pharmacies,
	pharmacyGroups,
	pharmacyInvitations,
	pharmacyMembers,
	users,
} from '../schema';

/** Locks the pharmacy's row until the transaction ends: seat counts of one team take turns here. */
export async function lockPharmacy(db: Database, pharmacyId: number): Promise<boolean> {
	const rows = await db
		.select({ id: pharmacies.id })
		.from(pharmacies)
		.where(eq(pharmacies.id, pharmacyId))
		.for('update');
	return rows.length > 0;
}

/** An invitation still holds its seat: neither accepted nor cancelled, and not expired at `now`. */
export function pendingAt(now: Date) {
	return and(
		isNull(pharmacyInvitations.acceptedAt),
		isNull(pharmacyInvitations.cancelledAt),
		gt(pharmacyInvitations.expiresAt, now),
	);
}

/** Seats taken in each pharmacy (owner + members + pending invitations), in two queries. */
export async function countSeatsUsed(
	db: Database,
	pharmacyIds: readonly number[],
	now: Date,
): Promise<Map<number, number>> {
	const used = new Map(pharmacyIds.map((id) => [id, 1]));
	if (pharmacyIds.length === 0) return used;
	const ids = [...pharmacyIds];
	const [members, pending] = await Promise.all([
		db
			.select({ pharmacyId: pharmacyMembers.pharmacyId, n: sql<number>`count(*)::int` })
			.from(pharmacyMembers)
			.where(inArray(pharmacyMembers.pharmacyId, ids))
			.groupBy(pharmacyMembers.pharmacyId),
		db
			.select({ pharmacyId: pharmacyInvitations.pharmacyId, n: sql<number>`count(*)::int` })
			.from(pharmacyInvitations)
			.where(and(inArray(pharmacyInvitations.pharmacyId, ids), pendingAt(now)))
			.groupBy(pharmacyInvitations.pharmacyId),
	]);
	for (const row of [...members, ...pending]) {
		used.set(row.pharmacyId, (used.get(row.pharmacyId) ?? 1) + row.n);
	}
	return used;
}

/** Seats taken in one pharmacy. */
export async function seatsUsed(db: Database, pharmacyId: number, now: Date): Promise<number> {
	return (await countSeatsUsed(db, [pharmacyId], now)).get(pharmacyId) ?? 1;
}

const personColumns = {
	userId: users.id,
	name: users.name,
	lastName: users.lastName,
	email: users.email,
};

export async function findPerson(db: Database, userId: number) {
	const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId));
	return row;
}

/** The members (the owner is not one), oldest first. */
export function listMembers(db: Database, pharmacyId: number) {
	return db
		.select({ ...personColumns, joinedAt: pharmacyMembers.joinedAt })
		.from(pharmacyMembers)
		.innerJoin(users, eq(users.id, pharmacyMembers.userId))
		.where(eq(pharmacyMembers.pharmacyId, pharmacyId))
		.orderBy(asc(pharmacyMembers.joinedAt), asc(users.id));
}

/** The invitations that hold a seat, oldest first. */
export function listPendingInvitations(db: Database, pharmacyId: number, now: Date) {
	return db
		.select({
			id: pharmacyInvitations.id,
			email: pharmacyInvitations.email,
			createdAt: pharmacyInvitations.createdAt,
			expiresAt: pharmacyInvitations.expiresAt,
		})
		.from(pharmacyInvitations)
		.where(and(eq(pharmacyInvitations.pharmacyId, pharmacyId), pendingAt(now)))
		.orderBy(asc(pharmacyInvitations.createdAt), asc(pharmacyInvitations.id));
}

/** Whether the pharmacy's owner or one of its members has this email (whatever its case). */
export async function isInTeamByEmail(
	db: Database,
	pharmacyId: number,
	email: string,
): Promise<boolean> {
	const [row] = await db
		.select({ id: users.id })
		.from(pharmacies)
		.leftJoin(pharmacyMembers, eq(pharmacyMembers.pharmacyId, pharmacies.id))
		.innerJoin(
			users,
			or(eq(users.id, pharmacies.ownerUserId), eq(users.id, pharmacyMembers.userId)),
		)
		.where(and(eq(pharmacies.id, pharmacyId), sql`lower(${users.email}) = lower(${email})`))
		.limit(1);
	return row !== undefined;
}

/**
 * Cancels the open invitations of `email` to the pharmacy that have expired, so a new one can be
 * sent (the unique index allows one open invitation per email and pharmacy).
 */
export async function cancelExpiredInvitations(
	db: Database,
	pharmacyId: number,
	email: string,
	now: Date,
): Promise<void> {
	await db
		.update(pharmacyInvitations)
		.set({ cancelledAt: now })
		.where(
			and(
				eq(pharmacyInvitations.pharmacyId, pharmacyId),
				sql`lower(${pharmacyInvitations.email}) = lower(${email})`,
				isNull(pharmacyInvitations.acceptedAt),
				isNull(pharmacyInvitations.cancelledAt),
				sql`${pharmacyInvitations.expiresAt} <= ${now}`,
			),
		);
}

/** The pending invitation of `email` to the pharmacy, if any. */
export async function findPendingInvitationByEmail(
	db: Database,
	pharmacyId: number,
	email: string,
	now: Date,
) {
	const [row] = await db
		.select({ id: pharmacyInvitations.id })
		.from(pharmacyInvitations)
		.where(
			and(
				eq(pharmacyInvitations.pharmacyId, pharmacyId),
				sql`lower(${pharmacyInvitations.email}) = lower(${email})`,
				pendingAt(now),
			),
		)
		.limit(1);
	return row;
}

export async function insertInvitation(db: Database, row: typeof pharmacyInvitations.$inferInsert) {
	const [saved] = await db.insert(pharmacyInvitations).values(row).returning({
		id: pharmacyInvitations.id,
		email: pharmacyInvitations.email,
		createdAt: pharmacyInvitations.createdAt,
		expiresAt: pharmacyInvitations.expiresAt,
	});
	if (!saved) throw new Error('insert into pharmacy_invitations returned no row');
	return saved;
}

/**
 * Cancels an invitation of the pharmacy that is neither accepted nor cancelled yet; answers
 * whether one was.
 */
export async function cancelInvitation(
	db: Database,
	pharmacyId: number,
	invitationId: number,
	now: Date,
): Promise<boolean> {
	const rows = await db
		.update(pharmacyInvitations)
		.set({ cancelledAt: now })
		.where(
			and(
				eq(pharmacyInvitations.id, invitationId),
				eq(pharmacyInvitations.pharmacyId, pharmacyId),
				isNull(pharmacyInvitations.acceptedAt),
				isNull(pharmacyInvitations.cancelledAt),
			),
		)
		.returning({ id: pharmacyInvitations.id });
	return rows.length > 0;
}

const invitationColumns = {
	id: pharmacyInvitations.id,
	pharmacyId: pharmacyInvitations.pharmacyId,
	email: pharmacyInvitations.email,
	createdAt: pharmacyInvitations.createdAt,
	expiresAt: pharmacyInvitations.expiresAt,
	acceptedAt: pharmacyInvitations.acceptedAt,
	acceptedByUserId: pharmacyInvitations.acceptedByUserId,
	cancelledAt: pharmacyInvitations.cancelledAt,
	invitedByUserId: pharmacyInvitations.invitedByUserId,
};

export type InvitationRow = {
	id: number;
	pharmacyId: number;
	email: string;
	createdAt: Date;
	expiresAt: Date;
	acceptedAt: Date | null;
	acceptedByUserId: number | null;
	cancelledAt: Date | null;
	invitedByUserId: number | null;
};

/** The invitation whose token hashes to `tokenHash`; `lock` holds its row until the end. */
export async function findInvitationByTokenHash(
	db: Database,
	tokenHash: string,
	{ lock = false }: { lock?: boolean } = {},
): Promise<InvitationRow | undefined> {
	const query = db
		.select(invitationColumns)
		.from(pharmacyInvitations)
		.where(eq(pharmacyInvitations.tokenHash, tokenHash));
	const [row] = lock ? await query.for('update') : await query;
	return row;
}

export async function markInvitationAccepted(
	db: Database,
	invitationId: number,
	userId: number,
	now: Date,
): Promise<void> {
	await db
		.update(pharmacyInvitations)
		.set({ acceptedAt: now, acceptedByUserId: userId })
		.where(eq(pharmacyInvitations.id, invitationId));
}

/** The pharmacy whose team the user is in as a member (not as its owner). */
export async function findMembership(db: Database, userId: number) {
	const [row] = await db
		.select({
			pharmacyId: pharmacies.id,
			name: pharmacies.name,
			logoFileId: pharmacies.logoFileId,
			groupId: pharmacies.groupId,
			joinedAt: pharmacyMembers.joinedAt,
		})
		.from(pharmacyMembers)
		.innerJoin(pharmacies, eq(pharmacies.id, pharmacyMembers.pharmacyId))
		.where(eq(pharmacyMembers.userId, userId));
	return row;
}

/** Whether the user owns a pharmacy. */
export async function ownsPharmacy(db: Database, userId: number): Promise<boolean> {
	const [row] = await db
		.select({ id: pharmacies.id })
		.from(pharmacies)
		.where(eq(pharmacies.ownerUserId, userId))
		.limit(1);
	return row !== undefined;
}

/** The pharmacy the user owns (the first, should there be several). */
export async function findOwnedPharmacy(db: Database, userId: number) {
	const [row] = await db
		.select({ id: pharmacies.id, name: pharmacies.name })
		.from(pharmacies)
		.where(eq(pharmacies.ownerUserId, userId))
		.orderBy(asc(pharmacies.id))
		.limit(1);
	return row;
}

export async function insertMember(
	db: Database,
	row: { pharmacyId: number; userId: number; joinedAt: Date },
): Promise<void> {
	await db.insert(pharmacyMembers).values(row);
}

/** Deletes the membership; answers whether there was one. */
export async function deleteMember(
	db: Database,
	pharmacyId: number,
	userId: number,
): Promise<boolean> {
	const rows = await db
		.delete(pharmacyMembers)
		.where(and(eq(pharmacyMembers.pharmacyId, pharmacyId), eq(pharmacyMembers.userId, userId)))
		.returning({ userId: pharmacyMembers.userId });
	return rows.length > 0;
}

/**
 * Takes the person off the itineraries owned by the pharmacy or by its group, which were
 * assigned to them as a member of that team; the campus's templates and other teams' itineraries
 * are not touched.
 */
export async function deleteItineraryAssignments(
	db: Database,
	userId: number,
	owner: { pharmacyId: number; groupId: number | null },
): Promise<void> {
	const ownedByTeam =
		owner.groupId === null
			? eq(itineraries.pharmacyId, owner.pharmacyId)
			: or(eq(itineraries.pharmacyId, owner.pharmacyId), eq(itineraries.groupId, owner.groupId));
	await db
		.delete(itineraryMembers)
		.where(
			and(
				eq(itineraryMembers.userId, userId),
				inArray(
					itineraryMembers.itineraryId,
					db.select({ id: itineraries.id }).from(itineraries).where(ownedByTeam),
				),
			),
		);
}

/** Another pharmacy already has this name, whatever its case. */
export async function isPharmacyNameTaken(
	db: Database,
	name: string,
	exceptPharmacyId: number,
): Promise<boolean> {
	const [row] = await db
		.select({ id: pharmacies.id })
		.from(pharmacies)
		.where(
			and(
				sql`lower(${pharmacies.name}) = lower(${name})`,
				sql`${pharmacies.id} <> ${exceptPharmacyId}`,
			),
		)
		.limit(1);
	return row !== undefined;
}

export async function renamePharmacy(db: Database, pharmacyId: number, name: string) {
	await db.update(pharmacies).set({ name }).where(eq(pharmacies.id, pharmacyId));
}

/** The pharmacies of each of the groups, by id. */
export async function listGroupPharmacyIds(
	db: Database,
	groupIds: readonly number[],
): Promise<Map<number, number[]>> {
	const byGroup = new Map(groupIds.map((id) => [id, [] as number[]]));
	if (groupIds.length === 0) return byGroup;
	const rows = await db
		.select({ groupId: pharmacyGroups.id, pharmacyId: pharmacies.id })
		.from(pharmacies)
		.innerJoin(pharmacyGroups, eq(pharmacyGroups.id, pharmacies.groupId))
		.where(inArray(pharmacyGroups.id, [...groupIds]))
		.orderBy(asc(pharmacies.name), asc(pharmacies.id));
	for (const row of rows) byGroup.get(row.groupId)?.push(row.pharmacyId);
	return byGroup;
}

/** Names of groups, by id. */
export async function findGroupNames(
	db: Database,
	groupIds: readonly number[],
): Promise<Map<number, string>> {
	if (groupIds.length === 0) return new Map();
	const rows = await db
		.select({ id: pharmacyGroups.id, name: pharmacyGroups.name })
		.from(pharmacyGroups)
		.where(inArray(pharmacyGroups.id, [...groupIds]));
	return new Map(rows.map((row) => [row.id, row.name]));
}
