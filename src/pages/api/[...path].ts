/** The only on-demand route: hands every `/api/*` request to the Hono app (ARCHITECTURE §4). */
import type { APIContext, APIRoute } from 'astro';
import { answerApiRequest } from '../../server/runtime';

export const prerender = false;

/**
 * The connection's address as the adapter sees it, for the API's rate limits; never a header
 * the browser could set. Undefined where the adapter cannot tell.
 */
function connectionAddress(context: APIContext): string | undefined {
	try {
		return context.clientAddress;
	} catch {
		return undefined;
	}
}

export const ALL: APIRoute = (context) =>
	answerApiRequest(context.request, { clientAddress: connectionAddress(context) });
