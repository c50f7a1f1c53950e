/**
 * Changing plan and reactivating on Stripe (issue #17, ADR 005 "Changing plan"): the subscription's
 * one item gets the new price with `proration_behavior: 'always_invoice'` at the previewed
 * `proration_date`, so the invoice charged at once is the one `invoices.createPreview` showed.
 */
import type Stripe from 'stripe';
import type {
	GatewaySubscription,
	PaymentGateway,
	PlanChangeInput,
	PlanChangePreview,
} from './gateway';
import {
	billingPeriod,
	declinesAsCardDeclined,
	fromUnix,
	missingAsNotFound,
	SUBSCRIPTION_EXPAND,
} from './stripe-helpers';

type PlanChangeMethods = Pick<
	PaymentGateway,
	'previewPlanChange' | 'changePlan' | 'resumeSubscription'
>;

export function stripePlanChange(
	stripe: Stripe,
	toGatewaySubscription: (subscription: Stripe.Subscription) => Promise<GatewaySubscription>,
): PlanChangeMethods {
	/**
	 * The subscription and the change to send, the same for the preview and the update so Stripe
	 * prorates both alike: the one item's new price, invoiced at once, at the previewed instant.
	 */
	async function planChangeDetails(input: PlanChangeInput) {
		if (input.price.gatewayPriceId === '') {
			throw new Error(`plan "${input.price.name}" has no Stripe price id: Stripe needs one`);
		}
		const subscription = await missingAsNotFound('subscription', () =>
			stripe.subscriptions.retrieve(input.subscriptionId),
		);
		const item = subscription.items.data[0];
		if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
		return {
			subscription,
			details: {
				items: [{ id: item.id, price: input.price.gatewayPriceId }],
				proration_behavior: 'always_invoice' as const,
				proration_date: Math.floor(input.prorationDate.getTime() / 1000),
			},
		};
	}

	return {
		async previewPlanChange(input: PlanChangeInput): Promise<PlanChangePreview> {
			const { subscription, details } = await planChangeDetails(input);
			const preview = await stripe.invoices.createPreview({
				customer: customerOf(subscription),
				subscription: subscription.id,
				subscription_details: details,
			});
			const period = preview.lines.data.find((line) => line.amount > 0)?.period;
			const current = billingPeriod(subscription);
			const newPeriod = period && input.price.period !== periodOf(subscription);
			return {
				amountDueMinor: Math.max(preview.amount_due, 0),
				creditMinor: Math.max(-preview.total, 0),
				currency: preview.currency,
				periodStart: fromUnix(newPeriod ? period.start : current.start),
				periodEnd: fromUnix(newPeriod ? period.end : current.end),
			};
		},

		async changePlan(input): Promise<GatewaySubscription> {
			const { subscription, details } = await planChangeDetails(input);
			const updated = await declinesAsCardDeclined(() =>
				stripe.subscriptions.update(
					subscription.id,
					{
						...details,
						// A refused charge leaves the subscription as it was, instead of changed and unpaid.
						payment_behavior: 'error_if_incomplete',
						metadata: { ...input.metadata },
						expand: SUBSCRIPTION_EXPAND,
					},
					{ idempotencyKey: input.idempotencyKey },
				),
			);
			return toGatewaySubscription(updated);
		},

		async resumeSubscription(id: string): Promise<GatewaySubscription> {
			return toGatewaySubscription(
				await missingAsNotFound('subscription', () =>
					// '' clears `cancel_at` (Stripe's way of unsetting a field).
					stripe.subscriptions.update(id, { cancel_at: '', expand: SUBSCRIPTION_EXPAND }),
				),
			);
		},
	};
}

function customerOf(subscription: Stripe.Subscription): string {
	return typeof subscription.customer === 'string'
		? subscription.customer
		: subscription.customer.id;
}

/** 1 annual, 2 monthly: the billing interval of the subscription's price. */
function periodOf(subscription: Stripe.Subscription): 1 | 2 {
	return subscription.items.data[0]?.price.recurring?.interval === 'year' ? 1 : 2;
}
