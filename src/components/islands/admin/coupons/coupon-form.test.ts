/**
 * The new-coupon form's rules (issue #20): the payload it makes is the contract's, numbers typed
 * wrong are told under their own field, and a coupon's terms read as the staff say them.
 */
import { describe, expect, it } from 'vitest';
import { discountText, EMPTY_DRAFT, parseDraft, usesText } from './coupon-form';

const KEY = '6f1c7a52-3b1e-4d7a-9a55-0c1f2e3d4b5a';

describe('parseDraft', () => {
	it('makes the call’s input: upper-case code, euros to cents, blanks left out', () => {
		const parsed = parseDraft(
			{ ...EMPTY_DRAFT, code: ' navidad ', kind: 'amount', amount: '12,5', perPersonLimit: '1' },
			KEY,
		);
		expect(parsed).toEqual({
			ok: true,
			input: {
				code: 'NAVIDAD',
				amountOffMinor: 1250,
				everyPayment: false,
				perPersonLimit: 1,
				planIds: [],
				requestKey: KEY,
			},
		});
	});

	it('tells each wrong field under itself', () => {
		const parsed = parseDraft(
			{ ...EMPTY_DRAFT, code: 'A B', percent: '120', maxRedemptions: 'muchos' },
			KEY,
		);
		expect(parsed.ok).toBe(false);
		if (parsed.ok) return;
		expect(Object.keys(parsed.errors).sort()).toEqual(['code', 'maxRedemptions', 'percentOff']);
	});

	it('puts a missing discount under the field shown for the kind chosen', () => {
		const percent = parseDraft({ ...EMPTY_DRAFT, code: 'UNO' }, KEY);
		const amount = parseDraft({ ...EMPTY_DRAFT, code: 'UNO', kind: 'amount', amount: '' }, KEY);
		expect(percent.ok ? {} : percent.errors).toHaveProperty('percentOff');
		expect(amount.ok ? {} : amount.errors).toEqual({
			amountOffMinor: 'Indica un porcentaje o un importe de descuento, uno de los dos',
		});
	});

	it('refuses a last day before the first', () => {
		const parsed = parseDraft(
			{ ...EMPTY_DRAFT, code: 'UNO', percent: '5', startsOn: '2027-02-01', endsOn: '2027-01-31' },
			KEY,
		);
		expect(parsed.ok ? {} : parsed.errors).toHaveProperty('endsOn');
	});
});

describe('the terms in words', () => {
	it('says the discount and how often it applies, and the uses against the limit', () => {
		expect(discountText({ percentOff: 20, amountOffMinor: null, everyPayment: false })).toBe(
			'20\u00a0% en el primer pago',
		);
		expect(discountText({ percentOff: null, amountOffMinor: 450, everyPayment: true })).toBe(
			'4,50\u00a0€ en cada pago',
		);
		expect(usesText({ redemptions: 1, maxRedemptions: null })).toBe('1 uso');
		expect(usesText({ redemptions: 2, maxRedemptions: 2 })).toBe('2 de 2 usos');
	});
});
