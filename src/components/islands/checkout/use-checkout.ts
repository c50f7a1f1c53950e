/**
 * The purchase and trial form's one data hook: the session check, the detour to another page,
 * the cart, the coupon, the payment and the bank's step, each answer turned into a state event
 * (src/stores/checkout.ts decides where each ending leads). The views only render `state`.
 */
import { useStore } from '@nanostores/react';
import { PUBLIC_APP_ID } from 'astro:env/client';
import checkout from 'i18n-section:checkout';
import errors from 'i18n-section:errors';
import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { createTranslator } from '../../../i18n/translate';
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
import { sessionReady } from '../../../stores/session';
import type { CardFormHandle } from './card-form';
import { checkoutReducer, initialCheckout, type CheckoutEvent, type CheckoutState } from './state';

const t = createTranslator({ checkout, errors });

export interface CheckoutApi {
	state: CheckoutState;
	dispatch: (event: CheckoutEvent) => void;
	cardRef: RefObject<CardFormHandle | null>;
	submitPayment: () => Promise<void>;
	answerBank: (approve: boolean) => Promise<void>;
	submitCoupon: () => Promise<void>;
}

export function useCheckout(mode: CheckoutMode, offer: CheckoutOffer): CheckoutApi {
	const isLoggedIn = useStore($isLoggedIn);
	const [state, dispatch] = useReducer(checkoutReducer, initialCheckout);
	const { phase, saleCode, clientSecret, coupon } = state;
	const cardRef = useRef<CardFormHandle>(null);

	useEffect(() => {
		let alive = true;
		void sessionReady().then((loggedIn) => {
			if (alive) dispatch({ type: 'session_checked', loggedIn });
		});
		return () => {
			alive = false;
		};
	}, []);

	// Logged in from the account step (sign-up or login form): on to the payment.
	useEffect(() => {
		if (phase === 'account' && isLoggedIn) dispatch({ type: 'account_ready' });
	}, [phase, isLoggedIn]);

	useEffect(() => {
		if (phase !== 'preparing') return;
		let mounted = true;
		// A function, so each await re-reads it (a narrowed variable would not be).
		const alive = () => mounted;
		void (async () => {
			const detour = await checkoutDetour(mode);
			if (!alive()) return;
			if (detour) {
				leave(detour);
				return;
			}
			const cart = await prepareCart(offer);
			if (!alive()) return;
			dispatch(
				cart.ok
					? { type: 'cart_prepared', saleCode: cart.data }
					: { type: 'cart_failed', error: cart.msg },
			);
		})();
		return () => {
			mounted = false;
		};
	}, [phase, mode, offer]);

	function leave(to: string) {
		dispatch({ type: 'leaving' });
		window.location.assign(to);
	}

	async function follow(outcome: PaymentOutcome): Promise<void> {
		if (outcome.kind === 'go') {
			leave(outcome.to);
		} else if (outcome.kind === 'confirm') {
			const card = cardRef.current;
			if (card?.confirm && saleCode) {
				// Stripe shows the bank's step itself; then the server reads the payment back.
				const confirmed = await card.confirm(outcome.clientSecret);
				if (!confirmed.ok && confirmed.message)
					dispatch({ type: 'confirm_failed', error: confirmed.message });
				await follow(await confirmPayment(mode, saleCode));
				return;
			}
			dispatch({ type: 'bank_asks', clientSecret: outcome.clientSecret });
		} else if (outcome.serious) {
			showErrorModal({ type: 'advice', title: t('errors.oops_title'), msg: outcome.message });
			dispatch({ type: 'payment_interrupted' });
		} else {
			dispatch({ type: 'payment_failed', error: outcome.message });
		}
	}

	async function submitPayment() {
		if (!saleCode || phase !== 'ready') return;
		dispatch({ type: 'pay_started' });
		const card = await cardRef.current?.createPaymentMethod();
		if (!card?.ok) {
			dispatch({ type: 'payment_failed', error: card?.message ?? t('checkout.card_check') });
			return;
		}
		await follow(await payCart(mode, saleCode, card.paymentMethodId, coupon?.code ?? null));
	}

	async function answerBank(approve: boolean) {
		if (!clientSecret || !saleCode) return;
		dispatch({ type: 'bank_answered' });
		await sandboxConfirm(clientSecret, approve);
		await follow(await confirmPayment(mode, saleCode));
	}

	async function submitCoupon() {
		const code = state.couponText.trim();
		if (code === '') return;
		dispatch({ type: 'coupon_checking' });
		const result = await applyCoupon(code, offer.lid, PUBLIC_APP_ID);
		dispatch(
			result.ok
				? { type: 'coupon_applied', coupon: { code: code.toUpperCase(), amounts: result.data } }
				: { type: 'coupon_refused', error: result.msg },
		);
	}

	return { state, dispatch, cardRef, submitPayment, answerBank, submitCoupon };
}
