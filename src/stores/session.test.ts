/**
 * The session flows of spec §4 against a fake API behind the real client: login, sign-up, password
 * change, logout, refresh, the session check and its triggers, and the refresh queue with the real
 * refresh handler.
 */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { PUBLIC_APP_ID, PUBLIC_OAUTH_CLIENT_ID } from 'astro:env/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar, type CookieJar } from '../../tests/mocks/cookie-jar';
import { createApiClient, type ApiClient } from '../lib/api/client';
import { syncAccessToken, writeTokenCookies } from '../lib/session-cookies';
import { $auth, $isLoggedIn, clearSession, setAuth } from './auth';
import { $cart, addLicence, setSaleCode } from './cart';
import { $contactName, setContactName } from './contact-name';
import { $welcomePopup, dismissWelcomePopup } from './overlays-welcome';
import { AFTER_LOGOUT_PATH } from '../lib/navigation';
import {
	DASHBOARD_PATH,
	FOCUS_DEBOUNCE_MS,
	GENERAL_LOGIN_PATH,
	INVALID_SESSION_TOAST_MS,
	PENDING_WELCOME_KEY,
	changePasswordAndLogIn,
	checkSession,
	logIn,
	logOut,
	refreshSession,
	sessionHandlers,
	showPendingWelcome,
	signUp,
	watchSession,
} from './session';
import { $subscription, addSubscription, type Licence } from './subscription';
import { $toasts, clearToasts } from './toasts';

// ---- A fake API behind the real client ------------------------------------------------------

interface Call {
	/** Path under /api, e.g. `/oauth/token`. */
	path: string;
	method: string;
	headers: Headers;
	/** Form fields or JSON body. */
	body: Record<string, unknown>;
	/** Sent as URLSearchParams, which fetch sends as application/x-www-form-urlencoded. */
	formEncoded: boolean;
}

type Answer = { status?: number; body: unknown };
type Route = (call: Call) => Answer | Promise<Answer>;

function ok(data: unknown): Answer {
	return { body: { ok: true, data } };
}

function fail(status: number, result: string, msg = 'Error'): Answer {
	return { status, body: { ok: false, result, msg } };
}

function tokenData(access: string, refresh: string, name = 'Ana', lastName = 'Ruiz') {
	return {
		access_token: access,
		at_expires_in: 900,
		refresh_token: refresh,
		rt_expires_in: 1_296_000,
		user_data: { name, last_name: lastName, role: 2 },
		must_change_pwd: false,
	};
}

function licence(status: string, lid = 2): Licence {
	return {
		status,
		end: '2030-01-31',
		enrollment_id: lid * 10,
		name: `Plan ${status}`,
		lid,
		periodicity: 2,
		price: 1990,
	};
}

function parseBody(body: BodyInit | null | undefined): Record<string, unknown> {
	if (body instanceof URLSearchParams) return Object.fromEntries(body);
	if (typeof body === 'string' && body !== '') return JSON.parse(body) as Record<string, unknown>;
	return {};
}

/** The real API client over a fetch that answers from `routes` ("POST /oauth/token": …). */
function fakeApi(routes: Record<string, Route>) {
	const calls: Call[] = [];
	const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(
			typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
		);
		const call: Call = {
			path: url.pathname.replace(/^\/api/, ''),
			method: init?.method ?? 'GET',
			headers: new Headers(init?.headers),
			body: parseBody(init?.body),
			formEncoded: init?.body instanceof URLSearchParams,
		};
		calls.push(call);
		const route = routes[`${call.method} ${call.path}`];
		const answer = route ? await route(call) : fail(404, 'route_nf');
		return Response.json(answer.body, { status: answer.status ?? 200 });
	});
	const client: ApiClient = createApiClient({
		baseUrl: 'https://campus.test/api',
		clientKey: 'campus-web-local',
		getAccessToken: () => syncAccessToken(),
		fetch,
	});
	const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
	return { client, calls, callsTo, fetch };
}

const SUBSCRIPTIONS = 'POST /buy/getSubscriptions';
const TOKEN = 'POST /oauth/token';
const CHECK = 'GET /oauth/token';
const AUTOLOGIN = 'POST /auth/autologin';
const OWNER_CART = 'POST /buy/setOwnerCart';
const LOGOUT = 'POST /oauth/logout';

function subscriptionsRoute(licences: Licence[] = [licence('active')], hasFreeTrial = false) {
	return () => ok({ getSubscriptions: { ens: licences, hasFreeTrial } });
}

// ---- Browser stand-ins --------------------------------------------------------------------

let jar: CookieJar;
let assign: ReturnType<typeof vi.fn>;
let pathname: string;
let session: Map<string, string>;

