/**
 * The session flows of spec §4 in the browser: log in, sign up, set a new password from a reset
 * link, log out, renew the access token, and check the session on load, on focus and when the tab
 * becomes visible. The calls are in `src/lib/api/auth.ts` (contract: ADR 004); the tokens live in
 * the `at`/`rt` cookies (`src/lib/session-cookies.ts`) and who is logged in in the `auth` store.
 *
 * Importing this module installs the API client's session hooks (one refresh for however many
 * calls meet an expired token; a failed refresh closes the session with a toast). BaseLayout
 * loads it through `./session-watch` wherever there is a session, and calls `watchSession()`.
 */
import { PUBLIC_APP_ID } from 'astro:env/client';
import toasts from 'i18n-section:toasts';
import { batch } from 'nanostores';
import * as v from 'valibot';
import { createTranslator } from '../i18n/translate';
import * as authApi from '../lib/api/auth';
import type { LoginExtras, TokenData, UserData } from '../lib/api/auth';
import { api, type ApiClient, type ApiFailure } from '../lib/api/client';
import { AFTER_LOGOUT_PATH, LOGIN_PATH, isExternalLoginLanding } from '../lib/navigation';
import type { ChangePasswordPayload, LoginInput, SignUpPayload } from '../lib/contracts/auth';
import {
	clearTokenCookies,
	readRefreshToken,
	syncAccessToken,
	writeTokenCookies,
} from '../lib/session-cookies';
import { $auth, $isLoggedIn, AUTH_DEFAULTS, clearSession, resetAuth, setAuth } from './auth';
import { $cart, $hasSaleCode } from './cart';
import { showWelcomePopup } from './overlays-welcome';
import {
	$subscription,
	LicenceSchema,
	TeamLicenceSchema,
	findActiveLicence,
	resetSubscription,
	setSubscriptions,
	type Licence,
} from './subscription';
import { showToast } from './toasts';

const t = createTranslator({ toasts });

/** Where a login, a sign-up or a new password leads (spec §4). */
export const DASHBOARD_PATH = '/dashboard';
/** The general login page, where post-purchase pages send a visitor without a token (spec §4). */
export const GENERAL_LOGIN_PATH = '/login';
/** The profile login page: logging out there does not call the server (spec §4). */
export const PROFILE_LOGIN_PATH = LOGIN_PATH;
/** Focus events closer together than this make one session check (spec §9). */
export const FOCUS_DEBOUNCE_MS = 500;
/** How long the "La sesión no es valida…" toast stays (spec §8). */
export const INVALID_SESSION_TOAST_MS = 4000;
/** sessionStorage key of the greeting the next page shows after a login. */
export const PENDING_WELCOME_KEY = 'campus:welcome';

/** Outcome of a login: a session, or the server asks for a new password first. */
export type LoginOutcome =
	| { ok: true; mustChangePwd: true; changeToken: string }
	| { ok: true; mustChangePwd: false; hasLicence: boolean }
	| ApiFailure;

/** Outcome of a sign-up or a password change: a session, and whether a licence gives access. */
export type SessionOutcome = { ok: true; hasLicence: boolean } | ApiFailure;

/** What a session check found. `unknown`: no answer (offline, 5xx), nothing was changed. */
export type SessionState = 'valid' | 'anonymous' | 'invalid' | 'unknown';

export interface LogInOptions {
	/** Space, admin space or partner the login belongs to (spec §7). */
	extras?: LoginExtras | undefined;
	/** Page to go to once logged in; null stays on the page and greets here. */
	redirectTo?: string | null | undefined;
	client?: ApiClient | undefined;
}

/**
 * Logs in (spec §4): when the server asks for a new password the flow stops there and says so;
 * otherwise the tokens go to the cookies, the user to the auth store, the subscriptions are
 * loaded, a cart waiting under a sale code becomes the user's, and the visitor goes to /dashboard,
 * where the welcome popup greets them.
 *
 * @example
 * const outcome = await logIn({ username: 'ana', password: 'S3creta!' });
 * if (!outcome.ok) showError(outcome.msg);
 * else if (outcome.mustChangePwd) offerNewPassword(outcome.changeToken);
 */
