/**
 * The purchase and trial form's one data hook: the session check, the detour to another page,
 * the cart, the coupon, the payment and the bank's step (src/stores/checkout.ts decides where
 * each ending leads). The views only render what it returns and call its actions.
 */
import { useStore } from '@nanostores/react';
import { PUBLIC_APP_ID } from 'astro:env/client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { applyCoupon, sandboxConfirm } from '../../../lib/api/purchase';
import { $isLoggedIn } from '../../../stores/auth';
import {
	checkoutDetour,
	confirmPayment,
	payCart,
	prepareCart,
	type CheckoutMode,
	type CheckoutOffer,
	type PaymentOutcome,
} from '../../../stores/checkout';
import { showErrorModal } from '../../../stores/overlays-error';
import {
	hideLoadingScreen,
	resetLoadingScreen,
	showLoadingScreen,
} from '../../../stores/overlays-loading';
import { sessionReady } from '../../../stores/session';
import type { CardFormHandle } from './card-form';
import { COUPON_MAX_LENGTH, type AppliedCoupon, type Phase } from './state';
import { t } from './t';
import { useBilling, type BillingSection } from './use-billing';

export interface CheckoutForm {
	phase: Phase;
	/** The account step offers the sign-up first, the login on request. */
	accountView: 'signup' | 'login';
	/** The server's cart for this offer; null until prepared (or when that failed). */
	saleCode: string | null;
	/**
	 * The offer as the server sells it now: the page's, with the price the cart answered (a page
	 * built before a price change still shows the old one until the site is published again).
	 */
	offer: CheckoutOffer;
	error: string | null;
	couponText: string;
	couponError: string | null;
	coupon: AppliedCoupon | null;
	/** Set when the sandbox bank asks to confirm the payment. */
	clientSecret: string | null;
	cardRef: RefObject<CardFormHandle | null>;
	/** Who the invoices are made out to (issue #18). */
	billing: BillingSection;
	/** Signed up or logged in on the account step: on to the payment. */
	accountReady: () => void;
	switchAccountView: () => void;
	typeCoupon: (text: string) => void;
	submitCoupon: () => void;
	submitPayment: () => void;
	answerBank: (approve: boolean) => void;
}

/** Phases in which nobody may be logged in yet (or the page is being left). */
const SESSIONLESS: readonly Phase[] = ['checking', 'account', 'leaving'];

/** The session check: the account step without a session, the cart once someone is logged in. */
function useSessionStart(phase: Phase, setPhase: (phase: Phase) => void): void {
	const isLoggedIn = useStore($isLoggedIn);
	useEffect(() => {
		let alive = true;
		void sessionReady().then((loggedIn) => {
			if (alive) setPhase(loggedIn ? 'preparing' : 'account');
		});
		return () => {
			alive = false;
		};
	}, [setPhase]);

	// Logged in from the account step (sign-up or login form): on to the payment.
	useEffect(() => {
		if (phase === 'account' && isLoggedIn) setPhase('preparing');
	}, [phase, isLoggedIn, setPhase]);
}

