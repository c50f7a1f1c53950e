// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBillingDetails, updateBillingDetails } from '../../lib/api/auth';
import { sessionReady } from '../../stores/session';
import { $toasts, clearToasts } from '../../stores/toasts';
import BillingDetailsForm from './BillingDetailsForm';

vi.mock('../../stores/session', () => ({ sessionReady: vi.fn() }));
vi.mock('../../lib/api/auth', async (importOriginal) => ({
	...(await importOriginal<typeof import('../../lib/api/auth')>()),
	getBillingDetails: vi.fn(),
	updateBillingDetails: vi.fn(),
}));
const load = vi.mocked(getBillingDetails);
const save = vi.mocked(updateBillingDetails);
const ready = vi.mocked(sessionReady);

const SAVED = {
	billing_name: 'Farmacia Sol, C.B.',
	tax_id: 'E12345674',
	billing_address: 'Plaza Mayor 1, 28012 Madrid',
};

beforeEach(() => {
	load.mockReset().mockResolvedValue({ ok: true, data: SAVED });
	save.mockReset();
	ready.mockReset().mockResolvedValue(true);
	clearToasts();
});
afterEach(() => {
	cleanup();
});

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

async function renderForm() {
	render(<BillingDetailsForm />);
	await act(() => Promise.resolve());
	await act(() => Promise.resolve());
}

async function send() {
	await act(() =>
		Promise.resolve(
			fireEvent.click(screen.getByRole('button', { name: 'Guardar datos de facturación' })),
		),
	);
	await act(() => Promise.resolve());
}

describe('BillingDetailsForm', () => {
	it('shows nothing to a visitor without a session, and asks nothing', async () => {
		ready.mockResolvedValue(false);
		await renderForm();
		expect(screen.queryByRole('form')).toBeNull();
		expect(load).not.toHaveBeenCalled();
	});

	it('starts from what is saved', async () => {
		await renderForm();
		expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Datos de facturación');
		expect(field(/^Nombre o razón social/).value).toBe('Farmacia Sol, C.B.');
		expect(field(/^NIF, NIE o CIF/).value).toBe('E12345674');
		expect(field(/^Dirección fiscal/).value).toBe('Plaza Mayor 1, 28012 Madrid');
	});

	it('refuses a wrong NIF and a NIF without address before sending', async () => {
		await renderForm();
		fireEvent.change(field(/^NIF, NIE o CIF/), { target: { value: '12345678A' } });
		fireEvent.change(field(/^Dirección fiscal/), { target: { value: '' } });
		await send();
		expect(save).not.toHaveBeenCalled();
		expect(screen.getAllByText(/Introduce un NIF, NIE o CIF válido/).length).toBeGreaterThan(0);

		fireEvent.change(field(/^NIF, NIE o CIF/), { target: { value: 'b-12345674' } });
		await send();
		expect(save).not.toHaveBeenCalled();
		expect(screen.getAllByText(/Indica la dirección fiscal/).length).toBeGreaterThan(0);
	});

	it('sends the normalised details and says the next invoices will carry them', async () => {
		const next = { ...SAVED, tax_id: 'B12345674', billing_name: 'Farmacia Sol, S.L.' };
		save.mockResolvedValue({ ok: true, data: next });
		await renderForm();
		fireEvent.change(field(/^Nombre o razón social/), { target: { value: 'Farmacia Sol, S.L.' } });
		fireEvent.change(field(/^NIF, NIE o CIF/), { target: { value: 'b-12.345.674' } });
		await send();
		expect(save).toHaveBeenCalledExactlyOnceWith({
			billing_name: 'Farmacia Sol, S.L.',
			tax_id: 'B12345674',
			billing_address: 'Plaza Mayor 1, 28012 Madrid',
		});
		expect($toasts.get().map((toast) => toast.text)).toEqual([
			'Datos de facturación guardados. Aparecerán en tus próximas facturas.',
		]);
		expect(field(/^NIF, NIE o CIF/).value).toBe('B12345674');
	});

	it('says why the details could not be loaded', async () => {
		load.mockResolvedValue({ ok: false, status: 0, result: 'network_error', msg: 'Sin conexión.' });
		await renderForm();
		expect(screen.getByRole('alert').textContent).toBe('Sin conexión.');
	});
});
