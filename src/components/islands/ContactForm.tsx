/**
 * The general contact form (spec §2 `contacto`): name, optional last name, email, optional phone
 * and the message; accepting the terms and the privacy policy is required and the newsletter is
 * optional (spec §5). Checked by the same schema as `POST /crm/contact`; once sent, the visitor
 * goes to `/fin-contacto`.
 */
import { sendContact } from '../../lib/api/crm';
import { CONTACT_MESSAGE_MAX_LENGTH, ContactBody } from '../../lib/contracts/crm';
import { t } from '../../i18n';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Input, Textarea } from '../ui/Input';
import { FormErrorSummary, SubmitError } from './forms/FormMessages';
import { useSchemaForm } from './forms/use-schema-form';
import { TermsLabel } from './forms/TermsLabel';

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
		<form
			ref={form.formRef}
			className="landing-form"
			noValidate
			onSubmit={(event) => void form.handleSubmit(event)}
			aria-label={t('landings.contact.form_label')}
		>
			<FormErrorSummary count={form.errorCount} />
			<div className="landing-form__row">
				<Input
					{...form.text('f_name')}
					label={t('landings.contact.first_name')}
					autoComplete="given-name"
					required
				/>
				<Input
					{...form.text('l_name')}
					label={`${t('landings.contact.last_name')} ${optional}`}
					autoComplete="family-name"
				/>
			</div>
			<Input
				{...form.text('email')}
				type="email"
				label={t('landings.contact.email')}
				hint={t('landings.contact.email_hint')}
				autoComplete="email"
				inputMode="email"
				spellCheck={false}
				required
			/>
			<Input
				{...form.text('phone')}
				type="tel"
				label={`${t('landings.contact.phone')} ${optional}`}
				hint={t('landings.contact.phone_hint')}
				autoComplete="tel-national"
				inputMode="tel"
			/>
			<Textarea
				{...form.text('msg')}
				label={t('landings.contact.message')}
				maxLength={CONTACT_MESSAGE_MAX_LENGTH}
				counterLabel={(count, max) => t('landings.form.counter', { count, max })}
				rows={5}
				required
			/>
			<Checkbox {...form.checkbox('terms')} required label={<TermsLabel />} />
			<Checkbox {...form.checkbox('newsletter')} label={t('landings.contact.newsletter')} />
			<SubmitError message={form.submitError} />
			<Button
				type="submit"
				size="lg"
				disabled={!form.ready}
				loading={form.status !== 'idle'}
				loadingText={t('landings.form.sending')}
			>
				{t('landings.contact.submit')}
			</Button>
		</form>
	);
}
