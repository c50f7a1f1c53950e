/**
 * Any path that no page, redirect or API route answers goes home (spec §2 "Redirects"), with a
 * real HTTP redirect from the server, never a page that hops in the browser. It is the only
 * on-demand route besides the API, and the least specific one: static pages, the fixed redirects
 * of src/lib/redirects.ts and `/api/*` (whose unknown paths keep the API's JSON 404) all win over
 * it on the Node server. The fixed redirects of src/lib/redirects.ts reach it too (astro.config.mjs
 * gives Astro none), so every redirect keeps the query string.
 */
import type { APIRoute } from 'astro';
import { getMovedCourse } from '../lib/api/courses';
import { redirectFor } from '../lib/redirects';
import { onDemandApiClient } from '../server/runtime';

export const prerender = false;

/** A course's page on the public site or in the campus, by the course's path. */
const COURSE_PAGE = /^\/(cursos|aula\/curso)\/([a-z0-9-]+)\/?$/;

/**
 * A course renamed in the studio (issue #19) keeps its old links: `/cursos/{old}` answers 301 to
 * `/cursos/{new}/` (and the same in the campus). Null when no live course ever had that path.
 */
async function movedCoursePage(url: URL): Promise<string | null> {
	const match = COURSE_PAGE.exec(url.pathname);
	if (!match) return null;
	const [, section, oldPath] = match;
	if (!section || !oldPath) return null;
	const moved = await getMovedCourse(oldPath, onDemandApiClient());
	return moved.ok ? `/${section}/${moved.data.path}/${url.search}` : null;
}

export const ALL: APIRoute = async ({ url }) => {
	const moved = await movedCoursePage(url);
	if (moved) {
		return new Response(null, {
			status: 301,
			// Permanent, but a path may be renamed again: a CDN keeps it an hour, not forever.
			headers: { Location: moved, 'Cache-Control': 'public, max-age=3600' },
		});
	}
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
