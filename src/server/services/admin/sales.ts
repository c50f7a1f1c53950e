/**
 * The sales dashboard (issue #20, ADR 019): the queries' rows (db/queries/sales.ts) put together
 * per bucket, with the percentages and totals an owner of a subscription business reads, and the
 * same figures as a CSV for Spanish Excel (the pharmacy reports' format).
 */
import { t } from '../../../i18n';
import type {
	SalesAmount,
	SalesBucket,
	SalesCount,
	SalesQuery,
	SalesReport,
} from '../../../lib/contracts/sales';
import type { AppDeps } from '../../context';
import * as queries from '../../db/queries/sales';
import { csvDate, toCsv, type CsvValue } from '../report-csv';

type SalesDeps = Pick<AppDeps, 'db' | 'now'>;

/** `part ÷ whole × 100` with one decimal; null when there is no whole. */
function percent(part: number, whole: number): number | null {
	return whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
}

function byDay<T extends { day: string }>(rows: T[]): Map<string, T[]> {
	const grouped = new Map<string, T[]>();
	for (const row of rows) grouped.set(row.day, [...(grouped.get(row.day) ?? []), row]);
	return grouped;
}

/** `POST /admin/getSales`. */
export async function getSalesReport(deps: SalesDeps, query: SalesQuery): Promise<SalesReport> {
	const range = { ...query, now: deps.now() };
	const [days, starts, trials, recurring, failures, byPlan, byCoupon] = await Promise.all([
		queries.bucketDays(deps.db, range),
		queries.newSubscriptions(deps.db, range).then(byDay),
		queries.trials(deps.db, range).then(byDay),
		queries.recurring(deps.db, range).then(byDay),
		queries.paymentFailures(deps.db, range).then(byDay),
		queries.revenue(deps.db, range, 'plan').then(byDay),
		queries.revenue(deps.db, range, 'coupon').then(byDay),
	]);
	const buckets = days.map((day): SalesBucket => {
		const newByPlan: SalesCount[] = (starts.get(day) ?? []).map(({ label, count }) => ({
			label,
			count,
		}));
		const trial = trials.get(day)?.[0] ?? { started: 0, converted: 0 };
		const running = recurring.get(day)?.[0] ?? { mrr: 0, active_at_start: 0, cancellations: 0 };
		const failed = failures.get(day)?.[0] ?? { failed: 0, recovered: 0 };
		const revenueByPlan: SalesAmount[] = (byPlan.get(day) ?? []).map(({ label, minor }) => ({
			label,
			minor,
		}));
		return {
			startsOn: day,
			newSubscriptions: newByPlan.reduce((sum, plan) => sum + plan.count, 0),
			newByPlan,
			trialsStarted: trial.started,
			trialsConverted: trial.converted,
			conversionPercent: percent(trial.converted, trial.started),
			mrrMinor: running.mrr,
			arrMinor: running.mrr * 12,
			activeAtStart: running.active_at_start,
			cancellations: running.cancellations,
			churnPercent: percent(running.cancellations, running.active_at_start),
			failedPayments: failed.failed,
			recoveredPayments: failed.recovered,
			revenueMinor: revenueByPlan.reduce((sum, plan) => sum + plan.minor, 0),
			revenueByPlan,
			revenueByCoupon: (byCoupon.get(day) ?? []).map(({ label, minor }) => ({ label, minor })),
		};
	});
	return { startsOn: query.startsOn, endsOn: query.endsOn, interval: query.interval, buckets };
}

const euros = (minor: number): CsvValue => ({ minor });

/** `POST /admin/exportSalesCsv`: one row per bucket, its figures as the dashboard shows them. */
export async function exportSalesCsv(
	deps: SalesDeps,
	query: SalesQuery,
): Promise<{ filename: string; csv: string }> {
	const report = await getSalesReport(deps, query);
	const header = (key: string) => t(`admin.sales.csv.${key}`);
	const rows: CsvValue[][] = [
		[
			header('starts_on'),
			header('new_subscriptions'),
			header('trials_started'),
			header('trials_converted'),
			header('conversion'),
			header('mrr'),
			header('arr'),
			header('active_at_start'),
			header('cancellations'),
			header('churn'),
			header('failed'),
			header('recovered'),
			header('revenue'),
		],
		...report.buckets.map((bucket) => [
			csvDate(bucket.startsOn),
			bucket.newSubscriptions,
			bucket.trialsStarted,
			bucket.trialsConverted,
			bucket.conversionPercent,
			euros(bucket.mrrMinor),
			euros(bucket.arrMinor),
			bucket.activeAtStart,
			bucket.cancellations,
			bucket.churnPercent,
			bucket.failedPayments,
			bucket.recoveredPayments,
			euros(bucket.revenueMinor),
		]),
	];
	return {
		filename: `ventas-${query.startsOn}-${query.endsOn}-${query.interval}.csv`,
		csv: toCsv(rows),
	};
}
