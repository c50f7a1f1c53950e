/** Extending a trial on Stripe (issue #20): the staff move its end, and its first charge with it. */
import type Stripe from 'stripe';
import { TrialNotRunning, type GatewaySubscription, type PaymentGateway } from './gateway';
import { missingAsNotFound, SUBSCRIPTION_EXPAND } from './stripe-helpers';

export function stripeTrials(
	stripe: Stripe,
	toGatewaySubscription: (subscription: Stripe.Subscription) => Promise<GatewaySubscription>,
): Pick<PaymentGateway, 'extendTrial'> {
	return {
		async extendTrial(id, trialEnd) {
			const current = await missingAsNotFound('subscription', () =>
				stripe.subscriptions.retrieve(id),
			);
			if (current.status !== 'trialing') throw new TrialNotRunning(id);
			return toGatewaySubscription(
				await stripe.subscriptions.update(id, {
					trial_end: Math.floor(trialEnd.getTime() / 1000),
					// Nothing is charged or credited for moving the trial's end.
					proration_behavior: 'none',
					expand: SUBSCRIPTION_EXPAND,
				}),
			);
		},
	};
}
