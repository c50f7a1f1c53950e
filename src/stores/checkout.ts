/**
 * The purchase and free-trial flow of the browser (spec §2 `compra/{id}`, `prueba-gratis/{id}`,
 * §4; contract: docs/decisions/005-purchase.md). The Checkout island renders; these actions decide
 * where the person goes and talk to the API, so each rule is tested without a screen.
 *
 * Money is never computed here for charging: the server reads prices and coupons from the
 * database. The amounts shown come from the server too (`applyCoupons`, `paidCart`).
 */
import { PUBLIC_APP_ID } from 'astro:env/client';
import type { ApiFailure, ApiResult } from '../lib/api/client';
import * as purchaseApi from '../lib/api/purchase';
import type { CheckoutBilling, PurchaseResult } from '../lib/contracts/purchase';
import { addLicence, $cart, clearCart, setSaleCode } from './cart';
import { loadSubscriptions } from './session';
import { $subscription, isAccessStatus } from './subscription';

export type CheckoutMode = 'purchase' | 'trial';

/** Where each ending leads (spec §2 purchase and trial rows). */
export const CHECKOUT_PATHS = {
	purchase: { done: '/gracias-por-tu-compra', paymentError: '/compra/error' },
	trial: { done: '/gracias-por-suscribirte', paymentError: '/prueba-gratis/pago/error' },
	trialUsed: '/prueba-gratis/ya-disfrutada',
	planActive: '/ya-tienes-un-plan-activo',
} as const;

/** The plan offer a purchase or trial page sells (its `getPlans` offer). */
export interface CheckoutOffer {
	lid: number;
	slug: string;
	name: string;
	/** Price per period, minor units. */
	price: number;
	currency: string;
	/** 1 annual, 2 monthly. */
	per: number;
	demo: boolean;
	licenceType: number;
}

/**
 * What happens after a payment attempt: done (go to the thanks page), the bank's confirmation
 * step, another page (declined card, trial used, plan active), or a message to show here;
 * `serious` ones (the server failed, or took the payment but could not give the licence) go in
 * the error modal; `billing` ones ask for the invoice's details the plan needs (issue #18).
 */
export type PaymentOutcome =
	| { kind: 'go'; to: string }
	| { kind: 'confirm'; clientSecret: string }
	| { kind: 'error'; message: string; serious?: boolean; billing?: boolean };

/**
 * Before the card form: the page the person belongs on instead (their trial is used, or a plan
 * already gives them access: a free licence does not count for a purchase), or null to stay.
 */
export async function checkoutDetour(
	mode: CheckoutMode,
	offer?: Pick<CheckoutOffer, 'lid'>,
): Promise<string | null> {
	if (mode === 'trial') {
		const used = await purchaseApi.checkUsedDemo();
		if (used.ok && used.data) return CHECKOUT_PATHS.trialUsed;
	}
	if (!(await loadSubscriptions())) return null;
	// A free licence is replaced by the plan bought (issue #17): the purchase goes on.
	if (mode === 'purchase' && onlyFreeLicence()) return null;
	// The plan they wanted, so that page can offer switching to it (issue #17).
	return offer
		? `${CHECKOUT_PATHS.planActive}?plan=${String(offer.lid)}`
		: CHECKOUT_PATHS.planActive;
}

/** The person's only access is a free licence of their own (no paid, trial or team one). */
function onlyFreeLicence(): boolean {
	const { licenses, team } = $subscription.get();
	const open = licenses.filter((licence) => isAccessStatus(licence.status));
	return team === null && open.length > 0 && open.every((licence) => licence.status === 'freemium');
}

/**
 * Puts the offer in the server's cart (reusing the browser's sale code) and in `lwf_cart`;
 * answers the sale code and the offer's price as the server charges it now. A sale code the
 * server no longer knows starts a new cart.
 */
export async function prepareCart(
	offer: CheckoutOffer,
): Promise<ApiResult<{ saleCode: string; priceMinor: number }>> {
	const known = $cart.get().saleCode?.trim() || null;
	let result = await purchaseApi.setCart(offer.lid, known, PUBLIC_APP_ID);
	if (!result.ok && known !== null && result.result === 'cart_nf') {
		result = await purchaseApi.setCart(offer.lid, null, PUBLIC_APP_ID);
	}
	if (!result.ok) return result;
	// The server's price is what will be charged: a page built before a price change shows the old.
	const priceMinor = result.data.items.find((item) => item.lid === offer.lid)?.price ?? offer.price;
	setSaleCode(result.data.scd);
	addLicence({
		license_id: offer.lid,
		name: offer.name,
		slug: offer.slug,
		amount_minor: priceMinor,
		currency_code: offer.currency,
		billing_type: offer.per,
		license_type: offer.licenceType,
		demo: offer.demo,
	});
	return { ok: true, data: { saleCode: result.data.scd, priceMinor } };
}

/**
 * Pays the cart with a payment method from the card form (and the invoice's details, when the
 * form gives them) and says what comes next.
 */
export async function payCart(
	mode: CheckoutMode,
	saleCode: string,
	paymentMethodId: string,
	coupon: string | null,
	billing: CheckoutBilling | null = null,
): Promise<PaymentOutcome> {
	const result = await purchaseApi.paidCart(saleCode, paymentMethodId, coupon, billing);
	if (!result.ok) {
		// Another tab or a double click is paying this cart: its outcome is the one to follow.
		if (result.result === 'checkout_busy') return confirmPayment(mode, saleCode);
		return failureOutcome(mode, result);
	}
	if (result.data.result === 'requires_action' && result.data.client_secret) {
		return { kind: 'confirm', clientSecret: result.data.client_secret };
	}
	return finished(mode);
}

/** After the bank's confirmation step: the server reads the payment back and gives access. */
export async function confirmPayment(
	mode: CheckoutMode,
	saleCode: string,
): Promise<PaymentOutcome> {
	const result = await purchaseApi.payConfirmation(saleCode);
	return result.ok ? finished(mode) : failureOutcome(mode, result);
}

async function finished(mode: CheckoutMode): Promise<PaymentOutcome> {
	clearCart();
	setSaleCode(null);
	await loadSubscriptions();
	return { kind: 'go', to: CHECKOUT_PATHS[mode].done };
}

function failureOutcome(mode: CheckoutMode, failure: ApiFailure<PurchaseResult>): PaymentOutcome {
	switch (failure.result) {
		case 'payment_failed':
			return { kind: 'go', to: CHECKOUT_PATHS[mode].paymentError };
		case 'demo_used':
			return { kind: 'go', to: CHECKOUT_PATHS.trialUsed };
		case 'plan_active':
			return { kind: 'go', to: CHECKOUT_PATHS.planActive };
		case 'billing_required':
			return { kind: 'error', message: failure.msg, billing: true };
		default:
			// A paid purchase without its licence, or the server failing: the error modal of spec §8
			// ("Oops! Algo no ha ido del todo bien"), not a line under the form.
			return failure.result === 'enrol_failed' || failure.status >= 500
				? { kind: 'error', message: failure.msg, serious: true }
				: { kind: 'error', message: failure.msg };
	}
}
