/**
 * One way to persist a record of spec §3 in localStorage: JSON under the spec's exact key, checked
 * against a valibot schema when read back. The same keys were written by earlier versions of the
 * site and can be edited by hand, so a stored value that no longer fits falls back to the defaults
 * instead of breaking every island that reads it.
 *
 * Without localStorage (server render, Vitest) @nanostores/persistent keeps the values in memory.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import * as v from 'valibot';

export function persistentRecord<TSchema extends v.GenericSchema>(
	key: string,
	schema: TSchema,
	defaults: v.InferOutput<TSchema>,
): WritableAtom<v.InferOutput<TSchema>> {
	return persistentAtom<v.InferOutput<TSchema>>(key, defaults, {
		encode: (value) => JSON.stringify(value),
		decode(raw) {
			try {
				const parsed = v.safeParse(schema, JSON.parse(raw));
				return parsed.success ? parsed.output : defaults;
			} catch {
				return defaults;
			}
		},
	});
}
