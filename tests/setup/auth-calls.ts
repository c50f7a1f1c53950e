/** The OAuth calls as the browser makes them, for API tests of sessions and accounts. */
import type { App } from '../../src/server/app';
import { call, TEST_OAUTH_CLIENT, type CallOptions } from './test-app';

export const clientFields = {
	client_id: TEST_OAUTH_CLIENT.id,
	client_secret: TEST_OAUTH_CLIENT.secret,
};

/** `POST /oauth/token` with `grant_type=password`. */
export function login(
	app: App,
	username: string,
	password: string,
	options: Omit<CallOptions, 'form'> & { extra?: Record<string, string> } = {},
) {
	const { extra, ...rest } = options;
	return call(app, 'POST', '/api/oauth/token', {
		...rest,
		form: { ...clientFields, grant_type: 'password', username, password, ...extra },
	});
}

/** `POST /oauth/token` with `grant_type=refresh_token`. */
export function refresh(app: App, refreshToken: string) {
	return call(app, 'POST', '/api/oauth/token', {
		form: { ...clientFields, grant_type: 'refresh_token', refresh_token: refreshToken },
	});
}

/** `GET /oauth/token` with a bearer token. */
export function checkToken(app: App, accessToken: string) {
	return call(app, 'GET', '/api/oauth/token', { token: accessToken });
}

/** `Authorization: Basic base64(client_id:client_secret)`, the change-password header. */
export function basicClientHeader(
	id: string = TEST_OAUTH_CLIENT.id,
	secret: string = TEST_OAUTH_CLIENT.secret,
): Record<string, string> {
	return { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` };
}
