import checkout from 'i18n-section:checkout';
import { createTranslator } from '../../../i18n/translate';
import type { CheckoutMode, CheckoutOffer } from '../../../stores/checkout';
import LoginForm from '../auth/LoginForm';
import { SignUpForm } from '../auth/SignUpForm';
import { signUpTypeOf, type CheckoutState } from './state';

const t = createTranslator({ checkout });

interface AccountStepProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
	view: CheckoutState['accountView'];
	onSwitch: () => void;
	onSignedUp: () => void;
}

/** Without a session: sign up (the trial's step 1/2) or, on request, log in. */
export function AccountStep({ mode, offer, view, onSwitch, onSignedUp }: AccountStepProps) {
	return (
		<section className="checkout" aria-labelledby="checkout-account-title">
			{mode === 'trial' ? (
				<p className="checkout__step">{t('checkout.step', { step: 1 })}</p>
			) : null}
			<h2 id="checkout-account-title" className="checkout__title">
				{t(view === 'signup' ? 'checkout.account_title' : 'checkout.login_title')}
			</h2>
			<p className="checkout__lead">{t(`checkout.account_lead_${mode}`)}</p>
			{view === 'signup' ? (
				<SignUpForm
					userType={signUpTypeOf(offer.licenceType)}
					submitLabel={t('checkout.account_continue')}
					showLoginLink={false}
					onSignedUp={onSignedUp}
				/>
			) : (
				<LoginForm redirectTo={null} showSignUpLink={false} />
			)}
			<p className="checkout__switch">
				{t(view === 'signup' ? 'checkout.has_account' : 'checkout.no_account')}{' '}
				<button type="button" className="auth-link-button" onClick={onSwitch}>
					{t(view === 'signup' ? 'checkout.to_login' : 'checkout.to_signup')}
				</button>
			</p>
		</section>
	);
}
