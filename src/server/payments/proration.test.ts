import { describe, expect, it } from 'vitest';
import { prorate } from './proration';

const START = new Date('2026-11-01T00:00:00Z');
const MONTH_END = new Date('2026-12-01T00:00:00Z');
const YEAR_END = new Date('2027-11-01T00:00:00Z');
const HALF_MONTH = new Date('2026-11-16T00:00:00Z');

describe('prorate', () => {
	it('monthly → annual half-way: the new year from today, less half the month', () => {
		expect(
			prorate({
				fromAmountMinor: 1990,
				fromPeriod: 2,
				toAmountMinor: 19104,
				toPeriod: 1,
				currentPeriodStart: START,
				currentPeriodEnd: MONTH_END,
				at: HALF_MONTH,
			}),
		).toEqual({
			amountDueMinor: 19104 - 995,
			creditMinor: 0,
			periodStart: HALF_MONTH,
			periodEnd: new Date('2027-11-16T00:00:00Z'),
		});
	});

	it('annual → monthly early in the year: one month today paid by the credit, the rest kept', () => {
		const at = new Date('2026-11-11T00:00:00Z');
		const credit = Math.round(
			(19104 * (YEAR_END.getTime() - at.getTime())) / (YEAR_END.getTime() - START.getTime()),
		);
		expect(
			prorate({
				fromAmountMinor: 19104,
				fromPeriod: 1,
				toAmountMinor: 1990,
				toPeriod: 2,
				currentPeriodStart: START,
				currentPeriodEnd: YEAR_END,
				at,
			}),
		).toEqual({
			amountDueMinor: 0,
			creditMinor: credit - 1990,
			periodStart: at,
			periodEnd: new Date('2026-12-11T00:00:00Z'),
		});
	});

	it('same period, dearer plan: the difference for what is left of the period, period unchanged', () => {
		expect(
			prorate({
				fromAmountMinor: 1990,
				fromPeriod: 2,
				toAmountMinor: 5990,
				toPeriod: 2,
				currentPeriodStart: START,
				currentPeriodEnd: MONTH_END,
				at: HALF_MONTH,
			}),
		).toEqual({
			amountDueMinor: 2995 - 995,
			creditMinor: 0,
			periodStart: START,
			periodEnd: MONTH_END,
		});
	});

	it('a proration instant outside the period credits nothing more than the period', () => {
		const late = prorate({
			fromAmountMinor: 1990,
			fromPeriod: 2,
			toAmountMinor: 5990,
			toPeriod: 2,
			currentPeriodStart: START,
			currentPeriodEnd: MONTH_END,
			at: new Date('2026-12-05T00:00:00Z'),
		});
		expect(late).toMatchObject({ amountDueMinor: 0, creditMinor: 0 });
	});
});
