/**
 * The browser's copy of the OAuth tokens (spec §9, ARCHITECTURE.md decision 9): the access token in
 * the `at` cookie and the refresh token in `rt`, suffixed by environment so develop, staging and
 * production sessions on sibling hosts never overwrite each other.
 *
 * `$accessToken` mirrors the `at` cookie so stores can derive the login state reactively; only the
 * functions of this module change it.
 */
import { atom } from 'nanostores';
import { PUBLIC_ENVIRONMENT } from 'astro:env/client';

/** Deployment environments of `PUBLIC_ENVIRONMENT`. */
export type Environment = 'develop' | 'staging' | 'production';

/** The two token cookies, before the environment suffix. */
export type TokenCookie = 'at' | 'rt';

/** Lifetimes used when the server sends no expiry (spec §9). */
export const DEFAULT_ACCESS_DAYS = 1;
export const DEFAULT_REFRESH_DAYS = 15;

const SECONDS_PER_DAY = 86_400;

const SUFFIX: Record<Environment, string> = { develop: '_dev', staging: '_pre', production: '' };

/** The access token as last read or written, null when there is none. */
export const $accessToken = atom<string | null>(
	readCookie(cookieName('at', PUBLIC_ENVIRONMENT)) || null,
);

/**
 * The token fields of the `/oauth/token` answer (spec §3 "Token data") that the cookies keep;
 * structural, so the full token payload can be passed as it comes.
 */
export interface TokenCookieData {
	access_token: string;
	/** Access token lifetime in seconds. */
	at_expires_in?: number | null | undefined;
	refresh_token?: string | null | undefined;
	/** Refresh token lifetime in seconds. */
	rt_expires_in?: number | null | undefined;
}

/** Cookie lifetimes in days, as the spec states them. */
export interface TokenCookieLifetimes {
	accessDays: number;
	refreshDays: number;
}

/**
 * Name of a token cookie in an environment: `at_dev`/`rt_dev` in develop, `at_pre`/`rt_pre` in
 * staging, `at`/`rt` in production.
 *
 * @example
 * cookieName('at', 'staging'); // 'at_pre'
 */
export function cookieName(base: TokenCookie, env: Environment = PUBLIC_ENVIRONMENT): string {
	return `${base}${SUFFIX[env]}`;
}

/**
 * Value of the cookie `name` (URI-decoded), or null when absent. Reads `document.cookie` unless a
 * cookie header string is given; on the server, without one, there are no cookies.
 *
 * @example
 * readCookie('at_dev', 'theme=dark; at_dev=abc.def'); // 'abc.def'
 */
export function readCookie(name: string, cookieString?: string): string | null {
	const source = cookieString ?? (typeof document === 'undefined' ? '' : document.cookie);
	for (const part of source.split(';')) {
		const separator = part.indexOf('=');
		if (separator === -1) continue;
		if (part.slice(0, separator).trim() !== name) continue;
		const raw = part.slice(separator + 1).trim();
		try {
			return decodeURIComponent(raw);
		} catch {
			// A value some other script wrote without encoding is still better than nothing.
			return raw;
		}
	}
	return null;
}

/**
 * Cookie lifetimes of a token answer: access = `at_expires_in` / 86400 days (default 1 day),
 * refresh = `rt_expires_in` / 86400 days (default 15 days). Missing, zero or negative expiries
 * take the default.
 *
 * @example
 * tokenCookieLifetimes({ access_token: 'x', at_expires_in: 3600 }); // { accessDays: 1/24, refreshDays: 15 }
 */
export function tokenCookieLifetimes(tokenData: TokenCookieData): TokenCookieLifetimes {
	return {
		accessDays: toDays(tokenData.at_expires_in, DEFAULT_ACCESS_DAYS),
		refreshDays: toDays(tokenData.rt_expires_in, DEFAULT_REFRESH_DAYS),
	};
}

/**
 * Stores the tokens of a token answer in the `at`/`rt` cookies (Secure, SameSite=Strict, Path=/)
 * and publishes the access token on `$accessToken`. The refresh cookie is left alone when the
 * answer carries no refresh token. Browsers accept `Secure` cookies on http://localhost.
 */
export function writeTokenCookies(
	tokenData: TokenCookieData,
	env: Environment = PUBLIC_ENVIRONMENT,
): void {
	const { accessDays, refreshDays } = tokenCookieLifetimes(tokenData);
	writeCookie(cookieName('at', env), tokenData.access_token, daysToSeconds(accessDays));
	if (tokenData.refresh_token) {
		writeCookie(cookieName('rt', env), tokenData.refresh_token, daysToSeconds(refreshDays));
	}
	$accessToken.set(tokenData.access_token || null);
}

/** Expires both token cookies of the environment and publishes "no access token". */
export function clearTokenCookies(env: Environment = PUBLIC_ENVIRONMENT): void {
	writeCookie(cookieName('at', env), '', 0);
	writeCookie(cookieName('rt', env), '', 0);
	$accessToken.set(null);
}

/** The refresh token of the environment, for the refresh call, or null. */
export function readRefreshToken(env: Environment = PUBLIC_ENVIRONMENT): string | null {
	return readCookie(cookieName('rt', env));
}

/**
 * Re-reads the access cookie and publishes it on `$accessToken` when it changed (it expired, or
 * another tab logged in or out), then returns it. The API client calls it before every request.
 */
export function syncAccessToken(env: Environment = PUBLIC_ENVIRONMENT): string | null {
	// On the server there is no cookie jar to consult; keep whatever was published.
	if (typeof document === 'undefined') return $accessToken.get();
	const token = readCookie(cookieName('at', env)) || null;
	if (token !== $accessToken.get()) $accessToken.set(token);
	return token;
}

function toDays(seconds: number | null | undefined, fallbackDays: number): number {
	if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return fallbackDays;
	return seconds / SECONDS_PER_DAY;
}

function daysToSeconds(days: number): number {
	return Math.round(days * SECONDS_PER_DAY);
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
	if (typeof document === 'undefined') return;
	// Max-Age rather than Expires: it does not depend on the visitor's clock being right.
	document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; Secure; SameSite=Strict`;
}
