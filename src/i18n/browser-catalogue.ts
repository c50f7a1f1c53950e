/**
 * The sections of es.json that browser code reads through the global `t` (src/i18n/index.ts):
 * the shared schemas' validation messages, the shared overlays, the auth forms. In the browser
 * build the catalogue behind `t` holds only these; every other section reaches an island only
 * through `i18n-section:` imports, or never leaves the server (API errors, mails, the
 * on-demand verification page). Without this, every island carried the whole catalogue, and
 * each issue's texts made every page heavier (docs/decisions/002). A test reads the browser
 * code and fails when it uses a section missing here.
 */
export const BROWSER_CATALOGUE_SECTIONS: readonly string[] = [
	'auth',
	'certificates',
	'errors',
	'landings',
	'plans',
	'progress',
	'purchase',
	'shared',
	'validation',
];

/** The catalogue with only the browser's sections. */
export function browserCatalogue(catalogue: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(catalogue).filter(([section]) => BROWSER_CATALOGUE_SECTIONS.includes(section)),
	);
}
