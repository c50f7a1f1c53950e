/**
 * The site settings page's one data hook (issue #20): the settings as stored, once the session
 * check answered, and saving the banner (a toast says it went; the form shows what was saved).
 */
import * as admin from '../../../../lib/api/admin';
import type { BannerSettings, SaveBannerInput } from '../../../../lib/contracts/site';
import { showToast } from '../../../../stores/toasts';
import type { ActionOutcome } from '../use-customer';
import { t } from '../shared';
import { useStaffLoad } from '../use-staff-load';

export function useSiteSettings() {
	const { load, setLoad, reload } = useStaffLoad(() => admin.getSiteSettings());

	async function saveBanner(input: SaveBannerInput): Promise<ActionOutcome<BannerSettings>> {
		const result = await admin.saveBanner(input);
		if (!result.ok) return { error: result.msg };
		showToast({ text: t('admin.settings.banner_saved'), type: 'success' });
		setLoad({ state: 'ready', list: { banner: result.data } });
		return result.data;
	}

	return { load, reload, saveBanner };
}
