/**
 * "Avisos por correo" in /mi-perfil (issue #18): which non-essential mails the person receives,
 * learning reminders and the team's weekly digest, one checkbox each; receipts, invoices and
 * security mails always go, as the lead says. The same switch as each such mail's unsubscribe link.
 */
import mailPreferences from 'i18n-section:mail_preferences';
import { createTranslator } from '../../i18n/translate';
import { getMailPreferences, updateMailPreferences } from '../../lib/api/mail-preferences';
import { MailPreferencesBody, type MailPreferences } from '../../lib/contracts/mail-preferences';
import { showToast } from '../../stores/toasts';
import { Checkbox } from '../ui/Checkbox';
import { SubmitError } from './forms/FormMessages';
import { SchemaForm, SubmitButton } from './forms/SchemaForm';
import { useOwnAccountData } from './forms/use-own-account-data';
import { useSchemaForm } from './forms/use-schema-form';

/** Its own section of es.json: the browser's global catalogue does not carry it (ADR 002). */
const t = createTranslator({ mail_preferences: mailPreferences });

export default function MailPreferencesForm() {
	const [state, saved] = useOwnAccountData(() => getMailPreferences());
	if (state.phase === 'loading') return null;
	return (
		<section className="landing-form-card own-password" aria-labelledby="mail-preferences-title">
			<h2 id="mail-preferences-title" className="own-password__title">
				{t('mail_preferences.title')}
			</h2>
			<p className="own-password__lead">{t('mail_preferences.lead')}</p>
			{state.phase === 'ready' ? (
				<PreferencesForm
					key={state.version}
					preferences={state.data}
					onSaved={(preferences) => {
						showToast({ text: t('mail_preferences.saved'), type: 'success', icon: 'check' });
						saved(preferences);
					}}
				/>
			) : (
				<p role="alert">{state.message}</p>
			)}
		</section>
	);
}

function PreferencesForm({
	preferences,
	onSaved,
}: {
	preferences: MailPreferences;
	onSaved: (preferences: MailPreferences) => void;
}) {
	const form = useSchemaForm({
		schema: MailPreferencesBody,
		initialValues: preferences,
		send: (payload) => updateMailPreferences(payload),
		onSent: (_payload, answer) => {
			onSaved(answer);
		},
	});
	return (
		<SchemaForm form={form} className="landing-form" label={t('mail_preferences.form_label')}>
			<Checkbox
				{...form.checkbox('learning_reminders')}
				label={t('mail_preferences.learning_reminders')}
				hint={t('mail_preferences.learning_reminders_hint')}
			/>
			<Checkbox
				{...form.checkbox('team_digest')}
				label={t('mail_preferences.team_digest')}
				hint={t('mail_preferences.team_digest_hint')}
			/>
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status === 'sending'}
				loadingText={t('mail_preferences.sending')}
			>
				{t('mail_preferences.submit')}
			</SubmitButton>
		</SchemaForm>
	);
}
