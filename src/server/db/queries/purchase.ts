/** SQL of the purchase (ADR 005): carts, coupons, checkouts, licences, webhooks, requests. */
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
	carts,
	checkouts,
	enrollments,
	gatewayEvents,
	pharmacyPlanRequests,
	plans,
	users,
} from '../schema';

export type CartRow = typeof carts.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type EnrollmentRow = typeof enrollments.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** Statuses that give access (spec §4 "Licence statuses"). */
export const ACCESS_STATUSES = ['active', 'trialing', 'freemium', 'past_due'] as const;

export async function findActivePlan(db: Database, id: number): Promise<PlanRow | undefined> {
	const [row] = await db
		.select()
		.from(plans)
		.where(and(eq(plans.id, id), eq(plans.active, true)));
	return row;
}

/** A plan offer whether or not it is still on sale (a licence outlives its offer). */
export async function findPlan(db: Database, id: number): Promise<PlanRow | undefined> {
	const [row] = await db.select().from(plans).where(eq(plans.id, id));
	return row;
}

export async function findCart(db: Database, saleCode: string): Promise<CartRow | undefined> {
	const [row] = await db.select().from(carts).where(eq(carts.saleCode, saleCode));
	return row;
}

export async function insertCart(
	db: Database,
	values: { saleCode: string; planId: number; app: number; userId: number | null },
): Promise<CartRow> {
	const [row] = await db.insert(carts).values(values).returning();
	if (!row) throw new Error('cart not inserted');
	return row;
}

export async function updateCart(
	db: Database,
	id: number,
	values: Partial<Pick<CartRow, 'planId' | 'app' | 'userId' | 'couponCode'>>,
	now: Date,
): Promise<CartRow> {
	const [row] = await db
		.update(carts)
		.set({ ...values, updatedAt: now })
		.where(eq(carts.id, id))
		.returning();
	if (!row) throw new Error('cart not updated');
	return row;
}

/** The cart's checkout that is not a failed one (at most one, by a unique index). */
export async function findLiveCheckout(
	db: Database,
	cartId: number,
): Promise<CheckoutRow | undefined> {
	const [row] = await db
		.select()
		.from(checkouts)
		.where(and(eq(checkouts.cartId, cartId), ne(checkouts.status, 'failed')));
	return row;
}

/**
 * Starts a checkout unless the cart already has a live one; answers the new row, or undefined
 * when another call got there first.
 */
export async function insertCheckout(
	db: Database,
	values: typeof checkouts.$inferInsert,
): Promise<CheckoutRow | undefined> {
	const [row] = await db
		.insert(checkouts)
		.values(values)
		.onConflictDoNothing({
			target: checkouts.cartId,
			where: sql`${checkouts.status} <> 'failed'`,
		})
		.returning();
	return row;
}

/** Checkout statuses of a purchase still under way: nothing is decided about the money yet. */
export const OPEN_CHECKOUT_STATUSES = ['pending', 'requires_action'] as const;

/**
 * Locks the person's `users` row until the transaction ends: every purchase or trial of one
 * person checks "no other plan" and writes its checkout under this lock, so two at once cannot
 * both pass the check (ADR 005 "One plan"). Answers false when the person does not exist.
 */
export async function lockPurchaser(db: Database, userId: number): Promise<boolean> {
	const rows = await db
		.select({ id: users.id })
		.from(users)
		.where(eq(users.id, userId))
		.for('update');
	return rows.length > 0;
}

/** The person's checkouts still waiting for the gateway or the bank (3-D Secure), oldest first. */
export function listOpenCheckouts(db: Database, userId: number): Promise<CheckoutRow[]> {
	return db
		.select()
		.from(checkouts)
		.where(
			and(eq(checkouts.userId, userId), inArray(checkouts.status, [...OPEN_CHECKOUT_STATUSES])),
		)
		.orderBy(checkouts.id);
}

