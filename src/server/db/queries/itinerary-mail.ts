/**
 * SQL of the learning mails (issue #18): the published itineraries a day's reminders are about,
 * the ones that reach a person who has just joined a team, and the owners whose weekly digest is
 * due. Who an itinerary reaches is queries/itineraries.ts's, as the dashboard reads it.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { OwnerKey } from '../../../lib/contracts/itineraries';
import type { Database } from '../client';
import { itineraries, itineraryCourses } from '../schema';
import { assignedTo, assigneesOf, ownedBy } from './itineraries';

const reachesSomeone = sql`exists (select 1 from ${assigneesOf(sql`${itineraries.id}`)} as people)`;

/** Whether the itinerary has a course that opens on `day`. */
const opensOn = (day: string) => sql<boolean>`exists (select 1 from ${itineraryCourses}
	where ${itineraryCourses.itineraryId} = ${itineraries.id} and ${itineraryCourses.opensOn} = ${day})`;

/**
 * The published itineraries with something to remind on `today`: a course that opens that day, or
 * a deadline (`ends_on`) on one of `endsOn`.
 */
export function listItinerariesWithReminders(
	db: Database,
	today: string,
	endsOn: readonly string[],
) {
	return db
		.select({
			id: itineraries.id,
			endsOn: itineraries.endsOn,
			opensToday: opensOn(today),
		})
		.from(itineraries)
		.where(
			and(
				eq(itineraries.status, 'published'),
				or(inArray(itineraries.endsOn, [...endsOn]), opensOn(today)),
			),
		)
		.orderBy(asc(itineraries.id));
}

/** The published itineraries that reach the person, as their dashboard shows them. */
export async function listPublishedItineraryIdsOf(db: Database, userId: number): Promise<number[]> {
	const rows = await db
		.select({ id: itineraries.id })
		.from(itineraries)
		.where(and(eq(itineraries.status, 'published'), assignedTo(userId)))
		.orderBy(asc(itineraries.id));
	return rows.map((row) => row.id);
}

/** The owners (pharmacies and groups) with a published itinerary that reaches someone. */
export async function listDigestOwners(db: Database): Promise<OwnerKey[]> {
	const rows = await db
		.selectDistinct({ pharmacyId: itineraries.pharmacyId, groupId: itineraries.groupId })
		.from(itineraries)
		.where(and(eq(itineraries.status, 'published'), reachesSomeone))
		.orderBy(asc(itineraries.pharmacyId), asc(itineraries.groupId));
	return rows.flatMap((row): OwnerKey[] => {
		if (row.pharmacyId !== null) return [{ kind: 'pharmacy', id: row.pharmacyId }];
		return row.groupId === null ? [] : [{ kind: 'group', id: row.groupId }];
	});
}

/** The owner's published itineraries that reach someone, by name, with their deadline. */
export function listDigestItineraries(db: Database, owner: OwnerKey) {
	return db
		.select({ id: itineraries.id, name: itineraries.name, endsOn: itineraries.endsOn })
		.from(itineraries)
		.where(and(ownedBy(owner), eq(itineraries.status, 'published'), reachesSomeone))
		.orderBy(asc(itineraries.name), asc(itineraries.id));
}
