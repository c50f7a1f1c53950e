/**
 * Signing up (spec §4) against a fake API behind the real client.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_APP_ID } from 'astro:env/client';
import {
	OWNER_CART,
	SUBSCRIPTIONS,
	fail,
	fakeApi,
	ok,
	subscriptionsRoute,
	tokenData,
	useSessionBrowser,
} from '../../../tests/mocks/session-api';
import { $isLoggedIn } from '../auth';
import { addLicence, setSaleCode } from '../cart';
import { signUp } from './sign-up';

const browser = useSessionBrowser();

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
		expect(browser.jar.values.get('at_dev')).toBe('at-s');
		expect($isLoggedIn.get()).toBe(true);
		expect(api.callsTo(SUBSCRIPTIONS)).toHaveLength(1);
		expect(api.callsTo(SIGN_UP)[0]?.body).not.toHaveProperty('sale_code');
		expect(api.callsTo(OWNER_CART)).toHaveLength(0);
		expect(browser.assign).not.toHaveBeenCalled();
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
		expect(browser.jar.values.size).toBe(0);
	});
});
