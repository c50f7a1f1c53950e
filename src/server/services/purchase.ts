/**
 * The purchase rules (spec §1, §4, §9; ADR 005): cart, coupons, paying a cart, the free trial,
 * giving access once the gateway confirms the payment, cancelling, webhooks and reconciliation.
 *
 * Money: prices come from the plans table and coupons from the coupons table, never from the
 * request; amounts are integers in minor units. Access: a licence is created only after the
 * gateway says the subscription is paid or trialing (read back from it, or in a signed webhook),
 * once per checkout (a unique index), so double clicks, retries and replayed webhooks never give
 * two licences, and the gateway's idempotency key (`checkout-<id>`) never lets them charge twice.
 */
import { randomBytes } from 'node:crypto';
import { t } from '../../i18n';
import { LICENCE_TYPE, TRIAL_DAYS } from '../../lib/schemas/plans';
import type {
	PaidCartPayload,
	PharmacyPlanRequestPayload,
	SetCartPayload,
} from '../../lib/schemas/purchase';
import type { AppDeps, AuthUser } from '../context';
import * as queries from '../db/queries/purchase';
import type { CheckoutRow, CouponRow, PlanRow } from '../db/queries/purchase';
import { AppError } from '../errors';
import { isSandboxGateway } from '../payments';
import {
	addPeriod,
	CardDeclined,
	GatewayNotFound,
	type GatewaySubscription,
} from '../payments/gateway';
import { addressSubject, consume, RATE_LIMITS, tooMany, waitText } from './auth/rate-limit';
import { escapeHtml } from './mail';
import { forgetAccess } from './access-cache';
import { requireTeamFits } from './pharmacy-team';

export type PurchaseDeps = Pick<
	AppDeps,
	'db' | 'config' | 'logger' | 'now' | 'payments' | 'mailer' | 'accessCache'
>;

/** Cancelling at least this long before the next payment avoids it (spec §1, §9; FAQ). */
export const CANCEL_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

// ---- Errors ---------------------------------------------------------------------------------

const cartNotFound = () => new AppError('cart_nf', 404, t('purchase_api.cart_nf'));
const planNotFound = (id: number) => new AppError('p_nf', 404, t('errors.plan_not_found', { id }));

// ---- Cart -----------------------------------------------------------------------------------

/** `data.setCart` / `data.getCart`: the cart as the browser keeps it (spec §3 "Cart record"). */
export interface CartView {
	scd: string;
	/** The one licence (plan offer) in the cart. */
	itl: number[];
	items: CartItem[];
	/** The coupon applied to the cart, upper-case, or null. */
	cpn: string | null;
}

export interface CartItem {
	lid: number;
	name: string;
	/** Price per period, minor units. */
	price: number;
	currency: string;
	/** 1 annual, 2 monthly. */
	per: number;
	/** The free-trial offer of the plan. */
	demo: boolean;
}

function cartItem(plan: PlanRow): CartItem {
	return {
		lid: plan.id,
		name: plan.name,
		price: plan.priceMinor,
		currency: plan.currency,
		per: plan.period,
		demo: plan.trial,
	};
}

/**
 * `POST /buy/setCart`: puts the plan offer in the cart named by `scd` (replacing what was there:
 * one licence per cart), or in a new cart with a new sale code. A logged-in caller owns the cart.
 */
export async function setCart(
	deps: PurchaseDeps,
	payload: SetCartPayload,
	userId: number | null,
): Promise<CartView> {
	const plan = await queries.findActivePlan(deps.db, payload.itl);
	if (!plan) throw planNotFound(payload.itl);
	const existing = payload.scd ? await queries.findCart(deps.db, payload.scd) : undefined;
	if (existing && existing.userId !== null && existing.userId !== userId) {
		// Someone else's cart: never change it; start a new one for this caller.
		return viewOf(await newCart(deps, plan.id, payload.app, userId), plan);
	}
	const cart = existing
		? await queries.updateCart(
				deps.db,
				existing.id,
				{ planId: plan.id, app: payload.app, userId: userId ?? existing.userId },
				deps.now(),
			)
		: await newCart(deps, plan.id, payload.app, userId);
	return viewOf(cart, plan);
}

function newCart(deps: PurchaseDeps, planId: number, app: number, userId: number | null) {
	return queries.insertCart(deps.db, {
		saleCode: randomBytes(16).toString('hex'),
		planId,
		app,
		userId,
	});
}

