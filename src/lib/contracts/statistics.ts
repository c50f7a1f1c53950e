/**
 * Contract of the learner's statistics call (issue #6, `aula/estadisticas`): its answer, read by
 * src/server/services/statistics.ts and src/lib/api/statistics.ts alike, and its result codes.
 */
import type { AreaResult, LicenceRefusal } from './common';

/** `POST /statistics/getStatistics` answers 403 `lic_req` when no licence opens the campus. */
export type StatisticsResult = AreaResult<LicenceRefusal>;

/** Minutes watched on one calendar day (Europe/Madrid). */
export interface DayMinutes {
	/** `YYYY-MM-DD`. */
	day: string;
	minutes: number;
}

/** Minutes watched in one ISO week. */
export interface WeekMinutes {
	/** The week's Monday, `YYYY-MM-DD`. */
	week: string;
	minutes: number;
}

/** One line of the hours ledger: a subject area across the learner's valid certificates. */
export interface AreaHours {
	/** The category name copied onto the certificates. */
	area: string;
	minutes: number;
	certificates: number;
}

/** `data.getStatistics`. */
export interface LearnerStatistics {
	/** Every second ever played, as whole minutes (rounded down). */
	minutesWatched: number;
	/** The last 30 days ending today, oldest first, every day present (0 when nothing was played). */
	days: DayMinutes[];
	/** The last 12 ISO weeks ending with the current one, oldest first. */
	weeks: WeekMinutes[];
	/**
	 * Consecutive days with something played. `current` ends today, or yesterday while nothing was
	 * played today yet (the streak is not lost before the day is over); `best` is the longest ever.
	 */
	streak: { current: number; best: number };
	/** Courses with a certificate that was not revoked. */
	coursesCompleted: number;
	/** Courses started (some item progress) without a valid certificate. */
	coursesInProgress: number;
	itemsCompleted: number;
	/** Valid (not revoked) certificates. */
	certificates: number;
	/** Per area, most minutes first. */
	hoursByArea: AreaHours[];
}
