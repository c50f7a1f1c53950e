/**
 * Sign-up and password recovery (spec §7 "Authentication"). Bodies are JSON, checked with the
 * schemas the forms use (src/lib/contracts/auth.ts); wire shapes and result codes are in
 * docs/decisions/004-accounts-and-sessions.md.
 */
import type { Context } from 'hono';
import { t } from '../../../i18n';
import {
	AutologinBody,
	ChangePasswordBody,
	RecoveryPasswordBody,
	SignUpBody,
	ValidateTokenBody,
	type AuthResult,
} from '../../../lib/contracts/auth';
import type { AppEnv } from '../../context';
import { failures, ok } from '../../http';
import { clientAddress } from '../../middleware/client-address';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as accounts from '../../services/auth/accounts';
import { basicCredentials, isKnownClient } from '../../services/auth/clients';
import * as recovery from '../../services/auth/recovery';
import * as sessions from '../../services/auth/sessions';

const fail = failures<AuthResult>();

type AuthContext = Context<AppEnv>;

/** Spanish names of the fields, for the 400 message. */
const labels = (...fields: string[]) => fieldLabels('auth_api.fields', fields);

export async function signUp(c: AuthContext) {
	const payload = await readPayload(
		c,
		SignUpBody,
		labels(
			'name',
			'last_name',
			'email',
			'nick',
			'password',
			'repeat_password',
			'phone',
			'user_type',
			'newsletter',
			'terms',
			'pharmacy_name',
			'sale_code',
		),
	);
	return ok(c, 'token', await accounts.signUp(c.var.deps, payload, clientAddress(c)));
}

export async function recoveryPassword(c: AuthContext) {
	const { email } = await readPayload(c, RecoveryPasswordBody, labels('email'));
	const sent = await recovery.requestPasswordReset(c.var.deps, {
		email,
		clientAddress: clientAddress(c),
	});
	return ok(c, 'recoveryPassword', sent);
}

export async function validateToken(c: AuthContext) {
	const { tk } = await readPayload(c, ValidateTokenBody, labels('tk'));
	return ok(c, 'validateToken', await recovery.validateResetToken(c.var.deps, tk));
}

/** Needs the "special header" `Authorization: Basic base64(client_id:client_secret)`. */
export async function changePassword(c: AuthContext) {
	const client = basicCredentials(c.req.header('authorization'));
	if (!isKnownClient(c.var.deps.config, client?.clientId, client?.clientSecret)) {
		throw fail('invalid_client', 401, t('auth_api.invalid_client'), {
			'WWW-Authenticate': 'Basic realm="liceo-campus"',
		});
	}
	const payload = await readPayload(
		c,
		ChangePasswordBody,
		labels('tk', 'password', 'repeat_password'),
	);
	const session = await recovery.changePassword(c.var.deps, {
		token: payload.tk,
		password: payload.password,
	});
	return ok(c, 'token', session);
}

/**
 * With the bearer token and `{ refresh_token }` of the same login: this site's own pair and the
 * campus `dashboardUrl` (the post-purchase landing pages, ADR 004).
 */
export async function autologin(c: AuthContext) {
	const { refresh_token } = await readPayload(c, AutologinBody, labels('refresh_token'));
	return ok(c, 'autologin', await sessions.normalise(c.var.deps, currentUser(c), refresh_token));
}
