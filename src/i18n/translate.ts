/**
 * The translator behind `t` (see index.ts and docs/decisions/002): lookup by dotted key,
 * `{{name}}` placeholders, `_one`/`_other` plurals and "NA" for a missing key. This module does
 * not import the catalogue, so browser code can build a translator over only the sections it
 * needs.
 */

/** What the page shows instead of a missing text (spec §8). */
export const MISSING_TEXT = 'NA';

/** Interpolation values (`{ status: 418 }`), `count` for plurals, `defaultValue` for a fallback. */
export type TranslateOptions = Record<string, unknown> & {
	count?: number;
	defaultValue?: string;
};

export type Catalogue = { readonly [key: string]: string | Catalogue };

const plurals = new Intl.PluralRules('es-ES');

export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * A `t` over part of the catalogue. Code that runs in the browser names the sections it uses
 * (`import http from 'i18n-section:http'`, a module per section made by a Vite plugin in
 * astro.config.mjs): the island then carries only those sections, not the whole catalogue (pages
 * and the API use the full `t` of index.ts).
 *
 * @example
 * import courses from 'i18n-section:courses';
 * const tCourses = createTranslator({ courses });
 * tCourses('courses.results_count', { count: 3 }); // '3 cursos'
 */
export function createTranslator(catalogue: Catalogue): Translate {
	function lookup(key: string): string | Catalogue | undefined {
		let node: string | Catalogue | undefined = catalogue;
		for (const part of key.split('.')) {
			if (node === undefined || typeof node === 'string') return undefined;
			node = node[part];
		}
		return node;
	}

	/** The text of `key`, choosing `key_one` / `key_other` when a count is given and they exist. */
	function resolve(key: string, count: unknown): string | Catalogue | undefined {
		if (typeof count === 'number') {
			const form = lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`);
			if (typeof form === 'string') return form;
		}
		return lookup(key);
	}

	return (key, options) => {
		const text = resolve(key, options?.count);
		if (typeof text !== 'string') {
			if (options?.defaultValue !== undefined) return options.defaultValue;
			console.error(
				text === undefined
					? `[i18n] Missing translation key: "${key}"`
					: `[i18n] Translation key "${key}" names a group, not a text`,
			);
			return MISSING_TEXT;
		}
		if (!options) return text;
		return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
			name in options ? String(options[name]) : placeholder,
		);
	};
}
