// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $toasts, clearToasts } from '../../../stores/toasts';
import {
	FORGOT_PASSWORD_CLOSE_MS,
	ForgotPasswordDialog,
	isForgotPasswordEmail,
} from './ForgotPasswordDialog';
import { advance } from './test-utils';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	cleanup();
	clearToasts();
	vi.useRealTimers();
});

describe('isForgotPasswordEmail (spec §5)', () => {
	test.each([
		['ana@farmacia.es', true],
		['  ana@farmacia.es ', true],
		['a@b.c', true],
		['ana.garcia+campus@correo.farmacia.es', true],
		['', false],
		['ana', false],
		['ana@farmacia', false],
		['@farmacia.es', false],
		['ana@.es', false],
		['ana garcia@farmacia.es', false],
		['ana@farmacia.', false],
	])('%j → %s', (email, expected) => {
		expect(isForgotPasswordEmail(email)).toBe(expected);
	});
});

function renderDialog(onSend = vi.fn(() => Promise.resolve(true)), onClose = vi.fn()) {
	render(<ForgotPasswordDialog open onClose={onClose} onSend={onSend} />);
	return { onSend, onClose };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar enlace' });

function typeEmail(value: string) {
	fireEvent.change(emailField(), { target: { value } });
}

describe('ForgotPasswordDialog', () => {
	test('send is disabled while the email is empty or invalid', () => {
		renderDialog();
		expect(screen.getByRole('dialog', { name: '¿Has olvidado tu contraseña?' })).not.toBeNull();
		expect(sendButton().hasAttribute('disabled')).toBe(true);
		typeEmail('ana@farmacia');
		expect(sendButton().hasAttribute('disabled')).toBe(true);
		typeEmail('ana@farmacia.es');
		expect(sendButton().hasAttribute('disabled')).toBe(false);
	});

	test('says "Email no valido" once the field is left with a bad email', () => {
		renderDialog();
		typeEmail('ana@');
		expect(screen.queryByText('Email no valido')).toBeNull();
		fireEvent.blur(emailField());
		expect(screen.getByText('Email no valido')).not.toBeNull();
		expect(emailField().getAttribute('aria-invalid')).toBe('true');
		typeEmail('ana@farmacia.es');
		expect(screen.queryByText('Email no valido')).toBeNull();
	});

	test('an empty field left behind is not called invalid', () => {
		renderDialog();
		fireEvent.blur(emailField());
		expect(screen.queryByText('Email no valido')).toBeNull();
	});

	test('starts with the focus in the email field', () => {
		renderDialog();
		expect(document.activeElement).toBe(emailField());
	});

	test('sends the trimmed email, shows "Revisa tu correo" and closes about 500 ms later', async () => {
		const { onSend, onClose } = renderDialog();
		typeEmail(' ana@farmacia.es ');
		await act(async () => {
			fireEvent.click(sendButton());
			await Promise.resolve();
		});
		expect(onSend).toHaveBeenCalledExactlyOnceWith('ana@farmacia.es');
		expect(screen.getByRole('status').textContent).toBe('Revisa tu correo');
		expect($toasts.get()).toMatchObject([{ type: 'success', icon: 'mail' }]);
		expect(FORGOT_PASSWORD_CLOSE_MS).toBe(500);
		advance(499);
		expect(onClose).not.toHaveBeenCalled();
		advance(1);
		expect(onClose).toHaveBeenCalledOnce();
	});

	test('a failed attempt says so and also closes after 500 ms', async () => {
		const { onClose } = renderDialog(vi.fn(() => Promise.reject(new Error('offline'))));
		typeEmail('ana@farmacia.es');
		await act(async () => {
			fireEvent.click(sendButton());
			await Promise.resolve();
		});
		expect(screen.getByRole('status').textContent).toBe(
			'No hemos podido enviar el correo. Inténtalo de nuevo en unos minutos.',
		);
		expect($toasts.get()).toMatchObject([{ type: 'error' }]);
		advance(500);
		expect(onClose).toHaveBeenCalledOnce();
	});

	test('sends once however many times the button is pressed', async () => {
		let finish: (sent: boolean) => void = () => undefined;
		const onSend = vi.fn(
			() =>
				new Promise<boolean>((resolve) => {
					finish = resolve;
				}),
		);
		renderDialog(onSend);
		typeEmail('ana@farmacia.es');
		const button = sendButton();
		fireEvent.click(button);
		expect(button.getAttribute('aria-busy')).toBe('true');
		expect(button.textContent).toBe('Enviando…');
		fireEvent.click(button);
		fireEvent.submit(emailField().closest('form')!);
		expect(onSend).toHaveBeenCalledOnce();
		await act(async () => {
			finish(true);
			await Promise.resolve();
		});
	});

	test('a new opening starts empty', () => {
		const onClose = vi.fn();
		const onSend = vi.fn(() => Promise.resolve(true));
		const { rerender } = render(<ForgotPasswordDialog open onClose={onClose} onSend={onSend} />);
		typeEmail('ana@farmacia.es');
		rerender(<ForgotPasswordDialog open={false} onClose={onClose} onSend={onSend} />);
		rerender(<ForgotPasswordDialog open onClose={onClose} onSend={onSend} />);
		expect((emailField() as HTMLInputElement).value).toBe('');
	});
});
