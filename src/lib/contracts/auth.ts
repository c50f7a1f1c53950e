/**
 * Payloads of the authentication calls (spec §7 "Authentication", rules of §5), shared by the Hono
 * routes in src/server/routes/auth and the login, sign-up and password forms. Field names are the
 * wire names; the contract is written down in docs/decisions/004-accounts-and-sessions.md.
 */
import type { AreaResult } from './common';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { USER_TYPE } from './courses';
import { isSpanishTaxId, normalizeTaxId } from '../tax-id';
import {
	email,
	optionalText,
	optionalPhone,
	payloadObject,
	requiredName,
	requiredText,
	optionalFlag,
	text,
	PHARMACY_NAME_MAX_LENGTH,
} from './fields';

export { PHARMACY_NAME_MAX_LENGTH };

/** Longest password accepted: argon2 hashes anything, but a megabyte of "password" is an attack. */
export const PASSWORD_MAX_LENGTH = 128;
export const NICK_MAX_LENGTH = 35;
/** Reset links carry 43 base64url characters; anything much longer is not one of ours. */
export const RESET_TOKEN_MAX_LENGTH = 128;

/** Spec §5: at least 8 characters with a lowercase, an uppercase, a digit and a special character. */
const PASSWORD_RULES = [/\p{Ll}/u, /\p{Lu}/u, /\d/, /[^\p{L}\d\s]/u] as const;
/** Spec §5: letters, numbers and underscores, 1 to 35 characters. */
const NICK_PATTERN = /^\w{1,35}$/;

const required = () => t('validation.required');

/** Whether `password` meets the rule of spec §5 (also used to show the rule as the user types). */
export function isStrongPassword(password: string): boolean {
	return password.length >= 8 && PASSWORD_RULES.every((rule) => rule.test(password));
}

/** A new password: never trimmed (spaces count), checked against the rule of spec §5. */
export function newPassword() {
	return v.pipe(
		text(required),
		v.nonEmpty(required),
		v.maxLength(PASSWORD_MAX_LENGTH, () =>
			t('validation.max_length', { max: PASSWORD_MAX_LENGTH }),
		),
		v.check(isStrongPassword, () => t('validation.password')),
	);
}

/** The password typed to log in: only required, since old accounts may predate the rule. */
export function currentPassword() {
	return v.pipe(
		text(required),
		v.nonEmpty(required),
		v.maxLength(PASSWORD_MAX_LENGTH, () =>
			t('validation.max_length', { max: PASSWORD_MAX_LENGTH }),
		),
	);
}

/** A nick (user name): letters, digits and underscores, kept as typed (uniqueness ignores case). */
export function nick() {
	return v.pipe(
		text(required),
		v.trim(),
		v.nonEmpty(required),
		v.regex(NICK_PATTERN, () => t('validation.nick')),
	);
}

const USER_TYPES: readonly number[] = Object.values(USER_TYPE);

/** The new password and, where a form asks it twice, its repetition (spec §5). */
const REPEATED_PASSWORD = [['password'], ['repeat_password']] as const;

/** A repetition, when there is one, equals the password. */
function repeatMatches({
	password,
	repeat_password,
}: {
	password: string;
	repeat_password?: string | undefined;
}): boolean {
	return repeat_password === undefined || password === repeat_password;
}

function passwordsMatch(): string {
	return t('validation.passwords_match');
}

/**
 * `POST /auth/signUp` (JSON). `user_type` 1 titular (pharmacy owner), 2 professional, 3 student;
 * titulares also name their pharmacy. `terms` must be true (spec §5): the form says that creating
 * the account accepts them; `sale_code` attaches a cart
 * started before signing up (spec §4).
 */
export const SignUpBody = v.pipe(
	payloadObject({
		name: requiredName(),
		last_name: requiredName(),
		email: email(),
		nick: nick(),
		password: newPassword(),
		// The sign-up form asks once, with a "show" toggle (issue #17); a client that still asks twice
		// sends both, and then they must match.
		repeat_password: v.optional(text(required)),
		phone: optionalPhone(),
		user_type: v.pipe(
			v.number(() => t('validation.user_type')),
			v.check(
				(type) => USER_TYPES.includes(type),
				() => t('validation.user_type'),
			),
		),
		newsletter: optionalFlag(() => t('validation.flag')),
		terms: v.literal(true, () => t('validation.terms')),
		pharmacy_name: v.optional(
			v.nullable(
				v.pipe(
					text(required),
					v.trim(),
					v.maxLength(PHARMACY_NAME_MAX_LENGTH, () =>
						t('validation.max_length', { max: PHARMACY_NAME_MAX_LENGTH }),
					),
				),
			),
		),
		sale_code: v.optional(v.nullable(v.pipe(text(), v.trim(), v.maxLength(64)))),
	}),
	v.forward(v.partialCheck(REPEATED_PASSWORD, repeatMatches, passwordsMatch), ['repeat_password']),
	v.forward(
		v.partialCheck(
			[['user_type'], ['pharmacy_name']],
			({ user_type, pharmacy_name }) =>
				user_type !== USER_TYPE.TITULAR || (pharmacy_name ?? '').trim() !== '',
			required,
		),
		['pharmacy_name'],
	),
);
export type SignUpPayload = v.InferOutput<typeof SignUpBody>;

