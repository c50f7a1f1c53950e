/**
 * How failed logins slow down guessing without locking the owner out (ADR 004, "Failed logins").
 *
 * - Per address, across accounts: 30 failed attempts per 15 minutes (password spraying).
 * - Per pair (account, address): 3 failures are free; after that the pair waits 1 s after its
 *   latest failure, then 2 s, 4 s… up to 10 minutes. Failures are remembered 24 hours; a right
 *   password from the pair forgets them.
 * - Per account, from every address: 10 failures in its 15-minute window mean it is under attack;
 *   then an address that has failed on it waits at least a minute after its latest failure. An
 *   address with no failure on the account is never held back by this, so nothing an attacker
 *   does elsewhere keeps the owner's right password out: at once from a new address, within a
 *   minute (plus the pair's own wait) from one that failed before.
 *
 * Every failure is written in the database before the password is checked, in one transaction
 * that first takes the account's counter row, so parallel guesses of one account take turns and
 * each sees the failures before it. A refused attempt rolls back: it changes nothing.
 */
import type { Database } from '../../db/client';
import * as queries from '../../db/queries/rate-limits';
import {
	addressSubject,
	consume,
	currentWindow,
	KEEP_COUNTERS_MS,
	RATE_LIMITS,
	refund,
	tooManyAttempts,
	type Attempt,
	type RateDeps,
} from './rate-limit';

export const LOGIN_THROTTLE = {
	/** Failures a pair may make before it waits (typos). */
	freeFailures: 3,
	/** The wait after the first failure past the free ones; it doubles with each further one. */
	firstWaitSeconds: 1,
	maxWaitSeconds: 10 * 60,
	/** How long a pair's failures count (the rate-limit table keeps 24 hours). */
	memorySeconds: KEEP_COUNTERS_MS / 1000,
	/** The least wait after a failure while the account is under attack. */
	underAttackWaitSeconds: 60,
} as const;

/** Key of the log of one pair's failures: one row per instant. */
const PAIR = 'login:pair';

/**
 * Seconds a pair must wait after its latest failure, given how many it made.
 * @example loginWaitSeconds(4, false) // 2
 */
export function loginWaitSeconds(failures: number, underAttack: boolean): number {
	const { freeFailures, firstWaitSeconds, maxWaitSeconds, underAttackWaitSeconds } = LOGIN_THROTTLE;
	const pairWait =
		failures < freeFailures
			? 0
			: Math.min(maxWaitSeconds, firstWaitSeconds * 2 ** (failures - freeFailures));
	return underAttack && failures > 0 ? Math.max(pairWait, underAttackWaitSeconds) : pairWait;
}

/** What an admitted attempt counted, to give back when its password is right. */
export interface LoginAttempt {
	address: Attempt;
	account?: Attempt;
	pairKey?: string;
}

/**
 * Admits one login attempt from `address` on `userId` (undefined: no such account, only the
 * address counts) and counts it as a failure until {@link loginSucceeded} says otherwise;
 * throws 429 `too_many` with the wait in `Retry-After` when the address or the pair must wait.
 */
export async function admitLogin(
	deps: RateDeps,
	input: { userId: number | undefined; address: string },
): Promise<LoginAttempt> {
	const now = deps.now();
	const subject = addressSubject(input.address);
	return deps.db.transaction(async (tx) => {
		const txDeps = { db: tx, now: () => now };
		const address = await consume(txDeps, RATE_LIMITS.loginIp, subject);
		if (input.userId === undefined) return { address };
		const { attempt: account, failuresBefore } = await countAccountAttempt(tx, input.userId, now);
		const pairKey = `${PAIR}:${input.userId}:${subject}`;
		const since = new Date(now.getTime() - LOGIN_THROTTLE.memorySeconds * 1000);
		const pair = await queries.eventsSince(tx, pairKey, since);
		const underAttack = failuresBefore >= RATE_LIMITS.loginAccount.limit;
		const waitMs = loginWaitSeconds(pair.events, underAttack) * 1000;
		if (pair.latest && pair.latest.getTime() + waitMs > now.getTime()) {
			throw tooManyAttempts(Math.ceil((pair.latest.getTime() + waitMs - now.getTime()) / 1000));
		}
		await queries.recordEvent(tx, pairKey, now);
		return { address, account, pairKey };
	});
}

/**
 * Counts the attempt against the account (a threshold, never a refusal). Its row stays locked
 * until the transaction ends: the next attempt on this account waits for this one's writes.
 */
async function countAccountAttempt(tx: Database, userId: number, now: Date) {
	const rule = RATE_LIMITS.loginAccount;
	const window = currentWindow(rule, now);
	const key = `${rule.name}:${userId}`;
	const count = await queries.incrementCounter(tx, key, window.start);
	return { attempt: { key, windowStart: window.start }, failuresBefore: count - 1 };
}

/**
 * The password was right: the attempt was no failure. Gives back its counts, and forgets the
 * pair's failures (the owner is at that address); other addresses' failures still count.
 */
export async function loginSucceeded(deps: RateDeps, attempt: LoginAttempt): Promise<void> {
	await refund(deps, attempt.address);
	if (attempt.account) await refund(deps, attempt.account);
	if (attempt.pairKey) await queries.deleteKey(deps.db, attempt.pairKey);
}
