/**
 * The site settings page's one data hook (issue #20): the settings as stored, once the session
 * check answered, and saving the banner (a toast says it went; the form shows what was saved).
 */
import { useCallback, useEffect, useState } from 'react';
import * as admin from '../../../../lib/api/admin';
import type {
	BannerSettings,
	SaveBannerInput,
	SiteSettingsView,
} from '../../../../lib/contracts/site';
import { showToast } from '../../../../stores/toasts';
import type { StudioLoad } from '../../studio/StudioLoading';
import { useCampusSession } from '../../use-campus-session';
import type { ActionOutcome } from '../use-customer';
import { t } from '../shared';

export function useSiteSettings() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<StudioLoad<SiteSettingsView>>({ state: 'loading' });

	const fetchSettings = useCallback(async () => {
		const result = await admin.getSiteSettings();
		if (result.ok) setLoad({ state: 'ready', list: result.data });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
	}, []);

	useEffect(() => {
		if (phase === 'ready') void fetchSettings();
	}, [phase, fetchSettings]);

	async function saveBanner(input: SaveBannerInput): Promise<ActionOutcome<BannerSettings>> {
		const result = await admin.saveBanner(input);
		if (!result.ok) return { error: result.msg };
		showToast({ text: t('admin.settings.banner_saved'), type: 'success' });
		setLoad({ state: 'ready', list: { banner: result.data } });
		return result.data;
	}

	return { load, reload: fetchSettings, saveBanner };
}
