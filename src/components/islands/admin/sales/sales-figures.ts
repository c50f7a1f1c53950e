/**
 * The sales page's arithmetic (issue #20), pure: the period's totals from its buckets, the plans
 * and coupons summed over it, the range a new visit starts with, and the bars of a chart.
 */
import type { SalesAmount, SalesBucket, SalesQuery } from '../../../../lib/contracts/sales';

export interface SalesTotals {
	newSubscriptions: number;
	trialsStarted: number;
	trialsConverted: number;
	conversionPercent: number | null;
	/** At the end of the period (its last bucket). */
	mrrMinor: number;
	arrMinor: number;
	cancellations: number;
	failedPayments: number;
	recoveredPayments: number;
	revenueMinor: number;
}

const sum = (buckets: SalesBucket[], pick: (bucket: SalesBucket) => number) =>
	buckets.reduce((total, bucket) => total + pick(bucket), 0);

export function totalsOf(buckets: SalesBucket[]): SalesTotals {
	const trialsStarted = sum(buckets, (bucket) => bucket.trialsStarted);
	const trialsConverted = sum(buckets, (bucket) => bucket.trialsConverted);
	const last = buckets.at(-1);
	return {
		newSubscriptions: sum(buckets, (bucket) => bucket.newSubscriptions),
		trialsStarted,
		trialsConverted,
		conversionPercent:
			trialsStarted === 0 ? null : Math.round((trialsConverted * 1000) / trialsStarted) / 10,
		mrrMinor: last?.mrrMinor ?? 0,
		arrMinor: last?.arrMinor ?? 0,
		cancellations: sum(buckets, (bucket) => bucket.cancellations),
		failedPayments: sum(buckets, (bucket) => bucket.failedPayments),
		recoveredPayments: sum(buckets, (bucket) => bucket.recoveredPayments),
		revenueMinor: sum(buckets, (bucket) => bucket.revenueMinor),
	};
}

/** Each plan's (or coupon's) amount over the whole period, largest first. */
export function amountsOver(
	buckets: SalesBucket[],
	pick: (bucket: SalesBucket) => SalesAmount[],
): SalesAmount[] {
	const totals = new Map<string, number>();
	for (const bucket of buckets) {
		for (const { label, minor } of pick(bucket))
			totals.set(label, (totals.get(label) ?? 0) + minor);
	}
	return [...totals]
		.map(([label, minor]) => ({ label, minor }))
		.sort((a, b) => b.minor - a.minor || a.label.localeCompare(b.label, 'es'));
}

/** What the page shows first: the last six months, by month, up to `today` (a Madrid day). */
export function defaultQuery(today: string): SalesQuery {
	const [year = 2026, month = 1] = today.split('-').map(Number);
	const first = new Date(Date.UTC(year, month - 1 - 5, 1));
	return { startsOn: first.toISOString().slice(0, 10), endsOn: today, interval: 'month' };
}

export interface Bar {
	x: number;
	y: number;
	width: number;
	height: number;
	value: number;
	label: string;
}

/**
 * Bars for `values` in a `width`×`height` box: the zero line where it falls between the lowest
 * and highest value (refunds can make a bucket negative), each bar from it, a gap between bars.
 */
export function barsOf(
	values: readonly { label: string; value: number }[],
	width: number,
	height: number,
): { bars: Bar[]; zeroY: number } {
	const max = Math.max(0, ...values.map((item) => item.value));
	const min = Math.min(0, ...values.map((item) => item.value));
	const span = max - min || 1;
	const zeroY = (max / span) * height;
	const slot = width / Math.max(1, values.length);
	const bars = values.map(({ label, value }, index) => {
		const barHeight = (Math.abs(value) / span) * height;
		return {
			x: index * slot + slot * 0.15,
			y: value >= 0 ? zeroY - barHeight : zeroY,
			width: slot * 0.7,
			height: barHeight,
			value,
			label,
		};
	});
	return { bars, zeroY };
}