/**
 * Whether the person has a purchase that counts as a plan without a licence giving access yet: a
 * checkout waiting for the gateway or the bank, or one paid whose licence reconciliation has
 * still to write.
 */
export async function hasUnfinishedCheckout(db: Database, userId: number): Promise<boolean> {
	const [row] = await db
		.select({ id: checkouts.id })
		.from(checkouts)
		.leftJoin(enrollments, eq(enrollments.checkoutId, checkouts.id))
		.where(
			and(
				eq(checkouts.userId, userId),
				or(
					inArray(checkouts.status, [...OPEN_CHECKOUT_STATUSES]),
					and(eq(checkouts.status, 'paid'), isNull(enrollments.id)),
				),
			),
		)
		.limit(1);
	return row !== undefined;
}

/**
 * Marks a checkout still under way as failed; answers whether this call did it, so the coupon
 * redemption it held is given back once even when two calls learn of the failure together. A
 * paid checkout is never failed.
 */
export async function failOpenCheckout(db: Database, id: number, now: Date): Promise<boolean> {
	const rows = await db
		.update(checkouts)
		.set({ status: 'failed', updatedAt: now })
		.where(and(eq(checkouts.id, id), inArray(checkouts.status, [...OPEN_CHECKOUT_STATUSES])))
		.returning({ id: checkouts.id });
	return rows.length > 0;
}

export async function updateCheckout(
	db: Database,
	id: number,
	values: Partial<Pick<CheckoutRow, 'status' | 'gatewaySubscriptionId' | 'transactionId'>>,
	now: Date,
): Promise<CheckoutRow> {
	const [row] = await db
		.update(checkouts)
		.set({ ...values, updatedAt: now })
		.where(eq(checkouts.id, id))
		.returning();
	if (!row) throw new Error('checkout not updated');
	return row;
}

export async function findCheckoutBySubscription(
	db: Database,
	gatewaySubscriptionId: string,
): Promise<CheckoutRow | undefined> {
	const [row] = await db
		.select()
		.from(checkouts)
		.where(eq(checkouts.gatewaySubscriptionId, gatewaySubscriptionId));
	return row;
}

/** Paid checkouts that have no licence yet: what reconciliation completes. */
export function listPaidCheckoutsWithoutLicence(db: Database) {
	return db
		.select({ checkout: checkouts })
		.from(checkouts)
		.leftJoin(enrollments, eq(enrollments.checkoutId, checkouts.id))
		.where(and(eq(checkouts.status, 'paid'), isNull(enrollments.id)));
}

/** Creates the checkout's licence unless it exists; answers the licence either way. */
export async function insertEnrollmentForCheckout(
	db: Database,
	values: typeof enrollments.$inferInsert & { checkoutId: number },
): Promise<{ row: EnrollmentRow; created: boolean }> {
	const [created] = await db
		.insert(enrollments)
		.values(values)
		.onConflictDoNothing({ target: enrollments.checkoutId })
		.returning();
	if (created) return { row: created, created: true };
	const [existing] = await db
		.select()
		.from(enrollments)
		.where(eq(enrollments.checkoutId, values.checkoutId));
	if (!existing) throw new Error('enrollment neither inserted nor found');
	return { row: existing, created: false };
}

/** The user's licence `id`, or undefined when it is not theirs (never another user's). */
export async function findUserEnrollment(
	db: Database,
	userId: number,
	id: number,
): Promise<EnrollmentRow | undefined> {
	const [row] = await db
		.select()
		.from(enrollments)
		.where(and(eq(enrollments.id, id), eq(enrollments.userId, userId)));
	return row;
}

export async function updateEnrollmentsOfSubscription(
	db: Database,
	gatewaySubscriptionId: string,
	values: Partial<
		Pick<EnrollmentRow, 'status' | 'startAt' | 'endAt' | 'cancelAt' | 'cancelAtPeriodEnd'>
	>,
	now: Date,
): Promise<number[]> {
	const rows = await db
		.update(enrollments)
		.set({ ...values, updatedAt: now })
		.where(eq(enrollments.gatewaySubscriptionId, gatewaySubscriptionId))
		.returning({ id: enrollments.id });
	return rows.map((row) => row.id);
}

