/**
 * Moving a pharmacy to another plan size from the back-office (issue #20) on both databases,
 * through the sandbox gateway (its plan change slowed like a network's so copies really overlap):
 * the preview says what is charged or credited today, the move charges exactly that once however
 * often its request arrives, with one invoice and one audit entry; going down is refused while the
 * team has more people than the smaller plan's seats; nobody but admins, and a refused call
 * changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	adminCall,
	logInRoles,
	refusedCallers,
	type RoleTokens,
} from '../../../../tests/setup/admin-calls';
import { createPharmacyTeam, PHARMACY_MONTHLY } from '../../../../tests/factories/pharmacies';
import { buyPlan, PHARMACY_BILLING } from '../../../../tests/setup/purchase-calls';
import { createApp, createTestDeps, TEST_WEBHOOK_SECRET } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { PlanMoved, PlanMovePreview } from '../../../lib/contracts/customer-actions';
import type { CustomerDetail } from '../../../lib/contracts/customers';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, enrollments, invoices, sandboxCharges } from '../../db/schema';
import { createSandboxGateway, type SandboxGateway } from '../../payments/sandbox';

/** Plan Farmacia M and L annual (seed data): another billing period. */
const PHARMACY_L_ANNUAL = 312;
const PHARMACY_L_TRIAL = 315;

