/**
 * `/recovery-password?tk=…` (spec §2, §7): the link of the recovery mail. The token is checked as
 * the page opens; a missing, used or expired one says so and offers a new link (the forgot-password
 * dialog). A good one gets the new password twice (rule and "Las contraseñas deben coincidir" of
 * spec §5); saving it opens a session and leads to the dashboard.
 */
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { AUTH_RESULT, validateResetToken } from '../../../lib/api/auth';
import { ChangePasswordBody } from '../../../lib/contracts/auth';
import { changePasswordAndLogIn } from '../../../stores/session';
import { Button } from '../../ui/Button';
import { FormErrorSummary, SubmitError, focusOnMount } from '../forms/FormMessages';
import { NewPasswordField, RepeatPasswordField } from '../forms/PasswordFields';
import { SchemaForm, SubmitButton } from '../forms/SchemaForm';
import { useSchemaForm } from '../forms/use-schema-form';
import { ForgotPasswordDialog } from '../shared/ForgotPasswordDialog';
import { sendRecoveryMail } from './LoginForm';
import { afterLoginPath } from './use-return-path';

type LinkState =
	| { kind: 'checking' }
	| { kind: 'invalid' }
	| { kind: 'failed'; message: string }
	| { kind: 'ready'; token: string };

/** The `tk` of the page address, or '' when there is none. */
export function resetTokenFromUrl(search: string): string {
	return new URLSearchParams(search).get('tk')?.trim() ?? '';
}

export default function RecoveryPasswordForm() {
	const [state, setState] = useState<LinkState>({ kind: 'checking' });
	const [forgotOpen, setForgotOpen] = useState(false);

	const check = useCallback(async (signal: { cancelled: boolean }) => {
		const token = resetTokenFromUrl(window.location.search);
		if (token === '') {
			setState({ kind: 'invalid' });
			return;
		}
		setState({ kind: 'checking' });
		const result = await validateResetToken(token);
		if (signal.cancelled) return;
		if (result.ok) setState({ kind: 'ready', token });
		// A 400 is the link's fault (tk_inv or a malformed token); anything else is the connection's.
		else if (result.result === AUTH_RESULT.resetTokenInvalid || result.status === 400) {
			setState({ kind: 'invalid' });
		} else setState({ kind: 'failed', message: result.msg });
	}, []);

	useEffect(() => {
		const signal = { cancelled: false };
		void check(signal);
		return () => {
			signal.cancelled = true;
		};
	}, [check]);

	const forgotDialog = (
		<ForgotPasswordDialog
			open={forgotOpen}
			onClose={() => {
				setForgotOpen(false);
			}}
			onSend={sendRecoveryMail}
		/>
	);

	switch (state.kind) {
		case 'checking':
			return (
				<p className="auth-status" role="status">
					{t('auth.recovery.checking')}
				</p>
			);
		case 'failed':
			return (
				<div className="auth-notice auth-notice--error" role="alert">
					<p>{state.message}</p>
					<Button
						variant="secondary"
						onClick={() => {
							void check({ cancelled: false });
						}}
					>
						{t('auth.recovery.retry')}
					</Button>
				</div>
			);
		case 'invalid':
			return (
				<>
					<div ref={focusOnMount} className="auth-notice" tabIndex={-1}>
						<h2 className="auth-notice__title">{t('auth.recovery.invalid_title')}</h2>
						<p>{t('auth.recovery.invalid')}</p>
						<Button
							onClick={() => {
								setForgotOpen(true);
							}}
						>
							{t('auth.recovery.new_link')}
						</Button>
					</div>
					{forgotDialog}
				</>
			);
		case 'ready':
			return (
				<NewPasswordForm
					token={state.token}
					onInvalidLink={() => {
						setState({ kind: 'invalid' });
					}}
				/>
			);
	}
}

interface NewPasswordFormProps {
	token: string;
	/** The link stopped working between opening the page and saving (used elsewhere, expired). */
	onInvalidLink: () => void;
}

/**
 * The new password twice; saving it logs in and goes to the dashboard, or to the page a login
 * asking for a new password was going back to (`?volver=`).
 */
export function NewPasswordForm({ token, onInvalidLink }: NewPasswordFormProps) {
	const form = useSchemaForm({
		schema: ChangePasswordBody,
		initialValues: { tk: token, password: '', repeat_password: '' },
		send: async (payload) => {
			const outcome = await changePasswordAndLogIn(payload, { redirectTo: afterLoginPath() });
			if (!outcome.ok && outcome.result === AUTH_RESULT.resetTokenInvalid) onInvalidLink();
			return outcome.ok ? { ok: true as const, data: outcome } : outcome;
		},
	});

	return (
		<SchemaForm
			form={form}
			className="landing-form auth-form"
			label={t('auth.recovery.form_label')}
		>
			<FormErrorSummary count={form.errorCount} />
			<NewPasswordField {...form.text('password')} label={t('auth.recovery.password')} />
			<RepeatPasswordField
				{...form.text('repeat_password')}
				label={t('auth.recovery.repeat_password')}
			/>
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status !== 'idle'}
				loadingText={t('auth.recovery.sending')}
			>
				{t('auth.recovery.submit')}
			</SubmitButton>
		</SchemaForm>
	);
}
