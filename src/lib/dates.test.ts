import { describe, expect, it } from 'vitest';
import {
	addDays,
	formatClock,
	formatDate,
	formatDateTime,
	formatDuration,
	formatMinutes,
	formatSpainDate,
	madridDay,
	madridHour,
	spanishDay,
	weekStart,
} from './dates';

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

describe('formatDateTime', () => {
	it.each([
		// Without an offset: the visitor's own clock, whatever zone the test runs in.
		['2026-11-26T09:05:00', '26 de noviembre de 2026 a las 9:05'],
		[null, null],
		['no', null],
	])('%j → %j', (iso, text) => {
		expect(formatDateTime(iso)).toBe(text);
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

describe('madridDay', () => {
	it.each([
		// Winter (CET, UTC+1): Madrid's midnight is 23:00 UTC.
		['2026-11-22T22:59:59Z', '2026-11-22'],
		['2026-11-22T23:00:00Z', '2026-11-23'],
		// Summer (CEST, UTC+2): Madrid's midnight is 22:00 UTC.
		['2026-07-01T21:59:59Z', '2026-07-01'],
		['2026-07-01T22:00:00Z', '2026-07-02'],
		// Spring forward, Sunday 29 March 2026 at 01:00 UTC.
		['2026-03-28T23:30:00Z', '2026-03-29'],
		['2026-03-29T21:59:59Z', '2026-03-29'],
		['2026-03-29T22:00:00Z', '2026-03-30'],
		// Fall back, Sunday 25 October 2026 at 01:00 UTC: that day lasts until 23:00 UTC.
		['2026-10-24T22:00:00Z', '2026-10-25'],
		['2026-10-25T22:30:00Z', '2026-10-25'],
		['2026-10-25T23:00:00Z', '2026-10-26'],
		// New Year.
		['2026-12-31T23:00:00Z', '2027-01-01'],
	])('%s is %s in Madrid', (instant, day) => {
		expect(madridDay(new Date(instant))).toBe(day);
	});
});

describe('madridHour', () => {
	it.each([
		['2026-11-23T06:59:59Z', 7],
		['2026-11-23T07:00:00Z', 8],
		['2026-07-01T22:30:00Z', 0],
		// Spring forward: 02:00 CET becomes 03:00 CEST.
		['2026-03-29T00:59:59Z', 1],
		['2026-03-29T01:00:00Z', 3],
	])('%s is hour %d in Madrid', (instant, hour) => {
		expect(madridHour(new Date(instant))).toBe(hour);
	});
});

describe('addDays and weekStart', () => {
	it.each([
		['2026-03-28', 2, '2026-03-30'],
		['2026-10-24', 2, '2026-10-26'],
		['2028-02-28', 1, '2028-02-29'],
		['2027-02-28', 1, '2027-03-01'],
		['2026-12-31', 1, '2027-01-01'],
		['2026-03-01', -1, '2026-02-28'],
		['2026-11-22', -29, '2026-10-24'],
	])('%s %+d days is %s', (day, count, expected) => {
		expect(addDays(day, count)).toBe(expected);
	});

	it.each([
		['2026-11-16', '2026-11-16'], // Monday
		['2026-11-22', '2026-11-16'], // Sunday
		['2026-03-29', '2026-03-23'], // the spring DST Sunday
		['2027-01-01', '2026-12-28'], // a week across the new year
	])('the week of %s begins on %s', (day, monday) => {
		expect(weekStart(day)).toBe(monday);
	});
});

describe('spanishDay', () => {
	it("writes a calendar day as that day in Spain, whatever the server's time zone", () => {
		expect(spanishDay('2026-12-01')).toBe('1 de diciembre de 2026');
		expect(spanishDay('2026-07-01')).toBe('1 de julio de 2026');
	});
});
