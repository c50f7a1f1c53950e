/**
 * A renewal the card declines (issue #18), in time travel on the sandbox: the trial started with
 * the card that declines later (Stripe's 0341) becomes `past_due` at its first charge, keeps
 * access for the grace and mails its holder once, however often the renewal or the gateway's
 * webhook comes; a new card pays it at once (active again, invoiced, mailed); nothing done, it is
 * cancelled when the grace ends. Then the card page, the Stripe portal and the test clock calls
 * against the authorisation matrix: refusals change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import {
	buyPlan,
	DECLINES_LATER_CARD,
	PAYING_CARD,
	payPlan,
} from '../../../../tests/setup/purchase-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { runJobs } from '../../../../tests/setup/test-jobs';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { enrollments, invoices, paymentFailures, sandboxSubscriptions } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';
import { createSandboxGateway } from '../../payments/sandbox';
import { requireLearningAccess } from '../../services/access';
import { createMemoryMailer } from '../../services/mail';
import { advanceSandboxSubscriptions } from '../../services/purchase';
import { TEST_WEBHOOK_SECRET } from '../../../../tests/setup/test-app';

const SIGN_UP = new Date('2026-11-22T10:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (days: number, hours = 0) => new Date(SIGN_UP.getTime() + days * DAY + hours * HOUR);
/** The professional plan's 5-day trial, 19,90 € a month after it, and the plan bought (seed). */
const PROFESSIONAL_TRIAL = 205;
const PROFESSIONAL_MONTHLY = 201;
const DECLINING_CARD = '4000000000000002';
const FAILED_SUBJECT = 'No hemos podido cobrar tu Plan Profesional mensual';
const RENEWED_SUBJECT = 'Tu Plan Profesional mensual se ha renovado';
/** The trial's end (its first charge) and the end of the 14 days of grace after it. */
const TRIAL_END = at(5);
const GRACE_END = at(19);

