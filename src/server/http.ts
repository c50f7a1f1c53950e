/** Envelope helpers (ARCHITECTURE decision 5): every answer is `{ ok, data }` or `{ ok, result, msg }`. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { t } from '../i18n';
import type { ResultCode } from '../lib/contracts/results';
import { AppError } from './errors';

/** `{ ok: true, data: { [operation]: value } }`, e.g. `data.getCourses.courses`. */
export function ok<const Operation extends string, Value>(
	c: Context,
	operation: Operation,
	value: Value,
) {
	return c.json({ ok: true as const, data: { [operation]: value } as Record<Operation, Value> });
}

/**
 * The failure answer of one API area, typed by its contract's code union: a handler throws
 * `fail(code, status, msg)`, and a code the area's contract (src/lib/contracts/<area>.ts) does not
 * declare does not compile (src/server/http.test.ts proves it).
 *
 * @example
 * const fail = failures<CoursesResult>();
 * throw fail('pid_int', 400, t('api.pid_int'));
 */
// Code is given by the caller, not inferred: it is the point of the helper (one area, its codes).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function failures<Code extends ResultCode>() {
	return (
		result: Code,
		status: ContentfulStatusCode,
		msg: string,
		headers?: Readonly<Record<string, string>>,
	): AppError => new AppError(result, status, msg, headers);
}

/**
 * Reads a JSON object body. An empty body counts as `{}` (the spec sends `{}` to list calls);
 * anything that is not a JSON object is a 400 `inv_json`.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
	const text = await c.req.text();
	if (text.trim() === '') return {};
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		throw new AppError('inv_json', 400, t('api.inv_json'));
	}
	if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
		throw new AppError('inv_json', 400, t('api.inv_json'));
	}
	return parsed as Record<string, unknown>;
}
