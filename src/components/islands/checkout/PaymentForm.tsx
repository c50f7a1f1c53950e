import { PUBLIC_STRIPE_PUBLISHABLE_KEY } from 'astro:env/client';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { TRIAL_DAYS } from '../../../lib/contracts/plans';
import type { CheckoutMode, CheckoutOffer } from '../../../stores/checkout';
import { Button } from '../../ui/Button';
import { BillingFields } from './BillingFields';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import { SandboxCardFields } from './SandboxCardFields';
import { totalOf } from './state';
import { price, t } from './t';
import type { CheckoutForm } from './use-checkout';

// Stripe Elements only where a publishable key is configured: the sandbox build never loads it.
const StripeCardFields = lazy(() =>
	import('./StripeCardFields').then((module) => ({ default: module.StripeCardFields })),
);

interface PaymentFormProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
	form: CheckoutForm;
}

/** The order summary, the coupon (purchase), the card and the pay button. */
export function PaymentForm({ mode, offer, form }: PaymentFormProps) {
	const { phase, coupon, error, cardRef } = form;
	const headingRef = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		if (phase === 'ready') headingRef.current?.focus();
	}, [phase]);
	const paying = phase === 'paying';
	return (
		<form
			className="checkout"
			aria-labelledby="checkout-pay-title"
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				form.submitPayment();
			}}
		>
			{mode === 'trial' ? (
				<p className="checkout__step">{t('checkout.step', { step: 2 })}</p>
			) : null}
			<h2 id="checkout-pay-title" className="checkout__title" ref={headingRef} tabIndex={-1}>
				{t(`checkout.pay_title_${mode}`)}
			</h2>

			<OrderSummary mode={mode} offer={offer} coupon={coupon} />

			{mode === 'purchase' ? <CouponField form={form} /> : null}

			<BillingFields billing={form.billing} disabled={paying} />

			{PUBLIC_STRIPE_PUBLISHABLE_KEY ? (
				<Suspense fallback={<p role="status">{t('checkout.stripe_loading')}</p>}>
					<StripeCardFields
						ref={cardRef}
						publishableKey={PUBLIC_STRIPE_PUBLISHABLE_KEY}
						disabled={paying}
					/>
				</Suspense>
			) : (
				<SandboxCardFields ref={cardRef} disabled={paying} />
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
				disabled={!form.saleCode}
				loading={paying}
				loadingText={t('checkout.paying')}
			>
				{mode === 'trial'
					? t('checkout.submit_trial', { days: TRIAL_DAYS })
					: t('checkout.submit_purchase', { total: price(totalOf(offer, coupon)) })}
			</Button>
			<p className="checkout__secure">{t('checkout.secure_note')}</p>
		</form>
	);
}
