/**
 * The session check of spec §4: is the session this browser holds still good? It runs on load,
 * focus and visibility (`./watch.ts`), and on the post-purchase landing pages it adopts a session
 * handed over in the address and exchanges it for this site's own.
 */
import toasts from 'i18n-section:toasts';
import { createTranslator } from '../../i18n/translate';
import * as authApi from '../../lib/api/auth';
import { api, type ApiClient } from '../../lib/api/client';
import { isExternalLoginLanding } from '../../lib/navigation';
import { withReturnPath } from '../../lib/return-path';
import { readRefreshToken, syncAccessToken, writeTokenCookies } from '../../lib/session-cookies';
import { $isLoggedIn } from '../auth';
import { showToast } from '../toasts';
import { currentHash, currentPathname, currentSearch, goTo } from './browser';
import { refreshSession } from './refresh';
import { adoptUserData, clearAuthData } from './session-data';
import { enterCampus } from './welcome';

const t = createTranslator({ toasts });

/** The general login page, where post-purchase pages send a visitor without a token (spec §4). */
export const GENERAL_LOGIN_PATH = '/login';
/** How long the "La sesión no es valida…" toast stays (spec §8). */
export const INVALID_SESSION_TOAST_MS = 4000;

/** What a session check found. `unknown`: no answer (offline, 5xx), nothing was changed. */
export type SessionState = 'valid' | 'anonymous' | 'invalid' | 'unknown';

export interface CheckSessionOptions {
	pathname?: string | undefined;
	/** The URL's fragment, where a post-purchase page may receive a session (`#at=…&rt=…`). */
	hash?: string | undefined;
	client?: ApiClient | undefined;
}

let checkInFlight: Promise<SessionState> | null = null;
let firstCheck: Promise<SessionState> | null = null;

/**
 * The session check of spec §4. With an access token, `GET /oauth/token` validates it (and renews
 * it when the server says it is about to expire); with only a refresh token, the tokens are
 * renewed. Without a usable session, auth data is cleared. On the post-purchase landing pages a
 * session handed over in the fragment (`#at=…&rt=…`, the "external token") is adopted and, once
 * valid, exchanged for this site's own (`POST /auth/autologin`) and sent to the dashboard URL the
 * server returns; a visitor without a token goes to /login; an invalid session shows the "La
 * sesión no es valida…" toast. Checks never overlap: a second call joins the one running.
 */
export function checkSession(options: CheckSessionOptions = {}): Promise<SessionState> {
	if (checkInFlight) return checkInFlight;
	const { pathname = currentPathname(), hash = currentHash(), client = api } = options;
	checkInFlight = runCheck(pathname, hash, client).finally(() => {
		checkInFlight = null;
	});
	firstCheck ??= checkInFlight;
	return checkInFlight;
}

/**
 * The outcome of the page's first session check (starting it when none ran yet), for islands that
 * need to know whether someone is logged in before they render private data: true when logged in.
 */
export async function sessionReady(options: CheckSessionOptions = {}): Promise<boolean> {
	await (firstCheck ?? checkSession(options));
	return $isLoggedIn.get();
}

async function runCheck(pathname: string, hash: string, client: ApiClient): Promise<SessionState> {
	if (!isExternalLoginLanding(pathname)) return checkTokens(client);
	// A session handed over by whoever sent the person here (another site, the app): adopt it,
	// and take it out of the address so it is neither bookmarked nor shared.
	const handoff = readSessionHandoff(hash);
	if (handoff) {
		writeTokenCookies({ access_token: handoff.accessToken, refresh_token: handoff.refreshToken });
		forgetHash();
	}
	const state = await checkTokens(client);
	switch (state) {
		case 'anonymous':
			// The login comes back here: the page is the person's to read once logged in.
			goTo(withReturnPath(GENERAL_LOGIN_PATH, `${pathname}${currentSearch()}`));
			return state;
		case 'unknown':
			return state;
		case 'valid': {
			// The person's own session (they bought here): the page is theirs to read.
			if (!handoff) return state;
			const entered = await enterCampusFromLanding(client);
			if (entered !== 'invalid') return entered;
			break;
		}
		case 'invalid':
			break;
	}
	showToast({
		text: t('toasts.session_invalid'),
		type: 'error',
		timeout: INVALID_SESSION_TOAST_MS,
	});
	clearAuthData();
	return 'invalid';
}

/** The tokens of a `#at=…&rt=…` fragment, when both are there. */
export function readSessionHandoff(
	hash: string,
): { accessToken: string; refreshToken: string } | null {
	const params = new URLSearchParams(hash.replace(/^#/, ''));
	const accessToken = params.get('at')?.trim();
	const refreshToken = params.get('rt')?.trim();
	return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

function forgetHash(): void {
	if (typeof history === 'undefined' || typeof location === 'undefined') return;
	history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/**
 * Validates (or renews) the tokens of this browser: 'valid', 'anonymous' (none, auth data
 * cleared), 'invalid' (refused and not renewable, auth data cleared) or 'unknown' (no answer).
 */
async function checkTokens(client: ApiClient): Promise<SessionState> {
	const token = syncAccessToken();
	if (token === null) {
		if (readRefreshToken() !== null && (await refreshSession(client))) return 'valid';
		clearAuthData();
		return 'anonymous';
	}

	const result = await authApi.validateSession(client);
	if (result.ok) {
		if (result.data.user_data) adoptUserData(result.data.user_data);
		// Under a minute left: renew now rather than let the next call fail.
		if (result.data.call_refresh_token) await refreshSession(client);
		return 'valid';
	}
	if (result.status !== 401 && result.status !== 403) return 'unknown';
	// Renewed meanwhile by a call that met the same expired token.
	const current = syncAccessToken();
	if (current !== null && current !== token) return 'valid';
	// The access token died between two checks; the refresh token may still be good.
	if (await refreshSession(client)) return 'valid';
	clearAuthData();
	return 'invalid';
}

/**
 * On a post-purchase landing page with a good session: exchanges it for this site's own pair and
 * goes to the dashboard the server names, greeting the user there (spec §4 "Session check").
 */
async function enterCampusFromLanding(client: ApiClient): Promise<SessionState> {
	// Read now: the validation above may just have rotated it.
	const refreshToken = readRefreshToken();
	if (refreshToken === null) return 'invalid';
	const result = await authApi.normaliseSession(refreshToken, client);
	if (!result.ok) return result.status === 401 || result.status === 403 ? 'invalid' : 'unknown';
	writeTokenCookies(result.data.token);
	adoptUserData(result.data.token.user_data);
	enterCampus(result.data.dashboardUrl);
	return 'valid';
}
