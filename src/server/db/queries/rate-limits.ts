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
