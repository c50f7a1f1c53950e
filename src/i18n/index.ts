/**
 * The translation function of the site: pages, islands, the API client and the API itself read
 * every Spanish text through `t`, from the one catalogue `es.json` (locale es-ES).
 *
 * Not i18next (ARCHITECTURE decision 12 named it): it weighs 15.8 KB gzip in every island, and
 * the course page's whole JavaScript budget beyond React's 65 KB is 20 KB. What the product needs
 * is a lookup by dotted key, `{{name}}` placeholders, `_one`/`_other` plurals with `count`, and
 * "NA" plus a logged error for a missing key (spec §8): the few lines of translate.ts. See
 * docs/decisions/002-translation-without-i18next.md.
 */
import es from './es.json';
import { createTranslator, type Translate } from './translate';

export { MISSING_TEXT, type Translate } from './translate';

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
export const t: Translate = createTranslator(es);

/**
 * Whether `key` names a text in the catalogue, for code that maps server codes to optional texts.
 *
 * @example
 * hasTranslation('errors.co_nf'); // false, so the caller shows the server's own message
 */
export function hasTranslation(key: string): boolean {
	return t(key, { defaultValue: ABSENT }) !== ABSENT;
}

/** A value no text of the catalogue has: what `t` gives back for an absent key in hasTranslation. */
const ABSENT = '\u0000absent';
