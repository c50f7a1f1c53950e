/** Site setting calls (issue #17): public, the same answer for every visitor. */
import type { Context } from 'hono';
import { BANNER_MAX_AGE_SECONDS } from '../../../lib/contracts/site';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import * as site from '../../services/site';
import { recordDeployNotification } from '../../services/studio/publications';
import { InvalidDeployNotification } from '../../site-publisher/netlify-notification';
import { AppError } from '../../errors';
import { t } from '../../../i18n';

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

/**
 * `POST /site/deployNotification`: Netlify's signed deploy notification (ADR 017). Without
 * NETLIFY_DEPLOY_SECRET the call does not exist (404); a wrong signature is 401 and changes nothing.
 */
export async function deployNotification(c: Context<AppEnv>) {
	const secret = c.var.deps.config.netlifyDeploySecret;
	if (!secret) throw new AppError('not_found', 404, t('api.not_found'));
	const rawBody = await c.req.text();
	try {
		const outcome = await recordDeployNotification(
			c.var.deps,
			secret,
			rawBody,
			c.req.header('x-webhook-signature'),
		);
		c.header('Cache-Control', 'no-store');
		return ok(c, 'deployNotification', outcome);
	} catch (error) {
		if (error instanceof InvalidDeployNotification) {
			throw new AppError('sig_inv', 401, t('api.deploy_signature'));
		}
		throw error;
	}
}
