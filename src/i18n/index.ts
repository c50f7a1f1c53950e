/**
 * The translation function of the site: pages, islands, the API client and the API itself read
 * every Spanish text through `t`, from the one catalogue `es.json` (locale es-ES).
 *
 * Not i18next (ARCHITECTURE decision 12 named it): it weighs 15.8 KB gzip in every island, and
 * the course page's whole JavaScript budget beyond React's 65 KB is 20 KB. What the product needs
 * is a lookup by dotted key, `{{name}}` placeholders, `_one`/`_other` plurals with `count`, and
 * "NA" plus a logged error for a missing key (spec §8): the few lines below. See
 * docs/decisions/002-translation-without-i18next.md.
 */
import es from './es.json';

/** What the page shows instead of a missing text (spec §8). */
export const MISSING_TEXT = 'NA';

/** Interpolation values (`{ status: 418 }`), `count` for plurals, `defaultValue` for a fallback. */
export type TranslateOptions = Record<string, unknown> & {
	count?: number;
	defaultValue?: string;
};

type Catalogue = { readonly [key: string]: string | Catalogue };

const catalogue: Catalogue = es;
const plurals = new Intl.PluralRules('es-ES');

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

/**
 * Returns the Spanish text of `key` (dot path into `es.json`), with `{{name}}` placeholders filled
 * from `options`. A missing key logs an error and returns "NA" (spec §8). Values are not
 * HTML-escaped: React and Astro escape on render.
 *
 * @example
 * t('nav.login'); // 'Entrar'
 * t('http.unknown', { status: 418 }); // 'Error desconocido: 418'
 * t('courses.results_count', { count: 1 }); // '1 curso'
 * t('nav.nope'); // 'NA', and console.error names the key
 */
export function t(key: string, options?: TranslateOptions): string {
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
}

/**
 * Whether `key` names a text in the catalogue, for code that maps server codes to optional texts.
 *
 * @example
 * hasTranslation('errors.co_nf'); // false, so the caller shows the server's own message
 */
export function hasTranslation(key: string): boolean {
	return typeof lookup(key) === 'string';
}
