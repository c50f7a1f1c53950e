/**
 * Sessions end when the person says so (issue #15, ADR 004): after a logout, a password reset, a
 * password change or a refresh token's reuse, the access tokens of the ended logins answer 401
 * `token_inv` on the very next call, although they are well signed and unexpired, and although
 * this process had just read them as good. Logins that were not ended go on.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createUser } from '../../../../tests/factories/users';
import { basicClientHeader, checkToken, login, refresh } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { carts, rateLimits, refreshTokens, users } from '../../db/schema';
import { createSessionCache, SESSION_CHECK_SECONDS } from '../../services/auth/sessions';
import { signAccessToken } from '../../services/auth/tokens';
import { createMemoryMailer } from '../../services/mail';

const NOW = new Date('2026-11-22T10:00:00Z');
/** A demo plan offer (src/server/db/seed-data/plans.ts). */
const PROFESSIONAL_MONTHLY = 201;
const NEW_PASSWORD = 'Receta#Nueva1';

interface Session {
	access_token: string;
	refresh_token: string;
}

describe.each(databaseKinds)('ended sessions on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	const mailer = createMemoryMailer();
	/** The mail sent so far, once the queued mail jobs have run as the worker would run them. */
	const sentMail = async () => {
		await runJobs(deps);
		return mailer.sent;
	};

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => NOW, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		// What an earlier test queued goes now, so each test reads only its own mail.
		await runJobs(deps);
		mailer.sent.length = 0;
		await handle.db.delete(rateLimits);
	});

	async function session(user: { email: string; password: string }, to = app): Promise<Session> {
		const res = await login(to, user.email, user.password);
		expect(res.status).toBe(200);
		return res.body.data.token as Session;
	}

	/** A call behind requireUser. */
	const subscriptions = (token: string, to = app) =>
		call(to, 'POST', '/api/buy/getSubscriptions', { token, body: {} });

	/** Answers 200 to every reader of the caller: this also puts the login in the process cache. */
	async function expectWorks(token: Session) {
		expect((await checkToken(app, token.access_token)).status).toBe(200);
		expect((await subscriptions(token.access_token)).status).toBe(200);
	}

	/** 401 token_inv wherever the caller is required; read as nobody where the caller is optional. */
	async function expectEnded(token: Session) {
		const tokensBefore = await tokenRows();
		for (const res of [
			await checkToken(app, token.access_token),
			await subscriptions(token.access_token),
		]) {
			expect(res.status).toBe(401);
			expect(res.body).toMatchObject({ ok: false, result: 'token_inv' });
			expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
		}
		const setOwner = await call(app, 'POST', '/api/buy/setOwnerCart', {
			token: token.access_token,
			body: { scd: 'x'.repeat(20), app: 1 },
		});
		expect(setOwner.body.result).toBe('token_inv');
		// An optional reader (a cart may be anonymous) does not give the cart to the ended login.
		const cart = await call(app, 'POST', '/api/buy/setCart', {
			token: token.access_token,
			body: { itl: [PROFESSIONAL_MONTHLY], app: 1 },
		});
		expect(cart.status).toBe(200);
		const [row] = await handle.db
			.select({ userId: carts.userId })
			.from(carts)
			.where(eq(carts.saleCode, cart.body.data.setCart.scd as string));
		expect(row).toEqual({ userId: null });
		// The refused calls changed no session.
		expect(await tokenRows()).toEqual(tokensBefore);
	}

	const tokenRows = () => handle.db.select().from(refreshTokens).orderBy(asc(refreshTokens.id));

	it('logout ends only that login, at once; the person’s other logins go on', async () => {
		const user = await createUser(handle.db);
		const phone = await session(user);
		const laptop = await session(user);
		await expectWorks(phone);
		await expectWorks(laptop);

		const res = await call(app, 'POST', '/api/oauth/logout', {
			token: phone.access_token,
			body: {},
		});
		expect(res.body).toEqual({ ok: true, data: { logout: 'ok' } });

		await expectEnded(phone);
		await expectWorks(laptop);
		// Logging out again with the ended token still answers ok (ADR 004).
		const again = await call(app, 'POST', '/api/oauth/logout', {
			token: phone.access_token,
			body: {},
		});
		expect(again.body).toEqual({ ok: true, data: { logout: 'ok' } });
		await expectWorks(laptop);
	});

	it('a reused refresh token ends its login, the newest access token included; other logins go on', async () => {
		const user = await createUser(handle.db);
		const first = await session(user);
		const other = await session(user);
		const rotated = (await refresh(app, first.refresh_token)).body.data.token as Session;
		await expectWorks(first);
		await expectWorks(rotated);

		// Someone presents the spent token again: the family ends.
		expect((await refresh(app, first.refresh_token)).body.result).toBe('invalid_grant');

		await expectEnded(rotated);
		await expectEnded(first);
		await expectWorks(other);
	});

	it('a password reset by mailed link ends every login of the person at once', async () => {
		const user = await createUser(handle.db);
		const phone = await session(user);
		const laptop = await session(user);
		const stranger = await session(await createUser(handle.db));
		await expectWorks(phone);
		await expectWorks(laptop);

		await call(app, 'POST', '/api/auth/recovery-password', { body: { email: user.email } });
		const tk = /recovery-password\?tk=([\w-]+)/.exec((await sentMail()).at(-1)?.text ?? '')?.[1];
		expect(tk).toBeDefined();
		const changed = await call(app, 'POST', '/api/auth/change-password', {
			headers: basicClientHeader(),
			body: { tk, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
		});
		expect(changed.status).toBe(200);

		await expectEnded(phone);
		await expectEnded(laptop);
		await expectWorks(changed.body.data.token as Session);
		await expectWorks(stranger);
	});

	it('a password change asked for by staff ends every earlier login of the person at once', async () => {
		const user = await createUser(handle.db);
		const phone = await session(user);
		const laptop = await session(user);
		await expectWorks(phone);
		await expectWorks(laptop);

		await handle.db.update(users).set({ mustChangePwd: true }).where(eq(users.id, user.id));
		const flagged = await login(app, user.email, user.password);
		expect(flagged.body.data.token.must_change_pwd).toBe(true);
		const changed = await call(app, 'POST', '/api/auth/change-password', {
			headers: basicClientHeader(),
			body: {
				tk: flagged.body.data.token.change_token,
				password: NEW_PASSWORD,
				repeat_password: NEW_PASSWORD,
			},
		});
		expect(changed.status).toBe(200);

		await expectEnded(phone);
		await expectEnded(laptop);
		await expectWorks(changed.body.data.token as Session);
	});

	it('another process stops an ended login within the check time, with one lookup per login', async () => {
		let processTime = 1_000_000;
		const otherDeps = createTestDeps(handle.db, {
			now: () => NOW,
			sessionCache: createSessionCache(() => processTime),
		});
		const other = createApp(otherDeps);
		const user = await createUser(handle.db);
		const token = await session(user);
		expect((await subscriptions(token.access_token, other)).status).toBe(200);
		expect(otherDeps.sessionCache.size).toBe(1);

		await call(app, 'POST', '/api/oauth/logout', { token: token.access_token, body: {} });
		expect((await subscriptions(token.access_token)).status).toBe(401);
		// The other process read the login as open a moment ago and trusts that for a few seconds…
		processTime += SESSION_CHECK_SECONDS * 1000 - 1;
		expect((await subscriptions(token.access_token, other)).status).toBe(200);
		// …then asks the database again.
		processTime += 1;
		const res = await subscriptions(token.access_token, other);
		expect(res.status).toBe(401);
		expect(res.body.result).toBe('token_inv');
	});

	it('refuses a well-signed token whose login never existed or whose account is gone', async () => {
		const forged = await signAccessToken(
			deps.config.accessTokenSecret,
			{ userId: 1, role: 3, sessionId: '00000000-0000-4000-8000-000000000000' },
			NOW,
		);
		expect((await subscriptions(forged.token)).body.result).toBe('token_inv');
		const odd = await signAccessToken(
			deps.config.accessTokenSecret,
			{ userId: 1, role: 3, sessionId: "' or 1=1 --" },
			NOW,
		);
		expect((await subscriptions(odd.token)).body.result).toBe('token_inv');

		const user = await createUser(handle.db);
		const token = await session(user);
		await handle.db.delete(users).where(eq(users.id, user.id));
		// Deleting an account deletes its logins; the cache had not seen this one yet.
		expect((await subscriptions(token.access_token)).body.result).toBe('token_inv');
	});
});
