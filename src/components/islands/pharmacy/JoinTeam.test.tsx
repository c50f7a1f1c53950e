// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as teamApi from '../../../lib/api/pharmacy-team';
import type { InvitationView } from '../../../lib/contracts/pharmacy-team';
import { writeTokenCookies } from '../../../lib/session-cookies';
import { clearSession, setAuth } from '../../../stores/auth';
import { logOut, sessionReady } from '../../../stores/session';
import JoinTeam, { PENDING_INVITATION_KEY } from './JoinTeam';

vi.mock('../../../stores/session', () => ({
	DASHBOARD_PATH: '/dashboard',
	sessionReady: vi.fn(),
	logOut: vi.fn(),
}));
vi.mock('../../../lib/api/pharmacy-team', () => ({
	getInvitation: vi.fn(),
	acceptInvitation: vi.fn(),
}));
// The real forms have tests of their own; here they stand for "the session has just started".
vi.mock('../auth/LoginForm', () => ({
	default: ({ onLoggedIn }: { onLoggedIn?: () => void }) => (
		<button type="button" onClick={() => onLoggedIn?.()}>
			Formulario de entrada
		</button>
	),
}));
vi.mock('../auth/SignUpForm', () => ({
	SignUpForm: ({
		initialEmail,
		onSignedUp,
		userTypes,
	}: {
		initialEmail?: string;
		onSignedUp?: () => void;
		userTypes?: { offered: readonly number[]; requiredText: string };
	}) => (
		<button
			type="button"
			data-user-types={
				userTypes ? `${userTypes.offered.join(' ')}: ${userTypes.requiredText}` : 'all'
			}
			onClick={() => onSignedUp?.()}
		>
			{`Formulario de registro ${initialEmail ?? ''}`}
		</button>
	),
}));

const getInvitation = vi.mocked(teamApi.getInvitation);
const accept = vi.mocked(teamApi.acceptInvitation);
const ready = vi.mocked(sessionReady);

function invitation(overrides: Partial<InvitationView> = {}): InvitationView {
	return {
		pharmacy: { name: 'Farmacia Plaza', logoUrl: '/api/files/logo-7' },
		email: 'pablo@ejemplo.es',
		state: 'valid',
		expiresAt: '2026-12-06T10:00:00.000Z',
		account: null,
		...overrides,
	};
}

async function settle() {
	await act(async () => {
		for (let i = 0; i < 6; i++) await Promise.resolve();
	});
}

let assign: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
	sessionStorage.clear();
	getInvitation.mockReset();
	accept.mockReset();
	ready.mockReset();
	vi.mocked(logOut).mockReset();
	ready.mockResolvedValue(false);
	window.history.replaceState(null, '', '/unirse?invitacion=tok-1');
	assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
	cleanup();
	assign.mockRestore();
});

function logIn() {
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Pablo', lastName: 'Serrano' });
}

