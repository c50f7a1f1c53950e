/**
 * Tracking reports for owners and group holders (issue #7): per person and per course progress,
 * completions and certificates, minutes watched, a ranking and PDF downloads, over a range of
 * Madrid days, for one pharmacy, one group or everything the caller manages, optionally narrowed
 * to one itinerary's assignees and courses.
 *
 * Who may see what is services/pharmacy-access.ts's: a pharmacy is reported to its owner and to
 * its group's holder, anyone else gets the 404 of a pharmacy that does not exist, and the plan
 * must include reports (every pharmacy plan does). The people reported are only ever the teams
 * of the pharmacies in scope, so a report cannot list anyone else.
 *
 * Counts follow the dates where that makes sense (minutes, completions, certificates, downloads)
 * and are "to date" where it does not (courses started, average progress, last activity).
 */
import { t } from '../../i18n';
import {
	DEFAULT_REPORT_DAYS,
	daysBetween,
	MAX_REPORT_DAYS,
	type ExportCsvPayload,
	type Report,
	type ReportFilters,
	type ReportScope,
	type ReportSummary,
	type ScopeOption,
} from '../../lib/contracts/reports';
import type { AppDeps } from '../context';
import * as pharmacyQueries from '../db/queries/pharmacies';
import type { PharmacyRow } from '../db/queries/pharmacies';
import * as queries from '../db/queries/reports';
import { AppError } from '../errors';
import {
	managedScope,
	PLAN_FEATURES,
	requireHeldGroup,
	requireManagedPharmacy,
	requirePlanFeature,
} from './pharmacy-access';
import { reportCsv, reportFilename } from './report-csv';
import {
	courseTableRows,
	downloadTableRows,
	memberRows,
	rankingOf,
	splitStats,
	sum,
	totals,
} from './report-tables';
import { addDays, madridDay } from '../../lib/dates';

type ReportDeps = Pick<AppDeps, 'db' | 'now'>;

const itineraryNotFound = () => new AppError('iti_nf', 404, t('reports.api.itinerary_not_found'));
const pharmacyNotFound = () => new AppError('ph_nf', 404, t('pharmacy_access.pharmacy_not_found'));

/**
 * Whether each pharmacy's plan includes the reports (every pharmacy plan does: spec §1). The plan
 * is its owner's largest open pharmacy licence, as `pharmacyPlan` reads it, asked for all the
 * owners at once: a group has fifty.
 */
async function withReports(deps: ReportDeps, list: readonly PharmacyRow[]): Promise<boolean[]> {
	if (list.length === 0) return [];
	const owners = [...new Set(list.map((pharmacy) => pharmacy.ownerUserId))];
	const licences = await pharmacyQueries.listOpenPharmacyLicences(deps.db, owners, deps.now());
	// Largest first: the first licence seen of each owner is their plan.
	const planSize = new Map<number, string | null>();
	for (const licence of licences) {
		if (!planSize.has(licence.userId)) planSize.set(licence.userId, licence.size);
	}
	const sizes: readonly string[] = PLAN_FEATURES.reports;
	return list.map((pharmacy) => {
		const size = planSize.get(pharmacy.ownerUserId);
		return typeof size === 'string' && sizes.includes(size);
	});
}

/** `POST /reports/getScope`: the pharmacies, groups and itineraries the caller may report on. */
export async function getScope(deps: ReportDeps, userId: number): Promise<ReportScope> {
	const { pharmacies, groups } = await managedScope(deps, userId);
	const [flags, itineraries] = await Promise.all([
		withReports(deps, pharmacies),
		queries.listItinerariesOf(
			deps.db,
			pharmacies.map((pharmacy) => pharmacy.id),
			groups.map((group) => group.id),
		),
	]);
	return {
		pharmacies: pharmacies.map((pharmacy, index) => ({
			id: pharmacy.id,
			name: pharmacy.name,
			groupId: pharmacy.groupId,
			reports: flags[index] ?? false,
		})),
		groups: groups.map((group) => ({ id: group.id, name: group.name })),
		itineraries: itineraries.map((itinerary) => ({
			id: itinerary.id,
			name: itinerary.name,
			status: itinerary.status,
		})),
	};
}

