/**
 * "Cambiar la contraseña" in /mi-perfil (issue #17): the current password, then the new one twice
 * with the rule and messages of spec §5. Once saved a toast says so and that the person's other
 * sessions were closed; this one stays. Shown once the page's session check says someone is
 * logged in (the page's other island sends everyone else to the login).
 */
import { useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { updatePassword } from '../../../lib/api/auth';
import { UpdatePasswordBody } from '../../../lib/contracts/auth';
import { sessionReady } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { FormErrorSummary, SubmitError } from '../forms/FormMessages';
import { NewPasswordField, RepeatPasswordField } from '../forms/PasswordFields';
import { PasswordInput } from '../forms/PasswordInput';
import { SchemaForm, SubmitButton } from '../forms/SchemaForm';
import { useSchemaForm } from '../forms/use-schema-form';
import { ownPasswordFailureField } from './auth-failures';

export default function ChangeOwnPasswordForm() {
	const [loggedIn, setLoggedIn] = useState(false);
	// A fresh, empty form after each change.
	const [changes, setChanges] = useState(0);

	useEffect(() => {
		let alive = true;
		void sessionReady().then((yes) => {
			if (alive) setLoggedIn(yes);
		});
		return () => {
			alive = false;
		};
	}, []);

	if (!loggedIn) return null;
	return (
		<section className="landing-form-card own-password" aria-labelledby="own-password-title">
			<h2 id="own-password-title" className="own-password__title">
				{t('auth.own_password.title')}
			</h2>
			<p className="own-password__lead">{t('auth.own_password.lead')}</p>
			<OwnPasswordForm
				key={changes}
				onChanged={() => {
					showToast({ text: t('auth.own_password.done'), type: 'success', icon: 'check' });
					setChanges((count) => count + 1);
				}}
			/>
		</section>
	);
}

function OwnPasswordForm({ onChanged }: { onChanged: () => void }) {
	const form = useSchemaForm({
		schema: UpdatePasswordBody,
		initialValues: { current_password: '', password: '', repeat_password: '' },
		send: (payload) => updatePassword(payload),
		onSent: onChanged,
		failureField: ownPasswordFailureField,
	});
	return (
		<SchemaForm
			form={form}
			className="landing-form auth-form"
			label={t('auth.own_password.form_label')}
		>
			<FormErrorSummary count={form.errorCount} />
			<PasswordInput
				{...form.text('current_password')}
				label={t('auth.own_password.current_password')}
				showLabel={t('auth.password.show')}
				autoComplete="current-password"
				required
			/>
			<NewPasswordField {...form.text('password')} label={t('auth.own_password.password')} />
			<RepeatPasswordField
				{...form.text('repeat_password')}
				label={t('auth.own_password.repeat_password')}
			/>
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status === 'sending'}
				loadingText={t('auth.own_password.sending')}
			>
				{t('auth.own_password.submit')}
			</SubmitButton>
		</SchemaForm>
	);
}
