import { describe, expect, it } from 'vitest';
import {
	isSwitchable,
	planChangeVerdict,
	planSizeMoveVerdict,
	type ChangeablePlan,
} from './plan-change';

const plan = (
	id: number,
	licenceType: number,
	period: number,
	size: string | null = null,
	trial = false,
): ChangeablePlan => ({ id, licenceType, period, size, trial });

const STUDENT_MONTHLY = plan(101, 3, 2);
const PRO_MONTHLY = plan(201, 2, 2);
const PRO_ANNUAL = plan(202, 2, 1);
const PRO_TRIAL = plan(205, 2, 2, null, true);
const PHARMACY_M_MONTHLY = plan(301, 1, 2, 'M');
const PHARMACY_M_ANNUAL = plan(302, 1, 1, 'M');
const PHARMACY_L_MONTHLY = plan(311, 1, 2, 'L');
const PHARMACY_XL_MONTHLY = plan(321, 1, 2, 'XL');
const PHARMACY_L_TRIAL = plan(315, 1, 2, 'L', true);

describe('planChangeVerdict', () => {
	it.each([
		['monthly → annual', PRO_MONTHLY, PRO_ANNUAL, 'ok'],
		['annual → monthly', PRO_ANNUAL, PRO_MONTHLY, 'ok'],
		['professional → pharmacy', PRO_MONTHLY, PHARMACY_M_MONTHLY, 'ok'],
		['professional annual → pharmacy monthly', PRO_ANNUAL, PHARMACY_M_MONTHLY, 'ok'],
		['student → pharmacy', STUDENT_MONTHLY, PHARMACY_L_MONTHLY, 'ok'],
		['pharmacy M → L', PHARMACY_M_ANNUAL, PHARMACY_L_MONTHLY, 'ok'],
		['pharmacy monthly → annual', PHARMACY_M_MONTHLY, PHARMACY_M_ANNUAL, 'ok'],
		['the same offer', PRO_MONTHLY, PRO_MONTHLY, 'same_plan'],
		['to a trial offer', PRO_MONTHLY, PRO_TRIAL, 'change_inv'],
		['professional → student', PRO_MONTHLY, STUDENT_MONTHLY, 'change_inv'],
		['student → professional', STUDENT_MONTHLY, PRO_MONTHLY, 'change_inv'],
		['pharmacy → professional', PHARMACY_M_MONTHLY, PRO_MONTHLY, 'change_inv'],
		['pharmacy L → M', PHARMACY_L_MONTHLY, PHARMACY_M_MONTHLY, 'change_inv'],
	] as const)('%s: %s', (_what, from, to, verdict) => {
		expect(planChangeVerdict(from, to)).toBe(verdict);
	});
});

describe('planSizeMoveVerdict', () => {
	it.each([
		['pharmacy M → XL', PHARMACY_M_MONTHLY, PHARMACY_XL_MONTHLY, 'ok'],
		['pharmacy L → M', PHARMACY_L_MONTHLY, PHARMACY_M_MONTHLY, 'ok'],
		['the same offer', PHARMACY_M_MONTHLY, PHARMACY_M_MONTHLY, 'same_plan'],
		['another period of the same size', PHARMACY_M_MONTHLY, PHARMACY_M_ANNUAL, 'change_inv'],
		['another size in another period', PHARMACY_M_ANNUAL, PHARMACY_L_MONTHLY, 'change_inv'],
		['to a trial offer', PHARMACY_M_MONTHLY, PHARMACY_L_TRIAL, 'change_inv'],
		['professional → pharmacy', PRO_MONTHLY, PHARMACY_M_MONTHLY, 'change_inv'],
		['pharmacy → professional', PHARMACY_M_MONTHLY, PRO_MONTHLY, 'change_inv'],
	] as const)('%s: %s', (_what, from, to, verdict) => {
		expect(planSizeMoveVerdict(from, to)).toBe(verdict);
	});
});

describe('isSwitchable', () => {
	const NOW = new Date('2026-11-22T10:00:00Z');
	const running = {
		status: 'active',
		cancelAt: null,
		gatewaySubscriptionId: 'sub_1',
		endAt: '2026-12-22T10:00:00Z',
	};
	it.each([
		['a paid licence that renews', running, true],
		['a trial', { ...running, status: 'trialing' }, false],
		['a cancelled one', { ...running, cancelAt: '2026-12-22T10:00:00Z' }, false],
		[
			'one without a subscription (complimentary)',
			{ ...running, gatewaySubscriptionId: null },
			false,
		],
		['one that has ended', { ...running, endAt: '2026-11-21T10:00:00Z' }, false],
	] as const)('%s: %s', (_what, licence, expected) => {
		expect(isSwitchable(licence, NOW)).toBe(expected);
	});
});
