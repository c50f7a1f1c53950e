import { describe, expect, it } from 'vitest';
import { formatCardNumber, parseExpiry } from './SandboxCardFields';

describe('parseExpiry', () => {
	it.each([
		['12/30', { month: 12, year: 2030 }],
		['1230', { month: 12, year: 2030 }],
		[' 8 / 2029 ', { month: 8, year: 2029 }],
		['08/29', { month: 8, year: 2029 }],
	])('reads %j', (text, expected) => {
		expect(parseExpiry(text)).toEqual(expected);
	});

	it.each(['13/30', '00/30', '12', 'ab/cd', '12/3'])('refuses %j', (text) => {
		expect(parseExpiry(text)).toBeNull();
	});
});

describe('formatCardNumber', () => {
	it('groups digits in fours, drops the rest and stops at 19 digits', () => {
		expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
		expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
		expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
	});
});
