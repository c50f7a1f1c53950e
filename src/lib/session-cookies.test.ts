import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar, type CookieJar } from '../../tests/mocks/cookie-jar';
import {
	$accessToken,
	clearTokenCookies,
	cookieName,
	readCookie,
	readRefreshToken,
	syncAccessToken,
	tokenCookieLifetimes,
	writeTokenCookies,
} from './session-cookies';

const ATTRIBUTES = 'Path=/; Secure; SameSite=Strict';

describe('cookieName', () => {
	it.each([
		['at', 'develop', 'at_dev'],
		['rt', 'develop', 'rt_dev'],
		['at', 'staging', 'at_pre'],
		['rt', 'staging', 'rt_pre'],
		['at', 'production', 'at'],
		['rt', 'production', 'rt'],
	] as const)('names %s in %s %s', (base, env, expected) => {
		expect(cookieName(base, env)).toBe(expected);
	});

	it('uses PUBLIC_ENVIRONMENT (develop locally) when no environment is given', () => {
		expect(cookieName('at')).toBe('at_dev');
	});
});

describe('readCookie', () => {
	it('finds a cookie among others and decodes it', () => {
		expect(readCookie('at_dev', 'theme=dark; at_dev=a%20b; at=prod')).toBe('a b');
		expect(readCookie('at', 'theme=dark; at_dev=x; at=prod')).toBe('prod');
	});

	it('does not confuse names that share a prefix', () => {
		expect(readCookie('at', 'at_dev=x; rt=y')).toBeNull();
	});

	it('returns null when the cookie is absent or there is no document', () => {
		expect(readCookie('rt', '')).toBeNull();
		expect(readCookie('rt')).toBeNull();
	});

	it('keeps a value that is not valid URI encoding', () => {
		expect(readCookie('at', 'at=100%')).toBe('100%');
	});
});

describe('tokenCookieLifetimes', () => {
	it('divides the server expiries in seconds by 86400', () => {
		expect(
			tokenCookieLifetimes({ access_token: 'a', at_expires_in: 172_800, rt_expires_in: 604_800 }),
		).toEqual({ accessDays: 2, refreshDays: 7 });
		expect(tokenCookieLifetimes({ access_token: 'a', at_expires_in: 3600 }).accessDays).toBeCloseTo(
			1 / 24,
		);
	});

	it('defaults to 1 day for the access token and 15 days for the refresh token', () => {
		expect(tokenCookieLifetimes({ access_token: 'a' })).toEqual({ accessDays: 1, refreshDays: 15 });
		expect(
			tokenCookieLifetimes({ access_token: 'a', at_expires_in: null, rt_expires_in: 0 }),
		).toEqual({ accessDays: 1, refreshDays: 15 });
		expect(tokenCookieLifetimes({ access_token: 'a', at_expires_in: -5 }).accessDays).toBe(1);
	});
});

describe('token cookies in the browser', () => {
	let jar: CookieJar;

	beforeEach(() => {
		jar = createCookieJar({ theme: 'dark' });
		vi.stubGlobal('document', jar.document);
		$accessToken.set(null);
	});

	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it('writes at and rt with their lifetimes and the secure attributes', () => {
		writeTokenCookies(
			{ access_token: 'acc', at_expires_in: 3600, refresh_token: 'ref', rt_expires_in: 86_400 },
			'develop',
		);
		expect(jar.writes).toEqual([
			`at_dev=acc; Max-Age=3600; ${ATTRIBUTES}`,
			`rt_dev=ref; Max-Age=86400; ${ATTRIBUTES}`,
		]);
		expect(jar.values.get('at_dev')).toBe('acc');
		expect(readRefreshToken('develop')).toBe('ref');
		expect($accessToken.get()).toBe('acc');
	});

	it('uses 1 and 15 days when the answer has no expiries', () => {
		writeTokenCookies({ access_token: 'acc', refresh_token: 'ref' }, 'production');
		expect(jar.writes).toEqual([
			`at=acc; Max-Age=86400; ${ATTRIBUTES}`,
			`rt=ref; Max-Age=1296000; ${ATTRIBUTES}`,
		]);
	});

	it('names the cookies by environment', () => {
		writeTokenCookies({ access_token: 'acc', refresh_token: 'ref' }, 'staging');
		expect([...jar.values.keys()]).toEqual(['theme', 'at_pre', 'rt_pre']);
	});

	it('leaves the refresh cookie alone when the answer has no refresh token', () => {
		jar.values.set('rt_dev', 'old');
		writeTokenCookies({ access_token: 'acc', refresh_token: null }, 'develop');
		expect(jar.writes).toHaveLength(1);
		expect(jar.values.get('rt_dev')).toBe('old');
	});

	it('encodes values', () => {
		writeTokenCookies({ access_token: 'a;b c' }, 'develop');
		expect(jar.values.get('at_dev')).toBe('a%3Bb%20c');
		expect(readCookie('at_dev')).toBe('a;b c');
	});

	it('clears both cookies and the access token', () => {
		writeTokenCookies({ access_token: 'acc', refresh_token: 'ref' }, 'develop');
		clearTokenCookies('develop');
		expect(jar.writes.slice(2)).toEqual([
			`at_dev=; Max-Age=0; ${ATTRIBUTES}`,
			`rt_dev=; Max-Age=0; ${ATTRIBUTES}`,
		]);
		expect([...jar.values.keys()]).toEqual(['theme']);
		expect($accessToken.get()).toBeNull();
	});

	it('syncs $accessToken with a cookie changed elsewhere', () => {
		jar.values.set('at_dev', 'from-other-tab');
		expect(syncAccessToken('develop')).toBe('from-other-tab');
		expect($accessToken.get()).toBe('from-other-tab');
		jar.values.delete('at_dev');
		expect(syncAccessToken('develop')).toBeNull();
		expect($accessToken.get()).toBeNull();
	});
});

describe('token cookies without a document (server, build)', () => {
	it('does not throw and still publishes the token', () => {
		expect(() => {
			writeTokenCookies({ access_token: 'acc' }, 'develop');
		}).not.toThrow();
		expect($accessToken.get()).toBe('acc');
		expect(syncAccessToken('develop')).toBe('acc');
		clearTokenCookies('develop');
		expect($accessToken.get()).toBeNull();
	});
});
