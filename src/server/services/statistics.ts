/**
 * The learner's statistics (issue #6, `aula/estadisticas`): minutes watched, the last 30 days and
 * 12 weeks, the streak, courses and certificates, and the hours ledger per subject area, for
 * those whose licence opens the campus (services/access.ts).
 *
 * `learning_days` counts calendar days in Europe/Madrid. "Today" is found from the injected clock
 * with Intl, which knows Madrid's DST rules; from there on everything is calendar arithmetic on
 * dates (done on UTC midnights, where every day has 24 hours), so no offset is ever added by hand
 * and a DST change cannot make a day vanish or repeat.
 */
import type {
	AreaHours,
	DayMinutes,
	LearnerStatistics,
	WeekMinutes,
} from '../../lib/contracts/statistics';
import type { AppDeps } from '../context';
import * as statisticsQueries from '../db/queries/statistics';
import { requireLearningAccess } from './access';

type StatisticsDeps = Pick<AppDeps, 'db' | 'now'>;

/** Where the campus counts its days (the pharmacies are in Spain). */
export const LEARNING_TIME_ZONE = 'Europe/Madrid';
/** Days of the daily chart, today included. */
export const DAYS_SHOWN = 30;
/** ISO weeks of the weekly chart, the current one included. */
export const WEEKS_SHOWN = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

const MADRID_DATE = new Intl.DateTimeFormat('en-GB', {
	timeZone: LEARNING_TIME_ZONE,
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
});

/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in Madrid.
 *
 * @example
 * madridDay(new Date('2026-11-22T23:30:00Z')); // '2026-11-23' (00:30 in Madrid, CET)
 * madridDay(new Date('2026-07-01T22:30:00Z')); // '2026-07-02' (00:30 in Madrid, CEST)
 */
