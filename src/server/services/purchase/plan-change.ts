/**
 * Changing a running plan (issue #17, ADR 005 "Changing plan"): monthly ↔ annual, an individual
 * plan to a pharmacy one, a pharmacy to a bigger one, charged today the prorated difference the
 * preview showed; and reactivating a cancelled plan before it ends. The back-office moves a
 * pharmacy to another size through the same preview and change, judged by its own rule
 * (`planSizeMoveVerdict`, services/admin/plan-moves.ts).
 *
 * Payment safety (issue #15): the switch is judged again and written under the lock on the person
 * (`lockPurchaser`), as one compare-and-set of the licence's plan, before the gateway is called;
 * of two switches at once only one reaches the gateway. The gateway's idempotency key names the
 * licence, both plans and the proration instant, so a retry never charges twice.
 */
import { t } from '../../../i18n';
import type {
	ChangePlanPayload,
	PlanChanged,
	PlanChangePreview,
	PreviewPlanChangePayload,
	Reactivated,
} from '../../../lib/contracts/purchase';
import { isSwitchable, planChangeVerdict, type SwitchRule } from '../../../lib/plan-change';
import * as changeQueries from '../../db/queries/plan-change';
import * as queries from '../../db/queries/purchase';
import type { EnrollmentRow, PlanRow } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import { CardDeclined, type PlanChangeInput } from '../../payments/gateway';
import { forgetAccess } from '../access-cache';
import { lacksBillingForPlan } from '../billing-details';
import { requireTeamFits } from '../pharmacy-team';
import { cartItem } from './cart';
import { planNotFound, type PurchaseDeps } from './deps';
import { planChangedMail } from './licence-mail';
import { invoiceChargesOrLog } from './settlement';

/**
 * How long a preview's amount may be charged: long enough to read it and confirm, short enough
 * that the proration instant is still "now" (Stripe prorates to the second).
 */
export const PREVIEW_VALID_MS = 10 * 60_000;
/** A proration instant this far ahead of the server's clock is a clock skew, not a future date. */
const CLOCK_SKEW_MS = 60_000;

const licenceNotFound = () => new AppError('en_nf', 404, t('purchase_api.licence_nf'));

interface Switch {
	licence: EnrollmentRow & { gatewaySubscriptionId: string; endAt: Date };
	from: PlanRow;
	to: PlanRow;
}

/** The licence and both plans, if `rule` lets the person's licence switch to `lid`; else why not. */
async function judgeSwitch(
	deps: PurchaseDeps,
	db: PurchaseDeps['db'],
	userId: number,
	{ eid, lid }: { eid: number; lid: number },
	rule: SwitchRule,
): Promise<Switch> {
	const licence = await queries.findUserEnrollment(db, userId, eid);
	if (!licence) throw licenceNotFound();
	const to = await queries.findActivePlan(db, lid);
	if (!to) throw planNotFound(lid);
	if (licence.planId === lid) throw new AppError('same_plan', 409, t('purchase_api.same_plan'));
	if (!isSwitchable(licence, deps.now())) {
		throw new AppError('not_changeable', 409, t('purchase_api.not_changeable'));
	}
	const from = await queries.findPlan(db, licence.planId);
	if (!from) throw planNotFound(licence.planId);
	const verdict = rule(from, to);
	if (verdict === 'same_plan') throw new AppError('same_plan', 409, t('purchase_api.same_plan'));
	if (verdict === 'change_inv') throw new AppError('change_inv', 422, t('purchase_api.change_inv'));
	return { licence, from, to };
}

/**
 * A switch to a pharmacy plan is charged today and invoiced to the pharmacy (issue #18): it needs
 * the billing details the pharmacy checkout asks for, given in Mi perfil (the switch has no form).
 */
async function requireBillingForSwitch(
	db: PurchaseDeps['db'],
	userId: number,
	to: PlanRow,
): Promise<void> {
	if (await lacksBillingForPlan({ db }, userId, to)) {
		throw new AppError('billing_required', 422, t('purchase_api.billing_required_profile'));
	}
}

function changeInput({ licence, to }: Switch, prorationDate: Date): PlanChangeInput {
	return {
		subscriptionId: licence.gatewaySubscriptionId,
		price: {
			amountMinor: to.priceMinor,
			currency: to.currency,
			period: to.period === 1 ? 1 : 2,
			gatewayPriceId: to.stripePriceId,
			name: to.name,
		},
		prorationDate,
	};
}