function viewOf(cart: { saleCode: string; couponCode: string | null }, plan: PlanRow | undefined) {
	return {
		scd: cart.saleCode,
		itl: plan ? [plan.id] : [],
		items: plan ? [cartItem(plan)] : [],
		cpn: cart.couponCode,
	};
}

/** `POST /buy/getCart`: a cart another person owns is not found for the caller. */
export async function getCart(
	deps: PurchaseDeps,
	saleCode: string,
	userId: number | null,
): Promise<CartView> {
	const cart = await queries.findCart(deps.db, saleCode);
	if (!cart || (cart.userId !== null && cart.userId !== userId)) throw cartNotFound();
	const plan =
		cart.planId === null ? undefined : await queries.findActivePlan(deps.db, cart.planId);
	return viewOf(cart, plan);
}

/** `POST /buy/setOwnerCart`: at login or sign-up the anonymous cart becomes the user's. */
export async function setOwnerCart(
	deps: PurchaseDeps,
	saleCode: string,
	userId: number,
): Promise<{ scd: string }> {
	const cart = await queries.findCart(deps.db, saleCode);
	if (!cart || (cart.userId !== null && cart.userId !== userId)) throw cartNotFound();
	if (cart.userId === null) await queries.updateCart(deps.db, cart.id, { userId }, deps.now());
	return { scd: cart.saleCode };
}

// ---- Coupons --------------------------------------------------------------------------------

/** `data.applyCoupons` (spec §3 "Coupon application result"), minor units. */
export interface CouponApplication {
	amountSubtotal: number;
	amountTotal: number;
	amountDiscount: number;
	percentOff: number;
}

/** The coupon if it can be used now (for `plan` when given); otherwise the reason, as an error. */
async function usableCoupon(deps: PurchaseDeps, code: string, plan?: PlanRow): Promise<CouponRow> {
	const coupon = await queries.findCoupon(deps.db, code);
	if (!coupon) throw new AppError('cpn_nf', 404, t('purchase_api.coupon_nf'));
	if (coupon.expiresAt !== null && coupon.expiresAt <= deps.now()) {
		throw new AppError('cpn_exp', 410, t('purchase_api.coupon_expired'));
	}
	if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
		throw new AppError('cpn_used', 410, t('purchase_api.coupon_used_up'));
	}
	if (plan && coupon.licenceType !== null && coupon.licenceType !== plan.licenceType) {
		throw new AppError('cpn_plan', 422, t('purchase_api.coupon_other_plan'));
	}
	return coupon;
}

/** `POST /buy/checkCoupons`: the percent a coupon takes off, if it can be used. */
export async function checkCoupon(deps: PurchaseDeps, code: string): Promise<{ percent: number }> {
	const coupon = await usableCoupon(deps, code);
	return { percent: coupon.percentOff };
}

/** The amounts of a plan's first payment with an optional percent off. */
export function priceWithCoupon(priceMinor: number, percentOff: number): CouponApplication {
	const amountDiscount = Math.round((priceMinor * percentOff) / 100);
	return {
		amountSubtotal: priceMinor,
		amountDiscount,
		amountTotal: priceMinor - amountDiscount,
		percentOff,
	};
}

/** `POST /buy/applyCoupons`: what the coupon does to the plan offer's price. */
export async function applyCoupon(
	deps: PurchaseDeps,
	code: string,
	planId: number,
): Promise<CouponApplication> {
	const plan = await queries.findActivePlan(deps.db, planId);
	if (!plan) throw planNotFound(planId);
	const coupon = await usableCoupon(deps, code, plan);
	return priceWithCoupon(plan.priceMinor, coupon.percentOff);
}

// ---- Paying a cart --------------------------------------------------------------------------

/**
 * `data.paidCart` (spec §7): the checkout's state. `result` is `active` (paid: access given),
 * `trialing` (trial started: access given) or `requires_action` (confirm `client_secret` with
 * the bank, then call payConfirmation). `new_subscription` is false for a repeated call.
 */
export interface PaidCartResult {
	client_secret: string | null;
	currency: string;
	items: CartItem[];
	transaction_id: string | null;
	new_subscription: boolean;
	result: 'active' | 'trialing' | 'requires_action';
	amount_subtotal: number;
	amount_discount: number;
	amount_total: number;
}

