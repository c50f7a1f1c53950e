/**
 * The sandbox's failed renewals (issue #18, ./sandbox.ts): a new card for a subscription, which
 * pays an unpaid (`past_due`) renewal at once as Stripe's customer portal does, and the test clock
 * that brings a subscription's next moment to now, as Stripe's Test Clocks do.
 */
import type { Database } from '../db/client';
import * as sandboxQueries from '../db/queries/sandbox';
import type { SandboxPaymentMethodRow, SandboxSubscriptionRow } from '../db/queries/sandbox';
import { CardDeclined, pastDueUntil, type GatewaySubscription } from './gateway';
import type { SandboxGateway } from './sandbox';
import { newId, renewalCharge, renewDueSubscriptions } from './sandbox-billing';

/** Statuses a subscription moves on from as time passes (the others are over or waiting). */
const RUNNING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

interface DunningDeps {
	db: Database;
	now: () => Date;
	findSubscription: (id: string) => Promise<SandboxSubscriptionRow>;
	/** The payment method, or the sandbox's not-found error. */
	findPaymentMethod: (id: string) => Promise<SandboxPaymentMethodRow>;
	toGatewaySubscription: (row: SandboxSubscriptionRow) => GatewaySubscription;
}

export function dunningMethods({
	db,
	now,
	findSubscription,
	findPaymentMethod,
	toGatewaySubscription,
}: DunningDeps): Pick<SandboxGateway, 'replaceCard' | 'advanceTestClock'> {
	const current = async (id: string) => toGatewaySubscription(await findSubscription(id));
	return {
		async replaceCard(subscriptionId, paymentMethodId) {
			const row = await findSubscription(subscriptionId);
			const method = await findPaymentMethod(paymentMethodId);
			// Stripe refuses to attach a declining card: nothing changes.
			if (method.behaviour === 'declines') throw new CardDeclined('generic_decline');
			if (row.status !== 'past_due') {
				await sandboxQueries.updateSubscription(db, row.id, { paymentMethodId: method.id });
				return current(row.id);
			}
			const at = now();
			if (pastDueUntil(row) <= at) {
				// Its grace is over: it is cancelled now, whatever the card.
				await renewDueSubscriptions(db, at, row.id);
				return current(row.id);
			}
			// An unpaid renewal is charged off-session: no bank step, as Stripe's retries.
			if (method.behaviour === 'declines_later') throw new CardDeclined('card_declined');
			if (method.behaviour === 'authenticates') throw new CardDeclined('authentication_required');
			await sandboxQueries.updateSubscription(
				db,
				row.id,
				{
					paymentMethodId: method.id,
					status: 'active',
					amountPaidMinor: row.amountMinor,
					transactionId: newId('pi_sbx'),
				},
				{
					charges: [renewalCharge(row, row.currentPeriodStart, row.currentPeriodEnd, at)],
					periodEnd: row.currentPeriodEnd,
					// Two retries at once charge once: the second finds it paid.
					status: 'past_due',
				},
			);
			return current(row.id);
		},

		async advanceTestClock(subscriptionId) {
			const row = await findSubscription(subscriptionId);
			if (!RUNNING_STATUSES.has(row.status)) return toGatewaySubscription(row);
			const at = now();
			const moment = row.status === 'past_due' ? pastDueUntil(row) : row.currentPeriodEnd;
			const shift = moment.getTime() - at.getTime();
			if (shift > 0) {
				// The subscription's whole timeline moves back, so its dates keep their distances.
				const back = (date: Date) => new Date(date.getTime() - shift);
				await sandboxQueries.updateSubscription(
					db,
					row.id,
					{
						currentPeriodStart: back(row.currentPeriodStart),
						currentPeriodEnd: back(row.currentPeriodEnd),
						trialEnd: row.trialEnd && back(row.trialEnd),
						cancelAt: row.cancelAt && back(row.cancelAt),
					},
					{ periodEnd: row.currentPeriodEnd, status: row.status },
				);
			}
			await renewDueSubscriptions(db, at, row.id);
			return current(row.id);
		},
	};
}
