/**
 * Reads a JSON body through one of the shared valibot schemas (src/lib/contracts) and turns a bad
 * payload into 400 `inv_data` with a Spanish message that says what to fix: the field and its
 * problem when one field is wrong ("Email: Introduce un email válido"), the spec's "Datos
 * incorrectos, revise los campos" followed by the fields when several are.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { t } from '../i18n';
import { fieldErrors } from '../lib/contracts/fields';
import { AppError } from './errors';
import { readJsonObject } from './http';

/** Field name on the wire → its Spanish label (`f_name` → "Nombre"). */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * Labels read from the catalogue: `fieldLabels('landings.fields', ['email'])` takes
 * `landings.fields.email`.
 */
export function fieldLabels(section: string, fields: readonly string[]): FieldLabels {
	return Object.fromEntries(fields.map((field) => [field, t(`${section}.${field}`)]));
}

export function invalidDataMessage(
	issues: readonly v.BaseIssue<unknown>[],
	labels: FieldLabels,
): string {
	const errors = Object.entries(fieldErrors(issues));
	const label = (field: string) => labels[field] ?? field;
	const [first] = errors;
	if (errors.length === 1 && first) return `${label(first[0])}: ${first[1] ?? ''}`;
	if (errors.length === 0) return t('api.inv_data');
	return `${t('api.inv_data')}: ${errors.map(([field]) => label(field)).join(', ')}`;
}

/**
 * How a call answers its first bad field when the spec gives it a code of its own (the course
 * calls' `pid_int`, `cid_ms`…) rather than `inv_data`; `field` is the field's wire name.
 */
export type Refusal = (field: string, issue: v.BaseIssue<unknown>) => AppError;

/**
 * The checked payload, or a thrown 400 `inv_data` (400 `inv_json` for a body that is not JSON);
 * with `refusal`, what it answers for the first bad field instead.
 */
export async function readPayload<const Schema extends v.GenericSchema>(
	c: Context,
	schema: Schema,
	labels: FieldLabels,
	refusal?: Refusal,
): Promise<v.InferOutput<Schema>> {
	const parsed = v.safeParse(schema, await readJsonObject(c));
	if (!parsed.success) {
		const [first] = parsed.issues;
		const field = first.path?.[0]?.key;
		if (refusal) throw refusal(typeof field === 'string' ? field : '', first);
		throw new AppError('inv_data', 400, invalidDataMessage(parsed.issues, labels));
	}
	return parsed.output;
}
