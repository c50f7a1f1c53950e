import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../../tests/setup/test-app';
import { openTestDatabase } from '../../../tests/setup/test-db';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createPaymentGateway, isSandboxGateway, LOCAL_WEBHOOK_SECRET } from '.';

describe('createPaymentGateway', () => {
	let handle: DatabaseHandle;
	let config: ServerConfig;
	const now = () => new Date('2026-11-22T10:00:00Z');

	beforeAll(async () => {
		handle = await openTestDatabase('pglite');
		config = createTestDeps(handle.db).config;
	});
	afterAll(async () => {
		await handle.close();
	});

	it('takes payments with the sandbox outside production, and with Stripe when a key is set', async () => {
		expect((await createPaymentGateway({ config, db: handle.db, now })).name).toBe('sandbox');
		const stripe = await createPaymentGateway({
			config: { ...config, stripeSecretKey: 'sk_test_123', environment: 'production' },
			db: handle.db,
			now,
		});
		expect(stripe.name).toBe('stripe');
	});

	it('refuses to start production on the sandbox: test cards would give licences away', async () => {
		await expect(
			createPaymentGateway({
				config: { ...config, environment: 'production' },
				db: handle.db,
				now,
			}),
		).rejects.toThrow(/STRIPE_SECRET_KEY/);
		// Building the pages takes no payments: a production build without Stripe still builds.
		const building = await createPaymentGateway({
			config: { ...config, environment: 'production' },
			db: handle.db,
			now,
			takesPayments: false,
		});
		expect(building.name).toBe('sandbox');
	});

	it('falls back to the local webhook secret for the sandbox only', async () => {
		const sandbox = await createPaymentGateway({
			config: { ...config, webhookSecret: undefined },
			db: handle.db,
			now,
		});
		if (!isSandboxGateway(sandbox)) throw new Error('expected the sandbox');
		const body = JSON.stringify({ id: 'evt_1', type: 'other' });
		const signature = sandbox.signWebhook(body);
		const timestamp = Math.floor(now().getTime() / 1000);
		const expected = createHmac('sha256', LOCAL_WEBHOOK_SECRET)
			.update(`${timestamp}.${body}`)
			.digest('hex');
		expect(signature).toBe(`t=${timestamp},v1=${expected}`);
		// Stripe configured without its secret accepts no webhook, not even one signed locally.
		const stripe = await createPaymentGateway({
			config: { ...config, stripeSecretKey: 'sk_test_123', webhookSecret: undefined },
			db: handle.db,
			now,
		});
		await expect(stripe.parseWebhook(body, signature)).rejects.toThrow(/STRIPE_WEBHOOK_SECRET/);
	});
});