/** Whether the user ever started a free trial (a licence or a checkout of one). */
export async function hasUsedTrial(db: Database, userId: number): Promise<boolean> {
	const [licence] = await db
		.select({ id: enrollments.id })
		.from(enrollments)
		.where(and(eq(enrollments.userId, userId), eq(enrollments.trial, true)))
		.limit(1);
	if (licence) return true;
	const [checkout] = await db
		.select({ id: checkouts.id })
		.from(checkouts)
		.where(
			and(eq(checkouts.userId, userId), eq(checkouts.trial, true), ne(checkouts.status, 'failed')),
		)
		.limit(1);
	return checkout !== undefined;
}

/**
 * Whether the user has a licence that gives access now; a free one (`freemium`) does not count
 * with `exceptFreemium`, since a paid plan replaces it (issue #17).
 */
export async function hasAccessLicence(
	db: Database,
	userId: number,
	now: Date,
	{ exceptFreemium = false }: { exceptFreemium?: boolean } = {},
): Promise<boolean> {
	const statuses = ACCESS_STATUSES.filter((status) => !exceptFreemium || status !== 'freemium');
	const [row] = await db
		.select({ id: enrollments.id })
		.from(enrollments)
		.where(
			and(
				eq(enrollments.userId, userId),
				inArray(enrollments.status, statuses),
				or(isNull(enrollments.endAt), gt(enrollments.endAt, now)),
			),
		)
		.limit(1);
	return row !== undefined;
}

/** Records a webhook's id; false when it was already recorded (a replay). */
export async function recordGatewayEvent(db: Database, id: string, type: string): Promise<boolean> {
	const rows = await db
		.insert(gatewayEvents)
		.values({ id, type })
		.onConflictDoNothing({ target: gatewayEvents.id })
		.returning({ id: gatewayEvents.id });
	return rows.length > 0;
}

/** Forgets a webhook whose handling failed, so the gateway's retry is handled again. */
export async function forgetGatewayEvent(db: Database, id: string): Promise<void> {
	await db.delete(gatewayEvents).where(eq(gatewayEvents.id, id));
}

export async function findPurchaser(db: Database, userId: number) {
	const [row] = await db
		.select({
			id: users.id,
			email: users.email,
			name: users.name,
			lastName: users.lastName,
			gatewayCustomerId: users.gatewayCustomerId,
		})
		.from(users)
		.where(eq(users.id, userId));
	return row;
}

export async function setGatewayCustomer(
	db: Database,
	userId: number,
	gatewayCustomerId: string,
): Promise<void> {
	await db.update(users).set({ gatewayCustomerId }).where(eq(users.id, userId));
}

export async function insertPharmacyPlanRequest(
	db: Database,
	values: typeof pharmacyPlanRequests.$inferInsert,
): Promise<number> {
	const [row] = await db
		.insert(pharmacyPlanRequests)
		.values(values)
		.returning({ id: pharmacyPlanRequests.id });
	if (!row) throw new Error('pharmacy plan request not inserted');
	return row.id;
}

/** A stored plan request with its plan's name, for its mail to the sales inbox. */
export async function findPharmacyPlanRequest(db: Database, id: number) {
	const [row] = await db
		.select({
			firstName: pharmacyPlanRequests.firstName,
			lastName: pharmacyPlanRequests.lastName,
			phone: pharmacyPlanRequests.phone,
			email: pharmacyPlanRequests.email,
			pharmacyName: pharmacyPlanRequests.pharmacyName,
			couponCode: pharmacyPlanRequests.couponCode,
			planName: plans.name,
		})
		.from(pharmacyPlanRequests)
		.leftJoin(plans, eq(plans.id, pharmacyPlanRequests.planId))
		.where(eq(pharmacyPlanRequests.id, id))
		.limit(1);
	return row;
}
