/**
 * The session rules of spec §7 "Behaviour on answers", apart from the transport so they can be
 * read (and changed) on their own:
 * - 401 with `token_inv`: one refresh for however many calls fail at once; they wait for it and
 *   retry once with the new token. If it fails, `onSessionExpired('Sesión expirada')`.
 * - any other 401 or 403 of a call that carried a token: `onSessionExpired('Tu sesión ha
 *   expirado.')`. An anonymous call has no session to close, so its 401/403 only comes back.
 * - paths under `/oauth/` and `/auth/`: errors come back untouched.
 */
import { createTranslator } from '../../i18n/translate';
import toasts from 'i18n-section:toasts';
import type { ResultCode } from '../contracts/results';
import type { ApiFailure, ApiResult } from './answers';

const t = createTranslator({ toasts });

export interface SessionHandlers {
	/**
	 * Renews the access token with the refresh token; resolves true when a new token is in place
	 * (so `getAccessToken` returns it). Without it an expired token cannot be renewed. It must call
	 * an `/oauth/` or `/auth/` path: other calls wait for the refresh in flight, so a refresh going
	 * through one of them would wait for itself.
	 */
	refreshSession?: (() => Promise<boolean>) | undefined;
	/**
	 * Closes the session and shows `message` as a toast: "Sesión expirada" after a failed refresh,
	 * "Tu sesión ha expirado." after any other 401 or 403 (spec §7).
	 */
	onSessionExpired?: ((message: string) => void) | undefined;
}

/** Result code of an expired access token (spec §7, §8). */
const TOKEN_INVALID = 'token_inv' satisfies ResultCode;

/**
 * Token endpoints: their errors pass through untouched (no refresh, no session closing), or a
 * failed login or refresh would loop into another refresh (spec §7).
 */
const EXEMPT_PATH = /^\/?(?:oauth|auth)(?:\/|$)/;

/**
 * 403 answers that refuse the thing asked for, not the session: the campus says "your licence
 * does not include this" (issue #6), "your pharmacy plan does not include this" (`plan_req`) or
 * "this invitation is for another email" (`inv_email`, issue #7), "this course opens on …"
 * (`itn_lock`) or "campus templates cannot be changed" (`itn_ro`), and the person stays logged in
 * to read it.
 */
const ACCESS_REFUSALS: ReadonlySet<string> = new Set<ResultCode>([
	'lic_req',
	'demo_excl',
	'plan_req',
	'inv_email',
	'itn_lock',
	'itn_ro',
]);

export interface SessionRules {
	/** Sends a call (`attempt` with the token to carry) under the rules above. */
	run<T>(
		path: string,
		attempt: (token: string | null) => Promise<ApiResult<T>>,
	): Promise<ApiResult<T>>;
	/** Installs the session hooks later (the auth store does it, since lib cannot import stores). */
	setHandlers(next: SessionHandlers): void;
}

export function createSessionRules(
	getAccessToken: () => string | null | undefined,
	initial: SessionHandlers,
): SessionRules {
	const handlers: SessionHandlers = {
		refreshSession: initial.refreshSession,
		onSessionExpired: initial.onSessionExpired,
	};
	/** The refresh in flight; every call that meets an expired token waits on this one. */
	let refreshing: Promise<boolean> | null = null;
	/** The token whose refresh failed, so late failures of that token do not toast again. */
	let failedToken: string | null = null;

	function currentToken(): string | null {
		return getAccessToken() || null;
	}

	function expire(message: string): void {
		handlers.onSessionExpired?.(message);
	}

	function renewToken(usedToken: string | null): Promise<boolean> {
		const token = currentToken();
		// Another call already renewed it while this one was on the wire.
		if (token !== null && token !== usedToken) return Promise.resolve(true);
		if (refreshing) return refreshing;
		if (usedToken !== null && usedToken === failedToken) return Promise.resolve(false);
		const refreshSession = handlers.refreshSession;
		refreshing = (async () => {
			const renewed = await attemptRefresh(refreshSession);
			if (!renewed) {
				failedToken = usedToken;
				expire(t('toasts.session_expired'));
			}
			return renewed;
		})().finally(() => {
			refreshing = null;
		});
		return refreshing;
	}

	async function run<T>(
		path: string,
		attempt: (token: string | null) => Promise<ApiResult<T>>,
	): Promise<ApiResult<T>> {
		const exempt = EXEMPT_PATH.test(path);
		// Calls started during a refresh wait for it rather than fail with the old token.
		if (!exempt && refreshing) await refreshing;
		const token = currentToken();
		const first = await attempt(token);
		if (exempt || first.ok) return first;

		if (first.status === 401 && first.result === TOKEN_INVALID && token !== null) {
			if (!(await renewToken(token))) return first;
			const retried = await attempt(currentToken());
			// The renewed token was refused too: nothing left to try.
			if (!retried.ok && isSessionError(retried)) expire(t('toasts.session_ended'));
			return retried;
		}
		if (isSessionError(first) && token !== null) expire(t('toasts.session_ended'));
		return first;
	}

	return {
		run,
		setHandlers(next) {
			if ('refreshSession' in next) handlers.refreshSession = next.refreshSession;
			if ('onSessionExpired' in next) handlers.onSessionExpired = next.onSessionExpired;
		},
	};
}

/** Runs the refresh; a missing or throwing one counts as a failed refresh. */
async function attemptRefresh(
	refreshSession: (() => Promise<boolean>) | undefined,
): Promise<boolean> {
	if (!refreshSession) return false;
	try {
		return await refreshSession();
	} catch {
		return false;
	}
}

function isSessionError(failure: ApiFailure): boolean {
	return failure.status === 401 || (failure.status === 403 && !ACCESS_REFUSALS.has(failure.result));
}
