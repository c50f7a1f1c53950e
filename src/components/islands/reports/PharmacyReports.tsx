/**
 * "Informes de seguimiento" (`/aula/informes`, issue #7): for an owner their pharmacy's team, for
 * a group holder any pharmacy of the group or all of them. Filters (pharmacy, itinerary, dates)
 * live in the page address, so a report can be shared and reloaded; the summary, the people, the
 * courses, the ranking and the PDF downloads follow, with the people and the courses as CSV files
 * for Spanish Excel.
 *
 * The page is a static shell: nothing is asked before the session check answers. The API client
 * treats any 403 it does not know as an ended session, so a pharmacy whose plan has no reports is
 * never asked about: the scope says so first, and the page explains it.
 */
import { useState } from 'react';
import { exportReportCsv, type ReportQuery } from '../../../lib/api/reports';
import { formatDay } from '../../../lib/dates';
import { PLANS_PATH } from '../../../lib/navigation';
import { formatNumber } from '../../../lib/numbers';
import type { CsvView, Report, ReportScope } from '../../../lib/contracts/reports';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { saveBlob } from '../shared/save-blob';
import {
	captionRange,
	FilterForm,
	NumberCell,
	ReportHeading,
	percentText,
	RankingTable,
	SummaryTiles,
	t,
	TableSection,
} from './ReportParts';
import { reportPending, scopePending } from './pending';
import { useReport } from './use-report';

export const STATISTICS_PATH = '/aula/estadisticas';

/** The pharmacy chosen in the address, if it is one of the caller's. */
function chosenPharmacy(scope: ReportScope, query: ReportQuery | null) {
	if (query?.pharmacyId === undefined) return null;
	return scope.pharmacies.find((pharmacy) => pharmacy.id === query.pharmacyId) ?? null;
}

/**
 * The filters of the address as they are; nothing to ask when there is no pharmacy at all, or
 * the chosen one's plan has no reports.
 */
function pharmacyQuery(scope: ReportScope, query: ReportQuery): ReportQuery | null {
	const askable =
		scope.pharmacies.some((pharmacy) => pharmacy.reports) &&
		chosenPharmacy(scope, query)?.reports !== false;
	return askable ? query : null;
}

export default function PharmacyReports() {
	const state = useReport(pharmacyQuery);
	const { scope, query, report, apply } = state;
	const waiting = scopePending(state);
	if (waiting || scope.state !== 'ready') return waiting;
	const { pharmacies, itineraries } = scope.data;
	const chosen = chosenPharmacy(scope.data, query);
	if (pharmacies.length === 0) {
		return (
			<Notice
				title={t('reports.page.no_scope_title')}
				action={<Button href={STATISTICS_PATH}>{t('reports.page.no_scope_cta')}</Button>}
			>
				<p>{t('reports.page.no_scope_text')}</p>
			</Notice>
		);
	}

	const selects = [
		...(pharmacies.length > 1
			? [
					{
						key: 'pharmacyId' as const,
						label: t('reports.filters.pharmacy'),
						options: [
							{ value: '', label: t('reports.filters.pharmacy_all') },
							...pharmacies.map((pharmacy) => ({
								value: String(pharmacy.id),
								label: pharmacy.name,
							})),
						],
					},
				]
			: []),
		...(itineraries.length > 0
			? [
					{
						key: 'itineraryId' as const,
						label: t('reports.filters.itinerary'),
						options: [
							{ value: '', label: t('reports.filters.itinerary_all') },
							...itineraries.map((itinerary) => ({
								value: String(itinerary.id),
								label:
									itinerary.status === 'published'
										? itinerary.name
										: t(`reports.filters.itinerary_${itinerary.status}`, { name: itinerary.name }),
							})),
						],
					},
				]
			: []),
	];
	const shown = report.state === 'ready' ? report.data : null;

	return (
		<div className="reports">
			<FilterForm
				applied={query ?? {}}
				shownRange={shown ? shown.filters : null}
				selects={selects}
				onApply={apply}
			/>
			{body()}
		</div>
	);

	function body() {
		if (chosen?.reports === false || pharmacies.every((pharmacy) => !pharmacy.reports)) {
			return (
				<Notice
					title={t('reports.page.no_plan_title')}
					action={<Button href={PLANS_PATH}>{t('reports.page.no_plan_cta')}</Button>}
				>
					<p>{t('reports.page.no_plan_text')}</p>
				</Notice>
			);
		}
		const pending = reportPending(state);
		if (pending || report.state !== 'ready') return pending;
		return <ReportView report={report.data} query={query ?? {}} />;
	}
}

