/**
 * The site's settings an operator changes without a new build (issue #17), shared by the route in
 * src/server/routes/site, its service and the client in src/lib/api/site.ts.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import type { AreaResult } from './common';
import { requestKeyField } from './customer-actions';
import { calendarDay, lastDayNotBeforeFirst, optionalText, payloadObject } from './fields';

/**
 * Setting keys of `site_settings`: the banner's HTML, who sees it and its first and last Madrid
 * days (issue #20; none: from now, for ever).
 */
export const SITE_SETTING = {
	banner: 'banner',
	bannerAudience: 'banner_audience',
	bannerStartsOn: 'banner_starts_on',
	bannerEndsOn: 'banner_ends_on',
} as const;

/** Who sees the banner: everyone, visitors without a session, or people logged in to the campus. */
export const BANNER_AUDIENCES = ['everyone', 'visitors', 'learners'] as const;
export type BannerAudience = (typeof BANNER_AUDIENCES)[number];

/** Longest banner HTML the API hands out; longer stored text is treated as no banner. */
export const BANNER_MAX_LENGTH = 2000;

/**
 * `GET /site/getBanner` → `data.getBanner`: the HTML of the banner above the navigation bar
 * (spec §2), `null` for none. It comes from the operator, not from visitors, and is sanitised
 * again where it is rendered (the header's allowlist, ADR 012).
 */
export interface Banner {
	html: string | null;
	/** Who the page shows it to; the page knows whether its reader has a session. */
	audience: BannerAudience;
}

/**
 * `POST /admin/saveBanner`: the banner's HTML (empty: no banner), who sees it and the Madrid days
 * it shows, both included. Changes apply within a minute, without a deploy.
 */
export const SaveBannerBody = v.pipe(
	payloadObject({
		html: optionalText(BANNER_MAX_LENGTH, { multiline: true }),
		audience: v.picklist(BANNER_AUDIENCES, () =>
			t('validation.choice', { options: BANNER_AUDIENCES.join(', ') }),
		),
		startsOn: v.nullish(calendarDay()),
		endsOn: v.nullish(calendarDay()),
		requestKey: requestKeyField(),
	}),
	lastDayNotBeforeFirst(),
);
export type SaveBannerInput = v.InferOutput<typeof SaveBannerBody>;

/** `data.getSiteSettings` (and `data.saveBanner`): the banner as the back-office edits it. */
export interface BannerSettings {
	html: string;
	audience: BannerAudience;
	startsOn: string | null;
	endsOn: string | null;
}

/** `data.getSiteSettings`. */
export interface SiteSettingsView {
	banner: BannerSettings;
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
