/**
 * The sandbox's webhooks, signed and read like Stripe's: a `Stripe-Signature`-style header
 * (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`) and a `{ id, type, data: { object } }` body.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidWebhookSignature, type GatewayEvent } from './gateway';

/** Stripe's tolerance for a webhook's timestamp. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signature header for a body sent at `at`, as the gateway would send it. */
export function signSandboxWebhook(rawBody: string, secret: string, at: Date): string {
	const timestamp = Math.floor(at.getTime() / 1000);
	return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${rawBody}`)}`;
}

/** Checks the signature (and its age) of a webhook and reads its event. */
export function parseSignedEvent(
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
		'credit_note.created',
	] as const;
	const mapped = (known as readonly string[]).includes(type)
		? (type as GatewayEvent['type'])
		: 'other';
	const subscriptionId = type.startsWith('customer.subscription.')
		? stringOrNull(object['id'])
		: stringOrNull(object['subscription']);
	return { id, type: mapped, subscriptionId };
}

function hmac(secret: string, payload: string): string {
	return createHmac('sha256', secret).update(payload).digest('hex');
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}
