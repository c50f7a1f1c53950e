/**
 * One pharmacy its owner or group holder manages: its name and plan, the name form, the logo, and
 * the team below. Keyed by the pharmacy, so picking another one starts its forms afresh.
 */
import type { ManagedPharmacyView, PharmacyTeam } from '../../../../lib/contracts/pharmacy-team';
import { Button } from '../../../ui/Button';
import PharmacyLogoForm from '../logo/PharmacyLogoForm';
import { t } from './i18n';
import { NameForm } from './NameForm';
import { PHARMACY_PLANS_PATH } from '../../../../lib/navigation';
import type { Load } from './space';
import { TeamSection } from './TeamSection';
import type { TeamActions } from './use-pharmacy-space';

export function ManagedSpace({
	pharmacy,
	team,
	actions,
}: {
	pharmacy: ManagedPharmacyView;
	team: Load<PharmacyTeam>;
	actions: TeamActions;
}) {
	return (
		<>
			<section className="pharmacy-space__card" aria-labelledby="pharmacy-identity">
				<h2 id="pharmacy-identity" className="pharmacy-space__card-title">
					{pharmacy.name}
				</h2>
				<PlanLine pharmacy={pharmacy} />
				{pharmacy.plan !== null ? <NameForm name={pharmacy.name} rename={actions.rename} /> : null}
				<div className="pharmacy-space__logo">
					<h3 className="pharmacy-space__subtitle">{t('team.page.logo_title')}</h3>
					<p className="pharmacy-space__muted">{t('team.page.logo_lead')}</p>
					<PharmacyLogoForm
						pharmacyId={pharmacy.id}
						logoUrl={pharmacy.logoUrl}
						onLogoChange={actions.setLogo}
					/>
				</div>
			</section>
			<TeamSection pharmacy={pharmacy} load={team} actions={actions} />
		</>
	);
}

function PlanLine({ pharmacy }: { pharmacy: ManagedPharmacyView }) {
	const { plan } = pharmacy;
	if (!plan) {
		return (
			<div className="pharmacy-space__notice">
				<p>{t('team.page.plan_none')}</p>
				<Button href={PHARMACY_PLANS_PATH} variant="secondary" size="sm">
					{t('team.page.see_pharmacy_plans')}
				</Button>
			</div>
		);
	}
	return (
		<p className="pharmacy-space__plan">
			<span className="pharmacy-space__muted">{t('team.page.plan_label')}: </span>
			{plan.trial ? t('team.page.plan_trial', { plan: plan.planName }) : plan.planName}
		</p>
	);
}
