/**
 * The banner's form (issue #20): its HTML with a preview as pages will show it (the same
 * sanitiser), who sees it and its first and last days. Each field says what is wrong under it;
 * a refusal of the server shows above the button. A resend after a failure is the same request;
 * once saved, the next save is a new one.
 */
import { useState } from 'react';
import { BANNER_AUDIENCES, type BannerSettings } from '../../../../lib/contracts/site';
import { Button } from '../../../ui/Button';
import { Input, Textarea } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { sanitizeHtml } from '../../shared/sanitize-html';
import { t } from '../shared';
import { draftOf, parseBannerDraft, type BannerDraft } from './banner-form';
import type { useSiteSettings } from './use-site-settings';

export function BannerForm({
	banner,
	onSave,
}: {
	banner: BannerSettings;
	onSave: ReturnType<typeof useSiteSettings>['saveBanner'];
}) {
	const [draft, setDraft] = useState<BannerDraft>(() => draftOf(banner));
	const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
	const [failure, setFailure] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);
	const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
	const set = (key: keyof BannerDraft, value: string) => {
		setDraft((current) => ({ ...current, [key]: value }));
	};

	async function submit() {
		if (saving) return;
		const parsed = parseBannerDraft(draft, requestKey);
		setErrors(parsed.ok ? {} : parsed.errors);
		if (!parsed.ok) {
			setFailure(t('admin.coupons.check_fields'));
			return;
		}
		setSaving(true);
		setFailure(null);
		const outcome = await onSave(parsed.input);
		setSaving(false);
		if ('error' in outcome) {
			setFailure(outcome.error);
		} else {
			setRequestKey(crypto.randomUUID());
		}
	}

	const preview = sanitizeHtml(draft.html.trim());
	return (
		<form
			className="admin-settings"
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				void submit();
			}}
		>
			<Textarea
				label={t('admin.settings.banner_html')}
				hint={t('admin.settings.banner_html_hint')}
				rows={3}
				value={draft.html}
				error={errors.html}
				onChange={(event) => {
					set('html', event.target.value);
				}}
			/>
			<section className="admin-settings__preview" aria-label={t('admin.settings.preview')}>
				<p className="studio__note">{t('admin.settings.preview')}</p>
				{preview === '' ? (
					<p>{t('admin.settings.preview_empty')}</p>
				) : (
					// Sanitised with the allowlist every page uses before it shows the banner.
					<div className="admin-banner-preview" dangerouslySetInnerHTML={{ __html: preview }} />
				)}
			</section>
			<Select
				label={t('admin.settings.audience')}
				value={draft.audience}
				onChange={(event) => {
					set('audience', event.target.value);
				}}
				options={BANNER_AUDIENCES.map((audience) => ({
					value: audience,
					label: t(`admin.settings.audience_${audience}`),
				}))}
			/>
			<div className="admin-dialog__pair">
				<Input
					type="date"
					label={t('admin.settings.starts_on')}
					value={draft.startsOn}
					error={errors.startsOn}
					onChange={(event) => {
						set('startsOn', event.target.value);
					}}
				/>
				<Input
					type="date"
					label={t('admin.settings.ends_on')}
					hint={t('admin.settings.ends_on_hint')}
					value={draft.endsOn}
					error={errors.endsOn}
					onChange={(event) => {
						set('endsOn', event.target.value);
					}}
				/>
			</div>
			<p className="studio__flag" role="alert">
				{failure}
			</p>
			<div className="admin-actions">
				<Button type="submit" loading={saving} loadingText={t('admin.settings.saving')}>
					{t('admin.settings.save_banner')}
				</Button>
			</div>
		</form>
	);
}
