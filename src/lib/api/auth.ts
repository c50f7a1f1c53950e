/**
 * The authentication calls of spec §7 over the one API client, typed after the wire contract of
 * docs/decisions/004-accounts-and-sessions.md. Every function resolves to an `ApiResult` and never
 * throws; the session rules that use them (cookies, stores, navigation) live in
 * `src/stores/session.ts`.
 *
 * OAuth client credentials: the browser sends `client_id` (`PUBLIC_OAUTH_CLIENT_ID`). The spec has
 * the browser send the client secret too, but a secret shipped in public JavaScript is no secret,
 * and no public setting holds one: the site is a public client and sends no `client_secret`
 * (nor a secret in the Basic header of change-password).
 */
import { PUBLIC_OAUTH_CLIENT_ID } from 'astro:env/client';
import type {
	AuthResult,
	BillingDetails,
	BillingDetailsPayload,
	ChangePasswordPayload,
	LoginInput,
	SignUpPayload,
	UpdatePasswordPayload,
} from '../contracts/auth';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

/** `user_data` of a token answer. */
export interface UserData {
	name: string;
	last_name?: string | null | undefined;
	/** Role number; its meaning is not given by the spec. */
	role?: number | null | undefined;
	/** Campus staff (issue #19): `editor` or `admin`; absent or null for everyone else. */
	staff_role?: string | null | undefined;
}

/** A session: `data.token` of a password login, a refresh, a sign-up or a password change. */
export interface TokenData {
	access_token: string;
	/** Access token lifetime in seconds (900). */
	at_expires_in: number;
	refresh_token: string;
	/** Refresh token lifetime in seconds (1 296 000). */
	rt_expires_in: number;
	user_data: UserData;
	must_change_pwd: false;
}

/** A password login for an account that must change its password first: no session. */
export interface MustChangePasswordToken {
	must_change_pwd: true;
	/** Single-use token for `/auth/change-password` (the `tk` of the recovery page). */
	change_token: string;
	user_data?: UserData | undefined;
}

export type LoginToken = TokenData | MustChangePasswordToken;

/** `GET /oauth/token`: the bearer is valid; `call_refresh_token` when under 60 s remain. */
export interface TokenCheck {
	call_refresh_token: boolean;
	user_data?: UserData | undefined;
}

/** One licence of `/buy/getSubscriptions` (spec §3 "Licence / subscription item"). */
export interface SubscriptionItem {
	status: string;
	end: string | null;
	start?: string | undefined;
	cancel_at_period_end?: boolean | undefined;
	enrollment_id: number;
	name: string;
	lid: number;
	periodicity: number;
	price: number;
	info?: unknown;
}

/** `data.getSubscriptions`. */
export interface Subscriptions {
	ens: SubscriptionItem[];
	hasFreeTrial: boolean;
	/** The pharmacy licence a team member learns on (issue #7), as sent; the store checks it. */
	team: unknown;
	/** The group of pharmacies the person holds (`{ name }`), as sent; the store checks it. */
	group: unknown;
}

/** Extra fields a login may carry (spec §7): a pharmacy space, an admin space, a partner. */
export interface LoginExtras {
	space_id?: string | number | undefined;
	admin_space_id?: string | number | undefined;
	partner_slug?: string | undefined;
}

/**
 * `result` codes of the authentication calls by name, for the auth forms until they compare the
 * codes themselves (checked by `AuthResult`, src/lib/contracts/auth.ts, like any literal).
 */
export const AUTH_RESULT = {
	invalidClient: 'invalid_client',
	invalidRequest: 'invalid_request',
	invalidGrant: 'invalid_grant',
	userNotFound: 'user_nf',
	wrongPassword: 'pwd_inv',
	tooMany: 'too_many',
	invalidData: 'inv_data',
	emailUsed: 'email_used',
	nickUsed: 'nick_used',
	pharmacyUsed: 'pharmacy_used',
	resetTokenInvalid: 'tk_inv',
} as const satisfies Record<string, AuthResult>;

/**
 * Logs in with email or nick and password (`grant_type=password`, form-encoded). An account that
 * must change its password answers `must_change_pwd: true` and no session.
 *
 * @example
 * const result = await login({ username: 'ana@example.es', password: 'S3creta!' });
 * if (result.ok && !result.data.must_change_pwd) writeTokenCookies(result.data);
 */
