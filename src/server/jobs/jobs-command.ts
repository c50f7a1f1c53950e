/**
 * `npm run jobs` (issue #18, ADR 015): what an operator does with the dead-letter queues before the
 * back-office shows them. `npm run jobs` (or `-- dead`) lists the jobs that failed every attempt;
 * `npm run jobs -- redrive [id…]` sends them (all, or those ids) back to their queues, where they
 * run again under their keys. Answers the process's exit code.
 */
import type { PgBoss } from 'pg-boss';
import { deadJobs, redriveDeadJobs } from './dead-letters';

const USAGE = 'usage: npm run jobs [-- dead | -- redrive [id ...]]';

export async function runJobsCommand(
	args: readonly string[],
	boss: PgBoss,
	print: (line: string) => void,
): Promise<number> {
	const [command = 'dead', ...ids] = args;
	if (command === 'dead' && ids.length === 0) {
		const dead = await deadJobs(boss);
		if (dead.length === 0) {
			print('no dead-lettered jobs');
			return 0;
		}
		for (const job of dead) {
			print(`${job.failedAt.toISOString()}  ${job.queue}  ${job.key}  ${job.id}`);
		}
		print(
			`${String(dead.length)} dead-lettered job(s); npm run jobs -- redrive [id ...] sends them back`,
		);
		return 0;
	}
	if (command === 'redrive') {
		const moved = await redriveDeadJobs(boss, ids.length > 0 ? ids : undefined);
		print(`sent back ${String(moved)} job(s)`);
		return 0;
	}
	print(USAGE);
	return 2;
}
