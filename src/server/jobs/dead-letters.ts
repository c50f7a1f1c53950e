/**
 * The dead-letter view (issue #18, ADR 015): jobs that failed every attempt wait in their queue's
 * dead-letter queue, nothing lost, until an operator sends them back (`npm run jobs`, and the
 * back-office later). Sent back, a job runs again under its key, so work already done is not.
 */
import type { PgBoss } from 'pg-boss';
import { QUEUE_POLICIES, type QueueName, type QueuedJob } from './contract';

export interface DeadJob {
	/** Its id in the dead-letter queue. */
	id: string;
	/** The queue it failed in. */
	queue: QueueName;
	key: string;
	work: unknown;
	/** When it was dead-lettered. */
	failedAt: Date;
}

/** Every dead-lettered job, oldest first per queue. */
export async function deadJobs(boss: PgBoss): Promise<DeadJob[]> {
	const dead: DeadJob[] = [];
	for (const policy of QUEUE_POLICIES) {
		const jobs = await boss.findJobs<QueuedJob<unknown>>(policy.deadLetter, { queued: true });
		for (const job of jobs) {
			dead.push({
				id: job.id,
				queue: policy.name,
				key: job.data.key,
				work: job.data.work,
				failedAt: job.createdOn,
			});
		}
	}
	return dead;
}

/** Sends dead-lettered jobs (all, or those of `ids`) back to their queues; answers how many. */
export async function redriveDeadJobs(boss: PgBoss, ids?: readonly string[]): Promise<number> {
	let moved = 0;
	for (const policy of QUEUE_POLICIES) {
		moved += await boss.redrive(policy.deadLetter, ids ? { ids: [...ids] } : {});
	}
	return moved;
}
