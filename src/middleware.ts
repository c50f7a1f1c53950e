/**
 * The security headers of pages rendered on demand (a certificate's public page, the redirects;
 * ADR 010), on any server: Node, or the Netlify function whose answers the CDN's header rules do
 * not reach. Prerendered pages get theirs from the server that sends the file (scripts/serve.ts,
 * netlify.toml), and the API from its own middleware, which knows which of its answers are files.
 */
import { defineMiddleware } from 'astro:middleware';
import { PUBLIC_ENVIRONMENT } from 'astro:env/client';
import { addSecurityHeaders, securityHeaders } from './lib/security-headers';

const PAGE_HEADERS = securityHeaders('page', { production: PUBLIC_ENVIRONMENT === 'production' });

export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	const path = context.url.pathname;
	if (context.isPrerendered || path === '/api' || path.startsWith('/api/')) return response;
	addSecurityHeaders(response.headers, PAGE_HEADERS);
	return response;
});
