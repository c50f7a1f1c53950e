/** Answers that carry tokens or session state must not be kept by any cache (RFC 6749 §5.1). */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

export const noStore = createMiddleware<AppEnv>(async (c, next) => {
	await next();
	c.res.headers.set('Cache-Control', 'no-store');
	c.res.headers.set('Pragma', 'no-cache');
});
