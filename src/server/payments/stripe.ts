/**
 * The Stripe twin of the payment gateway (./gateway.ts), on the official SDK.
 *
 * The SDK pins its own API version (`Stripe.API_VERSION`, a post-"basil" one): an invoice no
 * longer carries `payment_intent` (it is reached through `invoice.payments`, and the browser's
 * secret through `invoice.confirmation_secret`), the billing period lives on the subscription's
 * items, and an invoice names its subscription under `parent.subscription_details`.
 */
import Stripe from 'stripe';
import {
	InvalidWebhookSignature,
	type CreateSubscriptionInput,
	type GatewayCharge,
	type GatewayCustomerInput,
	type GatewayCoupon,
	type GatewayEvent,
	type GatewaySubscription,
	type PaymentGateway,
} from './gateway';
import { declinesAsCardDeclined, missingAsNotFound, SUBSCRIPTION_EXPAND } from './stripe-helpers';
import { stripePlanChange } from './stripe-plan-change';
import { stripeRefunds } from './stripe-refunds';
import { stripePrices } from './stripe-prices';
import { stripeTrials } from './stripe-trials';
import { subscriptionReader } from './stripe-subscriptions';

export interface StripeGatewayOptions {
	/** `sk_live_…` / `sk_test_…`. */
	secretKey: string;
	/**
	 * The webhook endpoint's signing secret (`whsec_…`). Without it every webhook is refused: an
	 * empty HMAC key would let anyone sign one.
	 */
	webhookSecret: string | undefined;
	/** The clock that judges a webhook signature's age (Stripe allows 5 minutes). */
	now?: () => Date;
	/** Where the SDK sends its requests; only tests set it (a local HTTP server). */
	client?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Creates the Stripe gateway; `name` is `'stripe'`. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
	const stripe = new Stripe(options.secretKey, {
		maxNetworkRetries: 2,
		telemetry: false,
		...(options.client
			? { host: options.client.host, port: options.client.port, protocol: options.client.protocol }
			: {}),
	});
	const now = options.now ?? (() => new Date());

	const toGatewaySubscription = subscriptionReader(stripe);

	return {
		name: 'stripe',

		async ensureCustomer({ userId, email, name }: GatewayCustomerInput): Promise<string> {
			const customer = await stripe.customers.create(
				{ email, name, metadata: { userId: String(userId) } },
				{ idempotencyKey: `customer-${userId}` },
			);
			return customer.id;
		},

		async createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription> {
			if (input.price.gatewayPriceId === '') {
				throw new Error(
					`plan "${input.price.name}" has no Stripe price id: Stripe subscriptions need one`,
				);
			}
			const subscription = await declinesAsCardDeclined(async () => {
				await stripe.paymentMethods.attach(
					input.paymentMethodId,
					{ customer: input.customerId },
					{ idempotencyKey: `${input.idempotencyKey}-attach` },
				);
				const discounts = input.coupon
					? [{ coupon: await couponId(stripe, input.coupon) }]
					: undefined;
				return stripe.subscriptions.create(
					{
						customer: input.customerId,
						items: [{ price: input.price.gatewayPriceId }],
						default_payment_method: input.paymentMethodId,
						...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
						...(discounts ? { discounts } : {}),
						// A card that needs 3-D Secure yields an incomplete subscription to confirm in the
						// browser, instead of an error.
						payment_behavior: 'allow_incomplete',
						metadata: { ...input.metadata },
						expand: SUBSCRIPTION_EXPAND,
					},
					{ idempotencyKey: input.idempotencyKey },
				);
			});
			return toGatewaySubscription(subscription);
		},

		async retrieveSubscription(id: string): Promise<GatewaySubscription> {
			return toGatewaySubscription(
				await missingAsNotFound('subscription', () =>
					stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }),
				),
			);
		},

		async listCharges(subscriptionId: string): Promise<GatewayCharge[]> {
			const paid = await missingAsNotFound('subscription', () =>
				stripe.invoices
					.list({ subscription: subscriptionId, status: 'paid', limit: 100 })
					.autoPagingToArray({ limit: 1000 }),
			);
			// Stripe lists newest first; a trial's €0 invoice charged nothing.
			return paid
				.filter((invoice) => invoice.amount_paid > 0)
				.map((invoice) => chargeOfInvoice(invoice, subscriptionId))
				.reverse();
		},

		...stripeRefunds(stripe),

		async cancelSubscriptionAt(id: string, at: Date): Promise<GatewaySubscription> {
			return toGatewaySubscription(
				await missingAsNotFound('subscription', () =>
					stripe.subscriptions.update(id, {
						cancel_at: Math.floor(at.getTime() / 1000),
						expand: SUBSCRIPTION_EXPAND,
					}),
				),
			);
		},

		...stripeTrials(stripe, toGatewaySubscription),
		...stripePrices(stripe),

		...stripePlanChange(stripe, toGatewaySubscription),

		async cancelSubscription(id: string): Promise<GatewaySubscription> {
			return toGatewaySubscription(
				await missingAsNotFound('subscription', () =>
					stripe.subscriptions.cancel(id, { expand: SUBSCRIPTION_EXPAND }),
				),
			);
		},

		async billingPortalUrl(customerId: string, returnUrl: string): Promise<string> {
			// A session lasts minutes and opens the customer's billing: made on the person's click,
			// never mailed.
			const session = await missingAsNotFound('customer', () =>
				stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
			);
			return session.url;
		},

		parseWebhook(rawBody: string, signature: string | undefined): Promise<GatewayEvent> {
			return parseStripeWebhook(stripe, options.webhookSecret, now(), rawBody, signature);
		},
	};
}

