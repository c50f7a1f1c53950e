/**
 * Any path that no page, redirect or API route answers goes home (spec §2 "Redirects"), with a
 * real HTTP redirect from the server, never a page that hops in the browser. It is the only
 * on-demand route besides the API, and the least specific one: static pages, the fixed redirects
 * of src/lib/redirects.ts and `/api/*` (whose unknown paths keep the API's JSON 404) all win over
 * it on the Node server. The fixed redirects of src/lib/redirects.ts reach it too (astro.config.mjs
 * gives Astro none), so every redirect keeps the query string.
 */
import type { APIRoute } from 'astro';
import { redirectFor } from '../lib/redirects';

export const prerender = false;

export const ALL: APIRoute = ({ url }) => {
	const { destination, status } = redirectFor(url.pathname, url.search);
	return new Response(null, {
		status,
		headers: {
			Location: destination,
			// Each unknown path is its own answer; a CDN must not keep it as if it were a page.
			...(status === 302 ? { 'Cache-Control': 'no-store' } : {}),
		},
	});
};
