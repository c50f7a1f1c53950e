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
 * What the catch-all route answers for a path no page claims: its fixed redirect, or home, keeping
 * the query string (campaign tags such as `?utm_source=…` must reach the page). It answers the
 * fixed ones on every server: Astro's own redirect routes drop the query, and a Netlify function
 * declared for `/*` is routed before any redirect rule (seen under netlify-cli's emulation, issue
 * #15). The destination is always one of this module's paths: nothing in the request picks it.
 * @example
 * redirectFor('/salud_capilar/', '?utm_source=x');
 * // { destination: '/expert/salud-capilar?utm_source=x', status: 301 }
 * redirectFor('/no-existe'); // { destination: '/', status: 302 }
 */
export function redirectFor(
	pathname: string,
	search = '',
): { destination: string; status: 301 | 302 } {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
	const fixed = (PERMANENT_REDIRECTS as Record<string, string | undefined>)[path];
	const { destination, status } = fixed
		? { destination: fixed, status: PERMANENT_STATUS as 301 }
		: UNKNOWN_PATH_REDIRECT;
	// `search` is what URL gives: empty, or "?" and an encoded query.
	return {
		destination: search.startsWith('?') && search.length > 1 ? destination + search : destination,
		status,
	};
}
