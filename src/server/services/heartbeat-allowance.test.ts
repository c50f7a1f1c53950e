import { describe, expect, it } from 'vitest';
import {
	allowHeartbeat,
	availableCredit,
	CREDIT_CAP_REAL_SECONDS,
	INITIAL_CREDIT_REAL_SECONDS,
} from './heartbeat-allowance';

const NOW = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('availableCredit', () => {
	it('starts with the initial credit, tops up at the rate, and stops at the cap', () => {
		const fresh = { creditSeconds: 0, creditAt: null };
		expect(availableCredit(fresh, NOW, 2)).toBe(INITIAL_CREDIT_REAL_SECONDS * 2);
		const spent = { creditSeconds: 4, creditAt: NOW };
		expect(availableCredit(spent, later(10), 2)).toBe(24);
		expect(availableCredit(spent, later(86_400), 2)).toBe(CREDIT_CAP_REAL_SECONDS * 2);
	});

	it('a clock behind the last top-up adds nothing and takes nothing', () => {
		expect(availableCredit({ creditSeconds: 7, creditAt: later(5) }, NOW, 2)).toBe(7);
	});
});

describe('allowHeartbeat', () => {
	it('keeps the earliest new seconds the credit allows and drops the rest', () => {
		const result = allowHeartbeat(
			[[0, 10]],
			[[0, 9999]],
			180,
			{ creditSeconds: 5, creditAt: NOW },
			later(10),
			2,
		);
		expect(result.ranges).toEqual([[0, 35]]);
		expect(result.counted).toBe(25);
		// The 10 s played again do not fit either: the credit is spent on new seconds first.
		expect(result.spent).toBe(25);
		expect(result.credit).toEqual({ creditSeconds: 0, creditAt: later(10) });
	});

	it('seconds played again cost credit only as time spent; they never add to the union', () => {
		const result = allowHeartbeat(
			[[0, 60]],
			[[30, 70]],
			180,
			{ creditSeconds: 80, creditAt: NOW },
			NOW,
			2,
		);
		expect(result).toMatchObject({ ranges: [[0, 70]], counted: 10, spent: 40 });
		expect(result.credit.creditSeconds).toBe(40);
	});
});
