/**
 * What a change of plan charges today (issue #17, ADR 005 "Changing plan"), computed as Stripe
 * computes it with `proration_behavior: 'always_invoice'`, so the sandbox charges the same as
 * Stripe would: the unused time of the current price is credited, to the second; when the billing
 * period changes (monthly ↔ annual) the new price's whole period starts now, otherwise only the
 * rest of the current period is charged at the new price. A credit larger than the charge is kept
 * as the customer's balance for the next payments (Stripe never refunds it by itself).
 */
import { addPeriod } from './gateway';

export interface ProrationInput {
	/** The current price, minor units per period; its period: 1 annual, 2 monthly. */
	fromAmountMinor: number;
	fromPeriod: 1 | 2;
	/** The new price and period. */
	toAmountMinor: number;
	toPeriod: 1 | 2;
	currentPeriodStart: Date;
	currentPeriodEnd: Date;
	/** The instant the change is prorated at (Stripe's `proration_date`). */
	at: Date;
}

export interface Proration {
	/** Charged today, minor units (never below 0). */
	amountDueMinor: number;
	/** Left in the customer's favour for the next payments, minor units. */
	creditMinor: number;
	/** The period the subscription is in after the change. */
	periodStart: Date;
	periodEnd: Date;
}

/**
 * @example
 * // Monthly 19,90 € half used, to annual 191,04 €: 191,04 − 9,95 = 181,09 € today.
 * prorate({ fromAmountMinor: 1990, fromPeriod: 2, toAmountMinor: 19104, toPeriod: 1, … });
 */
export function prorate(input: ProrationInput): Proration {
	const total = input.currentPeriodEnd.getTime() - input.currentPeriodStart.getTime();
	const left = Math.min(
		Math.max(input.currentPeriodEnd.getTime() - input.at.getTime(), 0),
		Math.max(total, 0),
	);
	const fraction = total > 0 ? left / total : 0;
	const credit = Math.round(input.fromAmountMinor * fraction);
	const newPeriod = input.fromPeriod !== input.toPeriod;
	const charge = newPeriod ? input.toAmountMinor : Math.round(input.toAmountMinor * fraction);
	const net = charge - credit;
	return {
		amountDueMinor: Math.max(net, 0),
		creditMinor: Math.max(-net, 0),
		periodStart: newPeriod ? input.at : input.currentPeriodStart,
		periodEnd: newPeriod ? addPeriod(input.at, input.toPeriod) : input.currentPeriodEnd,
	};
}
