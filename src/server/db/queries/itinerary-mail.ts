/**
 * SQL of the learning mails (issue #18): the published itineraries a day's reminders are about,
 * and the ones that reach a person who has just joined a team. Who an itinerary reaches is
 * queries/itineraries.ts's, as the dashboard reads it.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { itineraries, itineraryCourses } from '../schema';
import { assignedTo } from './itineraries';

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
