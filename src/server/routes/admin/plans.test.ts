/**
 * Editing plans from the back-office (issue #20) on both databases: a new name, description and
 * price show at once in the plans call and the next purchase pays the new price, while a licence
 * already sold keeps its own, in its row and in the gateway; in Stripe mode the new price is a new
 * Stripe Price; the plan pages are published again; once per request, in the audit log; nobody
 * but admins, and a refused call changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
	adminCall,
	logInRoles,
	refusedCallers,
	type RoleTokens,
} from '../../../../tests/setup/admin-calls';
import { loggedInBuyer, payPlan } from '../../../../tests/setup/purchase-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_WEBHOOK_SECRET,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { EditablePlanList } from '../../../lib/contracts/plan-editing';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
	auditLog,
	enrollments,
	plans,
	sandboxSubscriptions,
	sitePublications,
} from '../../db/schema';
import { createSandboxGateway } from '../../payments/sandbox';

/** Plan Estudiante mensual (seed data); nothing else in this file buys it. */
const STUDENT_MONTHLY = 101;

describe.each(databaseKinds)('editing plans from the back-office on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let tokens: RoleTokens;
	const clock = new Date('2026-11-22T10:00:00Z');
	const createPlanPrice = vi.fn(() => Promise.resolve('price_new'));

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		const sandbox = createSandboxGateway({
			db: handle.db,
			now,
			webhookSecret: TEST_WEBHOOK_SECRET,
		});
		// The sandbox, with Stripe's price call seen from outside.
		const payments = { ...sandbox, createPlanPrice };
		app = createApp(createTestDeps(handle.db, { now, payments }));
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const planRow = async (id: number) =>
		(await handle.db.select().from(plans).where(eq(plans.id, id)))[0]!;
	const counts = async () => ({
		audit: (await handle.db.select({ n: count() }).from(auditLog))[0]?.n,
		publications: (await handle.db.select({ n: count() }).from(sitePublications))[0]?.n,
	});
	const offered = async (id: number) => {
		const res = await call(app, 'POST', '/api/buy/getPlans', { body: {} });
		return (res.body.data.getPlans as { lid: number; off_nm: string; pr: number }[]).find(
			(offer) => offer.lid === id,
		);
	};

	it('sells the new price from now on; a licence already sold keeps its own', async () => {
		const first = await loggedInBuyer(app, handle.db);
		expect((await payPlan(app, first.token, STUDENT_MONTHLY)).status).toBe(200);
		const listed = await adminCall(app, 'listPlans', tokens.admin, {});
		const student = (listed.body.data.listPlans as EditablePlanList).plans.find(
			(plan) => plan.id === STUDENT_MONTHLY,
		);
		expect(student).toMatchObject({ runningLicences: 1, trial: false, active: true });
		const oldPrice = student!.priceMinor;

		const before = await counts();
		const body = {
			planId: STUDENT_MONTHLY,
			name: 'Plan Estudiante mensual 2027',
			description: 'Todo el catálogo de estudiante.',
			priceMinor: oldPrice + 200,
			requestKey: randomUUID(),
		};
		const saved = await adminCall(app, 'updatePlan', tokens.admin, body);
		expect(saved.status, saved.text).toBe(200);
		// Sent again: nothing more.
		await adminCall(app, 'updatePlan', tokens.admin, body);
		expect(await counts()).toEqual({
			audit: (before.audit ?? 0) + 1,
			publications: (before.publications ?? 0) + 1,
		});
		expect(await offered(STUDENT_MONTHLY)).toMatchObject({
			off_nm: 'Plan Estudiante mensual 2027',
			pr: oldPrice + 200,
		});

		const second = await loggedInBuyer(app, handle.db);
		const paid = await payPlan(app, second.token, STUDENT_MONTHLY);
		expect(paid.body.data.paidCart).toMatchObject({ amount_total: oldPrice + 200 });
		const [kept] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, first.user.id));
		expect(kept?.priceMinor).toBe(oldPrice);
		const [gateway] = await handle.db
			.select()
			.from(sandboxSubscriptions)
			.where(eq(sandboxSubscriptions.id, kept?.gatewaySubscriptionId ?? ''));
		expect(gateway?.amountMinor).toBe(oldPrice);
		// The sandbox has no price objects.
		expect(createPlanPrice).not.toHaveBeenCalled();
		const [entry] = await handle.db
			.select()
			.from(auditLog)
			.where(eq(auditLog.requestKey, body.requestKey));
		expect(entry).toMatchObject({
			action: 'plan.update',
			subjectType: 'plan',
			subjectId: String(STUDENT_MONTHLY),
			before: { priceMinor: oldPrice },
			after: { priceMinor: oldPrice + 200, name: 'Plan Estudiante mensual 2027' },
		});
	});

	it('makes a new Stripe Price for a new amount in Stripe mode, and none for a new name', async () => {
		await handle.db
			.update(plans)
			.set({ stripePriceId: 'price_old' })
			.where(eq(plans.id, STUDENT_MONTHLY));
		const current = await planRow(STUDENT_MONTHLY);
		await adminCall(app, 'updatePlan', tokens.admin, {
			planId: STUDENT_MONTHLY,
			name: 'Plan Estudiante',
			priceMinor: current.priceMinor,
			requestKey: randomUUID(),
		});
		expect(createPlanPrice).not.toHaveBeenCalled();
		expect((await planRow(STUDENT_MONTHLY)).stripePriceId).toBe('price_old');

		await adminCall(app, 'updatePlan', tokens.admin, {
			planId: STUDENT_MONTHLY,
			name: 'Plan Estudiante',
			priceMinor: 990,
			requestKey: randomUUID(),
		});
		expect(createPlanPrice).toHaveBeenCalledWith({
			planId: STUDENT_MONTHLY,
			currentPriceId: 'price_old',
			amountMinor: 990,
			currency: 'EUR',
			period: 2,
		});
		expect(await planRow(STUDENT_MONTHLY)).toMatchObject({
			priceMinor: 990,
			stripePriceId: 'price_new',
			description: '',
		});
		await handle.db.update(plans).set({ stripePriceId: '' }).where(eq(plans.id, STUDENT_MONTHLY));
	});

	it('lets nobody but admins see or edit plans; a refused or wrong edit changes nothing', async () => {
		const plan = await planRow(STUDENT_MONTHLY);
		const before = await counts();
		for (const [who, token] of refusedCallers(tokens)) {
			expect((await adminCall(app, 'listPlans', token, {})).status, who).toBe(404);
			const edit = await adminCall(app, 'updatePlan', token, {
				planId: STUDENT_MONTHLY,
				name: 'Gratis',
				priceMinor: 0,
				requestKey: randomUUID(),
			});
			expect(edit.status, who).toBe(404);
		}
		for (const [body, status] of [
			[{ planId: STUDENT_MONTHLY, name: '', priceMinor: 990 }, 400],
			[{ planId: STUDENT_MONTHLY, name: 'Plan', priceMinor: -1 }, 400],
			[{ planId: STUDENT_MONTHLY, name: 'Plan', priceMinor: 9.5 }, 400],
			[{ planId: 999_999, name: 'Plan', priceMinor: 990 }, 404],
		] as const) {
			const res = await adminCall(app, 'updatePlan', tokens.admin, {
				...body,
				requestKey: randomUUID(),
			});
			expect(res.status, JSON.stringify(body)).toBe(status);
		}
		expect(await planRow(STUDENT_MONTHLY)).toEqual(plan);
		expect(await counts()).toEqual(before);
	});
});
