import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_SEPARATOR, formatMoney, parseEuros } from './money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it('uses the no-break space as separator', () => {
		expect(CURRENCY_SEPARATOR).toBe(NBSP);
	});

	describe('es-ES', () => {
		it.each([
			[1990, `19,90${NBSP}€`],
			[2000, `20${NBSP}€`],
			[1905, `19,05${NBSP}€`],
			[5, `0,05${NBSP}€`],
			[0, `0${NBSP}€`],
			[123456, `1234,56${NBSP}€`],
			[1234567, `12.345,67${NBSP}€`],
			[-1990, `-19,90${NBSP}€`],
		])('formats %i cents as %s', (amount, expected) => {
			expect(formatMoney(amount, 'es-ES')).toBe(expected);
		});
	});

	describe('en-US', () => {
		it.each([
			[1990, `19.90${NBSP}€`],
			[2000, `20${NBSP}€`],
			[123456, `1,234.56${NBSP}€`],
			[100000, `1,000${NBSP}€`],
		])('formats %i cents as %s, with the symbol after the number', (amount, expected) => {
			expect(formatMoney(amount, 'en-US')).toBe(expected);
		});
	});

	it('rounds a fractional amount to the nearest cent', () => {
		expect(formatMoney(1989.6, 'es-ES')).toBe(`19,90${NBSP}€`);
		expect(formatMoney(1999.6, 'es-ES')).toBe(`20${NBSP}€`);
		expect(formatMoney(-0.4, 'es-ES')).toBe(`0${NBSP}€`);
	});

	it('takes the locale from navigator.language when none is given', () => {
		vi.stubGlobal('navigator', { language: 'es-ES' });
		expect(formatMoney(1990)).toBe(`19,90${NBSP}€`);
	});

	it('falls back to en-US without a navigator', () => {
		vi.stubGlobal('navigator', undefined);
		expect(formatMoney(123456)).toBe(`1,234.56${NBSP}€`);
	});

	it('falls back to en-US with an empty or invalid locale', () => {
		vi.stubGlobal('navigator', { language: '' });
		expect(formatMoney(123456)).toBe(`1,234.56${NBSP}€`);
		expect(formatMoney(123456, 'not a locale!')).toBe(`1,234.56${NBSP}€`);
	});

	it('refuses amounts that are not finite numbers', () => {
		expect(() => formatMoney(Number.NaN, 'es-ES')).toThrow(RangeError);
		expect(() => formatMoney(Number.POSITIVE_INFINITY, 'es-ES')).toThrow(RangeError);
	});
});

describe('parseEuros', () => {
	it('reads euros as people type them, in cents', () => {
		expect(parseEuros('19,90')).toBe(1990);
		expect(parseEuros('19.9')).toBe(1990);
		expect(parseEuros(' 5 € ')).toBe(500);
		expect(parseEuros('0,05')).toBe(5);
		expect(parseEuros('1234567,89')).toBe(123_456_789);
	});

	it('refuses what is not an amount', () => {
		for (const text of ['', '€', 'diez', '-5', '1,999', '1.234,50', '12345678', '1e3', ',50']) {
			expect(parseEuros(text), text).toBeNull();
		}
	});
});
