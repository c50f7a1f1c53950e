/** `GET /media/hls/…`: a playlist rewritten with signed links, never cached for long. */
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { signedPlaylist } from '../../services/media';

export async function getPlaylist(c: Context<AppEnv>) {
	const playlist = await signedPlaylist(c.var.deps, {
		assetId: c.req.param('assetId') ?? '',
		rendition: c.req.param('rendition') ?? null,
		exp: c.req.query('exp'),
		uid: c.req.query('uid'),
		sig: c.req.query('sig'),
	});
	return c.body(playlist, 200, {
		'Content-Type': 'application/vnd.apple.mpegurl',
		'X-Content-Type-Options': 'nosniff',
		'Cross-Origin-Resource-Policy': 'same-origin',
		// Its links are signed for one person: no shared cache may keep it.
		'Cache-Control': 'private, no-store',
	});
}
