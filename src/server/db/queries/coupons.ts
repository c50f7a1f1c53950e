/** SQL of coupons (ADR 005, issue #20): finding one, its redemptions and the back-office's list. */
import { and, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { checkouts, coupons } from '../schema';

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
