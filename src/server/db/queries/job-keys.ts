/** SQL of `job_keys` (issue #18, ADR 015): work decided once, enqueued once, done once. */
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { jobKeys } from '../schema';

/**
 * Records `key` for `queue` unless it is already recorded; answers whether this call recorded it
 * (so the caller, in the same transaction, enqueues the job only then).
 */
export async function claimJobKey(
	db: Database,
	input: { key: string; queue: string; now: Date },
): Promise<boolean> {
	const inserted = await db
		.insert(jobKeys)
		.values({ key: input.key, queue: input.queue, createdAt: input.now })
		.onConflictDoNothing()
		.returning({ key: jobKeys.key });
	return inserted.length === 1;
}

/** Whether the work of `key` is done (a retried job then does nothing). */
export async function isJobKeyDone(db: Database, key: string): Promise<boolean> {
	const [row] = await db
		.select({ key: jobKeys.key })
		.from(jobKeys)
		.where(and(eq(jobKeys.key, key), isNotNull(jobKeys.doneAt)))
		.limit(1);
	return row !== undefined;
}

/** Marks the work of `key` done at `now` (a no-op when it already is). */
export async function markJobKeyDone(db: Database, key: string, now: Date): Promise<void> {
	await db
		.update(jobKeys)
		.set({ doneAt: now })
		.where(and(eq(jobKeys.key, key), isNull(jobKeys.doneAt)));
}

/** Forgets the keys of work done before `before`; answers how many went. */
export async function deleteDoneJobKeys(db: Database, before: Date): Promise<number> {
	const deleted = await db
		.delete(jobKeys)
		.where(and(isNotNull(jobKeys.doneAt), lt(jobKeys.doneAt, before)))
		.returning({ key: jobKeys.key });
	return deleted.length;
}
