import { useEffect, useRef } from 'react';
import type { CheckoutMode, CheckoutOffer } from '../../../stores/checkout';
import { Button } from '../../ui/Button';
import { findTopModalDialog } from '../shared/overlay-hooks';
import { totalOf, trialEndsAt } from './state';
import { longDate, price, t } from './t';
import type { CheckoutForm } from './use-checkout';

interface BankStepProps {
	mode: CheckoutMode;
	offer: CheckoutOffer;
	form: CheckoutForm;
}

/**
 * The sandbox's stand-in for the bank's confirmation step (3-D Secure). A trial confirms the card
 * and charges nothing today: the text says so, and what is charged on the day the trial ends, as
 * the order summary does.
 */
export function BankStep({ mode, offer, form }: BankStepProps) {
	const { phase, answerBank } = form;
	const trial = mode === 'trial';
	const headingRef = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		if (phase !== 'confirm') return;
		const focusHeading = () => headingRef.current?.focus();
		// The loading screen is a modal dialog: until it closes the page is inert and takes no focus.
		const modal = findTopModalDialog();
		if (!modal) {
			focusHeading();
			return;
		}
		modal.addEventListener('close', focusHeading, { once: true });
		return () => {
			modal.removeEventListener('close', focusHeading);
		};
	}, [phase]);
	return (
		<section className="checkout checkout--bank" aria-labelledby="checkout-bank-title">
			<h2 id="checkout-bank-title" className="checkout__title" ref={headingRef} tabIndex={-1}>
				{t(trial ? 'checkout.bank_title_trial' : 'checkout.bank_title')}
			</h2>
			<p>
				{trial
					? t('checkout.bank_text_trial', {
							amount: price(totalOf(offer, form.coupon)),
							date: longDate(trialEndsAt(Date.now())),
						})
					: t('checkout.bank_text', { amount: price(totalOf(offer, form.coupon)) })}
			</p>
			<p className="checkout-card__note">{t('checkout.bank_sandbox_note')}</p>
			<div className="checkout__actions">
				<Button
					loading={phase === 'paying'}
					loadingText={t('checkout.paying')}
					onClick={() => {
						answerBank(true);
					}}
				>
					{t(trial ? 'checkout.bank_approve_trial' : 'checkout.bank_approve')}
				</Button>
				<Button
					variant="secondary"
					disabled={phase === 'paying'}
					onClick={() => {
						answerBank(false);
					}}
				>
					{t(trial ? 'checkout.bank_refuse_trial' : 'checkout.bank_refuse')}
				</Button>
			</div>
		</section>
	);
}
