/**
 * Coupons (ADR 005, issue #20): the price a coupon makes at the checkout, and the back-office's
 * calls that create, end and list them. Shared by services/purchase/coupons.ts,
 * services/admin/coupons.ts, their routes and the browser client.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { requestKeyField } from './customer-actions';
import {
	calendarDay,
	lastDayNotBeforeFirst,
	MAX_ID,
	optionalFlag,
	optionalText,
	payloadObject,
	positiveId,
	wholeNumber,
} from './fields';
import { couponCode } from './purchase';

/** `data.applyCoupons` (spec §3 "Coupon application result"), minor units. */
export interface CouponApplication {
	amountSubtotal: number;
	amountTotal: number;
	amountDiscount: number;
	/** 0 for a coupon of an amount. */
	percentOff: number;
	/** Taken off every renewal too, not only the first payment. */
	everyPayment: boolean;
}

// ---- The back-office's coupons (issue #20) ---------------------------------------------------

/** The most a coupon's total limit may be: beyond it, leave the limit out. */
export const COUPON_MAX_USES = 100_000;
/** The most times one person may be allowed to use one coupon. */
export const COUPON_MAX_PER_PERSON = 100;
export const COUPON_NOTE_MAX_LENGTH = 200;
export const COUPON_REDEMPTIONS_PAGE_SIZE = 50;

const optionalWhole = (max: number, message: () => string) =>
	v.nullish(wholeNumber(1, max, message));

/**
 * `POST /admin/createCoupon`: a new code (letters, digits, `-` and `_`, stored upper-case) taking
 * a percent or an amount off the first payment or every payment, valid between two Madrid days
 * (both included; either may be left out), for some plans (none: any), with a total and a
 * per-person limit (left out: none). What it gives can never be edited afterwards, as in Stripe.
 */
export const CreateCouponBody = v.pipe(
	payloadObject({
		code: couponCode(),
		percentOff: optionalWhole(100, () => t('validation.percent')),
		amountOffMinor: optionalWhole(MAX_ID, () => t('validation.amount_minor')),
		everyPayment: optionalFlag(() => t('validation.flag')),
		startsOn: v.nullish(calendarDay()),
		endsOn: v.nullish(calendarDay()),
		maxRedemptions: optionalWhole(COUPON_MAX_USES, () =>
			t('validation.whole_uses', { max: COUPON_MAX_USES }),
		),
		perPersonLimit: optionalWhole(COUPON_MAX_PER_PERSON, () =>
			t('validation.whole_uses', { max: COUPON_MAX_PER_PERSON }),
		),
		planIds: v.nullish(
			v.pipe(
				v.array(positiveId(() => t('validation.positive_id'))),
				v.maxLength(50, () => t('validation.positive_id')),
			),
			[],
		),
		note: optionalText(COUPON_NOTE_MAX_LENGTH),
		requestKey: requestKeyField(),
	}),
	v.forward(
		v.check(
			({ percentOff, amountOffMinor }) => (percentOff == null) !== (amountOffMinor == null),
			() => t('validation.coupon_discount'),
		),
		['percentOff'],
	),
	lastDayNotBeforeFirst(),
);
export type CreateCouponInput = v.InferOutput<typeof CreateCouponBody>;

/** `POST /admin/endCoupon`: no one can use the code from now on; its uses stay. */
export const EndCouponBody = payloadObject({ code: couponCode(), requestKey: requestKeyField() });
export type EndCouponInput = v.InferOutput<typeof EndCouponBody>;

/** `POST /admin/listCouponRedemptions`: who used a code, newest first. */
export const ListCouponRedemptionsBody = payloadObject({
	code: couponCode(),
	page: v.nullish(
		positiveId(() => t('validation.positive_id')),
		1,
	),
});

/** Where a coupon stands now. */
export type CouponState = 'scheduled' | 'active' | 'ended' | 'used_up';

/** One coupon in the back-office's list (`data.listCoupons.coupons`). */
export interface CouponSummary {
	code: string;
	percentOff: number | null;
	amountOffMinor: number | null;
	everyPayment: boolean;
	startsAt: string | null;
	expiresAt: string | null;
	maxRedemptions: number | null;
	perPersonLimit: number | null;
	/** Payments made or under way with it. */
	redemptions: number;
	/** The plans it is for; empty: every plan (of `licenceType` when set). */
	plans: CouponPlan[];
	licenceType: number | null;
	note: string | null;
	createdAt: string;
	state: CouponState;
}

export interface CouponPlan {
	id: number;
	name: string;
}

/** `data.listCoupons`: the coupons, newest first, and the plans a new one may be limited to. */
export interface CouponList {
	coupons: CouponSummary[];
	plans: CouponPlan[];
}

/** One use of a coupon: a payment made (or under way, or refused) with it. */
export interface CouponRedemption {
	checkoutId: number;
	userId: number;
	name: string;
	email: string;
	planName: string;
	discountMinor: number;
	totalMinor: number;
	status: 'pending' | 'requires_action' | 'paid' | 'failed';
	at: string;
}

/** `data.listCouponRedemptions`. */
export interface CouponRedemptionPage {
	total: number;
	page: number;
	pageSize: number;
	redemptions: CouponRedemption[];
}
