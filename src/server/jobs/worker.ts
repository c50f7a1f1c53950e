/**
 * The worker (issue #18, ADR 015): takes jobs from the queues and does them. One job's work is the
 * same wherever it runs: inside `npm start`, alone as `npm run worker`, or drained in bounded
 * rounds by Netlify's scheduled function and by the tests. A job that throws is retried by
 * pg-boss with growing delays, then lands in its dead-letter queue.
 */
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import type { JobsRound } from '../../lib/contracts/jobs';
import type { AppDeps } from '../context';
import { isJobKeyDone, markJobKeyDone } from '../db/queries/job-keys';
import { runChore } from './chores';
import { enqueueDueChores } from './clock';
import type { ChoreJob, MailJob, MediaJob, QueueName, QueuedJob } from './contract';
import { sendMailJob } from './mail-jobs';
import { mediaJobGaveUp, runMediaJob } from './media-jobs';
import { WORK_QUEUES } from './queue';

/** How often a running worker asks the clock for due chores. */
const CLOCK_TICK_MS = 60 * 1000;
/** How often an idle running worker looks for new jobs, and for retries that came due. */
const POLLING_SECONDS = 2;
/** Jobs a running worker takes at a time. */
const BATCH_SIZE = 10;

/**
 * Does one job. Work already done under its key (a retry after the mail went, a job delivered
 * twice) is not done again.
 */
export async function runJob(
	deps: AppDeps,
	queue: QueueName,
	job: QueuedJob<unknown>,
	signal?: AbortSignal,
) {
	if (await isJobKeyDone(deps.db, job.key)) return;
	if (queue === 'mail') await sendMailJob(deps, job.key, job.work as MailJob);
	else if (queue === 'media') await runMediaJob(deps, job.work as MediaJob, signal);
	else await runChore(deps, job.work as ChoreJob);
	await markJobKeyDone(deps.db, job.key, deps.now());
}

async function runLogged(
	deps: AppDeps,
	queue: QueueName,
	job: JobWithMetadata<QueuedJob<unknown>>,
) {
	try {
		await runJob(deps, queue, job.data, job.signal);
	} catch (error) {
		deps.logger.warn(
			{ err: error, queue, key: job.data.key, attempt: job.retryCount + 1 },
			'job failed; pg-boss retries it or moves it to its dead-letter queue',
		);
		// The last attempt: what waits on the job is told it will not be done (a transcode's asset
		// would otherwise say "processing" for ever); the dead-letter queue keeps the job.
		// A fetched job (drainJobs) comes without the signal its type promises.
		const stopped = (job.signal as AbortSignal | undefined)?.aborted === true;
		if (queue === 'media' && job.retryCount >= job.retryLimit && !stopped) {
			await mediaJobGaveUp(deps, job.data.work as MediaJob, error, job.retryCount + 1);
		}
		throw error;
	}
}

export interface DrainResult {
	completed: number;
	failed: number;
}

/**
 * Does every job that is due now, in rounds of `batchSize` per queue, until none is left, `maxJobs`
 * were taken or `deadline` (epoch ms) has passed. A failed job is handed back to pg-boss, which
 * schedules its retry for later, so one drain never spins on it.
 */
export async function drainJobs(
	deps: AppDeps,
	boss: PgBoss,
	options: {
		maxJobs?: number;
		deadline?: number;
		batchSize?: number;
		queues?: readonly QueueName[];
	} = {},
): Promise<DrainResult> {
	const result: DrainResult = { completed: 0, failed: 0 };
	const maxJobs = options.maxJobs ?? Number.POSITIVE_INFINITY;
	const outOfTime = () => options.deadline !== undefined && Date.now() >= options.deadline;
	for (;;) {
		let taken = 0;
		for (const queue of options.queues ?? WORK_QUEUES) {
			const left = maxJobs - result.completed - result.failed;
			if (left <= 0 || outOfTime()) return result;
			const jobs = await boss.fetch<QueuedJob<unknown>>(queue, {
				batchSize: Math.min(options.batchSize ?? 10, left),
				includeMetadata: true,
			});
			taken += jobs.length;
			for (const job of jobs) {
				try {
					await runLogged(deps, queue, job);
					await boss.complete(queue, job.id);
					result.completed += 1;
				} catch (error) {
					await boss.fail(queue, job.id, { reason: String(error) });
					result.failed += 1;
				}
			}
		}
		if (taken === 0) return result;
	}
}

/**
 * One bounded round where no worker runs (Netlify's scheduled function, through
 * `POST /api/jobs/run`): the clock's due chores are enqueued, then every due job is done until
 * `deadline` (epoch ms).
 */
export async function runJobsRound(
	deps: AppDeps,
	options: { deadline: number },
): Promise<JobsRound> {
	const boss = await deps.jobs.start();
	// No process supervises the queue there: a job whose function was stopped mid-way is expired
	// and retried here, and finished jobs are deleted, as a running worker does on its own.
	for (const queue of WORK_QUEUES) await boss.supervise(queue);
	const chores = await enqueueDueChores(deps);
	// Transcoding takes minutes and ffmpeg, which a scheduled function has neither of: media jobs
	// wait for a worker process (ADR 017m).
	const queues = WORK_QUEUES.filter((queue) => queue !== 'media');
	return { chores, ...(await drainJobs(deps, boss, { deadline: options.deadline, queues })) };
}

/**
 * Runs the worker until the returned function is called: each queue worked as jobs arrive, and the
 * clock asked every minute for due chores.
 */
export async function startJobWorker(deps: AppDeps, boss: PgBoss): Promise<() => Promise<void>> {
	const tick = () =>
		enqueueDueChores(deps).catch((error: unknown) => {
			deps.logger.error({ err: error }, 'the job clock failed');
		});
	await tick();
	const clock = setInterval(() => void tick(), CLOCK_TICK_MS);
	clock.unref();
	const workers: { queue: QueueName; id: string }[] = [];
	for (const queue of WORK_QUEUES) {
		workers.push({
			queue,
			id: await boss.work(
				queue,
				{
					// A backlog goes out back to back (a full batch fetches again at once); each job
					// is settled on its own, so one refused mail does not retry its batch. A
					// transcode takes both cores: one at a time.
					batchSize: queue === 'media' ? 1 : BATCH_SIZE,
					includeMetadata: true,
					burstWhenBatchFull: true,
					perJobResults: true,
					pollingIntervalSeconds: POLLING_SECONDS,
					// Where the database can notify (PGlite, or PostgreSQL with LISTEN), a new job wakes
					// the worker at once; polling is then only the backstop, and the retries' clock.
					notifyPollingIntervalSeconds: POLLING_SECONDS,
				},
				async (jobs: JobWithMetadata<QueuedJob<unknown>>[]) => {
					const results: JobResult[] = [];
					for (const job of jobs) {
						try {
							await runLogged(deps, queue, job);
							results.push({ id: job.id, status: 'completed' });
						} catch (error) {
							results.push({ id: job.id, status: 'failed', output: { reason: String(error) } });
						}
					}
					return results;
				},
			),
		});
	}
	return async () => {
		clearInterval(clock);
		for (const worker of workers) await boss.offWork(worker.queue, { id: worker.id, wait: true });
	};
}
