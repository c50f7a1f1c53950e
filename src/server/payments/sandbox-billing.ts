/**
 * The sandbox gateway's billing arithmetic (./sandbox.ts): a new subscription's first period,
 * the charges it makes, and the renewals of the periods that ended while nobody looked.
 */
import { randomBytes } from 'node:crypto';
import { discountMinor } from '../../lib/coupon-discount';
import type { Database } from '../db/client';
import * as sandboxQueries from '../db/queries/sandbox';
import type { SandboxSubscriptionRow as SubscriptionRow } from '../db/queries/sandbox';
import {
	addPeriod,
	PAST_DUE_GRACE_DAYS,
	pastDueUntil,
	type CreateSubscriptionInput,
} from './gateway';

/**
 * What Stripe does as time passes: every due subscription renewed (and charged) or ended, each
 * by one process only; a renewal its card declines leaves it `past_due`, and one still unpaid
 * when its grace is over is cancelled (Smart Retries' "then cancel"). `onlyId` limits it to one
 * subscription (the test clock). Answers the ids of the subscriptions it changed.
 */
export async function renewDueSubscriptions(
	db: Database,
	current: Date,
	onlyId?: string,
): Promise<string[]> {
	const pastDueBefore = new Date(current.getTime() - PAST_DUE_GRACE_DAYS * 86_400_000);
	const due = await sandboxQueries.listDueSubscriptions(db, current, pastDueBefore);
	const changed: string[] = [];
	for (const row of due) {
		if (onlyId !== undefined && row.id !== onlyId) continue;
		const { change, charges } = renewedUntil(row, current);
		const renewed = await sandboxQueries.updateSubscription(db, row.id, change, {
			charges,
			periodEnd: row.currentPeriodEnd,
			status: row.status,
		});
		// Not renewed here: another process renewed (and charged) it meanwhile.
		if (renewed) changed.push(row.id);
	}
	return changed;
}

/**
 * A due subscription caught up on every period that ended while nobody looked: renewed and
 * charged the full price, ended when it was cancelled for that date, `past_due` when its card
 * declines the renewal, or cancelled when it was `past_due` and its grace is over.
 */
function renewedUntil(
	row: sandboxQueries.DueSandboxSubscription,
	current: Date,
): {
	change: sandboxQueries.SandboxSubscriptionChange;
	charges: sandboxQueries.NewSandboxCharge[];
} {
	if (row.status === 'past_due') {
		return { change: { status: 'canceled', cancelAt: pastDueUntil(row) }, charges: [] };
	}
	let { currentPeriodStart, currentPeriodEnd } = row;
	let status: SubscriptionRow['status'] = row.status;
	let paid = row.amountPaidMinor;
	let transactionId = row.transactionId;
	const charges: sandboxQueries.NewSandboxCharge[] = [];
	while (currentPeriodEnd <= current) {
		if (row.cancelAt !== null && row.cancelAt <= currentPeriodEnd) {
			status = 'canceled';
			break;
		}
		currentPeriodStart = currentPeriodEnd;
		currentPeriodEnd = addPeriod(currentPeriodEnd, row.period === 1 ? 1 : 2);
		if (row.cardBehaviour === 'declines_later' || row.cardBehaviour === 'declines') {
			// As Stripe: the period moves on unpaid, and the charge waits for a card that pays.
			status = 'past_due';
			paid = 0;
			break;
		}
		status = 'active';
		paid = row.amountMinor;
		transactionId = newId('pi_sbx');
		charges.push(renewalCharge(row, currentPeriodStart, currentPeriodEnd, currentPeriodStart));
	}
	return {
		change: { status, currentPeriodStart, currentPeriodEnd, amountPaidMinor: paid, transactionId },
		charges,
	};
}

/** The full price charged for the period `[periodStart, periodEnd)`, paid at `paidAt`. */
export function renewalCharge(
	row: Pick<SubscriptionRow, 'amountMinor' | 'currency'>,
	periodStart: Date,
	periodEnd: Date,
	paidAt: Date,
): sandboxQueries.NewSandboxCharge {
	return {
		id: newId('ch_sbx'),
		reason: 'renewal',
		amountMinor: row.amountMinor,
		currency: row.currency,
		periodStart,
		periodEnd,
		paidAt,
	};
}

/** The charge of a first period paid at `paidAt`; none when it costs nothing (a full coupon). */
export function firstCharges(
	row: Pick<
		SubscriptionRow,
		'firstAmountMinor' | 'currency' | 'currentPeriodStart' | 'currentPeriodEnd'
	>,
	paidAt: Date,
): sandboxQueries.NewSandboxCharge[] {
	if (row.firstAmountMinor <= 0) return [];
	return [
		{
			id: newId('ch_sbx'),
			reason: 'first_period',
			amountMinor: row.firstAmountMinor,
			currency: row.currency,
			periodStart: row.currentPeriodStart,
			periodEnd: row.currentPeriodEnd,
			paidAt,
		},
	];
}

/**
 * The row of a new subscription started at `start`: a trial, a first payment taken at once, or
 * one waiting for the card holder to authenticate.
 */
export function newSubscription(
	input: CreateSubscriptionInput,
	method: { id: string; behaviour: string },
	start: Date,
): sandboxQueries.NewSandboxSubscription {
	const trial = input.trialDays > 0;
	const periodEnd = trial ? addDays(start, input.trialDays) : addPeriod(start, input.price.period);
	const price = input.price.amountMinor;
	const firstAmount = price - (input.coupon ? discountMinor(price, input.coupon) : 0);
	// Renewals charge amountMinor: with a coupon of every payment, the discounted price.
	const renewalAmount = input.coupon?.everyPayment ? firstAmount : price;
	const needsAction = method.behaviour === 'authenticates';
	const id = newId('sub_sbx');
	const paidNow = !trial && !needsAction;
	return {
		id,
		idempotencyKey: input.idempotencyKey,
		customerId: input.customerId,
		paymentMethodId: method.id,
		status: needsAction ? 'requires_action' : trial ? 'trialing' : 'active',
		clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
		amountMinor: renewalAmount,
		firstAmountMinor: firstAmount,
		amountPaidMinor: paidNow ? firstAmount : 0,
		currency: input.price.currency,
		period: input.price.period,
		transactionId: paidNow ? newId('pi_sbx') : null,
		currentPeriodStart: start,
		currentPeriodEnd: periodEnd,
		trialEnd: trial ? periodEnd : null,
		metadata: { ...input.metadata },
	};
}

export function newId(prefix: string): string {
	return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function addDays(date: Date, days: number): Date {
	return new Date(date.getTime() + days * 86_400_000);
}