/**
 * How long a checkout may wait for the bank's step (3-D Secure) before it counts as abandoned:
 * Stripe's own window for a subscription's first invoice, after which it expires the subscription.
 */
export const BANK_STEP_WINDOW_MS = 23 * 3_600_000;

/**
 * A checkout that never heard back from the gateway after this long was left by a call that died
 * (the Stripe SDK gives up, retries included, within about four minutes).
 */
export const GATEWAY_CALL_ABANDONED_MS = 15 * 60_000;

/**
 * `POST /buy/paidCart`: subscribes the caller to the cart's plan offer with the card form's
 * payment method. A trial offer needs the trial unused; nobody buys a second plan while one gives
 * access or another purchase of theirs is under way (waiting for the gateway or for 3-D Secure).
 * That check and the write of the checkout happen under a lock on the person, before the gateway
 * is called, so purchases at once by one person start one checkout. A second call for the same
 * cart (double click, retry after a timeout, two tabs) finds the first checkout and answers its
 * state without charging again.
 */
export async function paidCart(
	deps: PurchaseDeps,
	user: AuthUser,
	payload: PaidCartPayload,
): Promise<PaidCartResult> {
	const cart = await queries.findCart(deps.db, payload.scd);
	if (!cart || (cart.userId !== null && cart.userId !== user.id)) throw cartNotFound();
	if (cart.planId === null) throw new AppError('cart_empty', 422, t('purchase_api.cart_empty'));
	const plan = await queries.findActivePlan(deps.db, cart.planId);
	if (!plan) throw planNotFound(cart.planId);

	await settleOpenCheckouts(deps, user.id);
	const live = await queries.findLiveCheckout(deps.db, cart.id);
	if (live) return answerForExisting(deps, live, plan);

	// Answered before the team and coupon checks, as they would be under the lock below.
	try {
		await requireNoOtherPlan(deps.db, deps.now(), user.id, plan);
	} catch (error) {
		// The "other plan" may be this very cart, started by a call of the same purchase since
		// the look above: answer with its state, as the lock below would.
		const started = await queries.findLiveCheckout(deps.db, cart.id);
		if (started) return answerForExisting(deps, started, plan);
		throw error;
	}
	// A pharmacy plan must seat the buyer's team as it is (issue #7): refused before any charge.
	await requireTeamFits(deps, user.id, plan);
	const couponCode = payload.cpn ?? cart.couponCode ?? null;
	const coupon = couponCode === null ? null : await usableCoupon(deps, couponCode, plan);
	const amounts = priceWithCoupon(plan.priceMinor, coupon?.percentOff ?? 0);

	const started = await startCheckout(deps, { cartId: cart.id, user, plan, coupon, amounts });
	if (started.existing) {
		// Another call for this cart started a checkout a moment ago: answer with its state.
		return answerForExisting(deps, started.checkout, plan);
	}
	const { checkout } = started;
	if (cart.userId === null) {
		await queries.updateCart(deps.db, cart.id, { userId: user.id }, deps.now());
	}

	let subscription: GatewaySubscription;
	try {
		const customerId = await gatewayCustomer(deps, user.id);
		subscription = await deps.payments.createSubscription({
			idempotencyKey: `checkout-${checkout.id}`,
			customerId,
			paymentMethodId: payload.spid,
			price: {
				amountMinor: plan.priceMinor,
				currency: plan.currency,
				period: plan.period === 1 ? 1 : 2,
				gatewayPriceId: plan.stripePriceId,
				name: plan.name,
			},
			trialDays: plan.trial ? TRIAL_DAYS : 0,
			coupon: coupon ? { code: coupon.code, percentOff: coupon.percentOff } : null,
			metadata: {
				checkoutId: String(checkout.id),
				userId: String(user.id),
				planId: String(plan.id),
			},
		});
	} catch (error) {
		await failCheckout(deps, checkout);
		if (error instanceof CardDeclined) {
			deps.logger.info({ checkout: checkout.id, decline: error.declineCode }, 'card declined');
			throw new AppError('payment_failed', 402, t('errors.payment_failed'));
		}
		throw error;
	}
	return answerFor(deps, checkout, subscription, plan, true);
}

