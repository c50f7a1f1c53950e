/**
 * The security headers of API answers (ADR 010): every JSON answer, refusals and errors included,
 * carries the policy that loads nothing, the frame, sniffing, referrer and permission rules, and
 * HSTS only in production. Served files keep their own policy (routes/files/files.test.ts).
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createApp, createTestDeps } from '../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import type { App } from '../app';
import type { AppDeps } from '../context';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';

const EXPECTED = {
	'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
	'x-frame-options': 'DENY',
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

describe.each(databaseKinds)('API security headers on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db);
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});

	const userCount = async () => (await handle.db.select({ n: count() }).from(users))[0]?.n;

	it('are on an answer, without HSTS outside production', async () => {
		const res = await call(app, 'POST', '/api/courses/getCourses', { body: {} });
		expect(res.status).toBe(200);
		expect(Object.fromEntries(res.headers)).toMatchObject(EXPECTED);
		expect(res.headers.get('strict-transport-security')).toBeNull();
	});

	it('are on every refusal: wrong client key, no login, unknown path, body too large', async () => {
		const before = await userCount();
		const refusals = [
			await call(app, 'POST', '/api/courses/getCourses', { body: {}, headers: { pcek: 'x' } }),
			await call(app, 'POST', '/api/auth/autologin', { body: {} }),
			await call(app, 'POST', '/api/no/such/call', { body: {} }),
			await call(app, 'POST', '/api/auth/signUp', { rawBody: `{"name":"${'a'.repeat(70_000)}"}` }),
		];
		expect(refusals.map((res) => res.status)).toEqual([403, 401, 404, 413]);
		for (const res of refusals) {
			expect(Object.fromEntries(res.headers)).toMatchObject(EXPECTED);
			expect(res.body).toMatchObject({ ok: false });
		}
		expect(await userCount()).toBe(before);
	});

	it('add HSTS in production', async () => {
		const production = createApp({
			...deps,
			config: { ...deps.config, environment: 'production' },
		});
		const res = await call(production, 'POST', '/api/courses/getCourses', { body: {} });
		expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000');
		expect(Object.fromEntries(res.headers)).toMatchObject(EXPECTED);
	});
});
