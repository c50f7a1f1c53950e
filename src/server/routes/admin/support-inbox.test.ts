/**
 * The support inbox of the back-office (issue #20) on both databases: a support chat request, a
 * /contacto message, a carrion form and a "te llamamos" request each arrive as a new thread; an
 * admin filters them, assigns one, notes and replies. The reply is mailed once however often its
 * request is sent, kept in the thread, and the thread is answered. Nobody else can do any of it,
 * and a refused call changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import {
	adminCall,
	logInRoles,
	refusedCallers,
	type RoleTokens,
} from '../../../../tests/setup/admin-calls';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { InboxPage, InboxThread } from '../../../lib/contracts/support-inbox';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, supportMessages, supportThreads, users } from '../../db/schema';
import { createMemoryMailer } from '../../services/mail';

/** Plan Farmacia M, monthly (seed data): "te llamamos" is for pharmacy plans. */
const PHARMACY_M_MONTHLY = 301;

describe.each(databaseKinds)('the support inbox on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let tokens: RoleTokens;
	const mailer = createMemoryMailer();
	const unique = randomUUID().slice(0, 8);
	const asker = { email: '', name: 'Inés', lastName: `Soporte ${unique}`, id: 0 };

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { mailer });
		app = createApp(deps);
		tokens = await logInRoles(app);

		const user = await createUser(handle.db, { name: asker.name, lastName: asker.lastName });
		Object.assign(asker, { email: user.email, id: user.id });
		const token = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		const sent = [
			await call(app, 'POST', '/api/supportRequest', {
				token,
				body: { sub: 'Certificados', des: `No veo mi certificado ${unique}.` },
			}),
			await call(app, 'POST', '/api/crm/contact', {
				body: {
					f_name: 'Nuria',
					email: `nuria.${unique}@farmacia.es`,
					msg: `Quiero información para mi equipo ${unique}.`,
					terms: true,
					newsletter: false,
				},
			}),
			await call(app, 'POST', '/api/support/carrion', {
				body: {
					f_name: 'Pablo',
					l_name: 'Carrión',
					email: `pablo.${unique}@farmacia.es`,
					course: `Dermofarmacia ${unique}`,
					won_newsletter: false,
				},
			}),
			await call(app, 'POST', '/api/buy/pharmacyPlanRequest', {
				body: {
					ftyp: 1,
					fnm: 'Marta',
					ph: '612 345 678',
					email: `marta.${unique}@farmacia.es`,
					lid: PHARMACY_M_MONTHLY,
					wn: false,
					pnm: `Farmacia ${unique}`,
				},
			}),
		];
		for (const res of sent) expect(res.status, res.text).toBe(200);
		// The requests' own mails to the support and sales inboxes.
		await runJobs(deps);
		mailer.sent.length = 0;
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, name, token, body);
	const list = async (body: Record<string, unknown>) => {
		const res = await post('listInbox', tokens.admin, body);
		expect(res.status, res.text).toBe(200);
		return res.body.data.listInbox as InboxPage;
	};
	const thread = async (threadId: number) => {
		const res = await post('getThread', tokens.admin, { threadId });
		expect(res.status, res.text).toBe(200);
		return res.body.data.getThread as InboxThread;
	};
	const supportThreadId = async () =>
		(await list({ query: `certificado ${unique}` })).threads[0]!.id;
	const adminId = async (email: string) =>
		(await handle.db.select().from(users).where(eq(users.email, email)))[0]!.id;
	const counts = async () => ({
		threads: (await handle.db.select({ n: count() }).from(supportThreads))[0]?.n,
		messages: (await handle.db.select({ n: count() }).from(supportMessages))[0]?.n,
		audit: (await handle.db.select({ n: count() }).from(auditLog))[0]?.n,
	});

	it('lists each request as a new thread, newest first, with who sent it', async () => {
		const page = await list({ query: unique });
		expect(page.total).toBe(4);
		expect(page.threads.map((row) => [row.kind, row.status])).toEqual([
			['call_request', 'new'],
			['carrion', 'new'],
			['contact', 'new'],
			['support', 'new'],
		]);
		expect(page.threads[3]).toMatchObject({
			person: { name: `${asker.name} ${asker.lastName}`, email: asker.email, userId: asker.id },
			summary: 'Certificados',
			assignee: null,
		});
		// Only the chat's sender has an account: the forms' people have none.
		expect(page.threads[1]?.person).toEqual({
			name: 'Pablo Carrión',
			email: `pablo.${unique}@farmacia.es`,
			userId: null,
		});
		expect(page.threads[0]?.summary).toMatch(/Farmacia M/);

		// Filters: by kind, by status, and words in any order, accents ignored.
		expect((await list({ query: unique, kind: 'carrion' })).threads).toHaveLength(1);
		expect((await list({ query: `carrion ${unique} pablo` })).total).toBe(1);
		expect((await list({ query: unique, status: 'closed' })).total).toBe(0);
		const bad = await post('listInbox', tokens.admin, { status: 'borrado' });
		expect(bad.status).toBe(400);
	});

	it('shows a thread whole, changes its status and assignee, and keeps notes', async () => {
		const threadId = await supportThreadId();
		const before = await thread(threadId);
		expect(before.request).toMatchObject({
			subject: 'Certificados',
			message: `No veo mi certificado ${unique}.`,
		});
		expect(before.messages).toEqual([]);
		const admin = await adminId('admin@liceo.local');
		expect(before.staff.map((member) => member.id)).toContain(admin);
		expect(before.staff.map((member) => member.id)).not.toContain(
			await adminId('editora@liceo.local'),
		);

		const status = await post('setThreadStatus', tokens.admin, {
			threadId,
			status: 'in_progress',
			requestKey: randomUUID(),
		});
		expect(status.body.data.setThreadStatus).toEqual({
			threadId,
			status: 'in_progress',
			assigneeId: null,
		});
		const assigned = await post('assignThread', tokens.admin, {
			threadId,
			assigneeId: admin,
			requestKey: randomUUID(),
		});
		expect(assigned.body.data.assignThread).toMatchObject({ assigneeId: admin });
		const toEditor = await post('assignThread', tokens.admin, {
			threadId,
			assigneeId: await adminId('editora@liceo.local'),
			requestKey: randomUUID(),
		});
		expect(toEditor.status).toBe(404);
		expect(toEditor.body.result).toBe('staff_nf');
		const note = await post('addNote', tokens.admin, {
			threadId,
			body: 'Revisar si terminó el curso.',
			requestKey: randomUUID(),
		});
		expect(note.status, note.text).toBe(200);

		const after = await thread(threadId);
		expect(after).toMatchObject({ status: 'in_progress', assignee: { id: admin } });
		expect(after.messages).toMatchObject([
			{ kind: 'note', body: 'Revisar si terminó el curso.', author: { id: admin } },
		]);
		const entries = await handle.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.subjectId, String(threadId)));
		expect(entries.map((entry) => [entry.action, entry.subjectType])).toEqual([
			['inbox.status', 'inbox'],
			['inbox.assign', 'inbox'],
			['inbox.note', 'inbox'],
		]);
		const unknown = await post('getThread', tokens.admin, { threadId: 2_000_000 });
		expect(unknown.status).toBe(404);
		expect(unknown.body.result).toBe('thread_nf');
	});

	it('mails a reply once per request, keeps it in the thread and answers the thread', async () => {
		const threadId = (await list({ query: unique, kind: 'contact' })).threads[0]!.id;
		const body = {
			threadId,
			body: 'Hola, Nuria:\n\nTe llamamos mañana. <b>Gracias</b>',
			requestKey: randomUUID(),
		};
		const first = await post('sendReply', tokens.admin, body);
		expect(first.status, first.text).toBe(200);
		const again = await post('sendReply', tokens.admin, body);
		expect(again.body.data.sendReply).toEqual(first.body.data.sendReply);
		expect(first.body.data.sendReply).toMatchObject({ threadId, status: 'answered' });
		await runJobs(deps);

		const mails = mailer.sent.filter((mail) => mail.to === `nuria.${unique}@farmacia.es`);
		expect(mails).toHaveLength(1);
		expect(mails[0]?.subject).toBe('Respuesta a tu consulta en Liceo');
		expect(mails[0]?.text).toContain('Te llamamos mañana. <b>Gracias</b>');
		expect(mails[0]?.html).toContain('&lt;b&gt;Gracias&lt;/b&gt;');
		expect(mails[0]?.html).not.toContain('<b>Gracias');
		expect(mails[0]?.replyTo).toBe(deps.config.supportInbox);

		const after = await thread(threadId);
		expect(after.status).toBe('answered');
		expect(after.messages).toMatchObject([{ kind: 'reply', body: body.body }]);
		// A key used for another action is refused, doing nothing.
		const reused = await post('addNote', tokens.admin, { ...body, body: 'Otra' });
		expect(reused.status).toBe(409);
		expect((await thread(threadId)).messages).toHaveLength(1);
	});

	it('lets nobody but admins read or change the inbox, and a refused call changes nothing', async () => {
		const threadId = await supportThreadId();
		const before = await counts();
		const row = async () =>
			(await handle.db.select().from(supportThreads).where(eq(supportThreads.id, threadId)))[0];
		const rowBefore = await row();
		const calls: [string, Record<string, unknown>][] = [
			['listInbox', {}],
			['getThread', { threadId }],
			['setThreadStatus', { threadId, status: 'closed', requestKey: randomUUID() }],
			['assignThread', { threadId, assigneeId: null, requestKey: randomUUID() }],
			['addNote', { threadId, body: 'Intruso', requestKey: randomUUID() }],
			['sendReply', { threadId, body: 'Intruso', requestKey: randomUUID() }],
		];
		for (const [name, body] of calls) {
			for (const [who, token] of refusedCallers(tokens)) {
				const res = await post(name, token, body);
				expect(res.status, `${name} as ${who}`).toBe(404);
				expect(res.body.data ?? null, `${name} as ${who}`).toBeNull();
			}
		}
		await runJobs(deps);
		expect(await counts()).toEqual(before);
		expect(await row()).toEqual(rowBefore);
		expect(mailer.sent.filter((mail) => mail.text.includes('Intruso'))).toEqual([]);
	});
});
