/**
 * A plan's new price on Stripe (issue #20): a new Price of the product the current one belongs
 * to, so the old price, and every subscription on it, stays as it is.
 */
import type Stripe from 'stripe';
import type { PaymentGateway } from './gateway';
import { missingAsNotFound } from './stripe-helpers';

export function stripePrices(stripe: Stripe): Pick<PaymentGateway, 'createPlanPrice'> {
	return {
		async createPlanPrice({ planId, currentPriceId, amountMinor, currency, period }) {
			if (currentPriceId === '') {
				throw new Error(`plan ${String(planId)} has no Stripe price to take its product from`);
			}
			const current = await missingAsNotFound('price', () =>
				stripe.prices.retrieve(currentPriceId),
			);
			const product = typeof current.product === 'string' ? current.product : current.product.id;
			const price = await stripe.prices.create(
				{
					product,
					unit_amount: amountMinor,
					currency: currency.toLowerCase(),
					recurring: { interval: period === 1 ? 'year' : 'month' },
					metadata: { planId: String(planId) },
				},
				// A retry of the same change makes no second price.
				{ idempotencyKey: `plan-price-${String(planId)}-${currentPriceId}-${String(amountMinor)}` },
			);
			return price.id;
		},
	};
}
