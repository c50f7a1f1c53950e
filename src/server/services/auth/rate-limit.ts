/**
 * Rate limits of ADR 004, counted in the database (fixed windows aligned on the epoch) so that
 * every process of the API shares them. `consume` counts an attempt first and refuses it when the
 * count passes the limit: the increment is atomic (`INSERT … ON CONFLICT DO UPDATE … RETURNING`),
 * so parallel attempts cannot slip past the limit between a read and a write.
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

export const RATE_LIMITS = {
	/** Failed logins per account. */
	loginAccount: { name: 'login:account', limit: 5, windowSeconds: 15 * 60 },
	/** Failed login attempts per IP (a right password gives its count back). */
	loginIp: { name: 'login:ip', limit: 30, windowSeconds: 15 * 60 },
	/** Recovery mails per email (counted whether or not the account exists). */
	recoveryEmail: { name: 'recovery:email', limit: 3, windowSeconds: 60 * 60 },
	/** Recovery requests per IP. */
	recoveryIp: { name: 'recovery:ip', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** Counters older than this are deleted when a new window opens. */
const KEEP_COUNTERS_MS = 24 * 60 * 60 * 1000;

/** One counted attempt, so it can be taken back with {@link refund}. */
export interface Attempt {
	key: string;
	windowStart: Date;
}

type RateDeps = Pick<AppDeps, 'db' | 'now'>;

/** The window of `rule` that contains `now`, and the seconds left in it (at least 1). */
export function currentWindow(rule: RateRule, now: Date): { start: Date; secondsLeft: number } {
	const windowMs = rule.windowSeconds * 1000;
	const start = Math.floor(now.getTime() / windowMs) * windowMs;
	const secondsLeft = Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
	return { start: new Date(start), secondsLeft };
}

/** 429 `too_many` with `Retry-After` and a Spanish message that says when to try again. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
	return new AppError('too_many', 429, t('auth_api.too_many', { count: minutes }), {
		'Retry-After': String(retryAfterSeconds),
	});
}

/**
 * Counts one attempt of `subject` under `rule`; throws 429 when that makes more than the limit
 * in the current window.
 */
export async function consume(deps: RateDeps, rule: RateRule, subject: string): Promise<Attempt> {
	const now = deps.now();
	const window = currentWindow(rule, now);
	const key = `${rule.name}:${subject}`;
	const count = await queries.incrementCounter(deps.db, key, window.start);
	if (count === 1) {
		// A new window: a cheap moment to forget old ones.
		await queries.deleteCountersBefore(deps.db, new Date(now.getTime() - KEEP_COUNTERS_MS));
	}
	if (count > rule.limit) throw tooManyAttempts(window.secondsLeft);
	return { key, windowStart: window.start };
}

/** Takes back an attempt that turned out not to count (a login whose password was right). */
export async function refund(deps: RateDeps, attempt: Attempt): Promise<void> {
	await queries.decrementCounter(deps.db, attempt.key, attempt.windowStart);
}
