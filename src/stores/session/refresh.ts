/**
 * Renewing the access token with the refresh token, shared by the API client's 401 queue and the
 * session check (spec §4, ADR 004).
 */
import * as authApi from '../../lib/api/auth';
import { api, type ApiClient } from '../../lib/api/client';
import { readRefreshToken, writeTokenCookies } from '../../lib/session-cookies';
import { clearSession } from '../auth';
import { showToast } from '../toasts';
import { adoptUserData } from './session-data';

/**
 * Renews the tokens with the `rt` cookie and stores the new pair; false when there is no refresh
 * token or the server refused it. The API client's refresh hook (it runs once however many calls
 * are waiting) and the session check both use it, and share one refresh in flight: a refresh token
 * is single-use, and presenting it twice would end the session (ADR 004).
 */
export function refreshSession(client: ApiClient = api): Promise<boolean> {
	refreshInFlight ??= renewTokens(client).finally(() => {
		refreshInFlight = null;
	});
	return refreshInFlight;
}

let refreshInFlight: Promise<boolean> | null = null;

async function renewTokens(client: ApiClient): Promise<boolean> {
	// Read now, not earlier: another tab may have rotated it since this page loaded.
	const refreshToken = readRefreshToken();
	if (!refreshToken) return false;
	const result = await authApi.refreshTokens(refreshToken, client);
	if (!result.ok) return false;
	writeTokenCookies(result.data);
	adoptUserData(result.data.user_data);
	return true;
}

/**
 * The API client's session hooks: refresh with the `rt` cookie, and close the session with a
 * toast ("Sesión expirada" after a failed refresh, "Tu sesión ha expirado." after another 401/403).
 */
export function sessionHandlers(client: ApiClient = api) {
	return {
		refreshSession: () => refreshSession(client),
		onSessionExpired: (message: string) => {
			showToast({ text: message, type: 'error' });
			clearSession();
		},
	};
}