export async function logIn(form: LoginInput, options: LogInOptions = {}): Promise<LoginOutcome> {
	const { extras, redirectTo = DASHBOARD_PATH, client = api } = options;
	const result = await authApi.login(form, extras, client);
	if (!result.ok) return result;
	const token = result.data;
	if (token.must_change_pwd) {
		return { ok: true, mustChangePwd: true, changeToken: token.change_token };
	}
	startSession(token);
	const hasLicence = await loadSubscriptions(client);
	await attachWaitingCart(client);
	enterCampus(redirectTo);
	return { ok: true, mustChangePwd: false, hasLicence };
}

/**
 * Creates the account and starts its session (spec §4): tokens stored, subscriptions loaded, and a
 * cart that was waiting (licences under a sale code) becomes the new user's. Where to go next is
 * the caller's: the sign-up page goes to the dashboard, the free trial to its payment step.
 */
export async function signUp(
	payload: SignUpPayload,
	client: ApiClient = api,
): Promise<SessionOutcome> {
	const cart = $cart.get();
	const saleCode = presentSaleCode();
	const result = await authApi.signUp(
		saleCode === null ? payload : { ...payload, sale_code: saleCode },
		client,
	);
	if (!result.ok) return result;
	startSession(result.data);
	const hasLicence = await loadSubscriptions(client);
	if (cart.license.length > 0) await attachWaitingCart(client);
	return { ok: true, hasLicence };
}

/**
 * Sets the new password of a reset link; the answer is a new session (ADR 004), so the visitor
 * is logged in and goes to the dashboard.
 */
export async function changePasswordAndLogIn(
	payload: ChangePasswordPayload,
	options: Omit<LogInOptions, 'extras'> = {},
): Promise<SessionOutcome> {
	const { redirectTo = DASHBOARD_PATH, client = api } = options;
	const result = await authApi.changePassword(payload, client);
	if (!result.ok) return result;
	startSession(result.data);
	const hasLicence = await loadSubscriptions(client);
	enterCampus(redirectTo);
	return { ok: true, hasLicence };
}

export interface LogOutOptions {
	/** The page logging out; defaults to the current one. */
	pathname?: string | undefined;
	client?: ApiClient | undefined;
	/** Where to go afterwards; home unless given (the join page reloads itself, issue #7). */
	to?: string | undefined;
}

/**
 * Logs out (spec §4): tells the server (not on the profile login page, nor without an access
 * token), forgets everything this browser kept (auth, subscription, cart, contact name, cookies),
 * which refreshes every island's login state, and goes to /home.
 */
export async function logOut(options: LogOutOptions = {}): Promise<void> {
	const { pathname = currentPathname(), client = api, to = AFTER_LOGOUT_PATH } = options;
	const token = syncAccessToken();
	if (token !== null && !isProfileLoginPage(pathname)) {
		// Whatever the answer, this browser forgets the session: a failed call cannot keep it open.
		await authApi.logout(readRefreshToken(), client);
	}
	clearSession();
	goTo(to);
}

/**
 * Renews the tokens with the `rt` cookie and stores the new pair; false when there is no refresh
 * token or the server refused it. The API client's refresh hook (it runs once however many calls
 * are waiting) and the session check both use it, and share one refresh in flight: a refresh token
 * is single-use, and presenting it twice would end the session (ADR 004).
 */
export function refreshSession(client: ApiClient = api): Promise<boolean> {
	refreshInFlight ??= renewTokens(client).finally(() => {
		refreshInFlight = null;
	});
	return refreshInFlight;
}

let refreshInFlight: Promise<boolean> | null = null;

async function renewTokens(client: ApiClient): Promise<boolean> {
	// Read now, not earlier: another tab may have rotated it since this page loaded.
	const refreshToken = readRefreshToken();
	if (!refreshToken) return false;
	const result = await authApi.refreshTokens(refreshToken, client);
	if (!result.ok) return false;
	writeTokenCookies(result.data);
	adoptUserData(result.data.user_data);
	return true;
}

/**
 * The API client's session hooks: refresh with the `rt` cookie, and close the session with a
 * toast ("Sesión expirada" after a failed refresh, "Tu sesión ha expirado." after another 401/403).
 */
