// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCarrion } from '../../lib/api/support';
import CarrionForm from './CarrionForm';

vi.mock('../../lib/api/support', () => ({ sendCarrion: vi.fn() }));
const send = vi.mocked(sendCarrion);

afterEach(() => {
	cleanup();
	send.mockReset();
});

const courses = [
	{ value: 'dermofarmacia', label: 'Experto en Dermofarmacia' },
	{ value: 'otro', label: 'Otro curso' },
];

describe('CarrionForm', () => {
	it('sends the course by its name and replaces the form with a focused confirmation', async () => {
		send.mockResolvedValue({ ok: true, data: 'ok' });
		render(<CarrionForm courses={courses} />);
		const change = (name: string, value: string) => {
			fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
		};
		change('Nombre', 'Carmen');
		change('Apellidos', 'Díaz Soler');
		change('Email', 'Carmen@Farmacia.es');
		fireEvent.change(screen.getByRole('combobox', { name: 'Curso que te interesa' }), {
			target: { value: 'Experto en Dermofarmacia' },
		});
		await act(() =>
			Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Solicitar el curso' }))),
		);
		expect(send).toHaveBeenCalledWith({
			f_name: 'Carmen',
			l_name: 'Díaz Soler',
			email: 'carmen@farmacia.es',
			course: 'Experto en Dermofarmacia',
			won_newsletter: false,
		});
		const confirmation = screen.getByRole('status');
		expect(confirmation.textContent).toContain('carmen@farmacia.es');
		expect(document.activeElement).toBe(confirmation);
		expect(screen.queryByRole('form')).toBeNull();
	});

	it('requires every field but the newsletter', async () => {
		render(<CarrionForm courses={courses} />);
		await act(() =>
			Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Solicitar el curso' }))),
		);
		expect(screen.getByRole('alert').textContent).toBe(
			'Revisa los campos marcados: hay 4 errores.',
		);
		expect(
			screen.getByRole('checkbox', { name: /newsletter/ }).getAttribute('aria-invalid'),
		).toBeNull();
		expect(send).not.toHaveBeenCalled();
	});
});
