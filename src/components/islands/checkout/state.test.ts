import { describe, expect, it } from 'vitest';
import type { CheckoutOffer } from '../../../stores/checkout';
import {
	checkoutReducer,
	initialCheckout,
	screenOf,
	signUpTypeOf,
	totalOf,
	trialEndsAt,
	type AppliedCoupon,
	type CheckoutEvent,
	type CheckoutState,
} from './state';

const OFFER: CheckoutOffer = {
	lid: 301,
	slug: 'estudiante-anual',
	name: 'Estudiante anual',
	price: 9900,
	currency: 'EUR',
	per: 1,
	demo: false,
	licenceType: 1,
};
const COUPON: AppliedCoupon = {
	code: 'VERANO20',
	amounts: { amountSubtotal: 9900, amountTotal: 7920, amountDiscount: 1980, percentOff: 20 },
};

const play = (events: CheckoutEvent[], from: CheckoutState = initialCheckout) =>
	events.reduce(checkoutReducer, from);

/** Logged in, cart prepared, the card form on screen. */
const ready = play([
	{ type: 'session_checked', loggedIn: true },
	{ type: 'cart_prepared', saleCode: 'SC-1' },
]);

describe('checkoutReducer', () => {
	it('shows a status line until the session check and the cart answer', () => {
		expect(screenOf(initialCheckout)).toBe('status');
		const preparing = play([{ type: 'session_checked', loggedIn: true }]);
		expect(preparing.phase).toBe('preparing');
		expect(screenOf(preparing)).toBe('status');
		expect(ready).toMatchObject({ phase: 'ready', saleCode: 'SC-1', error: null });
		expect(screenOf(ready)).toBe('payment');
	});

	it('asks for an account first without a session, and goes on once there is one', () => {
		const account = play([{ type: 'session_checked', loggedIn: false }]);
		expect(screenOf(account)).toBe('account');
		expect(account.accountView).toBe('signup');
		const login = play([{ type: 'account_view_switched' }], account);
		expect(login.accountView).toBe('login');
		expect(play([{ type: 'account_view_switched' }], login).accountView).toBe('signup');
		expect(play([{ type: 'account_ready' }], login).phase).toBe('preparing');
	});

	it('ignores a login that lands outside the account step', () => {
		expect(play([{ type: 'account_ready' }], ready)).toBe(ready);
	});

	it('keeps the form, without a sale code, when the cart could not be prepared', () => {
		const failed = play([
			{ type: 'session_checked', loggedIn: true },
			{ type: 'cart_failed', error: 'Inténtalo más tarde.' },
		]);
		expect(failed).toMatchObject({ phase: 'ready', saleCode: null, error: 'Inténtalo más tarde.' });
		expect(screenOf(failed)).toBe('payment');
	});

	it('clears the last message when paying, and shows the next one on the form', () => {
		const declined = play([{ type: 'payment_failed', error: 'Tarjeta rechazada.' }], ready);
		const paying = play([{ type: 'pay_started' }], declined);
		expect(paying).toMatchObject({ phase: 'paying', error: null });
		expect(screenOf(paying)).toBe('payment');
		expect(play([{ type: 'payment_failed', error: 'Otra vez.' }], paying)).toMatchObject({
			phase: 'ready',
			error: 'Otra vez.',
		});
		expect(play([{ type: 'payment_interrupted' }], paying)).toMatchObject({
			phase: 'ready',
			error: null,
		});
	});

	it("keeps the bank's step on screen while its answer is sent", () => {
		const bank = play(
			[{ type: 'pay_started' }, { type: 'bank_asks', clientSecret: 'pi_1' }],
			ready,
		);
		expect(bank).toMatchObject({ phase: 'confirm', clientSecret: 'pi_1' });
		expect(screenOf(bank)).toBe('bank');
		const answering = play([{ type: 'bank_answered' }], bank);
		expect(answering.phase).toBe('paying');
		expect(screenOf(answering)).toBe('bank');
		const refused = play([{ type: 'payment_failed', error: 'Pago no autorizado.' }], answering);
		expect(screenOf(refused)).toBe('payment');
	});

	it("keeps Stripe's confirmation message without leaving the step", () => {
		const paying = play([{ type: 'pay_started' }, { type: 'confirm_failed', error: 'No.' }], ready);
		expect(paying).toMatchObject({ phase: 'paying', error: 'No.' });
	});

	it('cuts a coupon at 40 characters, and forgets an applied one that a new code refuses', () => {
		const typed = play([{ type: 'coupon_typed', text: 'X'.repeat(50) }], ready);
		expect(typed.couponText).toHaveLength(40);
		const applied = play(
			[{ type: 'coupon_checking' }, { type: 'coupon_applied', coupon: COUPON }],
			play([{ type: 'coupon_refused', error: 'No existe.' }], typed),
		);
		expect(applied).toMatchObject({ coupon: COUPON, couponError: null });
		const refused = play([{ type: 'coupon_refused', error: 'Caducado.' }], applied);
		expect(refused).toMatchObject({ coupon: null, couponError: 'Caducado.' });
	});

	it('says when it is leaving for another page', () => {
		const leaving = play([{ type: 'leaving' }], ready);
		expect(screenOf(leaving)).toBe('status');
	});
});

describe('totalOf', () => {
	it("is the offer's price, or what the coupon leaves", () => {
		expect(totalOf(OFFER, null)).toBe(9900);
		expect(totalOf(OFFER, COUPON)).toBe(7920);
	});
});

describe('signUpTypeOf', () => {
	it('passes the three user types and drops any other licence type', () => {
		expect([1, 2, 3, 0, 4].map(signUpTypeOf)).toEqual([1, 2, 3, undefined, undefined]);
	});
});

describe('trialEndsAt', () => {
	it('is the trial length after the start', () => {
		const start = Date.UTC(2026, 0, 1, 12);
		const days = (trialEndsAt(start).getTime() - start) / 86_400_000;
		expect(days).toBeGreaterThan(0);
		expect(Number.isInteger(days)).toBe(true);
	});
});
