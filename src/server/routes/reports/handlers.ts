/**
 * Report calls (issue #7): what the caller may report on, the report itself, and its CSV export.
 * Who may see what is decided in services/reports.ts (through services/pharmacy-access.ts).
 */
import type { Context } from 'hono';
import { ExportCsvBody, GetReportBody } from '../../../lib/contracts/reports';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as reports from '../../services/reports';

const labels = (...fields: string[]) => fieldLabels('reports.fields', fields);
const FILTER_FIELDS = ['pharmacyId', 'groupId', 'itineraryId', 'from', 'to'];

/** `POST /reports/getScope {}`: the caller's pharmacies, groups and itineraries. */
export async function getScope(c: Context<AppEnv>) {
	return ok(c, 'getScope', await reports.getScope(c.var.deps, currentUser(c).id));
}

/** `POST /reports/getReport {pharmacyId?, groupId?, itineraryId?, from?, to?}`. */
export async function getReport(c: Context<AppEnv>) {
	const filters = await readPayload(c, GetReportBody, labels(...FILTER_FIELDS));
	return ok(c, 'getReport', await reports.getReport(c.var.deps, currentUser(c).id, filters));
}

/** `POST /reports/exportCsv {…filters, view}`: the CSV file itself, or the error envelope. */
export async function exportCsv(c: Context<AppEnv>) {
	const payload = await readPayload(c, ExportCsvBody, labels(...FILTER_FIELDS, 'view'));
	const { filename, csv } = await reports.exportCsv(c.var.deps, currentUser(c).id, payload);
	return c.body(csv, 200, {
		'Content-Type': 'text/csv; charset=utf-8',
		'Content-Disposition': `attachment; filename="${filename}"`,
	});
}
