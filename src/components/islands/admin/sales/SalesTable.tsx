import type { SalesAmount, SalesBucket } from '../../../../lib/contracts/sales';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { t } from '../shared';

export const euros = (minor: number) => formatMoney(minor, 'es-ES');
export const percentText = (value: number | null) =>
	value === null ? t('admin.sales.none') : `${String(value).replace('.', ',')}\u00a0%`;

/**
 * The figures of each bucket. A real table (caption, column headers, the period as each row's
 * header) so screen readers move by cell; on a phone each row becomes a card (studio.css).
 */
export function SalesTable({ buckets, unit }: { buckets: SalesBucket[]; unit: string }) {
	const label = (key: string) => t(`admin.sales.${key}`);
	return (
		<table className="studio__table">
			<caption className="visually-hidden">
				{t('admin.sales.table_caption', { interval: unit })}
			</caption>
			<thead>
				<tr>
					<th scope="col">{label('col_period')}</th>
					<th scope="col">{label('new_subscriptions')}</th>
					<th scope="col">{label('trials_started')}</th>
					<th scope="col">{label('conversion')}</th>
					<th scope="col">{label('mrr')}</th>
					<th scope="col">{label('cancellations')}</th>
					<th scope="col">{label('churn')}</th>
					<th scope="col">{label('failed')}</th>
					<th scope="col">{label('recovered')}</th>
					<th scope="col">{label('revenue')}</th>
				</tr>
			</thead>
			<tbody>
				{buckets.map((bucket) => (
					<tr key={bucket.startsOn}>
						<th scope="row" data-label={label('col_period')}>
							{formatDay(bucket.startsOn)}
						</th>
						<td data-label={label('new_subscriptions')}>{bucket.newSubscriptions}</td>
						<td data-label={label('trials_started')}>{bucket.trialsStarted}</td>
						<td data-label={label('conversion')}>{percentText(bucket.conversionPercent)}</td>
						<td data-label={label('mrr')}>{euros(bucket.mrrMinor)}</td>
						<td data-label={label('cancellations')}>{bucket.cancellations}</td>
						<td data-label={label('churn')}>{percentText(bucket.churnPercent)}</td>
						<td data-label={label('failed')}>{bucket.failedPayments}</td>
						<td data-label={label('recovered')}>{bucket.recoveredPayments}</td>
						<td data-label={label('revenue')}>{euros(bucket.revenueMinor)}</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}

/** One plan's or coupon's amount over the period, as a two-column table. */
export function AmountTable({
	caption,
	column,
	amounts,
	empty,
}: {
	caption: string;
	column: string;
	amounts: SalesAmount[];
	empty: string;
}) {
	if (amounts.length === 0) return <p className="studio__empty">{empty}</p>;
	return (
		<table className="studio__table admin-amounts">
			<caption className="visually-hidden">{caption}</caption>
			<thead>
				<tr>
					<th scope="col">{column}</th>
					<th scope="col">{t('admin.sales.col_amount')}</th>
				</tr>
			</thead>
			<tbody>
				{amounts.map((amount) => (
					<tr key={amount.label}>
						<th scope="row" data-label={column}>
							{amount.label}
						</th>
						<td data-label={t('admin.sales.col_amount')}>{euros(amount.minor)}</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
