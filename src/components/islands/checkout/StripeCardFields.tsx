/**
 * The card form with Stripe Elements (ARCHITECTURE decision 10), used when a publishable key is
 * configured: the card number is typed into Stripe's own frame and never reaches our servers.
 * Stripe.js is fetched only here (`@stripe/stripe-js/pure`), so the sandbox build and every other
 * page never load it; the bank's 3-D Secure step is Stripe's own dialog.
 */
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import checkout from 'i18n-section:checkout';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import type { CardFormHandle } from './card-form';

const t = createTranslator({ checkout });

export const StripeCardFields = forwardRef<
	CardFormHandle,
	{ publishableKey: string; disabled?: boolean }
>(function StripeCardFields({ publishableKey, disabled = false }, ref) {
	const mountRef = useRef<HTMLDivElement>(null);
	const stripeRef = useRef<Stripe | null>(null);
	const cardRef = useRef<StripeCardElement | null>(null);
	const [error, setError] = useState<string | null>(null);
	const [loaded, setLoaded] = useState(false);
	const labelId = useId();

	useEffect(() => {
		let cancelled = false;
		void loadStripe(publishableKey, { locale: 'es' }).then((stripe) => {
			if (cancelled || !stripe || !mountRef.current) return;
			stripeRef.current = stripe;
			const card = stripe.elements({ locale: 'es' }).create('card', { hidePostalCode: true });
			card.on('change', (event) => {
				setError(event.error?.message ?? null);
			});
			card.mount(mountRef.current);
			cardRef.current = card;
			setLoaded(true);
		});
		return () => {
			cancelled = true;
			cardRef.current?.destroy();
		};
	}, [publishableKey]);

	useEffect(() => {
		cardRef.current?.update({ disabled });
	}, [disabled]);

	useImperativeHandle(ref, () => ({
		async createPaymentMethod() {
			const stripe = stripeRef.current;
			const card = cardRef.current;
			if (!stripe || !card) return { ok: false, message: t('checkout.stripe_loading') };
			const result = await stripe.createPaymentMethod({ type: 'card', card });
			if (result.error)
				return { ok: false, message: result.error.message ?? t('checkout.card_check') };
			return { ok: true, paymentMethodId: result.paymentMethod.id };
		},
		async confirm(clientSecret) {
			const stripe = stripeRef.current;
			if (!stripe) return { ok: false, message: t('checkout.stripe_loading') };
			// A trial saves the card (SetupIntent, `seti_…`); a purchase pays (PaymentIntent).
			const result = clientSecret.startsWith('seti_')
				? await stripe.confirmCardSetup(clientSecret)
				: await stripe.confirmCardPayment(clientSecret);
			return result.error
				? { ok: false, ...(result.error.message ? { message: result.error.message } : {}) }
				: { ok: true };
		},
	}));

	return (
		<div className="checkout-card">
			<p id={labelId} className="checkout-card__legend">
				{t('checkout.card_legend')}
			</p>
			<div
				ref={mountRef}
				className="checkout-card__stripe"
				role="group"
				aria-labelledby={labelId}
				aria-busy={!loaded}
			/>
			{error ? (
				<p className="ui-field__error" role="alert">
					{error}
				</p>
			) : null}
		</div>
	);
});