/**
 * Refuses a purchase or trial that would give the person a second plan: the trial once used, a
 * licence giving access, or another purchase still under way (a checkout waiting for the gateway
 * or the bank, or paid and waiting for its licence).
 */
async function requireNoOtherPlan(
	db: PurchaseDeps['db'],
	now: Date,
	userId: number,
	plan: PlanRow,
): Promise<void> {
	if (plan.trial && (await queries.hasUsedTrial(db, userId))) {
		throw new AppError('demo_used', 409, t('errors.trial_used'));
	}
	if (await queries.hasAccessLicence(db, userId, now)) {
		throw new AppError('plan_active', 409, t('purchase_api.plan_active'));
	}
	if (await queries.hasUnfinishedCheckout(db, userId)) {
		throw new AppError('plan_pending', 409, t('purchase_api.plan_pending'));
	}
}

/**
 * Brings the person's purchases still under way in line with the gateway before a new one is
 * judged, so a checkout counts as a plan only while it can still be paid: one the bank approved
 * gets its licence, one declined or expired is failed, and one abandoned is ended (ADR 005
 * "One plan per person"): still at the bank's step after `BANK_STEP_WINDOW_MS` (its subscription
 * is cancelled at the gateway, so it can no longer be confirmed), or never answered by the
 * gateway after `GATEWAY_CALL_ABANDONED_MS`.
 */
async function settleOpenCheckouts(deps: PurchaseDeps, userId: number): Promise<void> {
	const now = deps.now().getTime();
	for (const checkout of await queries.listOpenCheckouts(deps.db, userId)) {
		const waitedMs = now - checkout.updatedAt.getTime();
		if (checkout.gatewaySubscriptionId === null) {
			if (waitedMs >= GATEWAY_CALL_ABANDONED_MS) {
				deps.logger.warn(
					{ checkout: checkout.id },
					'checkout never answered by the gateway: failed, so it stops counting as a plan',
				);
				await failCheckout(deps, checkout);
			}
			continue;
		}
		let subscription: GatewaySubscription;
		try {
			subscription = await deps.payments.retrieveSubscription(checkout.gatewaySubscriptionId);
			if (subscription.status === 'requires_action' && waitedMs >= BANK_STEP_WINDOW_MS) {
				subscription = await deps.payments.cancelSubscription(subscription.id);
				deps.logger.info(
					{ checkout: checkout.id, subscription: subscription.id },
					'checkout abandoned at the bank step: subscription cancelled, checkout failed',
				);
			}
		} catch (error) {
			if (!(error instanceof GatewayNotFound)) throw error;
			deps.logger.warn({ checkout: checkout.id }, 'checkout whose subscription the gateway lost');
			await failCheckout(deps, checkout);
			continue;
		}
		if (subscription.status === 'active' || subscription.status === 'trialing') {
			await activateCheckout(deps, checkout, subscription);
		} else if (subscription.status !== 'requires_action') {
			await failCheckout(deps, checkout);
		}
	}
}

interface CheckoutStart {
	cartId: number;
	user: AuthUser;
	plan: PlanRow;
	coupon: CouponRow | null;
	amounts: CouponApplication;
}

/**
 * Creates the cart's checkout and takes the coupon's redemption, in one transaction that holds
 * the lock on the person: the one-plan rules are checked again under it, so of several purchases
 * at once only the first starts a checkout. Answers the cart's checkout another call started
 * first as `existing`.
 */
async function startCheckout(
	deps: PurchaseDeps,
	{ cartId, user, plan, coupon, amounts }: CheckoutStart,
): Promise<{ existing: boolean; checkout: CheckoutRow }> {
	const now = deps.now();
	return deps.db.transaction(async (tx) => {
		if (!(await queries.lockPurchaser(tx, user.id))) {
			throw new AppError('token_inv', 401, t('auth_api.token_inv'));
		}
		const live = await queries.findLiveCheckout(tx, cartId);
		if (live) return { existing: true, checkout: live };
		await requireNoOtherPlan(tx, now, user.id, plan);
		const row = await queries.insertCheckout(tx, {
			cartId,
			userId: user.id,
			planId: plan.id,
			couponCode: coupon?.code ?? null,
			trial: plan.trial,
			amountSubtotalMinor: amounts.amountSubtotal,
			amountDiscountMinor: amounts.amountDiscount,
			amountTotalMinor: amounts.amountTotal,
			currency: plan.currency,
			gateway: deps.payments.name,
			status: 'pending',
			// The service's clock, as every later update uses: abandonment is judged on it.
			createdAt: now,
			updatedAt: now,
		});
		if (!row) {
			// An anonymous cart paid by someone else at the same instant (a different lock): theirs.
			throw new AppError('checkout_busy', 409, t('purchase_api.checkout_busy'));
		}
		if (coupon && !(await queries.reserveCouponRedemption(tx, coupon.code))) {
			// Rolls the checkout back with it: the last redemption went to someone else.
			throw new AppError('cpn_used', 410, t('purchase_api.coupon_used_up'));
		}
		return { existing: false, checkout: row };
	});
}

