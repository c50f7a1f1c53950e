/** SQL of the plans (licences on sale). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { enrollments, plans } from '../schema';

export function listActivePlans(db: Database) {
	return db
		.select()
		.from(plans)
		.where(eq(plans.active, true))
		.orderBy(asc(plans.position), asc(plans.trial), asc(plans.id));
}

export async function findActivePlanBySlug(db: Database, slug: string) {
	const [row] = await db
		.select()
		.from(plans)
		.where(and(eq(plans.slug, slug), eq(plans.active, true)))
		.limit(1);
	return row;
}

/** Every plan offer, on sale or not, with the licences running on it now (issue #20). */
export function listPlansWithLicences(db: Database, now: Date) {
	const running = sql<number>`(
		select count(*)::int from ${enrollments} e
		-- Spelled out: drizzle writes a column of the only table in the query without its table.
		where e.plan_id = "plans"."id"
			and e.status in ('active', 'trialing', 'past_due')
			and (e.end_at is null or e.end_at > ${now.toISOString()}::timestamptz)
	)`;
	return db
		.select({ plan: plans, runningLicences: running })
		.from(plans)
		.orderBy(asc(plans.position), asc(plans.trial), asc(plans.id));
}

export async function updatePlanTerms(
	db: Database,
	id: number,
	terms: Pick<typeof plans.$inferInsert, 'name' | 'description' | 'priceMinor' | 'stripePriceId'>,
) {
	const [row] = await db.update(plans).set(terms).where(eq(plans.id, id)).returning();
	return row;
}
