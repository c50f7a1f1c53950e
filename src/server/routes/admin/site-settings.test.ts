/**
 * The banner from the back-office (issue #20) on both databases: an admin sets its HTML, who sees
 * it and its days; every page's `getBanner` answers it at once (the cache is emptied) and only on
 * those Madrid days; the change is in the audit log with what it replaced, once per request;
 * nobody else can read or change the settings, and a refused call changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	adminCall,
	logInRoles,
	refusedCallers,
	type RoleTokens,
} from '../../../../tests/setup/admin-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { SiteSettingsView } from '../../../lib/contracts/site';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, siteSettings } from '../../db/schema';
import { createTtlCache } from '../../services/ttl-cache';

describe.each(databaseKinds)('the banner from the back-office on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let tokens: RoleTokens;
	// 23:30 in Madrid on 30 November: 1 December there in half an hour.
	const START = new Date('2026-11-30T22:30:00Z');
	let clock = START;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(
			createTestDeps(handle.db, {
				now: () => clock,
				// As in production: answers kept a minute, so a save must empty the cache.
				catalogueCache: createTtlCache({ ttlMs: 60_000, maxEntries: 10, now: () => 0 }),
			}),
		);
	});
	beforeEach(async () => {
		// Each test moves the clock days ahead: its sessions start from the same moment.
		clock = START;
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const banner = async () => (await call(app, 'GET', '/api/site/getBanner')).body.data.getBanner;
	const saveAs = (token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, 'saveBanner', token, { requestKey: randomUUID(), ...body });
	const save = (body: Record<string, unknown>) => saveAs(tokens.admin, body);

	it('shows the banner to whom it is for, from its first Madrid day to its last', async () => {
		expect(await banner()).toEqual({ html: null, audience: 'everyone' });
		const requestKey = randomUUID();
		const body = {
			html: '  Nuevo curso: <a href="/cursos/">míralo</a> ',
			audience: 'learners',
			startsOn: '2026-12-01',
			endsOn: '2026-12-07',
			requestKey,
		};
		const saved = await adminCall(app, 'saveBanner', tokens.admin, body);
		expect(saved.status, saved.text).toBe(200);
		expect(saved.body.data.saveBanner).toEqual({
			html: 'Nuevo curso: <a href="/cursos/">míralo</a>',
			audience: 'learners',
			startsOn: '2026-12-01',
			endsOn: '2026-12-07',
		});
		// Still 30 November in Madrid.
		expect(await banner()).toEqual({ html: null, audience: 'learners' });
		clock = new Date('2026-11-30T23:00:00Z');
		expect((await banner()).html).toBe('Nuevo curso: <a href="/cursos/">míralo</a>');
		clock = new Date('2026-12-07T22:59:59Z');
		expect((await banner()).html).not.toBeNull();
		clock = new Date('2026-12-07T23:00:00Z');
		expect((await banner()).html).toBeNull();

		// Sent again: one audit entry, holding what the banner was before.
		clock = START;
		await adminCall(app, 'saveBanner', tokens.admin, body);
		const entries = await handle.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.requestKey, requestKey));
		expect(entries).toMatchObject([
			{
				action: 'site.update_banner',
				subjectType: 'site',
				before: { html: '', audience: 'everyone', startsOn: null, endsOn: null },
				after: { audience: 'learners', startsOn: '2026-12-01' },
			},
		]);
		const settings = await adminCall(app, 'getSiteSettings', tokens.admin, {});
		expect((settings.body.data.getSiteSettings as SiteSettingsView).banner).toEqual(
			saved.body.data.saveBanner,
		);
	});

	it('removes the banner when its text is emptied, and refuses days out of order', async () => {
		await save({ html: 'Aviso', audience: 'everyone' });
		expect(await banner()).toEqual({ html: 'Aviso', audience: 'everyone' });
		await save({ html: '', audience: 'visitors' });
		expect(await banner()).toEqual({ html: null, audience: 'visitors' });
		const rows = await handle.db.select().from(siteSettings).orderBy(siteSettings.key);
		expect(rows.map((row) => row.key)).toEqual(['banner_audience']);

		const refused = await save({
			html: 'Aviso',
			audience: 'everyone',
			startsOn: '2026-12-10',
			endsOn: '2026-12-09',
		});
		expect(refused.status).toBe(400);
		expect(refused.body.msg).toContain('El último día no puede ser anterior al primero');
		expect(await handle.db.select().from(siteSettings).orderBy(siteSettings.key)).toEqual(rows);
	});

	it('lets nobody but admins read or change the settings, and a refused call changes nothing', async () => {
		await save({ html: 'Aviso del equipo', audience: 'everyone' });
		const rows = await handle.db.select().from(siteSettings).orderBy(siteSettings.key);
		const audit = (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
		for (const [who, token] of refusedCallers(tokens)) {
			const read = await adminCall(app, 'getSiteSettings', token, {});
			expect(read.status, who).toBe(404);
			const changed = await saveAs(token, { html: '<b>Hackeado</b>', audience: 'everyone' });
			expect(changed.status, who).toBe(404);
		}
		expect(await handle.db.select().from(siteSettings).orderBy(siteSettings.key)).toEqual(rows);
		expect((await handle.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(audit);
		expect((await banner()).html).toBe('Aviso del equipo');
	});
});
