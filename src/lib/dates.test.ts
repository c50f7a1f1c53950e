import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDuration, formatMinutes, formatSpainDate } from './dates';

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

describe('formatSpainDate', () => {
	it.each([
		// Winter (UTC+1) and summer (UTC+2): late UTC evenings are already the next day in Spain.
		['2026-11-22T12:00:00Z', '22 de noviembre de 2026'],
		['2026-11-22T23:30:00Z', '23 de noviembre de 2026'],
		['2026-07-01T21:59:00Z', '1 de julio de 2026'],
		['2026-07-01T22:00:00Z', '2 de julio de 2026'],
	])('%s → %s', (iso, text) => {
		expect(formatSpainDate(new Date(iso))).toBe(text);
	});
});

describe('formatDuration', () => {
	it.each([
		[0, '0 min'],
		[45, '45 min'],
		[60, '1 h'],
		[80, '1 h 20 min'],
		[125, '2 h 5 min'],
		[59.6, '1 h'],
		[-5, '0 min'],
		[Number.NaN, '0 min'],
	])('%d minutes → %s', (minutes, text) => {
		expect(formatDuration(minutes)).toBe(text);
	});
});

describe('formatClock and formatMinutes', () => {
	it('writes seconds as m:ss and lengths in whole minutes, at least 1', () => {
		expect(formatClock(125)).toBe('2:05');
		expect(formatClock(60)).toBe('1:00');
		expect(formatClock(-3)).toBe('0:00');
		expect(formatMinutes(240)).toBe('4 min');
		expect(formatMinutes(20)).toBe('1 min');
	});
});
