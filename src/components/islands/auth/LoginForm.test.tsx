// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recoveryPassword } from '../../../lib/api/auth';
import { logIn, sessionReady, type LoginOutcome } from '../../../stores/session';
import LoginForm from './LoginForm';

vi.mock('../../../stores/session', () => ({
	logIn: vi.fn(),
	sessionReady: vi.fn(),
	DASHBOARD_PATH: '/dashboard',
}));
vi.mock('../../../lib/api/auth', async (importOriginal) => ({
	...(await importOriginal<typeof import('../../../lib/api/auth')>()),
	recoveryPassword: vi.fn(),
}));
const login = vi.mocked(logIn);
const recovery = vi.mocked(recoveryPassword);
const ready = vi.mocked(sessionReady);

beforeEach(() => {
	login.mockReset();
	recovery.mockReset();
	ready.mockReset().mockResolvedValue(false);
});
afterEach(() => {
	window.history.replaceState(null, '', '/');
	cleanup();
});

const username = () => screen.getByRole('textbox', { name: 'Email o nombre de usuario' });
const password = () => screen.getByLabelText('Contraseña');
const submit = () => screen.getByRole('button', { name: /Entrar|Entrando…/ });

function fill(user = 'ana@example.es', pass = 'S3creta!') {
	fireEvent.change(username(), { target: { value: user } });
	fireEvent.change(password(), { target: { value: pass } });
}

async function submitForm() {
	await act(() => Promise.resolve(fireEvent.click(submit())));
}

function failure(status: number, result: string, msg: string): LoginOutcome {
	return { ok: false, status, result, msg };
}

