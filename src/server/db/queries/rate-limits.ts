/** SQL of the rate-limit counters (ADR 004): one row per key and fixed window. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rateLimits } from '../schema';

/** Adds one to the counter of `key` in the window starting at `windowStart`; gives the new count. */
export async function incrementCounter(db: Database, key: string, windowStart: Date) {
	const [row] = await db
		.insert(rateLimits)
		.values({ key, windowStart, count: 1 })
		.onConflictDoUpdate({
			target: [rateLimits.key, rateLimits.windowStart],
			set: { count: sql`${rateLimits.count} + 1` },
		})
		.returning({ count: rateLimits.count });
	if (!row) throw new Error('rate-limit upsert returned no row');
	return row.count;
}

/**
 * Adds one to the counter of `key` in the window starting at `windowStart` unless it already
 * reached `limit`; gives the new count, or undefined (and changes nothing) when it had.
 */
export async function incrementCounterBelow(
	db: Database,
	key: string,
	windowStart: Date,
	limit: number,
): Promise<number | undefined> {
	const [row] = await db
		.insert(rateLimits)
		.values({ key, windowStart, count: 1 })
		.onConflictDoUpdate({
			target: [rateLimits.key, rateLimits.windowStart],
			set: { count: sql`${rateLimits.count} + 1` },
			setWhere: sql`${rateLimits.count} < ${limit}`,
		})
		.returning({ count: rateLimits.count });
	return row?.count;
}

/**
 * Records one event of `key` at `at` (a row per instant: the log of a login pair's failures).
 */
export async function recordEvent(db: Database, key: string, at: Date) {
	await db
		.insert(rateLimits)
		.values({ key, windowStart: at, count: 1 })
		.onConflictDoUpdate({
			target: [rateLimits.key, rateLimits.windowStart],
			set: { count: sql`${rateLimits.count} + 1` },
		});
}

/** How many events `key` has recorded after `since`, and when the latest was. */
export async function eventsSince(
	db: Database,
	key: string,
	since: Date,
): Promise<{ events: number; latest: Date | null }> {
	const [row] = await db
		.select({
			events: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int`,
			latest: sql<Date | null>`max(${rateLimits.windowStart})`.mapWith(rateLimits.windowStart),
		})
		.from(rateLimits)
		.where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)));
	return { events: row?.events ?? 0, latest: row?.latest ?? null };
}

/** Forgets every window and event of `key`. */
export async function deleteKey(db: Database, key: string) {
	await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one count (an attempt that turned out not to count, such as a good password). */
export async function decrementCounter(db: Database, key: string, windowStart: Date) {
	await db
		.update(rateLimits)
		.set({ count: sql`${rateLimits.count} - 1` })
		.where(
			and(
				eq(rateLimits.key, key),
				eq(rateLimits.windowStart, windowStart),
				gt(rateLimits.count, 0),
			),
		);
}

/** Forgets windows that started before `before`. */
export async function deleteCountersBefore(db: Database, before: Date) {
	await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
