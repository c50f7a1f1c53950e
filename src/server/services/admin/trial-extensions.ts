/**
 * Extending a free trial from the back-office (issue #20): the trial of a person's licence ends
 * some days later, and its first charge with it, through the gateway; nothing is charged now. The
 * new end is computed from the licence as read, so two copies of one request set the same date;
 * the audit entry under the request's key makes a repeat answer the first outcome.
 */
import { t } from '../../../i18n';
import type { ExtendTrialInput, TrialExtended } from '../../../lib/contracts/customer-actions';
import { findUserEnrollment } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import { TrialNotRunning } from '../../payments/gateway';
import { earlierOutcome, type StaffActor } from '../audit';
import { DAY_MS, type PurchaseDeps } from '../purchase/deps';
import { syncLicence } from '../purchase/settlement';
import { oncePerRequest } from './once-per-request';

const ACTION = 'customer.extend_trial';

const notTrialing = () => new AppError('not_trialing', 409, t('admin.errors.not_trialing'));

/** `POST /admin/extendTrial`. */
export async function extendCustomerTrial(
	deps: PurchaseDeps,
	actor: StaffActor,
	input: ExtendTrialInput,
): Promise<TrialExtended> {
	const earlier = await earlierOutcome(deps.db, input.requestKey, ACTION);
	if (earlier) {
		return {
			enrollmentId: Number(earlier.after?.enrollmentId),
			trialEnd: String(earlier.after?.trialEnd),
		};
	}
	const licence = await findUserEnrollment(deps.db, input.userId, input.enrollmentId);
	if (!licence) throw new AppError('licence_nf', 404, t('admin.errors.licence_not_found'));
	const subscriptionId = licence.gatewaySubscriptionId;
	if (licence.status !== 'trialing' || subscriptionId === null || licence.endAt === null) {
		throw notTrialing();
	}
	const trialEnd = new Date(licence.endAt.getTime() + input.days * DAY_MS);
	try {
		await syncLicence(deps, await deps.payments.extendTrial(subscriptionId, trialEnd));
	} catch (error) {
		if (error instanceof TrialNotRunning) throw notTrialing();
		throw error;
	}
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: ACTION, requestKey: input.requestKey },
		() =>
			Promise.resolve({
				subjectId: input.userId,
				before: { trialEnd: licence.endAt?.toISOString() ?? null },
				after: { enrollmentId: licence.id, days: input.days, trialEnd: trialEnd.toISOString() },
			}),
	);
	return { enrollmentId: Number(after.enrollmentId), trialEnd: String(after.trialEnd) };
}
