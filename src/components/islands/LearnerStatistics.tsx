/**
 * "Mis estadísticas" (`aula/estadisticas`, issue #6): the learner's minutes watched, courses
 * completed, streak and certificates as four tiles, the minutes of the last 30 days and 12 weeks
 * as bar charts, and the hours ledger per subject area of their valid certificates.
 *
 * The page is a static shell like the dashboard's: nothing private is shown before the session
 * check answers, and without a session the visitor is sent to /login. The statistics are asked
 * only once the reloaded licences say one opens the campus: the API answers 403 without one, and
 * the API client closes the session on any 403 (spec §7), which would log the learner out for
 * merely opening the page.
 *
 * The charts are plain SVG (no chart library): each is one image whose label says what it shows
 * in words, with a "Ver datos" table holding every number for screen readers and anyone else.
 */
import { useStore } from '@nanostores/react';
import statistics from 'i18n-section:statistics';
import { useCallback, useEffect, useState } from 'react';
import { createTranslator } from '../../i18n/translate';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/numbers';
import { getStatistics } from '../../lib/api/statistics';
import type {
	AreaHours,
	DayMinutes,
	LearnerStatistics as Statistics,
	WeekMinutes,
} from '../../lib/contracts/statistics';
import { $isLoggedIn } from '../../stores/auth';
import { DASHBOARD_PATH, GENERAL_LOGIN_PATH } from '../../stores/session';
import { $hasLicence } from '../../stores/subscription';
import { Button } from '../ui/Button';
import { ErrorNotice, Notice } from '../ui/Notice';
import './learner-statistics.css';
import { useCampusSession } from './use-campus-session';

const t = createTranslator({ statistics });

/** Where a learner without a licence is offered one. */
export const PLANS_PATH = '/planes';

/** The API's answer when no licence opens the campus (services/access.ts). */
const LICENCE_REQUIRED = 'lic_req';

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
function longDate(day: string): string {
	return formatDate(dayAtNoon(day)) ?? day;
}

/** Something to show: watching, a course started, an item done or a certificate. */
export function hasActivity(stats: Statistics): boolean {
	return (
		stats.minutesWatched > 0 ||
		stats.streak.best > 0 ||
		stats.itemsCompleted > 0 ||
		stats.coursesInProgress > 0 ||
		stats.certificates > 0
	);
}

type Load =
	| { state: 'idle' | 'loading' }
	| { state: 'ready'; stats: Statistics }
	| { state: 'failed'; result: string; msg: string };

export default function LearnerStatistics() {
	const { phase, licencesLoaded } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const hasLicence = useStore($hasLicence);
	const [load, setLoad] = useState<Load>({ state: 'idle' });

	const fetchStatistics = useCallback(async (alive: () => boolean = () => true) => {
		setLoad({ state: 'loading' });
		const result = await getStatistics();
		if (!alive()) return;
		setLoad(
			result.ok
				? { state: 'ready', stats: result.data }
				: { state: 'failed', result: result.result, msg: result.msg },
		);
	}, []);

	const canAsk = phase === 'ready' && licencesLoaded && isLoggedIn && hasLicence;
	useEffect(() => {
		if (!canAsk) return;
		let mounted = true;
		void fetchStatistics(() => mounted);
		return () => {
			mounted = false;
		};
	}, [canAsk, fetchStatistics]);

	return (
		<div className="stats">
			<header className="stats__header">
				<h1 className="stats__title">{t('statistics.title')}</h1>
				<p className="stats__lead">{t('statistics.lead')}</p>
			</header>
			{body()}
		</div>
	);

	function body() {
		if (phase === 'checking') {
			return (
				<p className="stats__status" role="status">
					{t('statistics.checking')}
				</p>
			);
		}
		// The server said no licence opens the campus (one that ended since the store last saw it).
		if (load.state === 'failed' && load.result === LICENCE_REQUIRED) return <PlansOffer />;
		// The session ended while on the page (logged out in another tab, expired).
		if (!isLoggedIn) {
			return (
				<p className="stats__status">
					{t('statistics.session_gone')} <a href={GENERAL_LOGIN_PATH}>{t('statistics.log_in')}</a>
				</p>
			);
		}
		if (licencesLoaded && !hasLicence) return <PlansOffer />;
		if (load.state === 'failed') {
			return (
				<ErrorNotice
					action={
						<Button variant="secondary" onClick={() => void fetchStatistics()}>
							{t('statistics.retry')}
						</Button>
					}
				>
					{t('statistics.error')} {load.msg}
				</ErrorNotice>
			);
		}
		if (load.state !== 'ready') {
			return (
				<p className="stats__status" role="status">
					{t('statistics.loading')}
				</p>
			);
		}
		return hasActivity(load.stats) ? <StatisticsView stats={load.stats} /> : <EmptyState />;
	}
}

