/**
 * A new password and the same password again (sign-up, new password from a reset link): the rule
 * of spec §5 under the first, ticked once the password meets it, and "Mostrar contraseña" on each.
 * Two components rather than one pair, so each stays a direct child of its form and keeps the
 * generated ids of the prerendered page.
 */
import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import { isStrongPassword } from '../../../lib/contracts/auth';
import { PasswordInput } from './PasswordInput';
import type { TextControl } from './use-schema-form';

export type PasswordFieldProps = TextControl & { label: ReactNode };

export function NewPasswordField({ label, ...control }: PasswordFieldProps) {
	return (
		<PasswordInput
			{...control}
			label={label}
			hint={
				<span
					className={isStrongPassword(control.value) ? 'auth-rule auth-rule--met' : 'auth-rule'}
				>
					{t('validation.password')}
				</span>
			}
			showLabel={t('auth.password.show')}
			autoComplete="new-password"
			required
		/>
	);
}

export function RepeatPasswordField({ label, ...control }: PasswordFieldProps) {
	return (
		<PasswordInput
			{...control}
			label={label}
			showLabel={t('auth.password.show')}
			autoComplete="new-password"
			required
		/>
	);
}
