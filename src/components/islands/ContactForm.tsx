/**
 * The general contact form (spec §2 `contacto`): name, optional last name, email, optional phone
 * and the message; accepting the terms and the privacy policy is required and the newsletter is
 * optional (spec §5). Checked by the same schema as `POST /crm/contact`; once sent, the visitor
 * goes to `/fin-contacto`.
 */
import { sendContact } from '../../lib/api/crm';
import { CONTACT_MESSAGE_MAX_LENGTH, ContactBody } from '../../lib/contracts/crm';
import { t } from '../../i18n';
import { Checkbox } from '../ui/Checkbox';
import { Textarea } from '../ui/Input';
import { EmailField, NameFields, PhoneField } from './forms/ContactFields';
import { FormErrorSummary, SubmitError } from './forms/FormMessages';
import { SchemaForm, SubmitButton } from './forms/SchemaForm';
import { TermsCheckbox } from './forms/TermsLabel';
import { useSchemaForm } from './forms/use-schema-form';

export const CONTACT_DONE_PATH = '/fin-contacto';

export interface ContactFormProps {
	/** Where to go once the message is stored. */
	donePath?: string | undefined;
}

export default function ContactForm({ donePath = CONTACT_DONE_PATH }: ContactFormProps) {
	const form = useSchemaForm({
		schema: ContactBody,
		initialValues: {
			f_name: '',
			l_name: '',
			email: '',
			phone: '',
			msg: '',
			terms: false,
			newsletter: false,
		},
		send: (payload) => sendContact(payload),
		onSent: () => {
			window.location.assign(donePath);
		},
	});
	const optional = t('landings.form.optional');

	return (
		<SchemaForm form={form} className="landing-form" label={t('landings.contact.form_label')}>
			<FormErrorSummary count={form.errorCount} />
			<NameFields
				given={{ ...form.text('f_name'), label: t('landings.contact.first_name') }}
				family={{ ...form.text('l_name'), label: `${t('landings.contact.last_name')} ${optional}` }}
			/>
			<EmailField
				{...form.text('email')}
				label={t('landings.contact.email')}
				hint={t('landings.contact.email_hint')}
			/>
			<PhoneField
				{...form.text('phone')}
				label={`${t('landings.contact.phone')} ${optional}`}
				hint={t('landings.contact.phone_hint')}
			/>
			<Textarea
				{...form.text('msg')}
				label={t('landings.contact.message')}
				maxLength={CONTACT_MESSAGE_MAX_LENGTH}
				counterLabel={(count, max) => t('landings.form.counter', { count, max })}
				rows={5}
				required
			/>
			<TermsCheckbox {...form.checkbox('terms')} />
			<Checkbox {...form.checkbox('newsletter')} label={t('landings.contact.newsletter')} />
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status !== 'idle'}
				loadingText={t('landings.form.sending')}
				fullWidth={false}
			>
				{t('landings.contact.submit')}
			</SubmitButton>
		</SchemaForm>
	);
}
