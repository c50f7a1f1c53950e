/**
 * The one API client of the site (ARCHITECTURE.md decisions 5, 6 and "Boundaries"). Every call
 * goes through it so the spec's headers (§7), the response envelope and the session rules of
 * "Behaviour on answers" are applied in one place. It never throws for an HTTP error: callers
 * branch on `result.ok` and on the spec's `result` codes.
 */
import { ofetch, type $Fetch } from 'ofetch';
import { PUBLIC_API_URL, PUBLIC_CLIENT_KEY } from 'astro:env/client';
import { createTranslator } from '../../i18n/translate';
import errors from 'i18n-section:errors';
import http from 'i18n-section:http';
import toasts from 'i18n-section:toasts';
import { syncAccessToken } from '../session-cookies';

// Only the sections the client shows, so islands do not carry the whole catalogue (ADR 002).
const t = createTranslator({ errors, http, toasts });

/** A successful call: the `data` of the envelope, already narrowed by the caller's `select`. */
export interface ApiSuccess<T> {
	ok: true;
	data: T;
}

/** A failed call: HTTP status (0 when no answer arrived), the spec's result code and a Spanish message. */
export interface ApiFailure {
	ok: false;
	status: number;
	result: string;
	msg: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** `result` codes the client itself produces when the server did not give one. */
export const CLIENT_RESULT = {
	/** No answer: offline, DNS, CORS, timeout. `status` is 0. */
	network: 'network_error',
	/** An HTTP error without the envelope (a proxy's HTML page, say). */
	http: 'http_error',
	/** A 2xx answer without the envelope or without the expected data. */
	invalidResponse: 'invalid_response',
} as const;

/** Result code of an expired access token (spec §7, §8). */
export const TOKEN_INVALID = 'token_inv';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods that send `x-user-agent` and `x-client-ip` (spec §7 "write calls"). */
const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Token endpoints: their errors pass through untouched (no refresh, no session closing), or a
 * failed login or refresh would loop into another refresh (spec §7).
 */
const EXEMPT_PATH = /^\/?(?:oauth|auth)(?:\/|$)/;

export type RequestBody = Record<string, unknown> | unknown[] | URLSearchParams | FormData | string;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
	method?: HttpMethod | undefined;
	/**
	 * Objects are sent as JSON; `URLSearchParams` as form-encoded (`/oauth/token`); `FormData` as
	 * multipart with the boundary the browser writes (uploads: append the text fields first, then
	 * the file, as services/uploads.ts expects).
	 */
	body?: RequestBody | undefined;
	query?: Record<string, QueryValue> | undefined;
	headers?: Record<string, string> | undefined;
	/** Cancels the call; it then replaces the client's time limit. */
	signal?: AbortSignal | undefined;
	/**
	 * Picks the payload out of the envelope's `data` (`data.getCourses`, say). Returning undefined
	 * turns the answer into an `invalid_response` failure, so callers never read a missing field.
	 */
	select?: ((data: unknown) => T | undefined) | undefined;
	/**
	 * The call answers a file (a PDF, say) rather than the envelope: a success gives the Blob as
	 * `data`; a failure still comes as the JSON envelope.
	 */
	file?: boolean | undefined;
	/** Lets the call outlive the page (`fetch` keepalive): the player's last heartbeat on `pagehide`. */
	keepalive?: boolean | undefined;
	/** This call's time limit instead of the client's: an upload on a pharmacy's line takes minutes. */
	timeoutMs?: number | undefined;
}

