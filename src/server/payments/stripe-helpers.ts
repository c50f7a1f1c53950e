/** What the Stripe gateway (./stripe.ts) and its plan changes (./stripe-plan-change.ts) share. */
import Stripe from 'stripe';
import { CardDeclined, GatewayNotFound } from './gateway';

/**
 * What every read of a subscription expands, so one request answers the status, the payment and
 * the secret the browser needs. `payments.data.payment.payment_intent` would be one level past
 * Stripe's expansion limit, so the PaymentIntent is read apart when its status matters.
 */
export const SUBSCRIPTION_EXPAND = [
	'latest_invoice.payments',
	'latest_invoice.confirmation_secret',
	'pending_setup_intent',
];

/** Since "basil" the period is per item; one plan per subscription, but take the whole span. */
export function billingPeriod(subscription: Stripe.Subscription): { start: number; end: number } {
	const items = subscription.items.data;
	if (items.length === 0) throw new Error(`Stripe subscription ${subscription.id} has no items`);
	return {
		start: Math.min(...items.map((item) => item.current_period_start)),
		end: Math.max(...items.map((item) => item.current_period_end)),
	};
}

export function fromUnix(seconds: number): Date {
	return new Date(seconds * 1000);
}

/** Turns Stripe's "No such …" (`resource_missing`) into the gateway's `GatewayNotFound`. */
export async function missingAsNotFound<T>(what: string, call: () => Promise<T>): Promise<T> {
	try {
		return await call();
	} catch (error) {
		if (
			error instanceof Stripe.errors.StripeInvalidRequestError &&
			error.code === 'resource_missing'
		) {
			throw new GatewayNotFound(what);
		}
		throw error;
	}
}

/** Turns a card refusal into the gateway's `CardDeclined`; any other failure passes through. */
export async function declinesAsCardDeclined<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call();
	} catch (error) {
		if (error instanceof Stripe.errors.StripeCardError) {
			// The SDK fills a missing `decline_code` with '' (an expired card has only `code`).
			throw new CardDeclined(error.decline_code || error.code || 'card_declined');
		}
		throw error;
	}
}
