/**
 * `/admin/ventas/` (issue #20): the sales figures of a range of Madrid days, by day, week or month
 * — the period's totals, two charts, each bucket's figures, revenue by plan and by coupon — and
 * the same figures as a CSV for Spanish Excel. Amounts without VAT.
 */
import { useState } from 'react';
import {
	SALES_INTERVALS,
	type SalesQuery,
	type SalesReport,
} from '../../../../lib/contracts/sales';
import { formatDay } from '../../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { StudioLoading } from '../../studio/StudioLoading';
import { t } from '../shared';
import { amountsOver, totalsOf } from './sales-figures';
import { SalesChart } from './SalesChart';
import { AmountTable, euros, percentText, SalesTable } from './SalesTable';
import { useSales } from './use-sales';

export default function Sales() {
	const state = useSales();
	const { load } = state;
	return (
		<div className="studio">
			<SalesFilters
				query={state.query}
				onShow={state.show}
				onExport={(query) => void state.exportCsv(query)}
				exporting={state.exporting}
			/>
			{load.state === 'ready' ? (
				<SalesFigures report={load.list} />
			) : (
				<StudioLoading
					load={load}
					texts={{
						loading: t('admin.sales.loading'),
						failed: t('admin.sales.failed'),
						notStaff: t('admin.page.not_admin'),
					}}
					onRetry={() => void state.reload()}
				/>
			)}
		</div>
	);
}

function SalesFilters({
	query,
	onShow,
	onExport,
	exporting,
}: {
	query: SalesQuery;
	onShow: (query: SalesQuery) => Promise<string | null>;
	onExport: (query: SalesQuery) => void;
	exporting: boolean;
}) {
	const [draft, setDraft] = useState(query);
	const [error, setError] = useState<string | null>(null);
	const [showing, setShowing] = useState(false);
	return (
		<form
			className="studio__filters admin-filters"
			aria-label={t('admin.sales.filters_label')}
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				setShowing(true);
				void onShow(draft).then((refusal) => {
					setShowing(false);
					setError(refusal);
				});
			}}
		>
			<Input
				type="date"
				label={t('admin.sales.starts_on')}
				value={draft.startsOn}
				onChange={(event) => {
					setDraft({ ...draft, startsOn: event.target.value });
				}}
			/>
			<Input
				type="date"
				label={t('admin.sales.ends_on')}
				value={draft.endsOn}
				error={error}
				onChange={(event) => {
					setDraft({ ...draft, endsOn: event.target.value });
				}}
			/>
			<Select
				label={t('admin.sales.interval')}
				value={draft.interval}
				onChange={(event) => {
					const interval = SALES_INTERVALS.find((value) => value === event.target.value);
					if (interval) setDraft({ ...draft, interval });
				}}
				options={SALES_INTERVALS.map((value) => ({
					value,
					label: t(`admin.sales.interval_${value}`),
				}))}
			/>
			<div className="admin-actions">
				<Button type="submit" loading={showing} loadingText={t('admin.sales.loading')}>
					{t('admin.sales.show')}
				</Button>
				<Button
					variant="secondary"
					loading={exporting}
					loadingText={t('admin.sales.exporting')}
					onClick={() => {
						onExport(query);
					}}
				>
					{t('admin.sales.export')}
				</Button>
			</div>
		</form>
	);
}

function SalesFigures({ report }: { report: SalesReport }) {
	const totals = totalsOf(report.buckets);
	const unit = t(`admin.sales.unit_${report.interval}`);
	const labelled = (pick: (bucket: SalesReport['buckets'][number]) => number) =>
		report.buckets.map((bucket) => ({
			label: formatDay(bucket.startsOn)?.slice(0, 5) ?? bucket.startsOn,
			value: pick(bucket),
		}));
	const chartSummary = (values: { value: number }[]) =>
		t('admin.sales.chart_summary', {
			min: euros(Math.min(...values.map((item) => item.value))),
			max: euros(Math.max(...values.map((item) => item.value))),
		});
	const revenue = labelled((bucket) => bucket.revenueMinor);
	const mrr = labelled((bucket) => bucket.mrrMinor);
	const fact = (key: string, value: string) => (
		<div key={key}>
			<dt>{t(`admin.sales.${key}`)}</dt>
			<dd>{value}</dd>
		</div>
	);
	return (
		<>
			<section className="admin-section" aria-labelledby="sales-summary">
				<h2 id="sales-summary" className="admin-section__title">
					{t('admin.sales.summary_title')}
				</h2>
				<dl className="admin-facts admin-facts--figures">
					{fact('revenue', euros(totals.revenueMinor))}
					{fact('mrr', euros(totals.mrrMinor))}
					{fact('arr', euros(totals.arrMinor))}
					{fact('new_subscriptions', String(totals.newSubscriptions))}
					{fact('trials_started', String(totals.trialsStarted))}
					{fact('trials_converted', String(totals.trialsConverted))}
					{fact('conversion', percentText(totals.conversionPercent))}
					{fact('cancellations', String(totals.cancellations))}
					{fact('failed', String(totals.failedPayments))}
					{fact('recovered', String(totals.recoveredPayments))}
				</dl>
			</section>
			<div className="admin-charts">
				<SalesChart
					title={t('admin.sales.chart_revenue', { interval: unit })}
					summary={chartSummary(revenue)}
					values={revenue}
					format={euros}
				/>
				<SalesChart
					title={t('admin.sales.chart_mrr', { interval: unit })}
					summary={chartSummary(mrr)}
					values={mrr}
					format={euros}
				/>
			</div>
			<SalesTable buckets={report.buckets} unit={unit} />
			<section className="admin-section" aria-labelledby="sales-by-plan">
				<h2 id="sales-by-plan" className="admin-section__title">
					{t('admin.sales.by_plan_title')}
				</h2>
				<AmountTable
					caption={t('admin.sales.by_plan_title')}
					column={t('admin.sales.col_plan')}
					amounts={amountsOver(report.buckets, (bucket) => bucket.revenueByPlan)}
					empty={t('admin.sales.by_plan_empty')}
				/>
			</section>
			<section className="admin-section" aria-labelledby="sales-by-coupon">
				<h2 id="sales-by-coupon" className="admin-section__title">
					{t('admin.sales.by_coupon_title')}
				</h2>
				<AmountTable
					caption={t('admin.sales.by_coupon_title')}
					column={t('admin.sales.col_coupon')}
					amounts={amountsOver(report.buckets, (bucket) => bucket.revenueByCoupon)}
					empty={t('admin.sales.by_coupon_empty')}
				/>
			</section>
		</>
	);
}
