// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recoveryPassword, validateResetToken } from '../../../lib/api/auth';
import { changePasswordAndLogIn } from '../../../stores/session';
import RecoveryPasswordForm, { resetTokenFromUrl } from './RecoveryPasswordForm';

vi.mock('../../../stores/session', () => ({
	changePasswordAndLogIn: vi.fn(),
	DASHBOARD_PATH: '/dashboard',
}));
vi.mock('../../../lib/api/auth', async (importOriginal) => ({
	...(await importOriginal<typeof import('../../../lib/api/auth')>()),
	validateResetToken: vi.fn(),
	recoveryPassword: vi.fn(),
}));
const validate = vi.mocked(validateResetToken);
const change = vi.mocked(changePasswordAndLogIn);
const recovery = vi.mocked(recoveryPassword);

const RULE = 'Mínimo 8 caracteres, una minúscula, mayúscula, un número y un caracter especial';

beforeEach(() => {
	validate.mockReset();
	change.mockReset();
	recovery.mockReset();
});
afterEach(() => {
	cleanup();
	window.history.replaceState(null, '', '/');
});

function openWith(search: string) {
	window.history.replaceState(null, '', `/recovery-password${search}`);
}

async function renderPage() {
	render(<RecoveryPasswordForm />);
	// Let the token check answer.
	await act(() => Promise.resolve());
}

const password = () => screen.getByLabelText('Nueva contraseña');
const repeat = () => screen.getByLabelText('Repite la contraseña');
const save = () => screen.getByRole('button', { name: /Guardar y entrar|Guardando…/ });

function errorOf(control: HTMLElement): string | null {
	const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
	const error = ids
		.map((id) => document.getElementById(id))
		.find((node) => node?.id.endsWith('-error'));
	return error?.textContent ?? null;
}

async function fillAndSave(first: string, second: string) {
	fireEvent.change(password(), { target: { value: first } });
	fireEvent.change(repeat(), { target: { value: second } });
	await act(() => Promise.resolve(fireEvent.click(save())));
}

describe('resetTokenFromUrl', () => {
	it.each([
		['?tk=abc', 'abc'],
		['?tk=%20abc%20', 'abc'],
		['?other=1', ''],
		['', ''],
	])('%j → %j', (search, token) => {
		expect(resetTokenFromUrl(search)).toBe(token);
	});
});

describe('RecoveryPasswordForm', () => {
	it('says the link is not valid when it has no token, and offers a new one', async () => {
		openWith('');
		await renderPage();
		expect(validate).not.toHaveBeenCalled();
		expect(screen.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeTruthy();
		fireEvent.click(screen.getByRole('button', { name: 'Pedir un enlace nuevo' }));
		expect(screen.getByRole('dialog', { name: '¿Has olvidado tu contraseña?' })).toBeTruthy();
	});

	it('says the link is not valid when the server refuses the token', async () => {
		openWith('?tk=old');
		validate.mockResolvedValue({
			ok: false,
			status: 400,
			result: 'tk_inv',
			msg: 'El enlace no es válido o ha caducado',
		});
		await renderPage();
		expect(validate).toHaveBeenCalledExactlyOnceWith('old');
		expect(
			screen.getByText(
				'El enlace no es válido o ha caducado. Pide uno nuevo y te lo enviaremos por email.',
			),
		).toBeTruthy();
		expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
	});

	it('offers to try again when the check could not be made', async () => {
		openWith('?tk=abc');
		validate.mockResolvedValueOnce({
			ok: false,
			status: 0,
			result: 'network_error',
			msg: 'No se ha podido completar la solicitud. Inténtalo de nuevo.',
		});
		await renderPage();
		expect(screen.getByRole('alert').textContent).toContain('No se ha podido completar');
		validate.mockResolvedValueOnce({ ok: true, data: 'ok' });
		await act(() =>
			Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Volver a intentarlo' }))),
		);
		expect(password()).toBeTruthy();
	});

	describe('with a valid link', () => {
		beforeEach(() => {
			openWith('?tk=tk-123');
			validate.mockResolvedValue({ ok: true, data: 'ok' });
		});

		it('asks for the new password twice, showing the rule', async () => {
			await renderPage();
			expect(screen.getByText(RULE)).toBeTruthy();
			expect(password().getAttribute('type')).toBe('password');
			expect(repeat().getAttribute('type')).toBe('password');
		});

		it('asks for matching passwords', async () => {
			await renderPage();
			await fillAndSave('N3w!pass', 'N3w!pasS');
			expect(errorOf(repeat())).toBe('Las contraseñas deben coincidir');
			expect(change).not.toHaveBeenCalled();
		});

		it('checks the password rule', async () => {
			await renderPage();
			await fillAndSave('newpass1', 'newpass1');
			expect(errorOf(password())).toBe(RULE);
			expect(change).not.toHaveBeenCalled();
		});

		it('saves the password with the token of the link', async () => {
			change.mockResolvedValue({ ok: true, hasLicence: false });
			await renderPage();
			await fillAndSave('N3w!pass', 'N3w!pass');
			expect(change).toHaveBeenCalledExactlyOnceWith(
				{ tk: 'tk-123', password: 'N3w!pass', repeat_password: 'N3w!pass' },
				{ redirectTo: '/dashboard' },
			);
			expect(save().getAttribute('aria-busy')).toBe('true');
		});

		it('goes on to the page a login was going back to', async () => {
			openWith('?tk=tk-123&volver=%2Faula%2Finformes%3Ffrom%3D2026-01-01');
			change.mockResolvedValue({ ok: true, hasLicence: false });
			await renderPage();
			await fillAndSave('N3w!pass', 'N3w!pass');
			expect(change).toHaveBeenCalledExactlyOnceWith(
				{ tk: 'tk-123', password: 'N3w!pass', repeat_password: 'N3w!pass' },
				{ redirectTo: '/aula/informes?from=2026-01-01' },
			);
		});

		it('turns to "link not valid" when the token died before saving', async () => {
			change.mockResolvedValue({
				ok: false,
				status: 400,
				result: 'tk_inv',
				msg: 'El enlace no es válido o ha caducado',
			});
			await renderPage();
			await fillAndSave('N3w!pass', 'N3w!pass');
			expect(screen.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeTruthy();
		});
	});
});
