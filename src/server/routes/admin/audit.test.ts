/**
 * The audit log of staff actions (issue #20, spec §19) on both databases: each studio action
 * writes one entry in its own transaction (who, in which role, when, what, before and after), a
 * refused action writes none, the table refuses any change or removal even to the app's own
 * connection, and only admins read it (`/api/admin/listAuditLog`, narrowed by action, person,
 * words and days); editors, learners, pharmacy owners and anonymous callers get 404.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { AuditEntryView, AuditLogPage } from '../../../lib/contracts/audit';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';

describe.each(databaseKinds)('the audit log on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock = new Date('2026-11-26T10:00:00Z');
	const tokens: Record<'editor' | 'admin' | 'learner' | 'owner', string> = {
		editor: '',
		admin: '',
		learner: '',
		owner: '',
	};
	const ids = { editor: 0, admin: 0 };

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		const tokenOf = async (email: string) =>
			(await login(app, email, DEMO_PASSWORD)).body.data.token.access_token as string;
		tokens.editor = await tokenOf('editora@liceo.local');
		tokens.admin = await tokenOf('admin@liceo.local');
		tokens.learner = await tokenOf('demo@liceo.local');
		tokens.owner = await tokenOf('titular@liceo.local');
		for (const role of ['editor', 'admin'] as const) {
			const email = role === 'editor' ? 'editora@liceo.local' : 'admin@liceo.local';
			const [row] = await handle.db
				.select({ id: users.id })
				.from(users)
				.where(eq(users.email, email));
			ids[role] = row?.id ?? 0;
		}
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (area: 'studio' | 'admin', name: string, token: string | undefined, body: unknown) =>
		call(app, 'POST', `/api/${area}/${name}`, {
			...(token ? { token } : { headers: { pcek: TEST_CLIENT_KEY } }),
			body,
		});
	const entryCount = async () => (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
	const readLog = async (body: Record<string, unknown> = {}) => {
		const res = await post('admin', 'listAuditLog', tokens.admin, body);
		expect(res.status, res.text).toBe(200);
		return res.body.data.listAuditLog as AuditLogPage;
	};

	it('writes one entry per studio action, with who, the role, when, and what changed', async () => {
		const before = await entryCount();
		const created = await post('studio', 'createCourse', tokens.editor, {
			name: 'Piojos: tratamiento y prevención en el colegio',
			categoryId: 1,
		});
		expect(created.status, created.text).toBe(200);
		const { cid, revision } = created.body.data.createCourse as { cid: number; revision: number };
		clock = new Date('2026-11-26T10:05:00Z');
		const submitted = await post('studio', 'submitForReview', tokens.editor, { cid });
		expect(submitted.status, submitted.text).toBe(200);
		clock = new Date('2026-11-26T10:10:00Z');
		const discarded = await post('studio', 'discardDraft', tokens.admin, { cid });
		expect(discarded.status, discarded.text).toBe(200);
		expect(await entryCount()).toBe((before ?? 0) + 3);

		const { entries } = await readLog({ query: String(cid) });
		expect(entries.map((entry) => entry.action)).toEqual([
			'course.discard_draft',
			'course.submit_review',
			'course.create',
		]);
		const [discard, submit, create] = entries as [AuditEntryView, AuditEntryView, AuditEntryView];
		expect(create).toMatchObject({
			at: '2026-11-26T10:00:00.000Z',
			actor: { id: ids.editor, email: 'editora@liceo.local' },
			actorRole: 'editor',
			subjectType: 'course',
			subjectId: String(cid),
			before: null,
			after: {
				name: 'Piojos: tratamiento y prevención en el colegio',
				path: 'piojos-tratamiento-y-prevencion-en-el-colegio',
				status: 'draft',
			},
		});
		expect(submit).toMatchObject({
			before: { status: 'draft' },
			after: { status: 'in_review' },
		});
		expect(discard).toMatchObject({
			at: '2026-11-26T10:10:00.000Z',
			actor: { id: ids.admin },
			actorRole: 'admin',
			before: { status: 'in_review' },
			after: { status: null, courseDeleted: true },
		});
		expect(revision).toBe(1);
	});

	it('writes nothing for an action the studio refused', async () => {
		const created = await post('studio', 'createCourse', tokens.editor, {
			name: 'Lentillas: limpieza y conservación',
			categoryId: 1,
		});
		const { cid } = created.body.data.createCourse as { cid: number };
		const before = await entryCount();
		const detail = await post('studio', 'getCourse', tokens.editor, { cid });
		const document = detail.body.data.getCourse.document as Record<string, unknown>;
		// A stale revision: draft_conflict, and the log does not say a save happened.
		const stale = await post('studio', 'saveDraft', tokens.editor, { cid, revision: 7, document });
		expect(stale.status).toBe(409);
		const publish = await post('studio', 'publishCourse', tokens.admin, { cid, revision: 1 });
		expect(publish.status).toBe(422);
		expect(await entryCount()).toBe(before);
		const saved = await post('studio', 'saveDraft', tokens.editor, { cid, revision: 1, document });
		expect(saved.status, saved.text).toBe(200);
		const [entry] = (await readLog({ action: 'course.save_draft', query: String(cid) })).entries;
		expect(entry).toMatchObject({ before: { revision: 1 }, after: { revision: 2 } });
	});

	it('refuses to change, remove or empty an entry, even to the app’s own connection', async () => {
		const rows = await handle.db.select().from(auditLog).orderBy(auditLog.id);
		expect(rows.length).toBeGreaterThan(0);
		for (const statement of [
			sql`update audit_log set action = 'course.create'`,
			sql`delete from audit_log`,
			sql`truncate audit_log`,
		]) {
			await expect(handle.db.execute(statement)).rejects.toThrow();
		}
		expect(await handle.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(rows);
	});

	it('narrows the log by action, person, words and Madrid days, newest first, a page at a time', async () => {
		const all = await readLog();
		// The two tests above: create, send for review, discard; create, save.
		expect(all.total).toBe(5);
		expect(all.pageSize).toBe(50);
		const times = all.entries.map((entry) => entry.at);
		expect([...times].sort().reverse()).toEqual(times);
		const byAdmin = await readLog({ actorId: ids.admin });
		expect(byAdmin.entries.length).toBeGreaterThan(0);
		expect(byAdmin.entries.every((entry) => entry.actorRole === 'admin')).toBe(true);
		const creations = await readLog({ action: 'course.create' });
		expect(creations.entries.every((entry) => entry.action === 'course.create')).toBe(true);
		expect(creations.total).toBe(2);
		// 10:10 UTC on 26 November is 11:10 in Madrid: in that day, not in the next.
		expect((await readLog({ from: '2026-11-26', to: '2026-11-26' })).total).toBe(all.total);
		expect((await readLog({ from: '2026-11-27' })).total).toBe(0);
		expect((await readLog({ to: '2026-11-25' })).total).toBe(0);
		expect((await readLog({ page: 2 })).entries).toEqual([]);
	});

	it('answers 404 to editors, learners, pharmacy owners and anonymous callers, writing nothing', async () => {
		const before = await entryCount();
		for (const token of [tokens.editor, tokens.learner, tokens.owner, undefined]) {
			const res = await post('admin', 'listAuditLog', token, {});
			expect(res.status).toBe(404);
			expect(res.body).toMatchObject({ ok: false, result: 'not_found' });
		}
		expect(await entryCount()).toBe(before);
	});

	it('refuses a filter that is not one of its own, in the envelope', async () => {
		for (const body of [
			{ action: 'course.delete' },
			{ from: '2026-02-30' },
			{ page: 0 },
			{ actorId: -1 },
			{ query: 'x'.repeat(101) },
		]) {
			const res = await post('admin', 'listAuditLog', tokens.admin, body);
			expect(res.status, JSON.stringify(body)).toBe(400);
			expect(res.body.ok).toBe(false);
		}
	});
});