/**
 * A checkout that will not be paid (declined, refused at the bank, abandoned) is failed, and its
 * coupon redemption given back once; the cart may be paid again. A paid checkout stays paid.
 */
async function failCheckout(deps: PurchaseDeps, checkout: CheckoutRow): Promise<void> {
	const failed = await queries.failOpenCheckout(deps.db, checkout.id, deps.now());
	if (failed && checkout.couponCode !== null) {
		await queries.releaseCouponRedemption(deps.db, checkout.couponCode);
	}
}

async function gatewayCustomer(deps: PurchaseDeps, userId: number): Promise<string> {
	const purchaser = await queries.findPurchaser(deps.db, userId);
	if (!purchaser) throw new AppError('token_inv', 401, t('auth_api.token_inv'));
	if (purchaser.gatewayCustomerId) return purchaser.gatewayCustomerId;
	const id = await deps.payments.ensureCustomer({
		userId,
		email: purchaser.email,
		name: `${purchaser.name} ${purchaser.lastName}`.trim(),
	});
	await queries.setGatewayCustomer(deps.db, userId, id);
	return id;
}

/** A repeated paidCart: the existing checkout's state, read again from the gateway. */
async function answerForExisting(
	deps: PurchaseDeps,
	checkout: CheckoutRow,
	plan: PlanRow,
): Promise<PaidCartResult> {
	if (checkout.gatewaySubscriptionId === null) {
		// The first call is still talking to the gateway; the browser retries in a moment.
		throw new AppError('checkout_busy', 409, t('purchase_api.checkout_busy'));
	}
	const subscription = await deps.payments.retrieveSubscription(checkout.gatewaySubscriptionId);
	return answerFor(deps, checkout, subscription, plan, false);
}

/** Records what the gateway said and, when it is paid or trialing, gives access. */
async function answerFor(
	deps: PurchaseDeps,
	checkout: CheckoutRow,
	subscription: GatewaySubscription,
	plan: PlanRow,
	created: boolean,
): Promise<PaidCartResult> {
	const base = {
		currency: checkout.currency,
		items: [cartItem(plan)],
		new_subscription: created,
		amount_subtotal: checkout.amountSubtotalMinor,
		amount_discount: checkout.amountDiscountMinor,
		amount_total: checkout.amountTotalMinor,
	};
	switch (subscription.status) {
		case 'active':
		case 'trialing':
			await activateCheckout(deps, checkout, subscription);
			return {
				...base,
				client_secret: null,
				transaction_id: subscription.transactionId,
				result: subscription.status,
			};
		case 'requires_action':
			await queries.updateCheckout(
				deps.db,
				checkout.id,
				{ status: 'requires_action', gatewaySubscriptionId: subscription.id },
				deps.now(),
			);
			return {
				...base,
				client_secret: subscription.clientSecret,
				transaction_id: null,
				result: 'requires_action',
			};
		default:
			await queries.updateCheckout(
				deps.db,
				checkout.id,
				{ gatewaySubscriptionId: subscription.id },
				deps.now(),
			);
			await failCheckout(deps, checkout);
			throw new AppError('payment_failed', 402, t('errors.payment_failed'));
	}
}

/** `data.payConfirmation`: the licence the payment gave. */
export interface PayConfirmation {
	result: 'ok';
	status: 'active' | 'trialing';
	enrollment_id: number;
	/** End of the paid period or of the trial, ISO 8601. */
	end: string | null;
}

/**
 * `POST /buy/payConfirmation`: after the card form and its 3-D Secure step, reads the
 * subscription back from the gateway (the browser's word is not proof of payment) and gives
 * access. Calling it again answers the same licence.
 */
