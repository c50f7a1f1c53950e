/**
 * The sales page's arithmetic (issue #20): the period's totals, plans and coupons summed over it,
 * the first range shown, and bars that start at zero even when refunds make a bucket negative.
 */
import { describe, expect, it } from 'vitest';
import type { SalesBucket } from '../../../../lib/contracts/sales';
import { amountsOver, barsOf, defaultQuery, totalsOf } from './sales-figures';

function bucket(overrides: Partial<SalesBucket>): SalesBucket {
	return {
		startsOn: '2026-01-01',
		newSubscriptions: 0,
		newByPlan: [],
		trialsStarted: 0,
		trialsConverted: 0,
		conversionPercent: null,
		mrrMinor: 0,
		arrMinor: 0,
		activeAtStart: 0,
		cancellations: 0,
		churnPercent: null,
		failedPayments: 0,
		recoveredPayments: 0,
		revenueMinor: 0,
		revenueByPlan: [],
		revenueByCoupon: [],
		...overrides,
	};
}

describe('totalsOf', () => {
	it('adds the counts and revenue, recomputes the conversion and keeps the last MRR', () => {
		const totals = totalsOf([
			bucket({ trialsStarted: 2, trialsConverted: 1, revenueMinor: 1990, mrrMinor: 1000 }),
			bucket({
				trialsStarted: 1,
				trialsConverted: 1,
				revenueMinor: -500,
				mrrMinor: 1500,
				arrMinor: 18_000,
			}),
		]);
		expect(totals).toMatchObject({
			trialsStarted: 3,
			trialsConverted: 2,
			conversionPercent: 66.7,
			revenueMinor: 1490,
			mrrMinor: 1500,
			arrMinor: 18_000,
		});
		expect(totalsOf([]).conversionPercent).toBeNull();
	});
});

describe('amountsOver', () => {
	it('sums each plan over the period, largest first', () => {
		const amounts = amountsOver(
			[
				bucket({ revenueByPlan: [{ label: 'Mensual', minor: 1645 }] }),
				bucket({
					revenueByPlan: [
						{ label: 'Anual', minor: 15_788 },
						{ label: 'Mensual', minor: 1645 },
					],
				}),
			],
			(item) => item.revenueByPlan,
		);
		expect(amounts).toEqual([
			{ label: 'Anual', minor: 15_788 },
			{ label: 'Mensual', minor: 3290 },
		]);
	});
});

describe('defaultQuery', () => {
	it('starts on the first day of the month five months back, across a new year', () => {
		expect(defaultQuery('2026-03-15')).toEqual({
			startsOn: '2025-10-01',
			endsOn: '2026-03-15',
			interval: 'month',
		});
	});
});

describe('barsOf', () => {
	it('draws positive bars up from zero and negative ones down from it', () => {
		const { bars, zeroY } = barsOf(
			[
				{ label: 'a', value: 300 },
				{ label: 'b', value: -100 },
			],
			200,
			100,
		);
		expect(zeroY).toBe(75);
		expect(bars[0]).toMatchObject({ y: 0, height: 75, width: 70 });
		expect(bars[1]).toMatchObject({ y: 75, height: 25, x: 115 });
	});
});
