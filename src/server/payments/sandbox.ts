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
 * - any other number that passes the Luhn check pays, so a demo never stalls on a typo'd test card.
 *
 * Webhooks are signed like Stripe's (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxCustomers, sandboxPaymentMethods, sandboxSubscriptions } from '../db/schema';
import {
	addPeriod,
	CardDeclined,
	GatewayNotFound,
	InvalidWebhookSignature,
	type CreateSubscriptionInput,
	type GatewayEvent,
	type GatewaySubscription,
	type PaymentGateway,
} from './gateway';

export interface SandboxGatewayOptions {
	db: Database;
	now: () => Date;
	/** Signs and verifies the sandbox's webhooks. */
	webhookSecret: string;
}

export interface SandboxCardInput {
	number: string;
	expMonth: number;
	expYear: number;
	cvc: string;
}

/** What the card form gets back: the payment method to send as `spid`. */
export interface SandboxPaymentMethod {
	id: string;
	brand: string;
	last4: string;
}

/** The card cannot be used: wrong number, past expiry or malformed CVC. */
export class InvalidCard extends Error {
	constructor(readonly reason: 'number' | 'expiry' | 'cvc') {
		super(`invalid card ${reason}`);
		this.name = 'InvalidCard';
	}
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
}

/** Stripe's tolerance for a webhook's timestamp. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const BEHAVIOUR_BY_NUMBER: Readonly<Record<string, Behaviour>> = {
	'4242424242424242': 'succeeds',
	'4000000000000002': 'declines',
	'4000002500003155': 'authenticates',
};

type Behaviour = 'succeeds' | 'declines' | 'authenticates';
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export function createSandboxGateway({
	db,
	now,
	webhookSecret,
}: SandboxGatewayOptions): SandboxGateway {
	const findSubscription = async (id: string): Promise<SubscriptionRow> => {
		const [row] = await db
			.select()
			.from(sandboxSubscriptions)
			.where(eq(sandboxSubscriptions.id, id));
		if (!row) throw new SandboxNotFound('subscription');
		return row;
	};

	return {
		name: 'sandbox',

		async ensureCustomer({ userId, email, name }) {
			await db
				.insert(sandboxCustomers)
				.values({ id: newId('cus_sbx'), userId, email, name })
				.onConflictDoNothing({ target: sandboxCustomers.userId });
			const [row] = await db
				.select({ id: sandboxCustomers.id })
				.from(sandboxCustomers)
				.where(eq(sandboxCustomers.userId, userId));
			if (!row) throw new SandboxNotFound('customer');
			return row.id;
		},

		async createPaymentMethod(card) {
			const number = card.number.replace(/[\s-]/g, '');
			if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) throw new InvalidCard('number');
			if (!/^\d{3,4}$/.test(card.cvc)) throw new InvalidCard('cvc');
			if (!notExpired(card.expMonth, card.expYear, now())) throw new InvalidCard('expiry');
			const id = newId('pm_sbx');
			await db.insert(sandboxPaymentMethods).values({
				id,
				last4: number.slice(-4),
				brand: brandOf(number),
				expMonth: card.expMonth,
				expYear: card.expYear,
				behaviour: BEHAVIOUR_BY_NUMBER[number] ?? 'succeeds',
			});
			return { id, brand: brandOf(number), last4: number.slice(-4) };
		},

		async createSubscription(input: CreateSubscriptionInput) {
			const [existing] = await db
				.select()
				.from(sandboxSubscriptions)
				.where(eq(sandboxSubscriptions.idempotencyKey, input.idempotencyKey));
			if (existing) return toGatewaySubscription(existing);

			const [method] = await db
				.select()
				.from(sandboxPaymentMethods)
				.where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
			if (!method) throw new SandboxNotFound('payment method');
			// Stripe refuses a declining card when it is attached: nothing is created or charged.
			if (method.behaviour === 'declines') {
				throw new CardDeclined('generic_decline');
			}

			const start = now();
			const trial = input.trialDays > 0;
			const periodEnd = trial
				? addDays(start, input.trialDays)
				: addPeriod(start, input.price.period);
			const firstAmount = discounted(input.price.amountMinor, input.coupon?.percentOff ?? 0);
			const needsAction = method.behaviour === 'authenticates';
			const id = newId('sub_sbx');
			const paidNow = !trial && !needsAction;
			await db
				.insert(sandboxSubscriptions)
				.values({
					id,
					idempotencyKey: input.idempotencyKey,
					customerId: input.customerId,
					paymentMethodId: method.id,
					status: needsAction ? 'requires_action' : trial ? 'trialing' : 'active',
					clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
					amountMinor: input.price.amountMinor,
					firstAmountMinor: firstAmount,
					amountPaidMinor: paidNow ? firstAmount : 0,
					currency: input.price.currency,
					period: input.price.period,
					transactionId: paidNow ? newId('pi_sbx') : null,
					currentPeriodStart: start,
					currentPeriodEnd: periodEnd,
					trialEnd: trial ? periodEnd : null,
					metadata: { ...input.metadata },
				})
				// Two calls with one key at the same instant: the second finds the first's row.
				.onConflictDoNothing({ target: sandboxSubscriptions.idempotencyKey });
			const [row] = await db
				.select()
				.from(sandboxSubscriptions)
				.where(eq(sandboxSubscriptions.idempotencyKey, input.idempotencyKey));
			if (!row) throw new SandboxNotFound('subscription');
			return toGatewaySubscription(row);
		},

		async confirmAuthentication(clientSecret, approve) {
			const [row] = await db
				.select()
				.from(sandboxSubscriptions)
				.where(eq(sandboxSubscriptions.clientSecret, clientSecret));
			if (!row) throw new SandboxNotFound('client secret');
			if (row.status !== 'requires_action') return toGatewaySubscription(row);
			const trial = row.trialEnd !== null;
			const [updated] = await db
				.update(sandboxSubscriptions)
				.set(
					!approve
						? { status: 'payment_failed' }
						: trial
							? { status: 'trialing' }
							: {
									status: 'active',
									amountPaidMinor: row.firstAmountMinor,
									transactionId: newId('pi_sbx'),
								},
				)
				.where(eq(sandboxSubscriptions.id, row.id))
				.returning();
			return toGatewaySubscription(updated ?? row);
		},

		async retrieveSubscription(id) {
			return toGatewaySubscription(await findSubscription(id));
		},

		async cancelSubscriptionAt(id, at) {
			await findSubscription(id);
			const [row] = await db
				.update(sandboxSubscriptions)
				.set({ cancelAt: at })
				.where(eq(sandboxSubscriptions.id, id))
				.returning();
			return toGatewaySubscription(row ?? (await findSubscription(id)));
		},

		async cancelSubscription(id) {
			await findSubscription(id);
			const [row] = await db
				.update(sandboxSubscriptions)
				.set({ status: 'canceled', cancelAt: now() })
				.where(eq(sandboxSubscriptions.id, id))
				.returning();
			return toGatewaySubscription(row ?? (await findSubscription(id)));
		},

		async advanceClock() {
			const current = now();
			const due = await db
				.select()
				.from(sandboxSubscriptions)
				.where(
					and(
						inArray(sandboxSubscriptions.status, ['active', 'trialing']),
						lte(sandboxSubscriptions.currentPeriodEnd, current),
					),
				);
			for (const row of due) {
				let { currentPeriodStart, currentPeriodEnd } = row;
				let status: SubscriptionRow['status'] = row.status;
				let paid = row.amountPaidMinor;
				let transactionId = row.transactionId;
				// Catch up on every period that ended while nobody looked.
				while (currentPeriodEnd <= current) {
					if (row.cancelAt !== null && row.cancelAt <= currentPeriodEnd) {
						status = 'canceled';
						break;
					}
					currentPeriodStart = currentPeriodEnd;
					currentPeriodEnd = addPeriod(currentPeriodEnd, row.period === 1 ? 1 : 2);
					status = 'active';
					paid = row.amountMinor;
					transactionId = newId('pi_sbx');
				}
				await db
					.update(sandboxSubscriptions)
					.set({
						status,
						currentPeriodStart,
						currentPeriodEnd,
						amountPaidMinor: paid,
						transactionId,
					})
					.where(eq(sandboxSubscriptions.id, row.id));
			}
			return due.map((row) => row.id);
		},

		signWebhook(rawBody, at = now()) {
			const timestamp = Math.floor(at.getTime() / 1000);
			return `t=${timestamp},v1=${hmac(webhookSecret, `${timestamp}.${rawBody}`)}`;
		},

		parseWebhook(rawBody, signature) {
			return Promise.resolve(parseSignedEvent(rawBody, signature, webhookSecret, now()));
		},
	};
}

function parseSignedEvent(
	rawBody: string,
	signature: string | undefined,
	secret: string,
	now: Date,
): GatewayEvent {
	const parts = new Map(
		(signature ?? '').split(',').map((part) => {
			const [key = '', value = ''] = part.split('=');
			return [key.trim(), value.trim()] as const;
		}),
	);
	const timestamp = Number(parts.get('t'));
	const given = Buffer.from(parts.get('v1') ?? '', 'hex');
	const expected = Buffer.from(hmac(secret, `${timestamp}.${rawBody}`), 'hex');
	if (
		!Number.isInteger(timestamp) ||
		given.length !== expected.length ||
		!timingSafeEqual(given, expected) ||
		Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS
	) {
		throw new InvalidWebhookSignature();
	}
	let event: unknown;
	try {
		event = JSON.parse(rawBody);
	} catch {
		throw new InvalidWebhookSignature('webhook body is not JSON');
	}
	return toGatewayEvent(event);
}

/** Reads a Stripe-shaped event: `{ id, type, data: { object } }`. */
function toGatewayEvent(event: unknown): GatewayEvent {
	const record = isRecord(event) ? event : {};
	const id = typeof record['id'] === 'string' ? record['id'] : '';
	if (id === '') throw new InvalidWebhookSignature('webhook event without id');
	const type = typeof record['type'] === 'string' ? record['type'] : '';
	const data = isRecord(record['data']) ? record['data'] : {};
	const object = isRecord(data['object']) ? data['object'] : {};
	const known = [
		'invoice.paid',
		'invoice.payment_failed',
		'customer.subscription.updated',
		'customer.subscription.deleted',
	] as const;
	const mapped = (known as readonly string[]).includes(type)
		? (type as GatewayEvent['type'])
		: 'other';
	const subscriptionId = type.startsWith('customer.subscription.')
		? stringOrNull(object['id'])
		: stringOrNull(object['subscription']);
	return { id, type: mapped, subscriptionId };
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
	};
}

function discounted(amountMinor: number, percentOff: number): number {
	return amountMinor - Math.round((amountMinor * percentOff) / 100);
}

function newId(prefix: string): string {
	return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function hmac(secret: string, payload: string): string {
	return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(number: string): boolean {
	let sum = 0;
	for (let index = 0; index < number.length; index++) {
		let digit = Number(number[number.length - 1 - index]);
		if (index % 2 === 1) {
			digit *= 2;
			if (digit > 9) digit -= 9;
		}
		sum += digit;
	}
	return sum % 10 === 0;
}

function notExpired(month: number, year: number, now: Date): boolean {
	if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
	const fullYear = year < 100 ? 2000 + year : year;
	// A card is valid through the last day of its month.
	return new Date(Date.UTC(fullYear, month, 1)) > now;
}

function brandOf(number: string): string {
	if (number.startsWith('4')) return 'visa';
	if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
	if (/^3[47]/.test(number)) return 'amex';
	return 'unknown';
}

function addDays(date: Date, days: number): Date {
	return new Date(date.getTime() + days * 86_400_000);
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}