/** `POST /auth/recovery-password`. */
export const RecoveryPasswordBody = payloadObject({ email: email() });

/** The single-use token of a reset link (`tk`). */
export function resetToken() {
	return v.pipe(
		text(required),
		v.trim(),
		v.nonEmpty(required),
		v.maxLength(RESET_TOKEN_MAX_LENGTH, () => t('validation.reset_token')),
	);
}

/** `POST /auth/validate-token`. */
export const ValidateTokenBody = payloadObject({ tk: resetToken() });

/** Longer than any refresh token we issue (43 characters); anything bigger is not one of ours. */
export const REFRESH_TOKEN_MAX_LENGTH = 256;

/**
 * `POST /auth/autologin` (with the bearer access token): the refresh token of the same login, to
 * be exchanged for this site's own pair (spec §4 "Session check", ADR 004).
 */
export const AutologinBody = payloadObject({
	refresh_token: v.pipe(
		text(required),
		v.trim(),
		v.nonEmpty(required),
		v.maxLength(REFRESH_TOKEN_MAX_LENGTH, () =>
			t('validation.max_length', { max: REFRESH_TOKEN_MAX_LENGTH }),
		),
	),
});

/** `POST /auth/change-password`: the new password twice (spec §5). */
export const ChangePasswordBody = v.pipe(
	payloadObject({
		tk: resetToken(),
		password: newPassword(),
		repeat_password: text(required),
	}),
	v.forward(v.partialCheck(REPEATED_PASSWORD, repeatMatches, passwordsMatch), ['repeat_password']),
);
export type ChangePasswordPayload = v.InferOutput<typeof ChangePasswordBody>;

/**
 * `POST /profile/updatePassword` (with the bearer token, issue #17): a logged-in person changes
 * their password. The current one is required (a borrowed, unlocked computer must not be enough),
 * then the new one twice under the rule of spec §5. Every other session of the person ends; this
 * one stays.
 */
export const UpdatePasswordBody = v.pipe(
	payloadObject({
		current_password: currentPassword(),
		password: newPassword(),
		repeat_password: text(required),
	}),
	v.forward(v.partialCheck(REPEATED_PASSWORD, repeatMatches, passwordsMatch), ['repeat_password']),
);
export type UpdatePasswordPayload = v.InferOutput<typeof UpdatePasswordBody>;

export const BILLING_NAME_MAX_LENGTH = 120;
export const BILLING_ADDRESS_MAX_LENGTH = 250;
/** A NIF, NIE or CIF typed with spaces, dots or hyphens is still well under this. */
export const TAX_ID_MAX_LENGTH = 20;

/**
 * The three billing fields as a payload carries them (mi-perfil's form and the checkout's): each
 * optional on its own, the NIF/NIE/CIF checked for its control character and stored normalised.
 */
export function billingDetailsEntries() {
	return {
		billing_name: optionalText(BILLING_NAME_MAX_LENGTH),
		tax_id: v.pipe(
			optionalText(TAX_ID_MAX_LENGTH),
			v.check(
				(id) => id === undefined || isSpanishTaxId(id),
				() => t('validation.tax_id'),
			),
			v.transform((id) => (id === undefined ? undefined : normalizeTaxId(id))),
		),
		billing_address: optionalText(BILLING_ADDRESS_MAX_LENGTH),
	};
}

/**
 * `POST /profile/updateBilling` (issue #18): who the person's next invoices are made out to. All
 * optional (a person's own name is used otherwise); a NIF/NIE/CIF must be valid, and with it the
 * fiscal address is required, as a full invoice to a business needs both.
 */
export const BillingDetailsBody = v.pipe(
	payloadObject(billingDetailsEntries()),
	v.forward(
		v.partialCheck(
			[['tax_id'], ['billing_address']],
			(input) => input.tax_id === undefined || input.billing_address !== undefined,
			() => t('validation.billing_address'),
		),
		['billing_address'],
	),
);
export type BillingDetailsPayload = v.InferOutput<typeof BillingDetailsBody>;

/** `data.getBilling` and `data.updateBilling`: what the next invoices will say; null when unset. */
export interface BillingDetails {
	billing_name: string | null;
	tax_id: string | null;
	billing_address: string | null;
}

/** The login form (sent form-encoded to `/oauth/token` as `username`/`password`). */
export const LoginForm = payloadObject({
	username: requiredText(254),
	password: currentPassword(),
});
export type LoginInput = v.InferOutput<typeof LoginForm>;

// ---- Result codes ----------------------------------------------------------------------------

/**
 * What the authentication calls (`/oauth/token`, `/auth/*`) answer when they fail (ADR 004). The
 * OAuth names are RFC 6749's; the rest are the spec's.
 */
export type AuthResult = AreaResult<
	| 'invalid_client'
	| 'invalid_request'
	| 'invalid_grant'
	/** No account with that email or nick. */
	| 'user_nf'
	/** Wrong password (at login, or the current one when changing it). */
	| 'pwd_inv'
	| 'email_used'
	| 'nick_used'
	| 'pharmacy_used'
	/** The password-reset link is unknown, used or expired. */
	| 'tk_inv'
	/** The campus's staff blocked the account (issue #20): no session until they unblock it. */
	| 'acc_blocked'
>;