export type MethodOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export interface ApiClient {
	request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
	get<T = unknown>(path: string, options?: MethodOptions<T>): Promise<ApiResult<T>>;
	post<T = unknown>(
		path: string,
		body?: RequestBody,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T>>;
	put<T = unknown>(
		path: string,
		body?: RequestBody,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T>>;
	patch<T = unknown>(
		path: string,
		body?: RequestBody,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T>>;
	delete<T = unknown>(
		path: string,
		body?: RequestBody,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T>>;
	/** Installs the session hooks later (the auth store does it, since lib cannot import stores). */
	setSessionHandlers(handlers: SessionHandlers): void;
}

export interface SessionHandlers {
	/**
	 * Renews the access token with the refresh token; resolves true when a new token is in place
	 * (so `getAccessToken` returns it). Without it an expired token cannot be renewed. It must call
	 * an `/oauth/` or `/auth/` path: other calls wait for the refresh in flight, so a refresh going
	 * through one of them would wait for itself.
	 */
	refreshSession?: (() => Promise<boolean>) | undefined;
	/**
	 * Closes the session and shows `message` as a toast: "Sesión expirada" after a failed refresh,
	 * "Tu sesión ha expirado." after any other 401 or 403 (spec §7).
	 */
	onSessionExpired?: ((message: string) => void) | undefined;
}

export interface ApiClientConfig extends SessionHandlers {
	/** Origin and prefix of the API: `/api` on this site, or the external API host. */
	baseUrl: string;
	/** Sent as `pcek` on every call. */
	clientKey: string;
	/** The current access token, read before every call so a renewed one is picked up. */
	getAccessToken: () => string | null | undefined;
	/** Sent as `x-user-agent` on write calls; defaults to `navigator.userAgent`. */
	getUserAgent?: (() => string | undefined) | undefined;
	/**
	 * Sent as `x-client-ip` on write calls when it returns a value. A browser cannot know its own
	 * public address, so the site leaves it unset and the server takes the real one from the
	 * connection; a server-side caller relaying a visitor's request may pass it on.
	 */
	getClientIp?: (() => string | undefined) | undefined;
	/** Replaces `globalThis.fetch`: tests, or build-time calls bound to the in-process app. */
	fetch?: typeof globalThis.fetch | undefined;
	/** Milliseconds before a call is given up as a network failure. */
	timeoutMs?: number | undefined;
}

/** Default time limit of a call. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Builds an API client. Behaviour on answers (spec §7):
 * - 401 with `token_inv`: one refresh for however many calls fail at once; they wait for it and
 *   retry once with the new token. If it fails, `onSessionExpired('Sesión expirada')`.
 * - any other 401 or 403 of a call that carried a token: `onSessionExpired('Tu sesión ha
 *   expirado.')`. An anonymous call has no session to close, so its 401/403 only comes back.
 * - paths under `/oauth/` and `/auth/`: errors come back untouched.
 *
 * @example
 * const client = createApiClient({ baseUrl: '/api', clientKey: 'web', getAccessToken: () => null });
 * const result = await client.post('/courses/getCategories', {});
 * if (!result.ok) showToast(result.msg);
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
	const handlers: SessionHandlers = {
		refreshSession: config.refreshSession,
		onSessionExpired: config.onSessionExpired,
	};
	const $fetch: $Fetch = ofetch.create(
		{ baseURL: config.baseUrl, retry: 0, timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS },
		// Resolved on each call, so a fetch patched after start-up (test mocks) is still used.
		{ fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)) },
	);

	/** The refresh in flight; every call that meets an expired token waits on this one. */
	let refreshing: Promise<boolean> | null = null;
	/** The token whose refresh failed, so late failures of that token do not toast again. */
	let failedToken: string | null = null;

	function currentToken(): string | null {
		return config.getAccessToken() || null;
	}

	function expire(message: string): void {
		handlers.onSessionExpired?.(message);
	}

	function renewToken(usedToken: string | null): Promise<boolean> {
		const token = currentToken();
		// Another call already renewed it while this one was on the wire.
		if (token !== null && token !== usedToken) return Promise.resolve(true);
		if (refreshing) return refreshing;
		if (usedToken !== null && usedToken === failedToken) return Promise.resolve(false);
		const refreshSession = handlers.refreshSession;
		refreshing = (async () => {
			const renewed = await attemptRefresh(refreshSession);
			if (!renewed) {
				failedToken = usedToken;
				expire(t('toasts.session_expired'));
			}
			return renewed;
		})().finally(() => {
			refreshing = null;
		});
		return refreshing;
	}

	async function send<T>(
		path: string,
		options: RequestOptions<T>,
		token: string | null,
	): Promise<ApiResult<T>> {
		const method = options.method ?? 'GET';
		const headers = new Headers();
		if (token) headers.set('authorization', `Bearer ${token}`);
		if (WRITE_METHODS.has(method)) {
			const userAgent = (config.getUserAgent ?? browserUserAgent)();
			if (userAgent) headers.set('x-user-agent', userAgent);
			const clientIp = config.getClientIp?.();
			if (clientIp) headers.set('x-client-ip', clientIp);
		}
		// A caller's header wins (a special authorization, say), except the client key.
		for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
		headers.set('pcek', config.clientKey);
		try {
			const response = await $fetch.raw<unknown, 'json' | 'blob'>(path, {
				method,
				headers,
				ignoreResponseError: true,
				...(options.body !== undefined && method !== 'GET' && { body: options.body }),
				...(options.query && { query: options.query }),
				...(options.signal && { signal: options.signal }),
				...(options.keepalive && { keepalive: true }),
				// A file is a Blob whatever its type: ofetch would read a text/csv answer as text.
				...(options.file && { responseType: 'blob' as const }),
				...(options.timeoutMs !== undefined && { timeout: options.timeoutMs }),
			});
			if (options.file) return await fileResult<T>(response.status, response._data);
			return toResult(response.status, response._data, options.select);
		} catch {
			return {
				ok: false,
				status: 0,
				result: CLIENT_RESULT.network,
				msg: t('errors.generic_request'),
			};
		}
	}

	async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
		const exempt = EXEMPT_PATH.test(path);
		// Calls started during a refresh wait for it rather than fail with the old token.
		if (!exempt && refreshing) await refreshing;
		const token = currentToken();
		const first = await send(path, options, token);
		if (exempt || first.ok) return first;

		if (first.status === 401 && first.result === TOKEN_INVALID && token !== null) {
			if (!(await renewToken(token))) return first;
			const retried = await send(path, options, currentToken());
			// The renewed token was refused too: nothing left to try.
			if (!retried.ok && isSessionError(retried)) expire(t('toasts.session_ended'));
			return retried;
		}
		if (isSessionError(first) && token !== null) expire(t('toasts.session_ended'));
		return first;
	}

	return {
		request,
		get: (path, options) => request(path, { ...options, method: 'GET' }),
		post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
		put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
		patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
		delete: (path, body, options) => request(path, { ...options, method: 'DELETE', body }),
		setSessionHandlers(next) {
			if ('refreshSession' in next) handlers.refreshSession = next.refreshSession;
			if ('onSessionExpired' in next) handlers.onSessionExpired = next.onSessionExpired;
		},
	};
}

/**
 * Spanish message for an HTTP status when the server sent none (spec §8).
 *
 * @example
 * statusMessage(403); // 'Acceso prohibido'
 * statusMessage(502); // 'Error desconocido: 502'
 */
export function statusMessage(status: number): string {
	if (status === 400 || status === 401 || status === 403) return t(`http.${status}`);
	return t('http.unknown', { status });
}

/**
 * A `select` that walks `data` along `keys`, for envelopes like `data.getProgram.prg`.
 *
 * @example
 * client.post('/courses/getProgram', { cid }, { select: dataAt<ProgramTopic[]>('getProgram', 'prg') });
 */
// T is not checked at run time: it is the shape the spec's contract promises for that field.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function dataAt<T>(...keys: string[]): (data: unknown) => T | undefined {
	return (data) => {
		let value: unknown = data;
		for (const key of keys) {
			if (typeof value !== 'object' || value === null) return undefined;
			value = (value as Record<string, unknown>)[key];
		}
		return value === null ? undefined : (value as T | undefined);
	};
}

/** Runs the refresh; a missing or throwing one counts as a failed refresh. */
async function attemptRefresh(
	refreshSession: (() => Promise<boolean>) | undefined,
): Promise<boolean> {
	if (!refreshSession) return false;
	try {
		return await refreshSession();
	} catch {
		return false;
	}
}

/**
 * 403 answers that refuse the thing asked for, not the session: the campus says "your licence
 * does not include this" (issue #6), "your pharmacy plan does not include this" (`plan_req`) or
 * "this invitation is for another email" (`inv_email`, issue #7), "this course opens on …"
 * (`itn_lock`) or "campus templates cannot be changed" (`itn_ro`), and the person stays logged in
 * to read it.
 */
export const ACCESS_REFUSALS: ReadonlySet<string> = new Set([
	'lic_req',
	'demo_excl',
	'plan_req',
	'inv_email',
	'itn_lock',
	'itn_ro',
]);

function isSessionError(failure: ApiFailure): boolean {
	return failure.status === 401 || (failure.status === 403 && !ACCESS_REFUSALS.has(failure.result));
}

function browserUserAgent(): string | undefined {
	return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
}

interface Envelope {
	ok: boolean;
	data?: unknown;
	result?: unknown;
	msg?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
	return typeof body === 'object' && body !== null && typeof (body as Envelope).ok === 'boolean';
}

function toResult<T>(
	status: number,
	body: unknown,
	select: ((data: unknown) => T | undefined) | undefined,
): ApiResult<T> {
	const success = status >= 200 && status < 300;
	const envelope = isEnvelope(body) ? body : null;
	if (success && envelope?.ok === true) {
		const data = select ? select(envelope.data) : (envelope.data as T);
		if (data !== undefined) return { ok: true, data };
		return failure(status, CLIENT_RESULT.invalidResponse, t('errors.generic_request'));
	}
	const result =
		typeof envelope?.result === 'string' && envelope.result !== ''
			? envelope.result
			: success
				? CLIENT_RESULT.invalidResponse
				: CLIENT_RESULT.http;
	const serverMessage = typeof envelope?.msg === 'string' ? envelope.msg.trim() : '';
	const msg = serverMessage || (success ? t('errors.generic_request') : statusMessage(status));
	return failure(status, result, msg);
}

/** A file call's answer: the Blob on success; on failure the envelope inside the Blob. */
async function fileResult<T>(status: number, body: unknown): Promise<ApiResult<T>> {
	if (!(body instanceof Blob)) return toResult<T>(status, body, undefined);
	if (status >= 200 && status < 300) return { ok: true, data: body as T };
	let parsed: unknown = null;
	try {
		parsed = JSON.parse(await body.text());
	} catch {
		// Not the envelope: the status alone says what happened.
	}
	return toResult<T>(status, parsed, undefined);
}

function failure(status: number, result: string, msg: string): ApiFailure {
	return { ok: false, status, result, msg };
}

/** Where the API answers: `PUBLIC_API_URL`, or this site's `/api` when empty. */
export const API_BASE_URL = PUBLIC_API_URL || '/api';

/**
 * The site's client: `PUBLIC_API_URL` (this site's `/api` when empty), the client key, and the
 * access token from the `at` cookie. Pages rendered at build time pass their own client instead.
 */
export const api: ApiClient = createApiClient({
	baseUrl: API_BASE_URL,
	clientKey: PUBLIC_CLIENT_KEY,
	getAccessToken: () => syncAccessToken(),
});
