import checkout from 'i18n-section:checkout';
import { useEffect, useRef } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { Button } from '../../ui/Button';
import type { Phase } from './state';

const t = createTranslator({ checkout });

interface BankStepProps {
	phase: Phase;
	/** The amount the bank asks about, formatted. */
	amount: string;
	onAnswer: (approve: boolean) => void;
}

/** The sandbox's stand-in for the bank's confirmation step (3-D Secure). */
export function BankStep({ phase, amount, onAnswer }: BankStepProps) {
	const headingRef = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		if (phase === 'confirm') headingRef.current?.focus();
	}, [phase]);
	return (
		<section className="checkout checkout--bank" aria-labelledby="checkout-bank-title">
			<h2 id="checkout-bank-title" className="checkout__title" ref={headingRef} tabIndex={-1}>
				{t('checkout.bank_title')}
			</h2>
			<p>{t('checkout.bank_text', { amount })}</p>
			<p className="checkout-card__note">{t('checkout.bank_sandbox_note')}</p>
			<div className="checkout__actions">
				<Button
					loading={phase === 'paying'}
					loadingText={t('checkout.paying')}
					onClick={() => {
						onAnswer(true);
					}}
				>
					{t('checkout.bank_approve')}
				</Button>
				<Button
					variant="secondary"
					disabled={phase === 'paying'}
					onClick={() => {
						onAnswer(false);
					}}
				>
					{t('checkout.bank_refuse')}
				</Button>
			</div>
		</section>
	);
}
