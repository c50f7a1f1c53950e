/**
 * The payment gateway (ARCHITECTURE decision 10, STYLE rule 14): one interface, two twins.
 * `StripeGateway` (./stripe.ts) when `STRIPE_SECRET_KEY` is set; `SandboxGateway` (./sandbox.ts),
 * the embedded default that behaves like Stripe's test mode and keeps its state in the database.
 *
 * The purchase service (services/purchase.ts) never trusts the browser about money: it asks the
 * gateway to create the subscription with the price read from the database, and later re-reads
 * the subscription from the gateway (or receives it in a signed webhook) before giving access.
 * Every creating call carries an idempotency key, so a retry never charges twice.
 */

import type { CouponDiscount } from '../../lib/coupon-discount';

export type GatewayName = 'sandbox' | 'stripe';

/**
 * Where a subscription stands, in the product's words:
 * - `active`: the first period is paid (or a renewal was paid);
 * - `trialing`: inside the free trial, card saved, nothing charged yet;
 * - `requires_action`: the bank asks the card holder to confirm (3-D Secure); `clientSecret`
 *   confirms it in the browser, then the subscription is read again;
 * - `payment_failed`: the card was declined; nothing was charged;
 * - `past_due`: a renewal failed; `canceled`: ended.
 */
export type GatewaySubscriptionStatus =
	'active' | 'trialing' | 'requires_action' | 'payment_failed' | 'past_due' | 'canceled';

export interface GatewaySubscription {
	/** The gateway's id (`sub_…`). */
	id: string;
	customerId: string;
	status: GatewaySubscriptionStatus;
	/** For `requires_action`: what the browser confirms (a PaymentIntent or SetupIntent secret). */
	clientSecret: string | null;
	/** The charge of the first period (`pi_…` / `in_…`); null while nothing was charged (trial). */
	transactionId: string | null;
	/** What the first period charged, in minor units (0 for a trial or an unpaid one). */
	amountPaidMinor: number;
	currency: string;
	currentPeriodStart: Date;
	/** End of the paid period, or of the trial. */
	currentPeriodEnd: Date;
	trialEnd: Date | null;
	/** The subscription ends at `cancelAt` instead of renewing. */
	cancelAt: Date | null;
	/** Our own references, given at creation (`metadata` on Stripe). */
	metadata: Readonly<Record<string, string>>;
	/**
	 * Why the bank refused the last charge of a `past_due` subscription: Stripe's `decline_code`
	 * (`insufficient_funds`, `expired_card`…) or, without one, its error `code`; null when the
	 * gateway does not say, and for every other status.
	 */
	declineCode: string | null;
}

export interface GatewayCustomerInput {
	/** Our user id; the idempotency key of the creation is derived from it. */
	userId: number;
	email: string;
	name: string;
}

export interface CreateSubscriptionInput {
	/** The same key never creates a second subscription or charge (Stripe's `Idempotency-Key`). */
	idempotencyKey: string;
	customerId: string;
	/** A payment method created by the card form in the browser (`pm_…`, spid on the wire). */
	paymentMethodId: string;
	price: {
		/** Minor units, read from the database. */
		amountMinor: number;
		currency: string;
		/** 1 annual, 2 monthly. */
		period: 1 | 2;
		/** Stripe price id of the plan; the sandbox ignores it. */
		gatewayPriceId: string;
		/** The plan's name, shown on the gateway's invoices. */
		name: string;
	};
	/** 0 for a purchase; 5 for the free trial (spec §1). */
	trialDays: number;
	/** A coupon already validated by us. */
	coupon: GatewayCoupon | null;
	/** Stored on the subscription and returned in webhooks: `checkoutId`, `userId`, `planId`. */
	metadata: Readonly<Record<string, string>>;
}

/** A coupon as the gateway applies it: its code and what it takes off, once or every payment. */
export interface GatewayCoupon extends CouponDiscount {
	code: string;
}

/** The gateway's copy of one of our coupons. */
export function gatewayCoupon(coupon: GatewayCoupon): GatewayCoupon {
	const { code, percentOff, amountOffMinor, everyPayment } = coupon;
	return { code, percentOff, amountOffMinor, everyPayment };
}

/** A plan's new amount, and the price it replaces (its Stripe product is the new one's). */
export interface NewPlanPrice {
	planId: number;
	currentPriceId: string;
	amountMinor: number;
	currency: string;
	/** 1 annual, 2 monthly. */
	period: 1 | 2;
}

/**
 * A change of plan on a running subscription (issue #17, ADR 005 "Changing plan"): the new price,
 * prorated at `prorationDate` (Stripe's `proration_date`, the one the preview used, so what is
 * charged is what was shown), the difference charged at once to the subscription's card.
 */
