/** SQL of a person's licences (enrolments) with the plan each one is for. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { enrollments, plans } from '../schema';

/** The user's enrolments, newest first. */
export function listEnrollments(db: Database, userId: number) {
	return db
		.select({
			id: enrollments.id,
			status: enrollments.status,
			startAt: enrollments.startAt,
			endAt: enrollments.endAt,
			cancelAtPeriodEnd: enrollments.cancelAtPeriodEnd,
			cancelAt: enrollments.cancelAt,
			periodicity: enrollments.periodicity,
			priceMinor: enrollments.priceMinor,
			complimentary: enrollments.complimentary,
			planId: plans.id,
			planName: plans.name,
			planDescription: plans.description,
		})
		.from(enrollments)
		.innerJoin(plans, eq(plans.id, enrollments.planId))
		.where(eq(enrollments.userId, userId))
		.orderBy(desc(enrollments.createdAt), desc(enrollments.id));
}