export async function payConfirmation(
	deps: PurchaseDeps,
	user: AuthUser,
	saleCode: string,
): Promise<PayConfirmation> {
	const cart = await queries.findCart(deps.db, saleCode);
	if (!cart || cart.userId !== user.id) throw cartNotFound();
	const checkout = await queries.findLiveCheckout(deps.db, cart.id);
	if (!checkout || checkout.gatewaySubscriptionId === null) {
		throw new AppError('checkout_nf', 404, t('purchase_api.checkout_nf'));
	}
	const subscription = await deps.payments.retrieveSubscription(checkout.gatewaySubscriptionId);
	if (subscription.status === 'requires_action') {
		throw new AppError('requires_action', 409, t('purchase_api.requires_action'));
	}
	if (subscription.status !== 'active' && subscription.status !== 'trialing') {
		await failCheckout(deps, checkout);
		throw new AppError('payment_failed', 402, t('errors.payment_failed'));
	}
	const licence = await activateCheckout(deps, checkout, subscription);
	return {
		result: 'ok',
		status: subscription.status,
		enrollment_id: licence.id,
		end: licence.endAt?.toISOString() ?? null,
	};
}

/**
 * Gives the licence of a paid (or trialing) checkout, once. The payment is recorded first, in its
 * own statement, so if the licence cannot be written the money is not forgotten: the caller sees
 * "purchase done but course assignment failed" and reconciliation completes it later.
 */
async function activateCheckout(
	deps: PurchaseDeps,
	checkout: CheckoutRow,
	subscription: GatewaySubscription,
) {
	const status = subscription.status === 'trialing' ? 'trialing' : 'active';
	const now = deps.now();
	await queries.updateCheckout(
		deps.db,
		checkout.id,
		{
			status: 'paid',
			gatewaySubscriptionId: subscription.id,
			transactionId: subscription.transactionId,
		},
		now,
	);
	try {
		const { row, created } = await queries.insertEnrollmentForCheckout(deps.db, {
			checkoutId: checkout.id,
			userId: checkout.userId,
			planId: checkout.planId,
			status,
			startAt: subscription.currentPeriodStart,
			endAt: subscription.currentPeriodEnd,
			periodicity: (await queries.findPlan(deps.db, checkout.planId))?.period ?? 2,
			priceMinor: checkout.amountSubtotalMinor,
			gatewaySubscriptionId: subscription.id,
			trial: checkout.trial,
		});
		if (created) {
			deps.logger.info(
				{ checkout: checkout.id, enrollment: row.id, status },
				'licence given for a paid checkout',
			);
		}
		return row;
	} catch (error) {
		deps.logger.error(
			{ err: error, checkout: checkout.id, subscription: subscription.id },
			'payment recorded but the licence could not be written; reconciliation will retry',
		);
		throw new AppError('enrol_failed', 500, t('errors.enrolment_failed'));
	}
}

/**
 * Completes every paid checkout that has no licence (a process died, or the licence write failed
 * after the payment). Runs at start and after each webhook; answers how many it completed.
 */
export async function reconcilePurchases(deps: PurchaseDeps): Promise<number> {
	const pending = await queries.listPaidCheckoutsWithoutLicence(deps.db);
	let completed = 0;
	for (const { checkout } of pending) {
		if (checkout.gatewaySubscriptionId === null) continue;
		try {
			const subscription = await deps.payments.retrieveSubscription(checkout.gatewaySubscriptionId);
			if (subscription.status !== 'active' && subscription.status !== 'trialing') continue;
			await activateCheckout(deps, checkout, subscription);
			completed++;
		} catch (error) {
			deps.logger.error({ err: error, checkout: checkout.id }, 'reconciliation failed; will retry');
		}
	}
	return completed;
}

/**
 * The sandbox's passing of time (Stripe does this itself and tells us by webhook): trials that
 * ended become paid, periods renew, cancelled subscriptions end, and each licence follows its
 * subscription. Runs at start and every hour while the server runs; answers how many changed.
 */
export async function advanceSandboxSubscriptions(deps: PurchaseDeps): Promise<number> {
	if (!isSandboxGateway(deps.payments)) return 0;
	const changed = await deps.payments.advanceClock();
	for (const id of changed) {
		await syncLicence(deps, await deps.payments.retrieveSubscription(id));
	}
	return changed.length;
}

