/**
 * The sandbox gateway: the embedded default (ARCHITECTURE decision 10), behaving like Stripe's
 * test mode so the whole purchase works offline, with its state in the database (tables
 * `sandbox_*`), so it holds across processes like the rest of the API.
 *
 * Test cards (Stripe's numbers and behaviour):
 * - 4242 4242 4242 4242 pays;
 * - 4000 0000 0000 0002 is declined (`generic_decline`): nothing is charged or stored;
 * - 4000 0025 0000 3155 asks the card holder to authenticate (3-D Secure): the subscription waits
 *   in `requires_action` until the browser's confirm step approves or refuses it;
 * - 4000 0000 0000 0341 is accepted but declines every charge: a free trial starts with it and its
 *   first renewal fails (`past_due`), a purchase paid with it at once is declined;
 * - any other number that passes the Luhn check pays, so a demo never stalls on a typo'd test card.
 *
 * Webhooks are signed like Stripe's (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`).
 */
import type { Database } from '../db/client';
import * as sandboxQueries from '../db/queries/sandbox';
import type { SandboxSubscriptionRow } from '../db/queries/sandbox';
import {
	CardDeclined,
	GatewayNotFound,
	TrialNotRunning,
	type CreateSubscriptionInput,
	type GatewaySubscription,
	type PaymentGateway,
	type PlanChangeInput,
} from './gateway';
import { prorate } from './proration';
import { firstCharges, newId, newSubscription, renewDueSubscriptions } from './sandbox-billing';
import { dunningMethods } from './sandbox-dunning';
import { checkCard, type SandboxCardInput } from './sandbox-cards';
import { chargesAndRefunds } from './sandbox-refunds';
import { parseSignedEvent, signSandboxWebhook } from './sandbox-webhooks';

export { InvalidCard, passesLuhn, type SandboxCardInput } from './sandbox-cards';

export interface SandboxGatewayOptions {
	db: Database;
	now: () => Date;
	/** Signs and verifies the sandbox's webhooks. */
	webhookSecret: string;
}

/** What the card form gets back: the payment method to send as `spid`. */
export interface SandboxPaymentMethod {
	id: string;
	brand: string;
	last4: string;
}

/** An id the sandbox does not know (payment method, subscription or client secret). */
export class SandboxNotFound extends GatewayNotFound {
	constructor(what: string) {
		super(what);
		this.name = 'SandboxNotFound';
	}
}

export interface SandboxGateway extends PaymentGateway {
	readonly name: 'sandbox';
	/** What Stripe.js does in the browser: turns a card into a payment method. */
	createPaymentMethod(card: SandboxCardInput): Promise<SandboxPaymentMethod>;
	/**
	 * The 3-D Secure step: the card holder approves (the first payment goes through, or the trial
	 * starts) or refuses (payment failed). Answers the subscription afterwards.
	 */
	confirmAuthentication(clientSecret: string, approve: boolean): Promise<GatewaySubscription>;
	/** The `Stripe-Signature`-style header for a body, as the gateway would send it. */
	signWebhook(rawBody: string, at?: Date): string;
	/**
	 * What Stripe does as time passes: every subscription whose period (or trial) has ended is
	 * renewed and charged the full price (a trial becomes paid), or ends when it was cancelled for
	 * that date. Answers the ids of the subscriptions it changed.
	 */
	advanceClock(): Promise<string[]>;
	/**
	 * The card form of the sandbox's own card page: the subscription's card becomes this payment
	 * method and, when a renewal is unpaid (`past_due`), the charge is retried with it at once, as
	 * Stripe's portal pays the open invoice. Throws `CardDeclined` when the card cannot pay (or be
	 * attached), and then nothing changed.
	 */
	replaceCard(subscriptionId: string, paymentMethodId: string): Promise<GatewaySubscription>;
	/**
	 * Stripe's Test Clocks for one subscription, outside production only: its timeline moves back
	 * so that its next moment (a renewal, a trial's end, a `past_due` grace's end) is now, and that
	 * moment's work runs. The server's clock stays real; only this subscription's dates move.
	 */
	advanceTestClock(subscriptionId: string): Promise<GatewaySubscription>;
}

type SubscriptionRow = SandboxSubscriptionRow;

