/** A section of es.json (or a part, `itineraries.wizard`) as a module (the `i18n-section:` Vite plugin in astro.config.mjs). */
declare module 'i18n-section:*' {
	const section: import('./translate').Catalogue;
	export default section;
}
