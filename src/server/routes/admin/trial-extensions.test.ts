/**
 * Extending a free trial from the back-office (issue #20) on both databases, through the sandbox
 * gateway: the trial and its first charge move by the days chosen, nothing is charged now; the
 * same request (or copies at once) moves it once; a licence not in its trial is refused; nobody
 * but admins, and a refused call changes nothing.
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
import type { TrialExtended } from '../../../lib/contracts/customer-actions';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, enrollments, sandboxCharges, sandboxSubscriptions } from '../../db/schema';
import { createSandboxGateway } from '../../payments/sandbox';

/** Plan Profesional mensual and its 5-day trial (seed data). */
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_TRIAL = 205;
const DAY = 86_400_000;

describe.each(databaseKinds)('extending trials from the back-office on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let tokens: RoleTokens;
	const clock = new Date('2026-11-22T10:00:00Z');

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		const payments = createSandboxGateway({
			db: handle.db,
			now,
			webhookSecret: TEST_WEBHOOK_SECRET,
		});
		deps = createTestDeps(handle.db, { now, payments });
		app = createApp(deps);
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, name, token, body);

	async function buyer(planId: number) {
		const user = await createUser(handle.db);
		const token = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		await buyPlan(app, token, planId);
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, user.id));
		if (!licence?.gatewaySubscriptionId || !licence.endAt) throw new Error('no licence');
		return {
			user,
			licence: { ...licence, endAt: licence.endAt },
			subscriptionId: licence.gatewaySubscriptionId,
		};
	}
	const licenceRow = async (id: number) =>
		(await handle.db.select().from(enrollments).where(eq(enrollments.id, id)))[0];
	const gatewayRow = async (id: string) =>
		(await handle.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)))[0];
	const chargesOf = async (id: string) =>
		(
			await handle.db
				.select({ n: count() })
				.from(sandboxCharges)
				.where(eq(sandboxCharges.subscriptionId, id))
		)[0]?.n;

	it('moves the trial’s end and its first charge by the days chosen, once per request', async () => {
		const { user, licence, subscriptionId } = await buyer(PROFESSIONAL_TRIAL);
		expect(licence.status).toBe('trialing');
		const expected = new Date(licence.endAt.getTime() + 7 * DAY);
		const body = { userId: user.id, enrollmentId: licence.id, days: 7, requestKey: randomUUID() };
		const answers = await Promise.all(
			Array.from({ length: 5 }, () => post('extendTrial', tokens.admin, body)),
		);
		for (const answer of answers) {
			expect(answer.status, answer.text).toBe(200);
			expect(answer.body.data.extendTrial as TrialExtended).toEqual({
				enrollmentId: licence.id,
				trialEnd: expected.toISOString(),
			});
		}
		expect(await gatewayRow(subscriptionId)).toMatchObject({
			status: 'trialing',
			trialEnd: expected,
			currentPeriodEnd: expected,
		});
		expect(await licenceRow(licence.id)).toMatchObject({ status: 'trialing', endAt: expected });
		expect(await chargesOf(subscriptionId)).toBe(0);
		const [entries] = await handle.db
			.select({ n: count() })
			.from(auditLog)
			.where(eq(auditLog.requestKey, body.requestKey));
		expect(entries?.n).toBe(1);
		// A new request adds its own days.
		const more = await post('extendTrial', tokens.admin, {
			...body,
			days: 3,
			requestKey: randomUUID(),
		});
		expect((more.body.data.extendTrial as TrialExtended).trialEnd).toBe(
			new Date(expected.getTime() + 3 * DAY).toISOString(),
		);
	});

	it('refuses a paid licence, bad days, another person’s licence and anyone but admins', async () => {
		const paid = await buyer(PROFESSIONAL_MONTHLY);
		const trial = await buyer(PROFESSIONAL_TRIAL);
		const before = await licenceRow(trial.licence.id);
		const auditBefore = (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
		const refusedPaid = await post('extendTrial', tokens.admin, {
			userId: paid.user.id,
			enrollmentId: paid.licence.id,
			days: 7,
			requestKey: randomUUID(),
		});
		expect(refusedPaid.status).toBe(409);
		expect(refusedPaid.body).toMatchObject({
			result: 'not_trialing',
			msg: 'Esta suscripción no está en su prueba gratuita.',
		});
		for (const days of [0, 31, 2.5]) {
			const res = await post('extendTrial', tokens.admin, {
				userId: trial.user.id,
				enrollmentId: trial.licence.id,
				days,
				requestKey: randomUUID(),
			});
			expect(res.status, String(days)).toBe(400);
		}
		const foreign = await post('extendTrial', tokens.admin, {
			userId: paid.user.id,
			enrollmentId: trial.licence.id,
			days: 7,
			requestKey: randomUUID(),
		});
		expect(foreign.body.result).toBe('licence_nf');
		for (const [who, token] of refusedCallers(tokens)) {
			const res = await post('extendTrial', token, {
				userId: trial.user.id,
				enrollmentId: trial.licence.id,
				days: 7,
				requestKey: randomUUID(),
			});
			expect(res.status, who).toBe(404);
		}
		expect(await licenceRow(trial.licence.id)).toEqual(before);
		expect((await gatewayRow(trial.subscriptionId))?.trialEnd).toEqual(trial.licence.endAt);
		expect((await handle.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(auditBefore);
	});
});
