/**
 * The calendar math of the statistics: the 30-day and 12-week windows and the streak (Madrid days
 * and date arithmetic are tested with lib/dates.ts).
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/dates';
import { dailyMinutes, sortLedger, streaks, weeklyMinutes } from './statistics';

describe('dailyMinutes', () => {
	it('gives every day of the window, oldest first, rounding each day down to minutes', () => {
		const days = dailyMinutes(
			[
				{ day: '2026-03-29', seconds: 179 },
				{ day: '2026-03-31', seconds: 60 },
				{ day: '2026-03-01', seconds: 6000 }, // before the window
			],
			'2026-03-31',
			30,
		);
		expect(days).toHaveLength(30);
		expect(days[0]).toEqual({ day: '2026-03-02', minutes: 0 });
		expect(days.at(-1)).toEqual({ day: '2026-03-31', minutes: 1 });
		expect(days.find((entry) => entry.day === '2026-03-29')).toEqual({
			day: '2026-03-29',
			minutes: 2,
		});
		for (let index = 1; index < days.length; index++) {
			expect(days[index]?.day).toBe(addDays(days[index - 1]?.day ?? '', 1));
		}
		expect(days.reduce((sum, entry) => sum + entry.minutes, 0)).toBe(3);
	});
});

describe('weeklyMinutes', () => {
	it('gives the weeks ending with the current one, adding seconds before rounding', () => {
		const weeks = weeklyMinutes(
			[
				{ day: '2026-11-16', seconds: 30 },
				{ day: '2026-11-22', seconds: 30 },
				{ day: '2026-11-15', seconds: 119 },
				{ day: '2026-08-30', seconds: 600 }, // the week before the window
			],
			'2026-11-22',
			12,
		);
		expect(weeks).toHaveLength(12);
		expect(weeks[0]).toEqual({ week: '2026-08-31', minutes: 0 });
		expect(weeks.at(-1)).toEqual({ week: '2026-11-16', minutes: 1 });
		expect(weeks.at(-2)).toEqual({ week: '2026-11-09', minutes: 1 });
		for (let index = 1; index < weeks.length; index++) {
			expect(weeks[index]?.week).toBe(addDays(weeks[index - 1]?.week ?? '', 7));
		}
	});
});

describe('streaks', () => {
	it.each<[string, string[], string, { current: number; best: number }]>([
		['nothing watched', [], '2026-11-22', { current: 0, best: 0 }],
		['today only', ['2026-11-22'], '2026-11-22', { current: 1, best: 1 }],
		[
			'up to yesterday, today not yet',
			['2026-11-20', '2026-11-21'],
			'2026-11-22',
			{ current: 2, best: 2 },
		],
		['broken the day before yesterday', ['2026-11-20'], '2026-11-22', { current: 0, best: 1 }],
		[
			'an older, longer run is the best',
			['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-21', '2026-11-22'],
			'2026-11-22',
			{ current: 2, best: 3 },
		],
		[
			'across the spring DST change',
			['2026-03-28', '2026-03-29', '2026-03-30'],
			'2026-03-30',
			{ current: 3, best: 3 },
		],
		[
			'across the end of February',
			['2028-02-28', '2028-02-29', '2028-03-01'],
			'2028-03-01',
			{ current: 3, best: 3 },
		],
		[
			'unsorted, repeated and future days',
			['2026-11-22', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
			'2026-11-22',
			{ current: 2, best: 2 },
		],
	])('%s', (_name, days, today, expected) => {
		expect(streaks(days, today)).toEqual(expected);
	});
});

describe('sortLedger', () => {
	it('puts the most minutes first and breaks ties by the Spanish order of names', () => {
		expect(
			sortLedger([
				{ area: 'Nutrición', minutes: 60, certificates: 1 },
				{ area: 'Óptica', minutes: 90, certificates: 1 },
				{ area: 'Ortopedia', minutes: 60, certificates: 2 },
				{ area: 'Dermofarmacia', minutes: 60, certificates: 1 },
			]).map((line) => line.area),
		).toEqual(['Óptica', 'Dermofarmacia', 'Nutrición', 'Ortopedia']);
	});
});