function PlansOffer() {
	return (
		<Notice
			title={t('statistics.no_licence_title')}
			action={<Button href={PLANS_PATH}>{t('statistics.see_plans')}</Button>}
		>
			<p>{t('statistics.no_licence_text')}</p>
		</Notice>
	);
}

function EmptyState() {
	return (
		<Notice
			title={t('statistics.empty_title')}
			action={<Button href={DASHBOARD_PATH}>{t('statistics.empty_cta')}</Button>}
		>
			<p>{t('statistics.empty_text')}</p>
		</Notice>
	);
}

function StatisticsView({ stats }: { stats: Statistics }) {
	const certifiedMinutes = stats.hoursByArea.reduce((sum, area) => sum + area.minutes, 0);
	return (
		<>
			<section aria-labelledby="stats-summary">
				<h2 id="stats-summary" className="visually-hidden">
					{t('statistics.summary_title')}
				</h2>
				<ul className="stats__tiles" role="list">
					<Tile
						id="stats-minutes"
						label={t('statistics.minutes_watched')}
						value={formatNumber(stats.minutesWatched)}
						note={t('statistics.items_completed', {
							count: stats.itemsCompleted,
							n: formatNumber(stats.itemsCompleted),
						})}
					/>
					<Tile
						id="stats-courses"
						label={t('statistics.courses_completed')}
						value={formatNumber(stats.coursesCompleted)}
						note={t('statistics.courses_in_progress', {
							count: stats.coursesInProgress,
							n: formatNumber(stats.coursesInProgress),
						})}
					/>
					<Tile
						id="stats-streak"
						label={t('statistics.current_streak')}
						value={daysText(stats.streak.current)}
						note={t('statistics.best_streak', { days: daysText(stats.streak.best) })}
					/>
					<Tile
						id="stats-certificates"
						label={t('statistics.certificates')}
						value={formatNumber(stats.certificates)}
						note={
							certifiedMinutes > 0
								? t('statistics.certified_time', { time: formatDuration(certifiedMinutes) })
								: undefined
						}
					/>
				</ul>
			</section>
			<DailyChart days={stats.days} />
			<WeeklyChart weeks={stats.weeks} />
			<Ledger areas={stats.hoursByArea} />
		</>
	);
}

interface TileProps {
	id: string;
	label: string;
	value: string;
	note?: string | undefined;
}

function Tile({ id, label, value, note }: TileProps) {
	return (
		<li className="stats__tile" aria-labelledby={id}>
			<p id={id} className="stats__tile-label">
				{label}
			</p>
			<p className="stats__tile-value">{value}</p>
			{note ? <p className="stats__tile-note">{note}</p> : null}
		</li>
	);
}

/** The one bar of a chart: its value, the label under the axis and the long label of its row. */
interface Bar {
	key: string;
	value: number;
	/** Short label for the axis ("24 oct"). */
	axis: string;
	/** Label of its row in the data table and of its tooltip. */
	label: string;
}

/** The highest bar, first one on a tie; null when every bar is 0. */
function peakOf(bars: readonly Bar[]): Bar | null {
	let peak: Bar | null = null;
	for (const bar of bars)
		if (bar.value > 0 && (peak === null || bar.value > peak.value)) peak = bar;
	return peak;
}

function DailyChart({ days }: { days: readonly DayMinutes[] }) {
	const bars = days.map((entry): Bar => ({
		key: entry.day,
		value: entry.minutes,
		axis: shortDate(entry.day),
		label: longDate(entry.day),
	}));
	const total = days.reduce((sum, entry) => sum + entry.minutes, 0);
	const active = days.filter((entry) => entry.minutes > 0).length;
	const peak = peakOf(bars);
	const summary = [
		t('statistics.daily_chart', {
			total: minutesText(total),
			active: t('statistics.active_days', { count: active, n: formatNumber(active) }),
		}),
		peak
			? t('statistics.daily_peak', { date: peak.label, minutes: minutesText(peak.value) })
			: null,
	]
		.filter(Boolean)
		.join(' ');
	return (
		<BarChart
			id="stats-daily"
			title={t('statistics.daily_title')}
			summary={summary}
			bars={bars}
			lastAxis={t('statistics.today')}
			columnLabel={t('statistics.day_column')}
			caption={t('statistics.daily_caption')}
		/>
	);
}

function WeeklyChart({ weeks }: { weeks: readonly WeekMinutes[] }) {
	const bars = weeks.map((entry): Bar => ({
		key: entry.week,
		value: entry.minutes,
		axis: shortDate(entry.week),
		label: t('statistics.week_of', { date: longDate(entry.week) }),
	}));
	const total = weeks.reduce((sum, entry) => sum + entry.minutes, 0);
	const peak = peakOf(bars);
	const summary = [
		t('statistics.weekly_chart', { total: minutesText(total) }),
		peak
			? t('statistics.weekly_peak', {
					date: longDate(peak.key),
					minutes: minutesText(peak.value),
				})
			: null,
	]
		.filter(Boolean)
		.join(' ');
	return (
		<BarChart
			id="stats-weekly"
			title={t('statistics.weekly_title')}
			summary={summary}
			bars={bars}
			lastAxis={t('statistics.this_week')}
			columnLabel={t('statistics.week_column')}
			caption={t('statistics.weekly_caption')}
		/>
	);
}

