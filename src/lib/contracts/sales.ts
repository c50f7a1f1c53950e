/**
 * The sales dashboard (issue #20): the figures of a subscription business by day, week or month,
 * computed in SQL from the invoices, licences, trials and refused renewals. Shared by
 * services/admin/sales.ts, the admin route and the back-office's page.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { calendarDay, lastDayNotBeforeFirst, payloadObject } from './fields';

export const SALES_INTERVALS = ['day', 'week', 'month'] as const;
export type SalesInterval = (typeof SALES_INTERVALS)[number];

/** The longest range asked at once: two years, 731 days at most, by day. */
export const SALES_MAX_DAYS = 731;

/**
 * `POST /admin/getSales` and `/admin/exportSalesCsv`: Madrid days `from`–`to`, both included, in
 * buckets of `interval` (weeks from Monday; the first and last bucket cut to the range).
 */
export const SalesQueryBody = v.pipe(
	payloadObject({
		startsOn: calendarDay(),
		endsOn: calendarDay(),
		interval: v.picklist(SALES_INTERVALS, () =>
			t('validation.choice', { options: SALES_INTERVALS.join(', ') }),
		),
	}),
	lastDayNotBeforeFirst(),
	v.forward(
		v.check(
			({ startsOn, endsOn }) =>
				(Date.parse(endsOn) - Date.parse(startsOn)) / 86_400_000 < SALES_MAX_DAYS,
			() => t('validation.sales_range', { max: SALES_MAX_DAYS }),
		),
		['endsOn'],
	),
);
export type SalesQuery = v.InferOutput<typeof SalesQueryBody>;

/** An amount of one plan or coupon in a bucket, minor units without VAT. */
export interface SalesAmount {
	/** The plan's name, or the coupon's code. */
	label: string;
	minor: number;
}

/** A count of one plan in a bucket. */
export interface SalesCount {
	label: string;
	count: number;
}

/** One bucket's figures. Money in minor units, without VAT (the invoices' bases). */
export interface SalesBucket {
	/** First Madrid day of the bucket (`YYYY-MM-DD`), cut to the range. */
	startsOn: string;
	/** Paid subscriptions whose first charge fell in the bucket (a trial counts when it converts). */
	newSubscriptions: number;
	newByPlan: SalesCount[];
	/** Free trials started in the bucket, and how many of those have since paid. */
	trialsStarted: number;
	trialsConverted: number;
	/** converted ÷ started × 100, one decimal; null without trials. */
	conversionPercent: number | null;
	/** Monthly recurring revenue at the bucket's end (or now): paid periods running then, monthly. */
	mrrMinor: number;
	arrMinor: number;
	/** Paid subscriptions running at the bucket's start. */
	activeAtStart: number;
	/** Paid subscriptions whose access ended in the bucket (cancelled, not renewed). */
	cancellations: number;
	/** cancellations ÷ activeAtStart × 100, one decimal; null with none running at the start. */
	churnPercent: number | null;
	/** Renewals the bank refused in the bucket, and refused renewals paid in it. */
	failedPayments: number;
	recoveredPayments: number;
	/** Invoiced in the bucket, refunds taken off. */
	revenueMinor: number;
	revenueByPlan: SalesAmount[];
	/** Revenue of subscriptions bought with a coupon, by code. */
	revenueByCoupon: SalesAmount[];
}

/** `data.getSales`. */
export interface SalesReport {
	startsOn: string;
	endsOn: string;
	interval: SalesInterval;
	buckets: SalesBucket[];
}
