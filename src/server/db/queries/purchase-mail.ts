/** SQL of a purchase's confirmation mail (issue #18): the checkout, its plan, buyer and licence. */
import { eq } from 'drizzle-orm';
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
