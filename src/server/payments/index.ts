/**
 * Picks the payment gateway from the configuration (ARCHITECTURE decision 10): Stripe when
 * `STRIPE_SECRET_KEY` is set, the sandbox otherwise (never in production). Stripe's SDK is loaded
 * only when used.
 */
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox';

/**
 * The sandbox's webhook secret when none is configured: it never guards real money, so it may be
 * known. Stripe never falls back to it (production lists it among the repository's secrets).
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_sandbox_only';

export async function createPaymentGateway(options: {
	config: ServerConfig;
	db: Database;
	now: () => Date;
	/** False at build time, when pages only read the catalogue and nobody pays. */
	takesPayments?: boolean | undefined;
}): Promise<PaymentGateway> {
	const { config, db, now, takesPayments = true } = options;
	if (config.stripeSecretKey) {
		const { createStripeGateway } = await import('./stripe');
		return createStripeGateway({
			secretKey: config.stripeSecretKey,
			webhookSecret: config.webhookSecret,
			now,
		});
	}
	if (config.environment === 'production' && takesPayments) {
		// The sandbox gives licences for test cards: a production site without Stripe would give
		// the campus away. Better not to start.
		throw new Error('STRIPE_SECRET_KEY is required when PUBLIC_ENVIRONMENT is production');
	}
	return createSandboxGateway({
		db,
		now,
		webhookSecret: config.webhookSecret ?? LOCAL_WEBHOOK_SECRET,
	});
}

/** The sandbox's own calls (card form, 3-D Secure step) exist only when it takes the payments. */
export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
	return gateway.name === 'sandbox';
}
