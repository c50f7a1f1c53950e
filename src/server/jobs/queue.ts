/**
 * The job queue (issue #18, ADR 015): pg-boss on the campus's own database, PGlite or PostgreSQL,
 * in a schema of its own (`jobs`). Work is decided once: its key goes into `job_keys` in the
 * transaction of the event that asked for it, and the job is enqueued in that same transaction,
 * so a rolled-back event enqueues nothing and a replayed one enqueues nothing more.
 */
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import { jobDatabase, jobExecutor } from '../db/job-database';
import { claimJobKey } from '../db/queries/job-keys';
import type { Logger } from '../logger';
import { QUEUE_POLICIES, type JobRequest, type QueueName, type QueuedJob } from './contract';

/** pg-boss's schema: apart from the campus's tables, so its migrations never meet drizzle's. */
export const JOBS_SCHEMA = 'jobs';

export interface JobQueue {
	/**
	 * Starts pg-boss: installs or migrates its schema and the queues. Before any enqueue: on
	 * PGlite's one connection, starting inside an open transaction would wait for that transaction
	 * forever.
	 */
	start(): Promise<PgBoss>;
	/**
	 * Decides `job` once, in `db` (the event's transaction, or the root handle): records its key
	 * and enqueues it; answers false, enqueuing nothing, when the key was decided before.
	 */
	enqueue(db: Database, job: JobRequest, now: Date): Promise<boolean>;
	/** Stops pg-boss (its timers and workers) if it was started; the database stays open. */
	stop(): Promise<void>;
}

export interface JobQueueOptions {
	/** The root handle (not a transaction). */
	db: Database;
	logger: Logger;
	/**
	 * Whether this process keeps the queue tidy (pg-boss's supervision: expired jobs retried, old
	 * ones deleted). Worker processes do; a web process that only enqueues does not.
	 */
	supervise: boolean;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
	let starting: Promise<PgBoss> | undefined;
	let started: PgBoss | undefined;
	return {
		start() {
			starting ??= startBoss(options).then(
				(boss) => (started = boss),
				(error: unknown) => {
					starting = undefined;
					throw error;
				},
			);
			return starting;
		},
		async enqueue(db, job, now) {
			if (!started) throw new Error('the job queue was not started (JobQueue.start)');
			if (!(await claimJobKey(db, { key: job.key, queue: job.queue, now }))) return false;
			const data: QueuedJob<typeof job.work> = { key: job.key, work: job.work };
			await started.send(job.queue, data, { db: jobExecutor(db) });
			return true;
		},
		async stop() {
			const boss = await starting?.catch(() => undefined);
			starting = undefined;
			started = undefined;
			await boss?.stop({ graceful: true, timeout: 10_000 });
		},
	};
}

async function startBoss(options: JobQueueOptions): Promise<PgBoss> {
	const boss = new PgBoss({
		...jobDatabase(options.db),
		schema: JOBS_SCHEMA,
		supervise: options.supervise,
		// Periods are the campus's own clock (jobs/clock.ts), which tests can move; not pg-boss cron.
		schedule: false,
		migrate: true,
		// A worker listens, so a new job wakes it at once (PGlite's adapter can; over the `pg`
		// pool it falls back to polling, with a warning).
		useListenNotify: options.supervise,
	});
	boss.on('error', (error: unknown) => {
		options.logger.error({ err: error }, 'job queue error');
	});
	await boss.start();
	await installQueues(boss);
	return boss;
}

/** Creates each queue and its dead-letter queue, or brings their retry policy up to date. */
async function installQueues(boss: PgBoss): Promise<void> {
	const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
	for (const policy of QUEUE_POLICIES) {
		if (!existing.has(policy.deadLetter)) await boss.createQueue(policy.deadLetter);
		const settings = {
			retryLimit: policy.retryLimit,
			retryDelay: policy.retryDelay,
			retryBackoff: true,
			retryDelayMax: policy.retryDelayMax,
			expireInSeconds: policy.expireInSeconds,
			deadLetter: policy.deadLetter,
			// Each job wakes a listening worker at once (jobs/worker.ts).
			notify: true,
		};
		if (existing.has(policy.name)) await boss.updateQueue(policy.name, settings);
		else await boss.createQueue(policy.name, settings);
	}
}

/** The queues the worker takes jobs from. */
export const WORK_QUEUES: readonly QueueName[] = QUEUE_POLICIES.map((policy) => policy.name);