describe.each(databaseKinds)('moving a pharmacy’s plan size from the back-office on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let tokens: RoleTokens;
	let changeCalls = 0;
	const clock = new Date('2026-11-22T10:00:00Z');
	const prd = clock.getTime() / 1000;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		const sandbox = createSandboxGateway({
			db: handle.db,
			now,
			webhookSecret: TEST_WEBHOOK_SECRET,
		});
		const payments: SandboxGateway = {
			...sandbox,
			async changePlan(input) {
				changeCalls++;
				await new Promise((resolve) => setTimeout(resolve, 80));
				return sandbox.changePlan(input);
			},
		};
		deps = createTestDeps(handle.db, { now, payments });
		app = createApp(deps);
		tokens = await logInRoles(app);
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (name: string, token: string | undefined, body: Record<string, unknown>) =>
		adminCall(app, name, token, body);

	/** A titular with `members` in the team who bought Plan Farmacia `size` monthly today. */
	async function pharmacy(size: keyof typeof PHARMACY_MONTHLY, members = 0) {
		const team = await createPharmacyTeam(handle.db, app, { size: null, members });
		await buyPlan(app, team.owner.token, PHARMACY_MONTHLY[size], { billing: PHARMACY_BILLING });
		const owner = team.owner.user;
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, owner.id));
		if (!licence?.gatewaySubscriptionId) throw new Error('no licence');
		return { owner, licence, subscriptionId: licence.gatewaySubscriptionId };
	}
	const licenceRow = async (id: number) =>
		(await handle.db.select().from(enrollments).where(eq(enrollments.id, id)))[0];
	const planChanges = async (subscriptionId: string) =>
		handle.db
			.select()
			.from(sandboxCharges)
			.where(
				and(
					eq(sandboxCharges.subscriptionId, subscriptionId),
					eq(sandboxCharges.reason, 'plan_change'),
				),
			);
	const planChangeInvoices = async (userId: number) =>
		handle.db
			.select()
			.from(invoices)
			.where(and(eq(invoices.userId, userId), eq(invoices.reason, 'plan_change')));
	const auditCount = async () => (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
	const entriesOf = (requestKey: string) =>
		handle.db.select().from(auditLog).where(eq(auditLog.requestKey, requestKey));

	it('moves a pharmacy up a size, charging today what the preview showed, once per request', async () => {
		const { owner, licence, subscriptionId } = await pharmacy('M');
		const page = (await post('getCustomer', tokens.admin, { userId: owner.id })).body.data
			.getCustomer as CustomerDetail;
		expect(page.licences[0]?.sizeMoves.map((plan) => [plan.id, plan.seats])).toEqual([
			[PHARMACY_MONTHLY.L, 10],
			[PHARMACY_MONTHLY.XL, 20],
		]);

		const target = { userId: owner.id, enrollmentId: licence.id, planId: PHARMACY_MONTHLY.L };
		const preview = await post('previewPlanMove', tokens.admin, target);
		expect(preview.status, preview.text).toBe(200);
		// Bought this very instant: the whole month of L less the whole month of M.
		expect(preview.body.data.previewPlanMove as PlanMovePreview).toEqual({
			enrollmentId: licence.id,
			planId: PHARMACY_MONTHLY.L,
			amountDueMinor: 11990 - 5990,
			creditMinor: 0,
			currency: 'EUR',
			prd,
			renewsAt: licence.endAt?.toISOString(),
		});
		expect(changeCalls).toBe(0);

		const body = { ...target, prd, requestKey: randomUUID() };
		const calls = changeCalls;
		const answers = await Promise.all(
			Array.from({ length: 5 }, () => post('movePlan', tokens.admin, body)),
		);
		const expected: PlanMoved = {
			enrollmentId: licence.id,
			planId: PHARMACY_MONTHLY.L,
			planName: 'Plan Farmacia L mensual',
			amountPaidMinor: 6000,
			renewsAt: licence.endAt?.toISOString() ?? '',
		};
		for (const answer of answers) {
			expect(answer.status, answer.text).toBe(200);
			expect(answer.body.data.movePlan).toEqual(expected);
		}
		const again = await post('movePlan', tokens.admin, body);
		expect(again.body.data.movePlan).toEqual(expected);

		expect(changeCalls - calls).toBe(1);
		expect(await planChanges(subscriptionId)).toEqual([
			expect.objectContaining({ amountMinor: 6000 }),
		]);
		expect(await planChangeInvoices(owner.id)).toEqual([
			expect.objectContaining({ totalMinor: 6000 }),
		]);
		expect(await licenceRow(licence.id)).toMatchObject({
			planId: PHARMACY_MONTHLY.L,
			priceMinor: 11990,
			status: 'active',
			endAt: licence.endAt,
		});
		const entries = await entriesOf(body.requestKey);
		expect(entries).toHaveLength(1);
		expect(entries[0]).toMatchObject({
			action: 'customer.move_plan',
			subjectId: String(owner.id),
			before: { enrollmentId: licence.id, planId: PHARMACY_MONTHLY.M, priceMinor: 5990 },
			after: { planId: PHARMACY_MONTHLY.L, amountPaidMinor: 6000 },
		});
	});

	it('moves a pharmacy down when its team fits, charging nothing and leaving the rest in its favour', async () => {
		const { owner, licence, subscriptionId } = await pharmacy('L', 3);
		const target = { userId: owner.id, enrollmentId: licence.id, planId: PHARMACY_MONTHLY.M };
		const preview = (await post('previewPlanMove', tokens.admin, target)).body.data
			.previewPlanMove as PlanMovePreview;
		expect(preview).toMatchObject({ amountDueMinor: 0, creditMinor: 11990 - 5990 });
		const moved = await post('movePlan', tokens.admin, {
			...target,
			prd,
			requestKey: randomUUID(),
		});
		expect(moved.status, moved.text).toBe(200);
		expect(moved.body.data.movePlan).toMatchObject({
			planId: PHARMACY_MONTHLY.M,
			amountPaidMinor: 0,
		});
		expect(await planChanges(subscriptionId)).toEqual([]);
		expect(await licenceRow(licence.id)).toMatchObject({
			planId: PHARMACY_MONTHLY.M,
			priceMinor: 5990,
		});
	});

	it('refuses to go down below the team’s size, changing nothing', async () => {
		// Owner and five members: six people, and Plan Farmacia M has four seats.
		const { owner, licence, subscriptionId } = await pharmacy('L', 5);
		const before = await licenceRow(licence.id);
		const audits = await auditCount();
		const target = { userId: owner.id, enrollmentId: licence.id, planId: PHARMACY_MONTHLY.M };
		for (const [name, body] of [
			['previewPlanMove', target],
			['movePlan', { ...target, prd, requestKey: randomUUID() }],
		] as const) {
			const res = await post(name, tokens.admin, body);
			expect(res.status, name).toBe(409);
			expect(res.body).toMatchObject({
				result: 'team_big',
				msg: 'El equipo de la farmacia tiene 6 personas (titular, miembros e invitaciones pendientes) y el Plan Farmacia M admite 4. Hay que quitar personas del equipo antes de bajar a este plan.',
			});
		}
		expect(await licenceRow(licence.id)).toEqual(before);
		expect(await planChanges(subscriptionId)).toEqual([]);
		expect(await auditCount()).toBe(audits);
	});

	it('refuses another period, a trial offer, another person’s licence and anyone but admins', async () => {
		const { owner, licence, subscriptionId } = await pharmacy('M');
		const other = await pharmacy('M');
		const before = await licenceRow(licence.id);
		const audits = await auditCount();
		const calls = changeCalls;
		const move = (planId: number, userId = owner.id) => ({
			userId,
			enrollmentId: licence.id,
			planId,
			prd,
			requestKey: randomUUID(),
		});
		for (const planId of [PHARMACY_L_ANNUAL, PHARMACY_L_TRIAL]) {
			const res = await post('movePlan', tokens.admin, move(planId));
			expect(res.body.result, String(planId)).toBe('not_movable');
		}
		const foreign = await post('movePlan', tokens.admin, move(PHARMACY_MONTHLY.L, other.owner.id));
		expect(foreign.status).toBe(404);
		expect(foreign.body.result).toBe('licence_nf');
		for (const [who, token] of refusedCallers(tokens)) {
			const body = move(PHARMACY_MONTHLY.L);
			for (const [name, payload] of [
				['previewPlanMove', { userId: owner.id, enrollmentId: licence.id, planId: body.planId }],
				['movePlan', body],
			] as const) {
				const res = await post(name, token, payload);
				expect(res.status, `${who} ${name}`).toBe(404);
			}
		}
		expect(await licenceRow(licence.id)).toEqual(before);
		expect(await planChanges(subscriptionId)).toEqual([]);
		expect(changeCalls).toBe(calls);
		expect(await auditCount()).toBe(audits);
	});
});
