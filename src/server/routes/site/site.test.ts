/**
 * The banner setting (issue #17, `GET /api/site/getBanner`): none by default, the operator's row
 * when there is one, the same for every caller (the authorisation matrix of a public call), kept
 * in the catalogue cache and by browsers for a minute, and hostile requests answered without a
 * trace of internals or any change to `site_settings`. Sanitising is the browser's job
 * (src/components/site-banner.test.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { BANNER_MAX_LENGTH, SITE_SETTING } from '../../../lib/contracts/site';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { createTtlCache } from '../../services/ttl-cache';

const PATH = '/api/site/getBanner';

describe.each(databaseKinds)('site settings calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db));
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		await handle.db.delete(siteSettings);
	});

	async function setBannerRow(value: string) {
		await handle.db
			.insert(siteSettings)
			.values({ key: SITE_SETTING.banner, value })
			.onConflictDoUpdate({ target: siteSettings.key, set: { value } });
	}

	const rows = () => handle.db.select().from(siteSettings).orderBy(siteSettings.key);

	it('has no banner by default', async () => {
		const res = await call(app, 'GET', PATH);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			ok: true,
			data: { getBanner: { html: null, audience: 'everyone' } },
		});
	});

	it("answers the operator's banner, trimmed, and none for blank or overlong text", async () => {
		await setBannerRow('  Nuevo curso: <a href="/cursos/dermofarmacia">Dermofarmacia</a> ');
		const res = await call(app, 'GET', PATH);
		expect(res.body).toMatchObject({
			ok: true,
			data: {
				getBanner: { html: 'Nuevo curso: <a href="/cursos/dermofarmacia">Dermofarmacia</a>' },
			},
		});
		for (const value of ['   ', 'x'.repeat(BANNER_MAX_LENGTH + 1)]) {
			await setBannerRow(value);
			expect((await call(app, 'GET', PATH)).body).toMatchObject({
				data: { getBanner: { html: null } },
			});
		}
	});

	it('hands the stored HTML over as it is: the page sanitises it where it is rendered', async () => {
		const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>Aviso';
		await setBannerRow(hostile);
		const res = await call(app, 'GET', PATH);
		// JSON, never HTML: nothing here runs; the header's allowlist strips it before insertion.
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		expect(res.body).toMatchObject({ data: { getBanner: { html: hostile } } });
	});

	it('is public and the same for a visitor, a learner and a bad token', async () => {
		await setBannerRow('<b>Aviso</b>');
		const user = await createUser(handle.db);
		const token = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		const answers = await Promise.all(
			[undefined, token, 'not-a-token'].map((bearer) =>
				call(app, 'GET', PATH, bearer === undefined ? {} : { token: bearer }),
			),
		);
		for (const res of answers) {
			expect(res.status).toBe(200);
			expect(res.body).toEqual({
				ok: true,
				data: { getBanner: { html: '<b>Aviso</b>', audience: 'everyone' } },
			});
		}
	});

	it('lets browsers and the CDN keep it a minute', async () => {
		const res = await call(app, 'GET', PATH);
		expect(res.headers.get('cache-control')).toBe(
			'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
		);
	});

	it('keeps the answer in the catalogue cache: a change shows once it expires', async () => {
		let clock = 0;
		const cached = createApp(
			createTestDeps(handle.db, {
				catalogueCache: createTtlCache({ ttlMs: 60_000, maxEntries: 10, now: () => clock }),
			}),
		);
		expect((await call(cached, 'GET', PATH)).body).toMatchObject({
			data: { getBanner: { html: null } },
		});
		await setBannerRow('Aviso');
		expect((await call(cached, 'GET', PATH)).body).toMatchObject({
			data: { getBanner: { html: null } },
		});
		clock = 60_001;
		expect((await call(cached, 'GET', PATH)).body).toMatchObject({
			data: { getBanner: { html: 'Aviso' } },
		});
	});

	it('refuses what it does not answer, changing nothing', async () => {
		await setBannerRow('Aviso');
		const before = await rows();
		const refused = [
			await call(app, 'POST', PATH, { body: { html: '<script>x()</script>' } }),
			await call(app, 'GET', PATH, { headers: { pcek: 'wrong-key' } }),
			await call(app, 'GET', '/api/site/setBanner?html=%3Cscript%3E'),
		];
		for (const res of refused) {
			expect(res.status).toBeGreaterThanOrEqual(400);
			expect(res.status).toBeLessThan(500);
			expect(res.body).toMatchObject({ ok: false, result: expect.any(String) });
		}
		// Hostile queries are ignored: the answer is the same banner.
		for (const query of [
			'?html=%00',
			'?key=banner%27--',
			'?__proto__[x]=1',
			`?q=${'x'.repeat(5000)}`,
		]) {
			const res = await call(app, 'GET', `${PATH}${query}`);
			expect(res.status, query).toBe(200);
			expect(res.body).toMatchObject({ data: { getBanner: { html: 'Aviso' } } });
		}
		expect(await rows()).toEqual(before);
	});
});
