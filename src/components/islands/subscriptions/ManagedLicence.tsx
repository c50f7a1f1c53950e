/**
 * A licence card with its plan actions (issue #17): "Cambiar de plan" opens the choice of a new
 * plan under the card; "Reactivar suscripción" on a cancelled one; "Actualizar tarjeta" on one
 * whose renewal the card declined (issue #18); a free licence is offered the paid plans, bought
 * through the same checkout.
 */
import { useState } from 'react';
import { cardUpdatePath } from '../../../lib/navigation';
import type { Licence } from '../../../stores/subscription';
import { Button } from '../../ui/Button';
import { LicenceCard } from './LicenceCard';
import { PlanChangePanel } from './PlanChangePanel';
import { canChangePlan, canReactivate, changeOptions } from './plan-options';
import { t } from './t';
import type { useLicenceActions } from './use-licence-actions';

/** Where a free licence chooses a paid plan (the checkout replaces it, issue #17). */
export const PAID_PLANS_PATH = '/compra/seleccion';

interface ManagedLicenceProps {
	licence: Licence;
	cancelledEnd: string | undefined;
	cancelling: boolean;
	onCancel: () => void;
	cardRef: (element: HTMLElement | null) => void;
	actions: ReturnType<typeof useLicenceActions>;
	/** A plan to switch to, named by the page's `?cambiar=`: the choice opens with it. */
	wanted: number | null;
}

export function ManagedLicence({ licence, actions, wanted, ...card }: ManagedLicenceProps) {
	const changeable = canChangePlan(licence) && card.cancelledEnd === undefined;
	const [open, setOpen] = useState(changeable && wanted !== null);
	const busy = actions.busyId === licence.enrollment_id;
	const options = actions.offers === null ? null : changeOptions(licence, actions.offers);
	if (open && actions.offers === null) void actions.loadOffers();

	const buttons = changeable ? (
		<Button
			variant="secondary"
			aria-expanded={open}
			aria-label={t('subscriptions.change_named', { plan: licence.name })}
			onClick={() => {
				setOpen(!open);
			}}
		>
			{t('subscriptions.change')}
		</Button>
	) : canReactivate(licence) && card.cancelledEnd === undefined ? (
		<Button
			aria-label={t('subscriptions.reactivate_named', { plan: licence.name })}
			loading={busy}
			loadingText={t('subscriptions.reactivating')}
			onClick={() => void actions.renewAgain(licence)}
		>
			{t('subscriptions.reactivate')}
		</Button>
	) : licence.status === 'past_due' ? (
		<Button
			href={cardUpdatePath(licence.enrollment_id)}
			aria-label={t('subscriptions.update_card_named', { plan: licence.name })}
		>
			{t('subscriptions.update_card')}
		</Button>
	) : licence.status === 'freemium' ? (
		<Button href={PAID_PLANS_PATH}>{t('subscriptions.upgrade_free')}</Button>
	) : null;

	return (
		<LicenceCard licence={licence} {...card} actions={buttons}>
			{open && changeable ? (
				<PlanChangePanel
					planName={licence.name}
					options={options}
					initial={options?.some((offer) => offer.lid === wanted) ? wanted : null}
					busy={busy}
					onReview={(lid) => {
						void actions.switchPlan(licence, lid).then((changed) => {
							if (changed) setOpen(false);
						});
					}}
					onClose={() => {
						setOpen(false);
					}}
				/>
			) : null}
		</LicenceCard>
	);
}