export function createSandboxGateway({
	db,
	now,
	webhookSecret,
}: SandboxGatewayOptions): SandboxGateway {
	const findSubscription = (id: string) => subscriptionOf(db, id);
	const findPaymentMethod = (id: string) => paymentMethodOf(db, id);
	const updated = async (
		id: string,
		change: sandboxQueries.SandboxSubscriptionChange,
		charges: sandboxQueries.NewSandboxCharge[] = [],
	) =>
		toGatewaySubscription(
			(await sandboxQueries.updateSubscription(db, id, change, { charges })) ??
				(await findSubscription(id)),
		);

	return {
		name: 'sandbox',

		async ensureCustomer({ userId, email, name }) {
			const id = await sandboxQueries.ensureCustomer(db, {
				id: newId('cus_sbx'),
				userId,
				email,
				name,
			});
			if (id === undefined) throw new SandboxNotFound('customer');
			return id;
		},

		async createPaymentMethod(card) {
			const checked = checkCard(card, now());
			const id = newId('pm_sbx');
			await sandboxQueries.insertPaymentMethod(db, {
				id,
				last4: checked.last4,
				brand: checked.brand,
				expMonth: card.expMonth,
				expYear: card.expYear,
				behaviour: checked.behaviour,
			});
			return { id, brand: checked.brand, last4: checked.last4 };
		},

		async createSubscription(input: CreateSubscriptionInput) {
			const existing = await sandboxQueries.findSubscriptionByIdempotencyKey(
				db,
				input.idempotencyKey,
			);
			if (existing) return toGatewaySubscription(existing);

			const method = await findPaymentMethod(input.paymentMethodId);
			// Stripe refuses a declining card when it is attached: nothing is created or charged.
			if (method.behaviour === 'declines') throw new CardDeclined('generic_decline');

			const subscription = newSubscription(input, method, now());
			const paidNow = subscription.status === 'active';
			// Accepted, but its first charge fails: as declined, nothing is created.
			if (paidNow && method.behaviour === 'declines_later') {
				throw new CardDeclined('card_declined');
			}
			const charges = paidNow ? firstCharges(subscription, subscription.currentPeriodStart) : [];
			const row = await sandboxQueries.insertSubscriptionOnce(db, subscription, charges);
			if (!row) throw new SandboxNotFound('subscription');
			return toGatewaySubscription(row);
		},

		async confirmAuthentication(clientSecret, approve) {
			const row = await sandboxQueries.findSubscriptionByClientSecret(db, clientSecret);
			if (!row) throw new SandboxNotFound('client secret');
			if (row.status !== 'requires_action') return toGatewaySubscription(row);
			if (!approve) return updated(row.id, { status: 'payment_failed' });
			if (row.trialEnd !== null) return updated(row.id, { status: 'trialing' });
			const paid = { amountPaidMinor: row.firstAmountMinor, transactionId: newId('pi_sbx') };
			return updated(row.id, { status: 'active', ...paid }, firstCharges(row, now()));
		},

		async retrieveSubscription(id) {
			return toGatewaySubscription(await findSubscription(id));
		},

		...chargesAndRefunds(db, now, findSubscription),

		async cancelSubscriptionAt(id, at) {
			await findSubscription(id);
			return updated(id, { cancelAt: at });
		},

		...trialMethods(findSubscription, updated),
		// The sandbox charges the amount each subscription was created with: no price objects.
		createPlanPrice: () => Promise.resolve(''),

		...planChangeMethods(findSubscription, updated),

		async cancelSubscription(id) {
			await findSubscription(id);
			return updated(id, { status: 'canceled', cancelAt: now() });
		},

		advanceClock() {
			return renewDueSubscriptions(db, now());
		},

		...dunningMethods({ db, now, findSubscription, findPaymentMethod, toGatewaySubscription }),

		billingPortalUrl() {
			return Promise.resolve(null);
		},

		signWebhook(rawBody, at = now()) {
			return signSandboxWebhook(rawBody, webhookSecret, at);
		},

		parseWebhook(rawBody, signature) {
			return Promise.resolve(parseSignedEvent(rawBody, signature, webhookSecret, now()));
		},
	};
}

/**
 * Changing plan and reactivating (issue #17), as Stripe does them: the prorated difference is
 * charged at once (./proration.ts), and a change already made answers again without a charge.
 */
