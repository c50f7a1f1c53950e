/** Envelope helpers (ARCHITECTURE decision 5): every answer is `{ ok, data }` or `{ ok, result, msg }`. */
import type { Context } from 'hono';
import { t } from '../i18n';
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
