import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	CardDeclined,
	GatewayNotFound,
	InvalidWebhookSignature,
	RefundRefused,
	TrialNotRunning,
	type CreateSubscriptionInput,
	type PaymentGateway,
} from './gateway';
import { createStripeGateway } from './stripe';

const SECRET_KEY = 'sk_test_liceo_123';
const WEBHOOK_SECRET = 'whsec_liceo_456';
/** The gateway's clock, far from the real one, so webhook timestamps prove it is the one used. */
const NOW = new Date('2026-03-02T09:00:00Z');
const PERIOD_START = Date.UTC(2026, 2, 2) / 1000;
const PERIOD_END = Date.UTC(2026, 3, 2) / 1000;
const TRIAL_END = Date.UTC(2026, 2, 7) / 1000;

/** One request as the fake Stripe received it. */
interface RecordedRequest {
	method: string;
	path: string;
	query: URLSearchParams;
	headers: IncomingHttpHeaders;
	/** The `application/x-www-form-urlencoded` body, bracketed keys left as sent. */
	form: URLSearchParams;
}

interface Reply {
	status: number;
	body: unknown;
}

const requests: RecordedRequest[] = [];
/** Canned answers by `METHOD /path`; an unknown route answers 404, as Stripe would. */
const routes = new Map<string, (request: RecordedRequest) => Reply>();
let server: Server;
let gateway: PaymentGateway;

beforeAll(async () => {
	server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://127.0.0.1');
			const request: RecordedRequest = {
				method: req.method ?? '',
				path: url.pathname,
				query: url.searchParams,
				headers: req.headers,
				form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
			};
			requests.push(request);
			const route = routes.get(`${request.method} ${request.path}`);
			const reply = route
				? route(request)
				: {
						status: 404,
						body: { error: { type: 'invalid_request_error', message: `no route ${url.pathname}` } },
					};
			res.writeHead(reply.status, { 'content-type': 'application/json' });
			res.end(JSON.stringify(reply.body));
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	gateway = createStripeGateway({
		secretKey: SECRET_KEY,
		webhookSecret: WEBHOOK_SECRET,
		now: () => NOW,
		client: { host: '127.0.0.1', port, protocol: 'http' },
	});
});

afterAll(async () => {
	server.closeAllConnections();
	await new Promise<void>((resolve, reject) => {
		server.close((error) => {
			if (error) reject(error);
			else resolve();
		});
	});
});

beforeEach(() => {
	requests.length = 0;
	routes.clear();
	routes.set('POST /v1/payment_methods/pm_card_visa/attach', (request) => ({
		status: 200,
		body: { id: 'pm_card_visa', object: 'payment_method', customer: request.form.get('customer') },
	}));
});

const purchase: CreateSubscriptionInput = {
	idempotencyKey: 'checkout-7',
	customerId: 'cus_ana',
	paymentMethodId: 'pm_card_visa',
	price: {
		amountMinor: 4900,
		currency: 'eur',
		period: 2,
		gatewayPriceId: 'price_monthly',
		name: 'Mensual',
	},
	trialDays: 0,
	coupon: null,
	metadata: { checkoutId: '7', userId: '42', planId: '3' },
};

function invoicePaymentJson(paymentIntent: string, amountPaid: number | null) {
	return {
		id: 'inpay_1',
		object: 'invoice_payment',
		amount_paid: amountPaid,
		amount_requested: 4900,
		currency: 'eur',
		invoice: 'in_1',
		is_default: true,
		payment: { type: 'payment_intent', payment_intent: paymentIntent },
		status: amountPaid === null ? 'open' : 'paid',
	};
}

function invoiceJson(options: {
	amountPaid: number;
	payments: ReturnType<typeof invoicePaymentJson>[];
	clientSecret?: string;
}) {
	return {
		id: 'in_1',
		object: 'invoice',
		amount_paid: options.amountPaid,
		currency: 'eur',
		status: options.amountPaid > 0 ? 'paid' : 'open',
		confirmation_secret: options.clientSecret
			? { client_secret: options.clientSecret, type: 'payment_intent' }
			: null,
		payments: {
			object: 'list',
			data: options.payments,
			has_more: false,
			url: '/v1/invoice_payments',
		},
		parent: {
			type: 'subscription_details',
			quote_details: null,
			subscription_details: { subscription: 'sub_1', metadata: null },
		},
	};
}

const paidInvoice = invoiceJson({
	amountPaid: 4900,
	payments: [invoicePaymentJson('pi_paid', 4900)],
});

function subscriptionJson(
	status: string,
	options: {
		latestInvoice?: unknown;
		pendingSetupIntent?: unknown;
		trialEnd?: number | null;
		cancelAt?: number | null;
	} = {},
) {
	return {
		id: 'sub_1',
		object: 'subscription',
		customer: 'cus_ana',
		currency: 'eur',
		status,
		cancel_at: options.cancelAt ?? null,
		trial_end: options.trialEnd ?? null,
		latest_invoice: options.latestInvoice ?? paidInvoice,
		pending_setup_intent: options.pendingSetupIntent ?? null,
		metadata: { checkoutId: '7', userId: '42', planId: '3' },
		items: {
			object: 'list',
			data: [
				{
					id: 'si_1',
					object: 'subscription_item',
					price: { id: 'price_monthly', object: 'price' },
					current_period_start: PERIOD_START,
					current_period_end: options.trialEnd ?? PERIOD_END,
				},
			],
			has_more: false,
		},
	};
}