describe.each(databaseKinds)('a renewal the card declines on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let clock = SIGN_UP;
	const mailer = createMemoryMailer();

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock, mailer });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});

	/** A session of `user` opened at the clock's moment (one opened days before has expired). */
	async function tokenOf(user: { email: string; password: string }): Promise<string> {
		return (await login(app, user.email, user.password)).body.data.token.access_token as string;
	}

	/** A person on the professional trial, started with `card` at the sign-up's moment. */
	async function trialist(card = DECLINES_LATER_CARD) {
		clock = SIGN_UP;
		const user = await createUser(handle.db);
		await buyPlan(app, await tokenOf(user), PROFESSIONAL_TRIAL, { card });
		const [licence] = await handle.db
			.select()
			.from(enrollments)
			.where(eq(enrollments.userId, user.id));
		if (!licence?.gatewaySubscriptionId) throw new Error('no licence');
		await runJobs(deps);
		return { user, licence, subscriptionId: licence.gatewaySubscriptionId };
	}

	const failuresOf = (enrollmentId: number) =>
		handle.db.select().from(paymentFailures).where(eq(paymentFailures.enrollmentId, enrollmentId));
	const licenceOf = async (id: number) =>
		(await handle.db.select().from(enrollments).where(eq(enrollments.id, id)))[0];
	const subscriptionRow = async (id: string) =>
		(await handle.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)))[0];
	const invoicesOf = (userId: number) =>
		handle.db.select().from(invoices).where(eq(invoices.userId, userId));
	const mailsTo = (email: string, subject: string) =>
		mailer.sent.filter((mail) => mail.to === email && mail.subject === subject);

	async function newCard(token: string, eid: number, number: string) {
		const card = await call(app, 'POST', '/api/sandbox/paymentMethods', {
			body: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
		});
		return call(app, 'POST', '/api/sandbox/updateCard', {
			token,
			body: { eid, spid: card.body.data.paymentMethod.id as string },
		});
	}

	/** What the gateway sends when it retries the payment, signed; answers the webhook's status. */
	async function paymentFailedWebhook(eventId: string, subscriptionId: string) {
		const body = JSON.stringify({
			id: eventId,
			type: 'invoice.payment_failed',
			data: { object: { subscription: subscriptionId } },
		});
		const signature = createSandboxGateway({
			db: handle.db,
			now: () => clock,
			webhookSecret: TEST_WEBHOOK_SECRET,
		}).signWebhook(body);
		const res = await app.request('/api/buy/webhook', {
			method: 'POST',
			headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
			body,
		});
		return res.status;
	}

	it('leaves the licence past_due with access for 14 days and mails once, however often it is told', async () => {
		const { user, licence, subscriptionId } = await trialist();

		clock = at(5, 1);
		expect(await advanceSandboxSubscriptions(deps)).toBeGreaterThanOrEqual(1);
		// The renewal run again, the gateway's retries and a replayed webhook: still one mail.
		expect(await advanceSandboxSubscriptions(deps)).toBe(0);
		expect(await paymentFailedWebhook(`evt_fail_1_${subscriptionId}`, subscriptionId)).toBe(200);
		expect(await paymentFailedWebhook(`evt_fail_1_${subscriptionId}`, subscriptionId)).toBe(200);
		clock = at(8);
		expect(await paymentFailedWebhook(`evt_fail_2_${subscriptionId}`, subscriptionId)).toBe(200);
		await runJobs(deps);

		expect(await licenceOf(licence.id)).toMatchObject({
			status: 'past_due',
			startAt: TRIAL_END,
			endAt: GRACE_END,
		});
		expect(await subscriptionRow(subscriptionId)).toMatchObject({
			status: 'past_due',
			amountPaidMinor: 0,
		});
		expect(await invoicesOf(user.id)).toEqual([]);
		await expect(requireLearningAccess(deps, user.id)).resolves.toEqual({ demoOnly: false });
		// One refusal on record for the period, with the bank's reason, however often it was told.
		expect(await failuresOf(licence.id)).toEqual([
			expect.objectContaining({
				periodStart: TRIAL_END,
				failedAt: at(5, 1),
				declineCode: 'generic_decline',
				amountMinor: 1990,
				recoveredAt: null,
			}),
		]);

		const mails = mailsTo(user.email, FAILED_SUBJECT);
		expect(mails).toHaveLength(1);
		const text = mails[0]?.text ?? '';
		expect(text).toMatch(
			/Hemos intentado cobrar 19,90\s€ por la renovación de tu Plan Profesional/,
		);
		expect(text).toContain('Sigues teniendo acceso a todo hasta el 11 de diciembre de 2026');
		expect(text).toContain(
			`https://campus.test/aula/mis-suscripciones/tarjeta?eid=${String(licence.id)}`,
		);
	});

	it('a new card pays the renewal at once: active for the new period, invoiced and mailed', async () => {
		const { user, licence, subscriptionId } = await trialist();
		clock = at(5, 1);
		await advanceSandboxSubscriptions(deps);

		// Cards that cannot pay now are refused, and nothing changes.
		clock = at(7);
		const token = await tokenOf(user);
		for (const number of [DECLINING_CARD, DECLINES_LATER_CARD]) {
			const refused = await newCard(token, licence.id, number);
			expect(refused.status, refused.text).toBe(402);
			expect(refused.body.result).toBe('payment_failed');
		}
		expect(await licenceOf(licence.id)).toMatchObject({ status: 'past_due', endAt: GRACE_END });
		expect(await invoicesOf(user.id)).toEqual([]);

		const paid = await newCard(token, licence.id, PAYING_CARD);
		expect(paid.status, paid.text).toBe(200);
		const nextEnd = new Date('2026-12-27T10:00:00Z');
		expect(paid.body.data.updateCard).toEqual({
			enrollment_id: licence.id,
			status: 'active',
			end: nextEnd.toISOString(),
		});
		// A second click with a good card charges nothing more.
		expect((await newCard(token, licence.id, PAYING_CARD)).status).toBe(200);
		// The refusal is over: recovered when the card paid.
		expect(await failuresOf(licence.id)).toEqual([
			expect.objectContaining({ periodStart: TRIAL_END, recoveredAt: at(7) }),
		]);

		expect(await licenceOf(licence.id)).toMatchObject({
			status: 'active',
			startAt: TRIAL_END,
			endAt: nextEnd,
		});
		expect(await invoicesOf(user.id)).toEqual([
			expect.objectContaining({
				reason: 'renewal',
				totalMinor: 1990,
				periodStart: TRIAL_END,
				periodEnd: nextEnd,
			}),
		]);
		await runJobs(deps);
		expect(mailsTo(user.email, RENEWED_SUBJECT)).toHaveLength(1);
		// Its payment-failed mail was still queued when the card paid: composed now, it says nothing.
		expect(mailsTo(user.email, FAILED_SUBJECT)).toEqual([]);
		expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'active' });

		// The new card pays the renewals after it.
		clock = new Date(nextEnd.getTime() + HOUR);
		await advanceSandboxSubscriptions(deps);
		expect(await invoicesOf(user.id)).toHaveLength(2);
	});

	it('left unpaid, it is cancelled when the grace ends and the campus closes', async () => {
		const { user, licence, subscriptionId } = await trialist();
		clock = at(5, 1);
		await advanceSandboxSubscriptions(deps);

		clock = at(18, 23);
		await advanceSandboxSubscriptions(deps);
		expect(await licenceOf(licence.id)).toMatchObject({ status: 'past_due' });
		await expect(requireLearningAccess(deps, user.id)).resolves.toBeDefined();

		clock = at(19, 1);
		await advanceSandboxSubscriptions(deps);
		expect(await subscriptionRow(subscriptionId)).toMatchObject({
			status: 'canceled',
			cancelAt: GRACE_END,
		});
		expect(await licenceOf(licence.id)).toMatchObject({ status: 'canceled', cancelAt: GRACE_END });
		await expect(requireLearningAccess(deps, user.id)).rejects.toMatchObject({ result: 'lic_req' });
		const token = await tokenOf(user);
		const listed = await call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} });
		expect(listed.body.data.getSubscriptions.ens[0]).toMatchObject({
			status: 'canceled',
			end: GRACE_END.toISOString(),
		});

		const late = await newCard(token, licence.id, PAYING_CARD);
		expect(late.status).toBe(409);
		expect(late.body.result).toBe('not_payable');
		expect(await invoicesOf(user.id)).toEqual([]);
	});

	it('a purchase charged at once with the card that declines later is declined, nothing charged', async () => {
		clock = SIGN_UP;
		const user = await createUser(handle.db);
		const paid = await payPlan(app, await tokenOf(user), PROFESSIONAL_MONTHLY, {
			card: DECLINES_LATER_CARD,
		});
		expect(paid.status, paid.text).toBe(402);
		expect(
			await handle.db.select().from(enrollments).where(eq(enrollments.userId, user.id)),
		).toEqual([]);
	});

	it('the test clock brings the caller’s own renewal, then the end of its grace, to now', async () => {
		const { user, licence } = await trialist();
		clock = at(1);
		const token = await tokenOf(user);
		const advance = () =>
			call(app, 'POST', '/api/sandbox/advanceClock', { token, body: { eid: licence.id } });

		const failed = await advance();
		expect(failed.status, failed.text).toBe(200);
		expect(failed.body.data.advanceClock).toMatchObject({ status: 'past_due' });
		await runJobs(deps);
		expect(mailsTo(user.email, FAILED_SUBJECT)).toHaveLength(1);
		// The unpaid period starts now: the grace counts from here.
		expect(await licenceOf(licence.id)).toMatchObject({
			status: 'past_due',
			startAt: at(1),
			endAt: at(15),
		});

		const ended = await advance();
		expect(ended.body.data.advanceClock).toMatchObject({
			status: 'canceled',
			end: at(1).toISOString(),
		});
		expect(await licenceOf(licence.id)).toMatchObject({ status: 'canceled' });
		// An ended licence has nothing left to move.
		expect((await advance()).status).toBe(409);
	});

	it('a paying card renews by the test clock, invoiced as the hourly renewal would', async () => {
		const { user, licence } = await trialist(PAYING_CARD);
		clock = at(2);
		const token = await tokenOf(user);
		const renewed = await call(app, 'POST', '/api/sandbox/advanceClock', {
			token,
			body: { eid: licence.id },
		});
		expect(renewed.body.data.advanceClock).toMatchObject({ status: 'active' });
		expect(await invoicesOf(user.id)).toEqual([
			expect.objectContaining({ reason: 'renewal', totalMinor: 1990, periodStart: at(2) }),
		]);
	});

	describe('authorisation matrix of the card page, the portal and the test clock', () => {
		/** Each new call with the body it needs for licence `eid`. */
		async function requests(eid: number) {
			const card = await call(app, 'POST', '/api/sandbox/paymentMethods', {
				body: { number: PAYING_CARD, exp_month: 12, exp_year: 2030, cvc: '123' },
			});
			const spid = card.body.data.paymentMethod.id as string;
			return [
				{ path: '/api/sandbox/updateCard', body: { eid, spid } },
				{ path: '/api/sandbox/advanceClock', body: { eid } },
				{ path: '/api/buy/billingPortal', body: { eid } },
			];
		}

		async function snapshot(licenceId: number, subscriptionId: string) {
			return {
				licence: await licenceOf(licenceId),
				subscription: await subscriptionRow(subscriptionId),
				invoices: await handle.db.select().from(invoices),
			};
		}

		it('logged out 401, another person’s or an unknown licence 404: nothing changes', async () => {
			const owner = await trialist();
			clock = at(5, 1);
			await advanceSandboxSubscriptions(deps);
			const ownerToken = await tokenOf(owner.user);
			const strangerToken = await tokenOf(await createUser(handle.db));
			const before = await snapshot(owner.licence.id, owner.subscriptionId);

			for (const { path, body } of await requests(owner.licence.id)) {
				const anonymous = await call(app, 'POST', path, { body });
				expect(anonymous.status, `${path} logged out`).toBe(401);
				const other = await call(app, 'POST', path, { token: strangerToken, body });
				expect(other.status, `${path} by a stranger`).toBe(404);
				const unknown = await call(app, 'POST', path, {
					token: ownerToken,
					body: { ...body, eid: 999_999 },
				});
				expect(unknown.status, `${path} unknown licence`).toBe(404);
			}
			expect(await snapshot(owner.licence.id, owner.subscriptionId)).toEqual(before);
		});

		it('the sandbox calls are 404 in production, and the portal is Stripe’s only', async () => {
			const owner = await trialist();
			clock = at(5, 1);
			await advanceSandboxSubscriptions(deps);
			const ownerToken = await tokenOf(owner.user);
			const before = await snapshot(owner.licence.id, owner.subscriptionId);
			const production = createApp({
				...deps,
				config: { ...deps.config, environment: 'production' },
			});
			const [update, advance, portal] = await requests(owner.licence.id);
			for (const request of [update, advance]) {
				if (!request) continue;
				const res = await call(production, 'POST', request.path, {
					token: ownerToken,
					body: request.body,
				});
				expect(res.status, request.path).toBe(404);
			}
			const sandboxPortal = await call(app, 'POST', portal?.path ?? '', {
				token: ownerToken,
				body: portal?.body,
			});
			expect(sandboxPortal.status).toBe(404);
			expect(await snapshot(owner.licence.id, owner.subscriptionId)).toEqual(before);
		});

		it('with Stripe, the owner gets a portal session made on their click', async () => {
			const owner = await trialist();
			const ownerToken = await tokenOf(owner.user);
			const opened: { customer: string; returnUrl: string }[] = [];
			const stripeLike: PaymentGateway = {
				...deps.payments,
				name: 'stripe',
				billingPortalUrl: (customer, returnUrl) => {
					opened.push({ customer, returnUrl });
					return Promise.resolve('https://billing.stripe.com/p/session/test_1');
				},
			};
			const stripeApp = createApp({ ...deps, payments: stripeLike });
			const res = await call(stripeApp, 'POST', '/api/buy/billingPortal', {
				token: ownerToken,
				body: { eid: owner.licence.id },
			});
			expect(res.status, res.text).toBe(200);
			expect(res.body.data.billingPortal).toEqual({
				url: 'https://billing.stripe.com/p/session/test_1',
			});
			expect(opened).toEqual([
				{
					customer: expect.stringMatching(/^cus_sbx_/),
					returnUrl: 'https://campus.test/aula/mis-suscripciones',
				},
			]);
			// The card page's sandbox calls do not exist with Stripe.
			const [update] = await requests(owner.licence.id);
			const refused = await call(stripeApp, 'POST', update?.path ?? '', {
				token: ownerToken,
				body: update?.body,
			});
			expect(refused.status).toBe(404);
		});
	});
});