export interface PlanChangeInput {
	subscriptionId: string;
	price: CreateSubscriptionInput['price'];
	prorationDate: Date;
}

/** What a change of plan charges today, before it is made. */
export interface PlanChangePreview {
	/** Charged today, minor units. */
	amountDueMinor: number;
	/** Kept in the customer's favour for the next payments, minor units. */
	creditMinor: number;
	currency: string;
	/** The period the subscription is in after the change. */
	periodStart: Date;
	periodEnd: Date;
}

/**
 * One payment the gateway took on a subscription (Stripe: a paid invoice; the sandbox: a charge).
 * The campus issues its own invoice for each, once (services/invoices.ts).
 */
export interface GatewayCharge {
	/** Stripe's `in_…`, the sandbox's `ch_sbx_…`: what makes issuing an invoice idempotent. */
	id: string;
	subscriptionId: string;
	/** The first period, a renewal (a trial's first charge too) or a change of plan's difference. */
	reason: 'first_period' | 'renewal' | 'plan_change';
	/** What was paid, taxes included, in minor units. */
	amountMinor: number;
	currency: string;
	/** The period the charge pays for. */
	periodStart: Date;
	periodEnd: Date;
	paidAt: Date;
	/** The gateway's own invoice number (Stripe), or null. */
	number: string | null;
}

/**
 * Money given back on a charge (Stripe: a credit note refunding all or part of a paid invoice;
 * the sandbox: a refund). The campus issues a rectifying invoice for each, once.
 */
export interface GatewayRefund {
	/** Stripe's `cn_…`, the sandbox's `re_sbx_…`: what makes the rectifying invoice idempotent. */
	id: string;
	/** The charge it gives money back on ({@link GatewayCharge.id}). */
	chargeId: string;
	subscriptionId: string;
	/** What was given back, taxes included, in minor units (positive). */
	amountMinor: number;
	currency: string;
	refundedAt: Date;
	/** The gateway's own number for it (Stripe's credit note), or null. */
	number: string | null;
}

export interface RefundInput {
	subscriptionId: string;
	chargeId: string;
	amountMinor: number;
	/** The same key never refunds twice (a retried request, a double click). */
	idempotencyKey: string;
}

/** A webhook the gateway sent, signature verified. */
export interface GatewayEvent {
	/** The gateway's event id: processing is idempotent on it. */
	id: string;
	type:
		| 'invoice.paid'
		| 'invoice.payment_failed'
		| 'customer.subscription.updated'
		| 'customer.subscription.deleted'
		| 'credit_note.created'
		| 'other';
	/** The subscription the event is about, when it concerns one. */
	subscriptionId: string | null;
}

export interface PaymentGateway {
	readonly name: GatewayName;
	/** Creates (or, for the same user, finds) the gateway's customer; answers its id. */
	ensureCustomer(input: GatewayCustomerInput): Promise<string>;
	/** Subscribes and charges the first period at once, unless there is a trial. */
	createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription>;
	/** The subscription as the gateway has it now: the only source of truth about payment. */
	retrieveSubscription(id: string): Promise<GatewaySubscription>;
	/** The payments taken on a subscription, oldest first (nothing for an unpaid trial). */
	listCharges(subscriptionId: string): Promise<GatewayCharge[]>;
	/** The refunds given on a subscription's charges, oldest first. */
	listRefunds(subscriptionId: string): Promise<GatewayRefund[]>;
	/**
	 * Gives back `amountMinor` of a charge to the card it came from. Throws `RefundRefused` when
	 * the charge has less than that left to give back, and then nothing changed.
	 */
	refundCharge(input: RefundInput): Promise<GatewayRefund>;
	/** Stops renewing at `at` (the end of a period); access lasts until then. */
	cancelSubscriptionAt(id: string, at: Date): Promise<GatewaySubscription>;
	/**
	 * Moves a trialing subscription's end (and so its first charge) to `trialEnd`, charging
	 * nothing now (issue #20: the staff extend a trial). Throws `TrialNotRunning` when it is not
	 * in its trial any more, and then nothing changed.
	 */
	extendTrial(id: string, trialEnd: Date): Promise<GatewaySubscription>;
	/**
	 * A new price for a plan (issue #20): Stripe prices cannot change, so a new amount is a new
	 * Price of the same Product; subscriptions on the old one keep it. Answers its id, or '' on
	 * the sandbox, which charges the amount it is given.
	 */
	createPlanPrice(input: NewPlanPrice): Promise<string>;
	/** The charge and period a change of plan would give, without making it. */
	previewPlanChange(input: PlanChangeInput): Promise<PlanChangePreview>;
	/**
	 * Changes the subscription's price, charging the prorated difference at once; the same
	 * `idempotencyKey` never charges twice. Throws `CardDeclined` when the card refuses it, and
	 * then nothing changed. `metadata` replaces the subscription's (the new `planId`).
	 */
	changePlan(
		input: PlanChangeInput & {
			idempotencyKey: string;
			metadata: Readonly<Record<string, string>>;
		},
	): Promise<GatewaySubscription>;
	/** Undoes a cancellation not yet reached: the subscription renews again. */
	resumeSubscription(id: string): Promise<GatewaySubscription>;
	/**
	 * Where the customer updates their card and pays what is due (Stripe's customer portal), made
	 * for one visit; null when the gateway has no portal (the sandbox has its own card page).
	 */
	billingPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
	/**
	 * Ends a subscription now. Used only for a first payment left waiting for the bank's step, so
	 * that a checkout the person abandoned can no longer be confirmed (ADR 005 "One plan").
	 */
	cancelSubscription(id: string): Promise<GatewaySubscription>;
	/**
	 * Verifies a webhook's signature over the raw body and parses it; throws
	 * `InvalidWebhookSignature` when it does not verify.
	 */
	parseWebhook(rawBody: string, signature: string | undefined): Promise<GatewayEvent>;
}