/**
 * The Stripe coupon for one of our validated codes, created on first use. Its id names what it
 * gives, so a code whose terms differ can never reuse another's Stripe coupon.
 */
async function couponId(stripe: Stripe, coupon: GatewayCoupon): Promise<string> {
	const slug = coupon.code.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
	const off =
		coupon.amountOffMinor !== null
			? { amount_off: coupon.amountOffMinor, currency: 'eur' }
			: { percent_off: coupon.percentOff ?? 0 };
	const terms =
		'amount_off' in off ? `a${off.amount_off}` : String(off.percent_off).replace('.', '_');
	const duration = coupon.everyPayment ? 'forever' : 'once';
	const id = `liceo-${slug}-${terms}${coupon.everyPayment ? '-forever' : ''}`;
	try {
		await stripe.coupons.create(
			{ id, name: coupon.code, ...off, duration },
			{ idempotencyKey: `coupon-${id}` },
		);
	} catch (error) {
		// The id is derived from code and terms, so an existing one is the same coupon.
		if (!(error instanceof Stripe.errors.StripeError && error.code === 'resource_already_exists')) {
			throw error;
		}
	}
	return id;
}

/**
 * A webhook's event, once its signature is checked against the endpoint's secret at `now` (Stripe
 * allows 5 minutes), in the gateway's terms.
 */
async function parseStripeWebhook(
	stripe: Stripe,
	webhookSecret: string | undefined,
	now: Date,
	rawBody: string,
	signature: string | undefined,
): Promise<GatewayEvent> {
	let event: Stripe.Event;
	if (!webhookSecret) {
		throw new InvalidWebhookSignature('STRIPE_WEBHOOK_SECRET is not configured');
	}
	try {
		event = await stripe.webhooks.constructEventAsync(
			rawBody,
			signature ?? '',
			webhookSecret,
			undefined,
			undefined,
			now.getTime(),
		);
	} catch (error) {
		if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
			throw new InvalidWebhookSignature(error.message);
		}
		throw error;
	}
	switch (event.type) {
		case 'invoice.paid':
		case 'invoice.payment_failed':
			return {
				id: event.id,
				type: event.type,
				subscriptionId: subscriptionOfInvoice(event.data.object),
			};
		case 'customer.subscription.updated':
		case 'customer.subscription.deleted':
			return { id: event.id, type: event.type, subscriptionId: event.data.object.id };
		case 'credit_note.created': {
			// A refund given in Stripe's dashboard: the campus issues its rectifying invoice. The
			// note names its invoice only; the invoice names the subscription.
			const note = event.data.object;
			const invoice =
				typeof note.invoice === 'string'
					? await stripe.invoices.retrieve(note.invoice)
					: note.invoice;
			return { id: event.id, type: event.type, subscriptionId: subscriptionOfInvoice(invoice) };
		}
		default:
			return { id: event.id, type: 'other', subscriptionId: null };
	}
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
	const subscription = invoice.parent?.subscription_details?.subscription;
	if (subscription === undefined) return null;
	return typeof subscription === 'string' ? subscription : subscription.id;
}

/** A paid Stripe invoice as the campus's charge: its amount, its lines' period and its number. */
function chargeOfInvoice(invoice: Stripe.Invoice, subscriptionId: string): GatewayCharge {
	// The lines' periods, not the invoice's: a renewal invoice's own period is the one that ended.
	const periods = invoice.lines.data.map((line) => line.period);
	const start = periods.length
		? Math.min(...periods.map((period) => period.start))
		: invoice.period_start;
	const end = periods.length
		? Math.max(...periods.map((period) => period.end))
		: invoice.period_end;
	const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
	return {
		id: invoice.id,
		subscriptionId,
		reason:
			invoice.billing_reason === 'subscription_create'
				? 'first_period'
				: invoice.billing_reason === 'subscription_update'
					? 'plan_change'
					: 'renewal',
		amountMinor: invoice.amount_paid,
		currency: invoice.currency,
		periodStart: new Date(start * 1000),
		periodEnd: new Date(end * 1000),
		paidAt: new Date(paidAt * 1000),
		number: invoice.number,
	};
}
