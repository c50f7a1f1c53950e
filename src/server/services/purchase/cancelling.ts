/** The free trial's one use and cancelling a licence (spec §1, §9; FAQ). */
import { t } from '../../../i18n';
import * as queries from '../../db/queries/purchase';
import { AppError } from '../../errors';
import { addPeriod } from '../../payments/gateway';
import { CANCEL_NOTICE_DAYS, DAY_MS, type PurchaseDeps } from './deps';
import { cancellationMail } from './licence-mail';

/** `GET /buy/checkUsedDemo`: whether the caller already had their one free trial. */
export function checkUsedDemo(deps: PurchaseDeps, userId: number): Promise<boolean> {
	return queries.hasUsedTrial(deps.db, userId);
}

/**
 * The day a cancellation made `now` takes effect (FAQ: cancel at least 7 days before the next
 * payment and it is not charged). A trial ends at its end, never charged; a paid period ends at
 * its end when the next payment is 7 or more days away; closer than that, the next payment is
 * already due and the licence ends one period later.
 *
 * @example
 * cancellationDate({ endAt: new Date('2026-12-31'), periodicity: 2, trial: false }, new Date('2026-12-01'));
 * // 2026-12-31
 */
export function cancellationDate(
	licence: { endAt: Date; periodicity: number; trialing: boolean },
	now: Date,
): Date {
	if (licence.trialing) return licence.endAt;
	const noticeMs = licence.endAt.getTime() - now.getTime();
	if (noticeMs >= CANCEL_NOTICE_DAYS * DAY_MS) return licence.endAt;
	return addPeriod(licence.endAt, licence.periodicity === 1 ? 1 : 2);
}

/**
 * `POST /buy/unsubscribe`: stops the licence renewing; answers the day access ends (`exd`).
 * Cancelling again answers the same day.
 */
export async function unsubscribe(
	deps: PurchaseDeps,
	userId: number,
	enrollmentId: number,
): Promise<{ exd: string }> {
	const licence = await queries.findUserEnrollment(deps.db, userId, enrollmentId);
	if (!licence) throw new AppError('en_nf', 404, t('purchase_api.licence_nf'));
	if (licence.cancelAt !== null) return { exd: licence.cancelAt.toISOString() };
	const renewing = licence.status === 'active' || licence.status === 'trialing';
	if (!renewing || licence.endAt === null || licence.gatewaySubscriptionId === null) {
		throw new AppError('not_cancellable', 409, t('purchase_api.not_cancellable'));
	}
	const at = cancellationDate(
		{
			endAt: licence.endAt,
			periodicity: licence.periodicity,
			trialing: licence.status === 'trialing',
		},
		deps.now(),
	);
	const subscription = await deps.payments.cancelSubscriptionAt(licence.gatewaySubscriptionId, at);
	const now = deps.now();
	await deps.db.transaction(async (tx) => {
		await queries.updateEnrollmentsOfSubscription(
			tx,
			subscription.id,
			{ cancelAt: at, cancelAtPeriodEnd: true },
			now,
		);
		await deps.jobs.enqueue(tx, cancellationMail(licence.id, at), now);
	});
	return { exd: at.toISOString() };
}
