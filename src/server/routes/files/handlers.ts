/** `GET /files/:id`: an uploaded file, served so that no browser runs it. */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { contentDisposition, filePolicy, serveFile } from '../../services/file-serving';

/** A logo's bytes never change under its id (a new logo gets a new id): cache it for a year. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';
/**
 * Longest a browser keeps a private file, however long its link still works: a few minutes, so
 * someone who loses access to it (services/file-serving.ts) cannot replay it from the cache for long.
 */
const PRIVATE_MAX_AGE_SECONDS = 300;

export async function getFile(c: Context<AppEnv>) {
	const deps = c.var.deps;
	const id = c.req.param('id') ?? '';
	const served = await serveFile(deps, {
		id,
		exp: c.req.query('exp'),
		uid: c.req.query('uid'),
		sig: c.req.query('sig'),
		range: c.req.header('range'),
		withBody: c.req.method !== 'HEAD',
	});
	const { file, contentType, size, range } = served;

	const headers: Record<string, string> = {
		'Content-Type': contentType,
		'X-Content-Type-Options': 'nosniff',
		'Content-Disposition': contentDisposition(file.originalName, contentType),
		'Cross-Origin-Resource-Policy': 'same-origin',
		'Accept-Ranges': 'bytes',
		ETag: `"${file.id}"`,
	};
	const policy = filePolicy(contentType);
	if (policy) headers['Content-Security-Policy'] = policy;
	if (served.expiresAt) {
		const left = Math.floor((served.expiresAt.getTime() - deps.now().getTime()) / 1000);
		headers['Cache-Control'] =
			`private, max-age=${Math.max(0, Math.min(left, PRIVATE_MAX_AGE_SECONDS))}`;
	} else {
		headers['Cache-Control'] = LOGO_CACHE;
	}

	if (c.req.header('if-none-match') === `"${file.id}"`) {
		await served.body?.cancel();
		return c.body(null, 304, headers);
	}
	if (range) {
		headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
		headers['Content-Length'] = String(range.end - range.start + 1);
		return served.body ? c.body(served.body, 206, headers) : c.body(null, 206, headers);
	}
	headers['Content-Length'] = String(size);
	return served.body ? c.body(served.body, 200, headers) : c.body(null, 200, headers);
}
