/**
 * The coupon rules (ADR 005, issue #20): whether a coupon can be used now and for a plan, what it
 * takes off, and taking one of its redemptions for a checkout.
 */
import { t } from '../../../i18n';
import type { CouponApplication } from '../../../lib/contracts/coupons';
import { discountMinor, type CouponDiscount } from '../../../lib/coupon-discount';
import { formatSpainDate } from '../../../lib/dates';
import * as couponQueries from '../../db/queries/coupons';
import type { CouponRow } from '../../db/queries/coupons';
import type { PlanRow } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import type { PurchaseDeps } from './deps';

/** The coupon if it can be used now (for `plan` when given); otherwise the reason, as an error. */
export async function usableCoupon(
	deps: PurchaseDeps,
	code: string,
	plan?: PlanRow,
): Promise<CouponRow> {
	const coupon = await couponQueries.findCoupon(deps.db, code);
	if (!coupon) throw new AppError('cpn_nf', 404, t('purchase_api.coupon_nf'));
	const now = deps.now();
	if (coupon.startsAt !== null && coupon.startsAt > now) {
		throw new AppError(
			'cpn_early',
			422,
			t('purchase_api.coupon_early', { date: formatSpainDate(coupon.startsAt) }),
		);
	}
	if (coupon.expiresAt !== null && coupon.expiresAt <= now) {
		throw new AppError('cpn_exp', 410, t('purchase_api.coupon_expired'));
	}
	if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
		throw new AppError('cpn_used', 410, t('purchase_api.coupon_used_up'));
	}
	if (plan && !couponFitsPlan(coupon, plan)) {
		throw new AppError('cpn_plan', 422, t('purchase_api.coupon_other_plan'));
	}
	return coupon;
}

function couponFitsPlan(coupon: CouponRow, plan: PlanRow): boolean {
	if (coupon.licenceType !== null && coupon.licenceType !== plan.licenceType) return false;
	return coupon.planIds === null || coupon.planIds.includes(plan.id);
}

/**
 * `POST /buy/checkCoupons`: the percent a coupon takes off, if it can be used (0 for a coupon of
 * an amount, which only a plan's price turns into figures: applyCoupons).
 */
export async function checkCoupon(deps: PurchaseDeps, code: string): Promise<{ percent: number }> {
	const coupon = await usableCoupon(deps, code);
	return { percent: coupon.percentOff ?? 0 };
}

/** The amounts of a plan's first payment with an optional coupon. */
export function priceWithCoupon(
	priceMinor: number,
	coupon: CouponDiscount | null,
): CouponApplication {
	const amountDiscount = coupon ? discountMinor(priceMinor, coupon) : 0;
	return {
		amountSubtotal: priceMinor,
		amountDiscount,
		amountTotal: priceMinor - amountDiscount,
		percentOff: coupon?.percentOff ?? 0,
		everyPayment: coupon?.everyPayment ?? false,
	};
}

/**
 * Takes one of the coupon's redemptions for the checkout just written, or throws (rolling the
 * checkout back with it). The person's lock, held by the caller, makes their count exact; the
 * total is one conditional update, exact among all buyers.
 */
export async function redeemCoupon(tx: PurchaseDeps['db'], coupon: CouponRow, userId: number) {
	if (coupon.perPersonLimit !== null) {
		// Counts the checkout just written: one more than the person had.
		const uses = await couponQueries.countCouponUses(tx, coupon.code, userId);
		if (uses > coupon.perPersonLimit) {
			throw new AppError('cpn_person', 409, t('purchase_api.coupon_person_used'));
		}
	}
	if (!(await couponQueries.reserveCouponRedemption(tx, coupon.code))) {
		// The last redemption went to someone else.
		throw new AppError('cpn_used', 410, t('purchase_api.coupon_used_up'));
	}
}