export function sessionHandlers(client: ApiClient = api) {
	return {
		refreshSession: () => refreshSession(client),
		onSessionExpired: (message: string) => {
			showToast({ text: message, type: 'error' });
			clearSession();
		},
	};
}

/**
 * Loads `/buy/getSubscriptions` into the subscription store; resolves whether an active, trialing
 * or freemium licence exists (false when the call failed).
 */
export async function loadSubscriptions(client: ApiClient = api): Promise<boolean> {
	const result = await authApi.getSubscriptions(client);
	if (!result.ok) return false;
	const licences = result.data.ens.flatMap((item): Licence[] => {
		// One malformed licence should not hide the others.
		const parsed = v.safeParse(LicenceSchema, item);
		return parsed.success ? [parsed.output] : [];
	});
	const team = v.safeParse(TeamLicenceSchema, result.data.team);
	setSubscriptions(licences, result.data.hasFreeTrial, team.success ? team.output : null);
	return findActiveLicence(licences) !== null || team.success;
}

export interface CheckSessionOptions {
	pathname?: string | undefined;
	/** The URL's fragment, where a post-purchase page may receive a session (`#at=…&rt=…`). */
	hash?: string | undefined;
	client?: ApiClient | undefined;
}

let checkInFlight: Promise<SessionState> | null = null;
let firstCheck: Promise<SessionState> | null = null;

/**
 * The session check of spec §4. With an access token, `GET /oauth/token` validates it (and renews
 * it when the server says it is about to expire); with only a refresh token, the tokens are
 * renewed. Without a usable session, auth data is cleared. On the post-purchase landing pages a
 * session handed over in the fragment (`#at=…&rt=…`, the "external token") is adopted and, once
 * valid, exchanged for this site's own (`POST /auth/autologin`) and sent to the dashboard URL the
 * server returns; a visitor without a token goes to /login; an invalid session shows the "La
 * sesión no es valida…" toast. Checks never overlap: a second call joins the one running.
 */
export function checkSession(options: CheckSessionOptions = {}): Promise<SessionState> {
	if (checkInFlight) return checkInFlight;
	const { pathname = currentPathname(), hash = currentHash(), client = api } = options;
	checkInFlight = runCheck(pathname, hash, client).finally(() => {
		checkInFlight = null;
	});
	firstCheck ??= checkInFlight;
	return checkInFlight;
}

/**
 * The outcome of the page's first session check (starting it when none ran yet), for islands that
 * need to know whether someone is logged in before they render private data: true when logged in.
 */
export async function sessionReady(options: CheckSessionOptions = {}): Promise<boolean> {
	await (firstCheck ?? checkSession(options));
	return $isLoggedIn.get();
}

export interface WatchSessionOptions {
	/** Receives `focus` (the window). */
	focusTarget?: EventTarget | undefined;
	/** Receives `visibilitychange` and tells `visibilityState` (the document). */
	visibilityTarget?:
		(EventTarget & { readonly visibilityState: DocumentVisibilityState }) | undefined;
	pathname?: (() => string) | undefined;
	client?: ApiClient | undefined;
}

/**
 * Checks the session now, when the window gets focus (debounced 500 ms) and when the tab becomes
 * visible (spec §4), and shows the greeting a login on the previous page left. A tab switch fires
 * both visibilitychange and focus: the focus that follows a visibility check is the same switch
 * and is ignored. Returns a function that stops watching.
 */
