/**
 * On `ya-tienes-un-plan-activo` (issue #17): when the person's plan can change, the way to do it
 * instead of a dead end. The plan they were buying (`?plan=`, from the checkout) is offered as
 * the switch when the rule allows it; a cancelled plan is offered its reactivation. Rendered after mount: it reads the
 * stores kept in localStorage, which the prerendered page cannot know.
 */
import { useStore } from '@nanostores/react';
import purchasePages from 'i18n-section:purchase_pages';
import { useEffect, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { getPlans } from '../../../lib/api/plans';
import type { PlanOffer } from '../../../lib/contracts/plans';
import { $subscription, findActiveLicence } from '../../../stores/subscription';
import { Button } from '../../ui/Button';
import { canChangePlan, canReactivate, changeOptions } from './plan-options';

const t = createTranslator({ purchase_pages: purchasePages });

/** "Mis suscripciones" in the classroom, where plans change. */
export const MY_SUBSCRIPTIONS_PATH = '/aula/mis-suscripciones';

export default function PlanChangeOffer() {
	const [mounted, setMounted] = useState(false);
	const [offers, setOffers] = useState<PlanOffer[] | null>(null);
	const { licenses } = useStore($subscription);
	const licence = findActiveLicence(licenses);
	const changeable = licence !== null && canChangePlan(licence);

	useEffect(() => {
		setMounted(true);
	}, []);
	useEffect(() => {
		if (!changeable) return;
		void getPlans().then((result) => {
			if (result.ok) setOffers(result.data);
		});
	}, [changeable]);

	if (!mounted || licence === null) return null;
	if (canReactivate(licence)) {
		return (
			<div className="plan-change-offer">
				<p>{t('purchase_pages.plan_active.reactivate_lead')}</p>
				<Button href={MY_SUBSCRIPTIONS_PATH}>{t('purchase_pages.plan_active.reactivate')}</Button>
			</div>
		);
	}
	if (!changeable) return null;
	const wantedId = Number(new URLSearchParams(window.location.search).get('plan'));
	const wanted =
		offers === null ? undefined : changeOptions(licence, offers).find((o) => o.lid === wantedId);
	return (
		<div className="plan-change-offer">
			<p>{t('purchase_pages.plan_active.change_lead')}</p>
			{wanted ? (
				<Button href={`${MY_SUBSCRIPTIONS_PATH}?cambiar=${String(wanted.lid)}`}>
					{t('purchase_pages.plan_active.change_to', { plan: wanted.off_nm })}
				</Button>
			) : (
				<Button href={MY_SUBSCRIPTIONS_PATH}>{t('purchase_pages.plan_active.change')}</Button>
			)}
		</div>
	);
}
