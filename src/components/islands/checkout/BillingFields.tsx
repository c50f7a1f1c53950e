import { useId } from 'react';
import { BILLING_ADDRESS_MAX_LENGTH, BILLING_NAME_MAX_LENGTH } from '../../../lib/contracts/auth';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { t } from './t';
import { billingFieldId, type BillingSection } from './use-billing';

/**
 * "Datos de facturación" in the payment form (issue #18): the fields (required for a pharmacy),
 * the account's complete details as a summary with "Cambiar", or a person's closed question
 * "¿Necesitas factura a nombre de una empresa?". Nothing until the account's details are read.
 */
export function BillingFields({
	billing,
	disabled,
}: {
	billing: BillingSection;
	disabled: boolean;
}) {
	const titleId = useId();
	const { saved, view, values, errors } = billing;
	if (saved === null) return null;

	if (view === 'summary') {
		return (
			<section className="checkout-billing" aria-labelledby={titleId}>
				<h3 id={titleId} className="checkout-billing__title">
					{t('checkout.billing_title')}
				</h3>
				<p className="checkout-billing__lead">{t('checkout.billing_summary_lead')}</p>
				<p className="checkout-billing__summary">
					<strong>{saved.billing_name}</strong>
					<span>{t('checkout.billing_summary_tax_id', { id: saved.tax_id ?? '' })}</span>
					<span>{saved.billing_address}</span>
				</p>
				<Button
					variant="secondary"
					disabled={disabled}
					aria-label={t('checkout.billing_change_label')}
					onClick={billing.open}
				>
					{t('checkout.billing_change')}
				</Button>
			</section>
		);
	}

	if (view === 'closed') {
		return (
			<div className="checkout-billing checkout-billing--optional">
				<Button
					variant="secondary"
					disabled={disabled}
					aria-expanded="false"
					onClick={billing.open}
				>
					{t('checkout.billing_ask')}
				</Button>
			</div>
		);
	}

	return (
		<fieldset className="checkout-billing" disabled={disabled} aria-describedby={`${titleId}-lead`}>
			<legend id={titleId} className="checkout-billing__title">
				{t('checkout.billing_title')}
			</legend>
			<p id={`${titleId}-lead`} className="checkout-billing__lead">
				{t(billing.required ? 'checkout.billing_lead_pharmacy' : 'checkout.billing_lead_person')}
			</p>
			<Input
				id={billingFieldId('billing_name')}
				name="billing_name"
				label={t('checkout.billing_name')}
				hint={t('checkout.billing_name_hint')}
				value={values.billing_name}
				error={errors.billing_name}
				autoComplete="organization"
				maxLength={BILLING_NAME_MAX_LENGTH}
				required
				onChange={(event) => {
					billing.type('billing_name', event.target.value);
				}}
			/>
			<Input
				id={billingFieldId('tax_id')}
				name="tax_id"
				label={t('checkout.billing_tax_id')}
				hint={t('checkout.billing_tax_id_hint')}
				value={values.tax_id}
				error={errors.tax_id}
				autoCapitalize="characters"
				spellCheck={false}
				required
				onChange={(event) => {
					billing.type('tax_id', event.target.value);
				}}
			/>
			<Input
				id={billingFieldId('billing_address')}
				name="billing_address"
				label={t('checkout.billing_address')}
				hint={t('checkout.billing_address_hint')}
				value={values.billing_address}
				error={errors.billing_address}
				autoComplete="street-address"
				maxLength={BILLING_ADDRESS_MAX_LENGTH}
				required
				onChange={(event) => {
					billing.type('billing_address', event.target.value);
				}}
			/>
			{billing.required ? null : (
				<Button variant="ghost" onClick={billing.close}>
					{t('checkout.billing_no')}
				</Button>
			)}
		</fieldset>
	);
}
