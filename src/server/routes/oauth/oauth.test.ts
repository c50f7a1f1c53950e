import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser } from '../../../../tests/factories/users';
import { checkToken, clientFields, login, refresh } from '../../../../tests/setup/auth-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_OAUTH_CLIENT,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { rateLimits, refreshTokens, users } from '../../db/schema';
import { hashOpaqueToken, signAccessToken } from '../../services/auth/tokens';

/** 10:00:00 UTC: the start of a 15-minute and of a 1-hour rate-limit window. */
const NOW = new Date('2026-11-22T10:00:00Z');
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

describe.each(databaseKinds)('OAuth calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let clock: Date;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		clock = NOW;
		await handle.db.delete(rateLimits);
	});

	async function session(user: { email: string; password: string }) {
		const res = await login(app, user.email, user.password);
		expect(res.status).toBe(200);
		return res.body.data.token as { access_token: string; refresh_token: string };
	}

	describe('POST /oauth/token, grant_type=password', () => {
		it('logs in by email whatever its case, answering TokenData that works', async () => {
			const user = await createUser(handle.db, { name: 'Lucía', lastName: 'Pérez Gil' });
			const res = await login(app, user.email.toUpperCase(), user.password);
			expect(res.status).toBe(200);
			expect(res.headers.get('cache-control')).toBe('no-store');
			expect(res.body).toEqual({
				ok: true,
				data: {
					token: {
						access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
						at_expires_in: 900,
						refresh_token: expect.stringMatching(/^[\w-]{43}$/),
						rt_expires_in: 1_296_000,
						user_data: { name: 'Lucía', last_name: 'Pérez Gil', role: 1, staff_role: null },
						must_change_pwd: false,
					},
				},
			});
			const token = res.body.data.token;
			// Only the HMAC is stored.
			const [row] = await handle.db
				.select()
				.from(refreshTokens)
				.where(eq(refreshTokens.userId, user.id));
			expect(row?.tokenHash).toBe(
				hashOpaqueToken(deps.config.refreshTokenSecret, 'refresh', token.refresh_token),
			);
			expect(row?.expiresAt).toEqual(seconds(1_296_000));
			expect(JSON.stringify(row)).not.toContain(token.refresh_token);
			const [saved] = await handle.db.select().from(users).where(eq(users.id, user.id));
			expect(saved?.lastLoginAt).toEqual(NOW);
			expect((await checkToken(app, token.access_token)).status).toBe(200);
		});

		it('logs in by nick whatever its case, and the seeded demo account works', async () => {
			const user = await createUser(handle.db, { nick: 'Ana_Botica' });
			const res = await login(app, 'ana_BOTICA', user.password);
			expect(res.status).toBe(200);
			expect(res.body.data.token.user_data.name).toBe(user.name);
			const demo = await login(app, 'demo_profesional', DEMO_PASSWORD);
			expect(demo.status).toBe(200);
			expect(demo.body.data.token.must_change_pwd).toBe(false);
		});

		it('starts one session per login when one account logs in from several tabs at once', async () => {
			const user = await createUser(handle.db);
			const answers = await Promise.all(
				Array.from({ length: 3 }, () => login(app, user.email, user.password)),
			);
			expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
			const rows = await handle.db
				.select()
				.from(refreshTokens)
				.where(eq(refreshTokens.userId, user.id));
			expect(new Set(rows.map((row) => row.familyId)).size).toBe(3);
		});

		it('lets three simultaneous logins of one account from one address in, and makes a fourth wait at most a second', async () => {
			// Until its password is checked an attempt counts as a failure (ADR 004): a fourth
			// simultaneous one is past the 3 free failures and waits a second, like a fourth guess.
			const user = await createUser(handle.db);
			const answers = await Promise.all(
				Array.from({ length: 4 }, () => login(app, user.email, user.password)),
			);
			// Whether the fourth is counted before one of the first three gives its count back depends
			// on the machine's timing: three always pass, and a refused one waits exactly a second.
			const statuses = answers.map((res) => res.status);
			expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
			for (const res of answers.filter((answer) => answer.status !== 200)) {
				expect(res.status).toBe(429);
				expect(res.headers.get('retry-after')).toBe('1');
			}
			clock = seconds(1);
			expect((await login(app, user.email, user.password)).status).toBe(200);
		});

		it('stores space_id, admin_space_id and partner_slug of the login', async () => {
			const user = await createUser(handle.db);
			const res = await login(app, user.email, user.password, {
				extra: { space_id: '12', admin_space_id: '7', partner_slug: 'Carrion' },
			});
			expect(res.status).toBe(200);
			const [saved] = await handle.db.select().from(users).where(eq(users.id, user.id));
			expect(saved).toMatchObject({ spaceId: 12, adminSpaceId: 7, partnerSlug: 'carrion' });
			// A later login without them keeps them.
			await login(app, user.email, user.password, { extra: { space_id: '' } });
			const [again] = await handle.db.select().from(users).where(eq(users.id, user.id));
			expect(again).toMatchObject({ spaceId: 12, adminSpaceId: 7, partnerSlug: 'carrion' });
		});

		it('answers 401 pwd_inv to a wrong password and starts no session', async () => {
			const user = await createUser(handle.db);
			const res = await login(app, user.email, 'Mostrador#2025');
			expect(res.status).toBe(401);
			expect(res.body).toEqual({
				ok: false,
				result: 'pwd_inv',
				msg: 'La contraseña no es correcta',
			});
			expect(
				await handle.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)),
			).toEqual([]);
		});

		it('answers 401 user_nf to an unknown email or nick', async () => {
			for (const username of ['nadie@ejemplo.es', 'nadie_aqui']) {
				const res = await login(app, username, 'Mostrador#2026');
				expect(res.status).toBe(401);
				expect(res.body).toEqual({
					ok: false,
					result: 'user_nf',
					msg: 'No existe ninguna cuenta con ese email',
				});
			}
		});

		it.each([
			['a wrong secret', { client_secret: 'otro-secreto' }],
			['a wrong client id', { client_id: 'otra-app' }],
			['no client id', { client_id: undefined }],
			['no client id but the secret', { client_id: '' }],
			['the secret in another case', { client_secret: TEST_OAUTH_CLIENT.secret.toUpperCase() }],
		])('answers 401 invalid_client to %s', async (_label, change) => {
			const user = await createUser(handle.db);
			const form: Record<string, string | undefined> = {
				...clientFields,
				grant_type: 'password',
				username: user.email,
				password: user.password,
				...change,
			};
			const res = await call(app, 'POST', '/api/oauth/token', {
				form: Object.fromEntries(
					Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined),
				),
			});
			expect(res.status).toBe(401);
			expect(res.body).toMatchObject({ ok: false, result: 'invalid_client' });
		});

		it('accepts the site as a public client: its id and no secret, or an empty one', async () => {
			const user = await createUser(handle.db);
			for (const secret of [undefined, '']) {
				const res = await call(app, 'POST', '/api/oauth/token', {
					form: {
						client_id: TEST_OAUTH_CLIENT.id,
						...(secret === undefined ? {} : { client_secret: secret }),
						grant_type: 'password',
						username: user.email,
						password: user.password,
					},
				});
				expect(res.status).toBe(200);
				const renewed = await call(app, 'POST', '/api/oauth/token', {
					form: {
						client_id: TEST_OAUTH_CLIENT.id,
						grant_type: 'refresh_token',
						refresh_token: res.body.data.token.refresh_token,
					},
				});
				expect(renewed.status).toBe(200);
			}
		});

		it.each([
			['a JSON body', { body: { ...clientFields, grant_type: 'password' } }, 'formulario'],
			[
				'no content type',
				{ rawBody: 'grant_type=password', headers: { 'content-type': '' } },
				'formulario',
			],
			['text/plain', { rawBody: 'x', headers: { 'content-type': 'text/plain' } }, 'formulario'],
			['no grant_type', { form: { ...clientFields } }, 'Falta el campo grant_type'],
			[
				'an unknown grant_type',
				{ form: { ...clientFields, grant_type: 'client_credentials' } },
				'grant_type debe ser password o refresh_token',
			],
			[
				'no username',
				{ form: { ...clientFields, grant_type: 'password', password: 'x' } },
				'Email o nombre de usuario: Este campo es obligatorio',
			],
			[
				'a blank username and no password',
				{ form: { ...clientFields, grant_type: 'password', username: '  ' } },
				'Datos incorrectos, revise los campos: Email o nombre de usuario, Contraseña',
			],
			[
				'a 255-character username',
				{
					form: {
						...clientFields,
						grant_type: 'password',
						username: 'a'.repeat(255),
						password: 'x',
					},
				},
				'Email o nombre de usuario: Máximo 254 caracteres',
			],
			[
				'a 129-character password',
				{
					form: {
						...clientFields,
						grant_type: 'password',
						username: 'ana',
						password: 'x'.repeat(129),
					},
				},
				'Contraseña: Máximo 128 caracteres',
			],
			[
				'a field sent twice',
				{
					rawBody: `client_id=${TEST_OAUTH_CLIENT.id}&client_secret=${TEST_OAUTH_CLIENT.secret}&grant_type=password&username=a&username=b&password=x`,
					headers: { 'content-type': 'application/x-www-form-urlencoded' },
				},
				'El campo username aparece más de una vez',
			],
			[
				'a space_id that is not a number',
				{
					form: {
						...clientFields,
						grant_type: 'password',
						username: 'ana',
						password: 'x',
						space_id: 'uno',
					},
				},
				'El campo space_id no es válido',
			],
			[
				'a partner_slug with odd characters',
				{
					form: {
						...clientFields,
						grant_type: 'password',
						username: 'ana',
						password: 'x',
						partner_slug: '../admin',
					},
				},
				'El campo partner_slug no es válido',
			],
			[
				'a refresh grant without refresh_token',
				{ form: { ...clientFields, grant_type: 'refresh_token' } },
				'Falta el campo refresh_token',
			],
			[
				'a 300-character refresh_token',
				{ form: { ...clientFields, grant_type: 'refresh_token', refresh_token: 'r'.repeat(300) } },
				'El campo refresh_token no es válido',
			],
		])('answers 400 invalid_request to %s', async (_label, options, message) => {
			const res = await call(app, 'POST', '/api/oauth/token', options);
			expect(res.status).toBe(400);
			expect(res.body).toMatchObject({ ok: false, result: 'invalid_request' });
			expect(res.body.msg).toContain(message);
		});

		it('refuses a body over 64 KB before reading it', async () => {
			const res = await call(app, 'POST', '/api/oauth/token', {
				form: { ...clientFields, grant_type: 'password', username: 'a'.repeat(70_000) },
			});
			expect(res.status).toBe(413);
			expect(res.body).toMatchObject({ ok: false, result: 'body_too_large' });
		});
	});

	describe('POST /oauth/token, grant_type=refresh_token', () => {
		it('rotates: a new pair in the same family, and the old refresh token is spent', async () => {
			const user = await createUser(handle.db);
			const first = await session(user);
			clock = seconds(600);
			const res = await refresh(app, first.refresh_token);
			expect(res.status).toBe(200);
			const second = res.body.data.token;
			expect(second).toMatchObject({ at_expires_in: 900, must_change_pwd: false });
			expect(second.refresh_token).not.toBe(first.refresh_token);
			expect(second.access_token).not.toBe(first.access_token);
			const rows = await handle.db
				.select()
				.from(refreshTokens)
				.where(eq(refreshTokens.userId, user.id));
			expect(rows).toHaveLength(2);
			expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
			expect(rows.map((row) => row.usedAt)).toContainEqual(seconds(600));
			// The new access token is good for 15 minutes from the refresh.
			clock = seconds(600 + 899);
			expect((await checkToken(app, second.access_token)).status).toBe(200);
			expect((await refresh(app, second.refresh_token)).status).toBe(200);
		});

		it('a spent refresh token presented again revokes its whole family, newer tokens too', async () => {
			const user = await createUser(handle.db);
			const first = await session(user);
			const other = await session(user);
			const second = (await refresh(app, first.refresh_token)).body.data.token;
			const reuse = await refresh(app, first.refresh_token);
			expect(reuse.status).toBe(401);
			expect(reuse.body).toMatchObject({ ok: false, result: 'invalid_grant' });
			const newer = await refresh(app, second.refresh_token);
			expect(newer.status).toBe(401);
			expect(newer.body.result).toBe('invalid_grant');
			// Another login of the same person is another family: untouched.
			expect((await refresh(app, other.refresh_token)).status).toBe(200);
		});

		it('two refreshes with one token at once: one wins, then the family ends (ADR 004)', async () => {
			const user = await createUser(handle.db);
			const first = await session(user);
			const answers = await Promise.all([
				refresh(app, first.refresh_token),
				refresh(app, first.refresh_token),
			]);
			expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
			const winner = answers.find((res) => res.status === 200)!;
			expect((await refresh(app, winner.body.data.token.refresh_token)).status).toBe(401);
		});

		it('refuses an unknown or expired refresh token with invalid_grant', async () => {
			expect((await refresh(app, 'x'.repeat(43))).body.result).toBe('invalid_grant');
			const user = await createUser(handle.db);
			const token = await session(user);
			clock = seconds(1_296_000);
			const expired = await refresh(app, token.refresh_token);
			expect(expired.status).toBe(401);
			expect(expired.body.result).toBe('invalid_grant');
		});

		it('refuses to renew the session of an account flagged to change its password', async () => {
			const user = await createUser(handle.db);
			const token = await session(user);
			await handle.db.update(users).set({ mustChangePwd: true }).where(eq(users.id, user.id));
			expect((await refresh(app, token.refresh_token)).body.result).toBe('invalid_grant');
			const rows = await handle.db
				.select()
				.from(refreshTokens)
				.where(eq(refreshTokens.userId, user.id));
			expect(rows.map((row) => row.revokedAt)).toEqual([NOW]);
		});
	});

	describe('GET /oauth/token', () => {
		it('validates the bearer and says when to refresh: less than 60 s left', async () => {
			const user = await createUser(handle.db, { name: 'Marta', lastName: 'Gil' });
			const token = await session(user);
			const fresh = await checkToken(app, token.access_token);
			expect(fresh.status).toBe(200);
			expect(fresh.body).toEqual({
				ok: true,
				data: {
					token: {
						call_refresh_token: false,
						user_data: { name: 'Marta', last_name: 'Gil', role: 1, staff_role: null },
					},
				},
			});
			clock = seconds(900 - 61);
			expect((await checkToken(app, token.access_token)).body.data.token.call_refresh_token).toBe(
				false,
			);
			clock = seconds(900 - 59);
			expect((await checkToken(app, token.access_token)).body.data.token.call_refresh_token).toBe(
				true,
			);
		});

		it('answers 401 token_inv to an expired access token', async () => {
			const user = await createUser(handle.db);
			const token = await session(user);
			clock = seconds(900);
			const res = await checkToken(app, token.access_token);
			expect(res.status).toBe(401);
			expect(res.body).toMatchObject({ ok: false, result: 'token_inv' });
			expect(res.headers.get('www-authenticate')).toContain('invalid_token');
		});

		it('answers 401 token_inv without a token and to tokens it did not sign', async () => {
			const user = await createUser(handle.db);
			const forged = await signAccessToken(
				'otro-secreto-que-no-es-el-del-servidor-000000',
				{ userId: user.id, role: 3, sessionId: 'x' },
				NOW,
			);
			const unsigned = [
				Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'),
				Buffer.from(
					JSON.stringify({
						sub: String(user.id),
						role: 1,
						sid: 'x',
						iss: 'liceo-campus',
						exp: 2e9,
					}),
				).toString('base64url'),
				'',
			].join('.');
			const real = await session(user);
			for (const headers of [
				{},
				{ authorization: `Bearer ${forged.token}` },
				{ authorization: `Bearer ${unsigned}` },
				{ authorization: 'Bearer no-es-un-token' },
				{ authorization: `Basic ${real.access_token}` },
				{ authorization: `Bearer ${real.access_token.slice(0, -2)}` },
			]) {
				const res = await call(app, 'GET', '/api/oauth/token', { headers });
				expect(res.status).toBe(401);
				expect(res.body.result).toBe('token_inv');
			}
		});
	});

	describe('POST /auth/autologin (post-purchase landing pages)', () => {
		const autologin = (accessToken: string | undefined, body: unknown) =>
			call(app, 'POST', '/api/auth/autologin', {
				body,
				...(accessToken === undefined ? {} : { token: accessToken }),
			});

		it('exchanges the refresh token of the same login and answers the dashboard URL', async () => {
			const user = await createUser(handle.db, { name: 'Marta', lastName: 'Gil' });
			const token = await session(user);
			const res = await autologin(token.access_token, { refresh_token: token.refresh_token });
			expect(res.status).toBe(200);
			expect(res.headers.get('cache-control')).toBe('no-store');
			expect(res.body).toEqual({
				ok: true,
				data: {
					autologin: {
						token: {
							access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
							at_expires_in: 900,
							refresh_token: expect.stringMatching(/^[\w-]{43}$/),
							rt_expires_in: 1_296_000,
							user_data: { name: 'Marta', last_name: 'Gil', role: 1, staff_role: null },
							must_change_pwd: false,
						},
						dashboardUrl: '/dashboard',
					},
				},
			});
			const renewed = res.body.data.autologin.token;
			expect(renewed.refresh_token).not.toBe(token.refresh_token);
			expect((await refresh(app, renewed.refresh_token)).status).toBe(200);
		});

		it('answers the campus address when the campus lives elsewhere', async () => {
			const campusApp = createApp({
				...deps,
				config: { ...deps.config, campusUrl: 'https://aula.campus.test' },
			});
			const user = await createUser(handle.db);
			const token = await session(user);
			const res = await call(campusApp, 'POST', '/api/auth/autologin', {
				token: token.access_token,
				body: { refresh_token: token.refresh_token },
			});
			expect(res.body.data.autologin.dashboardUrl).toBe('https://aula.campus.test/dashboard');
		});

		it("refuses another login's refresh token and leaves that token usable", async () => {
			const user = await createUser(handle.db);
			const other = await createUser(handle.db);
			const mine = await session(user);
			const theirs = await session(other);
			const secondOfMine = await session(user);
			for (const refreshToken of [theirs.refresh_token, secondOfMine.refresh_token]) {
				const res = await autologin(mine.access_token, { refresh_token: refreshToken });
				expect(res.status).toBe(401);
				expect(res.body).toMatchObject({ ok: false, result: 'invalid_grant' });
			}
			expect((await refresh(app, theirs.refresh_token)).status).toBe(200);
			expect((await refresh(app, secondOfMine.refresh_token)).status).toBe(200);
		});

		it('treats a spent refresh token as reuse: the family ends', async () => {
			const user = await createUser(handle.db);
			const token = await session(user);
			const renewed = (await refresh(app, token.refresh_token)).body.data.token as {
				refresh_token: string;
			};
			const res = await autologin(token.access_token, { refresh_token: token.refresh_token });
			expect(res.status).toBe(401);
			expect(res.body.result).toBe('invalid_grant');
			expect((await refresh(app, renewed.refresh_token)).status).toBe(401);
		});

		it('needs a valid bearer token and a well-formed body', async () => {
			const user = await createUser(handle.db);
			const token = await session(user);
			const anonymous = await autologin(undefined, { refresh_token: token.refresh_token });
			expect(anonymous.status).toBe(401);
			expect(anonymous.body.result).toBe('token_inv');
			for (const body of [
				{},
				{ refresh_token: '' },
				{ refresh_token: 42 },
				{ refresh_token: 'x'.repeat(300) },
			]) {
				const res = await autologin(token.access_token, body);
				expect(res.status).toBe(400);
				expect(res.body).toMatchObject({ ok: false, result: 'inv_data' });
				expect(res.body.msg).toContain('refresh_token');
			}
			const notJson = await call(app, 'POST', '/api/auth/autologin', {
				token: token.access_token,
				rawBody: 'refresh_token=abc',
			});
			expect(notJson.status).toBe(400);
			expect(notJson.body.result).toBe('inv_json');
		});
	});

	describe('POST /oauth/logout', () => {
		it('revokes the session of the bearer; other sessions go on', async () => {
			const user = await createUser(handle.db);
			const mine = await session(user);
			const other = await session(user);
			const res = await call(app, 'POST', '/api/oauth/logout', {
				token: mine.access_token,
				body: { refresh_token: mine.refresh_token },
			});
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ok: true, data: { logout: 'ok' } });
			expect((await refresh(app, mine.refresh_token)).body.result).toBe('invalid_grant');
			expect((await refresh(app, other.refresh_token)).status).toBe(200);
		});

		it('revokes the family of a rotated session from its access token alone', async () => {
			const user = await createUser(handle.db);
			const first = await session(user);
			const second = (await refresh(app, first.refresh_token)).body.data.token;
			const res = await call(app, 'POST', '/api/oauth/logout', {
				token: first.access_token,
				body: {},
			});
			expect(res.body.data.logout).toBe('ok');
			expect((await refresh(app, second.refresh_token)).body.result).toBe('invalid_grant');
		});

		it('ends the session with the refresh token when the access token has expired', async () => {
			const user = await createUser(handle.db);
			const token = await session(user);
			clock = seconds(3600);
			const res = await call(app, 'POST', '/api/oauth/logout', {
				token: token.access_token,
				body: { refresh_token: token.refresh_token },
			});
			expect(res.status).toBe(200);
			expect((await refresh(app, token.refresh_token)).body.result).toBe('invalid_grant');
		});

		it('answers ok when the session was already gone', async () => {
			const user = await createUser(handle.db);
			const token = await session(user);
			for (let i = 0; i < 2; i++) {
				const res = await call(app, 'POST', '/api/oauth/logout', {
					token: token.access_token,
					body: { refresh_token: token.refresh_token },
				});
				expect(res.body).toEqual({ ok: true, data: { logout: 'ok' } });
			}
			const unknown = await call(app, 'POST', '/api/oauth/logout', {
				body: { refresh_token: 'y'.repeat(43) },
			});
			expect(unknown.body).toEqual({ ok: true, data: { logout: 'ok' } });
		});

		it('answers 401 token_inv without a good bearer and without a refresh token', async () => {
			const res = await call(app, 'POST', '/api/oauth/logout', { body: {} });
			expect(res.status).toBe(401);
			expect(res.body.result).toBe('token_inv');
			const bad = await call(app, 'POST', '/api/oauth/logout', { token: 'malo', body: {} });
			expect(bad.body.result).toBe('token_inv');
		});

		it.each([
			['broken JSON', { rawBody: '{"refresh_token":' }, 'inv_json'],
			['a JSON array', { rawBody: '[]' }, 'inv_json'],
			['a refresh_token that is a number', { body: { refresh_token: 42 } }, 'inv_data'],
			['a huge refresh_token', { body: { refresh_token: 'r'.repeat(5000) } }, 'inv_data'],
		])('answers 400 to %s', async (_label, options, result) => {
			const res = await call(app, 'POST', '/api/oauth/logout', options);
			expect(res.status).toBe(400);
			expect(res.body.result).toBe(result);
		});
	});

	describe('rate limits', () => {
		const WRONG = 'Mostrador#0000';
		const A = '203.0.113.10';
		const B = '203.0.113.11';

		async function limitRows() {
			return handle.db.select().from(rateLimits).orderBy(rateLimits.key, rateLimits.windowStart);
		}

		async function sessionCount(userId: number) {
			return (await handle.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)))
				.length;
		}

		/** Fails once from `address` after waiting whatever the server asked; gives the wait. */
		async function failAfterWaiting(email: string, address: string): Promise<number> {
			const res = await login(app, email, WRONG, { clientAddress: address });
			if (res.status === 401) return 0;
			expect(res.body.result).toBe('too_many');
			const wait = Number(res.headers.get('retry-after'));
			clock = new Date(clock.getTime() + wait * 1000);
			expect((await login(app, email, WRONG, { clientAddress: address })).status).toBe(401);
			return wait;
		}

		it('a pair (account, address) fails 3 times freely, then waits 1 s, 2 s, 4 s… up to 10 minutes', async () => {
			const user = await createUser(handle.db);
			for (let i = 0; i < 3; i++) {
				expect((await login(app, user.email, WRONG, { clientAddress: A })).status).toBe(401);
			}
			const waits: number[] = [];
			for (let i = 0; i < 13; i++) waits.push(await failAfterWaiting(user.email, A));
			expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600, 600]);
			// A refusal names the wait in Spanish and in Retry-After, and changes nothing.
			const rows = await limitRows();
			const limited = await login(app, user.email, user.password, { clientAddress: A });
			expect(limited.status).toBe(429);
			expect(limited.body).toEqual({
				ok: false,
				result: 'too_many',
				msg: 'Demasiados intentos. Vuelve a intentarlo dentro de 10 minutos.',
			});
			expect(limited.headers.get('retry-after')).toBe('600');
			expect(await limitRows()).toEqual(rows);
			expect(await sessionCount(user.id)).toBe(0);
			// Once the wait is over, the right password works and the pair starts afresh.
			clock = new Date(clock.getTime() + 600_000);
			expect((await login(app, user.email, user.password, { clientAddress: A })).status).toBe(200);
			for (let i = 0; i < 3; i++) {
				expect((await login(app, user.email, WRONG, { clientAddress: A })).status).toBe(401);
			}
			const next = await login(app, user.email, WRONG, { clientAddress: A });
			expect(next.headers.get('retry-after')).toBe('1');
		});

		it('an attacker on address A cannot lock the owner out on address B', async () => {
			const user = await createUser(handle.db);
			const other = await createUser(handle.db);
			for (let i = 0; i < 40; i++) await login(app, user.email, WRONG, { clientAddress: A });
			expect((await login(app, user.email, WRONG, { clientAddress: A })).status).toBe(429);
			// The owner's right password from B works at once; so does A's visitor on another account.
			expect((await login(app, user.email, user.password, { clientAddress: B })).status).toBe(200);
			expect((await login(app, other.email, other.password, { clientAddress: A })).status).toBe(
				200,
			);
			// The owner's own typos on B are theirs alone: A's failures add nothing to them.
			for (let i = 0; i < 3; i++) {
				expect((await login(app, user.email, WRONG, { clientAddress: B })).status).toBe(401);
			}
			expect(
				(await login(app, user.email, user.password, { clientAddress: B })).headers.get(
					'retry-after',
				),
			).toBe('1');
		});

		it('distributed guessing: the right password waits at most a minute, whatever the attacker does', async () => {
			const user = await createUser(handle.db);
			const botnet = (i: number) => `198.51.100.${i}`;
			// The owner mistyped once from B; then many addresses guess, the account is under attack.
			expect((await login(app, user.email, WRONG, { clientAddress: B })).status).toBe(401);
			const guesses = await Promise.all(
				Array.from({ length: 40 }, (_, i) =>
					login(app, user.email, WRONG, { clientAddress: botnet(i) }),
				),
			);
			expect(guesses.every((res) => res.status === 401)).toBe(true);
			// An address that failed waits at most a minute after its failure, even under attack…
			clock = seconds(1);
			const waiting = await login(app, user.email, user.password, { clientAddress: B });
			expect(waiting.status).toBe(429);
			expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(60);
			// …and each guessing address too: it cannot guess again within the minute.
			const again = await login(app, user.email, WRONG, { clientAddress: botnet(0) });
			expect(again.status).toBe(429);
			// A new address is never held back by the attack: the owner's password works at once.
			const fresh = await login(app, user.email, user.password, { clientAddress: '192.0.2.99' });
			expect(fresh.status).toBe(200);
			// The attack goes on from new addresses every second; the owner on B gets in after 60 s.
			for (let second = 2; second <= 60; second++) {
				clock = seconds(second);
				await login(app, user.email, WRONG, { clientAddress: botnet(100 + second) });
			}
			expect((await login(app, user.email, user.password, { clientAddress: B })).status).toBe(200);
		});

		it('holds across processes: another API process on the same database sees the waits', async () => {
			const user = await createUser(handle.db);
			const otherProcess = createApp(createTestDeps(handle.db, { now: () => clock }));
			const apps = [app, otherProcess, app];
			for (const each of apps) {
				expect((await login(each, user.email, WRONG, { clientAddress: A })).status).toBe(401);
			}
			const limited = await login(otherProcess, user.email, user.password, { clientAddress: A });
			expect(limited.status).toBe(429);
			expect(limited.headers.get('retry-after')).toBe('1');
		});

		it('parallel wrong passwords from one address cannot get past the waits', async () => {
			const user = await createUser(handle.db);
			const answers = await Promise.all(
				Array.from({ length: 8 }, () => login(app, user.email, WRONG, { clientAddress: A })),
			);
			const results = answers.map((res) => res.body.result).sort();
			expect(results).toEqual([
				'pwd_inv',
				'pwd_inv',
				'pwd_inv',
				'too_many',
				'too_many',
				'too_many',
				'too_many',
				'too_many',
			]);
		});

		it('a right password forgets the failures of its address on that account', async () => {
			const user = await createUser(handle.db);
			for (let i = 0; i < 3; i++) await login(app, user.email, WRONG, { clientAddress: A });
			expect(
				(await login(app, user.email, user.password, { clientAddress: A })).headers.get(
					'retry-after',
				),
			).toBe('1');
			clock = seconds(1);
			expect((await login(app, user.email, user.password, { clientAddress: A })).status).toBe(200);
			for (let i = 0; i < 3; i++) {
				expect((await login(app, user.email, WRONG, { clientAddress: A })).status).toBe(401);
			}
		});

		it('counts the visitors behind a trusted proxy apart, and trusts no header without one', async () => {
			const user = await createUser(handle.db);
			const proxied = createApp(
				createTestDeps(handle.db, {
					now: () => clock,
					config: { ...deps.config, trustedProxy: { kind: 'xff', hops: 1 } },
				}),
			);
			const viaProxy = (client: string, password: string) =>
				login(proxied, user.email, password, {
					clientAddress: '10.0.0.2',
					headers: { 'x-forwarded-for': `198.51.100.250, ${client}` },
				});
			for (let i = 0; i < 3; i++) expect((await viaProxy(A, WRONG)).status).toBe(401);
			expect((await viaProxy(A, WRONG)).status).toBe(429);
			// Another visitor behind the same proxy is another address.
			expect((await viaProxy(B, user.password)).status).toBe(200);
			// Without the setting, the same header is the client's own text: the proxy is the address.
			for (let i = 0; i < 3; i++) {
				const res = await login(app, user.email, WRONG, {
					clientAddress: '10.0.0.2',
					headers: { 'x-forwarded-for': `198.51.100.${i}` },
				});
				expect(res.status).toBe(401);
			}
			const forged = await login(app, user.email, user.password, {
				clientAddress: '10.0.0.2',
				headers: { 'x-forwarded-for': '192.0.2.200' },
			});
			expect(forged.status).toBe(429);
		});

		it('allows 30 login attempts per IP in 15 minutes, whatever headers claim the IP is', async () => {
			for (let i = 0; i < 30; i++) {
				const res = await login(app, `nadie${i}@ejemplo.es`, 'x', {
					clientAddress: '203.0.113.7',
					headers: { 'x-client-ip': `198.51.100.${i}`, 'x-forwarded-for': `192.0.2.${i}` },
				});
				expect(res.body.result).toBe('user_nf');
			}
			const limited = await login(app, 'nadie@ejemplo.es', 'x', {
				clientAddress: '203.0.113.7',
				headers: { 'x-client-ip': '198.51.100.200' },
			});
			expect(limited.status).toBe(429);
			expect(limited.headers.get('retry-after')).toBe('900');
			expect(limited.body.msg).toBe(
				'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.',
			);
			const elsewhere = await login(app, 'nadie@ejemplo.es', 'x', { clientAddress: '203.0.113.8' });
			expect(elsewhere.body.result).toBe('user_nf');
		});

		it('does not count successful logins against the IP: a team behind one address logs in', async () => {
			const user = await createUser(handle.db);
			for (let i = 0; i < 40; i++) {
				const res = await login(app, user.email, user.password, { clientAddress: '203.0.113.9' });
				expect(res.status).toBe(200);
			}
			for (let i = 0; i < 30; i++) {
				const res = await login(app, `nadie${i}@ejemplo.es`, 'x', { clientAddress: '203.0.113.9' });
				expect(res.body.result).toBe('user_nf');
			}
			const limited = await login(app, user.email, user.password, { clientAddress: '203.0.113.9' });
			expect(limited.status).toBe(429);
		});
	});
});
