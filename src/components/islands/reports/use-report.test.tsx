// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getReport, getReportScope, type ReportQuery } from '../../../lib/api/reports';
import type { Report, ReportScope } from '../../../lib/contracts/reports';
import { $managesPharmacies } from '../../../stores/management';
import { loadSubscriptions, sessionReady } from '../../../stores/session';
import { $toasts, clearToasts } from '../../../stores/toasts';
import { historyBack } from '../shared/test-utils';
import { useReport, type PickReportQuery } from './use-report';

vi.mock('../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../lib/api/reports', () => ({
	getReportScope: vi.fn(),
	getReport: vi.fn(),
}));

const ready = vi.mocked(sessionReady);
const scopeCall = vi.mocked(getReportScope);
const reportCall = vi.mocked(getReport);

const SCOPE: ReportScope = {
	pharmacies: [{ id: 3, name: 'Farmacia Sol', groupId: 9, reports: true }],
	groups: [{ id: 9, name: 'Grupo Norte' }],
	itineraries: [],
};

/** Only what the hook passes along; the pages' own tests read the figures. */
const REPORT = { summary: { people: 1 } } as unknown as Report;

/** The group dashboard's way: the group of the scope, the dates of the address (a new object). */
const groupOf: PickReportQuery = (scope, query) => {
	const groupId = scope.groups[0]?.id;
	return groupId === undefined ? null : { groupId, from: query.from, to: query.to };
};

beforeEach(() => {
	clearToasts();
	ready.mockReset();
	scopeCall.mockReset();
	reportCall.mockReset();
	ready.mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(true);
	scopeCall.mockResolvedValue({ ok: true, data: SCOPE });
	reportCall.mockResolvedValue({ ok: true, data: REPORT });
	window.history.replaceState(null, '', '/aula/grupo?from=2026-11-01&pharmacyId=x');
});

afterEach(() => {
	cleanup();
});

async function settle() {
	for (let i = 0; i < 6; i++) {
		await act(() => Promise.resolve());
	}
}

describe('useReport', () => {
	it('asks nothing before the session check, then the scope, then the report with what pick chose', async () => {
		let answer: (loggedIn: boolean) => void = () => undefined;
		ready.mockReturnValue(
			new Promise((resolve) => {
				answer = resolve;
			}),
		);
		const pick = vi.fn(groupOf);
		const { result } = renderHook(() => useReport(pick));
		await settle();
		expect(result.current.phase).toBe('checking');
		expect(result.current.query).toEqual({ from: '2026-11-01' });
		expect(scopeCall).not.toHaveBeenCalled();

		answer(true);
		await settle();
		expect(scopeCall).toHaveBeenCalledTimes(1);
		expect(pick).toHaveBeenLastCalledWith(SCOPE, { from: '2026-11-01' });
		expect(reportCall).toHaveBeenCalledExactlyOnceWith({ groupId: 9, from: '2026-11-01' });
		expect(result.current.asked).toEqual({ groupId: 9, from: '2026-11-01' });
		expect(result.current.report).toEqual({ state: 'ready', data: REPORT });
	});

	it('keeps the same asked object while the filters stay the same, so the form keeps its draft', async () => {
		const { result, rerender } = renderHook(() => useReport(groupOf));
		await settle();
		const first = result.current.asked;
		rerender();
		expect(result.current.asked).toBe(first);
		expect(reportCall).toHaveBeenCalledTimes(1);
	});

	it('tells the management tabs whether the scope holds a pharmacy or a group', async () => {
		const cases: [ReportScope, boolean][] = [
			[SCOPE, true],
			[{ ...SCOPE, pharmacies: [] }, true],
			[{ ...SCOPE, pharmacies: [], groups: [] }, false],
		];
		for (const [scope, manages] of cases) {
			$managesPharmacies.set(null);
			scopeCall.mockResolvedValueOnce({ ok: true, data: scope });
			renderHook(() => useReport(() => null));
			await settle();
			expect($managesPharmacies.get()).toBe(manages);
			cleanup();
		}
		// A scope that failed to load says nothing either way.
		$managesPharmacies.set(null);
		scopeCall.mockResolvedValueOnce({
			ok: false,
			status: 500,
			result: 'server_error',
			msg: 'Caído.',
		});
		renderHook(() => useReport(() => null));
		await settle();
		expect($managesPharmacies.get()).toBeNull();
	});

	it('asks no report when pick says there is nothing to ask', async () => {
		const { result } = renderHook(() => useReport(() => null));
		await settle();
		expect(result.current.scope).toEqual({ state: 'ready', data: SCOPE });
		expect(result.current.asked).toBeNull();
		expect(result.current.report).toEqual({ state: 'idle' });
		expect(reportCall).not.toHaveBeenCalled();
	});

	it('puts applied filters in the address and asks again; "Atrás" asks with the previous ones', async () => {
		const { result } = renderHook(() => useReport((_scope, query) => query));
		await settle();
		expect(reportCall).toHaveBeenLastCalledWith({ from: '2026-11-01' });

		const next: ReportQuery = { pharmacyId: 3, itineraryId: undefined, to: '2026-11-22' };
		act(() => {
			result.current.apply(next);
		});
		await settle();
		expect(window.location.pathname).toBe('/aula/grupo');
		expect(window.location.search).toBe('?pharmacyId=3&to=2026-11-22');
		expect(result.current.query).toEqual({ pharmacyId: 3, to: '2026-11-22' });
		expect(reportCall).toHaveBeenLastCalledWith({ pharmacyId: 3, to: '2026-11-22' });

		// The same filters again: the figures are asked for again (a refresh).
		act(() => {
			result.current.apply(next);
		});
		await settle();
		expect(reportCall).toHaveBeenCalledTimes(3);

		await historyBack();
		await settle();
		expect(reportCall).toHaveBeenLastCalledWith({ pharmacyId: 3, to: '2026-11-22' });
		await historyBack();
		await settle();
		expect(reportCall).toHaveBeenLastCalledWith({ from: '2026-11-01' });
	});

	it('shows a failed call in a toast, keeps the server’s words, and retries on demand', async () => {
		scopeCall.mockResolvedValueOnce({
			ok: false,
			status: 500,
			result: 'http_error',
			msg: 'Error desconocido: 500',
		});
		reportCall.mockResolvedValueOnce({
			ok: false,
			status: 404,
			result: 'grp_nf',
			msg: 'No encontramos ese grupo.',
		});
		const { result } = renderHook(() => useReport(groupOf));
		await settle();
		expect(result.current.scope).toEqual({
			state: 'failed',
			result: 'http_error',
			msg: 'Error desconocido: 500',
		});
		expect(reportCall).not.toHaveBeenCalled();

		act(() => {
			result.current.retryScope();
		});
		await settle();
		expect(result.current.report).toEqual({
			state: 'failed',
			result: 'grp_nf',
			msg: 'No encontramos ese grupo.',
		});
		expect($toasts.get().map((toast) => toast.text)).toEqual([
			'Error desconocido: 500',
			'No encontramos ese grupo.',
		]);

		act(() => {
			result.current.retryReport();
		});
		await settle();
		expect(reportCall).toHaveBeenLastCalledWith({ groupId: 9, from: '2026-11-01' });
		expect(result.current.report).toEqual({ state: 'ready', data: REPORT });
	});
});
