/** SQL of coupons (ADR 005, issue #20): finding one, its redemptions and the back-office's list. */
import { and, asc, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { checkouts, coupons, plans, users } from '../schema';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCoupon(db: Database, code: string): Promise<CouponRow | undefined> {
	const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
	return row;
}

/**
 * Takes one redemption of the coupon if any is left: one statement, so two buyers racing for the
 * last one cannot both get it. Answers whether it was taken.
 */
export async function reserveCouponRedemption(db: Database, code: string): Promise<boolean> {
	const rows = await db
		.update(coupons)
		.set({ redemptions: sql`${coupons.redemptions} + 1` })
		.where(
			and(
				eq(coupons.code, code),
				or(isNull(coupons.maxRedemptions), lt(coupons.redemptions, coupons.maxRedemptions)),
			),
		)
		.returning({ code: coupons.code });
	return rows.length > 0;
}

/** How many of the person's checkouts, paid or under way, used the coupon. */
export async function countCouponUses(db: Database, code: string, userId: number): Promise<number> {
	const [row] = await db
		.select({ uses: count() })
		.from(checkouts)
		.where(
			and(
				eq(checkouts.couponCode, code),
				eq(checkouts.userId, userId),
				ne(checkouts.status, 'failed'),
			),
		);
	return row?.uses ?? 0;
}

/** Gives back a redemption taken for a payment that did not happen. */
export async function releaseCouponRedemption(db: Database, code: string): Promise<void> {
	await db
		.update(coupons)
		.set({ redemptions: sql`${coupons.redemptions} - 1` })
		.where(and(eq(coupons.code, code), gt(coupons.redemptions, 0)));
}

/** A new coupon, its validity given as Madrid days (both included); none if the code is taken. */
export async function insertCoupon(
	db: Database,
	values: Omit<typeof coupons.$inferInsert, 'startsAt' | 'expiresAt' | 'redemptions'> & {
		startsOn: string | null;
		endsOn: string | null;
	},
): Promise<CouponRow | undefined> {
	const { startsOn, endsOn, ...rest } = values;
	const [row] = await db
		.insert(coupons)
		.values({
			...rest,
			startsAt: startsOn === null ? null : madridMidnight(startsOn, 0),
			expiresAt: endsOn === null ? null : madridMidnight(endsOn, 1),
		})
		.onConflictDoNothing({ target: coupons.code })
		.returning();
	return row;
}

/** The instant a Madrid day (`days` after `day`) begins. */
function madridMidnight(day: string, days: number) {
	return sql<Date>`((${day}::date + ${days}::int)::timestamp at time zone 'Europe/Madrid')`;
}

/** Ends a coupon that can still be used, at `at`; answers the row if this call ended it. */
export async function endCouponNow(
	db: Database,
	code: string,
	at: Date,
): Promise<CouponRow | undefined> {
	const [row] = await db
		.update(coupons)
		.set({ expiresAt: at })
		.where(and(eq(coupons.code, code), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, at))))
		.returning();
	return row;
}

/** Every coupon, newest first. */
export function listCoupons(db: Database): Promise<CouponRow[]> {
	return db.select().from(coupons).orderBy(desc(coupons.createdAt), asc(coupons.code));
}

/** One page of a coupon's uses, newest first, with who paid and for which plan. */
export async function listCouponRedemptions(
	db: Database,
	code: string,
	page: { limit: number; offset: number },
) {
	const where = eq(checkouts.couponCode, code);
	const [total] = await db.select({ n: count() }).from(checkouts).where(where);
	const rows = await db
		.select({
			checkoutId: checkouts.id,
			userId: checkouts.userId,
			name: users.name,
			lastName: users.lastName,
			email: users.email,
			planName: plans.name,
			discountMinor: checkouts.amountDiscountMinor,
			totalMinor: checkouts.amountTotalMinor,
			status: checkouts.status,
			at: checkouts.createdAt,
		})
		.from(checkouts)
		.innerJoin(users, eq(users.id, checkouts.userId))
		.innerJoin(plans, eq(plans.id, checkouts.planId))
		.where(where)
		.orderBy(desc(checkouts.createdAt), desc(checkouts.id))
		.limit(page.limit)
		.offset(page.offset);
	return { total: total?.n ?? 0, rows };
}
