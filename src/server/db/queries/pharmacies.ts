/**
 * SQL of who a pharmacy belongs to (issue #7, ADR 008): its owner, its group's holder, its team,
 * and the open pharmacy licence that is its plan. The team services and the permission checks of
 * services/pharmacy-access.ts read here.
 */
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { LICENCE_TYPE } from '../../../lib/contracts/plans';
import type { Database } from '../client';
import { enrollments, pharmacies, pharmacyGroups, pharmacyMembers, plans } from '../schema';

const pharmacyColumns = {
	id: pharmacies.id,
	name: pharmacies.name,
	ownerUserId: pharmacies.ownerUserId,
	groupId: pharmacies.groupId,
	logoFileId: pharmacies.logoFileId,
};

export type PharmacyRow = {
	id: number;
	name: string;
	ownerUserId: number;
	groupId: number | null;
	logoFileId: string | null;
};

export async function findPharmacy(db: Database, id: number): Promise<PharmacyRow | undefined> {
	const [row] = await db.select(pharmacyColumns).from(pharmacies).where(eq(pharmacies.id, id));
	return row;
}

/** The pharmacies the user owns or holds through a group, by name. */
export function listManagedPharmacies(db: Database, userId: number): Promise<PharmacyRow[]> {
	return db
		.select(pharmacyColumns)
		.from(pharmacies)
		.leftJoin(pharmacyGroups, eq(pharmacyGroups.id, pharmacies.groupId))
		.where(or(eq(pharmacies.ownerUserId, userId), eq(pharmacyGroups.holderUserId, userId)))
		.orderBy(asc(pharmacies.name), asc(pharmacies.id));
}

/** The groups the user holds. */
export function listHeldGroups(db: Database, userId: number) {
	return db
		.select({ id: pharmacyGroups.id, name: pharmacyGroups.name })
		.from(pharmacyGroups)
		.where(eq(pharmacyGroups.holderUserId, userId))
		.orderBy(asc(pharmacyGroups.name));
}

export async function findGroup(db: Database, id: number) {
	const [row] = await db
		.select({
			id: pharmacyGroups.id,
			name: pharmacyGroups.name,
			holderUserId: pharmacyGroups.holderUserId,
		})
		.from(pharmacyGroups)
		.where(eq(pharmacyGroups.id, id));
	return row;
}

/** The pharmacy whose team the user is in, as owner or member (one at most of each). */
export async function findPharmacyOfPerson(
	db: Database,
	userId: number,
): Promise<PharmacyRow | undefined> {
	const [row] = await db
		.select(pharmacyColumns)
		.from(pharmacies)
		.leftJoin(pharmacyMembers, eq(pharmacyMembers.pharmacyId, pharmacies.id))
		.where(or(eq(pharmacies.ownerUserId, userId), eq(pharmacyMembers.userId, userId)))
		// A titular who also joined another team (not possible through the invitations, which
		// refuse owners) would see their own pharmacy first.
		.orderBy(sql`(${pharmacies.ownerUserId} = ${userId}) desc`, asc(pharmacies.id))
		.limit(1);
	return row;
}

/**
 * The owner's pharmacy licences that give access at `now` (active, trialing or freemium and not
 * ended or cancelled), with their plan's size and seats; the largest first.
 */
export function listOpenPharmacyLicences(
	db: Database,
	// Several owners at once for the reports of a group (issue #7): one query, not one per pharmacy.
	ownerUserId: number | readonly number[],
	now: Date,
) {
	return db
		.select({
			userId: enrollments.userId,
			enrollmentId: enrollments.id,
			status: enrollments.status,
			planId: plans.id,
			planName: plans.name,
			size: plans.size,
			seats: plans.seats,
		})
		.from(enrollments)
		.innerJoin(plans, eq(plans.id, enrollments.planId))
		.where(
			and(
				typeof ownerUserId === 'number'
					? eq(enrollments.userId, ownerUserId)
					: inArray(enrollments.userId, [...ownerUserId]),
				eq(plans.licenceType, LICENCE_TYPE.PHARMACY),
				// A pharmacy whose renewal failed keeps its team learning during the grace (issue #18).
				inArray(enrollments.status, ['active', 'trialing', 'freemium', 'past_due']),
				or(isNull(enrollments.endAt), gt(enrollments.endAt, now)),
				or(isNull(enrollments.cancelAt), gt(enrollments.cancelAt, now)),
			),
		)
		.orderBy(desc(plans.seats), desc(enrollments.id));
}
