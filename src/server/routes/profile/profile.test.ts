/**
 * `POST /profile/updatePassword` (issue #17): a logged-in person changes their password. The
 * current password is required and guessed no faster than at the login; the new one follows the
 * rule of spec §5; the other logins end and this one stays; every refusal changes nothing (a wrong
 * current password only counts as a failed login, like at the login form).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createLearner } from '../../../../tests/factories/learners';
import { createPharmacyTeam } from '../../../../tests/factories/pharmacies';
import { createUser } from '../../../../tests/factories/users';
import { checkToken, login, refresh } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import { createMemoryMailer } from '../../services/mail';
import type { DatabaseHandle } from '../../db/client';
import { passwordResets, rateLimits, refreshTokens, users } from '../../db/schema';
import { createResetToken } from '../../services/auth/recovery';
import { verifyPassword } from '../../services/auth/passwords';
import { LOGIN_THROTTLE } from '../../services/auth/login-throttle';

const NOW = new Date('2026-11-22T10:00:00Z');
const NEW_PASSWORD = 'Receta#Nueva1';

interface Session {
	access_token: string;
	refresh_token: string;
}

describe.each(databaseKinds)('changing the password while logged in on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let clock: Date;
	const mailer = createMemoryMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		clock = NOW;
		await handle.db.delete(rateLimits);
	});

	async function session(user: { email: string; password: string }): Promise<Session> {
		const res = await login(app, user.email, user.password);
		expect(res.status).toBe(200);
		return res.body.data.token as Session;
	}

	const updatePassword = (token: string | undefined, body: unknown, clientAddress?: string) =>
		call(app, 'POST', '/api/profile/updatePassword', {
			body,
			...(token === undefined ? {} : { token }),
			...(clientAddress === undefined ? {} : { clientAddress }),
		});

	const change = (current: string, next = NEW_PASSWORD) => ({
		current_password: current,
		password: next,
		repeat_password: next,
	});

	/** What a change may touch: the account, its logins and its reset links. */
	async function accountState(userId: number) {
		const [account] = await handle.db.select().from(users).where(eq(users.id, userId));
		const tokens = await handle.db
			.select()
			.from(refreshTokens)
			.where(eq(refreshTokens.userId, userId))
			.orderBy(asc(refreshTokens.id));
		const resets = await handle.db
			.select()
			.from(passwordResets)
			.where(eq(passwordResets.userId, userId))
			.orderBy(asc(passwordResets.id));
		return { account, tokens, resets };
	}

	const rateRows = () =>
		handle.db.select().from(rateLimits).orderBy(rateLimits.key, rateLimits.windowStart);

	it('sets the new password, ends every other login and keeps this one', async () => {
		const user = await createUser(handle.db);
		const here = await session(user);
		const phone = await session(user);
		const tablet = await session(user);
		const link = await createResetToken(
			{ config: createTestDeps(handle.db).config, now: () => clock },
			handle.db,
			user.id,
		);

		const res = await updatePassword(here.access_token, change(user.password));
		expect(res.status).toBe(200);
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(res.body).toEqual({ ok: true, data: { updatePassword: 'ok' } });

		const { account } = await accountState(user.id);
		expect(await verifyPassword(account!.passwordHash, NEW_PASSWORD)).toBe(true);
		expect(await verifyPassword(account!.passwordHash, user.password)).toBe(false);

		// The other logins end at once: their access tokens and their refresh tokens.
		for (const other of [phone, tablet]) {
			expect((await checkToken(app, other.access_token)).status).toBe(401);
			expect((await refresh(app, other.refresh_token)).status).toBe(401);
		}
		// This one goes on, and renews as before.
		expect((await checkToken(app, here.access_token)).status).toBe(200);
		const renewed = await refresh(app, here.refresh_token);
		expect(renewed.status).toBe(200);

		// A reset link mailed before the change can no longer set another password.
		const reset = await call(app, 'POST', '/api/auth/validate-token', { body: { tk: link } });
		expect(reset.body).toMatchObject({ ok: false, result: 'tk_inv' });

		// The old password no longer logs in; the new one does.
		expect((await login(app, user.email, user.password)).body.result).toBe('pwd_inv');
		expect((await login(app, user.email, NEW_PASSWORD)).status).toBe(200);

		// The person is told, in case it was not them.
		await runJobs(deps);
		const notices = mailer.sent.filter((mail) => mail.to === user.email);
		expect(notices.map((mail) => mail.subject)).toEqual([
			'Tu contraseña de Liceo Campus ha cambiado',
		]);
		expect(notices[0]?.text).toContain('Hemos cerrado las demás sesiones');
	});

	it('refuses a wrong current password with 400 pwd_inv: nothing changes but a failed login counted', async () => {
		const user = await createUser(handle.db);
		const here = await session(user);
		const other = await session(user);
		const before = await accountState(user.id);

		const res = await updatePassword(here.access_token, change('NoEsLaMia#2026'));
		expect(res.status).toBe(400);
		expect(res.body).toEqual({
			ok: false,
			result: 'pwd_inv',
			msg: 'La contraseña actual no es correcta',
		});
		expect(await accountState(user.id)).toEqual(before);
		// Counted like a failed login from this address, in the login's own counters.
		expect((await rateRows()).map((row) => row.key)).toEqual(
			expect.arrayContaining([`login:account:${user.id}`, 'login:ip:127.0.0.1']),
		);
		// Both logins go on.
		expect((await checkToken(app, here.access_token)).status).toBe(200);
		expect((await checkToken(app, other.access_token)).status).toBe(200);
	});

	it('slows down guesses of the current password like the login does, sharing its counters', async () => {
		const user = await createUser(handle.db);
		const here = await session(user);
		for (let failure = 0; failure < LOGIN_THROTTLE.freeFailures; failure++) {
			expect((await updatePassword(here.access_token, change(`Intento#${failure}x`))).status).toBe(
				400,
			);
		}
		const before = { ...(await accountState(user.id)), counters: await rateRows() };
		const waiting = await updatePassword(here.access_token, change(user.password));
		expect(waiting.status).toBe(429);
		expect(waiting.body).toMatchObject({ ok: false, result: 'too_many' });
		expect(waiting.headers.get('retry-after')).toBe('1');
		// Refused: nothing changes, its counters included; the login form waits too.
		expect({ ...(await accountState(user.id)), counters: await rateRows() }).toEqual(before);
		expect((await login(app, user.email, user.password)).status).toBe(429);

		// Once the wait is over the right password goes through and forgets the failures.
		clock = new Date(NOW.getTime() + 2000);
		expect((await updatePassword(here.access_token, change(user.password))).status).toBe(200);
		expect((await rateRows()).filter((row) => row.key.startsWith('login:pair:'))).toEqual([]);
	});

	it.each([
		['an empty current password', change(''), 'current_password', 'Este campo es obligatorio'],
		[
			'a new password that breaks the rule',
			change('x', 'corta'),
			'password',
			'Mínimo 8 caracteres, una minúscula, mayúscula, un número y un caracter especial',
		],
		[
			'a repeat that does not match',
			{ current_password: 'x', password: NEW_PASSWORD, repeat_password: 'Receta#Otra22' },
			'repeat_password',
			'Las contraseñas deben coincidir',
		],
		[
			'a missing field',
			{ current_password: 'x', password: NEW_PASSWORD },
			'repeat_password',
			'Este campo es obligatorio',
		],
	])('refuses %s with 400 inv_data and changes nothing', async (_what, body, field, message) => {
		const user = await createUser(handle.db);
		const here = await session(user);
		const before = { ...(await accountState(user.id)), counters: await rateRows() };
		const res = await updatePassword(here.access_token, body);
		expect(res.status).toBe(400);
		expect(res.body.result).toBe('inv_data');
		expect(res.body.msg).toContain(message);
		expect(res.body.msg).toContain(
			{
				current_password: 'Contraseña actual',
				password: 'Contraseña',
				repeat_password: 'Repetir contraseña',
			}[field],
		);
		expect({ ...(await accountState(user.id)), counters: await rateRows() }).toEqual(before);
	});

	describe('authorisation matrix', () => {
		it('lets every kind of person change only their own password', async () => {
			const learner = await createLearner(handle.db, app);
			const team = await createPharmacyTeam(handle.db, app, { members: 1 });
			const member = team.members[0]!;
			for (const person of [learner, team.owner, member]) {
				const others = [learner, team.owner, member].filter((other) => other !== person);
				const othersBefore = await Promise.all(others.map((other) => accountState(other.user.id)));
				const res = await updatePassword(person.token, change(person.user.password));
				expect(res.status, person.user.email).toBe(200);
				const { account } = await accountState(person.user.id);
				expect(await verifyPassword(account!.passwordHash, NEW_PASSWORD)).toBe(true);
				// Nobody else's account or logins moved.
				expect(await Promise.all(others.map((other) => accountState(other.user.id)))).toEqual(
					othersBefore,
				);
			}
		});

		it('refuses without a login, with an ended login and with a forged token: 401 token_inv, nothing changed', async () => {
			const user = await createUser(handle.db);
			const ended = await session(user);
			const here = await session(user);
			expect((await updatePassword(here.access_token, change(user.password))).status).toBe(200);
			const before = { ...(await accountState(user.id)), counters: await rateRows() };
			for (const token of [
				undefined,
				ended.access_token,
				'no-es-un-token',
				`${here.access_token}x`,
			]) {
				const res = await updatePassword(token, change(NEW_PASSWORD, 'Otra#Clave2027'));
				expect(res.status, String(token)).toBe(401);
				expect(res.body).toMatchObject({ ok: false, result: 'token_inv' });
			}
			expect({ ...(await accountState(user.id)), counters: await rateRows() }).toEqual(before);
		});

		it('ignores any account named in the body: the caller is the token’s', async () => {
			const user = await createUser(handle.db);
			const victim = await createUser(handle.db, { password: 'Victima#2026x' });
			const here = await session(user);
			const before = await accountState(user.id);
			const victimBefore = await accountState(victim.id);
			const res = await updatePassword(here.access_token, {
				...change(victim.password),
				userId: victim.id,
				email: victim.email,
			});
			// The victim's password is not the caller's: refused, and neither account changed.
			expect(res.status).toBe(400);
			expect(res.body.result).toBe('pwd_inv');
			expect(await accountState(user.id)).toEqual(before);
			expect(await accountState(victim.id)).toEqual(victimBefore);
		});
	});
});
