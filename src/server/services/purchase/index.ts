/**
 * The purchase rules (spec §1, §4, §9; ADR 005): cart, coupons, paying a cart, the free trial,
 * giving access once the gateway confirms the payment, cancelling, webhooks and reconciliation.
 *
 * Money: prices come from the plans table and coupons from the coupons table, never from the
 * request; amounts are integers in minor units. Access: a licence is created only after the
 * gateway says the subscription is paid or trialing (read back from it, or in a signed webhook),
 * once per checkout (a unique index), so double clicks, retries and replayed webhooks never give
 * two licences, and the gateway's idempotency key (`checkout-<id>`) never lets them charge twice.
 *
 * One module per step, each under 400 lines: cart.ts (cart and coupons; `CartView`, the cart's
 * answer), checkout.ts (paying a cart), settlement.ts (access once the gateway confirms: webhooks,
 * reconciliation, the sandbox's renewals), cancelling.ts (trial, cancelling), plan-change.ts
 * (changing a running plan, reactivating), plan-requests.ts and invoices.ts (an invoice for each
 * payment, its PDF and mail), refunds.ts (money given back, with its rectifying invoice),
 * licence-mail.ts (a trial about to end, a cancellation, a failed renewal) and dunning.ts (updating
 * the card of a failed renewal, the sandbox's test clock).
 * Import from here: this is the purchase's public surface.
 */
export { applyCoupon, getCart, setCart, setOwnerCart } from './cart';
export { checkCoupon, priceWithCoupon } from './coupons';
export {
	BANK_STEP_WINDOW_MS,
	GATEWAY_CALL_ABANDONED_MS,
	paidCart,
	payConfirmation,
} from './checkout';
export { advanceSandboxSubscriptions, handleWebhook, reconcilePurchases } from './settlement';
export { cancellationDate, checkUsedDemo, unsubscribe } from './cancelling';
export { changePlan, PREVIEW_VALID_MS, previewPlanChange, reactivate } from './plan-change';
export { pharmacyPlanRequest } from './plan-requests';
export { invoicePdf, listInvoices } from './invoices';
export { refundInvoice } from './refunds';
export { remindEndingTrials } from './licence-mail';
export { advanceTestClock, billingPortal, updateCard } from './dunning';