export function login(
	{ username, password }: LoginInput,
	extras: LoginExtras = {},
	client: ApiClient = api,
): Promise<ApiResult<LoginToken, AuthResult>> {
	const body = oauthForm('password', { username, password });
	for (const [key, value] of Object.entries(extras)) {
		if (value !== undefined && value !== '') body.set(key, String(value));
	}
	return client.post('/oauth/token', body, { select: selectLoginToken });
}

/** A new token pair for the refresh token (`grant_type=refresh_token`); the old one is spent. */
export function refreshTokens(
	refreshToken: string,
	client: ApiClient = api,
): Promise<ApiResult<TokenData, AuthResult>> {
	const body = oauthForm('refresh_token', { refresh_token: refreshToken });
	return client.post('/oauth/token', body, { select: selectTokenData });
}

/** What `POST /auth/autologin` answers: this site's own pair and where the campus starts. */
export interface NormalisedSession {
	token: TokenData;
	dashboardUrl: string;
}

/**
 * Turns the session a post-purchase landing page received into this site's own (spec §4 "Session
 * check"): the bearer and its refresh token are exchanged for a new pair, and the answer says where
 * the campus dashboard is (`POST /auth/autologin`, ADR 004).
 */
export function normaliseSession(
	refreshToken: string,
	client: ApiClient = api,
): Promise<ApiResult<NormalisedSession, AuthResult>> {
	return client.post(
		'/auth/autologin',
		{ refresh_token: refreshToken },
		{
			select: (data) => {
				const answer = dataAt<unknown>('autologin')(data);
				if (!isRecord(answer)) return undefined;
				const { token, dashboardUrl } = answer;
				return isTokenData(token) && typeof dashboardUrl === 'string' && dashboardUrl !== ''
					? { token, dashboardUrl }
					: undefined;
			},
		},
	);
}

/** Checks the access token the client sends as bearer (`GET /oauth/token`). */
export function validateSession(
	client: ApiClient = api,
): Promise<ApiResult<TokenCheck, AuthResult>> {
	return client.get('/oauth/token', { select: selectTokenCheck });
}

/** Ends the session on the server: the bearer's refresh family, or the given refresh token's. */
export function logout(
	refreshToken: string | null,
	client: ApiClient = api,
): Promise<ApiResult<'ok', AuthResult>> {
	return client.post('/oauth/logout', refreshToken ? { refresh_token: refreshToken } : {}, {
		select: (data) => (dataAt<unknown>('logout')(data) === 'ok' ? 'ok' : undefined),
	});
}

/** Creates the account and its session (`POST /auth/signUp`). */
export function signUp(
	payload: SignUpPayload,
	client: ApiClient = api,
): Promise<ApiResult<TokenData, AuthResult>> {
	return client.post('/auth/signUp', { ...payload }, { select: selectTokenData });
}

/** Mails a reset link; the same answer whether or not the account exists. */
export function recoveryPassword(
	email: string,
	client: ApiClient = api,
): Promise<ApiResult<'email_sended', AuthResult>> {
	return client.post(
		'/auth/recovery-password',
		{ email },
		{
			select: (data) =>
				dataAt<unknown>('recoveryPassword')(data) === 'email_sended' ? 'email_sended' : undefined,
		},
	);
}

/** Whether the reset link's token still works (`tk_inv` when not). */
export function validateResetToken(
	tk: string,
	client: ApiClient = api,
): Promise<ApiResult<'ok', AuthResult>> {
	return client.post(
		'/auth/validate-token',
		{ tk },
		{ select: (data) => (dataAt<unknown>('validateToken')(data) === 'ok' ? 'ok' : undefined) },
	);
}

/**
 * Sets the new password of a reset link and opens a new session (every other one ends). Carries
 * the "special header" of ADR 004: `Authorization: Basic base64(client_id:client_secret)`, with an
 * empty secret (see the module comment).
 */
export function changePassword(
	payload: ChangePasswordPayload,
	client: ApiClient = api,
): Promise<ApiResult<TokenData, AuthResult>> {
	return client.post(
		'/auth/change-password',
		{ ...payload },
		{ headers: { authorization: clientBasicAuthorization() }, select: selectTokenData },
	);
}

/**
 * Changes the logged-in person's password (`POST /profile/updatePassword`, with the bearer):
 * `pwd_inv` when the current one is wrong. Every other session of the person ends; this one stays,
 * so nothing here touches the cookies. Not under `/auth`: an expired access token is renewed and
 * the call retried, like any campus call.
 */
