/**
 * The report's filters in the page address (`/aula/informes?pharmacyId=3&from=2026-11-01`), so a
 * report can be bookmarked, shared with a colleague who manages the same pharmacy, and reloaded.
 * Values that do not read as an id or a day are left out: the report then uses its defaults.
 */
import type { ReportQuery } from '../../../lib/api/reports';

const ID_KEYS = ['pharmacyId', 'groupId', 'itineraryId'] as const;
const DAY_KEYS = ['from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters in a query string.
 *
 * @example
 * readReportQuery('?pharmacyId=3&from=2026-11-01&to=x'); // { pharmacyId: 3, from: '2026-11-01' }
 */
export function readReportQuery(search: string): ReportQuery {
	const params = new URLSearchParams(search);
	const query: ReportQuery = {};
	for (const key of ID_KEYS) {
		const value = params.get(key) ?? '';
		if (/^\d{1,10}$/.test(value) && Number(value) > 0) query[key] = Number(value);
	}
	for (const key of DAY_KEYS) {
		const value = params.get(key) ?? '';
		if (DAY.test(value)) query[key] = value;
	}
	return query;
}

/**
 * The query string of the filters, `?…` with the ones given in a fixed order, or '' for none.
 *
 * @example
 * reportSearch({ from: '2026-11-01', pharmacyId: 3 }); // '?pharmacyId=3&from=2026-11-01'
 */
export function reportSearch(query: ReportQuery): string {
	const params = new URLSearchParams();
	for (const key of [...ID_KEYS, ...DAY_KEYS]) {
		const value = query[key];
		if (value !== undefined && value !== '') params.set(key, String(value));
	}
	const text = params.toString();
	return text === '' ? '' : `?${text}`;
}
