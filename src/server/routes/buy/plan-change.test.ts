/**
 * Changing plan (issue #17, ADR 005 "Changing plan"): a free licence replaced by a bought one,
 * monthly ↔ annual and professional → pharmacy with the prorated charge the preview showed,
 * reactivating a cancelled plan, and every refusal leaving the database as it was. Payments go
 * through the sandbox gateway, whose plan change is slowed like a network's so that two switches
 * at once really overlap.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstCourse } from '../../../../tests/factories/catalogue';
import { createPharmacyTeam } from '../../../../tests/factories/pharmacies';
import { createUser, type UserOverrides } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_WEBHOOK_SECRET,
} from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import { createMemoryMailer } from '../../services/mail';
import type { DatabaseHandle } from '../../db/client';
import { checkouts, enrollments, sandboxSubscriptions } from '../../db/schema';
import { addPeriod } from '../../payments/gateway';
import { createSandboxGateway, type SandboxGateway } from '../../payments/sandbox';
import { PREVIEW_VALID_MS } from '../../services/purchase';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

/** Demo plan offers (src/server/db/seed-data/plans.ts). */
const STUDENT_MONTHLY = 101;
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_ANNUAL = 202;
const PROFESSIONAL_TRIAL = 205;
const PHARMACY_M_MONTHLY = 301;
const PRICE = { 201: 1990, 202: 19104, 301: 5990 } as const;
/** A pharmacy's invoice details on the account, as its checkout or Mi perfil saves them. */
const PHARMACY_BILLING_COLUMNS = {
	billingName: 'Farmacia Ruiz Ortega, C.B.',
	billingTaxId: 'E12345674',
	billingAddress: 'Calle del Carmen 4, 28013 Madrid',
};

