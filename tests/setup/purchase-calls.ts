/** The purchase calls as the checkout makes them, for API tests that need a bought plan. */
import { expect } from 'vitest';
import type { App } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { createUser } from '../factories/users';
import { login } from './auth-calls';
import { call } from './test-app';

/** A new person, logged in: their row and access token. */
export async function loggedInBuyer(app: App, db: Database) {
	const user = await createUser(db);
	const res = await login(app, user.email, user.password);
	return { user, token: res.body.data.token.access_token as string };
}

/** The sandbox's test card that pays (ADR 005). */
export const PAYING_CARD = '4242424242424242';

/** The sandbox's test card that is accepted but declines every charge (Stripe's 0341). */
export const DECLINES_LATER_CARD = '4000000000000341';

/**
 * The invoice's buyer a pharmacy gives at checkout (issue #18): a pharmacy plan is not sold
 * without them. The CIF's control digit is right.
 */
export const PHARMACY_BILLING = {
	billing_name: 'Farmacia Ruiz Ortega, C.B.',
	tax_id: 'E12345674',
	billing_address: 'Calle del Carmen 4, 28013 Madrid',
} as const;

/** A sandbox payment method of test card `cardNumber`, as the card form makes it. */
export async function payingCard(app: App, cardNumber = PAYING_CARD): Promise<string> {
	const card = await call(app, 'POST', '/api/sandbox/paymentMethods', {
		body: { number: cardNumber, exp_month: 12, exp_year: 2030, cvc: '123' },
	});
	return card.body.data.paymentMethod.id as string;
}

export interface PurchaseOptions {
	/** The test card (the one that pays unless told). */
	card?: string | undefined;
	/** The invoice's buyer: a pharmacy plan needs it unless the account has it. */
	billing?: Readonly<Record<keyof typeof PHARMACY_BILLING, string>>;
	/** A coupon code given with the payment (`cpn`). */
	coupon?: string;
}

/**
 * Buys plan offer `planId` for the holder of `token` through the sandbox gateway, as the checkout
 * does (cart, card, payment), and fails the test unless the payment call answers 200.
 */
export async function buyPlan(
	app: App,
	token: string,
	planId: number,
	options: PurchaseOptions = {},
): Promise<void> {
	const paid = await payPlan(app, token, planId, options);
	expect(paid.status, paid.text).toBe(200);
}

/** The same purchase, answering the payment call's response. */
export async function payPlan(
	app: App,
	token: string,
	planId: number,
	{ card = PAYING_CARD, billing, coupon }: PurchaseOptions = {},
) {
	const cart = await call(app, 'POST', '/api/buy/setCart', {
		token,
		body: { itl: [planId], app: 1 },
	});
	return call(app, 'POST', '/api/buy/paidCart', {
		token,
		body: {
			scd: cart.body.data.setCart.scd as string,
			spid: await payingCard(app, card),
			...billing,
			...(coupon === undefined ? {} : { cpn: coupon }),
		},
	});
}
