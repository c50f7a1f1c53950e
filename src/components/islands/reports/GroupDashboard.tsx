/**
 * "Panel del grupo" (`/aula/grupo`, issue #7): for the holder of a group of pharmacies, every
 * pharmacy's people, activity, minutes, completions and certificates with the group's totals, the
 * ranking across the group, and a link to each pharmacy's own report. The group and the dates live
 * in the page address like the report's. Someone who holds no group is told how groups are set up
 * (with the sales team) and where to ask.
 */
import type { ReportQuery } from '../../../lib/api/reports';
import { formatNumber } from '../../../lib/numbers';
import type { Report, ReportScope } from '../../../lib/contracts/reports';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import {
	captionRange,
	FilterForm,
	NumberCell,
	ReportHeading,
	RankingTable,
	SummaryTiles,
	t,
	TableSection,
} from './ReportParts';
import { reportSearch } from './report-query';
import { reportPending, scopePending } from './pending';
import { useReport } from './use-report';

/** Where groups are asked for: the sales team's "te llamamos" form. */
export const SALES_CONTACT_PATH = '/compra/contacto';
export const REPORTS_PATH = '/aula/informes';

/** The group in the address if it is one of theirs, else their first; the dates of the address. */
function groupQuery(scope: ReportScope, query: ReportQuery): ReportQuery | null {
	const groupId =
		scope.groups.find((group) => group.id === query.groupId)?.id ?? scope.groups[0]?.id;
	return groupId === undefined ? null : { groupId, from: query.from, to: query.to };
}

export default function GroupDashboard() {
	const state = useReport(groupQuery);
	const { scope, asked, report, apply } = state;
	const waiting = scopePending(state);
	if (waiting || scope.state !== 'ready') return waiting;
	const { groups } = scope.data;
	if (groups.length === 0) {
		return (
			<Notice
				title={t('reports.group.no_group_title')}
				action={<Button href={SALES_CONTACT_PATH}>{t('reports.group.no_group_cta')}</Button>}
			>
				<p>{t('reports.group.no_group_text')}</p>
				{scope.data.pharmacies.length > 0 ? (
					<p>
						<a href={REPORTS_PATH}>{t('reports.group.own_reports')}</a>
					</p>
				) : null}
			</Notice>
		);
	}

	const selects =
		groups.length > 1
			? [
					{
						key: 'groupId' as const,
						label: t('reports.filters.group'),
						options: groups.map((group) => ({ value: String(group.id), label: group.name })),
					},
				]
			: [];
	const shown = report.state === 'ready' ? report.data : null;

	return (
		<div className="reports">
			{groups.length === 1 ? <p className="reports__group-name">{groups[0]?.name}</p> : null}
			<FilterForm
				applied={asked ?? {}}
				shownRange={shown ? shown.filters : null}
				selects={selects}
				onApply={(next) => {
					apply({ groupId: next.groupId, from: next.from, to: next.to });
				}}
			/>
			{body()}
		</div>
	);

	function body() {
		const pending = reportPending(state);
		if (pending || report.state !== 'ready') return pending;
		return <GroupView report={report.data} />;
	}
}

function GroupView({ report }: { report: Report }) {
	const range = captionRange(report);
	const link = (pharmacyId: number) =>
		`${REPORTS_PATH}${reportSearch({ pharmacyId, from: report.filters.from, to: report.filters.to })}`;
	return (
		<>
			<ReportHeading report={report} />
			<SummaryTiles summary={report.summary} title={t('reports.group.totals_title')} />
			<TableSection
				title={t('reports.group.pharmacies_title')}
				caption={t('reports.group.pharmacies_caption', range)}
				empty={report.pharmacies.length === 0 ? t('reports.group.empty') : null}
			>
				<thead>
					<tr>
						<th scope="col">{t('reports.group.pharmacy')}</th>
						<th scope="col" className="reports__number">
							{t('reports.group.people')}
						</th>
						<th scope="col" className="reports__number">
							{t('reports.group.active')}
						</th>
						<th scope="col" className="reports__number">
							{t('reports.group.minutes')}
						</th>
						<th scope="col" className="reports__number">
							{t('reports.group.completed')}
						</th>
						<th scope="col" className="reports__number">
							{t('reports.group.certificates')}
						</th>
						<th scope="col">{t('reports.group.report')}</th>
					</tr>
				</thead>
				<tbody>
					{report.pharmacies.map((pharmacy) => (
						<tr key={pharmacy.pharmacyId}>
							<th scope="row">{pharmacy.name}</th>
							<NumberCell>{formatNumber(pharmacy.people)}</NumberCell>
							<NumberCell>{formatNumber(pharmacy.active)}</NumberCell>
							<NumberCell>{formatNumber(pharmacy.minutes)}</NumberCell>
							<NumberCell>{formatNumber(pharmacy.coursesCompleted)}</NumberCell>
							<NumberCell>{formatNumber(pharmacy.certificates)}</NumberCell>
							<td>
								<a href={link(pharmacy.pharmacyId)}>
									{t('reports.group.open_report')}{' '}
									<span className="visually-hidden">
										{t('reports.group.open_report_of', { name: pharmacy.name })}
									</span>
								</a>
							</td>
						</tr>
					))}
				</tbody>
				<tfoot>
					<tr>
						<th scope="row">{t('reports.group.total_row')}</th>
						<NumberCell>{formatNumber(report.summary.people)}</NumberCell>
						<NumberCell>{formatNumber(report.summary.active)}</NumberCell>
						<NumberCell>{formatNumber(report.summary.minutes)}</NumberCell>
						<NumberCell>{formatNumber(report.summary.coursesCompleted)}</NumberCell>
						<NumberCell>{formatNumber(report.summary.certificates)}</NumberCell>
						<td />
					</tr>
				</tfoot>
			</TableSection>
			<RankingTable report={report} showPharmacy />
		</>
	);
}
