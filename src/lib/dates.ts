/**
 * The one date formatter of the islands: licence periods, renewals and end dates read as Spanish
 * long dates (spec §3 "Licence", language es-ES) whatever the browser's language.
 */

const DATE_FORMAT = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });

/**
 * An ISO 8601 date as a Spanish long date, in the visitor's time zone; null for no date or one
 * that does not parse, so the caller leaves the line out rather than print "Invalid Date".
 *
 * @example
 * formatDate('2030-01-31'); // '31 de enero de 2030'
 * formatDate(null); // null
 */
export function formatDate(iso: string | null | undefined): string | null {
	if (iso === null || iso === undefined || iso.trim() === '') return null;
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}
