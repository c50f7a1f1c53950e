/**
 * What a coupon takes off a price (issue #20): a percent or an amount, from the first payment or
 * every payment. One rule for the cart's figures, the sandbox's charges and the back-office, so
 * what the buyer is shown is what the gateway charges.
 */
export interface CouponDiscount {
	/** Exactly one of percentOff and amountOffMinor is set. */
	percentOff: number | null;
	amountOffMinor: number | null;
	everyPayment: boolean;
}

/** Minor units taken off `priceMinor`: never more than the price. */
export function discountMinor(
	priceMinor: number,
	discount: Pick<CouponDiscount, 'percentOff' | 'amountOffMinor'>,
): number {
	if (discount.amountOffMinor !== null) return Math.min(priceMinor, discount.amountOffMinor);
	return Math.round((priceMinor * (discount.percentOff ?? 0)) / 100);
}