function answerSubscription(body: unknown) {
	routes.set('POST /v1/subscriptions', () => ({ status: 200, body }));
}

function only(method: string, path: string): RecordedRequest {
	const matching = requests.filter((r) => r.method === method && r.path === path);
	expect(matching).toHaveLength(1);
	return matching[0]!;
}

describe('Stripe gateway: customers', () => {
	it('creates the customer with our user id, authenticated and idempotent per user', async () => {
		routes.set('POST /v1/customers', () => ({
			status: 200,
			body: { id: 'cus_ana', object: 'customer' },
		}));
		const id = await gateway.ensureCustomer({ userId: 42, email: 'ana@ejemplo.es', name: 'Ana' });
		expect(id).toBe('cus_ana');
		const sent = only('POST', '/v1/customers');
		expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
		expect(sent.headers['idempotency-key']).toBe('customer-42');
		// The SDK pins its API version; the mapping in stripe.ts is written against it.
		expect(sent.headers['stripe-version']).toBe(Stripe.API_VERSION);
		expect(Object.fromEntries(sent.form)).toEqual({
			email: 'ana@ejemplo.es',
			name: 'Ana',
			'metadata[userId]': '42',
		});
	});
});

describe('Stripe gateway: createSubscription', () => {
	it('attaches the card, then subscribes and charges at once: active', async () => {
		answerSubscription(subscriptionJson('active'));
		const subscription = await gateway.createSubscription(purchase);

		const attach = only('POST', '/v1/payment_methods/pm_card_visa/attach');
		expect(attach.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
		expect(attach.headers['idempotency-key']).toBe('checkout-7-attach');
		expect(attach.form.get('customer')).toBe('cus_ana');

		const create = only('POST', '/v1/subscriptions');
		expect(requests.indexOf(attach)).toBeLessThan(requests.indexOf(create));
		expect(create.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
		expect(create.headers['idempotency-key']).toBe('checkout-7');
		expect(create.form.get('customer')).toBe('cus_ana');
		expect(create.form.get('items[0][price]')).toBe('price_monthly');
		expect(create.form.get('default_payment_method')).toBe('pm_card_visa');
		expect(create.form.get('payment_behavior')).toBe('allow_incomplete');
		expect(create.form.get('metadata[checkoutId]')).toBe('7');
		expect(create.form.get('metadata[userId]')).toBe('42');
		expect(create.form.get('metadata[planId]')).toBe('3');
		expect(create.form.has('trial_period_days')).toBe(false);
		expect([...create.form.keys()].some((key) => key.startsWith('discounts'))).toBe(false);
		const expand = [...create.form].filter(([key]) => key.startsWith('expand')).map(([, v]) => v);
		expect(expand).toEqual(
			expect.arrayContaining([
				'latest_invoice.payments',
				'latest_invoice.confirmation_secret',
				'pending_setup_intent',
			]),
		);
		expect(requests).toHaveLength(2);

		expect(subscription).toEqual({
			id: 'sub_1',
			customerId: 'cus_ana',
			status: 'active',
			clientSecret: null,
			transactionId: 'pi_paid',
			amountPaidMinor: 4900,
			currency: 'eur',
			currentPeriodStart: new Date('2026-03-02T00:00:00Z'),
			currentPeriodEnd: new Date('2026-04-02T00:00:00Z'),
			trialEnd: null,
			cancelAt: null,
			metadata: { checkoutId: '7', userId: '42', planId: '3' },
			declineCode: null,
		});
	});

	it('sends the same idempotency keys when the same purchase is retried', async () => {
		answerSubscription(subscriptionJson('active'));
		await gateway.createSubscription(purchase);
		await gateway.createSubscription({ ...purchase });
		const keys = (path: string) =>
			requests.filter((r) => r.path === path).map((r) => r.headers['idempotency-key']);
		expect(keys('/v1/subscriptions')).toEqual(['checkout-7', 'checkout-7']);
		expect(keys('/v1/payment_methods/pm_card_visa/attach')).toEqual([
			'checkout-7-attach',
			'checkout-7-attach',
		]);
	});

	it('starts a free trial: trial_period_days sent, trialing, nothing charged', async () => {
		answerSubscription(
			subscriptionJson('trialing', {
				trialEnd: TRIAL_END,
				latestInvoice: invoiceJson({ amountPaid: 0, payments: [] }),
			}),
		);
		const subscription = await gateway.createSubscription({
			...purchase,
			idempotencyKey: 'trial-8',
			trialDays: 5,
		});
		const create = only('POST', '/v1/subscriptions');
		expect(create.form.get('trial_period_days')).toBe('5');
		expect(create.headers['idempotency-key']).toBe('trial-8');
		expect(subscription).toMatchObject({
			status: 'trialing',
			clientSecret: null,
			transactionId: null,
			amountPaidMinor: 0,
			trialEnd: new Date('2026-03-07T00:00:00Z'),
			currentPeriodEnd: new Date('2026-03-07T00:00:00Z'),
		});
	});

	it('asks to confirm a trial card that needs 3-D Secure (pending SetupIntent)', async () => {
		answerSubscription(
			subscriptionJson('trialing', {
				trialEnd: TRIAL_END,
				latestInvoice: invoiceJson({ amountPaid: 0, payments: [] }),
				pendingSetupIntent: {
					id: 'seti_1',
					object: 'setup_intent',
					status: 'requires_action',
					client_secret: 'seti_1_secret_abc',
				},
			}),
		);
		const subscription = await gateway.createSubscription({ ...purchase, trialDays: 5 });
		expect(subscription).toMatchObject({
			status: 'requires_action',
			clientSecret: 'seti_1_secret_abc',
			transactionId: null,
		});
	});

	it('answers requires_action with the secret when the bank asks for 3-D Secure', async () => {
		answerSubscription(
			subscriptionJson('incomplete', {
				latestInvoice: invoiceJson({
					amountPaid: 0,
					payments: [invoicePaymentJson('pi_3ds', null)],
					clientSecret: 'pi_3ds_secret_xyz',
				}),
			}),
		);
		routes.set('GET /v1/payment_intents/pi_3ds', () => ({
			status: 200,
			body: {
				id: 'pi_3ds',
				object: 'payment_intent',
				status: 'requires_action',
				client_secret: 'pi_3ds_secret_xyz',
			},
		}));
		const subscription = await gateway.createSubscription(purchase);
		expect(only('GET', '/v1/payment_intents/pi_3ds').headers.authorization).toBe(
			`Bearer ${SECRET_KEY}`,
		);
		expect(subscription).toMatchObject({
			status: 'requires_action',
			clientSecret: 'pi_3ds_secret_xyz',
			transactionId: 'pi_3ds',
			amountPaidMinor: 0,
		});
	});

	it('answers payment_failed when an incomplete first payment needs a new card', async () => {
		answerSubscription(
			subscriptionJson('incomplete', {
				latestInvoice: invoiceJson({
					amountPaid: 0,
					payments: [invoicePaymentJson('pi_failed', null)],
					clientSecret: 'pi_failed_secret',
				}),
			}),
		);
		routes.set('GET /v1/payment_intents/pi_failed', () => ({
			status: 200,
			body: {
				id: 'pi_failed',
				object: 'payment_intent',
				status: 'requires_payment_method',
				client_secret: 'pi_failed_secret',
			},
		}));
		const subscription = await gateway.createSubscription(purchase);
		expect(subscription).toMatchObject({ status: 'payment_failed', clientSecret: null });
	});

	it('rejects with CardDeclined when Stripe declines the card on creation', async () => {
		routes.set('POST /v1/subscriptions', () => ({
			status: 402,
			body: {
				error: {
					type: 'card_error',
					code: 'card_declined',
					decline_code: 'generic_decline',
					message: 'Your card was declined.',
				},
			},
		}));
		const attempt = gateway.createSubscription(purchase);
		await expect(attempt).rejects.toBeInstanceOf(CardDeclined);
		await expect(attempt).rejects.toMatchObject({ declineCode: 'generic_decline' });
		// A 402 is an answer, not a network failure: the SDK must not retry it.
		expect(requests.filter((r) => r.path === '/v1/subscriptions')).toHaveLength(1);
	});

	it('rejects with CardDeclined when the card is refused on attach, and subscribes nothing', async () => {
		routes.set('POST /v1/payment_methods/pm_card_visa/attach', () => ({
			status: 402,
			body: { error: { type: 'card_error', code: 'expired_card', message: 'Expired.' } },
		}));
		const attempt = gateway.createSubscription(purchase);
		await expect(attempt).rejects.toBeInstanceOf(CardDeclined);
		await expect(attempt).rejects.toMatchObject({ declineCode: 'expired_card' });
		expect(requests.some((r) => r.path === '/v1/subscriptions')).toBe(false);
	});

	it('creates the coupon once and subscribes with it as a discount', async () => {
		routes.set('POST /v1/coupons', (request) => ({
			status: 200,
			body: { id: request.form.get('id'), object: 'coupon' },
		}));
		answerSubscription(subscriptionJson('active'));
		await gateway.createSubscription({
			...purchase,
			coupon: { code: 'BIENVENIDA', percentOff: 20, amountOffMinor: null, everyPayment: false },
		});
		const coupon = only('POST', '/v1/coupons');
		expect(Object.fromEntries(coupon.form)).toEqual({
			id: 'liceo-bienvenida-20',
			name: 'BIENVENIDA',
			percent_off: '20',
			duration: 'once',
		});
		expect(coupon.headers['idempotency-key']).toBe('coupon-liceo-bienvenida-20');
		const create = only('POST', '/v1/subscriptions');
		expect(requests.indexOf(coupon)).toBeLessThan(requests.indexOf(create));
		expect(create.form.get('discounts[0][coupon]')).toBe('liceo-bienvenida-20');
	});

	it('gives a coupon of an amount off every payment as a forever coupon in euros', async () => {
		routes.set('POST /v1/coupons', (request) => ({
			status: 200,
			body: { id: request.form.get('id'), object: 'coupon' },
		}));
		answerSubscription(subscriptionJson('active'));
		await gateway.createSubscription({
			...purchase,
			coupon: { code: 'CONGRESO', percentOff: null, amountOffMinor: 500, everyPayment: true },
		});
		expect(Object.fromEntries(only('POST', '/v1/coupons').form)).toEqual({
			id: 'liceo-congreso-a500-forever',
			name: 'CONGRESO',
			amount_off: '500',
			currency: 'eur',
			duration: 'forever',
		});
		expect(only('POST', '/v1/subscriptions').form.get('discounts[0][coupon]')).toBe(
			'liceo-congreso-a500-forever',
		);
	});

	it('reuses a coupon that already exists in Stripe', async () => {
		routes.set('POST /v1/coupons', () => ({
			status: 400,
			body: {
				error: {
					type: 'invalid_request_error',
					code: 'resource_already_exists',
					message: 'Coupon already exists.',
				},
			},
		}));
		answerSubscription(subscriptionJson('active'));
		const subscription = await gateway.createSubscription({
			...purchase,
			coupon: { code: 'Verano', percentOff: 15, amountOffMinor: null, everyPayment: false },
		});
		expect(only('POST', '/v1/coupons').form.get('id')).toBe('liceo-verano-15');
		expect(only('POST', '/v1/subscriptions').form.get('discounts[0][coupon]')).toBe(
			'liceo-verano-15',
		);
		expect(subscription.status).toBe('active');
	});

	it('refuses a plan without a Stripe price id before calling Stripe', async () => {
		await expect(
			gateway.createSubscription({ ...purchase, price: { ...purchase.price, gatewayPriceId: '' } }),
		).rejects.toThrow(/price id/);
		expect(requests).toHaveLength(0);
	});
});

describe('Stripe gateway: retrieve and cancel', () => {
	it.each([
		['active', 'active'],
		['past_due', 'past_due'],
		['unpaid', 'past_due'],
		['paused', 'past_due'],
		['canceled', 'canceled'],
		['incomplete_expired', 'canceled'],
	])('reads Stripe %s as %s, with the same expansions', async (stripeStatus, expected) => {
		routes.set('GET /v1/subscriptions/sub_1', () => ({
			status: 200,
			body: subscriptionJson(stripeStatus),
		}));
		// A refused renewal's PaymentIntent is read for its reason; this one gives none.
		routes.set('GET /v1/payment_intents/pi_paid', () => ({
			status: 200,
			body: { id: 'pi_paid', object: 'payment_intent', status: 'requires_payment_method' },
		}));
		const subscription = await gateway.retrieveSubscription('sub_1');
		expect(subscription.status).toBe(expected);
		expect(subscription.declineCode).toBeNull();
		const sent = only('GET', '/v1/subscriptions/sub_1');
		expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
		expect([...sent.query.values()]).toEqual(
			expect.arrayContaining(['latest_invoice.payments', 'latest_invoice.confirmation_secret']),
		);
	});

	it.each([
		[{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
		[{ code: 'expired_card' }, 'expired_card'],
	])('reads why the bank refused a renewal: %o gives %s', async (lastPaymentError, expected) => {
		routes.set('GET /v1/subscriptions/sub_1', () => ({
			status: 200,
			body: subscriptionJson('past_due', {
				latestInvoice: invoiceJson({
					amountPaid: 0,
					payments: [invoicePaymentJson('pi_renewal', null)],
				}),
			}),
		}));
		routes.set('GET /v1/payment_intents/pi_renewal', () => ({
			status: 200,
			body: {
				id: 'pi_renewal',
				object: 'payment_intent',
				status: 'requires_payment_method',
				last_payment_error: { type: 'card_error', ...lastPaymentError },
			},
		}));
		const subscription = await gateway.retrieveSubscription('sub_1');
		expect(subscription).toMatchObject({ status: 'past_due', declineCode: expected });
		expect(only('GET', '/v1/payment_intents/pi_renewal').headers.authorization).toBe(
			`Bearer ${SECRET_KEY}`,
		);
	});

	it('sends cancel_at in Unix seconds and maps the answer', async () => {
		const at = new Date('2026-04-02T00:00:00Z');
		routes.set('POST /v1/subscriptions/sub_1', (request) => ({
			status: 200,
			body: subscriptionJson('active', { cancelAt: Number(request.form.get('cancel_at')) }),
		}));
		const subscription = await gateway.cancelSubscriptionAt('sub_1', at);
		const sent = only('POST', '/v1/subscriptions/sub_1');
		expect(sent.form.get('cancel_at')).toBe(String(at.getTime() / 1000));
		expect(subscription).toMatchObject({ status: 'active', cancelAt: at });
	});

	it('cancels at once with DELETE, for a checkout abandoned at the bank step', async () => {
		routes.set('DELETE /v1/subscriptions/sub_1', () => ({
			status: 200,
			body: subscriptionJson('canceled'),
		}));
		const subscription = await gateway.cancelSubscription('sub_1');
		only('DELETE', '/v1/subscriptions/sub_1');
		expect(subscription.status).toBe('canceled');
	});

	it('reads "No such subscription" as GatewayNotFound, and other failures as they are', async () => {
		routes.set('GET /v1/subscriptions/sub_gone', () => ({
			status: 404,
			body: {
				error: {
					type: 'invalid_request_error',
					code: 'resource_missing',
					message: "No such subscription: 'sub_gone'",
				},
			},
		}));
		await expect(gateway.retrieveSubscription('sub_gone')).rejects.toBeInstanceOf(GatewayNotFound);
		await expect(gateway.cancelSubscription('sub_gone')).rejects.not.toBeInstanceOf(
			GatewayNotFound,
		);
		routes.set('GET /v1/subscriptions/sub_odd', () => ({
			status: 400,
			body: { error: { type: 'invalid_request_error', message: 'Invalid expand' } },
		}));
		await expect(gateway.retrieveSubscription('sub_odd')).rejects.not.toBeInstanceOf(
			GatewayNotFound,
		);
	});
});

describe('Stripe gateway: extending a trial (issue #20)', () => {
	const newEnd = new Date('2026-12-10T10:00:00Z');

	it('moves the trial’s end, charging and crediting nothing', async () => {
		routes.set('GET /v1/subscriptions/sub_1', () => ({
			status: 200,
			body: subscriptionJson('trialing', { trialEnd: PERIOD_END }),
		}));
		routes.set('POST /v1/subscriptions/sub_1', (request) => ({
			status: 200,
			body: subscriptionJson('trialing', { trialEnd: Number(request.form.get('trial_end')) }),
		}));
		const subscription = await gateway.extendTrial('sub_1', newEnd);
		const update = only('POST', '/v1/subscriptions/sub_1');
		expect(update.form.get('trial_end')).toBe(String(newEnd.getTime() / 1000));
		expect(update.form.get('proration_behavior')).toBe('none');
		expect(subscription).toMatchObject({
			status: 'trialing',
			trialEnd: newEnd,
			currentPeriodEnd: newEnd,
		});
	});

	it('refuses a subscription no longer in its trial, and changes nothing', async () => {
		routes.set('GET /v1/subscriptions/sub_1', () => ({
			status: 200,
			body: subscriptionJson('active'),
		}));
		await expect(gateway.extendTrial('sub_1', newEnd)).rejects.toBeInstanceOf(TrialNotRunning);
		expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
	});
});

describe("Stripe gateway: a plan's new price (issue #20)", () => {
	it("makes a new Price of the current one's product, once per change", async () => {
		routes.set('GET /v1/prices/price_old', () => ({
			status: 200,
			body: { id: 'price_old', object: 'price', product: 'prod_profesional' },
		}));
		routes.set('POST /v1/prices', () => ({
			status: 200,
			body: { id: 'price_new', object: 'price', product: 'prod_profesional' },
		}));
		const id = await gateway.createPlanPrice({
			planId: 201,
			currentPriceId: 'price_old',
			amountMinor: 2190,
			currency: 'EUR',
			period: 2,
		});
		expect(id).toBe('price_new');
		const created = only('POST', '/v1/prices');
		expect(Object.fromEntries(created.form)).toEqual({
			product: 'prod_profesional',
			unit_amount: '2190',
			currency: 'eur',
			'recurring[interval]': 'month',
			'metadata[planId]': '201',
		});
		expect(created.headers['idempotency-key']).toBe('plan-price-201-price_old-2190');
		// The old price is never changed or archived: its subscribers keep it.
		expect(
			requests.filter(
				(request) => request.path.startsWith('/v1/prices/price_old') && request.method === 'POST',
			),
		).toEqual([]);
	});
});

describe('Stripe gateway: the customer portal for a failed payment (issue #18)', () => {
	it('opens a portal session for the customer, returning to the campus, and answers its url', async () => {
		routes.set('POST /v1/billing_portal/sessions', (request) => ({
			status: 200,
			body: {
				id: 'bps_1',
				object: 'billing_portal.session',
				customer: request.form.get('customer'),
				return_url: request.form.get('return_url'),
				url: 'https://billing.stripe.com/p/session/test_1',
			},
		}));
		const url = await gateway.billingPortalUrl(
			'cus_ana',
			'https://campus.test/aula/mis-suscripciones',
		);
		expect(url).toBe('https://billing.stripe.com/p/session/test_1');
		const sent = only('POST', '/v1/billing_portal/sessions');
		expect(sent.form.get('customer')).toBe('cus_ana');
		expect(sent.form.get('return_url')).toBe('https://campus.test/aula/mis-suscripciones');
	});

	it('reads an unknown customer as GatewayNotFound', async () => {
		routes.set('POST /v1/billing_portal/sessions', () => ({
			status: 404,
			body: {
				error: {
					type: 'invalid_request_error',
					code: 'resource_missing',
					message: "No such customer: 'cus_gone'",
				},
			},
		}));
		await expect(
			gateway.billingPortalUrl('cus_gone', 'https://campus.test/'),
		).rejects.toBeInstanceOf(GatewayNotFound);
	});
});

describe('Stripe gateway: charges (issue #18)', () => {
	const paidInvoice = (
		id: string,
		reason: string,
		amountPaid: number,
		lines: { start: number; end: number }[],
		paidAt: number,
	) => ({
		id,
		object: 'invoice',
		number: `LICEO-${id}`,
		billing_reason: reason,
		amount_paid: amountPaid,
		currency: 'eur',
		status: 'paid',
		created: paidAt - 60,
		// A renewal invoice's own period is the one that ended; its lines say what it pays for.
		period_start: PERIOD_START - 2_678_400,
		period_end: PERIOD_START,
		status_transitions: { paid_at: paidAt },
		lines: {
			object: 'list',
			has_more: false,
			data: lines.map((period, index) => ({
				id: `il_${id}_${index}`,
				object: 'line_item',
				period,
			})),
		},
	});

	it("lists the paid invoices of a subscription, oldest first, without the trial's €0 one", async () => {
		routes.set('GET /v1/invoices', () => ({
			status: 200,
			body: {
				object: 'list',
				has_more: false,
				url: '/v1/invoices',
				data: [
					paidInvoice(
						'in_3',
						'subscription_update',
						1234,
						[
							{ start: PERIOD_START + 864_000, end: PERIOD_END },
							{ start: PERIOD_START + 864_000, end: PERIOD_END },
						],
						PERIOD_START + 864_000,
					),
					paidInvoice(
						'in_2',
						'subscription_cycle',
						4900,
						[{ start: PERIOD_START, end: PERIOD_END }],
						PERIOD_START,
					),
					paidInvoice(
						'in_1',
						'subscription_create',
						0,
						[{ start: TRIAL_END - 432_000, end: TRIAL_END }],
						TRIAL_END - 432_000,
					),
				],
			},
		}));
		const charges = await gateway.listCharges('sub_1');
		const sent = only('GET', '/v1/invoices');
		expect(sent.query.get('subscription')).toBe('sub_1');
		expect(sent.query.get('status')).toBe('paid');
		expect(charges).toEqual([
			{
				id: 'in_2',
				subscriptionId: 'sub_1',
				reason: 'renewal',
				amountMinor: 4900,
				currency: 'eur',
				periodStart: new Date(PERIOD_START * 1000),
				periodEnd: new Date(PERIOD_END * 1000),
				paidAt: new Date(PERIOD_START * 1000),
				number: 'LICEO-in_2',
			},
			{
				id: 'in_3',
				subscriptionId: 'sub_1',
				reason: 'plan_change',
				amountMinor: 1234,
				currency: 'eur',
				periodStart: new Date((PERIOD_START + 864_000) * 1000),
				periodEnd: new Date(PERIOD_END * 1000),
				paidAt: new Date((PERIOD_START + 864_000) * 1000),
				number: 'LICEO-in_3',
			},
		]);
	});
});

describe('Stripe gateway: refunds (issue #18)', () => {
	const creditNote = (id: string, total: number, created: number, status = 'issued') => ({
		id,
		object: 'credit_note',
		number: `LICEO-${id}`,
		invoice: 'in_1',
		total,
		currency: 'eur',
		status,
		created,
		effective_at: null,
	});
	const list = (url: string, data: unknown[]) => ({
		status: 200,
		body: { object: 'list', has_more: false, url, data },
	});

	it('lists the issued credit notes of the paid invoices that have any, oldest first', async () => {
		routes.set('GET /v1/invoices', () =>
			list('/v1/invoices', [
				{ ...paidInvoice, id: 'in_2', post_payment_credit_notes_amount: 0 },
				{ ...paidInvoice, post_payment_credit_notes_amount: 1500 },
			]),
		);
		routes.set('GET /v1/credit_notes', () =>
			list('/v1/credit_notes', [
				creditNote('cn_2', 1000, PERIOD_START + 7200),
				creditNote('cn_void', 300, PERIOD_START + 5400, 'void'),
				creditNote('cn_1', 500, PERIOD_START + 3600),
			]),
		);
		const refunds = await gateway.listRefunds('sub_1');
		// Only the invoice with money given back is asked about.
		expect(only('GET', '/v1/credit_notes').query.get('invoice')).toBe('in_1');
		expect(refunds).toEqual([
			{
				id: 'cn_1',
				chargeId: 'in_1',
				subscriptionId: 'sub_1',
				amountMinor: 500,
				currency: 'eur',
				refundedAt: new Date((PERIOD_START + 3600) * 1000),
				number: 'LICEO-cn_1',
			},
			expect.objectContaining({ id: 'cn_2', amountMinor: 1000, number: 'LICEO-cn_2' }),
		]);
	});

	it('refunds with a credit note on the invoice, refunded to the card, with its idempotency key', async () => {
		routes.set('POST /v1/credit_notes', () => ({
			status: 200,
			body: creditNote('cn_9', 990, PERIOD_START),
		}));
		const refund = await gateway.refundCharge({
			subscriptionId: 'sub_1',
			chargeId: 'in_1',
			amountMinor: 990,
			idempotencyKey: 'refund:7:a1',
		});
		const sent = only('POST', '/v1/credit_notes');
		expect(sent.form.get('invoice')).toBe('in_1');
		expect(sent.form.get('amount')).toBe('990');
		expect(sent.form.get('refund_amount')).toBe('990');
		expect(sent.headers['idempotency-key']).toBe('refund:7:a1');
		expect(refund).toMatchObject({ id: 'cn_9', chargeId: 'in_1', amountMinor: 990 });
	});

	it('reads a refusal of the amount as RefundRefused', async () => {
		routes.set('POST /v1/credit_notes', () => ({
			status: 400,
			body: {
				error: {
					type: 'invalid_request_error',
					message:
						'The sum of credit amount, refund amount and out of band amount must equal the credit note amount',
					param: 'amount',
				},
			},
		}));
		await expect(
			gateway.refundCharge({
				subscriptionId: 'sub_1',
				chargeId: 'in_1',
				amountMinor: 99_999,
				idempotencyKey: 'refund:7:a2',
			}),
		).rejects.toBeInstanceOf(RefundRefused);
	});
});

describe('Stripe gateway: webhooks', () => {
	const signer = new Stripe('sk_test_x');
	const timestamp = NOW.getTime() / 1000;

	function eventPayload(type: string, object: unknown): string {
		return JSON.stringify({
			id: `evt_${type}`,
			object: 'event',
			api_version: Stripe.API_VERSION,
			created: timestamp,
			livemode: false,
			pending_webhooks: 1,
			request: { id: null, idempotency_key: null },
			type,
			data: { object },
		});
	}

	function sign(payload: string, secret = WEBHOOK_SECRET, at = timestamp): string {
		return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: at });
	}

	it.each([
		['invoice.paid', paidInvoice, 'sub_1'],
		['invoice.payment_failed', paidInvoice, 'sub_1'],
		['invoice.paid', { ...paidInvoice, parent: null }, null],
		['customer.subscription.updated', subscriptionJson('past_due'), 'sub_1'],
		['customer.subscription.deleted', subscriptionJson('canceled'), 'sub_1'],
	])('parses %s, subscription %#', async (type, object, subscriptionId) => {
		const payload = eventPayload(type, object);
		await expect(gateway.parseWebhook(payload, sign(payload))).resolves.toEqual({
			id: `evt_${type}`,
			type,
			subscriptionId,
		});
	});

	it('parses a credit note by the subscription of its invoice, which it asks Stripe for', async () => {
		routes.set('GET /v1/invoices/in_1', () => ({ status: 200, body: paidInvoice }));
		const payload = eventPayload('credit_note.created', {
			id: 'cn_1',
			object: 'credit_note',
			invoice: 'in_1',
		});
		await expect(gateway.parseWebhook(payload, sign(payload))).resolves.toEqual({
			id: 'evt_credit_note.created',
			type: 'credit_note.created',
			subscriptionId: 'sub_1',
		});
	});

	it('parses any other event as other, about no subscription', async () => {
		const payload = eventPayload('charge.succeeded', { id: 'ch_1', object: 'charge' });
		await expect(gateway.parseWebhook(payload, sign(payload))).resolves.toEqual({
			id: 'evt_charge.succeeded',
			type: 'other',
			subscriptionId: null,
		});
	});

	it('rejects a signature made with another secret', async () => {
		const payload = eventPayload('invoice.paid', paidInvoice);
		await expect(
			gateway.parseWebhook(payload, sign(payload, 'whsec_someone_else')),
		).rejects.toBeInstanceOf(InvalidWebhookSignature);
	});

	it('rejects a body changed after signing', async () => {
		const payload = eventPayload('invoice.paid', paidInvoice);
		const tampered = payload.replace('"amount_paid":4900', '"amount_paid":1');
		expect(tampered).not.toBe(payload);
		await expect(gateway.parseWebhook(tampered, sign(payload))).rejects.toBeInstanceOf(
			InvalidWebhookSignature,
		);
	});

	it('rejects a request without the signature header', async () => {
		const payload = eventPayload('invoice.paid', paidInvoice);
		await expect(gateway.parseWebhook(payload, undefined)).rejects.toBeInstanceOf(
			InvalidWebhookSignature,
		);
	});

	it('refuses every webhook when no signing secret is configured, even one signed with an empty key', async () => {
		const unconfigured = createStripeGateway({ secretKey: SECRET_KEY, webhookSecret: undefined });
		const payload = eventPayload('invoice.paid', paidInvoice);
		for (const secret of ['', 'whsec_local_sandbox_only', WEBHOOK_SECRET]) {
			await expect(
				unconfigured.parseWebhook(payload, sign(payload, secret)),
			).rejects.toBeInstanceOf(InvalidWebhookSignature);
		}
	});

	it('rejects a signature older than five minutes by the gateway clock', async () => {
		const payload = eventPayload('invoice.paid', paidInvoice);
		await expect(
			gateway.parseWebhook(payload, sign(payload, WEBHOOK_SECRET, timestamp - 301)),
		).rejects.toBeInstanceOf(InvalidWebhookSignature);
		await expect(
			gateway.parseWebhook(payload, sign(payload, WEBHOOK_SECRET, timestamp - 240)),
		).resolves.toMatchObject({ type: 'invoice.paid' });
	});
});

describe('changing plan on Stripe (issue #17)', () => {
	const change = {
		subscriptionId: 'sub_1',
		price: {
			amountMinor: 47_040,
			currency: 'eur',
			period: 1 as const,
			gatewayPriceId: 'price_annual',
			name: 'Anual',
		},
		prorationDate: new Date('2026-03-17T09:00:00Z'),
	};
	const PRORATION_DATE = String(Date.UTC(2026, 2, 17, 9) / 1000);

	beforeEach(() => {
		routes.set('GET /v1/subscriptions/sub_1', () => ({
			status: 200,
			body: subscriptionJson('active'),
		}));
	});

	it('previews with the same item, proration and instant the update will use', async () => {
		const newEnd = Date.UTC(2027, 2, 17, 9) / 1000;
		routes.set('POST /v1/invoices/create_preview', () => ({
			status: 200,
			body: {
				id: 'upcoming',
				object: 'invoice',
				amount_due: 44_590,
				total: 44_590,
				currency: 'eur',
				lines: {
					object: 'list',
					data: [
						{
							id: 'il_1',
							object: 'line_item',
							amount: -2450,
							period: { start: Number(PRORATION_DATE), end: PERIOD_END },
						},
						{
							id: 'il_2',
							object: 'line_item',
							amount: 47_040,
							period: { start: Number(PRORATION_DATE), end: newEnd },
						},
					],
					has_more: false,
				},
			},
		}));
		const preview = await gateway.previewPlanChange(change);
		expect(preview).toEqual({
			amountDueMinor: 44_590,
			creditMinor: 0,
			currency: 'eur',
			periodStart: change.prorationDate,
			periodEnd: new Date(newEnd * 1000),
		});
		const sent = only('POST', '/v1/invoices/create_preview').form;
		expect(sent.get('customer')).toBe('cus_ana');
		expect(sent.get('subscription')).toBe('sub_1');
		expect(sent.get('subscription_details[items][0][id]')).toBe('si_1');
		expect(sent.get('subscription_details[items][0][price]')).toBe('price_annual');
		expect(sent.get('subscription_details[proration_behavior]')).toBe('always_invoice');
		expect(sent.get('subscription_details[proration_date]')).toBe(PRORATION_DATE);
	});

	it('updates the item at the previewed instant, charging at once or not at all, with its idempotency key', async () => {
		routes.set('POST /v1/subscriptions/sub_1', () => ({
			status: 200,
			body: subscriptionJson('active'),
		}));
		const changed = await gateway.changePlan({
			...change,
			idempotencyKey: 'plan-change-9-201-202-1773738000',
			metadata: { planId: '202' },
		});
		expect(changed).toMatchObject({ id: 'sub_1', status: 'active' });
		const update = only('POST', '/v1/subscriptions/sub_1');
		expect(update.form.get('items[0][id]')).toBe('si_1');
		expect(update.form.get('items[0][price]')).toBe('price_annual');
		expect(update.form.get('proration_behavior')).toBe('always_invoice');
		expect(update.form.get('proration_date')).toBe(PRORATION_DATE);
		expect(update.form.get('payment_behavior')).toBe('error_if_incomplete');
		expect(update.form.get('metadata[planId]')).toBe('202');
		expect(update.headers['idempotency-key']).toBe('plan-change-9-201-202-1773738000');
	});

	it('a card refused for the difference is CardDeclined (nothing changed at Stripe)', async () => {
		routes.set('POST /v1/subscriptions/sub_1', () => ({
			status: 402,
			body: {
				error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
			},
		}));
		await expect(
			gateway.changePlan({ ...change, idempotencyKey: 'k', metadata: { planId: '202' } }),
		).rejects.toBeInstanceOf(CardDeclined);
	});

	it('reactivating clears cancel_at', async () => {
		routes.set('POST /v1/subscriptions/sub_1', () => ({
			status: 200,
			body: subscriptionJson('active'),
		}));
		const resumed = await gateway.resumeSubscription('sub_1');
		expect(resumed.cancelAt).toBeNull();
		const sent = only('POST', '/v1/subscriptions/sub_1').form;
		expect(sent.get('cancel_at')).toBe('');
	});
});
