/**
 * The people of the team: the pending invitations, which can be cancelled, and the owner and
 * members, each member removable after a confirm dialog (the owner never).
 */
import { useState } from 'react';
import { formatDate } from '../../../../lib/dates';
import type { PharmacyTeam, TeamPerson } from '../../../../lib/contracts/pharmacy-team';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { showToast } from '../../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { t } from './i18n';
import { FormError } from './SpaceNotices';
import type { TeamActions } from './use-pharmacy-space';

export function Invitations({
	team: current,
	cancel,
}: {
	team: PharmacyTeam;
	cancel: TeamActions['cancelInvitation'];
}) {
	const [busy, setBusy] = useState<number | null>(null);
	const [error, setError] = useState<string | null>(null);

	const cancelOne = async ({ id, email }: PharmacyTeam['invitations'][number]) => {
		setBusy(id);
		const result = await cancel(id);
		setBusy(null);
		setError(result.ok ? null : result.msg);
		if (!result.ok) return;
		showToast({ text: t('team.page.invitation_cancelled', { email }), type: 'success' });
	};

	return (
		<div className="pharmacy-space__list-block">
			<h3 className="pharmacy-space__subtitle">{t('team.page.invitations_title')}</h3>
			<FormError text={error} />
			{current.invitations.length === 0 ? (
				<p className="pharmacy-space__muted">{t('team.page.invitations_empty')}</p>
			) : (
				<ul className="pharmacy-space__people" role="list">
					{current.invitations.map((invitation) => (
						<li key={invitation.id} className="pharmacy-space__person">
							<div className="pharmacy-space__person-text">
								<p className="pharmacy-space__person-name">{invitation.email}</p>
								<p className="pharmacy-space__muted">
									{t('team.page.invitation_expires', {
										date: formatDate(invitation.expiresAt) ?? '',
									})}
								</p>
							</div>
							<Button
								variant="secondary"
								size="sm"
								loading={busy === invitation.id}
								aria-label={t('team.page.cancel_invitation_label', { email: invitation.email })}
								onClick={() => void cancelOne(invitation)}
							>
								{t('team.page.cancel_invitation')}
							</Button>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}

export function Members({
	team: current,
	remove,
}: {
	team: PharmacyTeam;
	remove: TeamActions['removeMember'];
}) {
	const [busy, setBusy] = useState<number | null>(null);
	const [error, setError] = useState<string | null>(null);

	const removeOne = async (member: TeamPerson) => {
		const confirmed = await askConfirmation({
			title: t('team.page.remove_title', { name: member.name }),
			description: t('team.page.remove_text'),
			confirmText: t('team.page.remove'),
			alignLeft: true,
		});
		if (!confirmed) return;
		setBusy(member.userId);
		const result = await remove(member.userId);
		setBusy(null);
		setError(result.ok ? null : result.msg);
		if (!result.ok) return;
		showToast({ text: t('team.page.removed', { name: member.name }), type: 'success' });
	};

	return (
		<div className="pharmacy-space__list-block">
			<h3 className="pharmacy-space__subtitle">{t('team.page.members_title')}</h3>
			<FormError text={error} />
			<ul className="pharmacy-space__people" role="list">
				<li className="pharmacy-space__person">
					<div className="pharmacy-space__person-text">
						<p className="pharmacy-space__person-name">
							{current.owner.name}{' '}
							<span className="pharmacy-space__badge">{t('team.page.owner_badge')}</span>
						</p>
						<p className="pharmacy-space__muted">{current.owner.email}</p>
					</div>
				</li>
				{current.members.map((member) => (
					<li key={member.userId} className="pharmacy-space__person">
						<div className="pharmacy-space__person-text">
							<p className="pharmacy-space__person-name">{member.name}</p>
							<p className="pharmacy-space__muted">{member.email}</p>
							{member.joinedAt ? (
								<p className="pharmacy-space__muted">
									{t('team.page.member_since', { date: formatDate(member.joinedAt) ?? '' })}
								</p>
							) : null}
						</div>
						<Button
							variant="secondary"
							size="sm"
							loading={busy === member.userId}
							onClick={() => void removeOne(member)}
						>
							{/* The visible words start the name (WCAG 2.5.3); the person's name tells them apart. */}
							{t('team.page.remove')}
							<span className="visually-hidden">: {member.name}</span>
						</Button>
					</li>
				))}
			</ul>
			{current.members.length === 0 ? (
				<p className="pharmacy-space__muted">{t('team.page.members_empty')}</p>
			) : null}
		</div>
	);
}
