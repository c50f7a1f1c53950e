/**
 * The purchase (`compra/{id}`) and free-trial (`prueba-gratis/{id}`) form (spec §2, §4): the
 * account first when there is no session (the trial's step 1/2: sign up, or log in), then the
 * order summary, the coupon (purchase), the card form and, when the bank asks for it, its
 * confirmation step. Where each ending leads is decided in src/stores/checkout.ts.
 */
import { useStore } from '@nanostores/react';
import { PUBLIC_APP_ID, PUBLIC_STRIPE_PUBLISHABLE_KEY } from 'astro:env/client';
import checkout from 'i18n-section:checkout';
import errors from 'i18n-section:errors';
import { lazy, Suspense, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { applyCoupon, sandboxConfirm } from '../../../lib/api/purchase';
import type { CouponApplication } from '../../../lib/contracts/purchase';
import { formatMoney } from '../../../lib/money';
import { TRIAL_DAYS } from '../../../lib/contracts/plans';
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
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import LoginForm from '../auth/LoginForm';
import { SignUpForm } from '../auth/SignUpForm';
import type { CardFormHandle } from './card-form';
import { SandboxCardFields } from './SandboxCardFields';
import './checkout.css';

const t = createTranslator({ checkout, errors });

// Stripe Elements only where a publishable key is configured: the sandbox build never loads it.
const StripeCardFields = lazy(() =>
	import('./StripeCardFields').then((module) => ({ default: module.StripeCardFields })),
);

export interface CheckoutProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
}

type Phase = 'checking' | 'account' | 'preparing' | 'ready' | 'paying' | 'confirm' | 'leaving';

const DAY_MS = 86_400_000;

