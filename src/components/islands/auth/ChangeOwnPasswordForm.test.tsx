// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updatePassword } from '../../../lib/api/auth';
import { sessionReady } from '../../../stores/session';
import { $toasts, clearToasts } from '../../../stores/toasts';
import ChangeOwnPasswordForm from './ChangeOwnPasswordForm';

vi.mock('../../../stores/session', () => ({ sessionReady: vi.fn() }));
vi.mock('../../../lib/api/auth', async (importOriginal) => ({
	...(await importOriginal<typeof import('../../../lib/api/auth')>()),
	updatePassword: vi.fn(),
}));
const send = vi.mocked(updatePassword);
const ready = vi.mocked(sessionReady);

beforeEach(() => {
	send.mockReset();
	ready.mockReset().mockResolvedValue(true);
	clearToasts();
});
afterEach(() => {
	cleanup();
});

const current = () => screen.getByLabelText('Contraseña actual');
const fresh = () => screen.getByLabelText('Nueva contraseña');
const repeat = () => screen.getByLabelText('Repite la nueva contraseña');

async function renderForm() {
	render(<ChangeOwnPasswordForm />);
	await act(() => Promise.resolve());
}

async function fillAndSend(values: [string, string, string]) {
	fireEvent.change(current(), { target: { value: values[0] } });
	fireEvent.change(fresh(), { target: { value: values[1] } });
	fireEvent.change(repeat(), { target: { value: values[2] } });
	await act(() =>
		Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }))),
	);
}

describe('ChangeOwnPasswordForm', () => {
	it('shows nothing to a visitor without a session', async () => {
		ready.mockResolvedValue(false);
		await renderForm();
		expect(screen.queryByRole('form')).toBeNull();
	});

	it('checks the spec rules before sending', async () => {
		await renderForm();
		await fillAndSend(['', 'corta', 'otra']);
		expect(send).not.toHaveBeenCalled();
		expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
		expect(
			screen.getAllByText(
				'Mínimo 8 caracteres, una minúscula, mayúscula, un número y un caracter especial',
			).length,
		).toBeGreaterThan(0);
		expect(screen.getByText('Las contraseñas deben coincidir')).toBeTruthy();
	});

	it('puts a wrong current password on its field and keeps what was typed', async () => {
		send.mockResolvedValue({
			ok: false,
			status: 400,
			result: 'pwd_inv',
			msg: 'La contraseña actual no es correcta',
		});
		await renderForm();
		await fillAndSend(['Vieja#2026x', 'Receta#Nueva1', 'Receta#Nueva1']);
		expect(send).toHaveBeenCalledExactlyOnceWith({
			current_password: 'Vieja#2026x',
			password: 'Receta#Nueva1',
			repeat_password: 'Receta#Nueva1',
		});
		expect(current().getAttribute('aria-invalid')).toBe('true');
		expect(document.activeElement).toBe(current());
		expect(screen.getByText('La contraseña actual no es correcta')).toBeTruthy();
		expect($toasts.get()).toEqual([]);
	});

	it('says it is done in a toast and empties the form for another change', async () => {
		send.mockResolvedValue({ ok: true, data: 'ok' });
		await renderForm();
		await fillAndSend(['Vieja#2026x', 'Receta#Nueva1', 'Receta#Nueva1']);
		expect($toasts.get().map(({ text, type }) => ({ text, type }))).toEqual([
			{
				text: 'Contraseña cambiada. Hemos cerrado tu sesión en los demás dispositivos.',
				type: 'success',
			},
		]);
		expect((current() as HTMLInputElement).value).toBe('');
		expect((fresh() as HTMLInputElement).value).toBe('');
	});
});
