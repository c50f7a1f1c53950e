// @vitest-environment happy-dom
/**
 * A person's page in the back-office (issue #20): the person of `?id=` with their account,
 * subscriptions (a failed renewal shown as such), invoices, pharmacy, certificates and activity;
 * a missing or unknown number says so and leads back to the search.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomer } from '../../../../lib/api/admin';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import CustomerPage from './CustomerPage';
import { at, CUSTOMER } from './test-customer';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/admin', () => ({ getCustomer: vi.fn() }));

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
});

describe('CustomerPage', () => {
	it('shows everything about the person of the address, section by section', async () => {
		at('?id=7');
		vi.mocked(getCustomer).mockResolvedValue({ ok: true, data: CUSTOMER });
		render(<CustomerPage />);
		expect(await screen.findByRole('heading', { name: 'Ramón García Soler' })).toBeTruthy();
		expect(getCustomer).toHaveBeenCalledWith(7);

		const account = screen.getByRole('region', { name: 'Cuenta' });
		expect(account.textContent).toContain('titular@liceo.local');
		expect(account.textContent).toContain('Titular de farmacia');
		expect(account.textContent).toContain('No constan (cuenta creada por el equipo)');

		const licences = screen.getByRole('region', { name: 'Suscripciones' });
		const [, licence] = within(licences).getAllByRole('row');
		expect(licence!.textContent).toContain('Pago pendiente');
		expect(licence!.textContent).toContain('Del 22 de octubre de 2026 al 22 de noviembre de 2026');
		expect(licence!.textContent).toMatch(/199[.,]90\s€ al mes/);
		expect(licence!.textContent).toContain('sub_sbx_123');
		expect(licence!.textContent).toMatch(
			/Cobro de 199[.,]90\s€ rechazado el 22 de noviembre de 2026: fondos insuficientes/,
		);
		expect(licence!.textContent).toContain(
			'rechazado el 22 de octubre de 2026: motivo del banco: weird_new_code. Cobrado después, el 24 de octubre de 2026',
		);

		const invoices = screen.getByRole('region', { name: 'Facturas' });
		expect(invoices.textContent).toContain('F2026-00012');
		expect(invoices.textContent).toContain('Alta');

		expect(screen.getByRole('region', { name: 'Farmacia y equipo' }).textContent).toContain(
			'6 de 20 plazas ocupadas por el equipo',
		);
		const certificates = screen.getByRole('region', { name: 'Certificados' });
		expect(
			within(certificates).getByRole('link', { name: 'Dermatitis del pañal' }).getAttribute('href'),
		).toBe('/certificados/ABCD1234');
		expect(certificates.textContent).toContain('Revocado el 10 de noviembre de 2026');

		const activity = screen.getByRole('region', { name: 'Accesos' });
		expect(activity.textContent).toContain('2 sesiones abiertas');
		expect(activity.textContent).toContain('20 de noviembre de 2026 a las 18:00');
		expect(activity.textContent).toContain('42');
	});

	it('says when the address names nobody, or nobody with that number', async () => {
		at('?id=abc');
		render(<CustomerPage />);
		expect(
			await screen.findByText(
				'Falta el número de la persona en la dirección. Búscala en Clientes.',
			),
		).toBeTruthy();
		expect(getCustomer).not.toHaveBeenCalled();
		cleanup();

		at('?id=99');
		vi.mocked(getCustomer).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'customer_nf',
			msg: 'No hay ninguna persona con ese número. Puede que su cuenta se haya eliminado.',
		});
		render(<CustomerPage />);
		expect(await screen.findByText(/No hay ninguna persona con ese número/)).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Volver a clientes' }).getAttribute('href')).toBe(
			'/admin/',
		);
	});

	it('tells someone who is not an admin that the page is not theirs', async () => {
		at('?id=7');
		vi.mocked(getCustomer).mockResolvedValue({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<CustomerPage />);
		expect(
			await screen.findByText('Esta página es solo para la administración del campus.'),
		).toBeTruthy();
	});
});