export default function Checkout({ mode, offer }: CheckoutProps) {
	const isLoggedIn = useStore($isLoggedIn);
	const [phase, setPhase] = useState<Phase>('checking');
	const [accountView, setAccountView] = useState<'signup' | 'login'>('signup');
	const [saleCode, setSaleCode] = useState<string | null>(null);
	const [error, setError] = useState<string | null>(null);
	const [couponText, setCouponText] = useState('');
	const [couponError, setCouponError] = useState<string | null>(null);
	const [coupon, setCoupon] = useState<{ code: string; amounts: CouponApplication } | null>(null);
	const [clientSecret, setClientSecret] = useState<string | null>(null);
	const cardRef = useRef<CardFormHandle>(null);
	const headingRef = useRef<HTMLHeadingElement>(null);

	useEffect(() => {
		let alive = true;
		void sessionReady().then((loggedIn) => {
			if (alive) setPhase(loggedIn ? 'preparing' : 'account');
		});
		return () => {
			alive = false;
		};
	}, []);

	// Logged in from the account step (sign-up or login form): on to the payment.
	useEffect(() => {
		if (phase === 'account' && isLoggedIn) setPhase('preparing');
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
			if (cart.ok) setSaleCode(cart.data);
			else setError(cart.msg);
			setPhase('ready');
		})();
		return () => {
			mounted = false;
		};
	}, [phase, mode, offer]);

	useEffect(() => {
		if (phase === 'ready' || phase === 'confirm') headingRef.current?.focus();
	}, [phase]);

	function leave(to: string) {
		setPhase('leaving');
		window.location.assign(to);
	}

	async function follow(outcome: PaymentOutcome) {
		if (outcome.kind === 'go') {
			leave(outcome.to);
			return;
		}
		if (outcome.kind === 'confirm') {
			const card = cardRef.current;
			if (card?.confirm && saleCode) {
				// Stripe shows the bank's step itself; then the server reads the payment back.
				const confirmed = await card.confirm(outcome.clientSecret);
				if (!confirmed.ok && confirmed.message) setError(confirmed.message);
				await follow(await confirmPayment(mode, saleCode));
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
		}
		setPhase('ready');
	}

	async function submitPayment(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (!saleCode || phase !== 'ready') return;
		setError(null);
		setPhase('paying');
		const card = await cardRef.current?.createPaymentMethod();
		if (!card?.ok) {
			setError(card?.message ?? t('checkout.card_check'));
			setPhase('ready');
			return;
		}
		await follow(await payCart(mode, saleCode, card.paymentMethodId, coupon?.code ?? null));
	}

	async function answerBank(approve: boolean) {
		if (!clientSecret || !saleCode) return;
		setPhase('paying');
		await sandboxConfirm(clientSecret, approve);
		await follow(await confirmPayment(mode, saleCode));
	}

	async function submitCoupon() {
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

	const price = (minor: number) => formatMoney(minor, 'es-ES');
	const periodText = t(offer.per === 1 ? 'checkout.per_year' : 'checkout.per_month', {
		price: price(offer.price),
	});

	if (phase === 'checking' || phase === 'preparing' || phase === 'leaving') {
		return (
			<p className="checkout__status" role="status">
				{t(phase === 'leaving' ? 'checkout.leaving' : 'checkout.preparing')}
			</p>
		);
	}

	if (phase === 'account') {
		return (
			<section className="checkout" aria-labelledby="checkout-account-title">
				{mode === 'trial' ? (
					<p className="checkout__step">{t('checkout.step', { step: 1 })}</p>
				) : null}
				<h2 id="checkout-account-title" className="checkout__title">
					{t(accountView === 'signup' ? 'checkout.account_title' : 'checkout.login_title')}
				</h2>
				<p className="checkout__lead">{t(`checkout.account_lead_${mode}`)}</p>
				{accountView === 'signup' ? (
					<SignUpForm
						userType={
							offer.licenceType === 1 || offer.licenceType === 2 || offer.licenceType === 3
								? offer.licenceType
								: undefined
						}
						submitLabel={t('checkout.account_continue')}
						showLoginLink={false}
						onSignedUp={() => {
							setPhase('preparing');
						}}
					/>
				) : (
					<LoginForm redirectTo={null} showSignUpLink={false} />
				)}
				<p className="checkout__switch">
					{t(accountView === 'signup' ? 'checkout.has_account' : 'checkout.no_account')}{' '}
					<button
						type="button"
						className="auth-link-button"
						onClick={() => {
							setAccountView(accountView === 'signup' ? 'login' : 'signup');
						}}
					>
						{t(accountView === 'signup' ? 'checkout.to_login' : 'checkout.to_signup')}
					</button>
				</p>
			</section>
		);
	}

	if (phase === 'confirm' || (phase === 'paying' && clientSecret)) {
		return (
			<section className="checkout checkout--bank" aria-labelledby="checkout-bank-title">
				<h2 id="checkout-bank-title" className="checkout__title" ref={headingRef} tabIndex={-1}>
					{t('checkout.bank_title')}
				</h2>
				<p>
					{t('checkout.bank_text', { amount: price(coupon?.amounts.amountTotal ?? offer.price) })}
				</p>
				<p className="checkout-card__note">{t('checkout.bank_sandbox_note')}</p>
				<div className="checkout__actions">
					<Button
						loading={phase === 'paying'}
						loadingText={t('checkout.paying')}
						onClick={() => void answerBank(true)}
					>
						{t('checkout.bank_approve')}
					</Button>
					<Button
						variant="secondary"
						disabled={phase === 'paying'}
						onClick={() => void answerBank(false)}
					>
						{t('checkout.bank_refuse')}
					</Button>
				</div>
			</section>
		);
	}

	const trialEnds = new Date(Date.now() + TRIAL_DAYS * DAY_MS);
	const total = coupon?.amounts.amountTotal ?? offer.price;
	return (
		<form
			className="checkout"
			aria-labelledby="checkout-pay-title"
			noValidate
			onSubmit={(event) => void submitPayment(event)}
		>
			{mode === 'trial' ? (
				<p className="checkout__step">{t('checkout.step', { step: 2 })}</p>
			) : null}
			<h2 id="checkout-pay-title" className="checkout__title" ref={headingRef} tabIndex={-1}>
				{t(`checkout.pay_title_${mode}`)}
			</h2>

			<dl className="checkout-summary" aria-label={t('checkout.summary_label')}>
				<div>
					<dt>{t('checkout.summary_plan')}</dt>
					<dd>{offer.name}</dd>
				</div>
				{mode === 'trial' ? (
					<>
						<div>
							<dt>{t('checkout.summary_today')}</dt>
							<dd>{price(0)}</dd>
						</div>
						<div>
							<dt>{t('checkout.summary_after_trial', { date: DATE_FORMAT.format(trialEnds) })}</dt>
							<dd>{periodText}</dd>
						</div>
					</>
				) : (
					<>
						<div>
							<dt>{t('checkout.summary_subtotal')}</dt>
							<dd>{price(coupon?.amounts.amountSubtotal ?? offer.price)}</dd>
						</div>
						{coupon ? (
							<div>
								<dt>
									{t('checkout.summary_discount', {
										code: coupon.code,
										percent: coupon.amounts.percentOff,
									})}
								</dt>
								<dd>−{price(coupon.amounts.amountDiscount)}</dd>
							</div>
						) : null}
						<div className="checkout-summary__total">
							<dt>{t('checkout.summary_total')}</dt>
							<dd>{price(total)}</dd>
						</div>
					</>
				)}
			</dl>
			<p className="checkout__renewal">
				{t(`checkout.renewal_${offer.per === 1 ? 'annual' : 'monthly'}`)}
			</p>

			{mode === 'purchase' ? (
				<div className="checkout-coupon">
					<Input
						label={t('checkout.coupon_label')}
						value={couponText}
						autoCapitalize="characters"
						error={couponError ?? undefined}
						hint={coupon ? t('checkout.coupon_applied', { code: coupon.code }) : undefined}
						onChange={(event) => {
							setCouponText(event.target.value.slice(0, 40));
						}}
						onKeyDown={(event) => {
							// Enter in the coupon field applies it instead of paying.
							if (event.key === 'Enter') {
								event.preventDefault();
								void submitCoupon();
							}
						}}
					/>
					<Button
						variant="secondary"
						disabled={couponText.trim() === ''}
						onClick={() => void submitCoupon()}
					>
						{t('checkout.coupon_apply')}
					</Button>
				</div>
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
				disabled={!saleCode}
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

const DATE_FORMAT = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });
