/**
 * The campus's clock for time-based work (issue #18, ADR 015): each chore has a period, and the
 * first tick of a period enqueues it once, under a key naming the period. Whoever ticks (the
 * running worker every minute, Netlify's scheduled function, a test with its own `now`) and however
 * often, each period's chore is decided once.
 */
import type { AppDeps } from '../context';
import type { PeriodicChore } from './contract';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Each chore and how often it is due. */
export const CHORE_PERIODS: readonly { chore: PeriodicChore['chore']; periodMs: number }[] = [
	// The sandbox has no Stripe to renew subscriptions as time passes: it does so itself.
	{ chore: 'sandbox-renewals', periodMs: HOUR_MS },
	// Two days before a trial becomes paid, its holder is told (hourly: nobody learns late).
	{ chore: 'trial-reminders', periodMs: HOUR_MS },
	// Itinerary reminders go on their day from 08:00 in Madrid; hourly, so none is late.
	{ chore: 'learning-reminders', periodMs: HOUR_MS },
	// Weekly, on Monday from 08:00 in Madrid: the chore itself knows the day, as Unix weeks begin
	// on a Thursday in UTC.
	{ chore: 'team-digest', periodMs: HOUR_MS },
	{ chore: 'forget-done-job-keys', periodMs: DAY_MS },
];

/**
 * The key of `chore` in the period that holds `now` (periods start at the Unix epoch, UTC).
 *
 * @example
 * choreKey('sandbox-renewals', 3_600_000, new Date('2026-11-26T08:20:00Z'));
 * // 'chore:sandbox-renewals:2026-11-26T08:00:00.000Z'
 */
export function choreKey(chore: PeriodicChore['chore'], periodMs: number, now: Date): string {
	const start = new Date(Math.floor(now.getTime() / periodMs) * periodMs);
	return `chore:${chore}:${start.toISOString()}`;
}

/** Enqueues each chore not yet decided for the current period; answers how many were. */
export async function enqueueDueChores(
	deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
): Promise<number> {
	const now = deps.now();
	let enqueued = 0;
	for (const { chore, periodMs } of CHORE_PERIODS) {
		const key = choreKey(chore, periodMs, now);
		if (await deps.jobs.enqueue(deps.db, { queue: 'chores', key, work: { chore } }, now)) {
			enqueued += 1;
		}
	}
	return enqueued;
}
