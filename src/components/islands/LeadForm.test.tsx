// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToLeadList } from '../../lib/api/crm';
import LeadForm from './LeadForm';

vi.mock('../../lib/api/crm', () => ({ addToLeadList: vi.fn() }));
const addLead = vi.mocked(addToLeadList);

beforeEach(() => {
	addLead.mockReset();
});
afterEach(() => {
	cleanup();
});

const licences = { 1: 301, 2: 201, 3: 101 } as const;

async function submit() {
	await act(() =>
		Promise.resolve(
			fireEvent.click(screen.getByRole('button', { name: 'Quiero más información' })),
		),
	);
}

describe('LeadForm', () => {
	it('asks who the person is before sending', async () => {
		render(<LeadForm funnel="que-es-liceo" licenceByUserType={licences} />);
		fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), {
			target: { value: 'Ramón' },
		});
		fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
			target: { value: 'ramon@farmacia.es' },
		});
		await submit();
		const profile = screen.getByRole('combobox', { name: 'Soy…' });
		expect(profile.getAttribute('aria-invalid')).toBe('true');
		expect(document.activeElement).toBe(profile);
		expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
		expect(addLead).not.toHaveBeenCalled();
	});

	it('sends the funnel and the licence of the chosen profile, then thanks', async () => {
		addLead.mockResolvedValue({ ok: true, data: 'ok' });
		render(<LeadForm funnel="laboratorios-brisa" licenceByUserType={licences} />);
		fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), {
			target: { value: 'Ramón' },
		});
		fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
			target: { value: 'Ramon@Farmacia.es' },
		});
		fireEvent.change(screen.getByRole('combobox', { name: 'Soy…' }), { target: { value: '3' } });
		await submit();
		expect(addLead).toHaveBeenCalledWith({
			app: 1,
			fnl: 'laboratorios-brisa',
			lid: 101,
			typ: 3,
			f_name: 'Ramón',
			email: 'ramon@farmacia.es',
		});
		expect(screen.getByRole('status').textContent).toMatch(/^¡Gracias!/);
	});
});
