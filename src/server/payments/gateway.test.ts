import { describe, expect, it } from 'vitest';
import { cancellationDate, priceWithCoupon } from '../services/purchase';
import { addPeriod } from './gateway';
import { passesLuhn } from './sandbox';

describe('addPeriod', () => {
	it.each([
		['2026-11-22T10:00:00Z', 2, '2026-12-22T10:00:00.000Z'],
		['2026-12-22T10:00:00Z', 2, '2027-01-22T10:00:00.000Z'],
		['2027-01-31T10:00:00Z', 2, '2027-02-28T10:00:00.000Z'],
		['2028-01-31T10:00:00Z', 2, '2028-02-29T10:00:00.000Z'],
		['2028-02-29T10:00:00Z', 1, '2029-02-28T10:00:00.000Z'],
		['2026-11-22T10:00:00Z', 1, '2027-11-22T10:00:00.000Z'],
	] as const)('%s plus period %i is %s', (from, period, expected) => {
		expect(addPeriod(new Date(from), period).toISOString()).toBe(expected);
	});
});

describe('cancellationDate (FAQ: 7 days before the next payment)', () => {
	const endAt = new Date('2026-12-22T10:00:00Z');
	const before = (days: number) => new Date(endAt.getTime() - days * 86_400_000);

	it('ends with the period with 7 days or more of notice', () => {
		expect(cancellationDate({ endAt, periodicity: 2, trialing: false }, before(7))).toEqual(endAt);
		expect(cancellationDate({ endAt, periodicity: 2, trialing: false }, before(20))).toEqual(endAt);
	});

	it('lasts one more period with less notice: monthly and annual', () => {
		const late = before(6.9);
		expect(cancellationDate({ endAt, periodicity: 2, trialing: false }, late).toISOString()).toBe(
			'2027-01-22T10:00:00.000Z',
		);
		expect(cancellationDate({ endAt, periodicity: 1, trialing: false }, late).toISOString()).toBe(
			'2027-12-22T10:00:00.000Z',
		);
	});

	it('ends a trial at its end whatever the notice: nothing is ever charged', () => {
		expect(cancellationDate({ endAt, periodicity: 2, trialing: true }, before(1))).toEqual(endAt);
	});
});

describe('priceWithCoupon', () => {
	const percent = (percentOff: number) => ({
		percentOff,
		amountOffMinor: null,
		everyPayment: false,
	});

	it('rounds the discount to the cent and keeps subtotal = total + discount', () => {
		expect(priceWithCoupon(1990, percent(20))).toEqual({
			amountSubtotal: 1990,
			amountDiscount: 398,
			amountTotal: 1592,
			percentOff: 20,
			everyPayment: false,
		});
		const odd = priceWithCoupon(999, percent(15));
		expect(odd.amountDiscount).toBe(150);
		expect(odd.amountTotal + odd.amountDiscount).toBe(999);
		expect(priceWithCoupon(1990, percent(100)).amountTotal).toBe(0);
	});

	it('takes an amount off, never more than the price, and says whether it is every payment', () => {
		const amount = (amountOffMinor: number) => ({
			percentOff: null,
			amountOffMinor,
			everyPayment: true,
		});
		expect(priceWithCoupon(1990, amount(500))).toEqual({
			amountSubtotal: 1990,
			amountDiscount: 500,
			amountTotal: 1490,
			percentOff: 0,
			everyPayment: true,
		});
		expect(priceWithCoupon(1990, amount(5000)).amountTotal).toBe(0);
		expect(priceWithCoupon(1990, null).amountDiscount).toBe(0);
	});
});

describe('passesLuhn', () => {
	it.each(['4242424242424242', '4000000000000002', '4000002500003155', '5555555555554444'])(
		'accepts %s',
		(number) => {
			expect(passesLuhn(number)).toBe(true);
		},
	);
	it.each(['4242424242424241', '1234567812345678'])('refuses %s', (number) => {
		expect(passesLuhn(number)).toBe(false);
	});
});
