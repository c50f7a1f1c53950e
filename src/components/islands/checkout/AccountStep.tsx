import type { CheckoutMode, CheckoutOffer } from '../../../stores/checkout';
import LoginForm from '../auth/LoginForm';
import { SignUpForm } from '../auth/SignUpForm';
import { signUpTypeOf } from './state';
import { t } from './t';
import type { CheckoutForm } from './use-checkout';

interface AccountStepProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
	form: CheckoutForm;
}

/** Without a session: sign up (the trial's step 1/2) or, on request, log in. */
export function AccountStep({ mode, offer, form }: AccountStepProps) {
	const signUp = form.accountView === 'signup';
	return (
		<section className="checkout" aria-labelledby="checkout-account-title">
			{mode === 'trial' ? (
				<p className="checkout__step">{t('checkout.step', { step: 1 })}</p>
			) : null}
			<h2 id="checkout-account-title" className="checkout__title">
				{t(signUp ? 'checkout.account_title' : 'checkout.login_title')}
			</h2>
			<p className="checkout__lead">{t(`checkout.account_lead_${mode}`)}</p>
			{signUp ? (
				<SignUpForm
					userType={signUpTypeOf(offer.licenceType)}
					submitLabel={t('checkout.account_continue')}
					showLoginLink={false}
					onSignedUp={form.accountReady}
				/>
			) : (
				<LoginForm redirectTo={null} showSignUpLink={false} />
			)}
			<p className="checkout__switch">
				{t(signUp ? 'checkout.has_account' : 'checkout.no_account')}{' '}
				<button type="button" className="auth-link-button" onClick={form.switchAccountView}>
					{t(signUp ? 'checkout.to_login' : 'checkout.to_signup')}
				</button>
			</p>
		</section>
	);
}
