/**
 * Which form field a failed authentication call is about (ADR 004 result codes), with the spec's
 * Spanish message (§8). Anything not listed stays above the submit button with the server's own
 * message (a 429's "try again in…", say).
 */
import { t } from '../../../i18n';
import { AUTH_RESULT } from '../../../lib/api/auth';
import type { ApiFailure } from '../../../lib/api/client';

export type LoginField = 'username' | 'password';
export type SignUpField = 'email' | 'nick' | 'pharmacy_name';
export type OwnPasswordField = 'current_password';

/** Unknown account → the user field; wrong password → the password field. */
export function loginFailureField(
	failure: ApiFailure,
): { field: LoginField; message: string } | undefined {
	switch (failure.result) {
		case AUTH_RESULT.userNotFound:
			return { field: 'username', message: t('errors.no_account') };
		case AUTH_RESULT.wrongPassword:
			return { field: 'password', message: t('errors.wrong_password') };
		default:
			return undefined;
	}
}

/** The 409s of sign-up: email, nick or pharmacy name already taken. */
export function signUpFailureField(
	failure: ApiFailure,
): { field: SignUpField; message: string } | undefined {
	switch (failure.result) {
		case AUTH_RESULT.emailUsed:
			return { field: 'email', message: t('errors.email_in_use') };
		case AUTH_RESULT.nickUsed:
			return { field: 'nick', message: t('errors.nick_in_use') };
		case AUTH_RESULT.pharmacyUsed:
			return { field: 'pharmacy_name', message: t('errors.pharmacy_name_in_use') };
		default:
			return undefined;
	}
}

/** Changing the password in /mi-perfil: a wrong current password goes on its field. */
export function ownPasswordFailureField(
	failure: ApiFailure,
): { field: OwnPasswordField; message: string } | undefined {
	return failure.result === AUTH_RESULT.wrongPassword
		? { field: 'current_password', message: t('auth.own_password.wrong_current') }
		: undefined;
}
