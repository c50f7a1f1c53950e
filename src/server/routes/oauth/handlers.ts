/**
 * `/oauth/token` (form-encoded, RFC 6749 style: `grant_type=password` or `refresh_token`, with the
 * client's id and secret), `GET /oauth/token` (is the access token good, is it time to refresh?)
 * and `/oauth/logout`. Wire shapes and result codes: docs/decisions/004-accounts-and-sessions.md.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { t } from '../../../i18n';
import { LoginForm, REFRESH_TOKEN_MAX_LENGTH, type AuthResult } from '../../../lib/contracts/auth';
import { MAX_ID, text } from '../../../lib/contracts/fields';
import type { AppEnv } from '../../context';
import { failures, ok, readJsonObject } from '../../http';
import { clientAddress } from '../../middleware/client-address';
import { currentUser, invalidToken, readSignedBearer } from '../../middleware/require-user';
import { fieldLabels, invalidDataMessage } from '../../payload';
import { isKnownClient } from '../../services/auth/clients';
import { login } from '../../services/auth/login';
import * as sessions from '../../services/auth/sessions';

type OAuthContext = Context<AppEnv>;

const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

const fail = failures<AuthResult>();
const invalidRequest = (msg: string) => fail('invalid_request', 400, msg);
const fieldInvalid = (field: string) => invalidRequest(t('auth_api.field_invalid', { field }));

/**
 * The form fields of a form-encoded body. Anything else (JSON, no content type) and a field sent
 * twice are 400 `invalid_request`.
 */
async function readForm(c: OAuthContext): Promise<Map<string, string>> {
	if (!FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
		throw invalidRequest(t('auth_api.form_required'));
	}
	const form = new Map<string, string>();
	for (const [field, value] of new URLSearchParams(await c.req.text())) {
		if (form.has(field)) throw invalidRequest(t('auth_api.field_repeated', { field }));
		form.set(field, value);
	}
	return form;
}

/** An optional positive integer field (`space_id`): absent or empty is undefined. */
function optionalId(form: Map<string, string>, field: string): number | undefined {
	const value = form.get(field)?.trim();
	if (!value) return undefined;
	const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
	if (!(id >= 1 && id <= MAX_ID)) throw fieldInvalid(field);
	return id;
}

function optionalSlug(form: Map<string, string>, field: string): string | undefined {
	const value = form.get(field)?.trim().toLowerCase();
	if (!value) return undefined;
	if (!SLUG.test(value)) throw fieldInvalid(field);
	return value;
}

/** `POST /oauth/token`. */
export async function postToken(c: OAuthContext) {
	const form = await readForm(c);
	if (!isKnownClient(c.var.deps.config, form.get('client_id'), form.get('client_secret'))) {
		throw fail('invalid_client', 401, t('auth_api.invalid_client'));
	}
	const grant = form.get('grant_type');
	if (grant === 'password') return ok(c, 'token', await passwordGrant(c, form));
	if (grant === 'refresh_token') return ok(c, 'token', await refreshGrant(c, form));
	if (!grant) throw invalidRequest(t('auth_api.field_missing', { field: 'grant_type' }));
	throw invalidRequest(t('auth_api.grant_unknown'));
}

async function passwordGrant(c: OAuthContext, form: Map<string, string>) {
	const parsed = v.safeParse(LoginForm, {
		username: form.get('username'),
		password: form.get('password'),
	});
	if (!parsed.success) {
		const labels = fieldLabels('auth_api.fields', ['username', 'password']);
		throw invalidRequest(invalidDataMessage(parsed.issues, labels));
	}
	return login(c.var.deps, {
		username: parsed.output.username,
		password: parsed.output.password,
		clientAddress: clientAddress(c),
		spaceId: optionalId(form, 'space_id'),
		adminSpaceId: optionalId(form, 'admin_space_id'),
		partnerSlug: optionalSlug(form, 'partner_slug'),
	});
}

async function refreshGrant(c: OAuthContext, form: Map<string, string>) {
	const refreshToken = form.get('refresh_token')?.trim();
	if (!refreshToken) {
		throw invalidRequest(t('auth_api.field_missing', { field: 'refresh_token' }));
	}
	if (refreshToken.length > REFRESH_TOKEN_MAX_LENGTH) throw fieldInvalid('refresh_token');
	return sessions.refresh(c.var.deps, refreshToken);
}

/** `GET /oauth/token` (behind requireUser). */
export async function getToken(c: OAuthContext) {
	return ok(c, 'token', await sessions.checkSession(c.var.deps, currentUser(c)));
}

const LogoutBody = v.object({
	refresh_token: v.optional(
		v.nullable(
			v.pipe(
				text(() => t('auth_api.field_invalid', { field: 'refresh_token' })),
				v.trim(),
				v.maxLength(REFRESH_TOKEN_MAX_LENGTH, () =>
					t('auth_api.field_invalid', { field: 'refresh_token' }),
				),
			),
		),
	),
});

/** A JSON object body, or the fields of a form-encoded one. */
async function readObjectBody(c: OAuthContext): Promise<Record<string, unknown>> {
	if (FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
		return Object.fromEntries(await readForm(c));
	}
	return readJsonObject(c);
}

/** `POST /oauth/logout`: `{ refresh_token? }` with the bearer token. */
export async function logout(c: OAuthContext) {
	const parsed = v.safeParse(LogoutBody, await readObjectBody(c));
	if (!parsed.success) throw fail('inv_data', 400, invalidDataMessage(parsed.issues, {}));
	const refreshToken = parsed.output.refresh_token || undefined;
	// An already ended login answers ok again (ADR 004), so the token's signature is enough here.
	const user = await readSignedBearer(c);
	if (!user && !refreshToken) throw invalidToken();
	await sessions.logout(c.var.deps, { sessionId: user?.sessionId, refreshToken });
	return ok(c, 'logout', 'ok');
}
