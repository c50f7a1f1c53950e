/** The purchase calls as the checkout makes them, for API tests that need a bought plan. */
import { expect } from 'vitest';
import type { App } from '../../src/server/app';
import { call } from './test-app';

/** The sandbox's test card that pays (ADR 005). */
export const PAYING_CARD = '4242424242424242';

/**
 * The invoice's buyer a pharmacy gives at checkout (issue #18): a pharmacy plan is not sold
 * without them. The CIF's control digit is right.
 */
export const PHARMACY_BILLING = {
	billing_name: 'Farmacia Ruiz Ortega, C.B.',
	tax_id: 'E12345674',
	billing_address: 'Calle del Carmen 4, 28013 Madrid',
} as const;

/** A sandbox payment method of the card that pays, as the card form makes it. */
export async function payingCard(app: App): Promise<string> {
	const card = await call(app, 'POST', '/api/sandbox/paymentMethods', {
		body: { number: PAYING_CARD, exp_month: 12, exp_year: 2030, cvc: '123' },
	});
	return card.body.data.paymentMethod.id as string;
}

/**
 * Buys plan offer `planId` for the holder of `token` through the sandbox gateway, as the checkout
 * does (cart, card, payment, with `billing` when given: a pharmacy plan needs it unless the
 * account has it), and fails the test unless the payment call answers 200.
 */
export async function buyPlan(
	app: App,
	token: string,
	planId: number,
	billing: Readonly<Record<keyof typeof PHARMACY_BILLING, string>> | null = null,
): Promise<void> {
	const cart = await call(app, 'POST', '/api/buy/setCart', {
		token,
		body: { itl: [planId], app: 1 },
	});
	const paid = await call(app, 'POST', '/api/buy/paidCart', {
		token,
		body: {
			scd: cart.body.data.setCart.scd as string,
			spid: await payingCard(app),
			...billing,
		},
	});
	expect(paid.status, paid.text).toBe(200);
}