export function watchSession(options: WatchSessionOptions = {}): () => void {
	const {
		focusTarget = window,
		visibilityTarget = document,
		pathname = currentPathname,
		client = api,
	} = options;
	const check = () => checkSession({ pathname: pathname(), client });
	let focusTimer: ReturnType<typeof setTimeout> | null = null;
	let ignoreFocusUntil = 0;

	const cancelFocusCheck = () => {
		if (focusTimer !== null) clearTimeout(focusTimer);
		focusTimer = null;
	};
	const onFocus = () => {
		if (Date.now() < ignoreFocusUntil) return;
		cancelFocusCheck();
		focusTimer = setTimeout(() => {
			focusTimer = null;
			void check();
		}, FOCUS_DEBOUNCE_MS);
	};
	const onVisibilityChange = () => {
		if (visibilityTarget.visibilityState !== 'visible') return;
		cancelFocusCheck();
		ignoreFocusUntil = Date.now() + FOCUS_DEBOUNCE_MS;
		void check();
	};

	showPendingWelcome();
	void check();
	focusTarget.addEventListener('focus', onFocus);
	visibilityTarget.addEventListener('visibilitychange', onVisibilityChange);
	return () => {
		cancelFocusCheck();
		focusTarget.removeEventListener('focus', onFocus);
		visibilityTarget.removeEventListener('visibilitychange', onVisibilityChange);
	};
}

/** Shows the welcome popup a login on the previous page asked for, once. */
export function showPendingWelcome(): void {
	const storage = sessionStorageOrNull();
	const pending = storage?.getItem(PENDING_WELCOME_KEY);
	if (pending === null || pending === undefined) return;
	storage?.removeItem(PENDING_WELCOME_KEY);
	showWelcomePopup(pending);
}

/** The user's name and surname, for the greeting. */
export function fullName(): string {
	const { name, lastName } = $auth.get();
	return `${name} ${lastName}`.trim();
}

/** Whether `pathname` is the profile login page (trailing slash and case ignored). */
export function isProfileLoginPage(pathname: string): boolean {
	return normalise(pathname) === PROFILE_LOGIN_PATH;
}

async function runCheck(pathname: string, hash: string, client: ApiClient): Promise<SessionState> {
	if (!isExternalLoginLanding(pathname)) return checkTokens(client);
	// A session handed over by whoever sent the person here (another site, the app): adopt it,
	// and take it out of the address so it is neither bookmarked nor shared.
	const handoff = readSessionHandoff(hash);
	if (handoff) {
		writeTokenCookies({ access_token: handoff.accessToken, refresh_token: handoff.refreshToken });
		forgetHash();
	}
	const state = await checkTokens(client);
	switch (state) {
		case 'anonymous':
			goTo(GENERAL_LOGIN_PATH);
			return state;
		case 'unknown':
			return state;
		case 'valid': {
			// The person's own session (they bought here): the page is theirs to read.
			if (!handoff) return state;
			const entered = await enterCampusFromLanding(client);
			if (entered !== 'invalid') return entered;
			break;
		}
		case 'invalid':
			break;
	}
	showToast({
		text: t('toasts.session_invalid'),
		type: 'error',
		timeout: INVALID_SESSION_TOAST_MS,
	});
	clearAuthData();
	return 'invalid';
}