// ---- Trial ----------------------------------------------------------------------------------

/** `GET /buy/checkUsedDemo`: whether the caller already had their one free trial. */
export function checkUsedDemo(deps: PurchaseDeps, userId: number): Promise<boolean> {
	return queries.hasUsedTrial(deps.db, userId);
}

// ---- Cancelling -----------------------------------------------------------------------------

/**
 * The day a cancellation made `now` takes effect (FAQ: cancel at least 7 days before the next
 * payment and it is not charged). A trial ends at its end, never charged; a paid period ends at
 * its end when the next payment is 7 or more days away; closer than that, the next payment is
 * already due and the licence ends one period later.
 *
 * @example
 * cancellationDate({ endAt: new Date('2026-12-31'), periodicity: 2, trial: false }, new Date('2026-12-01'));
 * // 2026-12-31
 */
export function cancellationDate(
	licence: { endAt: Date; periodicity: number; trialing: boolean },
	now: Date,
): Date {
	if (licence.trialing) return licence.endAt;
	const noticeMs = licence.endAt.getTime() - now.getTime();
	if (noticeMs >= CANCEL_NOTICE_DAYS * DAY_MS) return licence.endAt;
	return addPeriod(licence.endAt, licence.periodicity === 1 ? 1 : 2);
}

/**
 * `POST /buy/unsubscribe`: stops the licence renewing; answers the day access ends (`exd`).
 * Cancelling again answers the same day.
 */
export async function unsubscribe(
	deps: PurchaseDeps,
	userId: number,
	enrollmentId: number,
): Promise<{ exd: string }> {
	const licence = await queries.findUserEnrollment(deps.db, userId, enrollmentId);
	if (!licence) throw new AppError('en_nf', 404, t('purchase_api.licence_nf'));
	if (licence.cancelAt !== null) return { exd: licence.cancelAt.toISOString() };
	const renewing = licence.status === 'active' || licence.status === 'trialing';
	if (!renewing || licence.endAt === null || licence.gatewaySubscriptionId === null) {
		throw new AppError('not_cancellable', 409, t('purchase_api.not_cancellable'));
	}
	const at = cancellationDate(
		{
			endAt: licence.endAt,
			periodicity: licence.periodicity,
			trialing: licence.status === 'trialing',
		},
		deps.now(),
	);
	const subscription = await deps.payments.cancelSubscriptionAt(licence.gatewaySubscriptionId, at);
	await queries.updateEnrollmentsOfSubscription(
		deps.db,
		subscription.id,
		{ cancelAt: at, cancelAtPeriodEnd: true },
		deps.now(),
	);
	return { exd: at.toISOString() };
}

// ---- Webhooks -------------------------------------------------------------------------------

/**
 * A signed webhook from the gateway. Each event id is handled once (a replay answers `duplicate`);
 * the subscription is read back from the gateway and the licence brought in line with it; a
 * first payment whose licence is missing gets it. Answers what was done.
 */
export async function handleWebhook(
	deps: PurchaseDeps,
	rawBody: string,
	signature: string | undefined,
): Promise<'handled' | 'duplicate' | 'ignored'> {
	const event = await deps.payments.parseWebhook(rawBody, signature);
	if (!(await queries.recordGatewayEvent(deps.db, event.id, event.type))) return 'duplicate';
	// Acknowledged, never 5xx: the gateway would retry it for days, and a retry knows no more.
	const ignore = (reason: string, fields: Record<string, unknown> = {}) => {
		deps.logger.info(
			{ event: event.id, type: event.type, subscription: event.subscriptionId, ...fields },
			`webhook ignored: ${reason}`,
		);
		return 'ignored' as const;
	};
	try {
		if (event.type === 'other') return ignore('an event the campus does not follow');
		if (event.subscriptionId === null) return ignore('about no subscription');
		let subscription: GatewaySubscription;
		try {
			subscription = await deps.payments.retrieveSubscription(event.subscriptionId);
		} catch (error) {
			if (!(error instanceof GatewayNotFound)) throw error;
			return ignore('a subscription the gateway does not know');
		}
		const checkout = await queries.findCheckoutBySubscription(deps.db, subscription.id);
		if (!checkout) {
			return ignore('a subscription of no checkout of the campus', {
				metadata: subscription.metadata,
			});
		}
		const paid = subscription.status === 'active' || subscription.status === 'trialing';
		if (paid && (checkout.status === 'pending' || checkout.status === 'requires_action')) {
			await activateCheckout(deps, checkout, subscription);
		} else if (paid && checkout.status === 'failed') {
			// Given up as declined or abandoned (perhaps another plan was bought since): a licence
			// now could be a second plan. Money was taken, so a person must look at it.
			deps.logger.error(
				{ event: event.id, checkout: checkout.id, subscription: subscription.id },
				'the gateway was paid for a failed checkout: refund it or give its licence by hand',
			);
		} else {
			await syncLicence(deps, subscription);
		}
		await reconcilePurchases(deps);
		return 'handled';
	} catch (error) {
		// Let the gateway's retry be handled again.
		await queries.forgetGatewayEvent(deps.db, event.id);
		throw error;
	}
}

