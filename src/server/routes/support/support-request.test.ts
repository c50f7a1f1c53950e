/** `POST /supportRequest` (spec §7): the campus support chat, for logged-in users only. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { rateLimits, supportRequests } from '../../db/schema';
import { createMemoryMailer } from '../../services/mail';

const NOW = new Date('2026-11-22T10:00:00Z');

describe.each(databaseKinds)('POST /supportRequest on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
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

	async function asker() {
		const user = await createUser(handle.db, { name: 'Marta', lastName: 'Gil' });
		const token = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		return { user, token };
	}

	const ask = (token: string | undefined, body: unknown) =>
		call(app, 'POST', '/api/supportRequest', { body, ...(token ? { token } : {}) });

	it('stores the request, mails it to support with who sent it, and answers ok', async () => {
		const { user, token } = await asker();
		const res = await ask(token, { sub: ' Cursos ', des: 'No veo el certificado del curso.' });
		expect(res.body).toEqual({ ok: true, data: { supportRequest: 'ok' } });
		const rows = await handle.db
			.select()
			.from(supportRequests)
			.where(eq(supportRequests.userId, user.id));
		expect(rows).toMatchObject([
			{ subject: 'Cursos', description: 'No veo el certificado del curso.' },
		]);
		expect(await sentMail()).toHaveLength(1);
		expect(mailer.sent[0]).toMatchObject({ to: 'soporte@campus.test' });
		expect(mailer.sent[0]?.subject).toContain('Cursos');
		expect(mailer.sent[0]?.text).toContain(user.email);
		expect(mailer.sent[0]?.html).not.toContain('<script');
	});

	it('refuses anonymous callers and stores nothing', async () => {
		const res = await ask(undefined, { sub: 'Cursos', des: 'Hola' });
		expect(res.status).toBe(401);
		expect(res.body.result).toBe('token_inv');
		expect(await sentMail()).toHaveLength(0);
	});

	it('needs both fields, a description of at most 500 characters', async () => {
		const { token } = await asker();
		for (const body of [
			{ sub: 'Cursos' },
			{ des: 'Hola' },
			{ sub: '   ', des: 'Hola' },
			{ sub: 'Cursos', des: 'x'.repeat(501) },
			{ sub: 42, des: 'Hola' },
		]) {
			const res = await ask(token, body);
			expect(res.status, JSON.stringify(body)).toBe(400);
			expect(res.body.result).toBe('inv_data');
		}
		expect((await ask(token, { sub: 'Cursos', des: 'x'.repeat(500) })).status).toBe(200);
	});

	it('allows 5 requests an hour per person, then 429 with Retry-After', async () => {
		const { token } = await asker();
		for (let sent = 0; sent < 5; sent++) {
			expect((await ask(token, { sub: 'Cursos', des: `Consulta ${sent}` })).status).toBe(200);
		}
		const stored = () => handle.db.select().from(supportRequests).orderBy(supportRequests.id);
		const before = { requests: await stored(), limits: await handle.db.select().from(rateLimits) };
		const sixth = await ask(token, { sub: 'Cursos', des: 'Una más' });
		expect(sixth.status).toBe(429);
		expect(sixth.body).toEqual({
			ok: false,
			result: 'too_many',
			msg: 'Demasiados intentos. Vuelve a intentarlo dentro de 60 minutos.',
		});
		expect(sixth.headers.get('retry-after')).toBe('3600');
		// Refused: nothing stored, nothing mailed, no counter moved.
		expect({ requests: await stored(), limits: await handle.db.select().from(rateLimits) }).toEqual(
			before,
		);
		expect(await sentMail()).toHaveLength(5);
		// Someone else is not affected.
		const other = await asker();
		expect((await ask(other.token, { sub: 'Cursos', des: 'Hola' })).status).toBe(200);
	});
});
