/**
 * Rate limits of ADR 004, counted in the database (fixed windows aligned on the epoch) so that
 * every process of the API shares them. `consume` counts an attempt and refuses it when the
 * limit is reached, in one statement (`INSERT … ON CONFLICT DO UPDATE … WHERE count < limit
 * RETURNING`): parallel attempts cannot slip past the limit between a read and a write, and a
 * refused attempt changes nothing, not even its counter.
 */
import { t } from '../../../i18n';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/rate-limits';
import { AppError } from '../../errors';

export interface RateRule {
	/** Key prefix, e.g. `login:ip`; the subject follows after a colon. */
	name: string;
	limit: number;
	windowSeconds: number;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
	/**
	 * Failed logins per account from every address. Not a refusal: past it the account counts as
	 * under attack, and each address waits a minute after its own failures (login-throttle.ts).
	 */
	loginAccount: { name: 'login:account', limit: 10, windowSeconds: 15 * 60 },
	/** Failed login attempts per address, across accounts (a right password gives its count back). */
	loginIp: { name: 'login:ip', limit: 30, windowSeconds: 15 * 60 },
	/** Recovery mails per email (counted whether or not the account exists). */
	recoveryEmail: { name: 'recovery:email', limit: 3, windowSeconds: HOUR },
	/** Recovery requests per address. */
	recoveryIp: { name: 'recovery:ip', limit: 10, windowSeconds: HOUR },
	/** Accounts created per address: a team can sign up from the pharmacy's one connection. */
	signUpIp: { name: 'signup:ip', limit: 10, windowSeconds: HOUR },
	/** Invitation mails a pharmacy sends per day, cancelled invitations included. */
	invitationsPharmacy: { name: 'invite:pharmacy', limit: 30, windowSeconds: DAY },
	/** Invitation mails one address receives per day, from every pharmacy. */
	invitationsEmail: { name: 'invite:email', limit: 3, windowSeconds: DAY },
	/** "Te llamamos" requests mailed to sales per address. */
	planRequestIp: { name: 'plan-request:ip', limit: 5, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

/** Counters older than this are deleted when a new window opens (no rule looks further back). */
export const KEEP_COUNTERS_MS = DAY * 1000;

/** One counted attempt, so it can be taken back with {@link refund}. */
export interface Attempt {
	key: string;
	windowStart: Date;
}

export type RateDeps = Pick<AppDeps, 'db' | 'now'>;

/** The window of `rule` that contains `now`, and the seconds left in it (at least 1). */
export function currentWindow(rule: RateRule, now: Date): { start: Date; secondsLeft: number } {
	const windowMs = rule.windowSeconds * 1000;
	const start = Math.floor(now.getTime() / windowMs) * windowMs;
	const secondsLeft = Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
	return { start: new Date(start), secondsLeft };
}

/**
 * A wait in Spanish words, in the unit a person reads best: seconds under a minute, minutes
 * under two hours, hours beyond (rounded up, so the wait is never longer than said).
 * @example waitText(90) // '2 minutos'
 */
export function waitText(seconds: number): string {
	if (seconds < 60) return t('rate_limits.seconds', { count: Math.max(1, Math.ceil(seconds)) });
	if (seconds < 2 * HOUR) return t('rate_limits.minutes', { count: Math.ceil(seconds / 60) });
	return t('rate_limits.hours', { count: Math.ceil(seconds / HOUR) });
}

/** 429 `too_many` with `Retry-After` (seconds) and `msg`. */
export function tooMany(retryAfterSeconds: number, msg: string): AppError {
	return new AppError('too_many', 429, msg, { 'Retry-After': String(retryAfterSeconds) });
}

/** 429 `too_many` whose Spanish message says when to try again. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
	return tooMany(
		retryAfterSeconds,
		t('rate_limits.too_many', { when: waitText(retryAfterSeconds) }),
	);
}

/**
 * The subject of an address in the per-address limits: an IPv4 address itself, an IPv6 address
 * its /64, which one household or server gets whole (counting each of its 2^64 addresses apart
 * would give it a limit of its own per request).
 * @example addressSubject('2001:db8:1:2:3:4:5:6') // '2001:db8:1:2::/64'
 */
export function addressSubject(address: string): string {
	if (!address.includes(':')) return address;
	const [head = '', tail = ''] = address.split('::');
	const headGroups = head ? head.split(':') : [];
	const tailGroups = tail ? tail.split(':') : [];
	const groups = address.includes('::')
		? [
				...headGroups,
				...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
				...tailGroups,
			]
		: headGroups;
	const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '') || '0');
	return `${prefix.join(':')}::/64`;
}

/**
 * Counts one attempt of `subject` under `rule`; throws `refusal(secondsLeft)` (by default 429
 * `too_many`) when the window already holds `rule.limit` attempts, and then counts nothing.
 */
export async function consume(
	deps: RateDeps,
	rule: RateRule,
	subject: string,
	refusal: (retryAfterSeconds: number) => AppError = tooManyAttempts,
): Promise<Attempt> {
	const now = deps.now();
	const window = currentWindow(rule, now);
	const key = `${rule.name}:${subject}`;
	const count = await queries.incrementCounterBelow(deps.db, key, window.start, rule.limit);
	if (count === undefined) throw refusal(window.secondsLeft);
	if (count === 1) {
		// A new window: a cheap moment to forget old ones.
		await queries.deleteCountersBefore(deps.db, new Date(now.getTime() - KEEP_COUNTERS_MS));
	}
	return { key, windowStart: window.start };
}

/**
 * Counts under several rules at once, all or none: when one refuses, the others are taken back,
 * so a refused request leaves every counter as it was.
 */
export async function consumeAll(
	deps: RateDeps,
	limits: readonly (readonly [RateRule, string])[],
): Promise<Attempt[]> {
	return deps.db.transaction(async (tx) => {
		const attempts: Attempt[] = [];
		for (const [rule, subject] of limits) {
			attempts.push(await consume({ db: tx, now: deps.now }, rule, subject));
		}
		return attempts;
	});
}

/** Takes back an attempt that turned out not to count (a login whose password was right). */
export async function refund(deps: RateDeps, attempt: Attempt): Promise<void> {
	await queries.decrementCounter(deps.db, attempt.key, attempt.windowStart);
}