function ReportView({ report, query }: { report: Report; query: ReportQuery }) {
	const manyPharmacies = report.pharmacies.length > 1;
	const range = captionRange(report);
	// The files hold what is on screen: the same dates, even if midnight passed since.
	const csvQuery = { ...query, from: report.filters.from, to: report.filters.to };
	return (
		<>
			<ReportHeading report={report} />
			<SummaryTiles summary={report.summary} title={t('reports.summary.title')} />
			<MembersTable report={report} range={range} csvQuery={csvQuery} />
			<TableSection
				title={t('reports.courses.title')}
				caption={t('reports.courses.caption', range)}
				empty={report.courses.length === 0 ? t('reports.courses.empty') : null}
				actions={<CsvButton query={csvQuery} view="courses" filename={report.files.courses} />}
			>
				<thead>
					<tr>
						<th scope="col">{t('reports.courses.name')}</th>
						<th scope="col">{t('reports.courses.kind')}</th>
						<th scope="col" className="reports__number">
							{t('reports.courses.started')}
						</th>
						<th scope="col" className="reports__number">
							{t('reports.courses.completed')}
						</th>
						<th scope="col" className="reports__number">
							{t('reports.courses.progress')}
						</th>
						<th scope="col" className="reports__number">
							{t('reports.courses.downloads')}
						</th>
					</tr>
				</thead>
				<tbody>
					{report.courses.map((course) => (
						<tr key={course.courseId}>
							<th scope="row">{course.name}</th>
							<td>
								{course.own ? t('reports.courses.kind_own') : t('reports.courses.kind_catalogue')}
							</td>
							<NumberCell>{formatNumber(course.started)}</NumberCell>
							<NumberCell>{formatNumber(course.completed)}</NumberCell>
							<NumberCell>{percentText(course.averageProgress)}</NumberCell>
							<NumberCell>{formatNumber(course.downloads)}</NumberCell>
						</tr>
					))}
				</tbody>
			</TableSection>
			<RankingTable report={report} showPharmacy={manyPharmacies} />
			<TableSection
				title={t('reports.downloads.title')}
				caption={t('reports.downloads.caption', range)}
				empty={report.downloads.length === 0 ? t('reports.downloads.empty') : null}
			>
				<thead>
					<tr>
						<th scope="col">{t('reports.downloads.item')}</th>
						<th scope="col">{t('reports.downloads.course')}</th>
						<th scope="col" className="reports__number">
							{t('reports.downloads.downloads')}
						</th>
						<th scope="col" className="reports__number">
							{t('reports.downloads.people')}
						</th>
					</tr>
				</thead>
				<tbody>
					{report.downloads.map((row) => (
						<tr key={row.itemId}>
							<th scope="row">{row.itemName}</th>
							<td>{row.courseName}</td>
							<NumberCell>{formatNumber(row.downloads)}</NumberCell>
							<NumberCell>{formatNumber(row.people)}</NumberCell>
						</tr>
					))}
				</tbody>
			</TableSection>
		</>
	);
}

/** One line per team member: their minutes, courses, certificates, downloads and last activity. */
function MembersTable({
	report,
	range,
	csvQuery,
}: {
	report: Report;
	range: ReturnType<typeof captionRange>;
	csvQuery: ReportQuery;
}) {
	const manyPharmacies = report.pharmacies.length > 1;
	return (
		<TableSection
			title={t('reports.members.title')}
			caption={t('reports.members.caption', range)}
			empty={report.members.length === 0 ? t('reports.members.empty') : null}
			actions={<CsvButton query={csvQuery} view="members" filename={report.files.members} />}
		>
			<thead>
				<tr>
					<th scope="col">{t('reports.members.name')}</th>
					{manyPharmacies ? <th scope="col">{t('reports.members.pharmacy')}</th> : null}
					<th scope="col" className="reports__number">
						{t('reports.members.minutes')}
					</th>
					<th scope="col" className="reports__number">
						{t('reports.members.started')}
					</th>
					<th scope="col" className="reports__number">
						{t('reports.members.completed')}
					</th>
					<th scope="col" className="reports__number">
						{t('reports.members.certificates')}
					</th>
					<th scope="col" className="reports__number">
						{t('reports.members.downloads')}
					</th>
					<th scope="col" className="reports__number">
						{t('reports.members.progress')}
					</th>
					<th scope="col">{t('reports.members.last_activity')}</th>
				</tr>
			</thead>
			<tbody>
				{report.members.map((member) => (
					<tr key={`${String(member.pharmacyId)}-${String(member.userId)}`}>
						<th scope="row">
							<span className="reports__person">{member.name}</span>
							<span className="reports__email">{member.email}</span>
						</th>
						{manyPharmacies ? <td>{member.pharmacyName}</td> : null}
						<NumberCell>{formatNumber(member.minutes)}</NumberCell>
						<NumberCell>{formatNumber(member.coursesStarted)}</NumberCell>
						<NumberCell>{formatNumber(member.coursesCompleted)}</NumberCell>
						<NumberCell>{formatNumber(member.certificates)}</NumberCell>
						<NumberCell>{formatNumber(member.downloads)}</NumberCell>
						<NumberCell>{percentText(member.averageProgress)}</NumberCell>
						<td>{formatDay(member.lastActivity) ?? t('reports.members.never')}</td>
					</tr>
				))}
			</tbody>
		</TableSection>
	);
}

/** "Descargar CSV" of one table: the file through the API client, saved under the server's name. */
function CsvButton({
	query,
	view,
	filename,
}: {
	query: ReportQuery;
	view: CsvView;
	filename: string;
}) {
	const [busy, setBusy] = useState(false);
	async function download() {
		setBusy(true);
		const result = await exportReportCsv(query, view);
		setBusy(false);
		if (!result.ok) {
			showToast({ text: t('reports.members.download_failed', { msg: result.msg }), type: 'error' });
			return;
		}
		saveBlob(result.data, filename);
	}
	return (
		<Button
			variant="secondary"
			size="sm"
			loading={busy}
			loadingText={t('reports.members.downloading')}
			onClick={() => void download()}
		>
			{t('reports.members.download_csv')}{' '}
			<span className="visually-hidden">
				{view === 'members'
					? t('reports.members.download_csv_of')
					: t('reports.courses.download_csv_of')}
			</span>
		</Button>
	);
}
