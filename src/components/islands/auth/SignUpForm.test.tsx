// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterCampus, sessionReady, signUp, type SessionOutcome } from '../../../stores/session';
import SignUpPage, { SignUpForm } from './SignUpForm';

vi.mock('../../../stores/session', () => ({
	signUp: vi.fn(),
	enterCampus: vi.fn(),
	sessionReady: vi.fn(),
	DASHBOARD_PATH: '/dashboard',
}));
const send = vi.mocked(signUp);
const enter = vi.mocked(enterCampus);
const ready = vi.mocked(sessionReady);

beforeEach(() => {
	send.mockReset();
	enter.mockReset();
	ready.mockReset().mockResolvedValue(false);
});
afterEach(() => {
	cleanup();
	window.history.replaceState(null, '', '/');
});

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText('Contraseña');
const radio = (name: string) => screen.getByRole('radio', { name });
const submit = () => screen.getByRole('button', { name: /Crear cuenta|Creando tu cuenta…/ });

function type(control: HTMLElement, value: string) {
	fireEvent.change(control, { target: { value } });
}

async function submitForm() {
	await act(() => Promise.resolve(fireEvent.click(submit())));
}

/** Describedby text of a control: its hint and its error. */
function errorOf(control: HTMLElement): string | null {
	const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
	const error = ids
		.map((id) => document.getElementById(id))
		.find((node) => node?.id.endsWith('-error'));
	return error?.textContent ?? null;
}

function fillValid({ userType = 'Profesional de farmacia' } = {}) {
	fireEvent.click(radio(userType));
	type(field('Nombre'), 'Ana María');
	type(field('Apellidos'), 'Ruiz');
	type(field('Email'), ' Ana@Example.ES ');
	type(field('Nombre de usuario'), 'ana_r');
	type(passwordField(), 'S3creta!');
}

function conflict(result: string, msg: string): SessionOutcome {
	return { ok: false, status: 409, result, msg };
}