interface ResolvedScope {
	/** Pharmacies reported on (their plan includes reports). */
	pharmacies: PharmacyRow[];
	excluded: ScopeOption[];
	pharmacy: ScopeOption | null;
	group: ScopeOption | null;
	itinerary: ScopeOption | null;
	/** What the CSV's file is named after. */
	label: string;
}

/**
 * The pharmacies of the request, checked: one pharmacy (404 `ph_nf` unless managed, 403
 * `plan_req` without reports), one group (404 `grp_nf` unless held), or everything managed (404
 * `ph_nf` when nothing is). A group or the whole scope leaves out pharmacies without reports and
 * says which. An itinerary must belong to a pharmacy or group the caller manages (404 `iti_nf`).
 */
async function resolveScope(
	deps: ReportDeps,
	userId: number,
	filters: ReportFilters,
): Promise<ResolvedScope> {
	let candidates: PharmacyRow[];
	let pharmacy: ScopeOption | null = null;
	let group: ScopeOption | null = null;
	let checked = false;
	if (filters.pharmacyId !== undefined) {
		const managed = await requireManagedPharmacy(deps, userId, filters.pharmacyId);
		if (filters.groupId !== undefined && managed.pharmacy.groupId !== filters.groupId) {
			throw pharmacyNotFound();
		}
		requirePlanFeature(managed, 'reports');
		candidates = [managed.pharmacy];
		pharmacy = { id: managed.pharmacy.id, name: managed.pharmacy.name };
		checked = true;
	} else if (filters.groupId !== undefined) {
		const held = await requireHeldGroup(deps, userId, filters.groupId);
		candidates = await queries.listGroupPharmacies(deps.db, held.id);
		group = { id: held.id, name: held.name };
	} else {
		const scope = await managedScope(deps, userId);
		if (scope.pharmacies.length === 0) throw pharmacyNotFound();
		candidates = scope.pharmacies;
	}

	let itinerary: ScopeOption | null = null;
	if (filters.itineraryId !== undefined) {
		const found = await queries.findItinerary(deps.db, filters.itineraryId);
		if (!found) throw itineraryNotFound();
		const { pharmacies: managed, groups } = await managedScope(deps, userId);
		const mine =
			(found.pharmacyId !== null && managed.some((row) => row.id === found.pharmacyId)) ||
			(found.groupId !== null && groups.some((row) => row.id === found.groupId));
		if (!mine) throw itineraryNotFound();
		itinerary = { id: found.id, name: found.name };
	}

	const flags = checked ? candidates.map(() => true) : await withReports(deps, candidates);
	const pharmacies = candidates.filter((_, index) => flags[index]);
	const excluded = candidates
		.filter((_, index) => !flags[index])
		.map((row) => ({ id: row.id, name: row.name }));
	const label =
		pharmacy?.name ?? group?.name ?? (pharmacies.length === 1 ? pharmacies[0]?.name : null);
	return {
		pharmacies,
		excluded,
		pharmacy,
		group,
		itinerary,
		label: label ?? t('reports.csv.all_pharmacies'),
	};
}

/** The range asked for, or the last 30 days; 400 `inv_data` when it is backwards or too long. */
export function reportRange(filters: Pick<ReportFilters, 'from' | 'to'>, today: string) {
	const to = filters.to ?? (filters.from && filters.from > today ? filters.from : today);
	const from = filters.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
	if (from > to) throw new AppError('inv_data', 400, t('validation.report_range_order'));
	if (daysBetween(from, to) > MAX_REPORT_DAYS) {
		throw new AppError('inv_data', 400, t('validation.report_range_length', { years: 5 }));
	}
	return { from, to };
}

