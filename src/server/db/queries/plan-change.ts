/**
 * SQL of changing a running plan (issue #17, ADR 005 "Changing plan"): the switch of a licence's
 * plan as one compare-and-set, and the free licence a paid one replaces.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { enrollments } from '../schema';
import type { EnrollmentRow } from './purchase';

/**
 * Moves the licence from `fromPlanId` to `toPlanId` only if it is still on `fromPlanId`: of two
 * switches at once only one moves it. Answers whether this call did.
 */
export async function switchEnrollmentPlan(
	db: Database,
	id: number,
	fromPlanId: number,
	toPlanId: number,
	now: Date,
): Promise<boolean> {
	const rows = await db
		.update(enrollments)
		.set({ planId: toPlanId, updatedAt: now })
		.where(and(eq(enrollments.id, id), eq(enrollments.planId, fromPlanId)))
		.returning({ id: enrollments.id });
	return rows.length > 0;
}

export async function updateEnrollment(
	db: Database,
	id: number,
	values: Partial<
		Pick<
			EnrollmentRow,
			| 'planId'
			| 'periodicity'
			| 'priceMinor'
			| 'startAt'
			| 'endAt'
			| 'cancelAt'
			| 'cancelAtPeriodEnd'
		>
	>,
	now: Date,
): Promise<void> {
	await db
		.update(enrollments)
		.set({ ...values, updatedAt: now })
		.where(eq(enrollments.id, id));
}

/**
 * Ends the person's free licences (`freemium`) once a paid or trial one is given: the paid one
 * replaces them (issue #17). Answers how many ended.
 */
export async function endFreemiumLicences(
	db: Database,
	userId: number,
	now: Date,
): Promise<number> {
	const rows = await db
		.update(enrollments)
		.set({ status: 'canceled', endAt: now, updatedAt: now })
		.where(and(eq(enrollments.userId, userId), eq(enrollments.status, 'freemium')))
		.returning({ id: enrollments.id });
	return rows.length;
}
