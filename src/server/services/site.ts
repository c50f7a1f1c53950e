/**
 * The site's settings for every visitor (issue #17): the banner above the navigation bar (spec
 * §2), whose text the operator's back-office keeps in `site_settings`. The same for everyone and
 * rarely changed, so it is kept in the catalogue cache like the plans.
 */
import { BANNER_MAX_LENGTH, SITE_SETTING, type Banner } from '../../lib/contracts/site';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/site-settings';

type SiteDeps = Pick<AppDeps, 'db' | 'catalogueCache'>;

/**
 * The banner's HTML, or null by default, when blank or too long to be a banner (a mistake in the
 * back-office should not fill the top of every page).
 *
 * @example
 * const { html } = await getBanner(deps); // null until a banner is set
 */
export async function getBanner(deps: SiteDeps): Promise<Banner> {
	return deps.catalogueCache.getOrLoad('["site","banner"]', async () => {
		const stored = (await queries.readSetting(deps.db, SITE_SETTING.banner))?.trim() ?? '';
		return { html: stored === '' || stored.length > BANNER_MAX_LENGTH ? null : stored };
	});
}