export function updatePassword(
	payload: UpdatePasswordPayload,
	client: ApiClient = api,
): Promise<ApiResult<'ok', AuthResult>> {
	return client.post(
		'/profile/updatePassword',
		{ ...payload },
		{ select: (data) => (dataAt<unknown>('updatePassword')(data) === 'ok' ? 'ok' : undefined) },
	);
}

/** Who the logged-in person's next invoices are made out to (`POST /profile/getBilling`). */
export function getBillingDetails(
	client: ApiClient = api,
): Promise<ApiResult<BillingDetails, AuthResult>> {
	return client.post('/profile/getBilling', {}, { select: dataAt<BillingDetails>('getBilling') });
}

/** Saves them (`POST /profile/updateBilling`); answers what is saved now. */
export function updateBillingDetails(
	payload: BillingDetailsPayload,
	client: ApiClient = api,
): Promise<ApiResult<BillingDetails, AuthResult>> {
	return client.post(
		'/profile/updateBilling',
		{ ...payload },
		{ select: dataAt<BillingDetails>('updateBilling') },
	);
}

/** The user's licences and whether the free trial is still available. Needs the bearer. */
export function getSubscriptions(
	client: ApiClient = api,
): Promise<ApiResult<Subscriptions, AuthResult>> {
	return client.post('/buy/getSubscriptions', {}, { select: selectSubscriptions });
}

/**
 * Gives the cart of `saleCode` to the logged-in user (spec §4 "Login"), so a cart started before
 * logging in is theirs. Any success answer counts.
 */
export function setOwnerCart(
	saleCode: string,
	app: number,
	client: ApiClient = api,
): Promise<ApiResult<unknown, AuthResult>> {
	return client.post(
		'/buy/setOwnerCart',
		{ scd: saleCode, app },
		{ select: (data) => data ?? true },
	);
}

/**
 * `Authorization: Basic base64(client_id:)`: RFC 6749 §2.3.1 client authentication for a public
 * client, whose secret is empty.
 *
 * @example clientBasicAuthorization('campus-web'); // 'Basic Y2FtcHVzLXdlYjo='
 */
export function clientBasicAuthorization(clientId: string = PUBLIC_OAUTH_CLIENT_ID): string {
	const credentials = `${encodeURIComponent(clientId)}:`;
	return `Basic ${btoa(credentials)}`;
}

function oauthForm(grantType: 'password' | 'refresh_token', fields: Record<string, string>) {
	return new URLSearchParams({
		grant_type: grantType,
		client_id: PUBLIC_OAUTH_CLIENT_ID,
		...fields,
	});
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUserData(value: unknown): value is UserData {
	return isRecord(value) && typeof value['name'] === 'string';
}

function isTokenData(value: unknown): value is TokenData {
	return (
		isRecord(value) &&
		value['must_change_pwd'] !== true &&
		typeof value['access_token'] === 'string' &&
		value['access_token'] !== '' &&
		typeof value['refresh_token'] === 'string' &&
		isUserData(value['user_data'])
	);
}

function selectTokenData(data: unknown): TokenData | undefined {
	const token = dataAt<unknown>('token')(data);
	return isTokenData(token) ? token : undefined;
}

function selectLoginToken(data: unknown): LoginToken | undefined {
	const token = dataAt<unknown>('token')(data);
	if (isRecord(token) && token['must_change_pwd'] === true) {
		return typeof token['change_token'] === 'string'
			? (token as unknown as MustChangePasswordToken)
			: undefined;
	}
	return isTokenData(token) ? token : undefined;
}

function selectTokenCheck(data: unknown): TokenCheck | undefined {
	const token = dataAt<unknown>('token')(data);
	if (!isRecord(token) || typeof token['call_refresh_token'] !== 'boolean') return undefined;
	return token as unknown as TokenCheck;
}

function selectSubscriptions(data: unknown): Subscriptions | undefined {
	const value = dataAt<unknown>('getSubscriptions')(data);
	if (!isRecord(value) || !Array.isArray(value['ens'])) return undefined;
	const ens = value['ens'] as SubscriptionItem[];
	// Spec §3: the trial is available when there are no enrolments, if the server does not say.
	const hasFreeTrial =
		typeof value['hasFreeTrial'] === 'boolean' ? value['hasFreeTrial'] : ens.length === 0;
	return { ens, hasFreeTrial, team: value['team'] ?? null, group: value['group'] ?? null };
}
