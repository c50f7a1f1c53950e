/**
 * What the session flows' tests (`src/stores/session/*.test.ts`) share: a fake API behind the real
 * client, the answers it gives, and stand-ins for the browser (cookies, `location`,
 * sessionStorage) reset before each test.
 */
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/lib/api/client';
import { syncAccessToken, writeTokenCookies } from '../../src/lib/session-cookies';
import { clearSession, setAuth } from '../../src/stores/auth';
import { dismissWelcomePopup } from '../../src/stores/overlays-welcome';
import type { Licence } from '../../src/stores/subscription';
import { clearToasts } from '../../src/stores/toasts';
import { createCookieJar, type CookieJar } from './cookie-jar';

// ---- A fake API behind the real client ------------------------------------------------------

export interface Call {
	/** Path under /api, e.g. `/oauth/token`. */
	path: string;
	method: string;
	headers: Headers;
	/** Form fields or JSON body. */
	body: Record<string, unknown>;
	/** Sent as URLSearchParams, which fetch sends as application/x-www-form-urlencoded. */
	formEncoded: boolean;
}

export type Answer = { status?: number; body: unknown };
export type Route = (call: Call) => Answer | Promise<Answer>;

export function ok(data: unknown): Answer {
	return { body: { ok: true, data } };
}

export function fail(status: number, result: string, msg = 'Error'): Answer {
	return { status, body: { ok: false, result, msg } };
}

export function tokenData(access: string, refresh: string, name = 'Ana', lastName = 'Ruiz') {
	return {
		access_token: access,
		at_expires_in: 900,
		refresh_token: refresh,
		rt_expires_in: 1_296_000,
		user_data: { name, last_name: lastName, role: 2 },
		must_change_pwd: false,
	};
}

export function licence(status: string, lid = 2): Licence {
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
export function fakeApi(routes: Record<string, Route>) {
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

export const SUBSCRIPTIONS = 'POST /buy/getSubscriptions';
export const TOKEN = 'POST /oauth/token';
export const CHECK = 'GET /oauth/token';
export const AUTOLOGIN = 'POST /auth/autologin';
export const OWNER_CART = 'POST /buy/setOwnerCart';
export const LOGOUT = 'POST /oauth/logout';

export function subscriptionsRoute(
	licences: Licence[] = [licence('active')],
	hasFreeTrial = false,
) {
	return () => ok({ getSubscriptions: { ens: licences, hasFreeTrial } });
}

// ---- Browser stand-ins --------------------------------------------------------------------

export interface SessionBrowser {
	/** `document.cookie`. */
	readonly jar: CookieJar;
	/** `location.assign`. */
	readonly assign: ReturnType<typeof vi.fn>;
	/** `location.pathname`, '/cursos' unless a test sets it. */
	pathname: string;
	/** What sessionStorage holds. */
	readonly session: Map<string, string>;
}

/**
 * Installs the browser stand-ins around every test of the calling file, with empty stores, no
 * toasts and no greeting; the returned object gives the current test's stand-ins.
 */
export function useSessionBrowser(): SessionBrowser {
	let jar = createCookieJar();
	let assign = vi.fn();
	let pathname = '/cursos';
	let session = new Map<string, string>();

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

	return {
		get jar() {
			return jar;
		},
		get assign() {
			return assign;
		},
		get pathname() {
			return pathname;
		},
		set pathname(value: string) {
			pathname = value;
		},
		get session() {
			return session;
		},
	};
}

/** A session this browser already holds: token cookies and a name. */
export function logInLocally(access = 'at-old', refresh: string | null = 'rt-old') {
	writeTokenCookies({ access_token: access, ...(refresh !== null && { refresh_token: refresh }) });
	setAuth({ name: 'Ana', lastName: 'Ruiz', role: 2 });
}
