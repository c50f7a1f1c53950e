/**
 * The reports' CSV export (issue #7), written for Spanish Excel, which opens a double-clicked file
 * with the system's list separator and code page: UTF-8 with a byte order mark (or accents turn
 * into "Ã³"), `;` between cells (`,` is the decimal separator), CRLF line ends, RFC 4180 quoting,
 * decimal commas and dd/mm/aaaa dates, so numbers and dates are numbers and dates in the sheet.
 *
 * Names and emails are typed by people: a cell that begins like a formula (`=`, `+`, `-`, `@`, a
 * tab or a carriage return) gets a leading apostrophe, so a spreadsheet shows it as text instead
 * of running it (OWASP "CSV injection").
 */
import { t } from '../../i18n';
import type { CsvView, Report } from '../../lib/contracts/reports';

/** A cell: text, a number, money (minor units, written with two decimals) or empty. */
export type CsvValue = string | number | { minor: number } | null;

/** Excel reads UTF-8 only with it. */
export const BOM = '\uFEFF';
export const SEPARATOR = ';';
export const LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

const DECIMAL = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, useGrouping: false });

/**
 * A number as Spanish Excel reads it: decimal comma, no thousands separator.
 *
 * @example
 * csvNumber(37.5); // '37,5'
 * csvNumber(1200); // '1200'
 */
export function csvNumber(value: number): string {
	// Most cells are counts: the ICU formatter costs a group's 10,000 of them about 20 ms.
	return Number.isInteger(value) ? String(value) : DECIMAL.format(value);
}

/**
 * A `YYYY-MM-DD` day as dd/mm/aaaa; anything else (no date) is an empty cell.
 *
 * @example
 * csvDate('2026-11-03'); // '03/11/2026'
 */
export function csvDate(day: string | null): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
	return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * One cell: text guarded against formulas and quoted when it holds a separator, a quote or a
 * line break; numbers with a decimal comma; null empty.
 *
 * @example
 * csvCell('=HYPERLINK("x")'); // '"\'=HYPERLINK(""x"")"'
 * csvCell('Ruiz; Ortega'); // '"Ruiz; Ortega"'
 */
export function csvCell(value: CsvValue): string {
	if (value === null) return '';
	if (typeof value === 'number') return csvNumber(value);
	// A number, never text: a negative amount needs no guard against formulas.
	if (typeof value === 'object') return (value.minor / 100).toFixed(2).replace('.', ',');
	const guarded = FORMULA_START.test(value) ? `'${value}` : value;
	return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The whole file: BOM, then each row's cells joined by `;`, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
	return BOM + rows.map((row) => row.map(csvCell).join(SEPARATOR) + LINE_END).join('');
}

const header = (key: string) => t(`reports.csv.${key}`);

/** One row per person, as the members table shows them. */
export function membersCsv(report: Report): string {
	return toCsv([
		[
			header('name'),
			header('email'),
			header('pharmacy'),
			header('minutes'),
			header('courses_started'),
			header('courses_completed'),
			header('certificates'),
			header('downloads'),
			header('average_progress'),
			header('last_activity'),
		],
		...report.members.map((member) => [
			member.name,
			member.email,
			member.pharmacyName,
			member.minutes,
			member.coursesStarted,
			member.coursesCompleted,
			member.certificates,
			member.downloads,
			member.averageProgress,
			csvDate(member.lastActivity),
		]),
	]);
}

/** One row per course, as the courses table shows them. */
export function coursesCsv(report: Report): string {
	return toCsv([
		[
			header('course'),
			header('kind'),
			header('started'),
			header('completed'),
			header('average_progress'),
			header('downloads'),
		],
		...report.courses.map((course) => [
			course.name,
			course.own ? header('kind_own') : header('kind_catalogue'),
			course.started,
			course.completed,
			course.averageProgress,
			course.downloads,
		]),
	]);
}

export function reportCsv(report: Report, view: CsvView): string {
	return view === 'members' ? membersCsv(report) : coursesCsv(report);
}

/**
 * A name as a file name's part: lower case, no accents, dashes between words.
 *
 * @example
 * fileSlug('Farmacia Núñez & Hijos'); // 'farmacia-nunez-hijos'
 */
export function fileSlug(name: string): string {
	const slug = name
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 60)
		.replace(/-+$/, '');
	return slug || 'farmacia';
}

/**
 * `informe-<pharmacy>-<from>-<to>.csv` for the people, `…-cursos.csv` for the courses, so the two
 * downloads of one report do not overwrite each other.
 *
 * @example
 * reportFilename('Farmacia Sol', '2026-10-24', '2026-11-22', 'members');
 * // 'informe-farmacia-sol-2026-10-24-2026-11-22.csv'
 */
export function reportFilename(name: string, from: string, to: string, view: CsvView): string {
	const kind = view === 'courses' ? '-cursos' : '';
	return `informe-${fileSlug(name)}-${from}-${to}${kind}.csv`;
}