function sessionStorageStub(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
	return {
		getItem: (key) => session.get(key) ?? null,
		setItem: (key, value) => {
			session.set(key, value);
		},
		removeItem: (key) => {
			session.delete(key);
		},
	};
}

function logInLocally(access = 'at-old', refresh: string | null = 'rt-old') {
	writeTokenCookies({ access_token: access, ...(refresh !== null && { refresh_token: refresh }) });
	setAuth({ name: 'Ana', lastName: 'Ruiz', role: 2 });
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	jar = createCookieJar();
	vi.stubGlobal('document', jar.document);
	assign = vi.fn();
	pathname = '/cursos';
	vi.stubGlobal('location', {
		assign,
		hash: '',
		search: '',
		get pathname() {
			return pathname;
		},
	});
	session = new Map();
	vi.stubGlobal('sessionStorage', sessionStorageStub());
	cleanTestStorage();
	clearSession();
	clearToasts();
	dismissWelcomePopup();
	jar.writes.length = 0;
});

afterEach(() => {
	clearToasts();
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

// ---- Login --------------------------------------------------------------------------------

describe('logIn', () => {
	it('sends the password grant form-encoded with the public client id and no secret', async () => {
		const api = fakeApi({
			[TOKEN]: () => ok({ token: tokenData('at-1', 'rt-1') }),
			[SUBSCRIPTIONS]: subscriptionsRoute(),
		});
		await logIn({ username: 'ana@example.es', password: 'S3creta!' }, { client: api.client });
		const [call] = api.callsTo(TOKEN);
		expect(call?.formEncoded).toBe(true);
		expect(call?.body).toEqual({
			grant_type: 'password',
			client_id: PUBLIC_OAUTH_CLIENT_ID,
			username: 'ana@example.es',
			password: 'S3creta!',
		});
	});

	it('stops when the server demands a password change: no session, no navigation', async () => {
		const api = fakeApi({
			[TOKEN]: () =>
				ok({ token: { must_change_pwd: true, change_token: 'chg-1', user_data: { name: 'Ana' } } }),
			[SUBSCRIPTIONS]: subscriptionsRoute(),
		});
		const outcome = await logIn({ username: 'ana', password: 'x' }, { client: api.client });
		expect(outcome).toEqual({ ok: true, mustChangePwd: true, changeToken: 'chg-1' });
		expect(jar.values.size).toBe(0);
		expect($isLoggedIn.get()).toBe(false);
		expect($auth.get().name).toBe('');
		expect(api.callsTo(SUBSCRIPTIONS)).toHaveLength(0);
		expect(assign).not.toHaveBeenCalled();
	});

	it('stores the tokens and the user, loads the subscriptions, goes to /dashboard and greets there', async () => {
		const api = fakeApi({
			[TOKEN]: () => ok({ token: tokenData('at-1', 'rt-1') }),
			[SUBSCRIPTIONS]: subscriptionsRoute([licence('canceled', 1), licence('active', 2)]),
		});
		const outcome = await logIn({ username: 'ana', password: 'x' }, { client: api.client });

		expect(outcome).toEqual({ ok: true, mustChangePwd: false, hasLicence: true });
		expect(jar.values.get('at_dev')).toBe('at-1');
		expect(jar.values.get('rt_dev')).toBe('rt-1');
		expect(jar.writes.find((raw) => raw.startsWith('at_dev='))).toContain('Max-Age=900');
		expect($auth.get()).toEqual({ name: 'Ana', lastName: 'Ruiz', initials: 'An', role: 2 });
		expect($isLoggedIn.get()).toBe(true);
		expect($subscription.get().licenses.map((item) => item.status)).toEqual(['canceled', 'active']);
		// The subscriptions call carried the new token.
		expect(api.callsTo(SUBSCRIPTIONS)[0]?.headers.get('authorization')).toBe('Bearer at-1');
		expect(api.callsTo(OWNER_CART)).toHaveLength(0);
		expect(assign).toHaveBeenCalledExactlyOnceWith(DASHBOARD_PATH);
		expect(session.get(PENDING_WELCOME_KEY)).toBe('Ana Ruiz');
	});

	it.each([
		['trialing', true],
		['freemium', true],
		['canceled', false],
		['past_due', false],
	])('reports a licence for status %s: %s', async (status, expected) => {
		const api = fakeApi({
			[TOKEN]: () => ok({ token: tokenData('at-1', 'rt-1') }),
			[SUBSCRIPTIONS]: subscriptionsRoute([licence(status)]),
		});
		const outcome = await logIn({ username: 'ana', password: 'x' }, { client: api.client });
		expect(outcome).toMatchObject({ ok: true, hasLicence: expected });
	});

	it('sets the owner cart with the sale code, and a failure there does not stop the login', async () => {
		setSaleCode('  SC-42 ');
		const api = fakeApi({
			[TOKEN]: () => ok({ token: tokenData('at-1', 'rt-1') }),
			[SUBSCRIPTIONS]: subscriptionsRoute(),
			[OWNER_CART]: () => fail(500, 'server_error'),
		});
		const outcome = await logIn({ username: 'ana', password: 'x' }, { client: api.client });
		const [cartCall] = api.callsTo(OWNER_CART);
		expect(cartCall?.body).toEqual({ scd: 'SC-42', app: PUBLIC_APP_ID });
		expect(cartCall?.headers.get('authorization')).toBe('Bearer at-1');
		expect(outcome).toMatchObject({ ok: true, mustChangePwd: false });
		expect(assign).toHaveBeenCalledWith(DASHBOARD_PATH);
		expect($isLoggedIn.get()).toBe(true);
	});

	it('does not set the owner cart for a blank sale code', async () => {
		setSaleCode('   ');
		const api = fakeApi({
			[TOKEN]: () => ok({ token: tokenData('at-1', 'rt-1') }),
			[SUBSCRIPTIONS]: subscriptionsRoute(),
		});
		await logIn({ username: 'ana', password: 'x' }, { client: api.client });
		expect(api.callsTo(OWNER_CART)).toHaveLength(0);
	});

	it.each([
		[401, 'user_nf', 'No existe ninguna cuenta con ese email'],
		[401, 'pwd_inv', 'La contraseña no es correcta'],
		[429, 'too_many', 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.'],
	])('passes a %i %s through untouched', async (status, result, msg) => {
		const api = fakeApi({ [TOKEN]: () => fail(status, result, msg) });
		const outcome = await logIn({ username: 'ana', password: 'x' }, { client: api.client });
		expect(outcome).toEqual({ ok: false, status, result, msg });
		expect(jar.values.size).toBe(0);
		expect($toasts.get()).toEqual([]);
		expect(assign).not.toHaveBeenCalled();
	});

	it('greets on the same page when told to stay', async () => {
		const api = fakeApi({
			[TOKEN]: () => ok({ token: tokenData('at-1', 'rt-1') }),
			[SUBSCRIPTIONS]: subscriptionsRoute(),
		});
		await logIn({ username: 'ana', password: 'x' }, { client: api.client, redirectTo: null });
		expect(assign).not.toHaveBeenCalled();
		expect($welcomePopup.get()?.fullName).toBe('Ana Ruiz');
	});
});

describe('showPendingWelcome', () => {
	it('shows the greeting a login left, once', () => {
		session.set(PENDING_WELCOME_KEY, 'Ana Ruiz');
		showPendingWelcome();
		expect($welcomePopup.get()?.fullName).toBe('Ana Ruiz');
		dismissWelcomePopup();
		showPendingWelcome();
		expect($welcomePopup.get()).toBeNull();
	});
});

// ---- Sign-up and new password ---------------------------------------------------------------

const SIGN_UP = 'POST /auth/signUp';
const signUpPayload = {
	name: 'Ana',
	last_name: 'Ruiz',
	email: 'ana@example.es',
	nick: 'ana_r',
	password: 'S3creta!',
	repeat_password: 'S3creta!',
	phone: undefined,
	user_type: 2,
	newsletter: false,
	terms: true as const,
	pharmacy_name: null,
};

describe('signUp', () => {
	it('stores the tokens and loads the subscriptions, without navigating', async () => {
		const api = fakeApi({
			[SIGN_UP]: () => ok({ token: tokenData('at-s', 'rt-s') }),
			[SUBSCRIPTIONS]: subscriptionsRoute([]),
		});
		const outcome = await signUp(signUpPayload, api.client);
		expect(outcome).toEqual({ ok: true, hasLicence: false });
		expect(jar.values.get('at_dev')).toBe('at-s');
		expect($isLoggedIn.get()).toBe(true);
		expect(api.callsTo(SUBSCRIPTIONS)).toHaveLength(1);
		expect(api.callsTo(SIGN_UP)[0]?.body).not.toHaveProperty('sale_code');
		expect(api.callsTo(OWNER_CART)).toHaveLength(0);
		expect(assign).not.toHaveBeenCalled();
	});

	it('sets the cart when a sale code and licences were waiting', async () => {
		setSaleCode('SC-7');
		addLicence({ license_id: 2, name: 'Profesional', slug: 'profesional', amount_minor: 1990 });
		const api = fakeApi({
			[SIGN_UP]: () => ok({ token: tokenData('at-s', 'rt-s') }),
			[SUBSCRIPTIONS]: subscriptionsRoute([]),
			[OWNER_CART]: () => ok({ setOwnerCart: 'ok' }),
		});
		await signUp(signUpPayload, api.client);
		expect(api.callsTo(SIGN_UP)[0]?.body).toMatchObject({ sale_code: 'SC-7' });
		expect(api.callsTo(OWNER_CART)[0]?.body).toEqual({ scd: 'SC-7', app: PUBLIC_APP_ID });
	});

	it('does not set the cart for a sale code without licences', async () => {
		setSaleCode('SC-7');
		const api = fakeApi({
			[SIGN_UP]: () => ok({ token: tokenData('at-s', 'rt-s') }),
			[SUBSCRIPTIONS]: subscriptionsRoute([]),
		});
		await signUp(signUpPayload, api.client);
		expect(api.callsTo(OWNER_CART)).toHaveLength(0);
	});

	it('passes a 409 through and stores nothing', async () => {
		const api = fakeApi({ [SIGN_UP]: () => fail(409, 'email_used', 'Ese email ya está en uso') });
		expect(await signUp(signUpPayload, api.client)).toEqual({
			ok: false,
			status: 409,
			result: 'email_used',
			msg: 'Ese email ya está en uso',
		});
		expect(jar.values.size).toBe(0);
	});
});

describe('changePasswordAndLogIn', () => {
	it('sends the special Basic header, stores the new session and goes to /dashboard', async () => {
		const api = fakeApi({
			'POST /auth/change-password': () => ok({ token: tokenData('at-c', 'rt-c') }),
			[SUBSCRIPTIONS]: subscriptionsRoute(),
		});
		const outcome = await changePasswordAndLogIn(
			{ tk: 'tk-1', password: 'N3w!pass', repeat_password: 'N3w!pass' },
			{ client: api.client },
		);
		expect(outcome).toEqual({ ok: true, hasLicence: true });
		const [call] = api.callsTo('POST /auth/change-password');
		expect(call?.headers.get('authorization')).toBe(`Basic ${btoa(`${PUBLIC_OAUTH_CLIENT_ID}:`)}`);
		expect(call?.body).toEqual({ tk: 'tk-1', password: 'N3w!pass', repeat_password: 'N3w!pass' });
		expect(jar.values.get('at_dev')).toBe('at-c');
		expect(assign).toHaveBeenCalledWith(DASHBOARD_PATH);
	});

	it('passes tk_inv through', async () => {
		const api = fakeApi({
			'POST /auth/change-password': () =>
				fail(400, 'tk_inv', 'El enlace no es válido o ha caducado'),
		});
		const outcome = await changePasswordAndLogIn(
			{ tk: 'tk-1', password: 'N3w!pass', repeat_password: 'N3w!pass' },
			{ client: api.client },
		);
		expect(outcome).toMatchObject({ ok: false, result: 'tk_inv' });
		expect(assign).not.toHaveBeenCalled();
	});
});

// ---- Logout -------------------------------------------------------------------------------

describe('logOut', () => {
	function fillEverything() {
		logInLocally('at-1', 'rt-1');
		addSubscription(licence('active'));
		setSaleCode('SC-1');
		setContactName('Ana');
	}

	function expectAllCleared() {
		expect($isLoggedIn.get()).toBe(false);
		expect($auth.get().name).toBe('');
		expect($subscription.get()).toEqual({ licenses: [], hasFreeTrial: true, team: null });
		expect($cart.get()).toEqual({ license: [], cart: [], saleCode: null });
		expect($contactName.get()).toBeNull();
		expect(jar.values.size).toBe(0);
		expect(assign).toHaveBeenCalledExactlyOnceWith(AFTER_LOGOUT_PATH);
	}

	it('calls /oauth/logout with the bearer and refresh token, clears everything and goes home', async () => {
		fillEverything();
		const api = fakeApi({ [LOGOUT]: () => ok({ logout: 'ok' }) });
		await logOut({ client: api.client, pathname: '/cursos' });
		const [call] = api.callsTo(LOGOUT);
		expect(call?.headers.get('authorization')).toBe('Bearer at-1');
		expect(call?.body).toEqual({ refresh_token: 'rt-1' });
		expectAllCleared();
	});

	it('still clears everything when the logout call fails', async () => {
		fillEverything();
		const api = fakeApi({ [LOGOUT]: () => fail(500, 'server_error') });
		await logOut({ client: api.client, pathname: '/cursos' });
		expectAllCleared();
		expect($toasts.get()).toEqual([]);
	});

	it.each(['/mi-perfil/iniciar-sesion', '/mi-perfil/iniciar-sesion/', '/Mi-Perfil/Iniciar-Sesion'])(
		'skips the call on the profile login page (%s)',
		async (page) => {
			fillEverything();
			const api = fakeApi({ [LOGOUT]: () => ok({ logout: 'ok' }) });
			await logOut({ client: api.client, pathname: page });
			expect(api.fetch).not.toHaveBeenCalled();
			expectAllCleared();
		},
	);

	it('skips the call without an access token', async () => {
		fillEverything();
		jar.values.delete('at_dev');
		const api = fakeApi({ [LOGOUT]: () => ok({ logout: 'ok' }) });
		await logOut({ client: api.client, pathname: '/cursos' });
		expect(api.fetch).not.toHaveBeenCalled();
		expectAllCleared();
	});

	it('uses the current page when none is given', async () => {
		fillEverything();
		pathname = '/mi-perfil/iniciar-sesion';
		const api = fakeApi({ [LOGOUT]: () => ok({ logout: 'ok' }) });
		await logOut({ client: api.client });
		expect(api.fetch).not.toHaveBeenCalled();
	});
});

// ---- Refresh ------------------------------------------------------------------------------

describe('refreshSession', () => {
	it('renews with the rt cookie and writes the new cookies', async () => {
		logInLocally('at-old', 'rt-old');
		const api = fakeApi({ [TOKEN]: () => ok({ token: tokenData('at-new', 'rt-new') }) });
		expect(await refreshSession(api.client)).toBe(true);
		expect(api.callsTo(TOKEN)[0]?.body).toEqual({
			grant_type: 'refresh_token',
			client_id: PUBLIC_OAUTH_CLIENT_ID,
			refresh_token: 'rt-old',
		});
		expect(jar.values.get('at_dev')).toBe('at-new');
		expect(jar.values.get('rt_dev')).toBe('rt-new');
		expect(syncAccessToken()).toBe('at-new');
	});

	it('answers false when the server refuses, leaving the cookies to the caller', async () => {
		logInLocally('at-old', 'rt-old');
		const api = fakeApi({ [TOKEN]: () => fail(401, 'invalid_grant') });
		expect(await refreshSession(api.client)).toBe(false);
		expect(jar.values.get('rt_dev')).toBe('rt-old');
	});

	it('answers false without a refresh token, without calling', async () => {
		logInLocally('at-old', null);
		const api = fakeApi({});
		expect(await refreshSession(api.client)).toBe(false);
		expect(api.fetch).not.toHaveBeenCalled();
	});

	it('answers false when the answer has no usable token', async () => {
		logInLocally('at-old', 'rt-old');
		const api = fakeApi({ [TOKEN]: () => ok({ token: { access_token: '' } }) });
		expect(await refreshSession(api.client)).toBe(false);
	});
});

// ---- The refresh queue with the real client ---------------------------------------------------

describe('expired token through the real client and the refresh handler', () => {
	function deferred() {
		let resolve!: () => void;
		const promise = new Promise<void>((done) => {
			resolve = done;
		});
		return { promise, resolve };
	}

	function expiringApi(refresh: Route) {
		const api = fakeApi({
			[CHECK]: (call) =>
				call.headers.get('authorization') === 'Bearer at-new'
					? ok({ token: { call_refresh_token: false } })
					: fail(401, 'token_inv', 'Token no válido'),
			[SUBSCRIPTIONS]: (call) =>
				call.headers.get('authorization') === 'Bearer at-new'
					? ok({ getSubscriptions: { ens: [], hasFreeTrial: true } })
					: fail(401, 'token_inv', 'Token no válido'),
			[TOKEN]: refresh,
		});
		api.client.setSessionHandlers(sessionHandlers(api.client));
		return api;
	}

	it('20 parallel calls with an expired token: exactly one refresh and 20 successful retries', async () => {
		logInLocally('at-old', 'rt-old');
		const gate = deferred();
		const api = expiringApi(async () => {
			await gate.promise;
			return ok({ token: tokenData('at-new', 'rt-new') });
		});
		const pending = Array.from({ length: 20 }, () => api.client.post('/buy/getSubscriptions', {}));
		await vi.waitFor(() => {
			expect(api.callsTo(TOKEN)).toHaveLength(1);
		});
		gate.resolve();
		const results = await Promise.all(pending);

		expect(api.callsTo(TOKEN)).toHaveLength(1);
		expect(results.every((result) => result.ok)).toBe(true);
		const retries = api
			.callsTo(SUBSCRIPTIONS)
			.filter((call) => call.headers.get('authorization') === 'Bearer at-new');
		expect(retries).toHaveLength(20);
		expect(jar.values.get('at_dev')).toBe('at-new');
		expect(jar.values.get('rt_dev')).toBe('rt-new');
		expect($isLoggedIn.get()).toBe(true);
		expect($toasts.get()).toEqual([]);
	});

	it('a session check and a call meeting the same expired token share one refresh', async () => {
		logInLocally('at-old', 'rt-old');
		const gate = deferred();
		const api = expiringApi(async (call) => {
			await gate.promise;
			return call.body['refresh_token'] === 'rt-old'
				? ok({ token: tokenData('at-new', 'rt-new') })
				: fail(401, 'invalid_grant');
		});
		const check = checkSession({ client: api.client, pathname: '/cursos' });
		const call = api.client.post('/buy/getSubscriptions', {});
		await vi.waitFor(() => {
			expect(api.callsTo(TOKEN)).toHaveLength(1);
		});
		gate.resolve();
		expect(await check).toBe('valid');
		expect((await call).ok).toBe(true);
		expect(api.callsTo(TOKEN)).toHaveLength(1);
		expect($isLoggedIn.get()).toBe(true);
	});

	it('a failed refresh closes the session exactly once, with one "Sesión expirada" toast', async () => {
		logInLocally('at-old', 'rt-old');
		addSubscription(licence('active'));
		const api = expiringApi(() => fail(401, 'invalid_grant'));
		const results = await Promise.all(
			Array.from({ length: 20 }, () => api.client.post('/buy/getSubscriptions', {})),
		);

		expect(api.callsTo(TOKEN)).toHaveLength(1);
		expect(results.every((result) => !result.ok)).toBe(true);
		expect($toasts.get().map((toast) => [toast.text, toast.type])).toEqual([
			['Sesión expirada', 'error'],
		]);
		expect($isLoggedIn.get()).toBe(false);
		expect($auth.get().name).toBe('');
		expect($subscription.get().licenses).toEqual([]);
		expect(jar.values.size).toBe(0);
	});
});

// ---- Session check --------------------------------------------------------------------------

describe('checkSession', () => {
	it('validates an access token with GET /oauth/token', async () => {
		logInLocally('at-1', 'rt-1');
		const api = fakeApi({ [CHECK]: () => ok({ token: { call_refresh_token: false } }) });
		expect(await checkSession({ client: api.client })).toBe('valid');
		expect(api.callsTo(CHECK)[0]?.headers.get('authorization')).toBe('Bearer at-1');
		expect(api.callsTo(TOKEN)).toHaveLength(0);
		expect($isLoggedIn.get()).toBe(true);
	});

	it('renews the tokens when the server says the access token is about to expire', async () => {
		logInLocally('at-1', 'rt-1');
		const api = fakeApi({
			[CHECK]: () => ok({ token: { call_refresh_token: true } }),
			[TOKEN]: () => ok({ token: tokenData('at-2', 'rt-2') }),
		});
		expect(await checkSession({ client: api.client })).toBe('valid');
		expect(api.callsTo(TOKEN)[0]?.body).toMatchObject({
			grant_type: 'refresh_token',
			refresh_token: 'rt-1',
		});
		expect(jar.values.get('at_dev')).toBe('at-2');
	});

	it('takes the name from the server when a session arrives without one', async () => {
		writeTokenCookies({ access_token: 'at-1', refresh_token: 'rt-1' });
		const api = fakeApi({
			[CHECK]: () =>
				ok({
					token: {
						call_refresh_token: false,
						user_data: { name: 'Luis', last_name: 'Gil', role: 1 },
					},
				}),
		});
		await checkSession({ client: api.client });
		expect($auth.get()).toMatchObject({ name: 'Luis', lastName: 'Gil', initials: 'Lu' });
		expect($isLoggedIn.get()).toBe(true);
	});

	it('refreshes when there is no access token but a refresh token', async () => {
		jar.values.set('rt_dev', 'rt-1');
		setAuth({ name: 'Ana', lastName: 'Ruiz' });
		const api = fakeApi({ [TOKEN]: () => ok({ token: tokenData('at-2', 'rt-2') }) });
		expect(await checkSession({ client: api.client })).toBe('valid');
		expect(api.callsTo(CHECK)).toHaveLength(0);
		expect(jar.values.get('at_dev')).toBe('at-2');
		expect($isLoggedIn.get()).toBe(true);
	});

	it('clears the auth data without any token, keeping the cart, and calls nothing', async () => {
		setAuth({ name: 'Ana', lastName: 'Ruiz' });
		addSubscription(licence('active'));
		setSaleCode('SC-1');
		const api = fakeApi({});
		expect(await checkSession({ client: api.client, pathname: '/cursos' })).toBe('anonymous');
		expect(api.fetch).not.toHaveBeenCalled();
		expect($auth.get().name).toBe('');
		expect($subscription.get().licenses).toEqual([]);
		expect($cart.get().saleCode).toBe('SC-1');
		expect(assign).not.toHaveBeenCalled();
	});

	it('does not write storage or cookies for an anonymous visitor', async () => {
		const api = fakeApi({});
		await checkSession({ client: api.client });
		expect(jar.writes).toEqual([]);
	});

	it('clears the auth data when the token is invalid and cannot be renewed', async () => {
		logInLocally('at-1', 'rt-1');
		addSubscription(licence('active'));
		const api = fakeApi({
			[CHECK]: () => fail(401, 'token_inv'),
			[TOKEN]: () => fail(401, 'invalid_grant'),
		});
		expect(await checkSession({ client: api.client, pathname: '/cursos' })).toBe('invalid');
		expect(api.callsTo(TOKEN)).toHaveLength(1);
		expect($isLoggedIn.get()).toBe(false);
		expect($auth.get().name).toBe('');
		expect($subscription.get().licenses).toEqual([]);
		expect(jar.values.size).toBe(0);
		// Only the post-purchase pages toast about an invalid session.
		expect($toasts.get()).toEqual([]);
	});

	it('keeps the session when an expired access token can be renewed', async () => {
		logInLocally('at-1', 'rt-1');
		const api = fakeApi({
			[CHECK]: () => fail(401, 'token_inv'),
			[TOKEN]: () => ok({ token: tokenData('at-2', 'rt-2') }),
		});
		expect(await checkSession({ client: api.client })).toBe('valid');
		expect($isLoggedIn.get()).toBe(true);
	});

	it('leaves everything alone when the server does not answer', async () => {
		logInLocally('at-1', 'rt-1');
		const api = fakeApi({ [CHECK]: () => fail(503, 'unavailable') });
		expect(await checkSession({ client: api.client })).toBe('unknown');
		expect($isLoggedIn.get()).toBe(true);
		expect(jar.values.get('rt_dev')).toBe('rt-1');
	});

	it('joins a check already running instead of starting another', async () => {
		logInLocally('at-1', 'rt-1');
		const api = fakeApi({ [CHECK]: () => ok({ token: { call_refresh_token: false } }) });
		const [first, second] = await Promise.all([
			checkSession({ client: api.client }),
			checkSession({ client: api.client }),
		]);
		expect([first, second]).toEqual(['valid', 'valid']);
		expect(api.callsTo(CHECK)).toHaveLength(1);
	});

	describe.each(['/gracias-por-tu-compra', '/gracias-por-suscribirte/'])(
		'on the post-purchase page %s',
		(page) => {
			it('sends a visitor without a token to /login', async () => {
				const api = fakeApi({});
				expect(await checkSession({ client: api.client, pathname: page, hash: '' })).toBe(
					'anonymous',
				);
				expect(assign).toHaveBeenCalledExactlyOnceWith(GENERAL_LOGIN_PATH);
			});

			it('shows the 4000 ms "La sesión no es valida…" toast and clears auth data for an invalid session', async () => {
				logInLocally('at-1', null);
				const api = fakeApi({ [CHECK]: () => fail(401, 'token_inv') });
				expect(await checkSession({ client: api.client, pathname: page, hash: '' })).toBe(
					'invalid',
				);
				expect($toasts.get().map(({ text, type, timeout }) => ({ text, type, timeout }))).toEqual([
					{
						text: 'La sesión no es valida, por favor inicia sesión nuevamente.',
						type: 'error',
						timeout: INVALID_SESSION_TOAST_MS,
					},
				]);
				expect(INVALID_SESSION_TOAST_MS).toBe(4000);
				expect($isLoggedIn.get()).toBe(false);
				expect($auth.get().name).toBe('');
				expect(assign).not.toHaveBeenCalled();
			});

			it("lets the visitor's own valid session stay on the page: no exchange, no navigation", async () => {
				logInLocally('at-1', 'rt-1');
				const api = fakeApi({ [CHECK]: () => ok({ token: { call_refresh_token: false } }) });
				expect(await checkSession({ client: api.client, pathname: page, hash: '' })).toBe('valid');
				expect(api.callsTo(AUTOLOGIN)).toHaveLength(0);
				expect(assign).not.toHaveBeenCalled();
			});

			it('adopts a session handed over in the fragment, exchanges it and goes to the dashboard URL', async () => {
				const api = fakeApi({
					[CHECK]: () =>
						ok({
							token: {
								call_refresh_token: false,
								user_data: { name: 'Ana', last_name: 'Ruiz', role: 1 },
							},
						}),
					[AUTOLOGIN]: () =>
						ok({
							autologin: {
								token: tokenData('at-2', 'rt-2', 'Ana', 'Ruiz'),
								dashboardUrl: 'https://aula.campus.test/dashboard',
							},
						}),
				});
				const state = await checkSession({
					client: api.client,
					pathname: page,
					hash: '#at=at-ext&rt=rt-ext',
				});
				expect(state).toBe('valid');
				expect(api.callsTo(CHECK)[0]?.headers.get('authorization')).toBe('Bearer at-ext');
				const [sent] = api.callsTo(AUTOLOGIN);
				expect(sent?.body).toEqual({ refresh_token: 'rt-ext' });
				expect(sent?.headers.get('authorization')).toBe('Bearer at-ext');
				expect(jar.values.get('at_dev')).toBe('at-2');
				expect(jar.values.get('rt_dev')).toBe('rt-2');
				expect(assign).toHaveBeenCalledExactlyOnceWith('https://aula.campus.test/dashboard');
				expect(sessionStorage.getItem(PENDING_WELCOME_KEY)).toBe('Ana Ruiz');
			});

			it('treats a handed-over session the server will not exchange as invalid: toast, cleared, no navigation', async () => {
				const api = fakeApi({
					[CHECK]: () => ok({ token: { call_refresh_token: false } }),
					[AUTOLOGIN]: () => fail(401, 'invalid_grant'),
				});
				const state = await checkSession({
					client: api.client,
					pathname: page,
					hash: '#at=a&rt=b',
				});
				expect(state).toBe('invalid');
				expect($toasts.get().map(({ text }) => text)).toEqual([
					'La sesión no es valida, por favor inicia sesión nuevamente.',
				]);
				expect($isLoggedIn.get()).toBe(false);
				expect(jar.values.has('rt_dev')).toBe(false);
				expect(assign).not.toHaveBeenCalled();
			});

			it('keeps the handed-over session when the exchange gets no answer', async () => {
				const api = fakeApi({
					[CHECK]: () => ok({ token: { call_refresh_token: false } }),
					[AUTOLOGIN]: () => fail(503, 'unavailable'),
				});
				const state = await checkSession({
					client: api.client,
					pathname: page,
					hash: '#at=a&rt=b',
				});
				expect(state).toBe('unknown');
				expect(jar.values.get('rt_dev')).toBe('b');
				expect($toasts.get()).toEqual([]);
				expect(assign).not.toHaveBeenCalled();
			});
		},
	);
});

// ---- When the check runs ------------------------------------------------------------------

describe('watchSession', () => {
	class FakeDocument extends EventTarget {
		visibilityState: DocumentVisibilityState = 'visible';
		show(state: DocumentVisibilityState) {
			this.visibilityState = state;
			this.dispatchEvent(new Event('visibilitychange'));
		}
	}

	function watch() {
		logInLocally('at-1', 'rt-1');
		const api = fakeApi({ [CHECK]: () => ok({ token: { call_refresh_token: false } }) });
		const win = new EventTarget();
		const doc = new FakeDocument();
		const stop = watchSession({
			focusTarget: win,
			visibilityTarget: doc,
			pathname: () => pathname,
			client: api.client,
		});
		const checks = () => api.callsTo(CHECK).length;
		const focus = () => win.dispatchEvent(new Event('focus'));
		return { api, win, doc, stop, checks, focus };
	}

	beforeEach(() => {
		vi.useFakeTimers();
	});

	it('checks on load', async () => {
		const { checks, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		expect(checks()).toBe(1);
		stop();
	});

	it('debounces focus by 500 ms: a burst of focus events makes one check', async () => {
		expect(FOCUS_DEBOUNCE_MS).toBe(500);
		const { checks, focus, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		focus();
		await vi.advanceTimersByTimeAsync(200);
		focus();
		await vi.advanceTimersByTimeAsync(200);
		focus();
		await vi.advanceTimersByTimeAsync(499);
		expect(checks()).toBe(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(checks()).toBe(2);
		stop();
	});

	it('checks at once when the tab becomes visible, not when it is hidden', async () => {
		const { checks, doc, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		doc.show('hidden');
		await vi.advanceTimersByTimeAsync(0);
		expect(checks()).toBe(1);
		doc.show('visible');
		await vi.advanceTimersByTimeAsync(0);
		expect(checks()).toBe(2);
		stop();
	});

	it('counts a tab switch (visible, then focus) as one check', async () => {
		const { checks, doc, focus, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		doc.show('visible');
		focus();
		await vi.advanceTimersByTimeAsync(FOCUS_DEBOUNCE_MS * 2);
		expect(checks()).toBe(2);
		stop();
	});

	it('notices on focus that another tab logged out', async () => {
		const { focus, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		expect($isLoggedIn.get()).toBe(true);
		// The other tab expired the shared cookies.
		jar.values.clear();
		focus();
		await vi.advanceTimersByTimeAsync(FOCUS_DEBOUNCE_MS);
		expect($isLoggedIn.get()).toBe(false);
		expect($auth.get().name).toBe('');
		stop();
	});

	it('shows the greeting a login left for this page', async () => {
		session.set(PENDING_WELCOME_KEY, 'Ana Ruiz');
		const { stop } = watch();
		expect($welcomePopup.get()?.fullName).toBe('Ana Ruiz');
		await vi.advanceTimersByTimeAsync(0);
		stop();
	});

	it('stops listening', async () => {
		const { checks, focus, doc, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		stop();
		focus();
		doc.show('visible');
		await vi.advanceTimersByTimeAsync(FOCUS_DEBOUNCE_MS);
		expect(checks()).toBe(1);
	});
});
