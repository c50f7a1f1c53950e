/**
 * The answer for a request no route takes: 405 with `Allow` when the path is a known call asked
 * with another method (`GET /api/buy/setCart`), 404 otherwise; both in the JSON envelope, as
 * every API answer is (ARCHITECTURE §5).
 */
import type { Context } from 'hono';
import { t } from '../../i18n';
import type { AppEnv } from '../context';

interface RouteLike {
	method: string;
	path: string;
}

/** `/api/files/:id` → a pattern matching one segment in place of each parameter. */
function routePattern(path: string): RegExp {
	const source = path
		.split('/')
		.map((segment) => {
			if (segment === '*') return '.*';
			if (segment.startsWith(':')) return '[^/]+';
			return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
		})
		.join('/');
	return new RegExp(`^${source}$`);
}

/**
 * The methods the app's routes answer at `path` (HEAD with GET, as Hono serves it), sorted;
 * empty when no route has this path. Middleware (`ALL`) does not count.
 */
export function allowedMethods(routes: readonly RouteLike[], path: string): string[] {
	const methods = new Set<string>();
	for (const route of routes) {
		if (route.method === 'ALL' || !routePattern(route.path).test(path)) continue;
		methods.add(route.method);
		if (route.method === 'GET') methods.add('HEAD');
	}
	return [...methods].sort();
}

/** The app's `notFound` handler. */
export function notFoundAnswer(app: { readonly routes: readonly RouteLike[] }) {
	return (c: Context<AppEnv>) => {
		const allow = allowedMethods(app.routes, c.req.path);
		if (allow.length > 0) {
			return c.json(
				{ ok: false, result: 'method_not_allowed', msg: t('api.method_not_allowed') },
				405,
				{ Allow: allow.join(', ') },
			);
		}
		return c.json({ ok: false, result: 'not_found', msg: t('api.not_found') }, 404);
	};
}
