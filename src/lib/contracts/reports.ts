/**
 * Payloads and answers of the tracking reports (issue #7): the pharmacy and group dashboards and
 * their CSV export. Shared by src/server/routes/reports and the report islands, so a filter's rule
 * and its Spanish message live in one place.
 */
import type { AreaResult } from './common';
import type { PharmacyAccessResult } from './pharmacy-team';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { payloadObject, positiveId, text } from './fields';
import { isCalendarDay } from './fields';

/** Days a report covers when no dates are given: the last 30, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** The longest range a report may ask for: five years and a leap day. */
export const MAX_REPORT_DAYS = 5 * 365 + 1;
/** People in the ranking. */
export const RANKING_SIZE = 10;

export const CSV_VIEWS = ['members', 'courses'] as const;
export type CsvView = (typeof CSV_VIEWS)[number];

/** An optional id: absent, null and "" (a form's "all") read as undefined. */
function optionalId(message: () => string) {
	return v.pipe(
		v.nullish(v.union([v.number(), text()], message)),
		v.transform((value) =>
			value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
				? undefined
				: value,
		),
		v.optional(positiveId(message)),
	);
}

/** An optional `YYYY-MM-DD` that exists; absent, null and "" read as undefined. */
function optionalDay() {
	const message = () => t('validation.report_date');
	return v.pipe(
		v.nullish(text(message)),
		v.transform((value) => value?.trim() || undefined),
		v.optional(v.pipe(text(message), v.check(isCalendarDay, message))),
	);
}

/** Days from `from` to `to`, both included (calendar arithmetic on UTC midnights). */
export function daysBetween(from: string, to: string): number {
	return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

const filterEntries = {
	pharmacyId: optionalId(() => t('validation.report_pharmacy')),
	groupId: optionalId(() => t('validation.report_group')),
	itineraryId: optionalId(() => t('validation.report_itinerary')),
	from: optionalDay(),
	to: optionalDay(),
};

interface DayRange {
	from?: string | undefined;
	to?: string | undefined;
}

/** Both dates given: `from` not after `to`. */
const inOrder = (range: DayRange) => !range.from || !range.to || range.from <= range.to;
/** Both dates given: not further apart than the longest range. */
const shortEnough = (range: DayRange) =>
	!range.from || !range.to || daysBetween(range.from, range.to) <= MAX_REPORT_DAYS;
const orderMessage = () => t('validation.report_range_order');
const lengthMessage = () => t('validation.report_range_length', { years: 5 });

const reportFilters = payloadObject(filterEntries);
type FilterOutput = v.InferOutput<typeof reportFilters>;

/**
 * `POST /reports/getReport`: every filter optional. No pharmacy and no group is everything the
 * caller manages; no dates is the last 30 days (Europe/Madrid). A wrong range is reported on
 * `from`.
 */
export const GetReportBody = v.pipe(
	reportFilters,
	v.forward(v.check<FilterOutput, () => string>(inOrder, orderMessage), ['from']),
	v.forward(v.check<FilterOutput, () => string>(shortEnough, lengthMessage), ['from']),
);
export type ReportFilters = v.InferOutput<typeof GetReportBody>;

const csvFilters = payloadObject({
	...filterEntries,
	view: v.picklist(CSV_VIEWS, () => t('validation.report_view')),
});
type CsvFilterOutput = v.InferOutput<typeof csvFilters>;

/** `POST /reports/exportCsv`: the report's filters and which table to export. */
export const ExportCsvBody = v.pipe(
	csvFilters,
	v.forward(v.check<CsvFilterOutput, () => string>(inOrder, orderMessage), ['from']),
	v.forward(v.check<CsvFilterOutput, () => string>(shortEnough, lengthMessage), ['from']),
);
export type ExportCsvPayload = v.InferOutput<typeof ExportCsvBody>;

// ---- Answers -------------------------------------------------------------------------------

/** A pharmacy or group the caller may report on. */
export interface ScopeOption {
	id: number;
	name: string;
}

/** `data.getScope`: what the report filters offer the caller. */
export interface ReportScope {
	/** Pharmacies they own or hold through a group, by name; `reports` false without a plan. */
	pharmacies: (ScopeOption & { groupId: number | null; reports: boolean })[];
	groups: ScopeOption[];
	/** Itineraries of those pharmacies and groups (campus templates are nobody's). */
	itineraries: (ScopeOption & { status: 'draft' | 'published' | 'template' })[];
}

/** The figures at the top of a report. */
export interface ReportSummary {
	people: number;
	/** People who watched, completed or downloaded something in the range. */
	active: number;
	minutes: number;
	coursesCompleted: number;
	certificates: number;
	downloads: number;
}

/** One person of a team. Counts named "in range" follow the dates; the others are to date. */
export interface ReportMember {
	userId: number;
	name: string;
	email: string;
	pharmacyId: number;
	pharmacyName: string;
	/** Minutes watched in the range (every course: minutes are counted per day, not per course). */
	minutes: number;
	/** Courses (of the report's courses) with anything done, to date. */
	coursesStarted: number;
	/** Courses whose last item was completed in the range. */
	coursesCompleted: number;
	/** Certificates issued in the range and not revoked. */
	certificates: number;
	/** PDF downloads in the range. */
	downloads: number;
	/** Mean of items completed / items over the courses started, 0–100 with one decimal; null with none. */
	averageProgress: number | null;
	/** Madrid day of the last watching or completion, `YYYY-MM-DD`; null if never. */
	lastActivity: string | null;
	active: boolean;
}

/** One course of the report. */
export interface ReportCourse {
	courseId: number;
	name: string;
	/** The pharmacy's own training rather than the catalogue. */
	own: boolean;
	/** People of the report who started it, to date. */
	started: number;
	/** People who completed it in the range. */
	completed: number;
	averageProgress: number | null;
	/** PDF downloads in the range. */
	downloads: number;
}

export interface ReportRankingEntry {
	position: number;
	userId: number;
	name: string;
	pharmacyName: string;
	coursesCompleted: number;
	minutes: number;
}

/** Downloads of one PDF resource in the range. */
export interface ReportDownload {
	courseId: number;
	courseName: string;
	itemId: number;
	itemName: string;
	downloads: number;
	people: number;
}

/** One pharmacy's totals, for the group dashboard. */
export interface ReportPharmacy {
	pharmacyId: number;
	name: string;
	people: number;
	active: number;
	minutes: number;
	coursesCompleted: number;
	certificates: number;
}

/** `data.getReport`. */
export interface Report {
	/** What was reported on: the dates (filled in when not given) and the scope's names. */
	filters: {
		from: string;
		to: string;
		pharmacy: ScopeOption | null;
		group: ScopeOption | null;
		itinerary: ScopeOption | null;
	};
	/** Pharmacies of the scope left out because their plan has no reports (lapsed licence). */
	excluded: ScopeOption[];
	/** Names of the two CSV files of this report, as `exportCsv` sends them. */
	files: Record<CsvView, string>;
	summary: ReportSummary;
	members: ReportMember[];
	courses: ReportCourse[];
	ranking: ReportRankingEntry[];
	downloads: ReportDownload[];
	pharmacies: ReportPharmacy[];
}

// ---- Result codes ----------------------------------------------------------------------------

/** What the report calls (`/reports/*`) answer when they fail. */
export type ReportsResult = AreaResult<PharmacyAccessResult | 'iti_nf'>;
