/** `GET /storage/<key>`: a stored object through a signed link, never run by a browser. */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { serveStoredObject } from '../../services/stored-objects';

/** Longest a browser keeps an object, however long its link still works. */
const MAX_AGE_SECONDS = 300;
const PREFIX = '/api/storage/';

export async function getStoredObject(c: Context<AppEnv>) {
	const deps = c.var.deps;
	const served = await serveStoredObject(deps, {
		key: c.req.path.startsWith(PREFIX) ? c.req.path.slice(PREFIX.length) : '',
		exp: c.req.query('exp'),
		sig: c.req.query('sig'),
		range: c.req.header('range'),
		withBody: c.req.method !== 'HEAD',
	});
	const left = Math.floor((served.expiresAt.getTime() - deps.now().getTime()) / 1000);
	const headers: Record<string, string> = {
		'Content-Type': served.contentType,
		'X-Content-Type-Options': 'nosniff',
		'Cross-Origin-Resource-Policy': 'same-origin',
		'Accept-Ranges': 'bytes',
		'Cache-Control': `private, max-age=${Math.max(0, Math.min(left, MAX_AGE_SECONDS))}`,
	};
	if (served.contentType === 'application/octet-stream') {
		headers['Content-Disposition'] = 'attachment';
	}
	const { range, size, body } = served;
	if (range) {
		headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
		headers['Content-Length'] = String(range.end - range.start + 1);
		return body ? c.body(body, 206, headers) : c.body(null, 206, headers);
	}
	headers['Content-Length'] = String(size);
	return body ? c.body(body, 200, headers) : c.body(null, 200, headers);
}
