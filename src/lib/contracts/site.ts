/**
 * The site's settings an operator changes without a new build (issue #17), shared by the route in
 * src/server/routes/site, its service and the client in src/lib/api/site.ts.
 */
import type { AreaResult } from './common';

/** Setting keys of `site_settings`. */
export const SITE_SETTING = { banner: 'banner' } as const;

/** Longest banner HTML the API hands out; longer stored text is treated as no banner. */
export const BANNER_MAX_LENGTH = 2000;

/**
 * `GET /site/getBanner` → `data.getBanner`: the HTML of the banner above the navigation bar
 * (spec §2), `null` for none. It comes from the operator, not from visitors, and is sanitised
 * again where it is rendered (the header's allowlist, ADR 012).
 */
export interface Banner {
	html: string | null;
}

export type SiteResult = AreaResult<
	/** A deploy notification whose signature (NETLIFY_DEPLOY_SECRET) does not hold. */
	'sig_inv'
>;

/** `POST /site/deployNotification` → `data.deployNotification`: publications it settled. */
export interface DeployNotificationOutcome {
	settled: number;
}

/** Seconds browsers and the CDN may keep the banner answer: a change shows within a minute or so. */
export const BANNER_MAX_AGE_SECONDS = 60;
