/**
 * Renewing the tokens, and the refresh queue of the real API client with the real refresh
 * handler: one refresh however many calls meet an expired token.
 */
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_OAUTH_CLIENT_ID } from 'astro:env/client';
import {
	CHECK,
	SUBSCRIPTIONS,
	TOKEN,
	fail,
	fakeApi,
	licence,
	logInLocally,
	ok,
	tokenData,
	useSessionBrowser,
	type Route,
} from '../../../tests/mocks/session-api';
import { syncAccessToken } from '../../lib/session-cookies';
import { $auth, $isLoggedIn } from '../auth';
import { $subscription, addSubscription } from '../subscription';
import { $toasts } from '../toasts';
import { checkSession } from './check';
import { refreshSession, sessionHandlers } from './refresh';

const browser = useSessionBrowser();

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
		expect(browser.jar.values.get('at_dev')).toBe('at-new');
		expect(browser.jar.values.get('rt_dev')).toBe('rt-new');
		expect(syncAccessToken()).toBe('at-new');
	});

	it('answers false when the server refuses, leaving the cookies to the caller', async () => {
		logInLocally('at-old', 'rt-old');
		const api = fakeApi({ [TOKEN]: () => fail(401, 'invalid_grant') });
		expect(await refreshSession(api.client)).toBe(false);
		expect(browser.jar.values.get('rt_dev')).toBe('rt-old');
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
		expect(browser.jar.values.get('at_dev')).toBe('at-new');
		expect(browser.jar.values.get('rt_dev')).toBe('rt-new');
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
		expect(browser.jar.values.size).toBe(0);
	});
});
