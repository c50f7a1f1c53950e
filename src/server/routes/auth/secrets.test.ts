/**
 * Issue #4 "Done when": the password, its hash, the tokens and the server's secrets never appear
 * in a log line or in an answer. Runs every account and session call with a logger at `trace`
 * writing to memory, then searches what was written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { basicClientHeader, login, refresh } from '../../../../tests/setup/auth-calls';
import {
	call,
	createApp,
	createTestDeps,
	type JsonResponse,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { createLogger, REDACTED } from '../../logger';
import { createMemoryMailer } from '../../services/mail';

const FIRST_PASSWORD = 'Primera#Clave2026';
const SECOND_PASSWORD = 'Segunda#Clave2026';

describe.each(databaseKinds)('secrets in logs and answers on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	const lines: string[] = [];
	const mailer = createMemoryMailer();
	/** The mail sent so far, once the queued mail jobs have run as the worker would run them. */
	const sentMail = async () => {
		await runJobs(deps);
		return mailer.sent;
	};
	const answers: JsonResponse[] = [];

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
		deps = createTestDeps(handle.db, { logger, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});

	/** Keeps every answer for the final search. */
	async function kept(answer: Promise<JsonResponse>) {
		const res = await answer;
		answers.push(res);
		return res;
	}

	async function passwordHash(email: string) {
		const [row] = await handle.db
			.select({ hash: users.passwordHash })
			.from(users)
			.where(eq(users.email, email));
		return row!.hash;
	}

	it('runs sign-up, login, refresh, recovery and change-password without leaking', async () => {
		const email = 'secreta@farmacia.es';
		const signUp = await kept(
			call(app, 'POST', '/api/auth/signUp', {
				body: {
					name: 'Sara',
					last_name: 'Vidal',
					email,
					nick: 'sara_vidal',
					password: FIRST_PASSWORD,
					repeat_password: FIRST_PASSWORD,
					user_type: 2,
					terms: true,
				},
			}),
		);
		expect(signUp.status).toBe(200);
		const firstHash = await passwordHash(email);

		// Failures that carry the password too.
		await kept(login(app, email, `${FIRST_PASSWORD}x`));
		await kept(
			call(app, 'POST', '/api/auth/signUp', {
				body: { email: 'otra@farmacia.es', password: FIRST_PASSWORD },
			}),
		);
		await kept(call(app, 'POST', '/api/oauth/token', { body: { password: FIRST_PASSWORD } }));

		const loggedIn = await kept(login(app, 'SARA_VIDAL', FIRST_PASSWORD));
		const refreshed = await kept(refresh(app, loggedIn.body.data.token.refresh_token));
		// Reuse: logged as a warning, which must not name the token either.
		await kept(refresh(app, loggedIn.body.data.token.refresh_token));
		const access = refreshed.body.data.token.access_token as string;
		await kept(call(app, 'GET', '/api/oauth/token', { token: access }));
		await kept(call(app, 'POST', '/api/buy/getSubscriptions', { token: access, body: {} }));

		await kept(call(app, 'POST', '/api/auth/recovery-password', { body: { email } }));
		const tk = /tk=([\w-]+)/.exec((await sentMail()).map((mail) => mail.text).join('\n'))![1]!;
		await kept(call(app, 'POST', '/api/auth/validate-token', { body: { tk } }));
		const changed = await kept(
			call(app, 'POST', '/api/auth/change-password', {
				headers: basicClientHeader(),
				body: { tk, password: SECOND_PASSWORD, repeat_password: SECOND_PASSWORD },
			}),
		);
		expect(changed.status).toBe(200);
		const secondHash = await passwordHash(email);
		await kept(
			call(app, 'POST', '/api/oauth/logout', {
				token: changed.body.data.token.access_token,
				body: { refresh_token: changed.body.data.token.refresh_token },
			}),
		);

		// What the error handler does with a failed query: Drizzle's error carries the parameters.
		const failed = await handle.db
			.insert(users)
			.values({
				email: 'rota@farmacia.es',
				nick: 'rota',
				name: 'Rota',
				lastName: 'Rota',
				userType: 9,
				passwordHash: secondHash,
			})
			.then(
				() => undefined,
				(error: unknown) => error,
			);
		expect(String(failed)).toContain(secondHash);
		deps.logger.error({ err: failed }, 'unhandled error');
		// And someone logging a request body, a header or the settings by mistake.
		deps.logger.info(
			{
				body: {
					password: SECOND_PASSWORD,
					tk,
					refresh_token: changed.body.data.token.refresh_token,
				},
				req: { headers: { authorization: `Bearer ${access}` } },
				config: deps.config,
			},
			'careless debug line',
		);

		const tokens = [signUp, loggedIn, refreshed, changed].flatMap((res) => [
			res.body.data.token.access_token as string,
			res.body.data.token.refresh_token as string,
		]);
		const secrets = {
			FIRST_PASSWORD,
			SECOND_PASSWORD,
			firstHash,
			secondHash,
			tk,
			accessTokenSecret: deps.config.accessTokenSecret,
			refreshTokenSecret: deps.config.refreshTokenSecret,
			oauthClientSecret: deps.config.oauthClientSecret,
			...Object.fromEntries(tokens.map((token, i) => [`token ${i}`, token])),
		};

		const log = lines.join('');
		// The search means something only if the calls were logged.
		expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(12);
		expect(log).toContain('refresh token reused');
		expect(log).toContain('users_user_type_known');
		expect(log).toContain(REDACTED);
		for (const [name, secret] of Object.entries(secrets)) {
			expect(log.includes(secret), `${name} in the logs`).toBe(false);
		}
		for (const res of answers) {
			for (const [name, secret] of Object.entries({ firstHash, secondHash, ...deps.config })) {
				if (typeof secret !== 'string' || secret.length < 8) continue;
				if (name === 'siteUrl' || name === 'mailFrom' || name === 'oauthClientId') continue;
				expect(res.text.includes(secret), `${name} in an answer`).toBe(false);
			}
			expect(res.text).not.toContain('argon2');
		}
	});
});
