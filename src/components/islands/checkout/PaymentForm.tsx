import { PUBLIC_STRIPE_PUBLISHABLE_KEY } from 'astro:env/client';
import checkout from 'i18n-section:checkout';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { TRIAL_DAYS } from '../../../lib/schemas/plans';
import type { CheckoutMode, CheckoutOffer } from '../../../stores/checkout';
import { Button } from '../../ui/Button';
import type { CardFormHandle } from './card-form';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import { SandboxCardFields } from './SandboxCardFields';
import { totalOf, type CheckoutEvent, type CheckoutState } from './state';

const t = createTranslator({ checkout });

// Stripe Elements only where a publishable key is configured: the sandbox build never loads it.
const StripeCardFields = lazy(() =>
	import('./StripeCardFields').then((module) => ({ default: module.StripeCardFields })),
);

interface PaymentFormProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
	state: CheckoutState;
	dispatch: (event: CheckoutEvent) => void;
	cardRef: RefObject<CardFormHandle | null>;
	price: (minor: number) => string;
	onPay: () => void;
	onApplyCoupon: () => void;
}

/** The order summary, the coupon (purchase), the card and the pay button. */
export function PaymentForm(props: PaymentFormProps) {
	const { mode, offer, state, dispatch, cardRef, price, onPay, onApplyCoupon } = props;
	const { phase, coupon, error } = state;
	const headingRef = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		if (phase === 'ready') headingRef.current?.focus();
	}, [phase]);
	const total = totalOf(offer, coupon);
	return (
		<form
			className="checkout"
			aria-labelledby="checkout-pay-title"
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				onPay();
			}}
		>
			{mode === 'trial' ? (
				<p className="checkout__step">{t('checkout.step', { step: 2 })}</p>
			) : null}
			<h2 id="checkout-pay-title" className="checkout__title" ref={headingRef} tabIndex={-1}>
				{t(`checkout.pay_title_${mode}`)}
			</h2>

			<OrderSummary mode={mode} offer={offer} coupon={coupon} price={price} />

			{mode === 'purchase' ? (
				<CouponField
					text={state.couponText}
					error={state.couponError}
					coupon={coupon}
					onType={(text) => {
						dispatch({ type: 'coupon_typed', text });
					}}
					onApply={onApplyCoupon}
				/>
			) : null}

			{PUBLIC_STRIPE_PUBLISHABLE_KEY ? (
				<Suspense fallback={<p role="status">{t('checkout.stripe_loading')}</p>}>
					<StripeCardFields
						ref={cardRef}
						publishableKey={PUBLIC_STRIPE_PUBLISHABLE_KEY}
						disabled={phase === 'paying'}
					/>
				</Suspense>
			) : (
				<SandboxCardFields ref={cardRef} disabled={phase === 'paying'} />
			)}

			{error ? (
				<p className="checkout__error" role="alert">
					{error}
				</p>
			) : null}
			<Button
				type="submit"
				size="lg"
				fullWidth
				disabled={!state.saleCode}
				loading={phase === 'paying'}
				loadingText={t('checkout.paying')}
			>
				{mode === 'trial'
					? t('checkout.submit_trial', { days: TRIAL_DAYS })
					: t('checkout.submit_purchase', { total: price(total) })}
			</Button>
			<p className="checkout__secure">{t('checkout.secure_note')}</p>
		</form>
	);
}