/** Height of the drawing in SVG units; each bar takes 10 units of width, 7 of them the bar. */
const CHART_HEIGHT = 100;
const SLOT = 10;
const BAR = 7;
/** A day with a single minute still shows a visible sliver. */
const MIN_BAR = 2;

interface BarChartProps {
	id: string;
	title: string;
	/** What the chart shows, in words: the image's accessible name. */
	summary: string;
	bars: readonly Bar[];
	/** Axis label of the last bar ("Hoy", "Esta semana"). */
	lastAxis: string;
	columnLabel: string;
	caption: string;
}

function BarChart({ id, title, summary, bars, lastAxis, columnLabel, caption }: BarChartProps) {
	const max = Math.max(0, ...bars.map((bar) => bar.value));
	const width = bars.length * SLOT;
	const first = bars[0];
	return (
		<section className="stats__section" aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`} className="stats__section-title">
				{title}
			</h2>
			<div className="stats__chart">
				{/* Visible scale and axis, already said by the image's label and the table. */}
				<p className="stats__chart-max" aria-hidden="true">
					{t('statistics.chart_max', { minutes: minutesText(max) })}
				</p>
				<svg
					className="stats__chart-svg"
					role="img"
					aria-label={summary}
					viewBox={`0 0 ${String(width)} ${String(CHART_HEIGHT)}`}
					preserveAspectRatio="none"
					focusable="false"
				>
					{bars.map((bar, index) => {
						const height =
							max === 0 || bar.value === 0
								? 0
								: Math.max(MIN_BAR, (bar.value / max) * (CHART_HEIGHT - 4));
						return height === 0 ? null : (
							<rect
								key={bar.key}
								className={
									index === bars.length - 1 ? 'stats__bar stats__bar--current' : 'stats__bar'
								}
								x={index * SLOT + (SLOT - BAR) / 2}
								y={CHART_HEIGHT - height}
								width={BAR}
								height={height}
								rx={1}
							>
								<title>{`${bar.label}: ${minutesText(bar.value)}`}</title>
							</rect>
						);
					})}
					<line
						className="stats__chart-axis"
						x1={0}
						x2={width}
						y1={CHART_HEIGHT}
						y2={CHART_HEIGHT}
						vectorEffect="non-scaling-stroke"
					/>
				</svg>
				<p className="stats__chart-axis-labels" aria-hidden="true">
					<span>{first?.axis}</span>
					<span>{lastAxis}</span>
				</p>
			</div>
			<details className="stats__data">
				<summary>{t('statistics.show_data')}</summary>
				<table className="stats__table">
					<caption className="visually-hidden">{caption}</caption>
					<thead>
						<tr>
							<th scope="col">{columnLabel}</th>
							<th scope="col" className="stats__number">
								{t('statistics.minutes_column')}
							</th>
						</tr>
					</thead>
					<tbody>
						{bars.map((bar) => (
							<tr key={bar.key}>
								<th scope="row">{bar.label}</th>
								<td className="stats__number">{formatNumber(bar.value)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</section>
	);
}

/** Each area as a line: its name, its hours and certificates, and a bar against the largest. */
function Ledger({ areas }: { areas: readonly AreaHours[] }) {
	const most = Math.max(1, ...areas.map((area) => area.minutes));
	return (
		<section className="stats__section" aria-labelledby="stats-ledger-title">
			<h2 id="stats-ledger-title" className="stats__section-title">
				{t('statistics.ledger_title')}
			</h2>
			{areas.length === 0 ? (
				<p className="stats__muted">{t('statistics.ledger_empty')}</p>
			) : (
				<>
					<p className="stats__muted">{t('statistics.ledger_lead')}</p>
					{/* A list, not a table: three columns do not fit a phone with long area names. */}
					<ul className="stats__ledger" role="list" aria-labelledby="stats-ledger-title">
						{areas.map((area) => (
							<li key={area.area} className="stats__ledger-line">
								<p className="stats__ledger-area">{area.area}</p>
								<p className="stats__ledger-hours">{formatDuration(area.minutes)}</p>
								<p className="stats__ledger-count">
									{t('statistics.certificates_count', {
										count: area.certificates,
										n: formatNumber(area.certificates),
									})}
								</p>
								<span className="stats__ledger-bar" aria-hidden="true">
									<span style={{ width: `${String((area.minutes / most) * 100)}%` }} />
								</span>
							</li>
						))}
					</ul>
				</>
			)}
		</section>
	);
}
