// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToNewsletter } from '../../lib/api/crm';
import NewsletterForm from './NewsletterForm';

vi.mock('../../lib/api/crm', () => ({ addToNewsletter: vi.fn() }));
const subscribe = vi.mocked(addToNewsletter);

beforeEach(() => {
	subscribe.mockReset();
});
afterEach(() => {
	cleanup();
});

function fill(name: string, email: string) {
	fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: name } });
	fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
}

async function submit() {
	await act(() =>
		Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }))),
	);
}

describe('NewsletterForm', () => {
	it('is a labelled region and form with the heading level the page asks for', () => {
		render(<NewsletterForm headingLevel={3} />);
		const heading = screen.getByRole('heading', {
			level: 3,
			name: 'Recibe la newsletter de Liceo Campus',
		});
		expect(screen.getByRole('region', { name: heading.textContent })).toBeTruthy();
		expect(screen.getByRole('form', { name: heading.textContent })).toBeTruthy();
	});

	it('refuses an invalid email without calling the API', async () => {
		render(<NewsletterForm />);
		fill('Lucía', 'lucia@farmacia');
		await submit();
		expect(screen.getByText('Introduce un email válido')).toBeTruthy();
		expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
		expect(subscribe).not.toHaveBeenCalled();
	});

	it('subscribes with the app number and the page audience, then confirms', async () => {
		subscribe.mockResolvedValue({ ok: true, data: 'ok' });
		render(<NewsletterForm userType={3} />);
		fill(' Lucía ', 'Lucia@Farmacia.es');
		await submit();
		expect(subscribe).toHaveBeenCalledWith({
			app: 1,
			typ: 3,
			f_name: 'Lucía',
			email: 'lucia@farmacia.es',
		});
		const confirmation = screen.getByRole('status');
		expect(confirmation.textContent).toMatch(/Te has suscrito/);
		expect(document.activeElement).toBe(confirmation);
		expect(screen.queryByRole('button', { name: 'Suscribirme' })).toBeNull();
	});

	it('sends typ null when the page has no audience', async () => {
		subscribe.mockResolvedValue({ ok: true, data: 'ok' });
		render(<NewsletterForm />);
		fill('Ana', 'ana@ejemplo.es');
		await submit();
		expect(subscribe.mock.calls[0]?.[0]).toMatchObject({ typ: null });
	});

	it('shows why the API refused it', async () => {
		subscribe.mockResolvedValue({
			ok: false,
			status: 400,
			result: 'inv_data',
			msg: 'Email: Introduce un email válido',
		});
		render(<NewsletterForm />);
		fill('Ana', 'ana@ejemplo.es');
		await submit();
		expect(screen.getByRole('alert').textContent).toBe('Email: Introduce un email válido');
	});
});