describe('LoginForm', () => {
	it('asks for both fields before sending', async () => {
		render(<LoginForm />);
		await submitForm();
		expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
		expect(document.activeElement).toBe(username());
		expect(login).not.toHaveBeenCalled();
	});

	it('sends the email or nick and the password', async () => {
		login.mockResolvedValue({ ok: true, mustChangePwd: false, hasLicence: true });
		render(<LoginForm />);
		fill(' ana_r ', 'S3creta!');
		await submitForm();
		expect(login).toHaveBeenCalledExactlyOnceWith(
			{ username: 'ana_r', password: 'S3creta!' },
			{ redirectTo: '/dashboard' },
		);
	});

	it('goes back to the page named by ?volver=, and keeps it on the link to the sign-up', async () => {
		window.history.replaceState(null, '', '/login?volver=%2Faula%2Finformes%3Ffrom%3D2026-01-01');
		login.mockResolvedValue({ ok: true, mustChangePwd: false, hasLicence: true });
		render(<LoginForm />);
		expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe(
			'/registro?volver=/aula/informes?from=2026-01-01',
		);
		fill('ana_r', 'S3creta!');
		await submitForm();
		expect(login).toHaveBeenCalledExactlyOnceWith(
			{ username: 'ana_r', password: 'S3creta!' },
			{ redirectTo: '/aula/informes?from=2026-01-01' },
		);
	});

	it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
		'goes to the dashboard instead of %j',
		async (target) => {
			window.history.replaceState(
				null,
				'',
				`/login?${new URLSearchParams({ volver: target }).toString()}`,
			);
			login.mockResolvedValue({ ok: true, mustChangePwd: false, hasLicence: true });
			render(<LoginForm />);
			fill('ana_r', 'S3creta!');
			await submitForm();
			expect(login).toHaveBeenCalledExactlyOnceWith(
				{ username: 'ana_r', password: 'S3creta!' },
				{ redirectTo: '/dashboard' },
			);
		},
	);

	it('sends a person who is already logged in on; the checkout’s form does not', async () => {
		window.history.replaceState(null, '', '/login?volver=/aula/informes');
		const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
		ready.mockResolvedValue(true);
		render(<LoginForm redirectTo={null} />);
		await act(() => Promise.resolve());
		expect(ready).not.toHaveBeenCalled();
		cleanup();
		render(<LoginForm />);
		await waitFor(() => {
			expect(replace).toHaveBeenCalledExactlyOnceWith('/aula/informes');
		});
		vi.restoreAllMocks();
	});

	it('stays on the page when told to (purchase and trial), without the sign-up link', async () => {
		login.mockResolvedValue({ ok: true, mustChangePwd: false, hasLicence: false });
		render(<LoginForm redirectTo={null} showSignUpLink={false} />);
		expect(screen.queryByRole('link', { name: 'Regístrate' })).toBeNull();
		fill('ana_r', 'S3creta!');
		await submitForm();
		expect(login).toHaveBeenCalledExactlyOnceWith(
			{ username: 'ana_r', password: 'S3creta!' },
			{ redirectTo: null },
		);
	});

	it('shows an unknown account on the user field and focuses it', async () => {
		login.mockResolvedValue(failure(401, 'user_nf', 'No existe ninguna cuenta con ese email'));
		render(<LoginForm />);
		fill();
		await submitForm();
		expect(screen.getByText('No existe ninguna cuenta con ese email')).toBeTruthy();
		expect(username().getAttribute('aria-invalid')).toBe('true');
		expect(document.activeElement).toBe(username());
	});

	it('shows a wrong password on the password field', async () => {
		login.mockResolvedValue(failure(401, 'pwd_inv', 'La contraseña no es correcta'));
		render(<LoginForm />);
		fill();
		await submitForm();
		expect(screen.getByText('La contraseña no es correcta')).toBeTruthy();
		expect(password().getAttribute('aria-invalid')).toBe('true');
		expect(document.activeElement).toBe(password());
	});

	it('shows the server message of a 429 above the button', async () => {
		const msg = 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.';
		login.mockResolvedValue(failure(429, 'too_many', msg));
		render(<LoginForm />);
		fill();
		await submitForm();
		expect(screen.getByRole('alert').textContent).toBe(msg);
		expect(username().getAttribute('aria-invalid')).toBeNull();
	});

	it('keeps the button busy while sending and does not send twice', async () => {
		let finish!: (outcome: LoginOutcome) => void;
		login.mockReturnValue(
			new Promise((resolve) => {
				finish = resolve;
			}),
		);
		render(<LoginForm />);
		fill();
		await submitForm();
		expect(submit().getAttribute('aria-disabled')).toBe('true');
		expect(submit().getAttribute('aria-busy')).toBe('true');
		expect(submit().textContent).toBe('Entrando…');
		await submitForm();
		expect(login).toHaveBeenCalledOnce();
		await act(async () => {
			finish(failure(401, 'pwd_inv', 'La contraseña no es correcta'));
			await Promise.resolve();
		});
		expect(submit().getAttribute('aria-disabled')).toBeNull();
	});

	it('offers a new password when the server demands one', async () => {
		login.mockResolvedValue({ ok: true, mustChangePwd: true, changeToken: 'chg 1' });
		render(<LoginForm />);
		fill();
		await submitForm();
		expect(screen.getByRole('status').textContent).toContain(
			'tienes que crear una contraseña nueva',
		);
		expect(
			screen.getByRole('link', { name: 'Crear una contraseña nueva' }).getAttribute('href'),
		).toBe('/recovery-password?tk=chg+1');
	});

	it('keeps the return path on the way to the new password', async () => {
		window.history.replaceState(null, '', '/login?volver=/aula/informes');
		login.mockResolvedValue({ ok: true, mustChangePwd: true, changeToken: 'chg1' });
		render(<LoginForm />);
		fill();
		await submitForm();
		expect(
			screen.getByRole('link', { name: 'Crear una contraseña nueva' }).getAttribute('href'),
		).toBe('/recovery-password?tk=chg1&volver=%2Faula%2Finformes');
	});

	it('shows and hides the password', () => {
		render(<LoginForm />);
		const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
		expect(password().getAttribute('type')).toBe('password');
		fireEvent.click(toggle);
		expect(password().getAttribute('type')).toBe('text');
		expect(toggle.getAttribute('aria-pressed')).toBe('true');
		fireEvent.click(toggle);
		expect(password().getAttribute('type')).toBe('password');
	});

	it('links to the sign-up page', () => {
		render(<LoginForm />);
		expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/registro');
	});

	it('opens the forgot-password dialog with the typed email and asks for the mail', async () => {
		recovery.mockResolvedValue({ ok: true, data: 'email_sended' });
		render(<LoginForm />);
		fireEvent.change(username(), { target: { value: 'ana@example.es' } });
		fireEvent.click(screen.getByRole('button', { name: '¿Has olvidado tu contraseña?' }));
		const dialog = screen.getByRole('dialog', { name: '¿Has olvidado tu contraseña?' });
		expect(dialog).toBeTruthy();
		expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
			'value',
			'ana@example.es',
		);
		await act(() =>
			Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }))),
		);
		await waitFor(() => {
			expect(recovery).toHaveBeenCalledExactlyOnceWith('ana@example.es');
		});
	});
});
