import { useEffect, useRef } from 'react';
import type { CheckoutOffer } from '../../../stores/checkout';
import { Button } from '../../ui/Button';
import { totalOf } from './state';
import { price, t } from './t';
import type { CheckoutForm } from './use-checkout';

/** The sandbox's stand-in for the bank's confirmation step (3-D Secure). */
export function BankStep({ offer, form }: { offer: CheckoutOffer; form: CheckoutForm }) {
	const { phase, answerBank } = form;
	const headingRef = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		if (phase === 'confirm') headingRef.current?.focus();
	}, [phase]);
	return (
		<section className="checkout checkout--bank" aria-labelledby="checkout-bank-title">
			<h2 id="checkout-bank-title" className="checkout__title" ref={headingRef} tabIndex={-1}>
				{t('checkout.bank_title')}
			</h2>
			<p>{t('checkout.bank_text', { amount: price(totalOf(offer, form.coupon)) })}</p>
			<p className="checkout-card__note">{t('checkout.bank_sandbox_note')}</p>
			<div className="checkout__actions">
				<Button
					loading={phase === 'paying'}
					loadingText={t('checkout.paying')}
					onClick={() => {
						answerBank(true);
					}}
				>
					{t('checkout.bank_approve')}
				</Button>
				<Button
					variant="secondary"
					disabled={phase === 'paying'}
					onClick={() => {
						answerBank(false);
					}}
				>
					{t('checkout.bank_refuse')}
				</Button>
			</div>
		</section>
	);
}