/** A webhook whose signature does not verify: answered 400 and ignored. */
export class InvalidWebhookSignature extends Error {
	constructor(message = 'invalid webhook signature') {
		super(message);
		this.name = 'InvalidWebhookSignature';
	}
}

/**
 * The gateway does not know the object asked for (a subscription, customer or payment method id):
 * a webhook about it is acknowledged and logged, never answered 5xx (Stripe would retry for days).
 */
export class GatewayNotFound extends Error {
	constructor(what: string) {
		super(`gateway: no such ${what}`);
		this.name = 'GatewayNotFound';
	}
}

/**
 * The gateway refused the card (declined, expired…) while creating the subscription; nothing was
 * charged. `declineCode` is the gateway's reason, for the logs.
 */
/** A subscription whose trial has ended (or never was) cannot have its trial extended. */
export class TrialNotRunning extends Error {
	constructor(id: string) {
		super(`subscription ${id} is not in its trial`);
		this.name = 'TrialNotRunning';
	}
}

/** A refund larger than what is left of its charge, or of nothing. */
export class RefundRefused extends Error {
	constructor(readonly reason: 'amount_too_large' | 'nothing_to_refund') {
		super(`refund refused: ${reason}`);
		this.name = 'RefundRefused';
	}
}

export class CardDeclined extends Error {
	constructor(readonly declineCode: string) {
		super(`card declined: ${declineCode}`);
		this.name = 'CardDeclined';
	}
}

/**
 * How long a subscription whose renewal failed (`past_due`) keeps its access while the payment is
 * retried: Stripe's Smart Retries set to "retry for up to 2 weeks, then cancel the subscription"
 * (the Stripe account must be configured so; the sandbox does the same by itself).
 */
export const PAST_DUE_GRACE_DAYS = 14;

/**
 * The day a `past_due` subscription is cancelled if nothing is paid: the grace period counted
 * from the failed renewal (the start of the unpaid period), never after that period's end.
 *
 * @example
 * pastDueUntil({ currentPeriodStart: new Date('2026-12-01T10:00:00Z'), currentPeriodEnd: new Date('2027-01-01T10:00:00Z') });
 * // 2026-12-15T10:00:00Z
 */
export function pastDueUntil(
	subscription: Pick<GatewaySubscription, 'currentPeriodStart' | 'currentPeriodEnd'>,
): Date {
	const graceEnd = subscription.currentPeriodStart.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000;
	return new Date(Math.min(graceEnd, subscription.currentPeriodEnd.getTime()));
}

/**
 * One billing period later: a year (1) or a month (2), on the same day of the month, or the
 * month's last day when it is shorter (as Stripe bills 31 January, then 28 February).
 *
 * @example
 * addPeriod(new Date('2026-11-22T10:00:00Z'), 2); // 2026-12-22T10:00:00Z
 * addPeriod(new Date('2027-01-31T10:00:00Z'), 2); // 2027-02-28T10:00:00Z
 */
export function addPeriod(date: Date, period: 1 | 2): Date {
	const months = period === 1 ? 12 : 1;
	const next = new Date(date);
	const day = next.getUTCDate();
	next.setUTCDate(1);
	next.setUTCMonth(next.getUTCMonth() + months);
	const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
	next.setUTCDate(Math.min(day, lastDay));
	return next;
}
