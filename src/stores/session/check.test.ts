/**
 * The session check of spec §4, on ordinary pages and on the post-purchase landings.
 */
import { describe, expect, it } from 'vitest';
import {
	AUTOLOGIN,
	CHECK,
	TOKEN,
	fail,
	fakeApi,
	licence,
	logInLocally,
	ok,
	tokenData,
	useSessionBrowser,
} from '../../../tests/mocks/session-api';
import { writeTokenCookies } from '../../lib/session-cookies';
import { $auth, $isLoggedIn, setAuth } from '../auth';
import { $cart, setSaleCode } from '../cart';
import { $subscription, addSubscription } from '../subscription';
import { $toasts } from '../toasts';
import { GENERAL_LOGIN_PATH, INVALID_SESSION_TOAST_MS, checkSession } from './check';
import { PENDING_WELCOME_KEY } from './welcome';

const browser = useSessionBrowser();

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
		expect(browser.jar.values.get('at_dev')).toBe('at-2');
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
		browser.jar.values.set('rt_dev', 'rt-1');
		setAuth({ name: 'Ana', lastName: 'Ruiz' });
		const api = fakeApi({ [TOKEN]: () => ok({ token: tokenData('at-2', 'rt-2') }) });
		expect(await checkSession({ client: api.client })).toBe('valid');
		expect(api.callsTo(CHECK)).toHaveLength(0);
		expect(browser.jar.values.get('at_dev')).toBe('at-2');
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
		expect(browser.assign).not.toHaveBeenCalled();
	});

	it('does not write storage or cookies for an anonymous visitor', async () => {
		const api = fakeApi({});
		await checkSession({ client: api.client });
		expect(browser.jar.writes).toEqual([]);
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
		expect(browser.jar.values.size).toBe(0);
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
		expect(browser.jar.values.get('rt_dev')).toBe('rt-1');
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
			it('sends a visitor without a token to /login, which comes back here', async () => {
				const api = fakeApi({});
				expect(await checkSession({ client: api.client, pathname: page, hash: '' })).toBe(
					'anonymous',
				);
				expect(browser.assign).toHaveBeenCalledExactlyOnceWith(
					`${GENERAL_LOGIN_PATH}?volver=${page}`,
				);
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
				expect(browser.assign).not.toHaveBeenCalled();
			});

			it("lets the visitor's own valid session stay on the page: no exchange, no navigation", async () => {
				logInLocally('at-1', 'rt-1');
				const api = fakeApi({ [CHECK]: () => ok({ token: { call_refresh_token: false } }) });
				expect(await checkSession({ client: api.client, pathname: page, hash: '' })).toBe('valid');
				expect(api.callsTo(AUTOLOGIN)).toHaveLength(0);
				expect(browser.assign).not.toHaveBeenCalled();
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
				expect(browser.jar.values.get('at_dev')).toBe('at-2');
				expect(browser.jar.values.get('rt_dev')).toBe('rt-2');
				expect(browser.assign).toHaveBeenCalledExactlyOnceWith(
					'https://aula.campus.test/dashboard',
				);
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
				expect(browser.jar.values.has('rt_dev')).toBe(false);
				expect(browser.assign).not.toHaveBeenCalled();
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
				expect(browser.jar.values.get('rt_dev')).toBe('b');
				expect($toasts.get()).toEqual([]);
				expect(browser.assign).not.toHaveBeenCalled();
			});
		},
	);
});
