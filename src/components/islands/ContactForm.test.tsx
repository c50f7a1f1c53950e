// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContact } from '../../lib/api/crm';
import ContactForm from './ContactForm';

vi.mock('../../lib/api/crm', () => ({ sendContact: vi.fn() }));
const send = vi.mocked(sendContact);

beforeEach(() => {
	send.mockReset();
});
afterEach(() => {
	cleanup();
});

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const terms = () => screen.getByRole('checkbox', { name: /He leído y acepto/ });
const submit = () => screen.getByRole('button', { name: 'Enviar mensaje' });

function type(name: string | RegExp, value: string) {
	fireEvent.change(field(name), { target: { value } });
}

async function submitForm() {
	await act(() => Promise.resolve(fireEvent.click(submit())));
}

function fillRequired() {
	type('Nombre', 'María José');
	type('Email', ' MJ@Ejemplo.ES ');
	type('¿En qué podemos ayudarte?', '¿Tenéis planes para 6 personas?');
}

describe('ContactForm', () => {
	it('marks every empty required field, terms included, and focuses the first', async () => {
		render(<ContactForm />);
		await submitForm();
		expect(screen.getByRole('alert').textContent).toBe(
			'Revisa los campos marcados: hay 4 errores.',
		);
		expect(field('Nombre').getAttribute('aria-invalid')).toBe('true');
		expect(document.activeElement).toBe(field('Nombre'));
		expect(field(/Apellidos/).getAttribute('aria-invalid')).toBeNull();
		expect(field(/Teléfono/).getAttribute('aria-invalid')).toBeNull();
		expect(screen.getByText('Debes aceptar los términos y la política de privacidad')).toBeTruthy();
		expect(send).not.toHaveBeenCalled();
	});

	it('clears a field error as soon as the field is edited', async () => {
		render(<ContactForm />);
		await submitForm();
		type('Nombre', 'M');
		expect(field('Nombre').getAttribute('aria-invalid')).toBeNull();
		expect(screen.getByRole('alert').textContent).toBe(
			'Revisa los campos marcados: hay 3 errores.',
		);
	});

	it('will not send without the terms, and focuses them', async () => {
		render(<ContactForm />);
		fillRequired();
		await submitForm();
		expect(screen.getByRole('alert').textContent).toBe('Revisa el campo marcado: tiene un error.');
		expect(document.activeElement).toBe(terms());
		expect(send).not.toHaveBeenCalled();
	});

	it('checks the phone only when one is given', async () => {
		render(<ContactForm />);
		fillRequired();
		fireEvent.click(terms());
		type(/Teléfono/, '1234');
		await submitForm();
		expect(screen.getByText('El teléfono debe tener 9 dígitos')).toBeTruthy();
		expect(send).not.toHaveBeenCalled();
	});

	it('sends the normalised payload and goes to the done page', async () => {
		send.mockResolvedValue({ ok: true, data: 'ok' });
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		render(<ContactForm donePath="/fin-contacto" />);
		fillRequired();
		type(/Teléfono/, '+34 612 345 678');
		fireEvent.click(terms());
		fireEvent.click(screen.getByRole('checkbox', { name: /newsletter/ }));
		await submitForm();
		expect(send).toHaveBeenCalledWith({
			f_name: 'María José',
			l_name: undefined,
			email: 'mj@ejemplo.es',
			phone: '612345678',
			msg: '¿Tenéis planes para 6 personas?',
			terms: true,
			newsletter: true,
		});
		expect(assign).toHaveBeenCalledWith('/fin-contacto');
	});

	it('shows the server message when sending fails and lets the visitor retry', async () => {
		send.mockResolvedValue({
			ok: false,
			status: 500,
			result: 'server_error',
			msg: 'Ha ocurrido un error inesperado en el servidor. Inténtalo más tarde.',
		});
		render(<ContactForm />);
		fillRequired();
		fireEvent.click(terms());
		await submitForm();
		expect(screen.getByRole('alert').textContent).toBe(
			'Ha ocurrido un error inesperado en el servidor. Inténtalo más tarde.',
		);
		expect(submit().getAttribute('aria-busy')).toBeNull();
		expect(submit().hasAttribute('disabled')).toBe(false);
	});

	it('cannot be sent before hydration, and keeps what was typed meanwhile', async () => {
		const container = document.createElement('div');
		container.innerHTML = renderToString(<ContactForm />);
		document.body.append(container);
		const prerendered = container.querySelector('button[type="submit"]');
		// A native submit would put the fields, email included, in the URL.
		expect(prerendered?.hasAttribute('disabled')).toBe(true);
		const name = container.querySelector<HTMLInputElement>('input[name="f_name"]');
		if (name) name.value = 'Pablo';
		const root = await act(() => Promise.resolve(hydrateRoot(container, <ContactForm />)));
		expect(submit().hasAttribute('disabled')).toBe(false);
		await submitForm();
		expect(field('Nombre').getAttribute('aria-invalid')).toBeNull();
		expect(screen.getByRole('alert').textContent).toBe(
			'Revisa los campos marcados: hay 3 errores.',
		);
		act(() => {
			root.unmount();
		});
		container.remove();
	});
});
