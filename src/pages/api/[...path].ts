/** The only on-demand route: hands every `/api/*` request to the Hono app (ARCHITECTURE §4). */
import type { APIRoute } from 'astro';
import { getApp } from '../../server/runtime';

export const prerender = false;

export const ALL: APIRoute = async ({ request }) => (await getApp()).fetch(request);
