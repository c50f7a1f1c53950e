/**
 * The translation function of the site. One i18next instance holds the Spanish catalogue
 * (`es.json`, locale es-ES); pages, islands and the API client all read copy through `t`.
 * astro-i18next is not used (ARCHITECTURE.md decision 12).
 */
import i18next, { type TOptions } from 'i18next';
import es from './es.json';

/** What the page shows instead of a missing text (spec §8). */
export const MISSING_TEXT = 'NA';

const i18n = i18next.createInstance();

// initAsync false: the catalogue is bundled, so `t` works as soon as this module is evaluated,
// both in prerendered pages and in islands; nothing has to await `init`.
void i18n.init({
	lng: 'es',
	fallbackLng: false,
	resources: { es: { translation: es } },
	initAsync: false,
	// React and Astro escape text when they render it; escaping here too would show "&amp;".
	interpolation: { escapeValue: false },
	returnNull: false,
	returnEmptyString: false,
	parseMissingKeyHandler(key: string, defaultValue?: string) {
		console.error(`[i18n] Missing translation key: "${key}"`);
		return defaultValue ?? MISSING_TEXT;
	},
	// A key that names a group (`t('http')`) is a bug of the same kind as a missing key.
	returnedObjectHandler(key: string) {
		console.error(`[i18n] Translation key "${key}" names a group, not a text`);
		return MISSING_TEXT;
	},
});

/** Options of {@link t}: interpolation values (`{ status: 418 }`), `count`, `defaultValue`… */
export type TranslateOptions = TOptions;

/**
 * Returns the Spanish text of `key` (dot path into `es.json`), with `{{name}}` placeholders filled
 * from `options`. A missing key logs an error and returns "NA" (spec §8).
 *
 * @example
 * t('nav.login'); // 'Entrar'
 * t('http.unknown', { status: 418 }); // 'Error desconocido: 418'
 * t('nav.nope'); // 'NA', and console.error names the key
 */
export function t(key: string, options?: TranslateOptions): string {
	return options === undefined ? i18n.t(key) : i18n.t(key, options);
}

/**
 * Whether `key` exists in the catalogue, for code that maps server codes to optional texts.
 *
 * @example
 * hasTranslation('errors.co_nf'); // false, so the caller shows the server's own message
 */
export function hasTranslation(key: string): boolean {
	return i18n.exists(key);
}