function planChangeMethods(
	findSubscription: (id: string) => Promise<SubscriptionRow>,
	updated: (
		id: string,
		change: sandboxQueries.SandboxSubscriptionChange,
		charges?: sandboxQueries.NewSandboxCharge[],
	) => Promise<GatewaySubscription>,
): Pick<PaymentGateway, 'previewPlanChange' | 'changePlan' | 'resumeSubscription'> {
	return {
		async previewPlanChange(input) {
			const row = await findSubscription(input.subscriptionId);
			return { ...prorationOf(row, input), currency: row.currency };
		},

		async changePlan(input) {
			const row = await findSubscription(input.subscriptionId);
			const { planId } = input.metadata;
			// Already changed by a call with this key (a retry): nothing charged twice.
			if (
				planId !== undefined &&
				row.metadata['planId'] === planId &&
				row.amountMinor === input.price.amountMinor &&
				row.period === input.price.period
			) {
				return toGatewaySubscription(row);
			}
			const proration = prorationOf(row, input);
			const charged = proration.amountDueMinor > 0;
			return updated(
				row.id,
				{
					amountMinor: input.price.amountMinor,
					period: input.price.period,
					currentPeriodStart: proration.periodStart,
					currentPeriodEnd: proration.periodEnd,
					amountPaidMinor: proration.amountDueMinor,
					transactionId: charged ? newId('pi_sbx') : row.transactionId,
					metadata: { ...row.metadata, ...input.metadata },
				},
				charged
					? [
							{
								id: newId('ch_sbx'),
								reason: 'plan_change',
								amountMinor: proration.amountDueMinor,
								currency: row.currency,
								periodStart: input.prorationDate,
								periodEnd: proration.periodEnd,
								paidAt: input.prorationDate,
							},
						]
					: [],
			);
		},

		async resumeSubscription(id) {
			await findSubscription(id);
			return updated(id, { cancelAt: null });
		},
	};
}

/** The change's proration, from the subscription's current price and period, as Stripe's. */
function prorationOf(row: SubscriptionRow, input: PlanChangeInput) {
	return prorate({
		fromAmountMinor: row.amountMinor,
		fromPeriod: row.period === 1 ? 1 : 2,
		toAmountMinor: input.price.amountMinor,
		toPeriod: input.price.period,
		currentPeriodStart: row.currentPeriodStart,
		currentPeriodEnd: row.currentPeriodEnd,
		at: input.prorationDate,
	});
}

async function subscriptionOf(db: Database, id: string): Promise<SubscriptionRow> {
	const row = await sandboxQueries.findSubscription(db, id);
	if (!row) throw new SandboxNotFound('subscription');
	return row;
}

async function paymentMethodOf(db: Database, id: string) {
	const method = await sandboxQueries.findPaymentMethod(db, id);
	if (!method) throw new SandboxNotFound('payment method');
	return method;
}

function toGatewaySubscription(row: SubscriptionRow): GatewaySubscription {
	return {
		id: row.id,
		customerId: row.customerId,
		status: row.status,
		clientSecret: row.status === 'requires_action' ? row.clientSecret : null,
		transactionId: row.transactionId,
		amountPaidMinor: row.amountPaidMinor,
		currency: row.currency,
		currentPeriodStart: row.currentPeriodStart,
		currentPeriodEnd: row.currentPeriodEnd,
		trialEnd: row.trialEnd,
		cancelAt: row.cancelAt,
		metadata: row.metadata,
		// The sandbox's only card that is taken and then declines is Stripe's 0341.
		declineCode: row.status === 'past_due' ? 'generic_decline' : null,
	};
}

/**
 * Extending a trial (issue #20), as Stripe: the trial's end is the period's end, and the first
 * charge moves with it.
 */
function trialMethods(
	findSubscription: (id: string) => Promise<SubscriptionRow>,
	updated: (
		id: string,
		change: sandboxQueries.SandboxSubscriptionChange,
	) => Promise<GatewaySubscription>,
): Pick<PaymentGateway, 'extendTrial'> {
	return {
		async extendTrial(id, trialEnd) {
			const row = await findSubscription(id);
			if (row.status !== 'trialing') throw new TrialNotRunning(id);
			return updated(id, { trialEnd, currentPeriodEnd: trialEnd });
		},
	};
}