/** The licence mirrors the subscription: status, period, cancellation. */
async function syncLicence(deps: PurchaseDeps, subscription: GatewaySubscription): Promise<void> {
	const status =
		subscription.status === 'active' || subscription.status === 'trialing'
			? subscription.status
			: subscription.status === 'past_due'
				? 'past_due'
				: subscription.status === 'canceled'
					? 'canceled'
					: undefined;
	await queries.updateEnrollmentsOfSubscription(
		deps.db,
		subscription.id,
		{
			...(status === undefined ? {} : { status }),
			startAt: subscription.currentPeriodStart,
			endAt: subscription.currentPeriodEnd,
			cancelAt: subscription.cancelAt,
			cancelAtPeriodEnd: subscription.cancelAt !== null,
		},
		deps.now(),
	);
	// A licence that ended or was refused closes the campus, from this process at once.
	forgetAccess(deps);
}

// ---- Pharmacy plans -------------------------------------------------------------------------

/**
 * `POST /buy/pharmacyPlanRequest` ("te llamamos"): stored, then mailed to the sales inbox. The
 * request is kept even when the mail fails (STYLE rule 15); sales also see it in the database.
 * Each one mails sales, so one address sends at most `RATE_LIMITS.planRequestIp` an hour.
 */
export async function pharmacyPlanRequest(
	deps: PurchaseDeps,
	payload: PharmacyPlanRequestPayload,
	clientAddress: string,
): Promise<'ok'> {
	const plan = await queries.findActivePlan(deps.db, payload.lid);
	if (!plan) throw planNotFound(payload.lid);
	if (plan.licenceType !== LICENCE_TYPE.PHARMACY) {
		throw new AppError('lid_inv', 422, t('purchase_api.not_pharmacy_plan'));
	}
	// Counted with the stored request: a refused one stores and mails nothing.
	await deps.db.transaction(async (tx) => {
		await consume(
			{ db: tx, now: deps.now },
			RATE_LIMITS.planRequestIp,
			addressSubject(clientAddress),
			(seconds) => tooMany(seconds, t('rate_limits.plan_request', { when: waitText(seconds) })),
		);
		await queries.insertPharmacyPlanRequest(tx, {
			formType: payload.ftyp,
			firstName: payload.fnm,
			lastName: payload.lnm ?? null,
			phone: payload.ph,
			email: payload.email,
			planId: plan.id,
			pharmacyName: payload.pnm ?? null,
			couponCode: payload.cpn ?? null,
			newsletter: payload.wn,
		});
	});
	const who = [payload.fnm, payload.lnm].filter(Boolean).join(' ');
	const lines = [
		t('purchase_mail.request_intro', { who, plan: plan.name }),
		`${t('purchase_mail.phone')}: ${payload.ph}`,
		`${t('purchase_mail.email')}: ${payload.email}`,
		payload.pnm ? `${t('purchase_mail.pharmacy')}: ${payload.pnm}` : '',
		payload.cpn ? `${t('purchase_mail.coupon')}: ${payload.cpn}` : '',
	].filter(Boolean);
	const sent = await deps.mailer.send({
		to: deps.config.salesInbox,
		subject: t('purchase_mail.request_subject', { plan: plan.name }),
		text: lines.join('\n'),
		html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
	});
	if (!sent.ok) deps.logger.error({ error: sent.error }, 'pharmacy plan request not mailed');
	return 'ok';
}
