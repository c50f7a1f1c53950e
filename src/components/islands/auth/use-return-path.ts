/**
 * Coming back to where you were (issue #17) on the login and sign-up pages: a campus page that
 * asked for a login names itself in `?volver=` (src/lib/return-path.ts); logging in or signing
 * up goes there, and so does a person who opens these pages while already logged in.
 */
import { useEffect, useState } from 'react';
import { RETURN_PARAM, returnPathFrom, withReturnPath } from '../../../lib/return-path';
import { DASHBOARD_PATH, sessionReady } from '../../../stores/session';

/** Where a login or a sign-up on this page leads: the page that sent the person, or the campus. */
export function afterLoginPath(): string {
	return returnPathFrom(window.location.search) ?? DASHBOARD_PATH;
}

/**
 * `params` with this page's return path added, when it has one: the new-password page that a
 * login sends an account flagged to change its password to keeps where the login would have gone.
 */
export function keepingReturnPath(params: URLSearchParams): URLSearchParams {
	const back = returnPathFrom(window.location.search);
	if (back !== null) params.set(RETURN_PARAM, back);
	return params;
}

/**
 * While `active`, sends a person who is already logged in (once the page's session check says
 * so) to where a login would have taken them; the form stays for everyone else.
 */
export function useLeaveIfLoggedIn(active: boolean): void {
	useEffect(() => {
		if (!active) return;
		let alive = true;
		void sessionReady().then((loggedIn) => {
			// replace: Back must not return to a form that sends the person away again.
			if (alive && loggedIn) window.location.replace(afterLoginPath());
		});
		return () => {
			alive = false;
		};
	}, [active]);
}

/**
 * `page` (the login or the sign-up) carrying this page's return path, so switching between them
 * keeps it. The prerendered link has none: it is added once mounted.
 */
export function useHrefKeepingReturn(page: string): string {
	const [href, setHref] = useState(page);
	useEffect(() => {
		setHref(withReturnPath(page, returnPathFrom(window.location.search)));
	}, [page]);
	return href;
}
