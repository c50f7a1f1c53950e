import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
	it.each([
		['2030-01-31', '31 de enero de 2030'],
		[null, null],
		['', null],
		['not a date', null],
	])('%j → %j', (iso, text) => {
		expect(formatDate(iso)).toBe(text);
	});
});
