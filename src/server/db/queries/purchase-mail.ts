/** SQL of the purchase mails (issue #18): a confirmation, a trial about to end, a cancellation. */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../client';
import { checkouts, enrollments, plans, users } from '../schema';

export async function findPurchaseForMail(db: Database, checkoutId: number) {
	const [row] = await db
		.select({
			trial: checkouts.trial,
			status: checkouts.status,
			amountTotalMinor: checkouts.amountTotalMinor,
			gatewaySubscriptionId: checkouts.gatewaySubscriptionId,
			planName: plans.name,
			email: users.email,
			name: users.name,
			startAt: enrollments.startAt,
			endAt: enrollments.endAt,
		})
		.from(checkouts)
		.innerJoin(plans, eq(plans.id, checkouts.planId))
		.innerJoin(users, eq(users.id, checkouts.userId))
		.leftJoin(enrollments, eq(enrollments.checkoutId, checkouts.id))
		.where(eq(checkouts.id, checkoutId))
		.limit(1);
	return row;
}

/** A licence, its plan and holder, for the mails about it (trial ending, cancellation). */
export async function findLicenceForMail(db: Database, enrollmentId: number) {
	const [row] = await db
		.select({
			id: enrollments.id,
			status: enrollments.status,
			trial: enrollments.trial,
			endAt: enrollments.endAt,
			cancelAt: enrollments.cancelAt,
			priceMinor: enrollments.priceMinor,
			planName: plans.name,
			email: users.email,
			name: users.name,
		})
		.from(enrollments)
		.innerJoin(plans, eq(plans.id, enrollments.planId))
		.innerJoin(users, eq(users.id, enrollments.userId))
		.where(eq(enrollments.id, enrollmentId))
		.limit(1);
	return row;
}

/** Trials that will become paid (not cancelled) with an end in `(from, to]`. */
export function listTrialsEndingBetween(db: Database, from: Date, to: Date) {
	return db
		.select({ id: enrollments.id, endAt: enrollments.endAt })
		.from(enrollments)
		.where(
			and(
				eq(enrollments.status, 'trialing'),
				isNull(enrollments.cancelAt),
				gt(enrollments.endAt, from),
				lte(enrollments.endAt, to),
			),
		);
}
