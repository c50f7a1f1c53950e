import { describe, expect, it } from 'vitest';
import type { CheckoutOffer } from '../../../stores/checkout';
import { screenOf, signUpTypeOf, totalOf, trialEndsAt, type AppliedCoupon } from './state';

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
	amounts: {
		amountSubtotal: 9900,
		amountTotal: 7920,
		amountDiscount: 1980,
		percentOff: 20,
		everyPayment: false,
	},
};

describe('screenOf', () => {
	it('shows a status line while checking, preparing the cart or leaving for another page', () => {
		expect(screenOf('checking', null)).toBe('status');
		expect(screenOf('preparing', null)).toBe('status');
		expect(screenOf('leaving', 'pi_1')).toBe('status');
	});

	it('asks for an account without a session', () => {
		expect(screenOf('account', null)).toBe('account');
	});

	it('shows the card form while ready or paying by card', () => {
		expect(screenOf('ready', null)).toBe('payment');
		expect(screenOf('paying', null)).toBe('payment');
	});

	it("keeps the bank's step on screen while its answer is sent, and leaves it after", () => {
		expect(screenOf('confirm', 'pi_1')).toBe('bank');
		expect(screenOf('paying', 'pi_1')).toBe('bank');
		// Refused by the bank: back to the card form, the secret still known.
		expect(screenOf('ready', 'pi_1')).toBe('payment');
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
	it('is a whole number of days after the start', () => {
		const start = Date.UTC(2026, 0, 1, 12);
		const days = (trialEndsAt(start).getTime() - start) / 86_400_000;
		expect(days).toBeGreaterThan(0);
		expect(Number.isInteger(days)).toBe(true);
	});
});
