/**
 * How the client reads an answer (ARCHITECTURE.md decision 5): the envelope becomes an
 * `ApiResult`, and an answer without it (a proxy's HTML page, no answer at all) still becomes a
 * failure with a code and a Spanish message, so callers only ever branch on `result`.
 */
import { createTranslator } from '../../i18n/translate';
import errors from 'i18n-section:errors';
import http from 'i18n-section:http';

// Only the sections the client shows, so islands do not carry the whole catalogue (ADR 002).
const t = createTranslator({ errors, http });

/** A successful call: the `data` of the envelope, already narrowed by the caller's `select`. */
export interface ApiSuccess<T> {
	ok: true;
	data: T;
}

/** `result` codes the client itself produces when the server did not give one. */
export const CLIENT_RESULT = {
	/** No answer: offline, DNS, CORS, timeout. `status` is 0. */
	network: 'network_error',
	/** An HTTP error without the envelope (a proxy's HTML page, say). */
	http: 'http_error',
	/** A 2xx answer without the envelope or without the expected data. */
	invalidResponse: 'invalid_response',
} as const;

export type ClientResult = (typeof CLIENT_RESULT)[keyof typeof CLIENT_RESULT];

/**
 * A failed call: HTTP status (0 when no answer arrived), the result code and a Spanish message.
 * `Code` is the union of the codes the call's contract declares (src/lib/contracts/<area>.ts);
 * the client cannot check it at run time, as with `dataAt`, it is the server's promise.
 */
export interface ApiFailure<Code extends string = string> {
	ok: false;
	status: number;
	result: Code | ClientResult;
	msg: string;
}

export type ApiResult<T, Code extends string = string> = ApiSuccess<T> | ApiFailure<Code>;

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

/** The failure of a call that got no answer at all. */
export function networkFailure(): ApiFailure {
	return failure(0, CLIENT_RESULT.network, t('errors.generic_request'));
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

/** A JSON answer: the envelope's `data` through `select`, or its failure. */
export function toResult<T>(
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
export async function fileResult<T>(status: number, body: unknown): Promise<ApiResult<T>> {
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
