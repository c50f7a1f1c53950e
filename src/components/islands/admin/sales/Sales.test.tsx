// @vitest-environment happy-dom
/**
 * The sales page (issue #20): the period's totals, a chart per figure with its summary, a row per
 * bucket, revenue by plan and coupon; "Ver cifras" asks for the range typed; the CSV is the same
 * range; a caller who is not an admin reads that the page is not for them.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportSalesCsv, getSales } from '../../../../lib/api/admin';
import type { SalesReport } from '../../../../lib/contracts/sales';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import { saveBlob } from '../../shared/save-blob';
import Sales from './Sales';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({ getSales: vi.fn(), exportSalesCsv: vi.fn() }));
vi.mock('../../shared/save-blob', () => ({ saveBlob: vi.fn() }));

const REPORT: SalesReport = {
	startsOn: '2026-01-01',
	endsOn: '2026-02-28',
	interval: 'month',
	buckets: [
		{
			startsOn: '2026-01-01',
			newSubscriptions: 3,
			newByPlan: [],
			trialsStarted: 1,
			trialsConverted: 1,
			conversionPercent: 100,
			mrrMinor: 4277,
			arrMinor: 51_324,
			activeAtStart: 0,
			cancellations: 0,
			churnPercent: null,
			failedPayments: 0,
			recoveredPayments: 0,
			revenueMinor: 18_749,
			revenueByPlan: [{ label: 'Plan Profesional anual', minor: 15_788 }],
			revenueByCoupon: [{ label: 'CONGRESO', minor: 1316 }],
		},
		{
			startsOn: '2026-02-01',
			newSubscriptions: 1,
			newByPlan: [],
			trialsStarted: 1,
			trialsConverted: 0,
			conversionPercent: 0,
			mrrMinor: 4606,
			arrMinor: 55_272,
			activeAtStart: 3,
			cancellations: 1,
			churnPercent: 33.3,
			failedPayments: 0,
			recoveredPayments: 0,
			revenueMinor: 1645,
			revenueByPlan: [{ label: 'Plan Profesional anual', minor: -1645 }],
			revenueByCoupon: [],
		},
	],
};

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(getSales).mockResolvedValue({ ok: true, data: REPORT });
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
});

describe('Sales', () => {
	it('shows the totals, the charts, a row per bucket and revenue by plan and coupon', async () => {
		render(<Sales />);
		const summary = await screen.findByRole('region', { name: 'Resumen del periodo' });
		expect(summary.textContent).toContain('Ingresos203,94\u00a0€');
		expect(summary.textContent).toContain('Ingreso mensual recurrente (MRR)46,06\u00a0€');
		expect(summary.textContent).toContain('Conversión de pruebas50\u00a0%');
		const chart = screen.getByRole('img', { name: 'Ingresos por mes' });
		expect(chart.querySelectorAll('rect')).toHaveLength(2);
		const table = screen.getByRole('table', { name: /Cifras por mes/ });
		const [, january, february] = within(table).getAllByRole('row');
		expect(within(january!).getByRole('rowheader').textContent).toBe('01/01/2026');
		expect(january!.textContent).toContain('187,49\u00a0€');
		expect(february!.textContent).toContain('33,3\u00a0%');
		const byPlan = screen.getByRole('table', { name: 'Ingresos por plan' });
		expect(byPlan.textContent).toContain('Plan Profesional anual141,43\u00a0€');
		const byCoupon = screen.getByRole('table', { name: 'Ingresos con cupón' });
		expect(byCoupon.textContent).toContain('CONGRESO13,16\u00a0€');
	});

	it('asks for the range typed and downloads the CSV of the range shown', async () => {
		vi.mocked(exportSalesCsv).mockResolvedValue({ ok: true, data: new Blob(['x']) });
		render(<Sales />);
		await screen.findByRole('table', { name: /Cifras por mes/ });
		expect(getSales).toHaveBeenCalledTimes(1);
		fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-01' } });
		fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-01-31' } });
		fireEvent.change(screen.getByLabelText('Agrupar por'), { target: { value: 'week' } });
		fireEvent.click(screen.getByRole('button', { name: 'Ver cifras' }));
		await waitFor(() => {
			expect(getSales).toHaveBeenLastCalledWith({
				startsOn: '2026-01-01',
				endsOn: '2026-01-31',
				interval: 'week',
			});
		});
		fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
		await waitFor(() => {
			expect(saveBlob).toHaveBeenCalledWith(
				expect.any(Blob),
				'ventas-2026-01-01-2026-01-31-week.csv',
			);
		});
	});

	it('shows a refused range under its field', async () => {
		render(<Sales />);
		await screen.findByRole('table', { name: /Cifras por mes/ });
		vi.mocked(getSales).mockResolvedValue({
			ok: false,
			status: 400,
			result: 'inv_data',
			msg: 'Hasta: Elige como mucho 731 días',
		});
		fireEvent.click(screen.getByRole('button', { name: 'Ver cifras' }));
		expect(await screen.findByText('Hasta: Elige como mucho 731 días')).toBeTruthy();
	});

	it('says the page is for admins when the API answers 404', async () => {
		vi.mocked(getSales).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<Sales />);
		expect(
			await screen.findByText('Esta página es solo para la administración del campus.'),
		).toBeTruthy();
	});
});
