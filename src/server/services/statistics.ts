/**
 * The learner's statistics (issue #6, `aula/estadisticas`): minutes watched, the last 30 days and
 * 12 weeks, the streak, courses and certificates, and the hours ledger per subject area, for
 * those whose licence opens the campus (services/access.ts).
 *
 * `learning_days` counts calendar days in Europe/Madrid, with the calendar arithmetic of
 * lib/dates.ts (no offset is ever added by hand, so a DST change cannot lose or repeat a day).
 */
import type {
	AreaHours,
	DayMinutes,
	LearnerStatistics,
	WeekMinutes,
} from '../../lib/contracts/statistics';
import { addDays, madridDay, weekStart } from '../../lib/dates';
import type { AppDeps } from '../context';
import * as statisticsQueries from '../db/queries/statistics';
import { requireLearningAccess } from './access';

type StatisticsDeps = Pick<AppDeps, 'db' | 'now'>;

/** Days of the daily chart, today included. */
export const DAYS_SHOWN = 30;
/** ISO weeks of the weekly chart, the current one included. */
export const WEEKS_SHOWN = 12;

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
