/**
 * Cancelling a person's licence from the back-office (issue #20): now (access closes and nothing
 * more is charged) or at the end of the period paid for (it stops renewing), through the gateway,
 * which stays the source of truth about payment; the person is told by mail, as when they cancel
 * themselves. A complimentary licence has no gateway behind it and can only end now.
 */
import { t } from '../../../i18n';
import type { CancelLicenceInput, LicenceCancelled } from '../../../lib/contracts/customer-actions';
import * as queries from '../../db/queries/customers';
import { findUserEnrollment, updateEnrollmentsOfSubscription } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import { forgetAccess } from '../access-cache';
import { earlierOutcome, type StaffActor } from '../audit';
import type { PurchaseDeps } from '../purchase/deps';
import { cancellationMail } from '../purchase/licence-mail';
import { syncLicence } from '../purchase/settlement';
import { oncePerRequest } from './once-per-request';

const ACTION = 'customer.cancel_licence';
/** Statuses whose licence still runs: something can be cancelled. */
const RUNNING: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

function asCancelled(after: Record<string, unknown>): LicenceCancelled {
	return {
		enrollmentId: Number(after.enrollmentId),
		status: String(after.status),
		endsAt: String(after.endsAt),
	};
}

const notCancellable = (key: 'not_cancellable' | 'past_due_now_only') =>
	new AppError('not_cancellable', 409, t(`admin.errors.${key}`));

/** `POST /admin/cancelLicence`. */
export async function cancelCustomerLicence(
	deps: PurchaseDeps,
	actor: StaffActor,
	input: CancelLicenceInput,
): Promise<LicenceCancelled> {
	const earlier = await earlierOutcome(deps.db, input.requestKey, ACTION);
	if (earlier) return asCancelled(earlier.after ?? {});
	const licence = await findUserEnrollment(deps.db, input.userId, input.enrollmentId);
	if (!licence) throw new AppError('licence_nf', 404, t('admin.errors.licence_not_found'));
	const now = deps.now();
	const subscriptionId = licence.gatewaySubscriptionId;
	const running = RUNNING.has(licence.status) && (licence.endAt === null || licence.endAt > now);
	if (!running || (input.when === 'period_end' && (subscriptionId === null || licence.cancelAt))) {
		throw notCancellable('not_cancellable');
	}
	if (input.when === 'period_end' && licence.status === 'past_due') {
		throw notCancellable('past_due_now_only');
	}
	const before = {
		status: licence.status,
		endAt: licence.endAt?.toISOString() ?? null,
		cancelAt: licence.cancelAt?.toISOString() ?? null,
	};

	// The gateway first (it cannot sit in a transaction); cancelling twice changes nothing there.
	let endsAt = now;
	if (subscriptionId !== null && input.when === 'now') {
		await syncLicence(deps, await deps.payments.cancelSubscription(subscriptionId));
	} else if (subscriptionId !== null && licence.endAt) {
		endsAt = licence.endAt;
		await deps.payments.cancelSubscriptionAt(subscriptionId, endsAt);
	}
	const after = await oncePerRequest(
		deps,
		actor,
		{ action: ACTION, requestKey: input.requestKey },
		async (tx, at) => {
			if (subscriptionId === null) {
				await queries.endLicenceNow(tx, licence.id, at);
			} else if (input.when === 'period_end') {
				await updateEnrollmentsOfSubscription(
					tx,
					subscriptionId,
					{ cancelAt: endsAt, cancelAtPeriodEnd: true },
					at,
				);
			}
			await deps.jobs.enqueue(tx, cancellationMail(licence.id, endsAt), at);
			return {
				subjectId: input.userId,
				before,
				after: {
					enrollmentId: licence.id,
					status: input.when === 'now' ? 'canceled' : licence.status,
					when: input.when,
					endsAt: endsAt.toISOString(),
				},
			};
		},
	);
	forgetAccess(deps);
	return asCancelled(after);
}
