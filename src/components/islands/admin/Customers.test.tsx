// @vitest-environment happy-dom
/**
 * The back-office's customer search (issue #20): each person with their pharmacy and place in it,
 * their newest subscription and dates, linked to their page; typing searches from the first page.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchCustomers } from '../../../lib/api/admin';
import type { CustomerList, CustomerRow } from '../../../lib/contracts/customers';
import { loadSubscriptions, sessionReady } from '../../../stores/session';
import Customers from './Customers';

vi.mock('../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../lib/api/admin', () => ({ searchCustomers: vi.fn() }));

function person(overrides: Partial<CustomerRow>): CustomerRow {
	return {
		id: 7,
		name: 'Ramón García Soler',
		email: 'titular@liceo.local',
		nick: 'demo_titular',
		userType: 1,
		staffRole: null,
		pharmacy: { id: 3, name: 'Farmacia Demo Liceo', role: 'owner' },
		licence: { planName: 'Plan Farmacia XL mensual', status: 'past_due' },
		createdAt: '2026-01-15T09:00:00',
		lastLoginAt: null,
		blockedAt: null,
		...overrides,
	};
}

function list(customers: CustomerRow[], total = customers.length): CustomerList {
	return { customers, total, page: 1, pageSize: 20 };
}

beforeEach(() => {
	vi.mocked(sessionReady).mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(undefined as never);
});
afterEach(() => {
	cleanup();
	vi.clearAllMocks();
});

describe('Customers', () => {
	it('lists each person with their pharmacy, subscription and dates, linked to their page', async () => {
		vi.mocked(searchCustomers).mockResolvedValue({
			ok: true,
			data: list([
				person({}),
				person({
					id: 9,
					name: 'Lucía Ortega',
					email: 'lucia@ejemplo.es',
					nick: 'lucia',
					pharmacy: null,
					licence: null,
					lastLoginAt: '2026-11-20T09:00:00',
				}),
			]),
		});
		render(<Customers />);
		const table = await screen.findByRole('table', { name: /Personas del campus/ });
		const [, owner, learner] = within(table).getAllByRole('row');
		expect(
			within(owner!).getByRole('link', { name: 'Ramón García Soler' }).getAttribute('href'),
		).toBe('/admin/cliente/?id=7');
		expect(owner!.textContent).toContain('Farmacia Demo Liceo');
		expect(owner!.textContent).toContain('Titular');
		expect(owner!.textContent).toContain('Pago pendiente');
		expect(owner!.textContent).toContain('Plan Farmacia XL mensual');
		expect(owner!.textContent).toContain('Nunca');
		expect(learner!.textContent).toContain('Sin farmacia');
		expect(learner!.textContent).toContain('Sin suscripción');
		expect(learner!.textContent).toContain('20 de noviembre de 2026');
		expect(owner!.textContent).toContain('15 de enero de 2026');
		expect(screen.getByRole('status').textContent).toBe('2 personas');
	});

	it('searches what is typed, from the first page', async () => {
		vi.mocked(searchCustomers).mockResolvedValue({ ok: true, data: list([person({})], 45) });
		render(<Customers />);
		await screen.findByRole('table');
		expect(searchCustomers).toHaveBeenLastCalledWith({ query: '', page: 1 });
		fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
		await waitFor(() => {
			expect(searchCustomers).toHaveBeenLastCalledWith({ query: '', page: 2 });
		});
		fireEvent.change(screen.getByLabelText('Nombre, email, usuario o farmacia'), {
			target: { value: 'farmacia del carmen' },
		});
		await waitFor(() => {
			expect(searchCustomers).toHaveBeenLastCalledWith({ query: 'farmacia del carmen', page: 1 });
		});
	});

	it('says when nobody matches, and tells non-admins the page is not theirs', async () => {
		vi.mocked(searchCustomers).mockResolvedValueOnce({ ok: true, data: list([]) });
		render(<Customers />);
		expect(await screen.findByText('Nadie coincide con esta búsqueda.')).toBeTruthy();
		cleanup();
		vi.mocked(searchCustomers).mockResolvedValueOnce({
			ok: false,
			status: 404,
			result: 'not_found',
			msg: 'No encontrado',
		});
		render(<Customers />);
		expect(
			await screen.findByText('Esta página es solo para la administración del campus.'),
		).toBeTruthy();
	});
});
