/**
 * What "Mis suscripciones" offers a licence (issue #17): the plans it may switch to, by the same
 * rule the server enforces (lib/plan-change.ts), and the words of the confirm dialog, built from
 * the server's preview (the amounts are never computed here).
 */
import type { PlanOffer } from '../../../lib/contracts/plans';
import type { PlanChangePreview } from '../../../lib/contracts/purchase';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { planChangeVerdict, type ChangeablePlan } from '../../../lib/plan-change';
import type { Licence } from '../../../stores/subscription';
import { t } from './t';

/** Billing period of spec §3: 1 annual. */
const ANNUAL = 1;

function changeable(offer: PlanOffer): ChangeablePlan {
	return {
		id: offer.lid,
		licenceType: offer.lit,
		period: offer.per,
		trial: offer.demo,
		size: offer.size,
	};
}

/** A licence that can switch plan: paid, running and not cancelled (as the server judges). */
export function canChangePlan(licence: Licence): boolean {
	return (
		licence.status === 'active' &&
		licence.cancel_at_period_end !== true &&
		licence.complimentary !== true
	);
}

/** A cancelled licence whose access has not ended: it can renew again. */
export function canReactivate(licence: Licence, now: Date = new Date()): boolean {
	return (
		(licence.status === 'active' || licence.status === 'trialing') &&
		licence.cancel_at_period_end === true &&
		licence.end !== null &&
		new Date(licence.end) > now
	);
}

/** The offers the licence may switch to, in the catalogue's order. */
export function changeOptions(licence: Licence, offers: readonly PlanOffer[]): PlanOffer[] {
	const current = offers.find((offer) => offer.lid === licence.lid);
	if (!current) return [];
	const from = changeable(current);
	return offers.filter((offer) => planChangeVerdict(from, changeable(offer)) === 'ok');
}

/** "19,90 € al mes" / "191,04 € al año". */
export function pricePerPeriod(price: number, per: number): string {
	const amount = formatMoney(price, 'es-ES');
	return per === ANNUAL
		? t('subscriptions.per_year', { price: amount })
		: t('subscriptions.per_month', { price: amount });
}

/** The confirm dialog's words for a preview: what is paid today, then what and from when. */
export function changeConfirmation(preview: PlanChangePreview) {
	const today = formatMoney(preview.amount_due, 'es-ES');
	const date = formatDate(preview.renews) ?? '';
	const price = formatMoney(preview.item.price, 'es-ES');
	const then = t(
		preview.item.per === ANNUAL
			? 'subscriptions.change_then_year'
			: 'subscriptions.change_then_month',
		{ price, date },
	);
	return {
		title: t('subscriptions.change_confirm_title', { plan: preview.item.name }),
		description: `${t('subscriptions.change_today', { amount: today })} ${then}`,
		infoText:
			preview.credit > 0
				? t('subscriptions.change_credit', { amount: formatMoney(preview.credit, 'es-ES') })
				: t('subscriptions.change_info'),
		confirmText:
			preview.amount_due > 0
				? t('subscriptions.change_button', { amount: today })
				: t('subscriptions.change_button_free'),
		cancelText: t('subscriptions.change_keep'),
	};
}
