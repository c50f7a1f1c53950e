/**
 * The purchase calls of spec §7 against the sandbox gateway (ADR 005): cart, coupons, paying,
 * 3-D Secure, the trial, cancellation, webhooks and reconciliation, with the idempotency cases:
 * whatever is repeated or replayed, one subscription, one charge and one licence.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
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
import type { DatabaseHandle } from '../../db/client';
import {
	checkouts,
	coupons,
	enrollments,
	gatewayEvents,
	pharmacyPlanRequests,
	sandboxSubscriptions,
} from '../../db/schema';
import { createLogger } from '../../logger';
import { createSandboxGateway, type SandboxGateway } from '../../payments/sandbox';
import { createMemoryMailer } from '../../services/mail';
import { advanceSandboxSubscriptions, reconcilePurchases } from '../../services/purchase';

const NOW = new Date('2026-11-22T10:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

/** Demo plan offers (src/server/db/seed-data/plans.ts). */
const PROFESSIONAL_MONTHLY = 201; // 19,90 €
const PROFESSIONAL_ANNUAL = 202;
const PROFESSIONAL_TRIAL = 205;
const STUDENT_MONTHLY = 101;
const PHARMACY_M_MONTHLY = 301;

const CARD = {
	pays: '4242 4242 4242 4242',
	declined: '4000 0000 0000 0002',
	authenticates: '4000 0025 0000 3155',
};

