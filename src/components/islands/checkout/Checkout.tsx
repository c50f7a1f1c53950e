/**
 * The purchase (`compra/{id}`) and free-trial (`prueba-gratis/{id}`) form (spec §2, §4): the
 * account first when there is no session (the trial's step 1/2: sign up, or log in), then the
 * order summary, the coupon (purchase), the card form and, when the bank asks for it, its
 * confirmation step. Where each ending leads is decided in src/stores/checkout.ts.
 *
 * The feature folder (issue #16): state.ts is the form's steps as a reducer, use-checkout.ts the
 * one hook that calls the API, and AccountStep, PaymentForm and BankStep only render.
 */
import checkout from 'i18n-section:checkout';
import { createTranslator } from '../../../i18n/translate';
import { formatMoney } from '../../../lib/money';
import type { CheckoutMode, CheckoutOffer } from '../../../stores/checkout';
import { AccountStep } from './AccountStep';
import { BankStep } from './BankStep';
import { PaymentForm } from './PaymentForm';
import { screenOf, totalOf } from './state';
import { useCheckout } from './use-checkout';
import './checkout.css';

const t = createTranslator({ checkout });

export interface CheckoutProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
}

const price = (minor: number) => formatMoney(minor, 'es-ES');

export default function Checkout({ mode, offer }: CheckoutProps) {
	const { state, dispatch, cardRef, submitPayment, answerBank, submitCoupon } = useCheckout(
		mode,
		offer,
	);
	const { phase } = state;

	switch (screenOf(state)) {
		case 'status':
			return (
				<p className="checkout__status" role="status">
					{t(phase === 'leaving' ? 'checkout.leaving' : 'checkout.preparing')}
				</p>
			);
		case 'account':
			return (
				<AccountStep
					mode={mode}
					offer={offer}
					view={state.accountView}
					onSwitch={() => {
						dispatch({ type: 'account_view_switched' });
					}}
					onSignedUp={() => {
						dispatch({ type: 'account_ready' });
					}}
				/>
			);
		case 'bank':
			return (
				<BankStep
					phase={phase}
					amount={price(totalOf(offer, state.coupon))}
					onAnswer={(approve) => void answerBank(approve)}
				/>
			);
		case 'payment':
			return (
				<PaymentForm
					mode={mode}
					offer={offer}
					state={state}
					dispatch={dispatch}
					cardRef={cardRef}
					price={price}
					onPay={() => void submitPayment()}
					onApplyCoupon={() => void submitCoupon()}
				/>
			);
	}
}
