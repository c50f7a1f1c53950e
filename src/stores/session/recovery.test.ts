/**
 * Setting a new password from a reset link, which logs in (ADR 004).
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_OAUTH_CLIENT_ID } from 'astro:env/client';
import {
	SUBSCRIPTIONS,
	fail,
	fakeApi,
	ok,
	subscriptionsRoute,
	tokenData,
	useSessionBrowser,
} from '../../../tests/mocks/session-api';
import { changePasswordAndLogIn } from './recovery';
import { DASHBOARD_PATH } from './welcome';

const browser = useSessionBrowser();

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
		expect(browser.jar.values.get('at_dev')).toBe('at-c');
		expect(browser.assign).toHaveBeenCalledWith(DASHBOARD_PATH);
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
		expect(browser.assign).not.toHaveBeenCalled();
	});
});
