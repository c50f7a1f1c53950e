/**
 * Pieces shared by the pharmacy report (`/aula/informes`) and the group dashboard (`/aula/grupo`):
 * the filter form, the summary figures, the tables (each in its own scrolling box, so a phone
 * scrolls the table and not the page) and the ranking. Numbers are written es-ES (lib/numbers).
 */
import reports from 'i18n-section:reports';
import { useEffect, useId, useState, type SyntheticEvent, type ReactNode } from 'react';
import { createTranslator } from '../../../i18n/translate';
import type { ReportQuery } from '../../../lib/api/reports';
import { formatDay, formatLongDay } from '../../../lib/dates';
import { formatNumber, formatPercent } from '../../../lib/numbers';
import type { Report, ReportRankingEntry, ReportSummary } from '../../../lib/contracts/reports';

/** People in the ranking (lib/contracts/reports' RANKING_SIZE: that module carries the catalogue). */
const RANKING_SIZE = 10;
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { RetryNotice } from '../../ui/Notice';
import { Select, type SelectOption } from '../../ui/Select';
import './reports.css';

export const t = createTranslator({ reports });

/** A load of the API: not asked yet, on its way, answered, or failed with the server's words. */
export type Load<T> =
	| { state: 'idle' }
	| { state: 'loading' }
	| { state: 'ready'; data: T }
	| { state: 'failed'; result: string; msg: string };

export const percentText = (value: number | null) => (value === null ? '—' : formatPercent(value));

/** "Del 24 de octubre de 2026 al 22 de noviembre de 2026". */
export function rangeText(report: Pick<Report, 'filters'>): string {
	return t('reports.page.range', {
		from: formatLongDay(report.filters.from),
		to: formatLongDay(report.filters.to),
	});
}

export function captionRange(report: Pick<Report, 'filters'>) {
	return { from: formatDay(report.filters.from) ?? '', to: formatDay(report.filters.to) ?? '' };
}

/** "Informe del … al …: 12 personas.", said once a report has loaded. */
export function loadedText(report: Report): string {
	const people = report.summary.people;
	return t('reports.page.loaded', {
		...captionRange(report),
		people: t('reports.page.people_count', { count: people, n: formatNumber(people) }),
	});
}

interface FilterFormProps {
	/** The filters the report on screen was asked with; the form starts from them. */
	applied: ReportQuery;
	/** The dates the server filled in when none were asked (the last 30 days). */
	shownRange: { from: string; to: string } | null;
	/** Extra selects (pharmacy or group, itinerary), drawn before the dates. */
	selects: {
		key: 'pharmacyId' | 'groupId' | 'itineraryId';
		label: string;
		options: SelectOption[];
	}[];
	onApply: (query: ReportQuery) => void;
}

/** The filters: selects, then the two dates; sent together with "Ver informe". */
export function FilterForm({ applied, shownRange, selects, onApply }: FilterFormProps) {
	const [draft, setDraft] = useState<ReportQuery>(applied);
	const [error, setError] = useState<string | null>(null);
	const titleId = useId();
	useEffect(() => {
		setDraft(applied);
		setError(null);
	}, [applied]);

	const from = draft.from ?? (applied.from === undefined ? shownRange?.from : undefined) ?? '';
	const to = draft.to ?? (applied.to === undefined ? shownRange?.to : undefined) ?? '';

	function submit(event: SyntheticEvent) {
		event.preventDefault();
		if (from !== '' && to !== '' && from > to) {
			setError(t('reports.filters.range_order'));
			return;
		}
		setError(null);
		onApply({ ...draft, from: from || undefined, to: to || undefined });
	}

	return (
		<form className="reports__filters" aria-labelledby={titleId} onSubmit={submit} noValidate>
			<h2 id={titleId} className="visually-hidden">
				{t('reports.filters.title')}
			</h2>
			{selects.map((select) => (
				<Select
					key={select.key}
					label={select.label}
					options={select.options}
					value={draft[select.key] === undefined ? '' : String(draft[select.key])}
					onChange={(event) => {
						const value = event.currentTarget.value;
						setDraft((current) => ({
							...current,
							[select.key]: value === '' ? undefined : Number(value),
						}));
					}}
				/>
			))}
			<Input
				type="date"
				label={t('reports.filters.from')}
				value={from}
				max={to || undefined}
				error={error ?? undefined}
				onChange={(event) => {
					const value = event.currentTarget.value;
					setDraft((current) => ({ ...current, from: value }));
				}}
			/>
			<Input
				type="date"
				label={t('reports.filters.to')}
				value={to}
				min={from || undefined}
				onChange={(event) => {
					const value = event.currentTarget.value;
					setDraft((current) => ({ ...current, to: value }));
				}}
			/>
			<p className="reports__hint">{t('reports.filters.hint')}</p>
			<div className="reports__filter-actions">
				<Button type="submit">{t('reports.filters.apply')}</Button>
				<Button
					variant="ghost"
					onClick={() => {
						onApply({ ...draft, from: undefined, to: undefined });
					}}
				>
					{t('reports.filters.reset')}
				</Button>
			</div>
		</form>
	);
}

