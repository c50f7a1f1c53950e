/**
 * The site's fixed redirects (spec §2 "Redirects"), in one place for both servers: astro.config.mjs
 * hands them to Astro (the Node server answers them with a real 301, and the Netlify adapter
 * writes them to `_redirects`), netlify.toml repeats them for the CDN, and a test keeps the two
 * in step. Any other unknown path goes home through `src/pages/[...path].ts`.
 */

/** Old or short addresses of the expert landings, and `/home`, moved for good. */
export const PERMANENT_REDIRECTS = {
	'/expert/salud_capilar': '/expert/salud-capilar',
	'/salud_capilar': '/expert/salud-capilar',
	'/salud-capilar': '/expert/salud-capilar',
	'/dermofarmacia': '/expert/dermofarmacia',
	'/inteligencia-artificial-farmacia': '/expert/inteligencia-artificial-farmacia',
	'/home': '/',
} as const satisfies Record<string, string>;

/** Status of the fixed redirects: moved permanently, so search engines move their ranking too. */
export const PERMANENT_STATUS = 301;

/**
 * Where an unknown path goes, and with which status: 302, because the path may exist tomorrow and
 * neither browsers nor search engines should remember the answer.
 */
export const UNKNOWN_PATH_REDIRECT = { destination: '/', status: 302 } as const;

/** The same table in the shape of Astro's `redirects` option. */
export const ASTRO_REDIRECTS: Record<string, { status: 301; destination: string }> =
	Object.fromEntries(
		Object.entries(PERMANENT_REDIRECTS).map(([from, destination]) => [
			from,
			{ status: PERMANENT_STATUS, destination },
		]),
	);