/** The tokens of a `#at=…&rt=…` fragment, when both are there. */
export function readSessionHandoff(
	hash: string,
): { accessToken: string; refreshToken: string } | null {
	const params = new URLSearchParams(hash.replace(/^#/, ''));
	const accessToken = params.get('at')?.trim();
	const refreshToken = params.get('rt')?.trim();
	return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

function forgetHash(): void {
	if (typeof history === 'undefined' || typeof location === 'undefined') return;
	history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/**
 * Validates (or renews) the tokens of this browser: 'valid', 'anonymous' (none, auth data
 * cleared), 'invalid' (refused and not renewable, auth data cleared) or 'unknown' (no answer).
 */
async function checkTokens(client: ApiClient): Promise<SessionState> {
	const token = syncAccessToken();
	if (token === null) {
		if (readRefreshToken() !== null && (await refreshSession(client))) return 'valid';
		clearAuthData();
		return 'anonymous';
	}

	const result = await authApi.validateSession(client);
	if (result.ok) {
		if (result.data.user_data) adoptUserData(result.data.user_data);
		// Under a minute left: renew now rather than let the next call fail.
		if (result.data.call_refresh_token) await refreshSession(client);
		return 'valid';
	}
	if (result.status !== 401 && result.status !== 403) return 'unknown';
	// Renewed meanwhile by a call that met the same expired token.
	const current = syncAccessToken();
	if (current !== null && current !== token) return 'valid';
	// The access token died between two checks; the refresh token may still be good.
	if (await refreshSession(client)) return 'valid';
	clearAuthData();
	return 'invalid';
}

/**
 * On a post-purchase landing page with a good session: exchanges it for this site's own pair and
 * goes to the dashboard the server names, greeting the user there (spec §4 "Session check").
 */
async function enterCampusFromLanding(client: ApiClient): Promise<SessionState> {
	// Read now: the validation above may just have rotated it.
	const refreshToken = readRefreshToken();
	if (refreshToken === null) return 'invalid';
	const result = await authApi.normaliseSession(refreshToken, client);
	if (!result.ok) return result.status === 401 || result.status === 403 ? 'invalid' : 'unknown';
	writeTokenCookies(result.data.token);
	adoptUserData(result.data.token.user_data);
	enterCampus(result.data.dashboardUrl);
	return 'valid';
}

/**
 * Forgets who was logged in: auth record, subscriptions and token cookies. Unlike logging out,
 * the cart and the contact name stay: an anonymous visitor's purchase is still theirs. Only what is
 * not already empty is written, so an anonymous page load does not touch storage.
 */
function clearAuthData(): void {
	batch(() => {
		const auth = $auth.get();
		if (auth.name !== '' || auth.lastName !== '' || auth.role !== AUTH_DEFAULTS.role) resetAuth();
		const subscription = $subscription.get();
		const anyLicence = subscription.licenses.length > 0 || subscription.team !== null;
		if (anyLicence || !subscription.hasFreeTrial) resetSubscription();
		if (syncAccessToken() !== null || readRefreshToken() !== null) clearTokenCookies();
	});
}

/** Stores a new session: cookies, who it is, and no subscriptions until they are loaded. */
function startSession(token: TokenData): void {
	batch(() => {
		writeTokenCookies(token);
		resetSubscription();
		adoptUserData(token.user_data);
	});
}

/** Keeps the name the server knows (a session opened elsewhere arrives without one here). */
function adoptUserData(user: UserData): void {
	if (user.name.trim() === '') return;
	const current = $auth.get();
	const lastName = user.last_name?.trim() ?? '';
	const role = user.role ?? null;
	if (current.name === user.name.trim() && current.lastName === lastName && current.role === role) {
		return;
	}
	setAuth({ name: user.name, lastName, role });
}

/** Gives a cart waiting under a sale code to the user. Issue #5 brings the call: never fatal. */
async function attachWaitingCart(client: ApiClient): Promise<void> {
	const saleCode = presentSaleCode();
	if (saleCode === null) return;
	try {
		await authApi.setOwnerCart(saleCode, PUBLIC_APP_ID, client);
	} catch {
		// The client does not throw; anything else here must not undo a login.
	}
}

/**
 * Goes to the campus (the dashboard unless told otherwise) and has the welcome popup greet the
 * user there; with null, stays and greets here.
 */
export function enterCampus(redirectTo: string | null = DASHBOARD_PATH): void {
	const name = fullName();
	if (redirectTo === null) {
		showWelcomePopup(name);
		return;
	}
	sessionStorageOrNull()?.setItem(PENDING_WELCOME_KEY, name);
	goTo(redirectTo);
}

/** The cart's sale code, trimmed, when there is one (the cart store's `$hasSaleCode` rule). */
function presentSaleCode(): string | null {
	return $hasSaleCode.get() ? ($cart.get().saleCode?.trim() ?? null) : null;
}

function goTo(path: string): void {
	globalThis.location.assign(path);
}

function currentHash(): string {
	return typeof location === 'undefined' ? '' : location.hash;
}

function currentPathname(): string {
	return typeof location === 'undefined' ? '/' : location.pathname;
}

function normalise(pathname: string): string {
	return pathname.trim().toLowerCase().replace(/\/+$/, '') || '/';
}

function sessionStorageOrNull(): Storage | null {
	try {
		return typeof sessionStorage === 'undefined' ? null : sessionStorage;
	} catch {
		// Storage blocked by the browser's privacy settings: no greeting, nothing else lost.
		return null;
	}
}

// Every page that loads the session also renews expired tokens through it (see the module comment).
api.setSessionHandlers(sessionHandlers(api));