export function useCheckout(mode: CheckoutMode, offer: CheckoutOffer): CheckoutForm {
	const [phase, setPhase] = useState<Phase>('checking');
	const [accountView, setAccountView] = useState<'signup' | 'login'>('signup');
	const [cart, setCart] = useState<{ saleCode: string; priceMinor: number } | null>(null);
	const saleCode = cart?.saleCode ?? null;
	const priceMinor = cart?.priceMinor ?? offer.price;
	const [error, setError] = useState<string | null>(null);
	const couponField = useCoupon(offer);
	const { coupon } = couponField;
	const [clientSecret, setClientSecret] = useState<string | null>(null);
	const cardRef = useRef<CardFormHandle>(null);
	// The account's billing details are read once someone is logged in.
	const billing = useBilling(offer.licenceType, !SESSIONLESS.includes(phase));

	useSessionStart(phase, setPhase);

	useEffect(() => {
		if (phase !== 'preparing') return;
		let mounted = true;
		// A function, so each await re-reads it (a narrowed variable would not be).
		const alive = () => mounted;
		void (async () => {
			const detour = await checkoutDetour(mode, offer);
			if (!alive()) return;
			if (detour) {
				leave(detour);
				return;
			}
			const prepared = await prepareCart(offer);
			if (!alive()) return;
			if (prepared.ok) setCart(prepared.data);
			else setError(prepared.msg);
			setPhase('ready');
		})();
		return () => {
			mounted = false;
		};
	}, [phase, mode, offer]);

	function leave(to: string) {
		setPhase('leaving');
		window.location.assign(to);
	}

	async function follow(outcome: PaymentOutcome): Promise<void> {
		if (outcome.kind === 'go') {
			leave(outcome.to);
			return;
		}
		(outcome.kind === 'confirm' ? resetLoadingScreen : hideLoadingScreen)();
		if (outcome.kind === 'confirm') {
			const card = cardRef.current;
			if (card?.confirm && saleCode) {
				// Stripe shows the bank's step itself; then the server reads the payment back.
				const confirmed = await card.confirm(outcome.clientSecret);
				if (!confirmed.ok && confirmed.message) setError(confirmed.message);
				await follow(await whileWaiting(confirmPayment(mode, saleCode)));
				return;
			}
			setClientSecret(outcome.clientSecret);
			setPhase('confirm');
			return;
		}
		if (outcome.serious) {
			showErrorModal({ type: 'advice', title: t('errors.oops_title'), msg: outcome.message });
		} else {
			setError(outcome.message);
			if (outcome.billing) billing.ask();
		}
		setPhase('ready');
	}

	async function pay() {
		if (!saleCode || phase !== 'ready') return;
		setError(null);
		// The invoice's details first: a wrong CIF is fixed before the card is read.
		const checked = billing.check();
		if (!checked.ok) {
			setError(t('checkout.billing_check'));
			return;
		}
		setPhase('paying');
		const card = await cardRef.current?.createPaymentMethod();
		if (!card?.ok) {
			setError(card?.message ?? t('checkout.card_check'));
			setPhase('ready');
			return;
		}
		const couponCode = coupon?.code ?? null;
		const paying = payCart(mode, saleCode, card.paymentMethodId, couponCode, checked.billing);
		await follow(await whileWaiting(paying));
	}

	async function answer(approve: boolean) {
		if (!clientSecret || !saleCode) return;
		setPhase('paying');
		await whileWaiting(sandboxConfirm(clientSecret, approve));
		await follow(await confirmPayment(mode, saleCode));
	}

	return {
		phase,
		accountView,
		saleCode,
		offer: priceMinor === offer.price ? offer : { ...offer, price: priceMinor },
		error,
		...couponField,
		clientSecret,
		cardRef,
		billing,
		accountReady: () => {
			setPhase('preparing');
		},
		switchAccountView: () => {
			setAccountView(accountView === 'signup' ? 'login' : 'signup');
		},
		submitPayment: () => void pay(),
		answerBank: (approve) => void answer(approve),
	};
}

/**
 * The loading screen (spec §4) while the payment is confirmed and the plan activated, kept up
 * through the redirect to the thanks page: seconds in which the form must not be used again. An
 * error hides it (after spec §4's delay); the bank's step at once, as it takes the focus, which a
 * modal still open would refuse.
 */
function whileWaiting<T>(call: Promise<T>): Promise<T> {
	showLoadingScreen({ texts: [t('checkout.paying'), t('checkout.activating')] });
	return call;
}

/** The purchase's coupon: what is typed, and what the server said of it (amounts or why not). */
function useCoupon(offer: CheckoutOffer) {
	const [couponText, setCouponText] = useState('');
	const [couponError, setCouponError] = useState<string | null>(null);
	const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);

	async function apply() {
		const code = couponText.trim();
		if (code === '') return;
		setCouponError(null);
		const result = await applyCoupon(code, offer.lid, PUBLIC_APP_ID);
		if (result.ok) setCoupon({ code: code.toUpperCase(), amounts: result.data });
		else {
			setCoupon(null);
			setCouponError(result.msg);
		}
	}

	return {
		couponText,
		couponError,
		coupon,
		typeCoupon: (text: string) => {
			setCouponText(text.slice(0, COUPON_MAX_LENGTH));
		},
		submitCoupon: () => void apply(),
	};
}