describe('JoinTeam', () => {
	it('shows the pharmacy and, to a visitor without a session, the sign-up with the invited email', async () => {
		getInvitation.mockResolvedValue({ ok: true, data: invitation() });
		render(<JoinTeam />);
		await settle();
		expect(getInvitation).toHaveBeenCalledWith('tok-1');
		expect(sessionStorage.getItem(PENDING_INVITATION_KEY)).toBe('tok-1');
		expect(
			screen.getByText('Farmacia Plaza te invita a formar parte de su equipo en Liceo Campus.'),
		).toBeTruthy();
		expect(screen.getByRole('img', { name: 'Logo de Farmacia Plaza' })).toBeTruthy();
		expect(
			screen.getByRole('button', { name: 'Crear mi cuenta' }).getAttribute('aria-pressed'),
		).toBe('true');
		// Professional or student only: an owner's new pharmacy could not join (inv_owner).
		expect(
			screen
				.getByRole('button', { name: 'Formulario de registro pablo@ejemplo.es' })
				.getAttribute('data-user-types'),
		).toBe('2 3: Elige si eres profesional de farmacia o estudiante');
	});

	it('joins as soon as the visitor logs in here with the invited account, then goes to the dashboard', async () => {
		getInvitation.mockResolvedValue({ ok: true, data: invitation() });
		render(<JoinTeam />);
		await settle();
		fireEvent.click(screen.getByRole('button', { name: 'Ya tengo cuenta' }));
		// The login form is fetched only now, with a word while it arrives.
		expect(screen.getByRole('status').textContent).toBe('Cargando el formulario de entrada…');
		const form = await screen.findByRole('button', { name: 'Formulario de entrada' });
		getInvitation.mockResolvedValue({ ok: true, data: invitation({ account: 'invited' }) });
		accept.mockResolvedValue({
			ok: true,
			data: { pharmacy: { id: 7, name: 'Farmacia Plaza', logoUrl: null } },
		});
		logIn();
		// The page sees the session (a frame) long before the invitation's calls answer.
		await settle();
		fireEvent.click(form);
		await settle();
		expect(accept).toHaveBeenCalledExactlyOnceWith('tok-1');
		expect(assign).toHaveBeenCalledWith('/dashboard');
		expect(sessionStorage.getItem(PENDING_INVITATION_KEY)).toBeNull();
	});

	it('offers "Unirme al equipo" to the invited account and shows why joining failed', async () => {
		logIn();
		ready.mockResolvedValue(true);
		getInvitation.mockResolvedValue({ ok: true, data: invitation({ account: 'invited' }) });
		accept.mockResolvedValue({
			ok: false,
			status: 409,
			result: 'inv_team',
			msg: 'Ya formas parte del equipo de Farmacia Sur.',
		});
		render(<JoinTeam />);
		await settle();
		fireEvent.click(screen.getByRole('button', { name: 'Unirme al equipo' }));
		await settle();
		expect(screen.getByRole('alert').textContent).toBe(
			'Ya formas parte del equipo de Farmacia Sur.',
		);
		expect(assign).not.toHaveBeenCalled();
	});

	it('tells another account whom the invitation is for, and logs out back to this page', async () => {
		logIn();
		ready.mockResolvedValue(true);
		getInvitation.mockResolvedValue({ ok: true, data: invitation({ account: 'other' }) });
		render(<JoinTeam />);
		await settle();
		expect(screen.getByRole('alert').textContent).toContain(
			'Esta invitación es para pablo@ejemplo.es',
		);
		fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
		expect(logOut).toHaveBeenCalledWith({ to: '/unirse?invitacion=tok-1' });
		expect(screen.queryByRole('button', { name: 'Unirme al equipo' })).toBeNull();
	});

	it.each([
		['expired', 'Esta invitación ha caducado. Pide a tu farmacia que te envíe otra.'],
		['used', 'Esta invitación ya se ha usado. Si fuiste tú, ya estás en el equipo.'],
		['cancelled', 'La farmacia ha cancelado esta invitación.'],
	] as const)('says so when the invitation is %s, and forgets it', async (state, text) => {
		getInvitation.mockResolvedValue({ ok: true, data: invitation({ state }) });
		render(<JoinTeam />);
		await settle();
		expect(screen.getByRole('alert').textContent).toBe(text);
		expect(screen.queryByRole('button', { name: /Formulario/ })).toBeNull();
		expect(sessionStorage.getItem(PENDING_INVITATION_KEY)).toBeNull();
	});

	it('says so, and keeps the page, when the login form cannot be fetched', async () => {
		// A fresh JoinTeam whose lazy login form fails to arrive (offline, a newer deploy).
		vi.resetModules();
		vi.doMock('../auth/LoginForm', () => {
			throw new Error('Failed to fetch dynamically imported module');
		});
		const api = await import('../../../lib/api/pharmacy-team');
		const session = await import('../../../stores/session');
		vi.mocked(api.getInvitation).mockResolvedValue({ ok: true, data: invitation() });
		vi.mocked(session.sessionReady).mockResolvedValue(false);
		const { default: FreshJoinTeam } = await import('./JoinTeam');
		render(<FreshJoinTeam />);
		await settle();
		fireEvent.click(screen.getByRole('button', { name: 'Ya tengo cuenta' }));
		expect((await screen.findByRole('alert')).textContent).toBe(
			'No hemos podido cargar el formulario de entrada. Comprueba tu conexión y recarga la página.',
		);
		fireEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
		expect(screen.getByRole('button', { name: /^Formulario de registro/ })).toBeTruthy();
		vi.doUnmock('../auth/LoginForm');
	});

	it('finds the invitation kept in this tab when the address has none', async () => {
		window.history.replaceState(null, '', '/unirse');
		sessionStorage.setItem(PENDING_INVITATION_KEY, 'tok-kept');
		getInvitation.mockResolvedValue({ ok: true, data: invitation() });
		render(<JoinTeam />);
		await settle();
		expect(getInvitation).toHaveBeenCalledWith('tok-kept');
		cleanup();
		sessionStorage.clear();
		render(<JoinTeam />);
		await settle();
		expect(screen.getByRole('alert').textContent).toContain('no lleva ninguna invitación');
	});
});
