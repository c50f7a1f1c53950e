/**
 * The form of the `carrion` landing (spec §2, §7 `POST /support/carrion`): name, last name, email,
 * the course the person wants and, optionally, the newsletter. Checked by the same schema as the
 * API; once stored, the form gives way to a confirmation that takes the focus, so screen readers
 * read it and nobody sends the request twice.
 */
import { sendCarrion } from '../../lib/api/support';
import { CarrionBody } from '../../lib/contracts/support';
import { t } from '../../i18n';
import { Checkbox } from '../ui/Checkbox';
import { Select, type SelectOption } from '../ui/Select';
import { EmailField, NameFields } from './forms/ContactFields';
import { FormErrorSummary, SubmitError, focusOnMount } from './forms/FormMessages';
import { PrivacyNote } from './forms/PrivacyNote';
import { SchemaForm, SubmitButton } from './forms/SchemaForm';
import { useSchemaForm } from './forms/use-schema-form';

export interface CarrionFormProps {
	/** Courses offered on the landing; the label is what gets stored. */
	courses: readonly SelectOption[];
}

export default function CarrionForm({ courses }: CarrionFormProps) {
	const form = useSchemaForm({
		schema: CarrionBody,
		initialValues: { f_name: '', l_name: '', email: '', course: '', won_newsletter: false },
		send: (payload) => sendCarrion(payload),
	});
	const sent = form.status === 'sent';

	if (sent) {
		return (
			<div ref={focusOnMount} className="landing-form__sent" tabIndex={-1} role="status">
				<h3>{t('landings.carrion.sent_title')}</h3>
				<p>{t('landings.carrion.sent_text', { email: form.values.email.trim().toLowerCase() })}</p>
			</div>
		);
	}

	return (
		<SchemaForm form={form} className="landing-form" label={t('landings.carrion.form_label')}>
			<FormErrorSummary count={form.errorCount} />
			<NameFields
				given={{ ...form.text('f_name'), label: t('landings.carrion.first_name') }}
				family={{ ...form.text('l_name'), label: t('landings.carrion.last_name'), required: true }}
			/>
			<EmailField {...form.text('email')} label={t('landings.carrion.email')} />
			<Select
				{...form.text('course')}
				label={t('landings.carrion.course')}
				placeholder={t('landings.carrion.course_placeholder')}
				options={courses.map((course) => ({ value: course.label, label: course.label }))}
				required
			/>
			<Checkbox {...form.checkbox('won_newsletter')} label={t('landings.carrion.newsletter')} />
			<PrivacyNote
				className="landing-form__legal"
				before={t('landings.carrion.privacy_before')}
				link={t('landings.carrion.privacy_link')}
				after={t('landings.carrion.privacy_after')}
			/>
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status === 'sending'}
				loadingText={t('landings.form.sending')}
			>
				{t('landings.carrion.submit')}
			</SubmitButton>
		</SchemaForm>
	);
}
