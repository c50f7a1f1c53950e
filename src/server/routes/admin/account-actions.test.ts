/**
 * What an admin does to a person's account (issue #20) on both databases: end every session (the
 * tokens stop at once), send the password-recovery mail (once per request), correct the name on
 * the account and on the certificates still honoured; each in the audit log with before and
 * after; nobody but admins can, and a refused call changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	adminCall,
	logInRoles,
	refusedCallers,
	type RoleTokens,
} from '../../../../tests/setup/admin-calls';
import { createLearner } from '../../../../tests/factories/learners';
import { basicClientHeader, login, refresh } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { AuditLogPage } from '../../../lib/contracts/audit';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, certificates, courses, refreshTokens, users } from '../../db/schema';
import { createMemoryMailer } from '../../services/mail';

const RESET_SUBJECT = 'Crea una contraseña nueva para Liceo Campus';

describe.each(databaseKinds)('account actions of the back-office on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	const mailer = createMemoryMailer();
	const clock = new Date('2026-11-26T10:00:00Z');
	let tokens: RoleTokens;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock, mailer });
		app = createApp(deps);
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, name, token, body);
	const logOf = async (userId: number, action: string) => {
		const res = await post('listAuditLog', tokens.admin, { action, query: String(userId) });
		return (res.body.data.listAuditLog as AuditLogPage).entries;
	};

	it('ends every session of the person: their tokens stop at once, and a resend ends nothing more', async () => {
		const { user, token } = await createLearner(handle.db, app);
		const second = await login(app, user.email, user.password);
		expect(second.status).toBe(200);
		const mine = () => call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} });
		expect((await mine()).status).toBe(200);

		const requestKey = randomUUID();
		const res = await post('endSessions', tokens.admin, { userId: user.id, requestKey });
		expect(res.status, res.text).toBe(200);
		expect(res.body.data.endSessions).toEqual({ sessionsEnded: 2 });
		const stopped = await mine();
		expect(stopped.status).toBe(401);
		expect(stopped.body.result).toBe('token_inv');
		const open = await handle.db
			.select({ n: count() })
			.from(refreshTokens)
			.where(eq(refreshTokens.userId, user.id));
		expect(open[0]?.n).toBe(2);
		// Sent again: the same answer, nothing more ended or logged.
		const again = await post('endSessions', tokens.admin, { userId: user.id, requestKey });
		expect(again.body.data.endSessions).toEqual({ sessionsEnded: 2 });
		expect(await logOf(user.id, 'customer.end_sessions')).toEqual([
			expect.objectContaining({ subjectId: String(user.id), after: { sessionsEnded: 2 } }),
		]);
		// They can log in again: ending sessions is not blocking.
		expect((await login(app, user.email, user.password)).status).toBe(200);
	});

	it('sends the password-recovery mail once per request, with a link that works', async () => {
		const { user } = await createLearner(handle.db, app);
		const requestKey = randomUUID();
		for (let attempt = 0; attempt < 3; attempt++) {
			const res = await post('sendPasswordReset', tokens.admin, { userId: user.id, requestKey });
			expect(res.status, res.text).toBe(200);
			expect(res.body.data.sendPasswordReset).toEqual({ email: user.email });
		}
		await runJobs(deps);
		const mails = mailer.sent.filter(
			(mail) => mail.to === user.email && mail.subject === RESET_SUBJECT,
		);
		expect(mails).toHaveLength(1);
		const tk = /recovery-password\?tk=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
		expect(tk).toBeTruthy();
		const valid = await call(app, 'POST', '/api/auth/validate-token', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { tk },
		});
		expect(valid.status, valid.text).toBe(200);
		// Nothing about a password is in the log: only where the mail went.
		expect(await logOf(user.id, 'customer.send_password_reset')).toEqual([
			expect.objectContaining({ before: null, after: { email: user.email } }),
		]);
		// A new confirmation is a new mail.
		await post('sendPasswordReset', tokens.admin, { userId: user.id, requestKey: randomUUID() });
		await runJobs(deps);
		expect(
			mailer.sent.filter((mail) => mail.to === user.email && mail.subject === RESET_SUBJECT),
		).toHaveLength(2);
	});

	it('corrects the name on the account and the certificates still honoured, not on revoked ones', async () => {
		const { user } = await createLearner(handle.db, app, null, {
			name: 'Maria',
			lastName: 'Lopez',
		});
		const [first, second] = await handle.db
			.select({ id: courses.id, name: courses.name })
			.from(courses)
			.limit(2);
		const codeA = `NAME-${String(user.id).padStart(4, '0')}-AAAA`;
		const codeB = `NAME-${String(user.id).padStart(4, '0')}-BBBB`;
		await handle.db.insert(certificates).values([
			{
				code: codeA,
				userId: user.id,
				courseId: first!.id,
				holderName: 'Maria Lopez',
				courseName: first!.name,
				categoryName: 'Dermofarmacia',
				minutes: 6,
			},
			{
				code: codeB,
				userId: user.id,
				courseId: second!.id,
				holderName: 'Maria Lopez',
				courseName: second!.name,
				categoryName: 'Dermofarmacia',
				minutes: 6,
				revokedAt: new Date('2026-11-20T10:00:00Z'),
				revokedReason: 'Emitido por error',
			},
		]);
		const res = await post('correctName', tokens.admin, {
			userId: user.id,
			name: '  María ',
			lastName: 'López Ortega',
			requestKey: randomUUID(),
		});
		expect(res.status, res.text).toBe(200);
		expect(res.body.data.correctName).toEqual({
			name: 'María',
			lastName: 'López Ortega',
			certificates: 1,
		});
		const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
		expect(row).toMatchObject({ name: 'María', lastName: 'López Ortega' });
		const held = await handle.db
			.select({ code: certificates.code, holderName: certificates.holderName })
			.from(certificates)
			.where(eq(certificates.userId, user.id));
		expect(Object.fromEntries(held.map((c) => [c.code, c.holderName]))).toEqual({
			[codeA]: 'María López Ortega',
			[codeB]: 'Maria Lopez',
		});
		const verified = await call(app, 'POST', '/api/certificates/verifyCertificate', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { code: codeA },
		});
		expect(verified.status, verified.text).toBe(200);
		expect(verified.text).toContain('María López Ortega');
		expect(await logOf(user.id, 'customer.correct_name')).toEqual([
			expect.objectContaining({
				before: { name: 'Maria', lastName: 'Lopez' },
				after: { name: 'María', lastName: 'López Ortega', certificates: 1 },
			}),
		]);
	});

	it('blocks an account: no login, no refresh, no new password, open sessions end; unblocked, it logs in', async () => {
		const { user, token } = await createLearner(handle.db, app);
		const session = await login(app, user.email, user.password);
		const refreshToken = session.body.data.token.refresh_token as string;
		const blocked = await post('blockAccount', tokens.admin, {
			userId: user.id,
			requestKey: randomUUID(),
		});
		expect(blocked.status, blocked.text).toBe(200);
		expect(blocked.body.data.blockAccount).toEqual({
			blockedAt: clock.toISOString(),
			sessionsEnded: 2,
		});
		const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
		expect(row?.blockedAt).toEqual(clock);

		const mine = await call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} });
		expect(mine.status).toBe(401);
		const refused = await login(app, user.email, user.password);
		expect(refused.status).toBe(403);
		expect(refused.body).toMatchObject({
			result: 'acc_blocked',
			msg: 'Esta cuenta está bloqueada. Si crees que es un error, escríbenos desde la página de contacto.',
		});
		// A wrong password still says only that: the block is told to the account's holder alone.
		expect((await login(app, user.email, 'Otra#Clave2026')).body.result).toBe('pwd_inv');
		const renewed = await refresh(app, refreshToken);
		expect(renewed.status).toBe(401);
		// A recovery link does not get round it: the new password is not set, no session is given.
		await post('sendPasswordReset', tokens.admin, { userId: user.id, requestKey: randomUUID() });
		await runJobs(deps);
		const mail = mailer.sent
			.filter((m) => m.to === user.email && m.subject === RESET_SUBJECT)
			.at(-1);
		const tk = /recovery-password\?tk=([\w-]+)/.exec(mail?.text ?? '')?.[1];
		const changed = await call(app, 'POST', '/api/auth/change-password', {
			headers: basicClientHeader(),
			body: { tk, password: 'Nueva#Clave2026', repeat_password: 'Nueva#Clave2026' },
		});
		expect(changed.status, changed.text).toBe(403);
		expect(changed.body.result).toBe('acc_blocked');
		expect((await login(app, user.email, 'Nueva#Clave2026')).body.result).toBe('pwd_inv');

		const unblocked = await post('unblockAccount', tokens.admin, {
			userId: user.id,
			requestKey: randomUUID(),
		});
		expect(unblocked.status, unblocked.text).toBe(200);
		expect((await login(app, user.email, user.password)).status).toBe(200);
		const entries = [
			...(await logOf(user.id, 'customer.block')),
			...(await logOf(user.id, 'customer.unblock')),
		];
		expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
			['customer.block', { blockedAt: null }, { blockedAt: clock.toISOString(), sessionsEnded: 2 }],
			['customer.unblock', { blockedAt: clock.toISOString() }, { blockedAt: null }],
		]);
	});

	it('does not let an admin block their own account', async () => {
		const [me] = await handle.db
			.select({ id: users.id })
			.from(users)
			.where(eq(users.email, 'admin@liceo.local'));
		const res = await post('blockAccount', tokens.admin, {
			userId: me!.id,
			requestKey: randomUUID(),
		});
		expect(res.status).toBe(409);
		expect(res.body).toMatchObject({
			result: 'self_block',
			msg: 'No puedes bloquear tu propia cuenta.',
		});
		const [row] = await handle.db.select().from(users).where(eq(users.id, me!.id));
		expect(row?.blockedAt).toBeNull();
	});

	it('refuses a bad name, an unknown person and every caller but admins, changing nothing', async () => {
		const { user } = await createLearner(handle.db, app);
		const auditBefore = (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
		const [before] = await handle.db.select().from(users).where(eq(users.id, user.id));
		for (const body of [
			{ name: 'María3', lastName: 'López' },
			{ name: '', lastName: 'López' },
			{ name: 'María', lastName: 'x'.repeat(61) },
		]) {
			const res = await post('correctName', tokens.admin, {
				userId: user.id,
				requestKey: randomUUID(),
				...body,
			});
			expect(res.status, JSON.stringify(body)).toBe(400);
		}
		for (const name of [
			'endSessions',
			'sendPasswordReset',
			'correctName',
			'blockAccount',
			'unblockAccount',
		]) {
			const unknown = await post(name, tokens.admin, {
				userId: 2_000_000_000,
				name: 'Ana',
				lastName: 'Gil',
				requestKey: randomUUID(),
			});
			expect(unknown.status, name).toBe(404);
			expect(unknown.body.result).toBe('customer_nf');
			for (const [who, token] of refusedCallers(tokens)) {
				const res = await post(name, token, {
					userId: user.id,
					name: 'Ana',
					lastName: 'Gil',
					requestKey: randomUUID(),
				});
				expect(res.status, `${who} ${name}`).toBe(404);
			}
		}
		await runJobs(deps);
		expect(
			mailer.sent.filter((mail) => mail.to === user.email && mail.subject === RESET_SUBJECT),
		).toEqual([]);
		const [after] = await handle.db.select().from(users).where(eq(users.id, user.id));
		expect(after).toEqual(before);
		const open = await handle.db
			.select({ n: count() })
			.from(refreshTokens)
			.where(eq(refreshTokens.userId, user.id));
		expect(open[0]?.n).toBe(1);
		expect((await handle.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(auditBefore);
	});
});
