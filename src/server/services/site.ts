/**
 * The site's settings (issues #17, #20): the banner above the navigation bar (spec §2) with who
 * sees it and the days it shows, which the back-office edits and every page reads. The same for
 * everyone and rarely changed, so the stored rows are kept in the catalogue cache like the plans;
 * saving empties that cache, so the next page asks the database again.
 */
import {
	BANNER_AUDIENCES,
	BANNER_MAX_LENGTH,
	SITE_SETTING,
	type Banner,
	type BannerAudience,
	type BannerSettings,
	type SaveBannerInput,
	type SiteSettingsView,
} from '../../lib/contracts/site';
import { madridDay } from '../../lib/dates';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/site-settings';
import type { Database } from '../db/client';
import { oncePerRequest } from './admin/once-per-request';
import type { StaffActor } from './audit';

type SiteDeps = Pick<AppDeps, 'db' | 'catalogueCache' | 'now'>;

const BANNER_KEYS = [
	SITE_SETTING.banner,
	SITE_SETTING.bannerAudience,
	SITE_SETTING.bannerStartsOn,
	SITE_SETTING.bannerEndsOn,
] as const;

async function readBannerSettings(db: Database): Promise<BannerSettings> {
	const stored = await queries.readSettings(db, BANNER_KEYS);
	const audience = stored.get(SITE_SETTING.bannerAudience);
	return {
		html: stored.get(SITE_SETTING.banner)?.trim() ?? '',
		audience: BANNER_AUDIENCES.includes(audience as BannerAudience)
			? (audience as BannerAudience)
			: 'everyone',
		startsOn: stored.get(SITE_SETTING.bannerStartsOn) ?? null,
		endsOn: stored.get(SITE_SETTING.bannerEndsOn) ?? null,
	};
}

/**
 * The banner's HTML and who sees it; the HTML null when there is none, outside its days (Madrid),
 * or too long to be a banner (a mistake in the back-office should not fill every page's top).
 *
 * @example
 * const { html } = await getBanner(deps); // null until a banner is set
 */
export async function getBanner(deps: SiteDeps): Promise<Banner> {
	const settings = await deps.catalogueCache.getOrLoad('["site","banner"]', () =>
		readBannerSettings(deps.db),
	);
	const today = madridDay(deps.now());
	const showing =
		settings.html !== '' &&
		settings.html.length <= BANNER_MAX_LENGTH &&
		(settings.startsOn === null || settings.startsOn <= today) &&
		(settings.endsOn === null || today <= settings.endsOn);
	return { html: showing ? settings.html : null, audience: settings.audience };
}

/** `POST /admin/getSiteSettings`: the settings as stored, for the back-office's form. */
export async function getSiteSettings(deps: Pick<AppDeps, 'db'>): Promise<SiteSettingsView> {
	return { banner: await readBannerSettings(deps.db) };
}

/** `POST /admin/saveBanner`: once per request, in the audit log with what it was before. */
export async function saveBanner(
	deps: SiteDeps,
	actor: StaffActor,
	input: SaveBannerInput,
): Promise<BannerSettings> {
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: 'site.update_banner', requestKey: input.requestKey },
		async (tx, at) => {
			const before = await readBannerSettings(tx);
			const saved: BannerSettings = {
				html: input.html ?? '',
				audience: input.audience,
				startsOn: input.startsOn ?? null,
				endsOn: input.endsOn ?? null,
			};
			await queries.writeSettings(
				tx,
				{
					[SITE_SETTING.banner]: saved.html === '' ? null : saved.html,
					[SITE_SETTING.bannerAudience]: saved.audience,
					[SITE_SETTING.bannerStartsOn]: saved.startsOn,
					[SITE_SETTING.bannerEndsOn]: saved.endsOn,
				},
				at,
			);
			return { subjectId: null, before: { ...before }, after: { ...saved } };
		},
	);
	// The next page asks the database, not the copy kept before the change.
	deps.catalogueCache.clear();
	return after as unknown as BannerSettings;
}
