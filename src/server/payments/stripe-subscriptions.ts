/**
 * A Stripe subscription in the gateway's terms (./gateway.ts): its status as the campus reads it
 * (a bank asking for 3-D Secure and a failed first charge told apart), the browser's secret when
 * the bank asks, what was paid and the period. Reads the invoice, SetupIntent or PaymentIntent it
 * needs when the subscription did not come with them expanded.
 */
import type Stripe from 'stripe';
import type { GatewaySubscription, GatewaySubscriptionStatus } from './gateway';
import { billingPeriod, fromUnix } from './stripe-helpers';

export function subscriptionReader(
	stripe: Stripe,
): (subscription: Stripe.Subscription) => Promise<GatewaySubscription> {
	async function latestInvoice(subscription: Stripe.Subscription): Promise<Stripe.Invoice | null> {
		const invoice = subscription.latest_invoice;
		if (invoice === null || typeof invoice === 'object') return invoice;
		return stripe.invoices.retrieve(invoice, { expand: ['payments', 'confirmation_secret'] });
	}

	async function pendingSetupIntent(
		subscription: Stripe.Subscription,
	): Promise<Stripe.SetupIntent | null> {
		const setupIntent = subscription.pending_setup_intent;
		if (setupIntent === null || typeof setupIntent === 'object') return setupIntent;
		return stripe.setupIntents.retrieve(setupIntent);
	}

	async function paymentIntent(
		reference: string | Stripe.PaymentIntent,
	): Promise<Stripe.PaymentIntent> {
		return typeof reference === 'object' ? reference : stripe.paymentIntents.retrieve(reference);
	}

	async function toGatewaySubscription(
		subscription: Stripe.Subscription,
	): Promise<GatewaySubscription> {
		const invoice = await latestInvoice(subscription);
		const payment = invoice ? firstPayment(invoice) : null;
		const paymentIntentRef = payment?.payment.payment_intent ?? null;
		let status: GatewaySubscriptionStatus;
		let clientSecret: string | null = null;
		let declineCode: string | null = null;
		switch (subscription.status) {
			case 'active':
				status = 'active';
				break;
			case 'trialing': {
				// A card that needs 3-D Secure to be charged later is confirmed now, during the trial.
				const setupIntent = await pendingSetupIntent(subscription);
				if (setupIntent?.status === 'requires_action') {
					status = 'requires_action';
					clientSecret = setupIntent.client_secret;
				} else {
					status = 'trialing';
				}
				break;
			}
			case 'incomplete': {
				// Both a bank asking for 3-D Secure and a failed first charge leave the subscription
				// incomplete; only the PaymentIntent tells them apart.
				const intent = paymentIntentRef ? await paymentIntent(paymentIntentRef) : null;
				if (intent?.status === 'requires_action') {
					status = 'requires_action';
					clientSecret = invoice?.confirmation_secret?.client_secret ?? intent.client_secret;
				} else {
					status = 'payment_failed';
				}
				break;
			}
			case 'past_due':
			case 'unpaid':
			case 'paused': {
				// Paused: a trial ended without a usable card; nothing is paid, as with a failed renewal.
				status = 'past_due';
				// The refused renewal's PaymentIntent says why the bank refused it (read for staff).
				const intent = paymentIntentRef ? await paymentIntent(paymentIntentRef) : null;
				const error = intent?.last_payment_error;
				declineCode = error?.decline_code ?? error?.code ?? null;
				break;
			}
			case 'canceled':
			case 'incomplete_expired':
				status = 'canceled';
				break;
			default:
				throw new Error(`unknown Stripe subscription status: ${subscription.status}`);
		}
		const period = billingPeriod(subscription);
		const paymentId =
			paymentIntentRef === null
				? (payment?.id ?? null)
				: typeof paymentIntentRef === 'string'
					? paymentIntentRef
					: paymentIntentRef.id;
		return {
			id: subscription.id,
			customerId:
				typeof subscription.customer === 'string'
					? subscription.customer
					: subscription.customer.id,
			status,
			clientSecret,
			transactionId: subscription.status === 'trialing' ? null : paymentId,
			amountPaidMinor: invoice?.amount_paid ?? 0,
			currency: subscription.currency,
			currentPeriodStart: fromUnix(period.start),
			currentPeriodEnd: fromUnix(period.end),
			trialEnd: subscription.trial_end === null ? null : fromUnix(subscription.trial_end),
			cancelAt: subscription.cancel_at === null ? null : fromUnix(subscription.cancel_at),
			metadata: { ...subscription.metadata },
			declineCode,
		};
	}

	return toGatewaySubscription;
}

/** The payment Stripe made when it finalized the invoice (the first attempt), if any. */
function firstPayment(invoice: Stripe.Invoice): Stripe.InvoicePayment | null {
	const payments = invoice.payments?.data ?? [];
	return payments.find((payment) => payment.is_default) ?? payments[0] ?? null;
}