describe.each(databaseKinds)('purchase calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let gateway: SandboxGateway;
	let clock: Date;
	const mailer = createMemoryMailer();
	/** The mail sent so far, once the queued mail jobs have run as the worker would run them. */
	const sentMail = async () => {
		await runJobs(deps);
		return mailer.sent;
	};

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		const now = () => clock;
		gateway = createSandboxGateway({ db: handle.db, now, webhookSecret: TEST_WEBHOOK_SECRET });
		deps = createTestDeps(handle.db, { now, mailer, payments: gateway });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(async () => {
		clock = NOW;
		// What an earlier test queued goes now, so each test reads only its own mail.
		await runJobs(deps);
		mailer.sent.length = 0;
	});

	// ---- helpers ------------------------------------------------------------------------------

	async function buyer() {
		const user = await createUser(handle.db);
		const res = await login(app, user.email, user.password);
		return { user, token: res.body.data.token.access_token as string };
	}

	async function cart(planId: number, token?: string) {
		const res = await call(app, 'POST', '/api/buy/setCart', {
			body: { itl: [planId], app: 1 },
			...(token === undefined ? {} : { token }),
		});
		expect(res.status).toBe(200);
		return res.body.data.setCart.scd as string;
	}

	async function card(number: string) {
		const res = await call(app, 'POST', '/api/sandbox/paymentMethods', {
			body: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
		});
		expect(res.status).toBe(200);
		return res.body.data.paymentMethod.id as string;
	}

	function pay(token: string, scd: string, spid: string, cpn?: string) {
		return call(app, 'POST', '/api/buy/paidCart', {
			token,
			body: { scd, spid, ...(cpn === undefined ? {} : { cpn }) },
		});
	}

	function confirmPayment(token: string, scd: string) {
		return call(app, 'POST', '/api/buy/payConfirmation', { token, body: { scd } });
	}

	async function licencesOf(userId: number) {
		return handle.db.select().from(enrollments).where(eq(enrollments.userId, userId));
	}

	async function subscriptionsOf(userId: number) {
		return handle.db
			.select()
			.from(sandboxSubscriptions)
			.where(sql`${sandboxSubscriptions.metadata}->>'userId' = ${String(userId)}`);
	}

	async function listed(token: string) {
		const res = await call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} });
		return res.body.data.getSubscriptions as {
			ens: { enrollment_id: number; status: string; end: string; cancel_at_period_end: boolean }[];
			hasFreeTrial: boolean;
		};
	}

	// ---- cart ---------------------------------------------------------------------------------

	describe('cart', () => {
		it('keeps one licence per cart under a sale code, and gives the cart to the buyer', async () => {
			const scd = await cart(STUDENT_MONTHLY);
			expect(scd).toMatch(/^[0-9a-f]{32}$/);
			const replaced = await call(app, 'POST', '/api/buy/setCart', {
				body: { itl: PROFESSIONAL_MONTHLY, scd, app: 1 },
			});
			expect(replaced.body.data.setCart).toEqual({
				scd,
				itl: [PROFESSIONAL_MONTHLY],
				items: [
					{
						lid: PROFESSIONAL_MONTHLY,
						name: 'Plan Profesional mensual',
						price: 1990,
						currency: 'EUR',
						per: 2,
						demo: false,
					},
				],
				cpn: null,
			});

			const { token } = await buyer();
			const owner = await call(app, 'POST', '/api/buy/setOwnerCart', {
				token,
				body: { scd, app: 1 },
			});
			expect(owner.body).toEqual({ ok: true, data: { setOwnerCart: { scd } } });
			// Now it is theirs: an anonymous visitor and another user no longer find it.
			const { token: other } = await buyer();
			for (const caller of [undefined, other]) {
				const res = await call(app, 'POST', '/api/buy/getCart', {
					body: { scd },
					...(caller === undefined ? {} : { token: caller }),
				});
				expect(res.status).toBe(404);
				expect(res.body.result).toBe('cart_nf');
			}
			const mine = await call(app, 'POST', '/api/buy/getCart', { token, body: { scd } });
			expect(mine.body.data.getCart.itl).toEqual([PROFESSIONAL_MONTHLY]);
		});

		it('refuses more than one licence, unknown plans and malformed bodies', async () => {
			const cases: [unknown, number, string][] = [
				[{ itl: [201, 202], app: 1 }, 400, 'inv_data'],
				[{ itl: [], app: 1 }, 400, 'inv_data'],
				[{ itl: 'x', app: 1 }, 400, 'inv_data'],
				[{ itl: 201 }, 400, 'inv_data'],
				[{ itl: 201, app: 1, scd: '../../etc' }, 400, 'inv_data'],
				[{ itl: 201, app: 1, scd: 'x'.repeat(65) }, 400, 'inv_data'],
				[{ itl: 999_999, app: 1 }, 404, 'p_nf'],
			];
			for (const [body, status, result] of cases) {
				const res = await call(app, 'POST', '/api/buy/setCart', { body });
				expect(res.status, JSON.stringify(body)).toBe(status);
				expect(res.body.result).toBe(result);
			}
			const notJson = await call(app, 'POST', '/api/buy/setCart', { rawBody: '[1]' });
			expect(notJson.body.result).toBe('inv_json');
			const missing = await call(app, 'POST', '/api/buy/getCart', {
				body: { scd: 'a'.repeat(32) },
			});
			expect(missing.status).toBe(404);
		});
	});

	// ---- coupons ------------------------------------------------------------------------------

	describe('coupons', () => {
		it('checks a coupon whatever its case and applies it to the price in the database', async () => {
			const check = await call(app, 'POST', '/api/buy/checkCoupons', {
				body: { cpn: 'bienvenida20' },
			});
			expect(check.body).toEqual({ ok: true, data: { checkCoupons: { percent: 20 } } });
			const apply = await call(app, 'POST', '/api/buy/applyCoupons', {
				body: { cpn: 'BIENVENIDA20', item: PROFESSIONAL_ANNUAL, app: 1 },
			});
			// 12 × 19,90 € − 20 % = 191,04 € a year; the coupon takes 20 % of that.
			expect(apply.body.data.applyCoupons).toEqual({
				amountSubtotal: 19_104,
				amountDiscount: 3821,
				amountTotal: 15_283,
				percentOff: 20,
				everyPayment: false,
			});
		});

		it('says why a coupon cannot be used: unknown, expired, used up, other plan', async () => {
			await handle.db
				.insert(coupons)
				.values({ code: 'AGOTADO', percentOff: 50, maxRedemptions: 1, redemptions: 1 })
				.onConflictDoNothing();
			const cases: [string, number, number, string][] = [
				['NOEXISTE', PROFESSIONAL_MONTHLY, 404, 'cpn_nf'],
				['VERANO2025', PROFESSIONAL_MONTHLY, 410, 'cpn_exp'],
				['AGOTADO', PROFESSIONAL_MONTHLY, 410, 'cpn_used'],
				['FARMACIA10', PROFESSIONAL_MONTHLY, 422, 'cpn_plan'],
			];
			for (const [cpn, item, status, result] of cases) {
				const res = await call(app, 'POST', '/api/buy/applyCoupons', {
					body: { cpn, item, app: 1 },
				});
				expect(res.status, cpn).toBe(status);
				expect(res.body.result, cpn).toBe(result);
				expect(res.body.msg).toMatch(/cupón/);
			}
			const pharmacy = await call(app, 'POST', '/api/buy/applyCoupons', {
				body: { cpn: 'FARMACIA10', item: PHARMACY_M_MONTHLY, app: 1 },
			});
			expect(pharmacy.body.data.applyCoupons.percentOff).toBe(10);
			const bad = await call(app, 'POST', '/api/buy/checkCoupons', { body: { cpn: 'A B<' } });
			expect(bad.status).toBe(400);
		});
	});

	// ---- paying -------------------------------------------------------------------------------

	describe('paidCart and payConfirmation', () => {
		it('charges the price from the database, gives an active licence and lists it', async () => {
			const { user, token } = await buyer();
			const scd = await cart(PROFESSIONAL_MONTHLY, token);
			const res = await pay(token, scd, await card(CARD.pays), 'bienvenida20');
			expect(res.status).toBe(200);
			expect(res.body.data.paidCart).toMatchObject({
				result: 'active',
				client_secret: null,
				currency: 'EUR',
				new_subscription: true,
				transaction_id: expect.stringMatching(/^pi_sbx_/),
				amount_subtotal: 1990,
				amount_discount: 398,
				amount_total: 1592,
			});
			const [subscription] = await subscriptionsOf(user.id);
			expect(subscription?.amountPaidMinor).toBe(1592);
			const { ens, hasFreeTrial } = await listed(token);
			expect(hasFreeTrial).toBe(false);
			expect(ens).toMatchObject([
				{ status: 'active', lid: PROFESSIONAL_MONTHLY, end: '2026-12-22T10:00:00.000Z' },
			]);
			const [used] = await handle.db.select().from(coupons).where(eq(coupons.code, 'BIENVENIDA20'));
			expect(used?.redemptions).toBeGreaterThanOrEqual(1);

			// Confirming again, or paying the same cart again, changes nothing.
			const first = await confirmPayment(token, scd);
			const second = await confirmPayment(token, scd);
			expect(first.body.data.payConfirmation).toEqual(second.body.data.payConfirmation);
			expect(first.body.data.payConfirmation).toMatchObject({ result: 'ok', status: 'active' });
			const again = await pay(token, scd, await card(CARD.pays));
			expect(again.body.data.paidCart).toMatchObject({
				result: 'active',
				new_subscription: false,
				transaction_id: res.body.data.paidCart.transaction_id,
			});
			expect(await licencesOf(user.id)).toHaveLength(1);
			expect(await subscriptionsOf(user.id)).toHaveLength(1);
		});

		it('two paidCart calls at once make one subscription, one charge and one licence', async () => {
			const { user, token } = await buyer();
			const scd = await cart(PROFESSIONAL_MONTHLY, token);
			const spid = await card(CARD.pays);
			const answers = await Promise.all([1, 2, 3].map(() => pay(token, scd, spid)));
			for (const answer of answers) {
				// The call that lost the race either sees the same subscription or is told to wait.
				expect([200, 409]).toContain(answer.status);
				if (answer.status === 409) expect(answer.body.result).toBe('checkout_busy');
			}
			expect(answers.filter((answer) => answer.body.data?.paidCart?.new_subscription)).toHaveLength(
				1,
			);
			const subscriptions = await subscriptionsOf(user.id);
			expect(subscriptions).toHaveLength(1);
			expect(subscriptions[0]?.amountPaidMinor).toBe(1990);
			expect(await licencesOf(user.id)).toHaveLength(1);
			const [live] = await handle.db
				.select({ n: count() })
				.from(checkouts)
				.where(eq(checkouts.userId, user.id));
			expect(live?.n).toBe(1);
		});

		it('a declined card charges nothing, gives nothing, and the cart can be paid with another', async () => {
			const { user, token } = await buyer();
			const scd = await cart(PROFESSIONAL_MONTHLY, token);
			const [before] = await handle.db
				.select()
				.from(coupons)
				.where(eq(coupons.code, 'BIENVENIDA20'));
			const declined = await pay(token, scd, await card(CARD.declined), 'BIENVENIDA20');
			expect(declined.status).toBe(402);
			expect(declined.body).toEqual({
				ok: false,
				result: 'payment_failed',
				msg: 'No se ha podido procesar el pago. Inténtalo más tarde o contacta con soporte.',
			});
			expect(await subscriptionsOf(user.id)).toHaveLength(0);
			expect(await licencesOf(user.id)).toHaveLength(0);
			// The coupon's redemption was given back.
			const [after] = await handle.db
				.select()
				.from(coupons)
				.where(eq(coupons.code, 'BIENVENIDA20'));
			expect(after?.redemptions).toBe(before?.redemptions);

			const retry = await pay(token, scd, await card(CARD.pays));
			expect(retry.body.data.paidCart.result).toBe('active');
			expect(await licencesOf(user.id)).toHaveLength(1);
		});

		it('3-D Secure: nothing is given until the bank step is approved; refused means failed', async () => {
			const { user, token } = await buyer();
			const scd = await cart(PROFESSIONAL_MONTHLY, token);
			const first = await pay(token, scd, await card(CARD.authenticates));
			expect(first.body.data.paidCart).toMatchObject({
				result: 'requires_action',
				client_secret: expect.stringMatching(/^sub_sbx_\w+_secret_\w+$/),
				transaction_id: null,
			});
			const early = await confirmPayment(token, scd);
			expect(early.status).toBe(409);
			expect(early.body.result).toBe('requires_action');
			expect(await licencesOf(user.id)).toHaveLength(0);

			const approved = await call(app, 'POST', '/api/sandbox/confirm', {
				body: { client_secret: first.body.data.paidCart.client_secret, approve: true },
			});
			expect(approved.body.data.confirm.status).toBe('active');
			const confirmed = await confirmPayment(token, scd);
			expect(confirmed.body.data.payConfirmation).toMatchObject({ result: 'ok', status: 'active' });
			expect(await licencesOf(user.id)).toHaveLength(1);

			const other = await buyer();
			const otherCart = await cart(PROFESSIONAL_MONTHLY, other.token);
			const pending = await pay(other.token, otherCart, await card(CARD.authenticates));
			await call(app, 'POST', '/api/sandbox/confirm', {
				body: { client_secret: pending.body.data.paidCart.client_secret, approve: false },
			});
			const refused = await confirmPayment(other.token, otherCart);
			expect(refused.status).toBe(402);
			expect(refused.body.result).toBe('payment_failed');
			expect(await licencesOf(other.user.id)).toHaveLength(0);
		});

		it('will not sell a second plan while one gives access, nor pay carts of others', async () => {
			const { token } = await buyer();
			await pay(token, await cart(PROFESSIONAL_MONTHLY, token), await card(CARD.pays));
			const second = await pay(token, await cart(STUDENT_MONTHLY, token), await card(CARD.pays));
			expect(second.status).toBe(409);
			expect(second.body.result).toBe('plan_active');

			const stranger = await buyer();
			const theirs = await cart(PROFESSIONAL_MONTHLY, stranger.token);
			const res = await pay(token, theirs, await card(CARD.pays));
			expect(res.status).toBe(404);
			expect(res.body.result).toBe('cart_nf');
		});

		it('needs a session and a well-formed body', async () => {
			const scd = await cart(PROFESSIONAL_MONTHLY);
			const anonymous = await call(app, 'POST', '/api/buy/paidCart', {
				body: { scd, spid: 'pm_x' },
			});
			expect(anonymous.status).toBe(401);
			expect(anonymous.body.result).toBe('token_inv');
			const { token } = await buyer();
			for (const body of [{ scd }, { spid: 'pm_x' }, { scd, spid: 'pm x' }, { scd, spid: 42 }]) {
				const res = await call(app, 'POST', '/api/buy/paidCart', { token, body });
				expect(res.status, JSON.stringify(body)).toBe(400);
				expect(res.body.result).toBe('inv_data');
			}
			const unknownCard = await pay(token, scd, 'pm_sbx_desconocido');
			expect(unknownCard.status).toBe(500);
			expect(unknownCard.text).not.toMatch(/at |stack|sandbox/i);
		});
	});

	// ---- trial --------------------------------------------------------------------------------

	describe('free trial', () => {
		it('starts a 5-day trial with a card, charges nothing, and allows one per person ever', async () => {
			const { user, token } = await buyer();
			const used = () => call(app, 'GET', '/api/buy/checkUsedDemo', { token });
			expect((await used()).body).toEqual({ ok: true, data: { checkUsedDemo: false } });

			const scd = await cart(PROFESSIONAL_TRIAL, token);
			const res = await pay(token, scd, await card(CARD.pays));
			expect(res.body.data.paidCart).toMatchObject({ result: 'trialing', transaction_id: null });
			const [subscription] = await subscriptionsOf(user.id);
			expect(subscription?.amountPaidMinor).toBe(0);
			expect(subscription?.trialEnd).toEqual(days(5));
			expect((await listed(token)).ens).toMatchObject([
				{ status: 'trialing', end: days(5).toISOString() },
			]);
			expect((await used()).body.data.checkUsedDemo).toBe(true);

			// Cancelling ends it when the trial ends: no payment ever.
			const [licence] = await licencesOf(user.id);
			const cancel = await call(app, 'POST', '/api/buy/unsubscribe', {
				token,
				body: { eid: licence?.id },
			});
			expect(cancel.body.data.unsubscribe.exd).toBe(days(5).toISOString());

			const second = await pay(token, await cart(PROFESSIONAL_TRIAL, token), await card(CARD.pays));
			expect(second.status).toBe(409);
			expect(second.body).toMatchObject({
				result: 'demo_used',
				msg: 'Ya has disfrutado de la prueba gratuita. Consulta nuestros planes.',
			});
		});
	});

	describe('as time passes (the sandbox renews like Stripe)', () => {
		it('a trial not cancelled becomes paid at its end; a cancelled one just ends', async () => {
			const keeps = await buyer();
			await pay(keeps.token, await cart(PROFESSIONAL_TRIAL, keeps.token), await card(CARD.pays));
			const cancels = await buyer();
			await pay(
				cancels.token,
				await cart(PROFESSIONAL_TRIAL, cancels.token),
				await card(CARD.pays),
			);
			const [cancelled] = await licencesOf(cancels.user.id);
			await call(app, 'POST', '/api/buy/unsubscribe', {
				token: cancels.token,
				body: { eid: cancelled?.id },
			});

			clock = days(4);
			await advanceSandboxSubscriptions(deps);
			expect((await licencesOf(keeps.user.id))[0]?.status).toBe('trialing');

			clock = new Date(days(5).getTime() + 1000);
			expect(await advanceSandboxSubscriptions(deps)).toBeGreaterThanOrEqual(2);
			const [converted] = await licencesOf(keeps.user.id);
			expect(converted).toMatchObject({
				status: 'active',
				startAt: days(5),
				endAt: new Date('2026-12-27T10:00:00Z'),
			});
			const [subscription] = await subscriptionsOf(keeps.user.id);
			expect(subscription?.amountPaidMinor).toBe(1990);
			expect((await licencesOf(cancels.user.id))[0]?.status).toBe('canceled');
			const [notCharged] = await subscriptionsOf(cancels.user.id);
			expect(notCharged?.amountPaidMinor).toBe(0);

			// Nothing more is due until the next period ends.
			expect(await advanceSandboxSubscriptions(deps)).toBe(0);
		});
	});

	// ---- cancelling ---------------------------------------------------------------------------

	describe('unsubscribe', () => {
		async function activeLicence() {
			const { user, token } = await buyer();
			await pay(token, await cart(PROFESSIONAL_MONTHLY, token), await card(CARD.pays));
			const [licence] = await licencesOf(user.id);
			return { user, token, eid: licence?.id ?? 0 };
		}

		const unsubscribe = (token: string, eid: number) =>
			call(app, 'POST', '/api/buy/unsubscribe', { token, body: { eid } });

		/** Weeks later: the access token of the purchase has long expired, so log in again. */
		async function later(dayCount: number, user: { email: string; password: string }) {
			clock = days(dayCount);
			return (await login(app, user.email, user.password)).body.data.token.access_token as string;
		}

		it('7 or more days before the next payment: it ends with the period, nothing more charged', async () => {
			const { user, eid } = await activeLicence();
			// The period ends on day 30: 7 days' notice.
			const token = await later(23, user);
			const res = await unsubscribe(token, eid);
			expect(res.body).toEqual({
				ok: true,
				data: { unsubscribe: { exd: '2026-12-22T10:00:00.000Z' } },
			});
			expect((await listed(token)).ens[0]).toMatchObject({
				cancel_at_period_end: true,
				end: '2026-12-22T10:00:00.000Z',
			});
			const [subscription] = await handle.db
				.select()
				.from(sandboxSubscriptions)
				.where(eq(sandboxSubscriptions.cancelAt, new Date('2026-12-22T10:00:00.000Z')));
			expect(subscription).toBeDefined();
			// Again: the same date.
			expect((await unsubscribe(token, eid)).body.data.unsubscribe.exd).toBe(
				'2026-12-22T10:00:00.000Z',
			);
		});

		it('closer than 7 days: the next payment is due and access lasts one more period', async () => {
			const { user, eid } = await activeLicence();
			const token = await later(25, user);
			const res = await unsubscribe(token, eid);
			expect(res.body.data.unsubscribe.exd).toBe('2027-01-22T10:00:00.000Z');
		});

		it("refuses another person's licence and unknown ids without changing anything", async () => {
			const { eid } = await activeLicence();
			const intruder = await buyer();
			for (const id of [eid, 999_999]) {
				const res = await unsubscribe(intruder.token, id);
				expect(res.status).toBe(404);
				expect(res.body.result).toBe('en_nf');
			}
			const [licence] = await handle.db.select().from(enrollments).where(eq(enrollments.id, eid));
			expect(licence?.cancelAt).toBeNull();
			const bad = await call(app, 'POST', '/api/buy/unsubscribe', {
				token: intruder.token,
				body: { eid: 'uno' },
			});
			expect(bad.status).toBe(400);
		});
	});

	// ---- webhooks and reconciliation ----------------------------------------------------------

	describe('webhooks and reconciliation', () => {
		function webhook(event: unknown, signature?: string) {
			const rawBody = JSON.stringify(event);
			return call(app, 'POST', '/api/buy/webhook', {
				rawBody,
				headers: {
					'stripe-signature': signature ?? gateway.signWebhook(rawBody),
					// Stripe sends no client key.
					pcek: '',
				},
			});
		}

		it('handles a signed event once; a replay changes nothing; a bad signature is refused', async () => {
			const { user, token } = await buyer();
			await pay(token, await cart(PROFESSIONAL_MONTHLY, token), await card(CARD.pays));
			const [subscription] = await subscriptionsOf(user.id);
			await gateway.cancelSubscriptionAt(subscription!.id, new Date('2026-12-22T10:00:00Z'));
			const event = {
				id: `evt_${user.id}`,
				type: 'customer.subscription.updated',
				data: { object: { id: subscription?.id } },
			};
			const first = await webhook(event);
			expect(first.body).toEqual({ ok: true, data: { webhook: 'handled' } });
			expect((await listed(token)).ens[0]?.cancel_at_period_end).toBe(true);
			const replay = await webhook(event);
			expect(replay.body.data.webhook).toBe('duplicate');
			const [recorded] = await handle.db
				.select({ n: count() })
				.from(gatewayEvents)
				.where(eq(gatewayEvents.id, event.id));
			expect(recorded?.n).toBe(1);

			for (const signature of ['t=1,v1=00', '', 'v1=abc']) {
				const res = await webhook({ ...event, id: 'evt_forged' }, signature);
				expect(res.status).toBe(400);
				expect(res.body.result).toBe('sig_inv');
			}
			const stale = gateway.signWebhook(JSON.stringify(event), days(-1));
			expect((await webhook(event, stale)).status).toBe(400);
		});

		it('an event about an object the campus does not know is acknowledged and logged, never 5xx', async () => {
			const lines: string[] = [];
			const logged = createApp({
				...deps,
				logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
			});
			// A subscription the gateway has but no checkout of ours (made in the dashboard, say).
			const stranger = await gateway.createSubscription({
				idempotencyKey: `outside-${Date.now()}`,
				customerId: 'cus_sbx_outside',
				paymentMethodId: await card(CARD.pays),
				price: { amountMinor: 990, currency: 'EUR', period: 2, gatewayPriceId: '', name: 'Fuera' },
				trialDays: 0,
				coupon: null,
				metadata: { origin: 'dashboard' },
			});
			const events = [
				{ type: 'customer.subscription.updated', data: { object: { id: 'sub_sbx_unknown' } } },
				{ type: 'customer.subscription.deleted', data: { object: { id: 'sub_sbx_unknown' } } },
				{ type: 'invoice.paid', data: { object: { id: 'in_x', subscription: 'sub_sbx_gone' } } },
				{ type: 'invoice.payment_failed', data: { object: { id: 'in_y' } } },
				{ type: 'customer.updated', data: { object: { id: 'cus_unknown' } } },
				{ type: 'invoice.paid', data: { object: { id: 'in_z', subscription: stranger.id } } },
			].map((event, index) => ({ id: `evt_unknown_${kind}_${index}`, ...event }));
			const tables = async () => ({
				checkouts: await handle.db.select({ n: count() }).from(checkouts),
				enrollments: await handle.db.select({ n: count() }).from(enrollments),
				subscriptions: await handle.db.select().from(sandboxSubscriptions),
			});
			const before = await tables();
			for (const event of events) {
				const rawBody = JSON.stringify(event);
				const send = () =>
					call(logged, 'POST', '/api/buy/webhook', {
						rawBody,
						headers: { 'stripe-signature': gateway.signWebhook(rawBody), pcek: '' },
					});
				const first = await send();
				expect(first.status, event.type).toBe(200);
				expect(first.body).toEqual({ ok: true, data: { webhook: 'ignored' } });
				// Stripe's retry of it is a replay, answered 2xx too.
				const retry = await send();
				expect(retry.status).toBe(200);
				expect(retry.body.data.webhook).toBe('duplicate');
			}
			expect(await tables()).toEqual(before);
			const ignored = lines
				.map((line) => JSON.parse(line) as Record<string, unknown>)
				.filter((entry) => String(entry['msg']).startsWith('webhook ignored'));
			expect(ignored.map((entry) => entry['event'])).toEqual(events.map((event) => event.id));
			expect(ignored[0]).toMatchObject({
				msg: 'webhook ignored: a subscription the gateway does not know',
				subscription: 'sub_sbx_unknown',
			});
			expect(ignored[5]).toMatchObject({ metadata: { origin: 'dashboard' } });
		});

		it('a paid subscription of a checkout given up as failed gives no licence, and is logged as an error', async () => {
			const lines: string[] = [];
			const logged = createApp({
				...deps,
				logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
			});
			const { user, token } = await buyer();
			const scd = await cart(PROFESSIONAL_MONTHLY, token);
			const pending = await pay(token, scd, await card(CARD.authenticates));
			const [checkout] = await handle.db
				.select()
				.from(checkouts)
				.where(eq(checkouts.userId, user.id));
			// Given up (say another plan was bought since), then the bank approves it anyway.
			await handle.db
				.update(checkouts)
				.set({ status: 'failed' })
				.where(eq(checkouts.id, checkout!.id));
			await gateway.confirmAuthentication(pending.body.data.paidCart.client_secret, true);
			const rawBody = JSON.stringify({
				id: `evt_failed_paid_${kind}`,
				type: 'invoice.paid',
				data: { object: { subscription: checkout?.gatewaySubscriptionId } },
			});
			const res = await call(logged, 'POST', '/api/buy/webhook', {
				rawBody,
				headers: { 'stripe-signature': gateway.signWebhook(rawBody), pcek: '' },
			});
			expect(res.body).toEqual({ ok: true, data: { webhook: 'handled' } });
			expect(await licencesOf(user.id)).toHaveLength(0);
			const errors = lines
				.map((line) => JSON.parse(line) as Record<string, unknown>)
				.filter((entry) => entry['level'] === 50);
			expect(errors).toMatchObject([{ checkout: checkout?.id, event: `evt_failed_paid_${kind}` }]);
		});

		it('a crash between payment and licence: the payment is kept, the buyer told, reconciliation completes it once', async () => {
			const { user, token } = await buyer();
			const scd = await cart(PROFESSIONAL_MONTHLY, token);
			// The licence write fails (a stand-in for the process dying or the database refusing).
			await handle.db.execute(sql`
				create or replace function refuse_enrollment() returns trigger language plpgsql as $$
				begin raise exception 'disk full'; end $$`);
			await handle.db.execute(sql`
				create trigger refuse_enrollment before insert on enrollments
				for each row execute function refuse_enrollment()`);
			try {
				const res = await pay(token, scd, await card(CARD.pays));
				expect(res.status).toBe(500);
				expect(res.body).toEqual({
					ok: false,
					result: 'enrol_failed',
					msg: 'La compra se ha realizado, pero no hemos podido asignarte el curso. Escríbenos a soporte y lo resolvemos.',
				});
			} finally {
				await handle.db.execute(sql`drop trigger refuse_enrollment on enrollments`);
			}
			const [checkout] = await handle.db
				.select()
				.from(checkouts)
				.where(eq(checkouts.userId, user.id));
			expect(checkout?.status).toBe('paid');
			expect(checkout?.transactionId).toMatch(/^pi_sbx_/);
			expect(await licencesOf(user.id)).toHaveLength(0);

			expect(await reconcilePurchases(deps)).toBeGreaterThanOrEqual(1);
			expect(await reconcilePurchases(deps)).toBe(0);
			expect(await licencesOf(user.id)).toMatchObject([
				{ status: 'active', checkoutId: checkout?.id },
			]);
			expect(await subscriptionsOf(user.id)).toHaveLength(1);
		});
	});

	// ---- pharmacy plans -----------------------------------------------------------------------

	describe('pharmacyPlanRequest', () => {
		const request = {
			ftyp: 1,
			fnm: 'Marta',
			lnm: 'Gil Soler',
			ph: '612 345 678',
			email: 'Marta@Farmacia.es',
			lid: PHARMACY_M_MONTHLY,
			wn: true,
			pnm: 'Farmacia del Puerto',
		};

		it('stores the request and mails it to the sales inbox', async () => {
			const res = await call(app, 'POST', '/api/buy/pharmacyPlanRequest', { body: request });
			expect(res.body).toEqual({ ok: true, data: { pharmacyPlanRequest: 'ok' } });
			const [row] = await handle.db
				.select()
				.from(pharmacyPlanRequests)
				.where(eq(pharmacyPlanRequests.email, 'marta@farmacia.es'));
			expect(row).toMatchObject({ phone: '612345678', pharmacyName: 'Farmacia del Puerto' });
			expect(await sentMail()).toHaveLength(1);
			expect(mailer.sent[0]).toMatchObject({ to: 'ventas@campus.test' });
			expect(mailer.sent[0]?.text).toContain('612345678');
		});

		it('refuses a plan that is not for pharmacies and malformed fields', async () => {
			const student = await call(app, 'POST', '/api/buy/pharmacyPlanRequest', {
				body: { ...request, lid: STUDENT_MONTHLY },
			});
			expect(student.status).toBe(422);
			for (const body of [
				{ ...request, ph: '12345' },
				{ ...request, fnm: 'M4rta' },
				{ ...request, ftyp: 9 },
				{ ...request, email: 'no-es-un-email' },
			]) {
				const res = await call(app, 'POST', '/api/buy/pharmacyPlanRequest', { body });
				expect(res.status, JSON.stringify(body)).toBe(400);
			}
			expect(await sentMail()).toHaveLength(0);
		});
	});

	// ---- sandbox card form --------------------------------------------------------------------

	it('sandbox card form: refuses a wrong number, a past expiry and a bad CVC', async () => {
		const cases: [Record<string, unknown>, string][] = [
			[{ number: '4242 4242 4242 4241', exp_month: 12, exp_year: 2030, cvc: '123' }, 'card_number'],
			[{ number: '4242424242424242', exp_month: 10, exp_year: 2026, cvc: '123' }, 'card_expiry'],
			[{ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '1x' }, 'card_cvc'],
		];
		for (const [body, result] of cases) {
			const res = await call(app, 'POST', '/api/sandbox/paymentMethods', { body });
			expect(res.status).toBe(422);
			expect(res.body.result).toBe(result);
		}
	});
});
