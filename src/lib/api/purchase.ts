/**
 * The purchase calls of spec §7 for the islands (contract: docs/decisions/005-purchase.md): cart,
 * coupons, paying, the trial check, cancellation, the pharmacy "we call you" request, and the
 * sandbox gateway's card form and 3-D Secure step. Amounts are minor units.
 */
import type { PharmacyPlanRequestInput } from '../contracts/purchase';
import { api, dataAt, type ApiClient, type ApiResult } from './client';
import { okAt } from './crm';

export interface CartItem {
	lid: number;
	name: string;
	/** Price per period, minor units. */
	price: number;
	currency: string;
	/** 1 annual, 2 monthly. */
	per: number;
	demo: boolean;
}

/** `data.setCart` / `data.getCart`. */
export interface ServerCart {
	scd: string;
	itl: number[];
	items: CartItem[];
	cpn: string | null;
}

/** `data.applyCoupons` (spec §3 "Coupon application result"). */
export interface CouponApplication {
	amountSubtotal: number;
	amountTotal: number;
	amountDiscount: number;
	percentOff: number;
}

/** `data.paidCart`: `result` says what comes next. */
export interface PaidCart {
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

/** `data.payConfirmation`. */
export interface PayConfirmation {
	result: 'ok';
	status: 'active' | 'trialing';
	enrollment_id: number;
	end: string | null;
}

/** Result codes of the purchase calls the pages branch on (ADR 005). */
export const PURCHASE_RESULT = {
	trialUsed: 'demo_used',
	planActive: 'plan_active',
	paymentFailed: 'payment_failed',
	requiresAction: 'requires_action',
	checkoutBusy: 'checkout_busy',
	enrolmentFailed: 'enrol_failed',
	cartNotFound: 'cart_nf',
} as const;

/** Puts one plan offer in the cart (a new cart without `scd`); anonymous or logged in. */
export function setCart(
	lid: number,
	saleCode: string | null,
	app: number,
	client: ApiClient = api,
): Promise<ApiResult<ServerCart>> {
	return client.post(
		'/buy/setCart',
		{ itl: [lid], app, ...(saleCode ? { scd: saleCode } : {}) },
		{ select: dataAt<ServerCart>('setCart') },
	);
}

export function getCart(saleCode: string, client: ApiClient = api): Promise<ApiResult<ServerCart>> {
	return client.post('/buy/getCart', { scd: saleCode }, { select: dataAt<ServerCart>('getCart') });
}

/** The percent a coupon takes off, if it can be used. */
export function checkCoupon(code: string, client: ApiClient = api): Promise<ApiResult<number>> {
	return client.post(
		'/buy/checkCoupons',
		{ cpn: code },
		{ select: dataAt<number>('checkCoupons', 'percent') },
	);
}

/** What a coupon does to a plan offer's first payment. */
export function applyCoupon(
	code: string,
	lid: number,
	app: number,
	client: ApiClient = api,
): Promise<ApiResult<CouponApplication>> {
	return client.post(
		'/buy/applyCoupons',
		{ cpn: code, item: lid, app },
		{ select: dataAt<CouponApplication>('applyCoupons') },
	);
}

/** Pays the cart with a payment method from the card form (`spid`). */
export function paidCart(
	saleCode: string,
	paymentMethodId: string,
	coupon: string | null,
	client: ApiClient = api,
): Promise<ApiResult<PaidCart>> {
	return client.post(
		'/buy/paidCart',
		{ scd: saleCode, spid: paymentMethodId, ...(coupon ? { cpn: coupon } : {}) },
		{ select: dataAt<PaidCart>('paidCart') },
	);
}

/** After the card form (and its 3-D Secure step): gives the licence once the payment is real. */
export function payConfirmation(
	saleCode: string,
	client: ApiClient = api,
): Promise<ApiResult<PayConfirmation>> {
	return client.post(
		'/buy/payConfirmation',
		{ scd: saleCode },
		{ select: dataAt<PayConfirmation>('payConfirmation') },
	);
}

/** Whether the logged-in user already had their free trial. */
export function checkUsedDemo(client: ApiClient = api): Promise<ApiResult<boolean>> {
	return client.get('/buy/checkUsedDemo', {
		select: (data) => {
			const used = dataAt<unknown>('checkUsedDemo')(data);
			return typeof used === 'boolean' ? used : undefined;
		},
	});
}

/** Cancels a licence; resolves the ISO date access ends (`exd`). */
export function unsubscribe(
	enrollmentId: number,
	client: ApiClient = api,
): Promise<ApiResult<string>> {
	return client.post(
		'/buy/unsubscribe',
		{ eid: enrollmentId },
		{ select: dataAt<string>('unsubscribe', 'exd') },
	);
}

/** The pharmacy plans' "te llamamos" form. */
export function pharmacyPlanRequest(
	payload: PharmacyPlanRequestInput,
	client: ApiClient = api,
): Promise<ApiResult<'ok'>> {
	return client.post(
		'/buy/pharmacyPlanRequest',
		{ ...payload },
		{ select: okAt('pharmacyPlanRequest') },
	);
}

/** The sandbox card form: a card becomes a payment method (what Stripe.js does otherwise). */
export function sandboxPaymentMethod(
	card: { number: string; exp_month: number; exp_year: number; cvc: string },
	client: ApiClient = api,
): Promise<ApiResult<{ id: string; brand: string; last4: string }>> {
	return client.post(
		'/sandbox/paymentMethods',
		{ ...card },
		{ select: dataAt<{ id: string; brand: string; last4: string }>('paymentMethod') },
	);
}

/** The sandbox's 3-D Secure step: the card holder approves or refuses. */
export function sandboxConfirm(
	clientSecret: string,
	approve: boolean,
	client: ApiClient = api,
): Promise<ApiResult<string>> {
	return client.post(
		'/sandbox/confirm',
		{ client_secret: clientSecret, approve },
		{ select: dataAt<string>('confirm', 'status') },
	);
}
