/**
 * The security headers of every API answer (src/lib/security-headers.ts, ADR 010), added after the
 * route so its own choices win: a served SVG keeps its sandbox policy, and a file that is not JSON
 * gets no document policy that would stop a browser showing it.
 */
import { createMiddleware } from 'hono/factory';
import { addSecurityHeaders, securityHeaders } from '../../lib/security-headers';
import type { AppEnv } from '../context';

export const apiSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
	await next();
	const type = c.res.headers.get('content-type') ?? '';
	addSecurityHeaders(
		c.res.headers,
		securityHeaders('api', {
			production: c.var.deps.config.environment === 'production',
			json: type === '' || type.startsWith('application/json'),
		}),
	);
});
