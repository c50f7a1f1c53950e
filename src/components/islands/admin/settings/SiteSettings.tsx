/**
 * `/admin/ajustes/` (issue #20): the site's settings an admin changes without a deploy. Today the
 * banner above every page's navigation: its text, who sees it and its days.
 */
import { StudioLoading } from '../../studio/StudioLoading';
import { t } from '../shared';
import { BannerForm } from './BannerForm';
import { useSiteSettings } from './use-site-settings';

export default function SiteSettings() {
	const state = useSiteSettings();
	const { load } = state;
	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{
					loading: t('admin.settings.loading'),
					failed: t('admin.settings.failed'),
					notStaff: t('admin.page.not_admin'),
				}}
				onRetry={() => void state.reload()}
			/>
		);
	}
	return (
		<section className="admin-section" aria-labelledby="banner-title">
			<h2 id="banner-title" className="admin-section__title">
				{t('admin.settings.banner_title')}
			</h2>
			<p>{t('admin.settings.banner_lead')}</p>
			<BannerForm banner={load.list.banner} onSave={state.saveBanner} />
		</section>
	);
}
