/**
 * Any path that no page, redirect or API route answers goes home (spec §2 "Redirects"), with a
 * real HTTP redirect from the server, never a page that hops in the browser. It is the only
 * on-demand route besides the API, and the least specific one: static pages, the fixed redirects
 * of src/lib/redirects.ts and `/api/*` (whose unknown paths keep the API's JSON 404) all win over
 * it. Netlify does the same with the last rule of netlify.toml.
 */
import type { APIRoute } from 'astro';
import { UNKNOWN_PATH_REDIRECT } from '../lib/redirects';

export const prerender = false;

export const ALL: APIRoute = () =>
	new Response(null, {
		status: UNKNOWN_PATH_REDIRECT.status,
		headers: {
			Location: UNKNOWN_PATH_REDIRECT.destination,
			// Each unknown path is its own answer; a CDN must not keep it as if it were a page.
			'Cache-Control': 'no-store',
		},
	});
