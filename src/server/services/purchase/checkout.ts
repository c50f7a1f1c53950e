/**
 * Paying a cart (ADR 005): one plan per person (a purchase waiting for the bank counts), the
 * checkout written under a lock on the person before the gateway is called, the gateway's
 * idempotency key `checkout-<id>`, and the confirmation read back from the gateway.
 */
import { t } from '../../../i18n';
import { TRIAL_DAYS } from '../../../lib/contracts/plans';
import type {
	PaidCart as PaidCartResult,
	PaidCartPayload,
	PayConfirmation,
} from '../../../lib/contracts/purchase';
import type { AuthUser } from '../../context';
import * as queries from '../../db/queries/purchase';
import type { CouponApplication } from '../../../lib/contracts/coupons';
import * as couponQueries from '../../db/queries/coupons';
import type { CouponRow } from '../../db/queries/coupons';
import type { CheckoutRow, PlanRow } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import {
	CardDeclined,
	GatewayNotFound,
	gatewayCoupon,
	type GatewaySubscription,
} from '../../payments/gateway';
import { settleBillingForPlan, type CompleteBillingDetails } from '../billing-details';
import { requireTeamFits } from '../pharmacy-team';
import { cartNotFound, planNotFound, type PurchaseDeps } from './deps';
import { activateCheckout } from './settlement';
import { cartItem } from './cart';
import { priceWithCoupon, redeemCoupon, usableCoupon } from './coupons';

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
	const amounts = priceWithCoupon(plan.priceMinor, coupon);

	const started = await startCheckout(deps, {
		cartId: cart.id,
		user,
		plan,
		coupon,
		amounts,
		billing: givenBilling(payload),
	});
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
			coupon: coupon ? gatewayCoupon(coupon) : null,
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
	// A free licence is no plan to keep: a purchase replaces it (issue #17); a trial does not.
	if (await queries.hasAccessLicence(db, userId, now, { exceptFreemium: !plan.trial })) {
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
	/** The invoice's buyer given with the payment (issue #18), or null to keep the account's. */
	billing: CompleteBillingDetails | null;
}

/** The billing details the payment carries: the schema lets through all three or none. */
function givenBilling(payload: PaidCartPayload): CompleteBillingDetails | null {
	const { billing_name, tax_id, billing_address } = payload;
	if (billing_name === undefined || tax_id === undefined || billing_address === undefined) {
		return null;
	}
	return { billing_name, tax_id, billing_address };
}

/**
 * Creates the cart's checkout, saves the billing details given with it (a pharmacy plan needs
 * them) and takes the coupon's redemption, in one transaction that holds
 * the lock on the person: the one-plan rules are checked again under it, so of several purchases
 * at once only the first starts a checkout. Answers the cart's checkout another call started
 * first as `existing`.
 */
async function startCheckout(
	deps: PurchaseDeps,
	{ cartId, user, plan, coupon, amounts, billing }: CheckoutStart,
): Promise<{ existing: boolean; checkout: CheckoutRow }> {
	const now = deps.now();
	return deps.db.transaction(async (tx) => {
		if (!(await queries.lockPurchaser(tx, user.id))) {
			throw new AppError('token_inv', 401, t('auth_api.token_inv'));
		}
		const live = await queries.findLiveCheckout(tx, cartId);
		if (live) return { existing: true, checkout: live };
		await requireNoOtherPlan(tx, now, user.id, plan);
		// Saved with the checkout, so the first invoice (issued once paid) is made out to them.
		await settleBillingForPlan({ db: tx, now: deps.now }, user.id, plan, billing);
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
		if (coupon) await redeemCoupon(tx, coupon, user.id);
		return { existing: false, checkout: row };
	});
}

/**
 * A checkout that will not be paid (declined, refused at the bank, abandoned) is failed, and its
 * coupon redemption given back once; the cart may be paid again. A paid checkout stays paid.
 */
export async function failCheckout(deps: PurchaseDeps, checkout: CheckoutRow): Promise<void> {
	const failed = await queries.failOpenCheckout(deps.db, checkout.id, deps.now());
	if (failed && checkout.couponCode !== null) {
		await couponQueries.releaseCouponRedemption(deps.db, checkout.couponCode);
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
