/**
 * The purchase and trial form's screen as one value and the reducer that moves it (issue #16):
 * which step is showing (the account, the card form, the bank's step), the sale code, the
 * coupon and the messages. Where each ending leads is src/stores/checkout.ts; this only says what
 * the form shows, so each transition is tested without React or the API.
 */
import type { CouponApplication } from '../../../lib/api/purchase';
import { TRIAL_DAYS } from '../../../lib/schemas/plans';
import type { CheckoutOffer } from '../../../stores/checkout';

export type Phase =
	'checking' | 'account' | 'preparing' | 'ready' | 'paying' | 'confirm' | 'leaving';

export interface AppliedCoupon {
	code: string;
	amounts: CouponApplication;
}

export interface CheckoutState {
	phase: Phase;
	/** The account step offers the sign-up first, the login on request. */
	accountView: 'signup' | 'login';
	/** The server's cart for this offer; null until prepared (or when that failed). */
	saleCode: string | null;
	error: string | null;
	couponText: string;
	couponError: string | null;
	coupon: AppliedCoupon | null;
	/** Set when the sandbox bank asks to confirm the payment. */
	clientSecret: string | null;
}

export type CheckoutEvent =
	| { type: 'session_checked'; loggedIn: boolean }
	/** Signed up or logged in on the account step: on to the payment. */
	| { type: 'account_ready' }
	| { type: 'account_view_switched' }
	| { type: 'cart_prepared'; saleCode: string }
	| { type: 'cart_failed'; error: string }
	| { type: 'leaving' }
	| { type: 'pay_started' }
	/** The person answered the bank's step: paying again, the message kept. */
	| { type: 'bank_answered' }
	| { type: 'bank_asks'; clientSecret: string }
	/** A message on the form, the form ready to try again. */
	| { type: 'payment_failed'; error: string }
	/** Back to the form after a serious failure, which the error modal shows. */
	| { type: 'payment_interrupted' }
	/** Stripe's own bank step failed: say why while the server reads the payment back. */
	| { type: 'confirm_failed'; error: string }
	| { type: 'coupon_typed'; text: string }
	| { type: 'coupon_checking' }
	| { type: 'coupon_applied'; coupon: AppliedCoupon }
	| { type: 'coupon_refused'; error: string };

export const initialCheckout: CheckoutState = {
	phase: 'checking',
	accountView: 'signup',
	saleCode: null,
	error: null,
	couponText: '',
	couponError: null,
	coupon: null,
	clientSecret: null,
};

/** A coupon code is at most this long; more typed is cut. */
const COUPON_MAX_LENGTH = 40;

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
	switch (event.type) {
		case 'session_checked':
			return { ...state, phase: event.loggedIn ? 'preparing' : 'account' };
		case 'account_ready':
			return state.phase === 'account' ? { ...state, phase: 'preparing' } : state;
		case 'account_view_switched':
			return { ...state, accountView: state.accountView === 'signup' ? 'login' : 'signup' };
		case 'cart_prepared':
			return { ...state, saleCode: event.saleCode, phase: 'ready' };
		case 'cart_failed':
			return { ...state, error: event.error, phase: 'ready' };
		case 'leaving':
			return { ...state, phase: 'leaving' };
		case 'pay_started':
			return { ...state, error: null, phase: 'paying' };
		case 'bank_answered':
			return { ...state, phase: 'paying' };
		case 'bank_asks':
			return { ...state, clientSecret: event.clientSecret, phase: 'confirm' };
		case 'payment_failed':
			return { ...state, error: event.error, phase: 'ready' };
		case 'payment_interrupted':
			return { ...state, phase: 'ready' };
		case 'confirm_failed':
			return { ...state, error: event.error };
		case 'coupon_typed':
			return { ...state, couponText: event.text.slice(0, COUPON_MAX_LENGTH) };
		case 'coupon_checking':
			return { ...state, couponError: null };
		case 'coupon_applied':
			return { ...state, coupon: event.coupon };
		case 'coupon_refused':
			return { ...state, coupon: null, couponError: event.error };
	}
}

/** Which of the form's screens shows: a status line, the account, the bank's step or the card form. */
export function screenOf(state: CheckoutState): 'status' | 'account' | 'bank' | 'payment' {
	const { phase } = state;
	if (phase === 'checking' || phase === 'preparing' || phase === 'leaving') return 'status';
	if (phase === 'account') return 'account';
	// While the answer to the bank is being sent, its step stays on screen.
	if (phase === 'confirm' || (phase === 'paying' && state.clientSecret)) return 'bank';
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

const DAY_MS = 86_400_000;

/** The day a trial started at `now` (ms) ends, when the first payment is taken. */
export function trialEndsAt(now: number): Date {
	return new Date(now + TRIAL_DAYS * DAY_MS);
}
