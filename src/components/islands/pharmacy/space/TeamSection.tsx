/**
 * The team of the pharmacy shown: the seats its plan has and who takes them, the invitation form
 * (only with a plan), the pending invitations and the members.
 */
import { useId } from 'react';
import type { ManagedPharmacyView, PharmacyTeam } from '../../../../lib/contracts/pharmacy-team';
import { t } from './i18n';
import { InviteForm } from './InviteForm';
import { Invitations, Members } from './TeamPeople';
import { isTeamFull, type Load } from './space';
import { LoadError, Status } from './SpaceNotices';
import type { TeamActions } from './use-pharmacy-space';

export function TeamSection({
	pharmacy,
	load,
	actions,
}: {
	pharmacy: ManagedPharmacyView;
	load: Load<PharmacyTeam>;
	actions: TeamActions;
}) {
	return (
		<section className="pharmacy-space__card" aria-labelledby="pharmacy-team">
			<h2 id="pharmacy-team" className="pharmacy-space__card-title">
				{t('team.page.team_title')}
			</h2>
			{load.state === 'loading' ? <Status text={t('team.page.loading')} /> : null}
			{load.state === 'failed' ? <LoadError msg={load.msg} onRetry={actions.retryTeam} /> : null}
			{load.state === 'ready' ? (
				<>
					{load.data.plan ? <SeatsMeter used={load.data.used} seats={load.data.seats} /> : null}
					{pharmacy.plan ? (
						<InviteForm full={isTeamFull(load.data)} invite={actions.invite} />
					) : null}
					<Invitations team={load.data} cancel={actions.cancelInvitation} />
					<Members team={load.data} remove={actions.removeMember} />
				</>
			) : null}
		</section>
	);
}

function SeatsMeter({ used, seats }: { used: number; seats: number }) {
	const labelId = useId();
	return (
		<div className="pharmacy-space__seats">
			<p id={labelId} className="pharmacy-space__seats-text">
				{t('team.page.seats', { used, seats })}
			</p>
			<meter
				className="pharmacy-space__meter"
				min={0}
				max={seats}
				value={Math.min(used, seats)}
				aria-labelledby={labelId}
			/>
			<p className="pharmacy-space__muted">{t('team.page.seats_note')}</p>
		</div>
	);
}
