/**
 * Logging in (spec §4) against a fake API behind the real client.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_APP_ID, PUBLIC_OAUTH_CLIENT_ID } from 'astro:env/client';
import {
	OWNER_CART,
	SUBSCRIPTIONS,
	TOKEN,
	fail,
	fakeApi,
	licence,
	ok,
	subscriptionsRoute,
	tokenData,
	useSessionBrowser,
} from '../../../tests/mocks/session-api';
import { $auth, $isLoggedIn } from '../auth';
import { setSaleCode } from '../cart';
import { $welcomePopup } from '../overlays-welcome';
import { $subscription } from '../subscription';
import { $toasts } from '../toasts';
import { logIn } from './login';
import { DASHBOARD_PATH, PENDING_WELCOME_KEY } from './welcome';

const browser = useSessionBrowser();

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
		expect(browser.jar.values.size).toBe(0);
		expect($isLoggedIn.get()).toBe(false);
		expect($auth.get().name).toBe('');
		expect(api.callsTo(SUBSCRIPTIONS)).toHaveLength(0);
		expect(browser.assign).not.toHaveBeenCalled();
	});

	it('stores the tokens and the user, loads the subscriptions, goes to /dashboard and greets there', async () => {
		const api = fakeApi({
			[TOKEN]: () => ok({ token: tokenData('at-1', 'rt-1') }),
			[SUBSCRIPTIONS]: subscriptionsRoute([licence('canceled', 1), licence('active', 2)]),
		});
		const outcome = await logIn({ username: 'ana', password: 'x' }, { client: api.client });

		expect(outcome).toEqual({ ok: true, mustChangePwd: false, hasLicence: true });
		expect(browser.jar.values.get('at_dev')).toBe('at-1');
		expect(browser.jar.values.get('rt_dev')).toBe('rt-1');
		expect(browser.jar.writes.find((raw) => raw.startsWith('at_dev='))).toContain('Max-Age=900');
		expect($auth.get()).toEqual({
			name: 'Ana',
			lastName: 'Ruiz',
			initials: 'An',
			role: 2,
			staffRole: null,
		});
		expect($isLoggedIn.get()).toBe(true);
		expect($subscription.get().licenses.map((item) => item.status)).toEqual(['canceled', 'active']);
		// The subscriptions call carried the new token.
		expect(api.callsTo(SUBSCRIPTIONS)[0]?.headers.get('authorization')).toBe('Bearer at-1');
		expect(api.callsTo(OWNER_CART)).toHaveLength(0);
		expect(browser.assign).toHaveBeenCalledExactlyOnceWith(DASHBOARD_PATH);
		expect(browser.session.get(PENDING_WELCOME_KEY)).toBe('Ana Ruiz');
	});

	it.each([
		['trialing', true],
		['freemium', true],
		['canceled', false],
		// A renewal the card declined keeps access during its grace (issue #18).
		['past_due', true],
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
		expect(browser.assign).toHaveBeenCalledWith(DASHBOARD_PATH);
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
		expect(browser.jar.values.size).toBe(0);
		expect($toasts.get()).toEqual([]);
		expect(browser.assign).not.toHaveBeenCalled();
	});

	it('greets on the same page when told to stay', async () => {
		const api = fakeApi({
			[TOKEN]: () => ok({ token: tokenData('at-1', 'rt-1') }),
			[SUBSCRIPTIONS]: subscriptionsRoute(),
		});
		await logIn({ username: 'ana', password: 'x' }, { client: api.client, redirectTo: null });
		expect(browser.assign).not.toHaveBeenCalled();
		expect($welcomePopup.get()?.fullName).toBe('Ana Ruiz');
	});
});