/** Whole seconds, as Stripe's `proration_date`. */
function wholeSeconds(date: Date): Date {
	return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/**
 * `POST /buy/previewPlanChange`: what the switch charges today; nothing changes. `rule` is the
 * subscriber's own unless the back-office previews a move of size.
 */
export async function previewPlanChange(
	deps: PurchaseDeps,
	userId: number,
	payload: PreviewPlanChangePayload,
	rule: SwitchRule = planChangeVerdict,
): Promise<PlanChangePreview> {
	const change = await judgeSwitch(deps, deps.db, userId, payload, rule);
	await requireTeamFits(deps, userId, change.to);
	await requireBillingForSwitch(deps.db, userId, change.to);
	const at = wholeSeconds(deps.now());
	const preview = await deps.payments.previewPlanChange(changeInput(change, at));
	return {
		eid: change.licence.id,
		item: cartItem(change.to),
		amount_due: preview.amountDueMinor,
		credit: preview.creditMinor,
		currency: preview.currency,
		prd: at.getTime() / 1000,
		renews: preview.periodEnd.toISOString(),
	};
}

/**
 * `POST /buy/changePlan`: makes the switch the preview showed, charging the prorated difference
 * to the subscription's card. Refused without any change when the preview is older than
 * `PREVIEW_VALID_MS`, when the licence moved meanwhile, or when the card declines. `rule` as for
 * the preview.
 */
export async function changePlan(
	deps: PurchaseDeps,
	userId: number,
	payload: ChangePlanPayload,
	rule: SwitchRule = planChangeVerdict,
): Promise<PlanChanged> {
	const at = new Date(payload.prd * 1000);
	const age = deps.now().getTime() - at.getTime();
	if (age > PREVIEW_VALID_MS || age < -CLOCK_SKEW_MS) {
		throw new AppError('preview_old', 409, t('purchase_api.preview_old'));
	}
	await judgeSwitch(deps, deps.db, userId, payload, rule);
	const now = deps.now();
	// Judged again and claimed under the lock on the person (issue #15): one switch at a time.
	const change = await deps.db.transaction(async (tx) => {
		if (!(await queries.lockPurchaser(tx, userId))) throw licenceNotFound();
		const judged = await judgeSwitch(deps, tx, userId, payload, rule);
		await requireTeamFits({ ...deps, db: tx }, userId, judged.to);
		await requireBillingForSwitch(tx, userId, judged.to);
		const claimed = await changeQueries.switchEnrollmentPlan(
			tx,
			judged.licence.id,
			judged.from.id,
			judged.to.id,
			now,
		);
		if (!claimed) throw new AppError('same_plan', 409, t('purchase_api.same_plan'));
		return judged;
	});

	let subscription;
	try {
		subscription = await deps.payments.changePlan({
			...changeInput(change, at),
			idempotencyKey: `plan-change-${change.licence.id}-${change.from.id}-${change.to.id}-${payload.prd}`,
			metadata: { planId: String(change.to.id) },
		});
	} catch (error) {
		// Nothing was charged or changed at the gateway: the licence goes back to its plan.
		await changeQueries.switchEnrollmentPlan(
			deps.db,
			change.licence.id,
			change.to.id,
			change.from.id,
			deps.now(),
		);
		if (error instanceof CardDeclined) {
			deps.logger.info(
				{ licence: change.licence.id, decline: error.declineCode },
				'plan change declined',
			);
			throw new AppError('payment_failed', 402, t('errors.payment_failed'));
		}
		throw error;
	}
	await changeQueries.updateEnrollment(
		deps.db,
		change.licence.id,
		{
			periodicity: change.to.period,
			priceMinor: change.to.priceMinor,
			startAt: subscription.currentPeriodStart,
			endAt: subscription.currentPeriodEnd,
		},
		deps.now(),
	);
	forgetAccess(deps);
	deps.logger.info(
		{
			licence: change.licence.id,
			from: change.from.id,
			to: change.to.id,
			paid: subscription.amountPaidMinor,
		},
		'plan changed',
	);
	// A charge is invoiced and its invoice mailed; a change that charged nothing is told apart.
	await invoiceChargesOrLog(deps, subscription.id);
	if (subscription.amountPaidMinor === 0) {
		await deps.jobs.enqueue(
			deps.db,
			planChangedMail(change.licence.id, change.to.id, now),
			deps.now(),
		);
	}
	return {
		result: 'ok',
		enrollment_id: change.licence.id,
		lid: change.to.id,
		amount_paid: subscription.amountPaidMinor,
		end: subscription.currentPeriodEnd.toISOString(),
	};
}

/**
 * `POST /buy/reactivate`: a cancelled licence that has not ended yet renews again, at the
 * gateway and here. Nothing is charged today.
 */
export async function reactivate(
	deps: PurchaseDeps,
	userId: number,
	enrollmentId: number,
): Promise<Reactivated> {
	const licence = await queries.findUserEnrollment(deps.db, userId, enrollmentId);
	if (!licence) throw licenceNotFound();
	const now = deps.now();
	if (
		(licence.status !== 'active' && licence.status !== 'trialing') ||
		licence.cancelAt === null ||
		licence.cancelAt <= now ||
		licence.gatewaySubscriptionId === null
	) {
		throw new AppError('not_reactivatable', 409, t('purchase_api.not_reactivatable'));
	}
	const subscription = await deps.payments.resumeSubscription(licence.gatewaySubscriptionId);
	await queries.updateEnrollmentsOfSubscription(
		deps.db,
		subscription.id,
		{ cancelAt: null, cancelAtPeriodEnd: false, endAt: subscription.currentPeriodEnd },
		now,
	);
	return {
		result: 'ok',
		enrollment_id: licence.id,
		end: subscription.currentPeriodEnd.toISOString(),
	};
}
