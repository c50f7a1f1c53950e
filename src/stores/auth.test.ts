import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar, type CookieJar } from '../../tests/mocks/cookie-jar';
import { writeTokenCookies } from '../lib/session-cookies';
import {
	$accessToken,
	$auth,
	$isLoggedIn,
	AUTH_DEFAULTS,
	clearSession,
	initialsOf,
	setAuth,
} from './auth';
import { $cart, CART_DEFAULTS, addLicence, setCartItems, setSaleCode } from './cart';
import { $contactName, setContactName } from './contact-name';
import { $public, PUBLIC_DEFAULTS, setCourseTotals } from './public';
import { $subscription, SUBSCRIPTION_DEFAULTS, addSubscription } from './subscription';

let jar: CookieJar;

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	jar = createCookieJar();
	vi.stubGlobal('document', jar.document);
	cleanTestStorage();
	clearSession();
	jar.writes.length = 0;
});

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('initialsOf', () => {
	it.each([
		['ana', 'An'],
		['Ana María', 'An'],
		['ANA', 'An'],
		['álvaro', 'Ál'],
		['ÁLVARO', 'Ál'],
		['Á', 'Á'],
		['j', 'J'],
		['ñandú', 'Ña'],
		['  lucía ', 'Lu'],
		// "Á" written as A + combining acute accent is still one letter.
		['A\u0301lvaro', 'Ál'],
		['', ''],
		['   ', ''],
	])('%j → %j', (name, expected) => {
		expect(initialsOf(name)).toBe(expected);
	});
});

describe('setAuth', () => {
	it('stores name, last name, role and computed initials', () => {
		setAuth({ name: 'ana', lastName: 'García', role: 2 });
		expect($auth.get()).toEqual({
			name: 'ana',
			lastName: 'García',
			initials: 'An',
			role: 2,
			staffRole: null,
		});
		setAuth({ name: 'bea', lastName: 'Navarro', role: 1, staffRole: 'admin' });
		expect($auth.get().staffRole).toBe('admin');
	});

	it('defaults last name to "" and role to null', () => {
		setAuth({ name: 'Luis' });
		expect($auth.get()).toEqual({
			name: 'Luis',
			lastName: '',
			initials: 'Lu',
			role: null,
			staffRole: null,
		});
		setAuth({ name: 'Luis', lastName: null, role: null });
		expect($auth.get()).toEqual({
			name: 'Luis',
			lastName: '',
			initials: 'Lu',
			role: null,
			staffRole: null,
		});
	});

	it('persists as JSON under "auth"', () => {
		setAuth({ name: 'Marta', lastName: 'Ruiz', role: 1 });
		expect(JSON.parse(getTestStorage()['auth'] ?? 'null')).toEqual({
			name: 'Marta',
			lastName: 'Ruiz',
			initials: 'Ma',
			role: 1,
			staffRole: null,
		});
	});

	it('restores a stored record, repairing fields of the wrong type', () => {
		const unbind = $auth.listen(() => {});
		setTestStorageKey(
			'auth',
			JSON.stringify({
				name: 'Eva',
				lastName: 5,
				initials: 'Ev',
				role: 'admin',
				staffRole: 'root',
			}),
		);
		expect($auth.get()).toEqual({
			name: 'Eva',
			lastName: '',
			initials: 'Ev',
			role: null,
			staffRole: null,
		});
		setTestStorageKey('auth', 'not json');
		expect($auth.get()).toEqual(AUTH_DEFAULTS);
		unbind();
	});
});

describe('$isLoggedIn', () => {
	it.each([
		[null, '', false],
		[null, 'Ana', false],
		['token', '', false],
		['token', '   ', false],
		['token', 'Ana', true],
	])('token %j and name %j → %s', (token, name, expected) => {
		if (token) writeTokenCookies({ access_token: token });
		setAuth({ name });
		expect($isLoggedIn.get()).toBe(expected);
	});

	it('follows the access token as it is written and cleared', () => {
		const seen: boolean[] = [];
		const unbind = $isLoggedIn.subscribe((value) => seen.push(value));
		setAuth({ name: 'Ana' });
		writeTokenCookies({ access_token: 'token', refresh_token: 'refresh' });
		clearSession();
		unbind();
		expect(seen).toEqual([false, true, false]);
	});
});

describe('clearSession', () => {
	it('resets auth, subscription, cart and contact name and expires the cookies', () => {
		writeTokenCookies({ access_token: 'token', refresh_token: 'refresh' });
		setAuth({ name: 'Ana', lastName: 'López', role: 2 });
		addSubscription({
			status: 'active',
			end: '2026-01-31',
			enrollment_id: 1,
			name: 'Plan',
			lid: 10,
			periodicity: 1,
			price: 19_100,
		});
		addLicence({ license_id: 10, name: 'Plan', slug: 'plan', amount_minor: 19_100 });
		setCartItems([{ lid: 10 }]);
		setSaleCode('SC-1');
		setContactName('Ana');
		setCourseTotals({ totalCoursesProfessional: 100, totalCoursesStudents: 50 });
		expect($isLoggedIn.get()).toBe(true);
		expect([...jar.values.keys()]).toEqual(['at_dev', 'rt_dev']);

		clearSession();

		expect($auth.get()).toEqual(AUTH_DEFAULTS);
		expect($subscription.get()).toEqual(SUBSCRIPTION_DEFAULTS);
		expect($cart.get()).toEqual(CART_DEFAULTS);
		expect($contactName.get()).toBeNull();
		expect($accessToken.get()).toBeNull();
		expect($isLoggedIn.get()).toBe(false);
		expect(jar.values.size).toBe(0);
		expect(getTestStorage()).toEqual({
			auth: JSON.stringify(AUTH_DEFAULTS),
			subscription: JSON.stringify(SUBSCRIPTION_DEFAULTS),
			lwf_cart: JSON.stringify(CART_DEFAULTS),
			contactName: 'null',
			// The public figures are not personal data: they survive a logout.
			public: JSON.stringify({ totalCoursesProfessional: 100, totalCoursesStudents: 50 }),
		});
		expect($public.get()).not.toEqual(PUBLIC_DEFAULTS);
	});

	it('notifies listeners once, with everything already cleared', () => {
		writeTokenCookies({ access_token: 'token' });
		setAuth({ name: 'Ana' });
		const snapshots: unknown[] = [];
		const unbind = $isLoggedIn.listen((value) =>
			snapshots.push({ value, name: $auth.get().name, token: $accessToken.get() }),
		);
		clearSession();
		unbind();
		expect(snapshots).toEqual([{ value: false, name: '', token: null }]);
	});
});
