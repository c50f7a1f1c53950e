/**
 * The card form of the sandbox gateway (no publishable key configured): number, expiry and CVC,
 * turned into a payment method by `POST /sandbox/paymentMethods`, as Stripe.js would. A note says
 * which test cards to use, so a demo never asks anyone for a real card.
 */
import checkout from 'i18n-section:checkout';
import { forwardRef, useId, useImperativeHandle, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { sandboxPaymentMethod } from '../../../lib/api/purchase';
import { Input } from '../../ui/Input';
import type { CardFormHandle } from './card-form';

const t = createTranslator({ checkout });

/** "12/30", "1230", "12 / 2030" → month and full year; null when it does not read as a date. */
export function parseExpiry(text: string): { month: number; year: number } | null {
	const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
	if (!match) return null;
	const month = Number(match[1]);
	const year = Number(match[2]);
	if (month < 1 || month > 12) return null;
	return { month, year: year < 100 ? 2000 + year : year };
}

/** Groups the digits in fours as people read them on the card. */
export function formatCardNumber(text: string): string {
	return text
		.replace(/\D/g, '')
		.slice(0, 19)
		.replace(/(\d{4})(?=\d)/g, '$1 ');
}

interface FieldErrors {
	number?: string | undefined;
	expiry?: string | undefined;
	cvc?: string | undefined;
}

export const SandboxCardFields = forwardRef<CardFormHandle, { disabled?: boolean }>(
	function SandboxCardFields({ disabled = false }, ref) {
		const [number, setNumber] = useState('');
		const [expiry, setExpiry] = useState('');
		const [cvc, setCvc] = useState('');
		const [errors, setErrors] = useState<FieldErrors>({});
		const noteId = useId();

		useImperativeHandle(ref, () => ({
			async createPaymentMethod() {
				const parsed = parseExpiry(expiry);
				const found: FieldErrors = {
					number:
						number.replace(/\D/g, '').length < 12 ? t('checkout.card_number_invalid') : undefined,
					expiry: parsed ? undefined : t('checkout.card_expiry_invalid'),
					cvc: /^\d{3,4}$/.test(cvc) ? undefined : t('checkout.card_cvc_invalid'),
				};
				setErrors(found);
				if (!parsed || found.number || found.cvc) {
					return { ok: false, message: t('checkout.card_check') };
				}
				const result = await sandboxPaymentMethod({
					number: number.replace(/\D/g, ''),
					exp_month: parsed.month,
					exp_year: parsed.year,
					cvc,
				});
				if (result.ok) return { ok: true, paymentMethodId: result.data.id };
				const field =
					result.result === 'card_number'
						? 'number'
						: result.result === 'card_expiry'
							? 'expiry'
							: result.result === 'card_cvc'
								? 'cvc'
								: null;
				if (field) setErrors({ [field]: result.msg });
				return { ok: false, message: result.msg };
			},
		}));

		return (
			<fieldset className="checkout-card" disabled={disabled} aria-describedby={noteId}>
				<legend className="checkout-card__legend">{t('checkout.card_legend')}</legend>
				<p id={noteId} className="checkout-card__note">
					{t('checkout.sandbox_note')}
				</p>
				<Input
					label={t('checkout.card_number')}
					value={number}
					inputMode="numeric"
					autoComplete="cc-number"
					placeholder="1234 1234 1234 1234"
					error={errors.number}
					required
					onChange={(event) => {
						setNumber(formatCardNumber(event.target.value));
					}}
				/>
				<div className="checkout-card__row">
					<Input
						label={t('checkout.card_expiry')}
						value={expiry}
						inputMode="numeric"
						autoComplete="cc-exp"
						placeholder={t('checkout.card_expiry_placeholder')}
						error={errors.expiry}
						required
						onChange={(event) => {
							setExpiry(event.target.value.slice(0, 7));
						}}
					/>
					<Input
						label={t('checkout.card_cvc')}
						value={cvc}
						inputMode="numeric"
						autoComplete="cc-csc"
						placeholder="123"
						error={errors.cvc}
						required
						onChange={(event) => {
							setCvc(event.target.value.replace(/\D/g, '').slice(0, 4));
						}}
					/>
				</div>
			</fieldset>
		);
	},
);
