/** The tracking report calls (issue #7) for the report and group dashboard islands. */
import type { CsvView, Report, ReportScope, ReportsResult } from '../contracts/reports';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** The report's filters as the islands hold them; absent ones are left out of the call. */
export interface ReportQuery {
	pharmacyId?: number | undefined;
	groupId?: number | undefined;
	itineraryId?: number | undefined;
	/** `YYYY-MM-DD`, Madrid days, both included. */
	from?: string | undefined;
	to?: string | undefined;
}

function payload(query: ReportQuery): Record<string, unknown> {
	return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** The pharmacies, groups and itineraries the caller may report on (empty lists for nobody). */
export function getReportScope(
	client: ApiClient = api,
): Promise<ApiResult<ReportScope, ReportsResult>> {
	return client.post('/reports/getScope', {}, { select: dataAt('getScope') });
}

/** The report: 404 `ph_nf` / `grp_nf` / `iti_nf` outside the caller's scope, 403 `plan_req`. */
export function getReport(
	query: ReportQuery,
	client: ApiClient = api,
): Promise<ApiResult<Report, ReportsResult>> {
	return client.post('/reports/getReport', payload(query), { select: dataAt('getReport') });
}

/** The report's people or courses as a CSV file (UTF-8 with BOM, `;`), for Spanish Excel. */
export function exportReportCsv(
	query: ReportQuery,
	view: CsvView,
	client: ApiClient = api,
): Promise<ApiResult<Blob, ReportsResult>> {
	return client.post('/reports/exportCsv', { ...payload(query), view }, { file: true });
}
