/**
 * Giving access once the gateway confirms a payment (ADR 005): the licence of a paid checkout,
 * once; signed webhooks, which keep each licence in line with its subscription; reconciliation
 * of paid checkouts left without a licence; and the sandbox's passing of time.
 */
import { t } from '../../../i18n';
import { endFreemiumLicences } from '../../db/queries/plan-change';
import * as queries from '../../db/queries/purchase';
import type { CheckoutRow } from '../../db/queries/purchase';
import { AppError } from '../../errors';
import { invoiceCharges } from './invoices';
import { purchaseMail } from './purchase-mail';
import { isSandboxGateway } from '../../payments';
import { GatewayNotFound, pastDueUntil, type GatewaySubscription } from '../../payments/gateway';
import { paymentFailedMail } from './licence-mail';
import { forgetAccess } from '../access-cache';
import { type PurchaseDeps } from './deps';
import { closePaymentFailures, recordPaymentFailures } from '../../db/queries/payment-failures';

/**
 * Gives the licence of a paid (or trialing) checkout, once. The payment is recorded first, in its
 * own statement, so if the licence cannot be written the money is not forgotten: the caller sees
 * "purchase done but course assignment failed" and reconciliation completes it later.
 */
export async function activateCheckout(
	deps: PurchaseDeps,
	checkout: CheckoutRow,
	subscription: GatewaySubscription,
) {
	const status = subscription.status === 'trialing' ? 'trialing' : 'active';
	const now = deps.now();
	await queries.updateCheckout(
		deps.db,
		checkout.id,
		{
			status: 'paid',
			gatewaySubscriptionId: subscription.id,
			transactionId: subscription.transactionId,
		},
		now,
	);
	let given: Awaited<ReturnType<typeof queries.insertEnrollmentForCheckout>>;
	try {
		given = await queries.insertEnrollmentForCheckout(deps.db, {
			checkoutId: checkout.id,
			userId: checkout.userId,
			planId: checkout.planId,
			status,
			startAt: subscription.currentPeriodStart,
			endAt: subscription.currentPeriodEnd,
			periodicity: (await queries.findPlan(deps.db, checkout.planId))?.period ?? 2,
			priceMinor: checkout.amountSubtotalMinor,
			gatewaySubscriptionId: subscription.id,
			trial: checkout.trial,
		});
	} catch (error) {
		deps.logger.error(
			{ err: error, checkout: checkout.id, subscription: subscription.id },
			'payment recorded but the licence could not be written; reconciliation will retry',
		);
		throw new AppError('enrol_failed', 500, t('errors.enrolment_failed'));
	}
	// Before the confirmation, which carries the first period's invoice.
	await invoiceChargesOrLog(deps, subscription.id);
	// Asked on every activation (a webhook, the reconciliation): its key sends it once.
	await deps.jobs.enqueue(deps.db, purchaseMail(checkout.id), now);
	if (given.created) {
		deps.logger.info(
			{ checkout: checkout.id, enrollment: given.row.id, status },
			'licence given for a paid checkout',
		);
		// The paid licence replaces a free one (issue #17); the campus sees it at once.
		if ((await endFreemiumLicences(deps.db, checkout.userId, now)) > 0) forgetAccess(deps);
	}
	return given.row;
}

/**
 * Completes every paid checkout that has no licence (a process died, or the licence write failed
 * after the payment). Runs at start and after each webhook; answers how many it completed.
 */
export async function reconcilePurchases(deps: PurchaseDeps): Promise<number> {
	const pending = await queries.listPaidCheckoutsWithoutLicence(deps.db);
	let completed = 0;
	for (const { checkout } of pending) {
		if (checkout.gatewaySubscriptionId === null) continue;
		try {
			const subscription = await deps.payments.retrieveSubscription(checkout.gatewaySubscriptionId);
			if (subscription.status !== 'active' && subscription.status !== 'trialing') continue;
			await activateCheckout(deps, checkout, subscription);
			completed++;
		} catch (error) {
			deps.logger.error({ err: error, checkout: checkout.id }, 'reconciliation failed; will retry');
		}
	}
	return completed;
}

/**
 * The sandbox's passing of time (Stripe does this itself and tells us by webhook): trials that
 * ended become paid, periods renew, cancelled subscriptions end, and each licence follows its
 * subscription. Runs at start and every hour while the server runs; answers how many changed.
 */
export async function advanceSandboxSubscriptions(deps: PurchaseDeps): Promise<number> {
	if (!isSandboxGateway(deps.payments)) return 0;
	const changed = await deps.payments.advanceClock();
	for (const id of changed) {
		await syncLicence(deps, await deps.payments.retrieveSubscription(id));
	}
	return changed.length;
}

