/**
 * Starts the session check of spec §4 (`watchSession` in `./session`) on every page, but loads it
 * only when there is something to check. The session module brings the API client, its refresh
 * queue and the toasts: about 10 KB gzip that an anonymous visitor, most of the public site's
 * audience, has no use for (issue #2 and #3 budgets). For such a visitor the check would call
 * nothing and clear nothing, so skipping it changes no behaviour.
 *
 * It is loaded at once when a token cookie or a stored name exists (a session to validate, renew
 * or clear), on the post-purchase landing pages (which send a visitor without a session to login)
 * and on certificate pages (where the nav refreshes the auth status, spec §2); otherwise as soon as the window gets focus or the tab shows again with a token cookie,
 * which is how a login in another tab reaches this one.
 */
import { isExternalLoginLanding, refreshesAuthStatus } from '../lib/navigation';
import { cookieName, readCookie } from '../lib/session-cookies';
import { $auth } from './auth';

/** Whether this browser holds any trace of a session: a token cookie or a stored name. */
export function hasSessionTrace(): boolean {
	return (
		Boolean(readCookie(cookieName('at'))) ||
		Boolean(readCookie(cookieName('rt'))) ||
		$auth.get().name.trim() !== ''
	);
}

export interface WatchSessionWhenPresentOptions {
	pathname?: string | undefined;
	/** Loads and starts the real watcher; tests pass a spy. */
	start?: (() => void) | undefined;
	focusTarget?: EventTarget | undefined;
	visibilityTarget?: EventTarget | undefined;
}

/**
 * Runs `watchSession()` now if this page needs it, or the first time focus or visibility finds a
 * session trace. Returns whether it started at once.
 */
export function watchSessionWhenPresent(options: WatchSessionWhenPresentOptions = {}): boolean {
	const {
		pathname = location.pathname,
		start = startWatching,
		focusTarget = window,
		visibilityTarget = document,
	} = options;
	if (hasSessionTrace() || isExternalLoginLanding(pathname) || refreshesAuthStatus(pathname)) {
		start();
		return true;
	}
	const onWake = () => {
		if (!hasSessionTrace()) return;
		focusTarget.removeEventListener('focus', onWake);
		visibilityTarget.removeEventListener('visibilitychange', onWake);
		start();
	};
	focusTarget.addEventListener('focus', onWake);
	visibilityTarget.addEventListener('visibilitychange', onWake);
	return false;
}

function startWatching(): void {
	void import('./session').then(({ watchSession }) => watchSession());
}
