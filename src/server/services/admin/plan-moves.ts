/**
 * Moving a pharmacy to another plan size from the back-office (issue #20): the owner's licence
 * goes to another size of pharmacy plan in the same billing period, up or down, through the same
 * preview and change the owner uses in Mis suscripciones (services/purchase/plan-change.ts), judged
 * by the back-office's rule (`planSizeMoveVerdict`): the prorated difference is charged today to
 * the pharmacy's card and invoiced as the owner's own change would be, or left in its favour when
 * the new size costs less. A smaller size is refused while the team has more people than its seats.
 *
 * Once per request: of copies of one request, the plan change's lock lets one move the licence
 * and reach the gateway; the others find it already moved and answer the outcome that copy writes
 * under the request's key (ADR 019).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { t } from '../../../i18n';
import type {
	MovePlanInput,
	PlanMoved,
	PlanMovePreview,
	PreviewPlanMoveInput,
} from '../../../lib/contracts/customer-actions';
import type { AdminResult } from '../../../lib/contracts/customers';
import { planSizeMoveVerdict } from '../../../lib/plan-change';
import { findActivePlan, findPlan, findUserEnrollment } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import { earlierOutcome, type StaffActor } from '../audit';
import { teamOverflow } from '../pharmacy-team';
import type { PurchaseDeps } from '../purchase/deps';
import { changePlan, previewPlanChange } from '../purchase/plan-change';
import { oncePerRequest } from './once-per-request';

const ACTION = 'customer.move_plan';
/** How long a copy of a request waits for the copy that is moving the licence to say how it went. */
const COPY_WAIT_MS = 5000;
const COPY_POLL_MS = 50;

/** The plan change's refusals, as the back-office says them (they speak to the owner). */
const REFUSALS: Readonly<Record<string, { result: AdminResult; key: string }>> = {
	en_nf: { result: 'licence_nf', key: 'admin.errors.licence_not_found' },
	p_nf: { result: 'plan_nf', key: 'admin.errors.size_not_found' },
	same_plan: { result: 'same_plan', key: 'admin.errors.same_size' },
	change_inv: { result: 'not_movable', key: 'admin.errors.not_a_size_move' },
	not_changeable: { result: 'not_movable', key: 'admin.errors.not_movable' },
	billing_required: { result: 'billing_required', key: 'admin.errors.billing_required' },
	preview_old: { result: 'preview_old', key: 'admin.errors.preview_old' },
	payment_failed: { result: 'payment_failed', key: 'admin.errors.move_declined' },
};

function asMoved(after: Record<string, unknown>): PlanMoved {
	return {
		enrollmentId: Number(after.enrollmentId),
		planId: Number(after.planId),
		planName: String(after.planName),
		amountPaidMinor: Number(after.amountPaidMinor),
		renewsAt: String(after.renewsAt),
	};
}

/** The person's licence and the plan named, with the team's fit checked; or why not. */
async function readMove(deps: PurchaseDeps, input: PreviewPlanMoveInput) {
	const licence = await findUserEnrollment(deps.db, input.userId, input.enrollmentId);
	if (!licence) throw new AppError('licence_nf', 404, t('admin.errors.licence_not_found'));
	const to = await findActivePlan(deps.db, input.planId);
	if (!to) throw new AppError('plan_nf', 404, t('admin.errors.size_not_found'));
	await refuseTeamOverflow(deps, input.userId, to);
	return { licence, to };
}

async function refuseTeamOverflow(
	deps: PurchaseDeps,
	ownerId: number,
	to: Parameters<typeof teamOverflow>[2],
): Promise<void> {
	const overflow = await teamOverflow(deps, ownerId, to);
	if (overflow) throw new AppError('team_big', 409, t('admin.errors.team_big', overflow));
}

/** A refusal of the plan change in the back-office's words; anything else as it came. */
async function inAdminWords(
	deps: PurchaseDeps,
	input: PreviewPlanMoveInput,
	error: unknown,
): Promise<unknown> {
	if (!(error instanceof AppError)) return error;
	if (error.result === 'team_big') {
		const to = await findActivePlan(deps.db, input.planId);
		if (to) await refuseTeamOverflow(deps, input.userId, to);
	}
	const refusal = REFUSALS[error.result];
	return refusal ? new AppError(refusal.result, error.status, t(refusal.key)) : error;
}

/** `POST /admin/previewPlanMove`: what the move charges today; nothing changes. */
export async function previewCustomerPlanMove(
	deps: PurchaseDeps,
	input: PreviewPlanMoveInput,
): Promise<PlanMovePreview> {
	await readMove(deps, input);
	try {
		const preview = await previewPlanChange(
			deps,
			input.userId,
			{ eid: input.enrollmentId, lid: input.planId },
			planSizeMoveVerdict,
		);
		return {
			enrollmentId: preview.eid,
			planId: input.planId,
			amountDueMinor: preview.amount_due,
			creditMinor: preview.credit,
			currency: preview.currency,
			prd: preview.prd,
			renewsAt: preview.renews,
		};
	} catch (error) {
		throw await inAdminWords(deps, input, error);
	}
}

/** The outcome a copy of this request writes while it moves the licence, if it does in time. */
async function outcomeOfCopy(deps: PurchaseDeps, requestKey: string) {
	for (let waited = 0; waited < COPY_WAIT_MS; waited += COPY_POLL_MS) {
		const earlier = await earlierOutcome(deps.db, requestKey, ACTION);
		if (earlier) return earlier.after ?? {};
		await sleep(COPY_POLL_MS);
	}
	return undefined;
}

/** `POST /admin/movePlan`. */
export async function moveCustomerPlan(
	deps: PurchaseDeps,
	actor: StaffActor,
	input: MovePlanInput,
): Promise<PlanMoved> {
	// A request seen before does not reach the gateway again.
	const earlier = await earlierOutcome(deps.db, input.requestKey, ACTION);
	if (earlier) return asMoved(earlier.after ?? {});
	const { licence, to } = await readMove(deps, input);
	const from = await findPlan(deps.db, licence.planId);
	let changed;
	try {
		changed = await changePlan(
			deps,
			input.userId,
			{ eid: input.enrollmentId, lid: input.planId, prd: input.prd },
			planSizeMoveVerdict,
		);
	} catch (error) {
		// Already on that plan: perhaps a copy of this request moved it and is still finishing.
		const copy =
			error instanceof AppError && error.result === 'same_plan'
				? await outcomeOfCopy(deps, input.requestKey)
				: undefined;
		if (copy) return asMoved(copy);
		throw await inAdminWords(deps, input, error);
	}
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: ACTION, requestKey: input.requestKey },
		() =>
			Promise.resolve({
				subjectId: input.userId,
				before: {
					enrollmentId: licence.id,
					planId: licence.planId,
					planName: from?.name ?? null,
					priceMinor: licence.priceMinor,
				},
				after: {
					enrollmentId: licence.id,
					planId: to.id,
					planName: to.name,
					priceMinor: to.priceMinor,
					amountPaidMinor: changed.amount_paid,
					renewsAt: changed.end,
				},
			}),
	);
	return asMoved(after);
}