/**
 * A signed webhook from the gateway. Each event id is handled once (a replay answers `duplicate`);
 * the subscription is read back from the gateway and the licence brought in line with it; a
 * first payment whose licence is missing gets it. Answers what was done.
 */
export async function handleWebhook(
	deps: PurchaseDeps,
	rawBody: string,
	signature: string | undefined,
): Promise<'handled' | 'duplicate' | 'ignored'> {
	const event = await deps.payments.parseWebhook(rawBody, signature);
	if (!(await queries.recordGatewayEvent(deps.db, event.id, event.type))) return 'duplicate';
	// Acknowledged, never 5xx: the gateway would retry it for days, and a retry knows no more.
	const ignore = (reason: string, fields: Record<string, unknown> = {}) => {
		deps.logger.info(
			{ event: event.id, type: event.type, subscription: event.subscriptionId, ...fields },
			`webhook ignored: ${reason}`,
		);
		return 'ignored' as const;
	};
	try {
		if (event.type === 'other') return ignore('an event the campus does not follow');
		if (event.subscriptionId === null) return ignore('about no subscription');
		let subscription: GatewaySubscription;
		try {
			subscription = await deps.payments.retrieveSubscription(event.subscriptionId);
		} catch (error) {
			if (!(error instanceof GatewayNotFound)) throw error;
			return ignore('a subscription the gateway does not know');
		}
		const checkout = await queries.findCheckoutBySubscription(deps.db, subscription.id);
		if (!checkout) {
			return ignore('a subscription of no checkout of the campus', {
				metadata: subscription.metadata,
			});
		}
		const paid = subscription.status === 'active' || subscription.status === 'trialing';
		if (paid && (checkout.status === 'pending' || checkout.status === 'requires_action')) {
			await activateCheckout(deps, checkout, subscription);
		} else if (paid && checkout.status === 'failed') {
			// Given up as declined or abandoned (perhaps another plan was bought since): a licence
			// now could be a second plan. Money was taken, so a person must look at it.
			deps.logger.error(
				{ event: event.id, checkout: checkout.id, subscription: subscription.id },
				'the gateway was paid for a failed checkout: refund it or give its licence by hand',
			);
		} else {
			await syncLicence(deps, subscription);
		}
		await reconcilePurchases(deps);
		return 'handled';
	} catch (error) {
		// Let the gateway's retry be handled again.
		await queries.forgetGatewayEvent(deps.db, event.id);
		throw error;
	}
}

/**
 * The licence mirrors the subscription: status, period, cancellation. A renewal the card declined
 * (`past_due`) keeps access until its grace ends (that is the licence's end meanwhile), and its
 * holder is asked by mail, once per unpaid period, to update the card.
 */
export async function syncLicence(
	deps: PurchaseDeps,
	subscription: GatewaySubscription,
): Promise<void> {
	const status =
		subscription.status === 'active' || subscription.status === 'trialing'
			? subscription.status
			: subscription.status === 'past_due'
				? 'past_due'
				: subscription.status === 'canceled'
					? 'canceled'
					: undefined;
	const pastDue = subscription.status === 'past_due';
	const now = deps.now();
	await deps.db.transaction(async (tx) => {
		const licences = await queries.updateEnrollmentsOfSubscription(
			tx,
			subscription.id,
			{
				...(status === undefined ? {} : { status }),
				startAt: subscription.currentPeriodStart,
				endAt: pastDue ? pastDueUntil(subscription) : subscription.currentPeriodEnd,
				cancelAt: subscription.cancelAt,
				cancelAtPeriodEnd: subscription.cancelAt !== null,
			},
			now,
		);
		if (!pastDue) {
			// Paid again (a new card, a retry that went through): the refusal is over.
			if (status === 'active') await closePaymentFailures(tx, licences, now);
			return;
		}
		await recordPaymentFailures(tx, licences, {
			periodStart: subscription.currentPeriodStart,
			failedAt: now,
			declineCode: subscription.declineCode,
		});
		for (const id of licences) {
			await deps.jobs.enqueue(
				tx,
				paymentFailedMail(id, subscription.id, subscription.currentPeriodStart),
				now,
			);
		}
	});
	// A licence that ended or was refused closes the campus, from this process at once.
	forgetAccess(deps);
	// A renewal (or a trial's first charge) is invoiced when its licence follows it.
	await invoiceChargesOrLog(deps, subscription.id);
}

/**
 * Invoices the subscription's payments; a failure is logged, never thrown: the licence is given
 * all the same, and the next sync of the subscription issues what is missing.
 */
export async function invoiceChargesOrLog(
	deps: PurchaseDeps,
	subscriptionId: string,
): Promise<void> {
	try {
		await invoiceCharges(deps, subscriptionId);
	} catch (error) {
		deps.logger.error(
			{ err: error, subscription: subscriptionId },
			'payments not invoiced; the next sync of the subscription will retry',
		);
	}
}
