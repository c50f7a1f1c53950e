/**
 * The purchase and trial form's decisions without React (issue #16): which screen shows for a
 * phase, what is charged, which user type the sign-up takes and when a trial ends. Where each
 * ending leads is src/stores/checkout.ts; the phases themselves live in use-checkout.ts as plain
 * `useState`s (a reducer here cost the page more script than the form it describes).
 */
import type { CouponApplication } from '../../../lib/contracts/coupons';
import { TRIAL_DAYS } from '../../../lib/contracts/plans';
import { DAY_MS } from '../../../lib/dates';
import type { CheckoutOffer } from '../../../stores/checkout';

export type Phase =
	'checking' | 'account' | 'preparing' | 'ready' | 'paying' | 'confirm' | 'leaving';

export interface AppliedCoupon {
	code: string;
	amounts: CouponApplication;
}

/** A coupon code is at most this long; more typed is cut. */
export const COUPON_MAX_LENGTH = 40;

/**
 * Which of the form's screens shows: a status line, the account, the bank's step (`clientSecret`
 * set once the sandbox bank asked) or the card form.
 */
export function screenOf(
	phase: Phase,
	clientSecret: string | null,
): 'status' | 'account' | 'bank' | 'payment' {
	if (phase === 'checking' || phase === 'preparing' || phase === 'leaving') return 'status';
	if (phase === 'account') return 'account';
	// While the answer to the bank is being sent, its step stays on screen.
	if (phase === 'confirm' || (phase === 'paying' && clientSecret)) return 'bank';
	return 'payment';
}

/** What is charged now: the offer's price, or what the coupon leaves of it. */
export function totalOf(offer: CheckoutOffer, coupon: AppliedCoupon | null): number {
	return coupon?.amounts.amountTotal ?? offer.price;
}

/** The sign-up form's user type for the plan's licence type, when it is one of the three. */
export function signUpTypeOf(licenceType: number): 1 | 2 | 3 | undefined {
	return licenceType === 1 || licenceType === 2 || licenceType === 3 ? licenceType : undefined;
}

/** The day a trial started at `now` (ms) ends, when the first payment is taken. */
export function trialEndsAt(now: number): Date {
	return new Date(now + TRIAL_DAYS * DAY_MS);
}
