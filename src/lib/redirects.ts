/**
 * The site's fixed redirects (spec §2 "Redirects"), in one place for both servers: astro.config.mjs
 * hands them to Astro on the Node server (a real 301), the Netlify function answers them through
 * `redirectFor` in `src/pages/[...path].ts`, netlify.toml repeats them for the CDN, and a test keeps
 * the two in step. Any other unknown path goes home through the same route.
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

/**
 * What the catch-all route answers for a path no page claims: its fixed redirect, or home. On the
 * Node server Astro's own redirect routes answer the fixed ones first; a Netlify build leaves them
 * out of Astro (astro.config.mjs), because its function, declared for `/*`, is routed before any
 * redirect rule and answered 404 for them (seen under netlify-cli's emulation, issue #15).
 * @example
 * redirectFor('/salud_capilar/'); // { destination: '/expert/salud-capilar', status: 301 }
 * redirectFor('/no-existe'); // { destination: '/', status: 302 }
 */
export function redirectFor(pathname: string): { destination: string; status: 301 | 302 } {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
	const destination = (PERMANENT_REDIRECTS as Record<string, string | undefined>)[path];
	return destination ? { destination, status: PERMANENT_STATUS } : UNKNOWN_PATH_REDIRECT;
}

/** The same table in the shape of Astro's `redirects` option. */
export const ASTRO_REDIRECTS: Record<string, { status: 301; destination: string }> =
	Object.fromEntries(
		Object.entries(PERMANENT_REDIRECTS).map(([from, destination]) => [
			from,
			{ status: PERMANENT_STATUS, destination },
		]),
	);
