/** Logging out (spec §4). */
import * as authApi from '../../lib/api/auth';
import { api, type ApiClient } from '../../lib/api/client';
import { AFTER_LOGOUT_PATH, LOGIN_PATH } from '../../lib/navigation';
import { readRefreshToken, syncAccessToken } from '../../lib/session-cookies';
import { clearSession } from '../auth';
import { currentPathname, goTo } from './browser';

/** The profile login page: logging out there does not call the server (spec §4). */
export const PROFILE_LOGIN_PATH = LOGIN_PATH;

export interface LogOutOptions {
	/** The page logging out; defaults to the current one. */
	pathname?: string | undefined;
	client?: ApiClient | undefined;
	/** Where to go afterwards; home unless given (the join page reloads itself, issue #7). */
	to?: string | undefined;
}

/**
 * Logs out (spec §4): tells the server (not on the profile login page, nor without an access
 * token), forgets everything this browser kept (auth, subscription, cart, contact name, cookies),
 * which refreshes every island's login state, and goes to /home.
 */
export async function logOut(options: LogOutOptions = {}): Promise<void> {
	const { pathname = currentPathname(), client = api, to = AFTER_LOGOUT_PATH } = options;
	const token = syncAccessToken();
	if (token !== null && !isProfileLoginPage(pathname)) {
		// Whatever the answer, this browser forgets the session: a failed call cannot keep it open.
		await authApi.logout(readRefreshToken(), client);
	}
	clearSession();
	goTo(to);
}

/** Whether `pathname` is the profile login page (trailing slash and case ignored). */
export function isProfileLoginPage(pathname: string): boolean {
	return normalise(pathname) === PROFILE_LOGIN_PATH;
}

function normalise(pathname: string): string {
	return pathname.trim().toLowerCase().replace(/\/+$/, '') || '/';
}
