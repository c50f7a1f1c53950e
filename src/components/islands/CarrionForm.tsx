/**
 * The form of the `carrion` landing (spec §2, §7 `POST /support/carrion`): name, last name, email,
 * the course the person wants and, optionally, the newsletter. Checked by the same schema as the
 * API; once stored, the form gives way to a confirmation that takes the focus, so screen readers
 * read it and nobody sends the request twice.
 */
import { sendCarrion } from '../../lib/api/support';
import { CarrionBody } from '../../lib/contracts/support';
import { t } from '../../i18n';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Input } from '../ui/Input';
import { Select, type SelectOption } from '../ui/Select';
import { FormErrorSummary, SubmitError, focusOnMount } from './forms/FormMessages';
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
		<form
			ref={form.formRef}
			className="landing-form"
			noValidate
			onSubmit={(event) => void form.handleSubmit(event)}
			aria-label={t('landings.carrion.form_label')}
		>
			<FormErrorSummary count={form.errorCount} />
			<div className="landing-form__row">
				<Input
					{...form.text('f_name')}
					label={t('landings.carrion.first_name')}
					autoComplete="given-name"
					required
				/>
				<Input
					{...form.text('l_name')}
					label={t('landings.carrion.last_name')}
					autoComplete="family-name"
					required
				/>
			</div>
			<Input
				{...form.text('email')}
				type="email"
				label={t('landings.carrion.email')}
				autoComplete="email"
				inputMode="email"
				spellCheck={false}
				required
			/>
			<Select
				{...form.text('course')}
				label={t('landings.carrion.course')}
				placeholder={t('landings.carrion.course_placeholder')}
				options={courses.map((course) => ({ value: course.label, label: course.label }))}
				required
			/>
			<Checkbox {...form.checkbox('won_newsletter')} label={t('landings.carrion.newsletter')} />
			<p className="landing-form__legal">
				{t('landings.carrion.privacy_before')}
				<a href="/politica-de-privacidad">{t('landings.carrion.privacy_link')}</a>
				{t('landings.carrion.privacy_after')}
			</p>
			<SubmitError message={form.submitError} />
			<Button
				type="submit"
				size="lg"
				fullWidth
				disabled={!form.ready}
				loading={form.status === 'sending'}
				loadingText={t('landings.form.sending')}
			>
				{t('landings.carrion.submit')}
			</Button>
		</form>
	);
}
