/** The purchase calls as the checkout makes them, for API tests that need a bought plan. */
import { expect } from 'vitest';
import type { App } from '../../src/server/app';
import { call } from './test-app';

/** The sandbox's test card that pays (ADR 005). */
export const PAYING_CARD = '4242424242424242';

/**
 * Buys plan offer `planId` for the holder of `token` through the sandbox gateway, as the checkout
 * does (cart, card, payment), and fails the test unless the payment call answers 200.
 */
export async function buyPlan(app: App, token: string, planId: number): Promise<void> {
	const cart = await call(app, 'POST', '/api/buy/setCart', {
		token,
		body: { itl: [planId], app: 1 },
	});
	const card = await call(app, 'POST', '/api/sandbox/paymentMethods', {
		body: { number: PAYING_CARD, exp_month: 12, exp_year: 2030, cvc: '123' },
	});
	const paid = await call(app, 'POST', '/api/buy/paidCart', {
		token,
		body: {
			scd: cart.body.data.setCart.scd as string,
			spid: card.body.data.paymentMethod.id as string,
		},
	});
	expect(paid.status, paid.text).toBe(200);
}
