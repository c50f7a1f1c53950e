// @vitest-environment happy-dom
/**
 * The back-office's coupons page (issue #20): each coupon with what it gives, when, how often it
 * was used and its state; a new one is sent only once its fields are right, once per opening;
 * ending one is confirmed first; a coupon's uses list who paid with it, each linked to their page.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	createCoupon,
	endCoupon,
	listCouponRedemptions,
	listCoupons,
} from '../../../../lib/api/admin';
import type { CouponList, CouponSummary } from '../../../../lib/contracts/coupons';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import { $toasts, clearToasts } from '../../../../stores/toasts';
import Coupons from './Coupons';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({
	listCoupons: vi.fn(),
	createCoupon: vi.fn(),
	endCoupon: vi.fn(),
	listCouponRedemptions: vi.fn(),
}));

function coupon(overrides: Partial<CouponSummary>): CouponSummary {
	return {
		code: 'SEFAC',
		percentOff: 15,
		amountOffMinor: null,
		everyPayment: false,
		startsAt: null,
		expiresAt: '2027-01-01T00:00:00',
		maxRedemptions: 50,
		perPersonLimit: 1,
		redemptions: 3,
		plans: [{ id: 202, name: 'Profesional anual' }],
		licenceType: null,
		note: 'Congreso SEFAC',
		createdAt: '2026-11-20T10:00:00Z',
		state: 'active',
		...overrides,
	};
}

const LIST: CouponList = {
	coupons: [
		coupon({}),
		coupon({
			code: 'FIEL5',
			percentOff: null,
			amountOffMinor: 500,
			everyPayment: true,
			expiresAt: null,
			maxRedemptions: null,
			perPersonLimit: null,
			redemptions: 0,
			plans: [],
			note: null,
			state: 'ended',
		}),
	],
	plans: [
		{ id: 201, name: 'Profesional mensual' },
		{ id: 202, name: 'Profesional anual' },
	],
};

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
	vi.mocked(listCoupons).mockResolvedValue({ ok: true, data: LIST });
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
	clearToasts();
});

async function rows() {
	const table = await screen.findByRole('table', { name: /Cupones/ });
	return within(table).getAllByRole('row').slice(1);
}

describe('Coupons', () => {
	it('shows what each coupon gives, its dates, uses, plans and state', async () => {
		render(<Coupons />);
		const [sefac, fiel] = await rows();
		expect(within(sefac!).getByRole('rowheader').textContent).toBe('SEFACCongreso SEFAC');
		expect(sefac!.textContent).toContain('15\u00a0% en el primer pago');
		expect(sefac!.textContent).toContain('Caduca el 1 de enero de 2027');
		expect(sefac!.textContent).toContain('3 de 50 usos');
		expect(sefac!.textContent).toContain('Máximo 1 por persona');
		expect(sefac!.textContent).toContain('Profesional anual');
		expect(sefac!.textContent).toContain('Activo');
		expect(fiel!.textContent).toContain('5\u00a0€ en cada pago');
		expect(fiel!.textContent).toContain('Sin fechas');
		expect(fiel!.textContent).toContain('Todos los planes');
		expect(fiel!.textContent).toContain('Terminado');
		// An ended coupon cannot be ended again.
		expect(within(fiel!).queryByRole('button', { name: /Finalizar/ })).toBeNull();
		expect(screen.getByRole('status').textContent).toBe('2 cupones');
	});

	it('sends a new coupon only once its fields are right, once per opening', async () => {
		vi.mocked(createCoupon).mockResolvedValue({ ok: true, data: { code: 'FERIA-2027' } });
		render(<Coupons />);
		await rows();
		fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
		const dialog = screen.getByRole('dialog', { name: 'Crear un cupón' });
		const submit = within(dialog).getByRole('button', { name: 'Crear cupón' });
		fireEvent.click(submit);
		expect((await within(dialog).findByRole('alert')).textContent).toBe(
			'Revisa los campos marcados.',
		);
		expect(createCoupon).not.toHaveBeenCalled();
		expect(within(dialog).getByLabelText('Código').getAttribute('aria-invalid')).toBe('true');

		fireEvent.change(within(dialog).getByLabelText('Código'), { target: { value: 'feria-2027' } });
		fireEvent.change(within(dialog).getByLabelText('Tipo de descuento'), {
			target: { value: 'amount' },
		});
		fireEvent.change(within(dialog).getByLabelText(/Importe de descuento/), {
			target: { value: '4,50' },
		});
		fireEvent.click(within(dialog).getByLabelText(/Descontar en cada pago/));
		fireEvent.change(within(dialog).getByLabelText('Válido hasta'), {
			target: { value: '2027-03-31' },
		});
		fireEvent.change(within(dialog).getByLabelText('Usos en total'), { target: { value: '2' } });
		fireEvent.click(within(dialog).getByLabelText('Profesional mensual'));
		fireEvent.click(submit);
		fireEvent.click(submit);
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(createCoupon).toHaveBeenCalledTimes(1);
		expect(vi.mocked(createCoupon).mock.calls[0]![0]).toEqual({
			code: 'FERIA-2027',
			amountOffMinor: 450,
			everyPayment: true,
			endsOn: '2027-03-31',
			maxRedemptions: 2,
			planIds: [201],
			requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
		});
		expect($toasts.get().at(-1)?.text).toBe('Cupón FERIA-2027 creado.');
		expect(listCoupons).toHaveBeenCalledTimes(2);
	});

	it('keeps a refused code in the dialog with its reason', async () => {
		vi.mocked(createCoupon).mockResolvedValue({
			ok: false,
			status: 409,
			result: 'coupon_exists',
			msg: 'Ya existe un cupón con ese código. Elige otro: los códigos no se reutilizan.',
		});
		render(<Coupons />);
		await rows();
		fireEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
		const dialog = screen.getByRole('dialog', { name: 'Crear un cupón' });
		fireEvent.change(within(dialog).getByLabelText('Código'), { target: { value: 'SEFAC' } });
		fireEvent.change(within(dialog).getByLabelText(/Porcentaje de descuento/), {
			target: { value: '10' },
		});
		fireEvent.click(within(dialog).getByRole('button', { name: 'Crear cupón' }));
		expect((await within(dialog).findByRole('alert')).textContent).toContain(
			'Ya existe un cupón con ese código.',
		);
	});

	it('ends a coupon only once confirmed', async () => {
		vi.mocked(endCoupon).mockResolvedValue({
			ok: true,
			data: { code: 'SEFAC', expiresAt: '2026-11-27T10:00:00Z' },
		});
		render(<Coupons />);
		const [sefac] = await rows();
		fireEvent.click(within(sefac!).getByRole('button', { name: 'Finalizar SEFAC' }));
		const dialog = screen.getByRole('dialog', { name: 'Finalizar el cupón' });
		expect(dialog.textContent).toContain('Desde ahora nadie podrá usar SEFAC.');
		expect(endCoupon).not.toHaveBeenCalled();
		fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar cupón' }));
		await waitFor(() => {
			expect(screen.queryByRole('dialog')).toBeNull();
		});
		expect(endCoupon).toHaveBeenCalledWith({
			code: 'SEFAC',
			requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
		});
	});

	it('lists who used a coupon, each person linked to their page', async () => {
		vi.mocked(listCouponRedemptions).mockResolvedValue({
			ok: true,
			data: {
				total: 1,
				page: 1,
				pageSize: 50,
				redemptions: [
					{
						checkoutId: 9,
						userId: 31,
						name: 'Lucía Pérez Gil',
						email: 'lucia@example.com',
						planName: 'Profesional anual',
						discountMinor: 3821,
						totalMinor: 15_283,
						status: 'paid',
						at: '2026-11-25T09:00:00Z',
					},
				],
			},
		});
		render(<Coupons />);
		const [sefac] = await rows();
		fireEvent.click(within(sefac!).getByRole('button', { name: 'Ver usos de SEFAC' }));
		const dialog = screen.getByRole('dialog', { name: 'Usos de SEFAC' });
		const link = await within(dialog).findByRole('link', { name: 'Lucía Pérez Gil' });
		expect(link.getAttribute('href')).toBe('/admin/cliente/?id=31');
		const row = link.closest('tr')!;
		expect(row.textContent).toContain('−38,21\u00a0€');
		expect(row.textContent).toContain('152,83\u00a0€');
		expect(row.textContent).toContain('Pagado');
		expect(listCouponRedemptions).toHaveBeenCalledWith({ code: 'SEFAC', page: 1 });
	});

	it('says the page is for admins when the API answers 404', async () => {
		vi.mocked(listCoupons).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<Coupons />);
		expect(
			await screen.findByText('Esta página es solo para la administración del campus.'),
		).toBeTruthy();
	});
});
