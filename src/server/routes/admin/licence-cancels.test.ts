/**
 * Cancelling a customer's licence from the back-office (issue #20) on both databases, through the
 * sandbox gateway: now (access closes at once, the subscription is cancelled, the person is
 * mailed) or at the end of the period (it stops renewing, access lasts until then); a
 * complimentary licence ends now; an unpaid one only now; once per request; nobody but admins,
 * and a refused call changes nothing.
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
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { buyPlan } from '../../../../tests/setup/purchase-calls';
import { createApp, createTestDeps, TEST_WEBHOOK_SECRET } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, enrollments, sandboxSubscriptions } from '../../db/schema';
import { createSandboxGateway } from '../../payments/sandbox';
import { requireLearningAccess } from '../../services/access';
import { createMemoryMailer } from '../../services/mail';

/** Plan Profesional mensual, 19,90 € (seed data). */
const PROFESSIONAL_MONTHLY = 201;

describe.each(databaseKinds)('cancelling licences from the back-office on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	const mailer = createMemoryMailer();
	const clock = new Date('2026-11-22T10:00:00Z');
	let tokens: RoleTokens;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		const payments = createSandboxGateway({
			db: handle.db,
			now,
			webhookSecret: TEST_WEBHOOK_SECRET,
		});
		deps = createTestDeps(handle.db, { now, payments, mailer });
		app = createApp(deps);
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, name, token, body);

	async function subscriber() {
		const user = await createUser(handle.db);
		const token = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		await buyPlan(app, token, PROFESSIONAL_MONTHLY);
		await runJobs(deps);
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, user.id));
		if (!licence?.gatewaySubscriptionId) throw new Error('the purchase gave no licence');
		return { user, licence };
	}
	const licenceRow = async (id: number) =>
		(await handle.db.select().from(enrollments).where(eq(enrollments.id, id)))[0];
	const gatewayRow = async (id: string) =>
		(await handle.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)))[0];
	const cancellationMails = (email: string) =>
		mailer.sent.filter((mail) => mail.to === email && /cancelad/i.test(mail.subject));

	it('cancels now: the gateway ends the subscription, the campus closes, the person is told once', async () => {
		const { user, licence } = await subscriber();
		await expect(requireLearningAccess(deps, user.id)).resolves.toBeDefined();
		const body = {
			userId: user.id,
			enrollmentId: licence.id,
			when: 'now',
			requestKey: randomUUID(),
		};
		const res = await post('cancelLicence', tokens.admin, body);
		expect(res.status, res.text).toBe(200);
		expect(res.body.data.cancelLicence).toEqual({
			enrollmentId: licence.id,
			status: 'canceled',
			endsAt: clock.toISOString(),
		});
		expect(await gatewayRow(licence.gatewaySubscriptionId!)).toMatchObject({
			status: 'canceled',
			cancelAt: clock,
		});
		expect(await licenceRow(licence.id)).toMatchObject({ status: 'canceled', cancelAt: clock });
		await expect(requireLearningAccess(deps, user.id)).rejects.toMatchObject({ result: 'lic_req' });
		// Sent again: the same answer, one entry, one mail.
		expect((await post('cancelLicence', tokens.admin, body)).body.data.cancelLicence).toEqual(
			res.body.data.cancelLicence,
		);
		await runJobs(deps);
		expect(cancellationMails(user.email)).toHaveLength(1);
		const [entries] = await handle.db
			.select({ n: count() })
			.from(auditLog)
			.where(eq(auditLog.requestKey, body.requestKey));
		expect(entries?.n).toBe(1);
		// Ended, it cannot be cancelled again.
		const again = await post('cancelLicence', tokens.admin, { ...body, requestKey: randomUUID() });
		expect(again.status).toBe(409);
		expect(again.body.result).toBe('not_cancellable');
	});

	it('cancels at the end of the period: no renewal, access until then', async () => {
		const { user, licence } = await subscriber();
		const res = await post('cancelLicence', tokens.admin, {
			userId: user.id,
			enrollmentId: licence.id,
			when: 'period_end',
			requestKey: randomUUID(),
		});
		expect(res.status, res.text).toBe(200);
		expect(res.body.data.cancelLicence).toMatchObject({
			status: 'active',
			endsAt: licence.endAt?.toISOString(),
		});
		expect(await gatewayRow(licence.gatewaySubscriptionId!)).toMatchObject({
			status: 'active',
			cancelAt: licence.endAt,
		});
		expect(await licenceRow(licence.id)).toMatchObject({
			status: 'active',
			cancelAt: licence.endAt,
			cancelAtPeriodEnd: true,
		});
		await expect(requireLearningAccess(deps, user.id)).resolves.toBeDefined();
	});

	it('ends a complimentary licence now, and only now', async () => {
		const user = await createUser(handle.db);
		const grant = await post('grantLicence', tokens.admin, {
			userId: user.id,
			planId: PROFESSIONAL_MONTHLY,
			months: 2,
			requestKey: randomUUID(),
		});
		const { enrollmentId } = grant.body.data.grantLicence as { enrollmentId: number };
		const later = await post('cancelLicence', tokens.admin, {
			userId: user.id,
			enrollmentId,
			when: 'period_end',
			requestKey: randomUUID(),
		});
		expect(later.status).toBe(409);
		const now = await post('cancelLicence', tokens.admin, {
			userId: user.id,
			enrollmentId,
			when: 'now',
			requestKey: randomUUID(),
		});
		expect(now.status, now.text).toBe(200);
		expect(await licenceRow(enrollmentId)).toMatchObject({ status: 'canceled', endAt: clock });
		await expect(requireLearningAccess(deps, user.id)).rejects.toMatchObject({ result: 'lic_req' });
	});

	it('refuses another person’s licence, a bad "when" and every caller but admins, changing nothing', async () => {
		const { user, licence } = await subscriber();
		const other = await subscriber();
		const before = await licenceRow(licence.id);
		const auditBefore = (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
		const foreign = await post('cancelLicence', tokens.admin, {
			userId: user.id,
			enrollmentId: other.licence.id,
			when: 'now',
			requestKey: randomUUID(),
		});
		expect(foreign.status).toBe(404);
		expect(foreign.body.result).toBe('licence_nf');
		const bad = await post('cancelLicence', tokens.admin, {
			userId: user.id,
			enrollmentId: licence.id,
			when: 'tomorrow',
			requestKey: randomUUID(),
		});
		expect(bad.status).toBe(400);
		for (const [who, token] of refusedCallers(tokens)) {
			const res = await post('cancelLicence', token, {
				userId: user.id,
				enrollmentId: licence.id,
				when: 'now',
				requestKey: randomUUID(),
			});
			expect(res.status, who).toBe(404);
		}
		expect(await licenceRow(licence.id)).toEqual(before);
		expect(await licenceRow(other.licence.id)).toMatchObject({ status: 'active', cancelAt: null });
		expect((await gatewayRow(licence.gatewaySubscriptionId!))?.status).toBe('active');
		expect((await handle.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(auditBefore);
	});
});