describe.each(databaseKinds)('changing plan on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let clock: Date;
	let changeCalls = 0;
	const mailer = createMemoryMailer();

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
		deps = createTestDeps(handle.db, { now, payments, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	// ---- helpers ------------------------------------------------------------------------------

	async function tokenOf(user: { email: string; password: string }) {
		const res = await login(app, user.email, user.password);
		return res.body.data.token.access_token as string;
	}

	function post(path: string, token: string | undefined, body: Record<string, unknown>) {
		return call(app, 'POST', `/api${path}`, { ...(token ? { token } : {}), body });
	}

	/** A new person who bought `planId` with the sandbox's paying card at the current clock. */
	async function subscriber(planId: number, overrides: UserOverrides = {}) {
		const user = await createUser(handle.db, overrides);
		const token = await tokenOf(user);
		await buy(token, planId, 'active');
		const [licence] = await licencesOf(user.id);
		return { user, token, licence: licence! };
	}

	async function buy(token: string, planId: number, expected: string) {
		const cart = await post('/buy/setCart', token, { itl: [planId], app: 1 });
		const card = await post('/sandbox/paymentMethods', undefined, {
			number: '4242424242424242',
			exp_month: 12,
			exp_year: 2030,
			cvc: '123',
		});
		const paid = await post('/buy/paidCart', token, {
			scd: cart.body.data.setCart.scd,
			spid: card.body.data.paymentMethod.id,
		});
		expect(paid.body.data?.paidCart?.result ?? paid.body).toBe(expected);
	}

	function licencesOf(userId: number) {
		return handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, userId))
			.orderBy(asc(enrollments.id));
	}

	function subscriptionsOf(userId: number) {
		return handle.db
			.select()
			.from(sandboxSubscriptions)
			.where(sql`${sandboxSubscriptions.metadata}->>'userId' = ${String(userId)}`);
	}

	/** Everything a change of plan by this person could write. */
	async function snapshot(userId: number) {
		return {
			licences: await licencesOf(userId),
			subscriptions: await subscriptionsOf(userId),
			checkouts: await handle.db.select().from(checkouts).where(eq(checkouts.userId, userId)),
		};
	}

	async function preview(token: string, eid: number, lid: number) {
		const res = await post('/buy/previewPlanChange', token, { eid, lid });
		expect(res.status, JSON.stringify(res.body)).toBe(200);
		return res.body.data.previewPlanChange as {
			amount_due: number;
			credit: number;
			prd: number;
			renews: string;
			item: { lid: number; name: string };
		};
	}

	/** What the sandbox (and Stripe) charges for the unused part of a period, to the second. */
	function unused(amount: number, start: Date, end: Date, at: Date) {
		return Math.round(
			(amount * (end.getTime() - at.getTime())) / (end.getTime() - start.getTime()),
		);
	}

	// ---- freemium → paid ----------------------------------------------------------------------

	it('a free licence is replaced by a bought plan, which opens the courses the free one kept closed', async () => {
		const user = await createUser(handle.db);
		await handle.db.insert(enrollments).values({
			userId: user.id,
			planId: PROFESSIONAL_ANNUAL,
			status: 'freemium',
			startAt: new Date('2026-01-01T00:00:00Z'),
			endAt: null,
			periodicity: 1,
			priceMinor: 0,
		});
		const token = await tokenOf(user);
		const closed = await firstCourse(handle.db, { demoExcluded: true });
		const before = await post('/progress/getProgress', token, { cid: closed.id });
		expect(before.status).toBe(403);
		expect(before.body.result).toBe('demo_excl');

		// The trial is still refused: a free licence is a plan for that.
		const trialCart = await post('/buy/setCart', token, { itl: [PROFESSIONAL_TRIAL], app: 1 });
		const card = await post('/sandbox/paymentMethods', undefined, {
			number: '4242424242424242',
			exp_month: 12,
			exp_year: 2030,
			cvc: '123',
		});
		const trial = await post('/buy/paidCart', token, {
			scd: trialCart.body.data.setCart.scd,
			spid: card.body.data.paymentMethod.id,
		});
		expect(trial.status).toBe(409);
		expect(trial.body.result).toBe('plan_active');

		await buy(token, PROFESSIONAL_MONTHLY, 'active');
		const licences = await licencesOf(user.id);
		expect(licences).toMatchObject([
			{ planId: PROFESSIONAL_ANNUAL, status: 'canceled', endAt: NOW },
			{ planId: PROFESSIONAL_MONTHLY, status: 'active', priceMinor: 1990 },
		]);
		const after = await post('/progress/getProgress', token, { cid: closed.id });
		expect(after.status).toBe(200);
		// One plan again: a second purchase is refused.
		const second = await post('/buy/setCart', token, { itl: [STUDENT_MONTHLY], app: 1 });
		const again = await post('/buy/paidCart', token, {
			scd: second.body.data.setCart.scd,
			spid: card.body.data.paymentMethod.id,
		});
		expect(again.body.result).toBe('plan_active');
	});

	// ---- monthly ↔ annual, professional → pharmacy ---------------------------------------------

	it('monthly → annual half-way: charges the year less the unused month, and the year starts today', async () => {
		const { user, licence } = await subscriber(PROFESSIONAL_MONTHLY);
		clock = new Date(NOW.getTime() + 15 * DAY);
		const token = await tokenOf(user);
		const shown = await preview(token, licence.id, PROFESSIONAL_ANNUAL);
		const expected = PRICE[202] - unused(PRICE[201], NOW, addPeriod(NOW, 2), clock);
		expect(shown).toMatchObject({
			amount_due: expected,
			credit: 0,
			prd: clock.getTime() / 1000,
			renews: addPeriod(clock, 1).toISOString(),
			item: { lid: PROFESSIONAL_ANNUAL, name: 'Plan Profesional anual', price: PRICE[202], per: 1 },
		});
		// The preview changed nothing.
		expect(await licencesOf(user.id)).toEqual([licence]);

		clock = new Date(clock.getTime() + 60_000);
		const res = await post('/buy/changePlan', token, {
			eid: licence.id,
			lid: PROFESSIONAL_ANNUAL,
			prd: shown.prd,
		});
		expect(res.status).toBe(200);
		expect(res.body.data.changePlan).toEqual({
			result: 'ok',
			enrollment_id: licence.id,
			lid: PROFESSIONAL_ANNUAL,
			amount_paid: expected,
			end: shown.renews,
		});
		expect(await licencesOf(user.id)).toMatchObject([
			{
				id: licence.id,
				planId: PROFESSIONAL_ANNUAL,
				status: 'active',
				periodicity: 1,
				priceMinor: PRICE[202],
				endAt: new Date(shown.renews),
			},
		]);
		expect(await subscriptionsOf(user.id)).toMatchObject([
			{ amountMinor: PRICE[202], period: 1, amountPaidMinor: expected },
		]);
		const list = await post('/buy/getSubscriptions', token, {});
		expect(list.body.data.getSubscriptions.ens[0]).toMatchObject({
			lid: PROFESSIONAL_ANNUAL,
			periodicity: 1,
			price: PRICE[202],
			end: shown.renews,
		});
	});

	it('annual → monthly: nothing charged today, the unused year left as credit', async () => {
		const { user, licence } = await subscriber(PROFESSIONAL_ANNUAL);
		clock = new Date(NOW.getTime() + 30 * DAY);
		const token = await tokenOf(user);
		const shown = await preview(token, licence.id, PROFESSIONAL_MONTHLY);
		const credit = unused(PRICE[202], NOW, addPeriod(NOW, 1), clock) - PRICE[201];
		expect(shown).toMatchObject({
			amount_due: 0,
			credit,
			renews: addPeriod(clock, 2).toISOString(),
		});
		const res = await post('/buy/changePlan', token, {
			eid: licence.id,
			lid: PROFESSIONAL_MONTHLY,
			prd: shown.prd,
		});
		expect(res.status).toBe(200);
		expect(res.body.data.changePlan).toMatchObject({ amount_paid: 0, end: shown.renews });
		expect(await licencesOf(user.id)).toMatchObject([
			{ planId: PROFESSIONAL_MONTHLY, periodicity: 2, priceMinor: PRICE[201] },
		]);
		// Nothing charged, no invoice: a mail says what changed and when the next charge comes.
		await runJobs(deps);
		const told = mailer.sent.filter((mail) => mail.to === user.email);
		expect(told.map((mail) => mail.subject)).toContain('Has cambiado a Plan Profesional mensual');
		const mail = told.find((sent) => sent.subject === 'Has cambiado a Plan Profesional mensual');
		expect(mail?.text).toMatch(/Hoy no se te cobra nada/);
		expect(mail?.text).toMatch(/Próximo cargo: 19,90\s€ · \d{1,2} de \w+ de \d{4}/);
		expect(mail?.attachments).toBeUndefined();
	});

	it('professional → pharmacy M in the same period: the difference for the rest of the month, same renewal', async () => {
		const { user, licence } = await subscriber(PROFESSIONAL_MONTHLY, PHARMACY_BILLING_COLUMNS);
		clock = new Date(NOW.getTime() + 10 * DAY);
		const token = await tokenOf(user);
		const end = addPeriod(NOW, 2);
		const shown = await preview(token, licence.id, PHARMACY_M_MONTHLY);
		const expected = unused(PRICE[301], NOW, end, clock) - unused(PRICE[201], NOW, end, clock);
		expect(shown).toMatchObject({ amount_due: expected, credit: 0, renews: end.toISOString() });
		const res = await post('/buy/changePlan', token, {
			eid: licence.id,
			lid: PHARMACY_M_MONTHLY,
			prd: shown.prd,
		});
		expect(res.body.data.changePlan).toMatchObject({
			amount_paid: expected,
			end: end.toISOString(),
		});
		expect(await licencesOf(user.id)).toMatchObject([
			{ planId: PHARMACY_M_MONTHLY, priceMinor: PRICE[301], endAt: end, status: 'active' },
		]);
	});

	it('refuses a switch to a pharmacy plan without the billing details its invoice needs, changing nothing', async () => {
		const { user, token, licence } = await subscriber(PROFESSIONAL_MONTHLY, {
			billingName: 'Farmacia Sol',
		});
		const before = await snapshot(user.id);
		for (const [path, body] of [
			['/buy/previewPlanChange', { eid: licence.id, lid: PHARMACY_M_MONTHLY }],
			['/buy/changePlan', { eid: licence.id, lid: PHARMACY_M_MONTHLY, prd: NOW.getTime() / 1000 }],
		] as const) {
			const res = await post(path, token, body);
			expect(res.status, path).toBe(422);
			expect(res.body).toMatchObject({ result: 'billing_required' });
			expect(res.body.msg as string).toContain('Complétalos en Mi perfil');
		}
		expect(await snapshot(user.id)).toEqual(before);
		// A switch between a person's plans asks for nothing.
		expect((await preview(token, licence.id, PROFESSIONAL_ANNUAL)).amount_due).toBeGreaterThan(0);
	});

	// ---- reactivating ---------------------------------------------------------------------------

	it('a cancelled plan is reactivated before its end and renews again; a second time is refused', async () => {
		const { user, token, licence } = await subscriber(PROFESSIONAL_MONTHLY);
		const cancelled = await post('/buy/unsubscribe', token, { eid: licence.id });
		expect(cancelled.status).toBe(200);
		expect((await licencesOf(user.id))[0]).toMatchObject({ cancelAtPeriodEnd: true });

		clock = new Date(NOW.getTime() + 5 * DAY);
		const fresh = await tokenOf(user);
		// A cancelled plan cannot be switched: reactivate it first.
		const refused = await post('/buy/previewPlanChange', fresh, {
			eid: licence.id,
			lid: PROFESSIONAL_ANNUAL,
		});
		expect(refused.status).toBe(409);
		expect(refused.body.result).toBe('not_changeable');

		const res = await post('/buy/reactivate', fresh, { eid: licence.id });
		expect(res.status).toBe(200);
		expect(res.body.data.reactivate).toEqual({
			result: 'ok',
			enrollment_id: licence.id,
			end: licence.endAt!.toISOString(),
		});
		expect((await licencesOf(user.id))[0]).toMatchObject({
			cancelAt: null,
			cancelAtPeriodEnd: false,
			endAt: licence.endAt,
		});
		expect(await subscriptionsOf(user.id)).toMatchObject([{ cancelAt: null, status: 'active' }]);
		const list = await post('/buy/getSubscriptions', fresh, {});
		expect(list.body.data.getSubscriptions.ens[0]).toMatchObject({ cancel_at_period_end: false });

		const before = await snapshot(user.id);
		const again = await post('/buy/reactivate', fresh, { eid: licence.id });
		expect(again.status).toBe(409);
		expect(again.body.result).toBe('not_reactivatable');
		expect(await snapshot(user.id)).toEqual(before);
	});

	it('a plan whose cancellation date has passed is not reactivated', async () => {
		const { user, token, licence } = await subscriber(PROFESSIONAL_MONTHLY);
		await post('/buy/unsubscribe', token, { eid: licence.id });
		clock = new Date(NOW.getTime() + 40 * DAY);
		const before = await snapshot(user.id);
		const res = await post('/buy/reactivate', await tokenOf(user), { eid: licence.id });
		expect(res.status).toBe(409);
		expect(res.body.result).toBe('not_reactivatable');
		expect(await snapshot(user.id)).toEqual(before);
	});

	// ---- refusals leave the database unchanged --------------------------------------------------

	it('refuses without a login: 401 on the three calls, nothing changed', async () => {
		const { user, licence } = await subscriber(PROFESSIONAL_MONTHLY);
		const before = await snapshot(user.id);
		for (const [path, body] of [
			['/buy/previewPlanChange', { eid: licence.id, lid: PROFESSIONAL_ANNUAL }],
			['/buy/changePlan', { eid: licence.id, lid: PROFESSIONAL_ANNUAL, prd: NOW.getTime() / 1000 }],
			['/buy/reactivate', { eid: licence.id }],
		] as const) {
			const res = await post(path, undefined, body);
			expect(res.status, path).toBe(401);
			expect(res.body.result).toBe('token_inv');
		}
		expect(await snapshot(user.id)).toEqual(before);
	});

	it('refuses someone without a subscription, and a team member with their owner’s licence: 404 en_nf, nothing changed', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
		const [ownerLicence] = await licencesOf(team.owner.user.id);
		const member = team.members[0]!;
		const nobody = await createUser(handle.db);
		const nobodyToken = await tokenOf(nobody);
		const before = [await snapshot(team.owner.user.id), await snapshot(member.user.id)];
		for (const token of [member.token, nobodyToken]) {
			for (const [path, body] of [
				['/buy/previewPlanChange', { eid: ownerLicence!.id, lid: 321 }],
				['/buy/changePlan', { eid: ownerLicence!.id, lid: 321, prd: NOW.getTime() / 1000 }],
				['/buy/reactivate', { eid: ownerLicence!.id }],
			] as const) {
				const res = await post(path, token, body);
				expect(res.status, path).toBe(404);
				expect(res.body.result).toBe('en_nf');
			}
		}
		expect([await snapshot(team.owner.user.id), await snapshot(member.user.id)]).toEqual(before);
		expect(await snapshot(nobody.id)).toEqual({ licences: [], subscriptions: [], checkouts: [] });
	});

	it('refuses the same plan, a switch not sold, a free licence and an old preview, changing nothing', async () => {
		const { user, token, licence } = await subscriber(PROFESSIONAL_MONTHLY);
		const free = await createUser(handle.db);
		const [freeLicence] = await handle.db
			.insert(enrollments)
			.values({
				userId: free.id,
				planId: PROFESSIONAL_ANNUAL,
				status: 'freemium',
				endAt: null,
				periodicity: 1,
				priceMinor: 0,
			})
			.returning();
		const freeToken = await tokenOf(free);
		const before = await snapshot(user.id);
		const cases = [
			[token, { eid: licence.id, lid: PROFESSIONAL_MONTHLY }, 409, 'same_plan'],
			[token, { eid: licence.id, lid: STUDENT_MONTHLY }, 422, 'change_inv'],
			[token, { eid: licence.id, lid: PROFESSIONAL_TRIAL }, 422, 'change_inv'],
			[token, { eid: licence.id, lid: 999 }, 404, 'p_nf'],
			[freeToken, { eid: freeLicence!.id, lid: PROFESSIONAL_MONTHLY }, 409, 'not_changeable'],
		] as const;
		for (const [who, body, status, result] of cases) {
			for (const path of ['/buy/previewPlanChange', '/buy/changePlan']) {
				const res = await post(path, who, { ...body, prd: NOW.getTime() / 1000 });
				expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
				expect(res.body.result).toBe(result);
			}
		}
		const shown = await preview(token, licence.id, PROFESSIONAL_ANNUAL);
		clock = new Date(NOW.getTime() + PREVIEW_VALID_MS + 1000);
		const stale = await post('/buy/changePlan', await tokenOf(user), {
			eid: licence.id,
			lid: PROFESSIONAL_ANNUAL,
			prd: shown.prd,
		});
		expect(stale.status).toBe(409);
		expect(stale.body.result).toBe('preview_old');
		expect(await snapshot(user.id)).toEqual(before);
		expect(await licencesOf(free.id)).toEqual([freeLicence]);
	});

	it('two switches at once: one charge, one change; the other is refused', async () => {
		const { user, licence } = await subscriber(PROFESSIONAL_MONTHLY);
		clock = new Date(NOW.getTime() + 3 * DAY);
		const token = await tokenOf(user);
		const shown = await preview(token, licence.id, PROFESSIONAL_ANNUAL);
		const callsBefore = changeCalls;
		const answers = await Promise.all(
			Array.from({ length: 5 }, () =>
				post('/buy/changePlan', token, {
					eid: licence.id,
					lid: PROFESSIONAL_ANNUAL,
					prd: shown.prd,
				}),
			),
		);
		expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
		expect(answers.filter((res) => res.status === 409).map((res) => res.body.result)).toEqual(
			Array(4).fill('same_plan'),
		);
		expect(changeCalls - callsBefore).toBe(1);
		expect(await licencesOf(user.id)).toMatchObject([
			{ planId: PROFESSIONAL_ANNUAL, priceMinor: PRICE[202] },
		]);
		expect(await subscriptionsOf(user.id)).toMatchObject([
			{ amountMinor: PRICE[202], amountPaidMinor: shown.amount_due },
		]);
	});
});