describe('SignUpForm', () => {
	it('marks every required field with the spec messages', async () => {
		render(<SignUpForm />);
		await submitForm();
		expect(errorOf(radio('Titular de farmacia'))).toBe(
			'Elige si eres titular de farmacia, profesional o estudiante',
		);
		for (const name of ['Nombre', 'Apellidos', 'Nombre de usuario']) {
			expect(errorOf(field(name))).toBe('Este campo es obligatorio');
		}
		expect(errorOf(field('Email'))).toBe('Este campo es obligatorio');
		expect(errorOf(passwordField())).toBe('Este campo es obligatorio');
		expect(errorOf(field(/Teléfono/))).toBeNull();
		expect(document.activeElement).toBe(radio('Titular de farmacia'));
		expect(send).not.toHaveBeenCalled();
	});

	it('shows the password rule and checks it (spec §5)', async () => {
		render(<SignUpForm />);
		expect(
			screen.getByText(
				'Mínimo 8 caracteres, una minúscula, mayúscula, un número y un caracter especial',
			),
		).toBeTruthy();
		fillValid();
		type(passwordField(), 'secreta1');
		await submitForm();
		expect(errorOf(passwordField())).toBe(
			'Mínimo 8 caracteres, una minúscula, mayúscula, un número y un caracter especial',
		);
		expect(send).not.toHaveBeenCalled();
	});

	it('ticks the rule once the password meets it', () => {
		render(<SignUpForm />);
		const rule = () =>
			screen.getByText(
				'Mínimo 8 caracteres, una minúscula, mayúscula, un número y un caracter especial',
			);
		expect(rule().className).not.toContain('auth-rule--met');
		type(passwordField(), 'S3creta!');
		expect(rule().className).toContain('auth-rule--met');
	});

	it('asks the password once, with a toggle that shows it', () => {
		render(<SignUpForm />);
		expect(screen.queryByLabelText('Repite la contraseña')).toBeNull();
		const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
		expect(passwordField().getAttribute('type')).toBe('password');
		fireEvent.click(toggle);
		expect(passwordField().getAttribute('type')).toBe('text');
		expect(toggle.getAttribute('aria-pressed')).toBe('true');
	});

	it('suggests a nick from the name until the person writes one', () => {
		render(<SignUpForm />);
		const nick = () => (field('Nombre de usuario') as HTMLInputElement).value;
		expect(nick()).toBe('');
		type(field('Nombre'), 'Lucía');
		expect(nick()).toMatch(/^lucia_\d{4}$/);
		type(field('Apellidos'), 'Ferrer Gil');
		expect(nick()).toMatch(/^lucia_ferrer_\d{4}$/);

		type(field('Nombre de usuario'), 'lucia_farma');
		type(field('Nombre'), 'Lucía Isabel');
		expect(nick()).toBe('lucia_farma');

		// Emptied by hand, it follows the name again.
		type(field('Nombre de usuario'), '');
		expect(nick()).toMatch(/^lucia_ferrer_\d{4}$/);
	});

	it('sends the suggested nick when the person keeps it', async () => {
		send.mockResolvedValue({ ok: true, hasLicence: false });
		render(<SignUpForm userType={3} />);
		type(field('Nombre'), 'Ana');
		type(field('Apellidos'), 'Ruiz');
		type(field('Email'), 'ana@example.es');
		type(passwordField(), 'S3creta!');
		await submitForm();
		const shown = (field('Nombre de usuario') as HTMLInputElement).value;
		expect(shown).toMatch(/^ana_ruiz_\d{4}$/);
		expect(send.mock.calls[0]?.[0]).toMatchObject({ nick: shown, terms: true });
	});

	it.each([
		['Nombre', 'Ana 2', 'Solo se admiten letras y espacios'],
		['Nombre de usuario', 'ana r', 'Solo letras, números y guiones bajos (máximo 35 caracteres)'],
		['Email', 'ana@', 'Introduce un email válido'],
		[/Teléfono/, '61234567', 'El teléfono debe tener 9 dígitos'],
	])('checks %s', async (name, value, message) => {
		render(<SignUpForm />);
		fillValid();
		type(field(name), value);
		await submitForm();
		expect(errorOf(field(name))).toBe(message);
		expect(send).not.toHaveBeenCalled();
	});

	it('asks for the pharmacy name only from a pharmacy owner', async () => {
		render(<SignUpForm />);
		expect(screen.queryByRole('textbox', { name: 'Nombre de la farmacia' })).toBeNull();
		fillValid({ userType: 'Titular de farmacia' });
		await submitForm();
		expect(errorOf(field('Nombre de la farmacia'))).toBe('Este campo es obligatorio');
		expect(send).not.toHaveBeenCalled();

		type(field('Nombre de la farmacia'), 'Farmacia Sol');
		fireEvent.click(radio('Estudiante'));
		expect(screen.queryByRole('textbox', { name: 'Nombre de la farmacia' })).toBeNull();
		send.mockResolvedValue({ ok: true, hasLicence: false });
		await submitForm();
		expect(send).toHaveBeenCalledOnce();
		expect(send.mock.calls[0]?.[0]).toMatchObject({ user_type: 3, pharmacy_name: null });
	});

	it('sends the checked payload and hands the outcome on', async () => {
		send.mockResolvedValue({ ok: true, hasLicence: true });
		const onSignedUp = vi.fn();
		render(<SignUpForm onSignedUp={onSignedUp} />);
		fillValid({ userType: 'Titular de farmacia' });
		type(field('Nombre de la farmacia'), ' Farmacia Sol ');
		type(field(/Teléfono/), '612 345 678');
		fireEvent.click(screen.getByRole('checkbox', { name: /newsletter/ }));
		await submitForm();
		expect(send).toHaveBeenCalledExactlyOnceWith({
			user_type: 1,
			pharmacy_name: 'Farmacia Sol',
			name: 'Ana María',
			last_name: 'Ruiz',
			email: 'ana@example.es',
			nick: 'ana_r',
			password: 'S3creta!',
			phone: '612345678',
			newsletter: true,
			terms: true,
		});
		expect(onSignedUp).toHaveBeenCalledExactlyOnceWith({ hasLicence: true });
	});

	it.each([
		['email_used', 'Ese email ya está en uso', 'Email'],
		['nick_used', 'Ese nombre de usuario ya está en uso', 'Nombre de usuario'],
	])('shows a 409 %s on its field', async (result, message, name) => {
		send.mockResolvedValue(conflict(result, message));
		render(<SignUpForm />);
		fillValid();
		await submitForm();
		expect(errorOf(field(name))).toBe(message);
		expect(document.activeElement).toBe(field(name));
		expect(screen.getByRole('alert').textContent).toBe('Revisa el campo marcado: tiene un error.');
	});

	it('shows a taken pharmacy name on its field', async () => {
		send.mockResolvedValue(conflict('pharmacy_used', 'Ya existe una farmacia con ese nombre'));
		render(<SignUpForm />);
		fillValid({ userType: 'Titular de farmacia' });
		type(field('Nombre de la farmacia'), 'Farmacia Sol');
		await submitForm();
		expect(errorOf(field('Nombre de la farmacia'))).toBe('Ya existe una farmacia con ese nombre');
	});

	it('shows any other failure above the button', async () => {
		send.mockResolvedValue({
			ok: false,
			status: 400,
			result: 'inv_data',
			msg: 'Datos incorrectos, revise los campos',
		});
		render(<SignUpForm />);
		fillValid();
		await submitForm();
		expect(screen.getByRole('alert').textContent).toBe('Datos incorrectos, revise los campos');
	});

	it('does not ask the user type when the page already knows it', async () => {
		send.mockResolvedValue({ ok: true, hasLicence: false });
		render(<SignUpForm userType={2} submitLabel="Crear cuenta" showLoginLink={false} />);
		expect(screen.queryByRole('radio')).toBeNull();
		expect(screen.queryByRole('link', { name: 'Inicia sesión' })).toBeNull();
		type(field('Nombre'), 'Ana');
		type(field('Apellidos'), 'Ruiz');
		type(field('Email'), 'ana@example.es');
		type(field('Nombre de usuario'), 'ana_r');
		type(passwordField(), 'S3creta!');
		await submitForm();
		expect(send.mock.calls[0]?.[0]).toMatchObject({ user_type: 2 });
	});

	it('offers only the types given, in their words, and checks the choice among them', async () => {
		send.mockResolvedValue({ ok: true, hasLicence: false });
		render(
			<SignUpForm
				userTypes={{ offered: [2, 3], requiredText: 'Elige profesional o estudiante' }}
			/>,
		);
		expect(
			screen.getAllByRole('radio').map((option) => option.closest('label')?.textContent),
		).toEqual(['Profesional de farmacia', 'Estudiante']);
		expect(screen.queryByRole('radio', { name: 'Titular de farmacia' })).toBeNull();
		await submitForm();
		expect(errorOf(radio('Profesional de farmacia'))).toBe('Elige profesional o estudiante');
		expect(send).not.toHaveBeenCalled();

		fillValid({ userType: 'Estudiante' });
		await submitForm();
		expect(send.mock.calls[0]?.[0]).toMatchObject({ user_type: 3, pharmacy_name: null });
	});

	it('offers the three types unless told otherwise', () => {
		render(<SignUpForm />);
		expect(
			screen.getAllByRole('radio').map((option) => option.closest('label')?.textContent),
		).toEqual(['Titular de farmacia', 'Profesional de farmacia', 'Estudiante']);
	});

	it('says creating the account accepts the terms, and links them and the login page', () => {
		render(<SignUpForm />);
		expect(screen.queryByRole('checkbox', { name: /acepto/ })).toBeNull();
		expect(screen.getByText(/^Al continuar aceptas el/).textContent).toBe(
			'Al continuar aceptas el aviso legal (se abre en una pestaña nueva) y la política de privacidad (se abre en una pestaña nueva).',
		);
		expect(screen.getByRole('link', { name: /aviso legal/ }).getAttribute('href')).toBe(
			'/aviso-legal',
		);
		expect(screen.getByRole('link', { name: /política de privacidad/ }).getAttribute('href')).toBe(
			'/politica-de-privacidad',
		);
		expect(screen.getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe('/login');
	});
});

describe('the /registro island', () => {
	it('enters the campus once the account exists', async () => {
		send.mockResolvedValue({ ok: true, hasLicence: false });
		render(<SignUpPage />);
		fillValid();
		await submitForm();
		expect(enter).toHaveBeenCalledExactlyOnceWith('/dashboard');
	});

	it('goes back to the page that sent the person, and keeps it on the link to the login', async () => {
		window.history.replaceState(null, '', '/registro?volver=/aula/informes?from=2026-01-01');
		send.mockResolvedValue({ ok: true, hasLicence: false });
		render(<SignUpPage />);
		expect(screen.getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe(
			'/login?volver=/aula/informes?from=2026-01-01',
		);
		fillValid();
		await submitForm();
		expect(enter).toHaveBeenCalledExactlyOnceWith('/aula/informes?from=2026-01-01');
	});

	it('ignores a return path to another site', async () => {
		window.history.replaceState(null, '', '/registro?volver=//evil.example/');
		send.mockResolvedValue({ ok: true, hasLicence: false });
		render(<SignUpPage />);
		fillValid();
		await submitForm();
		expect(enter).toHaveBeenCalledExactlyOnceWith('/dashboard');
	});

	it('sends a person who is already logged in on', async () => {
		window.history.replaceState(null, '', '/registro?volver=/mi-perfil');
		const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
		ready.mockResolvedValue(true);
		render(<SignUpPage />);
		await waitFor(() => {
			expect(replace).toHaveBeenCalledExactlyOnceWith('/mi-perfil');
		});
		vi.restoreAllMocks();
	});
});
