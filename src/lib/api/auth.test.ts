import { PUBLIC_OAUTH_CLIENT_ID } from 'astro:env/client';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import {
	changePassword,
	clientBasicAuthorization,
	getSubscriptions,
	login,
	logout,
	recoveryPassword,
	refreshTokens,
	validateResetToken,
	validateSession,
} from './auth';

/** A client whose every call gets `body` with `status`, recording what was sent. */
function answering(body: unknown, status = 200) {
	const sent: { url: string; init: RequestInit | undefined }[] = [];
	const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
		sent.push({ url: input instanceof Request ? input.url : input.toString(), init });
		return Promise.resolve(Response.json(body, { status }));
	});
	const client = createApiClient({
		baseUrl: 'https://campus.test/api',
		clientKey: 'k',
		getAccessToken: () => null,
		fetch,
	});
	return { client, sent };
}

const TOKEN = {
	access_token: 'at',
	at_expires_in: 900,
	refresh_token: 'rt',
	rt_expires_in: 1_296_000,
	user_data: { name: 'Ana', last_name: 'Ruiz', role: 2 },
	must_change_pwd: false,
};

describe('clientBasicAuthorization', () => {
	it('encodes the public client with an empty secret', () => {
		expect(clientBasicAuthorization('campus-web')).toBe('Basic Y2FtcHVzLXdlYjo=');
	});
});

describe('login', () => {
	it('adds the optional space, admin space and partner when given', async () => {
		const { client, sent } = answering({ ok: true, data: { token: TOKEN } });
		await login(
			{ username: 'ana', password: 'x' },
			{ space_id: 4, partner_slug: 'carrion', admin_space_id: undefined },
			client,
		);
		expect(Object.fromEntries(sent[0]?.init?.body as URLSearchParams)).toEqual({
			grant_type: 'password',
			client_id: PUBLIC_OAUTH_CLIENT_ID,
			username: 'ana',
			password: 'x',
			space_id: '4',
			partner_slug: 'carrion',
		});
	});

	it('accepts a must-change-password answer', async () => {
		const token = { must_change_pwd: true, change_token: 'c', user_data: { name: 'Ana' } };
		const { client } = answering({ ok: true, data: { token } });
		expect(await login({ username: 'ana', password: 'x' }, {}, client)).toEqual({
			ok: true,
			data: token,
		});
	});

	it('refuses an answer without a usable token', async () => {
		const { client } = answering({ ok: true, data: { token: { ...TOKEN, access_token: '' } } });
		expect(await login({ username: 'ana', password: 'x' }, {}, client)).toMatchObject({
			ok: false,
			result: 'invalid_response',
		});
	});
});

describe('the other calls', () => {
	it('refreshTokens returns the new pair', async () => {
		const { client } = answering({ ok: true, data: { token: TOKEN } });
		expect(await refreshTokens('rt', client)).toEqual({ ok: true, data: TOKEN });
	});

	it('validateSession reads call_refresh_token', async () => {
		const { client, sent } = answering({ ok: true, data: { token: { call_refresh_token: true } } });
		expect(await validateSession(client)).toEqual({ ok: true, data: { call_refresh_token: true } });
		expect(sent[0]?.init?.method).toBe('GET');
	});

	it('logout accepts only "ok" and sends no refresh token when there is none', async () => {
		const { client, sent } = answering({ ok: true, data: { logout: 'ok' } });
		expect(await logout(null, client)).toEqual({ ok: true, data: 'ok' });
		expect(sent[0]?.init?.body).toBe('{}');
	});

	it('recoveryPassword accepts only "email_sended"', async () => {
		expect(
			await recoveryPassword(
				'a@b.es',
				answering({ ok: true, data: { recoveryPassword: 'email_sended' } }).client,
			),
		).toEqual({ ok: true, data: 'email_sended' });
		expect(
			await recoveryPassword(
				'a@b.es',
				answering({ ok: true, data: { recoveryPassword: 'nope' } }).client,
			),
		).toMatchObject({ ok: false });
	});

	it('validateResetToken passes tk_inv through', async () => {
		const { client } = answering(
			{ ok: false, result: 'tk_inv', msg: 'El enlace no es válido o ha caducado' },
			400,
		);
		expect(await validateResetToken('x', client)).toEqual({
			ok: false,
			status: 400,
			result: 'tk_inv',
			msg: 'El enlace no es válido o ha caducado',
		});
	});

	it('changePassword carries the Basic header', async () => {
		const { client, sent } = answering({ ok: true, data: { token: TOKEN } });
		await changePassword({ tk: 't', password: 'A1!aaaaa', repeat_password: 'A1!aaaaa' }, client);
		expect(new Headers(sent[0]?.init?.headers).get('authorization')).toBe(
			clientBasicAuthorization(),
		);
	});

	it('getSubscriptions reads ens and defaults hasFreeTrial to "no enrolments"', async () => {
		const item = {
			status: 'active',
			end: null,
			enrollment_id: 1,
			name: 'P',
			lid: 2,
			periodicity: 2,
			price: 0,
		};
		expect(
			await getSubscriptions(
				answering({ ok: true, data: { getSubscriptions: { ens: [item] } } }).client,
			),
		).toEqual({ ok: true, data: { ens: [item], hasFreeTrial: false, team: null, group: null } });
		expect(
			await getSubscriptions(
				answering({ ok: true, data: { getSubscriptions: { ens: [] } } }).client,
			),
		).toEqual({ ok: true, data: { ens: [], hasFreeTrial: true, team: null, group: null } });
	});
});
