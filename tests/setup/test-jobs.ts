/**
 * The job queue in API tests (issue #18): each test app gets the real pg-boss queue on its test
 * database, stopped before that database closes (test-db.ts), and tests do the queued work with
 * {@link runJobs} where a worker would.
 */
import type { AppDeps } from '../../src/server/context';
import type { Database } from '../../src/server/db/client';
import type { Logger } from '../../src/server/logger';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/queue';
import { drainJobs, type DrainResult } from '../../src/server/jobs/worker';

const queuesOf = new WeakMap<Database, Set<JobQueue>>();

/** A queue on `db` that {@link stopJobQueuesOf} stops. */
export function testJobQueue(db: Database, logger: Logger): JobQueue {
	const queue = createJobQueue({ db, logger, supervise: false });
	const queues = queuesOf.get(db) ?? new Set<JobQueue>();
	queues.add(queue);
	queuesOf.set(db, queues);
	return queue;
}

/** Stops the queues made on `db`; before it closes, so no timer of pg-boss outlives it. */
export async function stopJobQueuesOf(db: Database): Promise<void> {
	for (const queue of queuesOf.get(db) ?? []) await queue.stop();
	queuesOf.delete(db);
}

/** Does every job due now, as the worker would, and answers how many completed and failed. */
export async function runJobs(deps: AppDeps): Promise<DrainResult> {
	return drainJobs(deps, await deps.jobs.start());
}
