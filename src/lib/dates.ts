/**
 * The one place dates and lengths of time are written: licence periods, renewals and end dates
 * as Spanish long dates (spec §3 "Licence", language es-ES) whatever the browser's language,
 * days in Spain for what the server draws, and course and video lengths.
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

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('es-ES', {
	dateStyle: 'long',
	timeStyle: 'short',
});

/**
 * An ISO 8601 instant as a Spanish long date with its time, in the visitor's time zone; null for
 * none, as {@link formatDate}.
 *
 * @example
 * formatDateTime('2026-11-26T09:05:00Z'); // '26 de noviembre de 2026 a las 10:05' (in Madrid)
 */
export function formatDateTime(iso: string | null | undefined): string | null {
	if (iso === null || iso === undefined || iso.trim() === '') return null;
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? null : DATE_TIME_FORMAT.format(date);
}

/** Spain's civil time zone: documents name the day it was in Spain, wherever the server runs. */
const SPAIN_DATE_FORMAT = new Intl.DateTimeFormat('es-ES', {
	dateStyle: 'long',
	timeZone: 'Europe/Madrid',
});

/**
 * A moment as the Spanish long date it was in Spain (Europe/Madrid), for what the server draws
 * (certificates, downloaded sheets): a certificate issued at 00:30 in Madrid carries that day,
 * even on a server running in UTC.
 *
 * @example
 * formatSpainDate(new Date('2026-11-22T23:30:00Z')); // '23 de noviembre de 2026'
 */
export function formatSpainDate(date: Date): string {
	return SPAIN_DATE_FORMAT.format(date);
}

const DAY_FORMAT = new Intl.DateTimeFormat('es-ES', {
	day: '2-digit',
	month: '2-digit',
	year: 'numeric',
	timeZone: 'UTC',
});

/**
 * A calendar day `YYYY-MM-DD` (a Madrid day the API counted) as dd/mm/aaaa, the same day in any
 * time zone the browser is in; null for anything else.
 *
 * @example
 * formatDay('2026-11-03'); // '03/11/2026'
 */
export function formatDay(day: string | null | undefined): string | null {
	if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
	const date = new Date(`${day}T00:00:00Z`);
	return Number.isNaN(date.getTime()) ? null : DAY_FORMAT.format(date);
}

/**
 * A calendar day `YYYY-MM-DD` as a Spanish long date, the same day in any time zone.
 *
 * @example
 * formatLongDay('2026-11-03'); // '3 de noviembre de 2026'
 */
export function formatLongDay(day: string): string {
	return formatDate(`${day}T12:00:00`) ?? day;
}

/**
 * A course's length in hours and minutes, as certificates, the campus and the statistics state it.
 *
 * @example
 * formatDuration(80); // '1 h 20 min'
 * formatDuration(120); // '2 h'
 * formatDuration(45); // '45 min'
 */
export function formatDuration(minutes: number): string {
	const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
	const hours = Math.floor(total / 60);
	const rest = total % 60;
	if (hours === 0) return `${rest} min`;
	return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Seconds as a clock, `m:ss` (program item lengths, the player's resume point).
 *
 * @example
 * formatClock(125); // '2:05'
 */
export function formatClock(seconds: number): string {
	const whole = Math.max(0, Math.floor(seconds));
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A length in whole minutes, at least 1 (the player's program list).
 *
 * @example
 * formatMinutes(240); // '4 min'
 */
export function formatMinutes(seconds: number): string {
	return `${Math.max(1, Math.round(seconds / 60))} min`;
}

/**
 * Calendar days in Spain. The campus counts its days (minutes watched, streaks, itinerary dates,
 * reports) in Europe/Madrid, where the pharmacies are. "Today" is found from a clock with Intl,
 * which knows Madrid's DST rules; from there on everything is calendar arithmetic on dates (done
 * on UTC midnights, where every day has 24 hours), so no offset is ever added by hand and a DST
 * change cannot make a day vanish or repeat.
 */
export const LEARNING_TIME_ZONE = 'Europe/Madrid';

/** One day of 24 hours, in milliseconds (calendar days in Madrid are counted apart below). */
export const DAY_MS = 24 * 60 * 60 * 1000;

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

const MADRID_HOUR = new Intl.DateTimeFormat('en-GB', {
	timeZone: LEARNING_TIME_ZONE,
	hour: '2-digit',
	hourCycle: 'h23',
});

/**
 * The hour (0–23) an instant falls on in Madrid, for work done at a civil hour there.
 *
 * @example
 * madridHour(new Date('2026-11-23T07:30:00Z')); // 8 (CET)
 * madridHour(new Date('2026-07-01T22:30:00Z')); // 0 (CEST)
 */
export function madridHour(instant: Date): number {
	return Number(MADRID_HOUR.formatToParts(instant).find((part) => part.type === 'hour')?.value);
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

/**
 * A `YYYY-MM-DD` as Spain writes it, read at noon UTC, which is the same calendar day in Madrid
 * in summer and in winter.
 *
 * @example
 * spanishDay('2026-12-01'); // '1 de diciembre de 2026'
 */
export function spanishDay(day: string): string {
	return formatSpainDate(new Date(`${day}T12:00:00Z`));
}
