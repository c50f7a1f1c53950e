/** One structured log line per request, tagged with the request id that is echoed in `X-Request-Id`. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
	const started = performance.now();
	const log = c.var.deps.logger.child({ reqId: c.var.requestId });
	c.set('log', log);
	await next();
	log.info(
		{
			method: c.req.method,
			path: c.req.path,
			status: c.res.status,
			ms: Math.round((performance.now() - started) * 10) / 10,
		},
		'request',
	);
});
