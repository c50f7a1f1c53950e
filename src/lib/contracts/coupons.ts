/**
 * What coupons answer (ADR 005, issue #20): the price a coupon makes at the checkout. Shared by
 * services/purchase/coupons.ts, the buy routes and the browser client.
 */

/** `data.applyCoupons` (spec §3 "Coupon application result"), minor units. */
export interface CouponApplication {
	amountSubtotal: number;
	amountTotal: number;
	amountDiscount: number;
	/** 0 for a coupon of an amount. */
	percentOff: number;
	/** Taken off every renewal too, not only the first payment. */
	everyPayment: boolean;
}
