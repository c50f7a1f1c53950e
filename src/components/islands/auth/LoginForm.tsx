/**
 * The login form of `/login` and `/mi-perfil/iniciar-sesion` (spec §2, §4): email or nick and
 * password, with "¿Has olvidado tu contraseña?" opening the forgot-password dialog. An unknown
 * account or a wrong password is shown on its field; anything else (too many attempts, no
 * connection) above the button. Once logged in the session flow goes back to the page that sent
 * the person here (`?volver=`) or to /dashboard; an account that must change its password is
 * offered the new-password page instead.
 */
import { useState } from 'react';
import { t } from '../../../i18n';
import { recoveryPassword } from '../../../lib/api/auth';
import { LoginForm as LoginFormSchema } from '../../../lib/contracts/auth';
import { logIn, type LoginOutcome } from '../../../stores/session';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { FormErrorSummary, SubmitError, focusOnMount } from '../forms/FormMessages';
import { PasswordInput } from '../forms/PasswordInput';
import { SchemaForm, SubmitButton } from '../forms/SchemaForm';
import { useSchemaForm } from '../forms/use-schema-form';
import { ForgotPasswordDialog } from '../shared/ForgotPasswordDialog';
import { loginFailureField } from './auth-failures';
import {
	afterLoginPath,
	keepingReturnPath,
	useHrefKeepingReturn,
	useLeaveIfLoggedIn,
} from './use-return-path';

/** The sign-up page, linked under the form. */
export const SIGN_UP_PATH = '/registro';
/** The page that sets a new password from a token (`tk`). */
export const RECOVERY_PASSWORD_PATH = '/recovery-password';

/** Asks for the recovery mail; true when the server accepted it (spec §7). */
export async function sendRecoveryMail(email: string): Promise<boolean> {
	return (await recoveryPassword(email)).ok;
}

export interface LoginFormProps {
	/**
	 * Where to go once logged in; null stays on the page, for the purchase and trial pages that go
	 * on to their payment step. Unless given (the login pages), the page named by `?volver=` or
	 * the dashboard, and a person already logged in is sent there at once.
	 */
	redirectTo?: string | null | undefined;
	/** Hides "¿Todavía no tienes cuenta? Regístrate" where the sign-up form is beside it. */
	showSignUpLink?: boolean | undefined;
	/** Runs once the session started (not when a new password is asked for first). */
	onLoggedIn?: (() => void) | undefined;
}

export default function LoginForm({
	redirectTo,
	showSignUpLink = true,
	onLoggedIn,
}: LoginFormProps = {}) {
	const [forgotOpen, setForgotOpen] = useState(false);
	const [changeToken, setChangeToken] = useState<string | null>(null);
	const loginPage = redirectTo === undefined;
	useLeaveIfLoggedIn(loginPage);
	const signUpHref = useHrefKeepingReturn(SIGN_UP_PATH);
	const form = useSchemaForm({
		schema: LoginFormSchema,
		initialValues: { username: '', password: '' },
		send: async (payload) => {
			const outcome = await logIn(payload, {
				redirectTo: loginPage ? afterLoginPath() : redirectTo,
			});
			return outcome.ok ? { ok: true as const, data: outcome } : outcome;
		},
		onSent: (_payload, outcome: Extract<LoginOutcome, { ok: true }>) => {
			if (outcome.mustChangePwd) setChangeToken(outcome.changeToken);
			else onLoggedIn?.();
		},
		failureField: loginFailureField,
	});

	if (changeToken !== null) {
		const params = new URLSearchParams({ tk: changeToken });
		const href = `${RECOVERY_PASSWORD_PATH}?${(loginPage ? keepingReturnPath(params) : params).toString()}`;
		return (
			<div ref={focusOnMount} className="auth-notice" tabIndex={-1} role="status">
				<p>{t('auth.login.must_change')}</p>
				<Button href={href}>{t('auth.login.must_change_link')}</Button>
			</div>
		);
	}

	const username = form.values.username;
	return (
		<>
			<SchemaForm form={form} className="landing-form auth-form" label={t('auth.login.form_label')}>
				<FormErrorSummary count={form.errorCount} />
				<Input
					{...form.text('username')}
					label={t('auth.login.username')}
					autoComplete="username"
					autoCapitalize="none"
					spellCheck={false}
					required
				/>
				<PasswordInput
					{...form.text('password')}
					label={t('auth.login.password')}
					showLabel={t('auth.password.show')}
					autoComplete="current-password"
					required
				/>
				<p className="auth-form__aside">
					<button
						type="button"
						className="auth-link-button"
						onClick={() => {
							setForgotOpen(true);
						}}
					>
						{t('auth.login.forgot')}
					</button>
				</p>
				<SubmitError message={form.submitError} />
				<SubmitButton
					ready={form.ready}
					loading={form.status !== 'idle'}
					loadingText={t('auth.login.sending')}
				>
					{t('auth.login.submit')}
				</SubmitButton>
				{showSignUpLink ? (
					<p className="auth-form__switch">
						{t('auth.login.no_account')} <a href={signUpHref}>{t('auth.login.sign_up_link')}</a>
					</p>
				) : null}
			</SchemaForm>
			<ForgotPasswordDialog
				open={forgotOpen}
				onClose={() => {
					setForgotOpen(false);
				}}
				onSend={sendRecoveryMail}
				initialEmail={typeof username === 'string' && username.includes('@') ? username : ''}
			/>
		</>
	);
}
