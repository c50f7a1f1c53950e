/**
 * What the back-office's API tests share (issue #20): a login for each role of the authorisation
 * matrix (the demo accounts) and the call of `/api/admin/*` as one of them, or as nobody.
 */
import type { App } from '../../src/server/app';
import { DEMO_PASSWORD } from '../../src/server/db/seed-data/accounts';
import { login } from './auth-calls';
import { call, TEST_CLIENT_KEY } from './test-app';

/** The demo account of each role the back-office's calls are tried with. */
const ROLE_EMAILS = {
	admin: 'admin@liceo.local',
	editor: 'editora@liceo.local',
	learner: 'demo@liceo.local',
	owner: 'titular@liceo.local',
} as const;

export type RoleTokens = Record<keyof typeof ROLE_EMAILS, string>;

/** An access token for each role. */
export async function logInRoles(app: App): Promise<RoleTokens> {
	const entries = await Promise.all(
		Object.entries(ROLE_EMAILS).map(async ([role, email]) => {
			const res = await login(app, email, DEMO_PASSWORD);
			return [role, res.body.data.token.access_token as string] as const;
		}),
	);
	return Object.fromEntries(entries) as RoleTokens;
}

/** The roles that get nothing from the back-office, anonymous included, as [who, token]. */
export function refusedCallers(tokens: RoleTokens): [string, string | undefined][] {
	return [
		['editor', tokens.editor],
		['learner', tokens.learner],
		['owner', tokens.owner],
		['anonymous', undefined],
	];
}

/** `POST /api/admin/{name}` with `token`, or anonymously (the client key only) without one. */
export function adminCall(
	app: App,
	name: string,
	token: string | undefined,
	body: Record<string, unknown>,
) {
	return call(app, 'POST', `/api/admin/${name}`, {
		...(token ? { token } : { headers: { pcek: TEST_CLIENT_KEY } }),
		body,
	});
}
