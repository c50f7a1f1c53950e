/** A member's view: the pharmacy whose team they learn with, and leaving it after a confirm dialog. */
import { useState } from 'react';
import type { MyPharmacies } from '../../../../lib/contracts/pharmacy-team';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { showToast } from '../../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { t } from './i18n';
import { FormError } from './SpaceNotices';
import type { PharmacySpaceData } from './use-pharmacy-space';

export function MemberSpace({
	pharmacy,
	onLeave,
}: {
	pharmacy: NonNullable<MyPharmacies['memberOf']>;
	onLeave: PharmacySpaceData['leave'];
}) {
	const [leaving, setLeaving] = useState(false);
	const [error, setError] = useState<string | null>(null);

	const leave = async () => {
		const confirmed = await askConfirmation({
			title: t('team.page.leave_title', { name: pharmacy.name }),
			description: t('team.page.leave_text'),
			confirmText: t('team.page.leave'),
			alignLeft: true,
		});
		if (!confirmed) return;
		setLeaving(true);
		const result = await onLeave();
		setLeaving(false);
		if (!result.ok) {
			setError(result.msg);
			return;
		}
		showToast({ text: t('team.page.left', { name: pharmacy.name }), type: 'success' });
	};

	return (
		<section className="pharmacy-space__card" aria-labelledby="pharmacy-member">
			<h2 id="pharmacy-member" className="pharmacy-space__card-title">
				{t('team.page.member_title')}
			</h2>
			<div className="pharmacy-space__member">
				{pharmacy.logoUrl ? (
					<img
						className="pharmacy-space__member-logo"
						src={pharmacy.logoUrl}
						alt={t('team.page.logo_alt', { name: pharmacy.name })}
						width={120}
						height={60}
					/>
				) : null}
				<p>{t('team.page.member_text', { name: pharmacy.name })}</p>
			</div>
			<FormError text={error} />
			<div>
				<Button variant="secondary" loading={leaving} onClick={() => void leave()}>
					{t('team.page.leave')}
				</Button>
			</div>
		</section>
	);
}
