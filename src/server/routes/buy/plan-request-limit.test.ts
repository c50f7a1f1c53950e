/**
 * "Te llamamos" (`POST /buy/pharmacyPlanRequest`) mails the sales inbox with what the visitor
 * wrote, without a login: one address sends at most 5 an hour (issue #15, ADR 004).
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { pharmacyPlanRequests, rateLimits } from '../../db/schema';
import { createMemoryMailer } from '../../services/mail';

const NOW = new Date('2026-11-22T10:20:00Z');
/** Plan Farmacia M, monthly (src/server/db/seed-data/plans.ts). */
const PHARMACY_M_MONTHLY = 301;

describe.each(databaseKinds)('pharmacy plan requests per address on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let clock: Date;
	const mailer = createMemoryMailer();
	/** The mail sent so far, once the queued mail jobs have run as the worker would run them. */
	const sentMail = async () => {
		await runJobs(deps);
		return mailer.sent;
	};

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
		// What an earlier test queued goes now, so each test reads only its own mail.
		await runJobs(deps);
		mailer.sent.length = 0;
		await handle.db.delete(rateLimits);
	});

	const request = (i: number) => ({
		ftyp: 1,
		fnm: 'Marta',
		ph: '612 345 678',
		email: `marta.${i}@farmacia.es`,
		lid: PHARMACY_M_MONTHLY,
		wn: false,
	});
	const send = (body: unknown, clientAddress: string) =>
		call(app, 'POST', '/api/buy/pharmacyPlanRequest', { body, clientAddress });
	const everything = async () => ({
		requests: await handle.db
			.select()
			.from(pharmacyPlanRequests)
			.orderBy(asc(pharmacyPlanRequests.id)),
		limits: await handle.db.select().from(rateLimits).orderBy(asc(rateLimits.key)),
	});

	it('mails sales 5 requests an hour from one address, then 429 that stores and mails nothing', async () => {
		for (let i = 0; i < 5; i++) expect((await send(request(i), '203.0.113.40')).status).toBe(200);
		expect(await sentMail()).toHaveLength(5);
		const before = await everything();
		const limited = await send(request(5), '203.0.113.40');
		expect(limited.status).toBe(429);
		expect(limited.body).toEqual({
			ok: false,
			result: 'too_many',
			msg: 'Ya hemos recibido varias solicitudes desde esta conexión. Si no te llamamos pronto, vuelve a intentarlo dentro de 40 minutos.',
		});
		expect(limited.headers.get('retry-after')).toBe('2400');
		expect(await everything()).toEqual(before);
		expect(await sentMail()).toHaveLength(5);
		// Another visitor is not held back; the next hour this one may ask again.
		expect((await send(request(6), '203.0.113.41')).status).toBe(200);
		clock = new Date('2026-11-22T11:00:00Z');
		expect((await send(request(7), '203.0.113.40')).status).toBe(200);
	});

	it('counts no request refused for its plan or its fields', async () => {
		for (let i = 0; i < 6; i++) {
			const res = await send({ ...request(i), lid: 999_999 }, '203.0.113.42');
			expect(res.status).toBe(404);
		}
		for (let i = 0; i < 5; i++) expect((await send(request(i), '203.0.113.42')).status).toBe(200);
	});

	it('lets exactly 5 of 8 simultaneous requests from one address through', async () => {
		const stored = (await everything()).requests.length;
		const answers = await Promise.all(
			Array.from({ length: 8 }, (_, i) => send(request(i), '203.0.113.43')),
		);
		expect(answers.map((res) => res.status).sort()).toEqual([
			200, 200, 200, 200, 200, 429, 429, 429,
		]);
		expect((await everything()).requests).toHaveLength(stored + 5);
		expect(await sentMail()).toHaveLength(5);
	});
});
