/**
 * The data hook of "Mis suscripciones"' plan actions (issue #17): the offers a licence may switch
 * to, the preview of what a switch charges today shown in the shared confirm dialog before it is
 * made, and reactivating a cancelled licence. Each success reloads the licences.
 */
import { useState } from 'react';
import type { PlanOffer } from '../../../lib/contracts/plans';
import { getPlans } from '../../../lib/api/plans';
import { changePlan, previewPlanChange, reactivate } from '../../../lib/api/purchase';
import type { ApiFailure } from '../../../lib/api/client';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { askConfirmation } from '../../../stores/overlays-confirm';
import { loadSubscriptions } from '../../../stores/session';
import type { Licence } from '../../../stores/subscription';
import { showToast } from '../../../stores/toasts';
import { changeConfirmation } from './plan-options';
import { t } from './t';

/** The success toasts carry a date or a plan to remember: longer than the 3 s default. */
const ACTION_TOAST_MS = 6000;

function toastFailure(failure: ApiFailure): void {
	// A 401/403 has already closed the session with its own toast (API client): one is enough.
	if (failure.status !== 401 && failure.status !== 403) {
		showToast({ text: failure.msg, type: 'error' });
	}
}

export function useLicenceActions() {
	const [offers, setOffers] = useState<PlanOffer[] | null>(null);
	/** The licence whose action is under way (a button shows it loading). */
	const [busyId, setBusyId] = useState<number | null>(null);

	async function loadOffers(): Promise<void> {
		if (offers !== null) return;
		const result = await getPlans();
		if (result.ok) setOffers(result.data);
		else toastFailure(result);
	}

	/** Preview, confirm in the dialog, then switch; answers whether the plan changed. */
	async function switchPlan(licence: Licence, lid: number): Promise<boolean> {
		setBusyId(licence.enrollment_id);
		try {
			const preview = await previewPlanChange(licence.enrollment_id, lid);
			if (!preview.ok) {
				toastFailure(preview);
				return false;
			}
			const words = changeConfirmation(preview.data);
			if (!(await askConfirmation({ ...words, alignLeft: true }))) return false;
			const changed = await changePlan({ eid: preview.data.eid, lid, prd: preview.data.prd });
			if (!changed.ok) {
				toastFailure(changed);
				return false;
			}
			showToast({
				text: t('subscriptions.changed_toast', { plan: preview.data.item.name }),
				type: 'success',
				timeout: ACTION_TOAST_MS,
			});
			await loadSubscriptions();
			return true;
		} finally {
			setBusyId(null);
		}
	}

	async function renewAgain(licence: Licence): Promise<void> {
		const price = formatMoney(licence.price, 'es-ES');
		const confirmed = await askConfirmation({
			title: t('subscriptions.reactivate_title', { plan: licence.name }),
			description: t('subscriptions.reactivate_text'),
			infoText: t('subscriptions.reactivate_next', { price, date: formatDate(licence.end) ?? '' }),
			alignLeft: true,
			confirmText: t('subscriptions.reactivate_button'),
			cancelText: t('subscriptions.change_close'),
		});
		if (!confirmed) return;
		setBusyId(licence.enrollment_id);
		try {
			const result = await reactivate(licence.enrollment_id);
			if (!result.ok) {
				toastFailure(result);
				return;
			}
			showToast({
				text: t('subscriptions.reactivated_toast', { date: formatDate(result.data.end) ?? '' }),
				type: 'success',
				timeout: ACTION_TOAST_MS,
			});
			await loadSubscriptions();
		} finally {
			setBusyId(null);
		}
	}

	return { offers, loadOffers, busyId, switchPlan, renewAgain };
}
