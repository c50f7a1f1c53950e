/**
 * SQL of the sales dashboard (issue #20). Every figure comes from the rows the purchase writes:
 * invoices (what was charged, for which period; refunds as negative rectifying invoices),
 * licences (trials, cancellations, the coupon of the checkout that made them) and refused
 * renewals (payment_failures). Buckets are Madrid days, weeks (from Monday) or months, cut to the
 * range asked; each query answers one row per bucket (or per bucket and plan or coupon).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SalesInterval } from '../../../lib/contracts/sales';
import type { Database } from '../client';

export interface SalesRange {
	startsOn: string;
	endsOn: string;
	interval: SalesInterval;
	/** Figures "at the end of a bucket" are taken now for the bucket still running. */
	now: Date;
}

/**
 * Each grouping's SQL, written out: `date_trunc` and the step need literals, and a fixed table
 * keeps anything but these three out of the query whatever reaches this module.
 */
const INTERVAL_SQL: Readonly<Record<SalesInterval, { unit: SQL; step: SQL }>> = {
	day: { unit: sql.raw(`'day'`), step: sql.raw(`'1 day'::interval`) },
	week: { unit: sql.raw(`'week'`), step: sql.raw(`'1 week'::interval`) },
	month: { unit: sql.raw(`'month'`), step: sql.raw(`'1 month'::interval`) },
};

/** `buckets(day, starts, ends, at)`: each bucket's first day and instants, `at` its end or now. */
function buckets({ startsOn, endsOn, interval, now }: SalesRange): SQL {
	const { unit, step } = INTERVAL_SQL[interval];
	return sql`buckets as (
		select
			to_char(greatest(d, ${startsOn}::date::timestamp), 'YYYY-MM-DD') as day,
			greatest(d, ${startsOn}::date::timestamp) at time zone 'Europe/Madrid' as starts,
			least(d + ${step}, ${endsOn}::date::timestamp + interval '1 day')
				at time zone 'Europe/Madrid' as ends,
			least(
				least(d + ${step}, ${endsOn}::date::timestamp + interval '1 day')
					at time zone 'Europe/Madrid',
				${now.toISOString()}::timestamptz
			) as at
		from generate_series(
			date_trunc(${unit}, ${startsOn}::date::timestamp),
			${endsOn}::date::timestamp,
			${step}
		) as d
	)`;
}

/**
 * The whole periods charged (first period and renewals, not prorations or refunds) of licences
 * that had not ended at the instant looked at: what runs then. Monthly value: an annual period
 * counts a twelfth.
 */
const RUNNING_PERIODS = sql`running as (
	select i.gateway_subscription_id, i.period_start, i.period_end, e.cancel_at,
		case when e.periodicity = 1 then i.base_minor / 12.0 else i.base_minor end as monthly
	from invoices i
	join enrollments e on e.gateway_subscription_id = i.gateway_subscription_id
	where i.series = 'F' and i.reason in ('first_period', 'renewal')
)`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
	const result: unknown = await db.execute(query);
	return (result as { rows: T[] }).rows;
}

/** First charges of subscriptions (a purchase, or a trial that converted), by bucket and plan. */
export function newSubscriptions(db: Database, range: SalesRange) {
	return rows<{ day: string; label: string; count: number }>(
		db,
		sql`with ${buckets(range)},
		firsts as (
			select distinct on (i.gateway_subscription_id) i.gateway_subscription_id, i.issued_at
			from invoices i
			where i.series = 'F' and i.reason in ('first_period', 'renewal')
			order by i.gateway_subscription_id, i.issued_at, i.id
		)
		select b.day, p.name as label, count(*)::int as count
		from buckets b
		join firsts f on f.issued_at >= b.starts and f.issued_at < b.ends
		join lateral (
			select plan_id from enrollments e
			where e.gateway_subscription_id = f.gateway_subscription_id
			order by e.id limit 1
		) e on true
		join plans p on p.id = e.plan_id
		group by b.day, p.name
		order by b.day, p.name`,
	);
}

/** Trials started in each bucket, and how many of them were ever charged. */
export function trials(db: Database, range: SalesRange) {
	return rows<{ day: string; started: number; converted: number }>(
		db,
		sql`with ${buckets(range)}
		select b.day, count(*)::int as started,
			(count(*) filter (where exists (
				select 1 from invoices i
				where i.series = 'F' and i.reason <> 'refund'
					and i.gateway_subscription_id = e.gateway_subscription_id
			)))::int as converted
		from buckets b
		join enrollments e on e.trial and e.created_at >= b.starts and e.created_at < b.ends
		group by b.day`,
	);
}

/**
 * Per bucket: MRR at its end (or now), paid subscriptions running at its start, and those whose
 * access ended in it after having paid at least once.
 */
export function recurring(db: Database, range: SalesRange) {
	return rows<{ day: string; mrr: number; active_at_start: number; cancellations: number }>(
		db,
		sql`with ${buckets(range)}, ${RUNNING_PERIODS}
		select b.day,
			coalesce((
				select round(sum(r.monthly))::float8 from running r
				where r.period_start <= b.at and b.at < r.period_end
					and (r.cancel_at is null or r.cancel_at > b.at)
			), 0) as mrr,
			(
				select count(distinct r.gateway_subscription_id)::int from running r
				where r.period_start <= b.starts and b.starts < r.period_end
					and (r.cancel_at is null or r.cancel_at > b.starts)
			) as active_at_start,
			(
				select count(*)::int from enrollments e
				where e.cancel_at >= b.starts and e.cancel_at < b.ends and e.cancel_at <= b.at
					and not e.complimentary
					and exists (
						select 1 from invoices i
						where i.series = 'F' and i.gateway_subscription_id = e.gateway_subscription_id
					)
			) as cancellations
		from buckets b
		order by b.day`,
	);
}

/** Renewals refused in each bucket, and refused renewals paid in it. */
export function paymentFailures(db: Database, range: SalesRange) {
	return rows<{ day: string; failed: number; recovered: number }>(
		db,
		sql`with ${buckets(range)}
		select b.day,
			(select count(*)::int from payment_failures f
				where f.failed_at >= b.starts and f.failed_at < b.ends) as failed,
			(select count(*)::int from payment_failures f
				where f.recovered_at >= b.starts and f.recovered_at < b.ends) as recovered
		from buckets b`,
	);
}

/**
 * Invoiced in each bucket (refunds are negative), without VAT, by plan or by the coupon of the
 * checkout that made the licence.
 */
export function revenue(db: Database, range: SalesRange, by: 'plan' | 'coupon') {
	const label = by === 'plan' ? sql`p.name` : sql`c.coupon_code`;
	return rows<{ day: string; label: string; minor: number }>(
		db,
		sql`with ${buckets(range)}
		select b.day, ${label} as label, sum(i.base_minor)::float8 as minor
		from buckets b
		join invoices i on i.issued_at >= b.starts and i.issued_at < b.ends
		join lateral (
			select plan_id, checkout_id from enrollments e
			where e.gateway_subscription_id = i.gateway_subscription_id
			order by e.id limit 1
		) e on true
		join plans p on p.id = e.plan_id
		left join checkouts c on c.id = e.checkout_id
		where ${by === 'plan' ? sql`true` : sql`c.coupon_code is not null`}
		group by b.day, ${label}
		order by b.day, ${label}`,
	);
}

/** The buckets' first days, in order. */
export async function bucketDays(db: Database, range: SalesRange): Promise<string[]> {
	const found = await rows<{ day: string }>(
		db,
		sql`with ${buckets(range)} select day from buckets order by day`,
	);
	return found.map((row) => row.day);
}
