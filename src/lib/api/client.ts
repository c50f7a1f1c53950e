/**
 * The one API client of the site (ARCHITECTURE.md decisions 5, 6 and "Boundaries"). Every call
 * goes through it so the spec's headers (§7), the response envelope (answers.ts) and the session
 * rules of "Behaviour on answers" (session-rules.ts) are applied in one place. It never throws for
 * an HTTP error: callers branch on `result.ok` and on the spec's `result` codes.
 */
import { ofetch, type $Fetch } from 'ofetch';
import { PUBLIC_API_URL, PUBLIC_CLIENT_KEY } from 'astro:env/client';
import { syncAccessToken } from '../session-cookies';
import { fileResult, networkFailure, toResult, type ApiResult } from './answers';
import { createSessionRules, type SessionHandlers } from './session-rules';

// Callers take these with the client, as they did before answers.ts was its own module.
export { dataAt, type ApiFailure, type ApiResult } from './answers';
export type { SessionHandlers } from './session-rules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Methods that send `x-user-agent` and `x-client-ip` (spec §7 "write calls"). */
const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

/**
 * The calls, each typed by what it answers: `T` the `data` its `select` picks, `Code` the result
 * codes its contract declares (src/lib/contracts/<area>.ts), inferred from the caller's return type.
 */
export interface ApiClient {
	request<T = unknown, Code extends string = string>(
		path: string,
		options?: RequestOptions<T>,
	): Promise<ApiResult<T, Code>>;
	get<T = unknown, Code extends string = string>(
		path: string,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T, Code>>;
	post<T = unknown, Code extends string = string>(
		path: string,
		body?: RequestBody,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T, Code>>;
	put<T = unknown, Code extends string = string>(
		path: string,
		body?: RequestBody,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T, Code>>;
	patch<T = unknown, Code extends string = string>(
		path: string,
		body?: RequestBody,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T, Code>>;
	delete<T = unknown, Code extends string = string>(
		path: string,
		body?: RequestBody,
		options?: MethodOptions<T>,
	): Promise<ApiResult<T, Code>>;
	/** Installs the session hooks later (the auth store does it, since lib cannot import stores). */
	setSessionHandlers(handlers: SessionHandlers): void;
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
 * Builds an API client, with the session rules of session-rules.ts on every call.
 *
 * @example
 * const client = createApiClient({ baseUrl: '/api', clientKey: 'web', getAccessToken: () => null });
 * const result = await client.post('/courses/getCategories', {});
 * if (!result.ok) showToast(result.msg);
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
	const session = createSessionRules(config.getAccessToken, config);
	const $fetch: $Fetch = ofetch.create(
		{ baseURL: config.baseUrl, retry: 0, timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS },
		// Resolved on each call, so a fetch patched after start-up (test mocks) is still used.
		{ fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)) },
	);

	function headersFor(method: HttpMethod, token: string | null, extra: Record<string, string>) {
		const headers = new Headers();
		if (token) headers.set('authorization', `Bearer ${token}`);
		if (WRITE_METHODS.has(method)) {
			const userAgent = (config.getUserAgent ?? browserUserAgent)();
			if (userAgent) headers.set('x-user-agent', userAgent);
			const clientIp = config.getClientIp?.();
			if (clientIp) headers.set('x-client-ip', clientIp);
		}
		// A caller's header wins (a special authorization, say), except the client key.
		for (const [name, value] of Object.entries(extra)) headers.set(name, value);
		headers.set('pcek', config.clientKey);
		return headers;
	}

	async function send<T>(
		path: string,
		options: RequestOptions<T>,
		token: string | null,
	): Promise<ApiResult<T>> {
		const method = options.method ?? 'GET';
		try {
			const response = await $fetch.raw<unknown, 'json' | 'blob'>(path, {
				method,
				headers: headersFor(method, token, options.headers ?? {}),
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
			return networkFailure();
		}
	}

	function request<T, Code extends string>(
		path: string,
		options: RequestOptions<T> = {},
	): Promise<ApiResult<T, Code>> {
		// The codes are the contract's promise, not checked at run time (as `dataAt`'s shape is).
		return session.run(path, (token) => send(path, options, token)) as Promise<ApiResult<T, Code>>;
	}

	return {
		request,
		get: (path, options) => request(path, { ...options, method: 'GET' }),
		post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
		put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
		patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
		delete: (path, body, options) => request(path, { ...options, method: 'DELETE', body }),
		setSessionHandlers: (next) => {
			session.setHandlers(next);
		},
	};
}

function browserUserAgent(): string | undefined {
	return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
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