/** `POST /reports/getReport`. */
export async function getReport(
	deps: ReportDeps,
	userId: number,
	filters: ReportFilters,
): Promise<Report> {
	const { from, to } = reportRange(filters, madridDay(deps.now()));
	const scope = await resolveScope(deps, userId, filters);
	const reportFilters = {
		from,
		to,
		pharmacy: scope.pharmacy,
		group: scope.group,
		itinerary: scope.itinerary,
	};
	const files = {
		members: reportFilename(scope.label, from, to, 'members'),
		courses: reportFilename(scope.label, from, to, 'courses'),
	};
	if (scope.pharmacies.length === 0) {
		return emptyReport(reportFilters, scope.excluded, files);
	}

	const query: queries.ReportScopeQuery = {
		pharmacyIds: scope.pharmacies.map((pharmacy) => pharmacy.id),
		itineraryId: scope.itinerary?.id,
		from,
		to,
	};
	const [people, courseRows, downloadRows, listedCourseIds] = await Promise.all([
		queries.listPeople(deps.db, query),
		queries.courseStats(deps.db, query),
		queries.downloadStats(deps.db, query),
		scope.itinerary
			? queries.listItineraryCourseIds(deps.db, scope.itinerary.id)
			: queries.listOwnTrainingIds(deps.db, query.pharmacyIds),
	]);
	const stats = splitStats(courseRows, downloadRows);
	const members = memberRows(people, stats.byUser, scope.pharmacies);
	// Each person once, even an owner of two pharmacies in scope.
	const everyone = [...new Map(members.map((member) => [member.userId, member])).values()];

	const courseIds = scope.itinerary
		? listedCourseIds
		: [
				...new Set([
					...stats.byCourse.keys(),
					...stats.downloadsByCourse.keys(),
					...listedCourseIds,
				]),
			];
	const itemIds = stats.itemRows.flatMap((row) => (row.item_id === null ? [] : [row.item_id]));
	const [courseNames, itemNames] = await Promise.all([
		queries.listCourses(deps.db, [
			...new Set([...courseIds, ...stats.itemRows.map((row) => row.course_id)]),
		]),
		queries.listItemNames(deps.db, itemIds),
	]);
	const courseInfo = new Map(courseNames.map((row) => [row.id, row]));

	return {
		filters: reportFilters,
		excluded: scope.excluded,
		files,
		summary: { ...totals(everyone), downloads: sum(everyone, 'downloads') },
		members,
		// An itinerary's courses keep its order; otherwise the most followed first.
		courses: courseTableRows(courseIds, courseInfo, stats, scope.itinerary === null),
		ranking: rankingOf(everyone),
		downloads: downloadTableRows(stats.itemRows, courseInfo, itemNames),
		pharmacies: scope.pharmacies.map((row) => ({
			pharmacyId: row.id,
			name: row.name,
			...totals(members.filter((member) => member.pharmacyId === row.id)),
		})),
	};
}

function emptyReport(
	filters: Report['filters'],
	excluded: ScopeOption[],
	files: Report['files'],
): Report {
	const summary: ReportSummary = {
		people: 0,
		active: 0,
		minutes: 0,
		coursesCompleted: 0,
		certificates: 0,
		downloads: 0,
	};
	return {
		filters,
		excluded,
		files,
		summary,
		members: [],
		courses: [],
		ranking: [],
		downloads: [],
		pharmacies: [],
	};
}

/** `POST /reports/exportCsv`: the report's people or courses as a CSV for Spanish Excel. */
export async function exportCsv(
	deps: ReportDeps,
	userId: number,
	payload: ExportCsvPayload,
): Promise<{ filename: string; csv: string }> {
	const { view, ...filters } = payload;
	const report = await getReport(deps, userId, filters);
	return { filename: report.files[view], csv: reportCsv(report, view) };
}