export function madridDay(instant: Date): string {
	// Parts, not the formatted string: the layout of a locale's date may change, its parts do not.
	const parts = MADRID_DATE.formatToParts(instant);
	const part = (type: Intl.DateTimeFormatPartTypes) =>
		parts.find((item) => item.type === type)?.value ?? '';
	return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A `YYYY-MM-DD` as the UTC midnight of that date, for arithmetic on dates only. */
function utcMidnight(day: string): number {
	const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
	return Date.UTC(year, month - 1, date);
}

function fromUtcMidnight(ms: number): string {
	return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The date `count` days after `day` (before it when negative).
 *
 * @example
 * addDays('2026-03-28', 2); // '2026-03-30', across Madrid's spring DST change
 * addDays('2026-03-01', -1); // '2026-02-28'
 */
export function addDays(day: string, count: number): string {
	return fromUtcMidnight(utcMidnight(day) + count * DAY_MS);
}

/**
 * The Monday of the ISO week of `day`.
 *
 * @example
 * weekStart('2026-11-22'); // '2026-11-16' (a Sunday belongs to the week begun on Monday)
 */
export function weekStart(day: string): string {
	const weekday = new Date(utcMidnight(day)).getUTCDay(); // 0 Sunday … 6 Saturday
	return addDays(day, -((weekday + 6) % 7));
}

/** Seconds watched per day, as the queries give them. */
export interface DaySeconds {
	day: string;
	seconds: number;
}

const toMinutes = (seconds: number) => Math.floor(seconds / 60);

/**
 * The `count` days ending with `today`, oldest first, each with its minutes (0 when none).
 *
 * @example
 * dailyMinutes([{ day: '2026-11-22', seconds: 125 }], '2026-11-22', 2);
 * // [{ day: '2026-11-21', minutes: 0 }, { day: '2026-11-22', minutes: 2 }]
 */
export function dailyMinutes(
	rows: readonly DaySeconds[],
	today: string,
	count: number = DAYS_SHOWN,
): DayMinutes[] {
	const seconds = new Map<string, number>();
	for (const row of rows) seconds.set(row.day, (seconds.get(row.day) ?? 0) + row.seconds);
	return Array.from({ length: count }, (_, index) => {
		const day = addDays(today, index - count + 1);
		return { day, minutes: toMinutes(seconds.get(day) ?? 0) };
	});
}

/**
 * The `count` ISO weeks ending with the week of `today`, oldest first: each Monday with the
 * minutes of its seven days (seconds are added before rounding, so short days still count).
 *
 * @example
 * weeklyMinutes([{ day: '2026-11-17', seconds: 90 }, { day: '2026-11-18', seconds: 30 }], '2026-11-22', 1);
 * // [{ week: '2026-11-16', minutes: 2 }]
 */
export function weeklyMinutes(
	rows: readonly DaySeconds[],
	today: string,
	count: number = WEEKS_SHOWN,
): WeekMinutes[] {
	const seconds = new Map<string, number>();
	for (const row of rows) {
		const week = weekStart(row.day);
		seconds.set(week, (seconds.get(week) ?? 0) + row.seconds);
	}
	const thisWeek = weekStart(today);
	return Array.from({ length: count }, (_, index) => {
		const week = addDays(thisWeek, (index - count + 1) * 7);
		return { week, minutes: toMinutes(seconds.get(week) ?? 0) };
	});
}

/**
 * Runs of consecutive days with something played. The current run ends today, or yesterday while
 * today has nothing yet (a streak is not broken before the day is over); days after `today` (a
 * clock ahead of the server's) are ignored.
 *
 * @example
 * streaks(['2026-11-19', '2026-11-20', '2026-11-21'], '2026-11-22'); // { current: 3, best: 3 }
 * streaks(['2026-11-19', '2026-11-20'], '2026-11-22'); // { current: 0, best: 2 }
 */
export function streaks(
	activeDays: readonly string[],
	today: string,
): { current: number; best: number } {
	const days = [...new Set(activeDays)].filter((day) => day <= today).sort();
	const active = new Set(days);
	let best = 0;
	let run = 0;
	let previous: string | null = null;
	for (const day of days) {
		run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
		best = Math.max(best, run);
		previous = day;
	}
	let current = 0;
	let day = active.has(today) ? today : addDays(today, -1);
	while (active.has(day)) {
		current += 1;
		day = addDays(day, -1);
	}
	return { current, best };
}

/** The ledger's order: most minutes first; equal minutes by area name, as Spanish sorts it. */
export function sortLedger(areas: readonly AreaHours[]): AreaHours[] {
	return [...areas].sort(
		(a, b) => b.minutes - a.minutes || a.area.localeCompare(b.area, 'es', { sensitivity: 'base' }),
	);
}

/** `POST /statistics/getStatistics`: the caller's statistics (403 `lic_req` without a licence). */
export async function getStatistics(
	deps: StatisticsDeps,
	userId: number,
): Promise<LearnerStatistics> {
	await requireLearningAccess(deps, userId);
	const today = madridDay(deps.now());
	const [rows, itemsCompleted, coursesInProgress, areas] = await Promise.all([
		statisticsQueries.listLearningDays(deps.db, userId),
		statisticsQueries.countCompletedItems(deps.db, userId),
		statisticsQueries.countCoursesInProgress(deps.db, userId),
		statisticsQueries.certificatesByArea(deps.db, userId),
	]);
	const days = rows.map((row) => ({ day: row.day, seconds: row.seconds }));
	const totalSeconds = days.reduce((sum, row) => sum + row.seconds, 0);
	const certificates = areas.reduce((sum, area) => sum + area.certificates, 0);
	return {
		minutesWatched: toMinutes(totalSeconds),
		days: dailyMinutes(days, today),
		weeks: weeklyMinutes(days, today),
		streak: streaks(
			days.map((row) => row.day),
			today,
		),
		// One certificate per person and course (a unique index), so valid certificates are
		// completed courses; both are answered because the page names them separately.
		coursesCompleted: certificates,
		coursesInProgress,
		itemsCompleted,
		certificates,
		hoursByArea: sortLedger(areas),
	};
}
