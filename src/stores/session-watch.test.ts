/** When the page loads the session check: only where there is a session, or one may appear. */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar, type CookieJar } from '../../tests/mocks/cookie-jar';
import { cookieName } from '../lib/session-cookies';
import { clearSession, setAuth } from './auth';
import { hasSessionTrace, watchSessionWhenPresent } from './session-watch';

let jar: CookieJar;

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	jar = createCookieJar();
	vi.stubGlobal('document', jar.document);
});

afterEach(() => {
	clearSession();
	cleanTestStorage();
	vi.unstubAllGlobals();
});

class FakeDocument extends EventTarget {}

function watch(pathname = '/cursos') {
	const start = vi.fn();
	const win = new EventTarget();
	const doc = new FakeDocument();
	const startedAtOnce = watchSessionWhenPresent({
		pathname,
		start,
		focusTarget: win,
		visibilityTarget: doc,
	});
	return { start, win, doc, startedAtOnce };
}

describe('hasSessionTrace', () => {
	it('is false for a visitor with no token cookie and no stored name', () => {
		expect(hasSessionTrace()).toBe(false);
	});

	it.each(['at', 'rt'] as const)('is true with the %s cookie alone', (cookie) => {
		jar.values.set(cookieName(cookie), 'token');
		expect(hasSessionTrace()).toBe(true);
	});

	it('is true with a stored name and no cookie (a session to clear)', () => {
		setAuth({ name: 'Ana', lastName: 'Ruiz' });
		expect(hasSessionTrace()).toBe(true);
	});
});

describe('watchSessionWhenPresent', () => {
	it('does not load the session check for an anonymous visitor', () => {
		const { start, startedAtOnce } = watch();
		expect(startedAtOnce).toBe(false);
		expect(start).not.toHaveBeenCalled();
	});

	it('starts at once with a token cookie', () => {
		jar.values.set(cookieName('at'), 'token');
		const { start, startedAtOnce } = watch();
		expect(startedAtOnce).toBe(true);
		expect(start).toHaveBeenCalledOnce();
	});

	it('starts at once on a post-purchase landing page, even without a session', () => {
		const { start } = watch('/gracias-por-tu-compra/');
		expect(start).toHaveBeenCalledOnce();
	});

	it('starts at once on a certificate page (spec §2: the nav refreshes the auth status there)', () => {
		const { start } = watch('/certificados/LC-7Q2X');
		expect(start).toHaveBeenCalledOnce();
	});

	it('starts on the first focus or visibility change that finds a token, and only once', () => {
		const { start, win, doc } = watch();
		win.dispatchEvent(new Event('focus'));
		expect(start).not.toHaveBeenCalled();

		// Another tab logged in: the cookie is shared, the next focus notices it.
		jar.values.set(cookieName('rt'), 'token');
		doc.dispatchEvent(new Event('visibilitychange'));
		win.dispatchEvent(new Event('focus'));
		expect(start).toHaveBeenCalledOnce();
	});
});
