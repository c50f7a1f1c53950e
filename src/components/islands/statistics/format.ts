/** How "Mis estadísticas" writes minutes, days and dates (pure, tested in LearnerStatistics.test). */
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { t } from './t';

const SHORT_DATE_FORMAT = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' });

/**
 * Minutes as hours and minutes, the way a certificate's length is read.
 *
 * @example
 * formatDuration(80); // '1 h 20 min'
 * formatDuration(120); // '2 h'
 * formatDuration(45); // '45 min'
 */
export function formatDuration(minutes: number): string {
	const whole = Math.max(0, Math.round(minutes));
	const hours = Math.floor(whole / 60);
	const rest = whole % 60;
	if (hours === 0) return t('statistics.duration_minutes', { minutes: rest });
	if (rest === 0) return t('statistics.duration_hours', { hours: formatNumber(hours) });
	return t('statistics.duration_hours_minutes', { hours: formatNumber(hours), minutes: rest });
}

/** "12 minutos", "1 minuto". */
export function minutesText(minutes: number): string {
	return t('statistics.minutes', { count: minutes, n: formatNumber(minutes) });
}

/** "1 día", "3 días". */
export function daysText(days: number): string {
	return t('statistics.days', { count: days, n: formatNumber(days) });
}

/**
 * A `YYYY-MM-DD` calendar day read at local noon, so it is the same day in any time zone the
 * browser is in (midnight UTC is the day before in America).
 */
function dayAtNoon(day: string): string {
	return `${day}T12:00:00`;
}

/** "24 oct". */
export function shortDate(day: string): string {
	const date = new Date(dayAtNoon(day));
	return Number.isNaN(date.getTime()) ? day : SHORT_DATE_FORMAT.format(date);
}

/** "24 de octubre de 2026" (the site's one long date format, lib/dates). */
export function longDate(day: string): string {
	return formatDate(dayAtNoon(day)) ?? day;
}
