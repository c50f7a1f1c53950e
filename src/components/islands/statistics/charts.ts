/**
 * The two minute charts as data (pure): each bar's value and labels, the sentence that says what
 * the chart shows (the image's accessible name) and the bar heights of the drawing.
 */
import type { DayMinutes, WeekMinutes } from '../../../lib/contracts/statistics';
import { formatNumber } from '../../../lib/numbers';
import { longDate, minutesText, shortDate } from './format';
import { t } from './t';

/** The one bar of a chart: its value, the label under the axis and the long label of its row. */
export interface Bar {
	key: string;
	value: number;
	/** Short label for the axis ("24 oct"). */
	axis: string;
	/** Label of its row in the data table and of its tooltip. */
	label: string;
}

export interface ChartData {
	bars: Bar[];
	/** What the chart shows, in words. */
	summary: string;
}

/** The highest bar, first one on a tie; null when every bar is 0. */
export function peakOf(bars: readonly Bar[]): Bar | null {
	let peak: Bar | null = null;
	for (const bar of bars)
		if (bar.value > 0 && (peak === null || bar.value > peak.value)) peak = bar;
	return peak;
}

const sentences = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** The last 30 days: total, active days and the busiest day. */
export function dailyChart(days: readonly DayMinutes[]): ChartData {
	const bars = days.map((entry): Bar => ({
		key: entry.day,
		value: entry.minutes,
		axis: shortDate(entry.day),
		label: longDate(entry.day),
	}));
	const total = days.reduce((sum, entry) => sum + entry.minutes, 0);
	const active = days.filter((entry) => entry.minutes > 0).length;
	const peak = peakOf(bars);
	const summary = sentences(
		t('statistics.daily_chart', {
			total: minutesText(total),
			active: t('statistics.active_days', { count: active, n: formatNumber(active) }),
		}),
		peak
			? t('statistics.daily_peak', { date: peak.label, minutes: minutesText(peak.value) })
			: null,
	);
	return { bars, summary };
}

/** The last 12 weeks: total and the busiest week. */
export function weeklyChart(weeks: readonly WeekMinutes[]): ChartData {
	const bars = weeks.map((entry): Bar => ({
		key: entry.week,
		value: entry.minutes,
		axis: shortDate(entry.week),
		label: t('statistics.week_of', { date: longDate(entry.week) }),
	}));
	const total = weeks.reduce((sum, entry) => sum + entry.minutes, 0);
	const peak = peakOf(bars);
	const summary = sentences(
		t('statistics.weekly_chart', { total: minutesText(total) }),
		peak
			? t('statistics.weekly_peak', { date: longDate(peak.key), minutes: minutesText(peak.value) })
			: null,
	);
	return { bars, summary };
}

/** Height of the drawing in SVG units; each bar takes 10 units of width, 7 of them the bar. */
export const CHART_HEIGHT = 100;
export const SLOT = 10;
export const BAR = 7;
/** A day with a single minute still shows a visible sliver. */
const MIN_BAR = 2;

/** A bar's height in the drawing against the chart's highest value; 0 draws nothing. */
export function barHeight(value: number, max: number): number {
	return max === 0 || value === 0 ? 0 : Math.max(MIN_BAR, (value / max) * (CHART_HEIGHT - 4));
}