/** The figures at the top, one tile each. */
/**
 * What opens every loaded report: the announcement for screen readers, the dates shown and the
 * pharmacies left out of it (no open plan).
 */
export function ReportHeading({ report }: { report: Report }) {
	return (
		<>
			<p className="visually-hidden" role="status">
				{loadedText(report)}
			</p>
			<p className="reports__range">{rangeText(report)}</p>
			{report.excluded.length > 0 ? (
				<p className="reports__notice">
					{t('reports.page.excluded', {
						names: report.excluded.map((pharmacy) => pharmacy.name).join(', '),
					})}
				</p>
			) : null}
		</>
	);
}

export function SummaryTiles({ summary, title }: { summary: ReportSummary; title: string }) {
	const id = useId();
	const tiles: [keyof ReportSummary, string][] = [
		['people', t('reports.summary.people')],
		['active', t('reports.summary.active')],
		['minutes', t('reports.summary.minutes')],
		['coursesCompleted', t('reports.summary.courses_completed')],
		['certificates', t('reports.summary.certificates')],
		['downloads', t('reports.summary.downloads')],
	];
	return (
		<section aria-labelledby={id} className="reports__section">
			<h2 id={id} className="reports__section-title">
				{title}
			</h2>
			<ul className="reports__tiles" role="list">
				{tiles.map(([key, label]) => (
					<li key={key} className="reports__tile">
						<span className="reports__tile-label">{label}</span>
						<span className="reports__tile-value">{formatNumber(summary[key])}</span>
					</li>
				))}
			</ul>
		</section>
	);
}

interface TableSectionProps {
	title: string;
	caption: string;
	/** Shown instead of the table when it has no rows. */
	empty: string | null;
	/** Buttons next to the title (the CSV). */
	actions?: ReactNode;
	children: ReactNode;
}

/**
 * A titled section with one table. The table scrolls sideways inside its own box on a phone; the
 * box is focusable and named by the caption, so keyboard users can scroll it too.
 */
export function TableSection({ title, caption, empty, actions, children }: TableSectionProps) {
	const titleId = useId();
	const captionId = useId();
	return (
		<section aria-labelledby={titleId} className="reports__section">
			<div className="reports__section-head">
				<h2 id={titleId} className="reports__section-title">
					{title}
				</h2>
				{actions}
			</div>
			{empty === null ? (
				<>
					{/* The caption, shown above the box: inside it, a phone would scroll it away. */}
					<p className="reports__caption" aria-hidden="true">
						{caption}
					</p>
					<div
						className="reports__table-box"
						role="region"
						aria-labelledby={captionId}
						// A box that scrolls must be reachable from the keyboard (WCAG 2.1.1).
						tabIndex={0}
					>
						<table className="reports__table">
							<caption id={captionId} className="visually-hidden">
								{caption}
							</caption>
							{children}
						</table>
					</div>
				</>
			) : (
				<p className="reports__muted">{empty}</p>
			)}
		</section>
	);
}

/** Right-aligned, tabular figures. */
export function NumberCell({ children }: { children: ReactNode }) {
	return <td className="reports__number">{children}</td>;
}

export function RankingTable({ report, showPharmacy }: { report: Report; showPharmacy: boolean }) {
	const ranking: readonly ReportRankingEntry[] = report.ranking;
	return (
		<TableSection
			title={t('reports.ranking.title')}
			caption={t('reports.ranking.caption', {
				n: formatNumber(RANKING_SIZE),
				...captionRange(report),
			})}
			empty={ranking.length === 0 ? t('reports.ranking.empty') : null}
		>
			<thead>
				<tr>
					<th scope="col" className="reports__number">
						{t('reports.ranking.position')}
					</th>
					<th scope="col">{t('reports.ranking.name')}</th>
					{showPharmacy ? <th scope="col">{t('reports.ranking.pharmacy')}</th> : null}
					<th scope="col" className="reports__number">
						{t('reports.ranking.completed')}
					</th>
					<th scope="col" className="reports__number">
						{t('reports.ranking.minutes')}
					</th>
				</tr>
			</thead>
			<tbody>
				{ranking.map((entry) => (
					<tr key={entry.userId}>
						<NumberCell>{formatNumber(entry.position)}</NumberCell>
						<th scope="row">{entry.name}</th>
						{showPharmacy ? <td>{entry.pharmacyName}</td> : null}
						<NumberCell>{formatNumber(entry.coursesCompleted)}</NumberCell>
						<NumberCell>{formatNumber(entry.minutes)}</NumberCell>
					</tr>
				))}
			</tbody>
		</TableSection>
	);
}

/** The failure of a load: the server's message and a retry. */
export function LoadError({ msg, onRetry }: { msg: string; onRetry: () => void }) {
	return (
		<RetryNotice retryLabel={t('reports.page.retry')} onRetry={onRetry}>
			{t('reports.page.error')} {msg}
		</RetryNotice>
	);
}
