/**
 * SQL of the learning mails (issue #18): the published itineraries that reach a person who has
 * just joined a team. Who an itinerary reaches is queries/itineraries.ts's, as the dashboard
 * reads it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { itineraries } from '../schema';
import { assignedTo } from './itineraries';

/** The published itineraries that reach the person, as their dashboard shows them. */
export async function listPublishedItineraryIdsOf(db: Database, userId: number): Promise<number[]> {
	const rows = await db
		.select({ id: itineraries.id })
		.from(itineraries)
		.where(and(eq(itineraries.status, 'published'), assignedTo(userId)))
		.orderBy(asc(itineraries.id));
	return rows.map((row) => row.id);
}
