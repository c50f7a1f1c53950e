/** SQL of the plans (licences on sale). */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { plans } from '../schema';

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
