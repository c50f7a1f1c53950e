/**
 * Logging out (spec §4): the server call and what this browser forgets.
 */
import { describe, expect, it } from 'vitest';
import {
	LOGOUT,
	fail,
	fakeApi,
	licence,
	logInLocally,
	ok,
	useSessionBrowser,
} from '../../../tests/mocks/session-api';
import { AFTER_LOGOUT_PATH } from '../../lib/navigation';
import { $auth, $isLoggedIn } from '../auth';
import { $cart, setSaleCode } from '../cart';
import { $contactName, setContactName } from '../contact-name';
import { $subscription, addSubscription } from '../subscription';
import { $toasts } from '../toasts';
import { logOut } from './logout';

const browser = useSessionBrowser();

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
		expect($subscription.get()).toEqual({
			licenses: [],
			hasFreeTrial: true,
			team: null,
			group: null,
		});
		expect($cart.get()).toEqual({ license: [], cart: [], saleCode: null });
		expect($contactName.get()).toBeNull();
		expect(browser.jar.values.size).toBe(0);
		expect(browser.assign).toHaveBeenCalledExactlyOnceWith(AFTER_LOGOUT_PATH);
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
		browser.jar.values.delete('at_dev');
		const api = fakeApi({ [LOGOUT]: () => ok({ logout: 'ok' }) });
		await logOut({ client: api.client, pathname: '/cursos' });
		expect(api.fetch).not.toHaveBeenCalled();
		expectAllCleared();
	});

	it('uses the current page when none is given', async () => {
		fillEverything();
		browser.pathname = '/mi-perfil/iniciar-sesion';
		const api = fakeApi({ [LOGOUT]: () => ok({ logout: 'ok' }) });
		await logOut({ client: api.client });
		expect(api.fetch).not.toHaveBeenCalled();
	});
});
