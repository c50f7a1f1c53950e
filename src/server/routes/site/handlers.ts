/** Site setting calls (issue #17): public, the same answer for every visitor. */
import type { Context } from 'hono';
import { BANNER_MAX_AGE_SECONDS } from '../../../lib/contracts/site';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import * as site from '../../services/site';

/** `GET /site/getBanner`: `data.getBanner.html`, null without a banner. */
export async function getBanner(c: Context<AppEnv>) {
	const banner = await site.getBanner(c.var.deps);
	// Every page asks for it: browsers and the CDN keep it a minute, then revalidate in the background.
	c.header(
		'Cache-Control',
		`public, max-age=${String(BANNER_MAX_AGE_SECONDS)}, s-maxage=${String(BANNER_MAX_AGE_SECONDS)}, stale-while-revalidate=600`,
	);
	return ok(c, 'getBanner', banner);
}
