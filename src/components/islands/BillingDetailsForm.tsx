/**
 * "Datos de facturación" in /mi-perfil (issue #18): who the person's next invoices are made out
 * to, a pharmacy or company name, its NIF/CIF and fiscal address, all optional (their own name is
 * used otherwise). Shown once the page's session check says someone is logged in, with what is
 * saved; checked with the schema the API uses; a toast says the next invoices will carry it.
 */
import billing from 'i18n-section:billing';
import { createTranslator } from '../../i18n/translate';
import { getBillingDetails, updateBillingDetails } from '../../lib/api/auth';
import {
	BILLING_ADDRESS_MAX_LENGTH,
	BILLING_NAME_MAX_LENGTH,
	BillingDetailsBody,
	type BillingDetails,
} from '../../lib/contracts/auth';
import { showToast } from '../../stores/toasts';
import { Input } from '../ui/Input';
import { FormErrorSummary, SubmitError } from './forms/FormMessages';
import { SchemaForm, SubmitButton } from './forms/SchemaForm';
import { useOwnAccountData } from './forms/use-own-account-data';
import { useSchemaForm } from './forms/use-schema-form';

/** Its own section of es.json: the browser's global catalogue does not carry it (ADR 002). */
const t = createTranslator({ billing });

export default function BillingDetailsForm() {
	const [state, saved] = useOwnAccountData(() => getBillingDetails());
	if (state.phase === 'loading') return null;
	return (
		<section className="landing-form-card own-password" aria-labelledby="billing-title">
			<h2 id="billing-title" className="own-password__title">
				{t('billing.title')}
			</h2>
			<p className="own-password__lead">{t('billing.lead')}</p>
			{state.phase === 'ready' ? (
				<BillingForm
					key={state.version}
					details={state.data}
					onSaved={(details) => {
						showToast({ text: t('billing.saved'), type: 'success', icon: 'check' });
						saved(details);
					}}
				/>
			) : (
				<p role="alert">{state.message}</p>
			)}
		</section>
	);
}

function BillingForm({
	details,
	onSaved,
}: {
	details: BillingDetails;
	onSaved: (details: BillingDetails) => void;
}) {
	const form = useSchemaForm({
		schema: BillingDetailsBody,
		initialValues: {
			billing_name: details.billing_name ?? '',
			tax_id: details.tax_id ?? '',
			billing_address: details.billing_address ?? '',
		},
		send: (payload) => updateBillingDetails(payload),
		onSent: (_payload, saved) => {
			onSaved(saved);
		},
	});
	return (
		<SchemaForm form={form} className="landing-form" label={t('billing.form_label')}>
			<FormErrorSummary count={form.errorCount} />
			<Input
				{...form.text('billing_name')}
				label={t('billing.name')}
				hint={t('billing.name_hint')}
				autoComplete="organization"
				maxLength={BILLING_NAME_MAX_LENGTH}
			/>
			<Input
				{...form.text('tax_id')}
				label={t('billing.tax_id')}
				hint={t('billing.tax_id_hint')}
				autoCapitalize="characters"
				spellCheck={false}
			/>
			<Input
				{...form.text('billing_address')}
				label={t('billing.address')}
				hint={t('billing.address_hint')}
				autoComplete="street-address"
				maxLength={BILLING_ADDRESS_MAX_LENGTH}
			/>
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status === 'sending'}
				loadingText={t('billing.sending')}
			>
				{t('billing.submit')}
			</SubmitButton>
		</SchemaForm>
	);
}
