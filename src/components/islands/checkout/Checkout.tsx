/**
 * The purchase (`compra/{id}`) and free-trial (`prueba-gratis/{id}`) form (spec §2, §4): the
 * account first when there is no session (the trial's step 1/2: sign up, or log in), then the
 * order summary, the coupon (purchase), the card form and, when the bank asks for it, its
 * confirmation step. Where each ending leads is decided in src/stores/checkout.ts.
 *
 * The feature folder (issue #16): state.ts holds the form's decisions, use-checkout.ts is the one
 * hook that calls the API, and AccountStep, PaymentForm and BankStep only render.
 */
import type { CheckoutMode, CheckoutOffer } from '../../../stores/checkout';
import { AccountStep } from './AccountStep';
import { BankStep } from './BankStep';
import './checkout.css';
import { PaymentForm } from './PaymentForm';
import { screenOf } from './state';
import { t } from './t';
import { useCheckout } from './use-checkout';

export interface CheckoutProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
}

export default function Checkout({ mode, offer }: CheckoutProps) {
	const form = useCheckout(mode, offer);
	switch (screenOf(form.phase, form.clientSecret)) {
		case 'status':
			return (
				<p className="checkout__status" role="status">
					{t(form.phase === 'leaving' ? 'checkout.leaving' : 'checkout.preparing')}
				</p>
			);
		case 'account':
			return <AccountStep mode={mode} offer={form.offer} form={form} />;
		case 'bank':
			return <BankStep mode={mode} offer={form.offer} form={form} />;
		case 'payment':
			return <PaymentForm mode={mode} offer={form.offer} form={form} />;
	}
}
