// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMyPharmacies } from '../../lib/api/pharmacy-team';
import type { MyPharmacies } from '../../lib/contracts/pharmacy-team';
import { writeTokenCookies } from '../../lib/session-cookies';
import { clearSession, setAuth } from '../../stores/auth';
import { loadSubscriptions, logOut, sessionReady } from '../../stores/session';
import { setSubscriptions, type Licence } from '../../stores/subscription';
import DashboardHome from './DashboardHome';

vi.mock('../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
	logOut: vi.fn(),
}));
vi.mock('../../lib/api/pharmacy-team', () => ({ getMyPharmacies: vi.fn() }));
// The learning overview asks the API itself; these tests are about what surrounds it.
vi.mock('./dashboard/LearningOverview', () => ({
	LearningOverview: () => <p>Tu aprendizaje</p>,
}));
const ready = vi.mocked(sessionReady);
const pharmacies = vi.mocked(getMyPharmacies);
const NO_PHARMACY: MyPharmacies = { managed: [], groups: [], memberOf: null };
const load = vi.mocked(loadSubscriptions);
const logout = vi.mocked(logOut);

function licence(status: string, extra: Partial<Licence> = {}): Licence {
	return {
		status,
		end: '2030-01-31',
		enrollment_id: 7,
		name: 'Plan Profesional mensual',
		lid: 2,
		periodicity: 2,
		price: 1990,
		...extra,
	};
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
	ready.mockReset();
	load.mockReset();
	logout.mockReset();
	load.mockResolvedValue(true);
	pharmacies.mockReset();
	pharmacies.mockResolvedValue({ ok: true, data: NO_PHARMACY });
});

afterEach(() => {
	cleanup();
});

async function renderDashboard() {
	render(<DashboardHome />);
	await act(() => Promise.resolve());
}

function logIn() {
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Ana', lastName: 'Ruiz' });
}

describe('DashboardHome', () => {
	it('says it is checking the session until the check answers', () => {
		ready.mockReturnValue(new Promise(() => undefined));
		render(<DashboardHome />);
		expect(screen.getByRole('status').textContent).toBe('Comprobando tu sesión…');
	});

	it('sends a visitor without a session to /login', async () => {
		window.history.replaceState(null, '', '/dashboard');
		const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
		ready.mockResolvedValue(false);
		await renderDashboard();
		expect(replace).toHaveBeenCalledExactlyOnceWith('/login?volver=/dashboard');
		window.history.replaceState(null, '', '/');
		expect(load).not.toHaveBeenCalled();
	});

	it('greets the user by name and lists their licences', async () => {
		logIn();
		setSubscriptions([licence('active')], false);
		ready.mockResolvedValue(true);
		await renderDashboard();
		expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hola, Ana');
		expect(load).toHaveBeenCalledOnce();
		const item = screen.getByRole('listitem');
		expect(item.textContent).toContain('Plan Profesional mensual');
		expect(item.textContent).toContain('Activo');
		expect(item.textContent).toContain('Se renueva el 31 de enero de 2030');
		expect(screen.queryByRole('link', { name: 'Ver planes' })).toBeNull();
	});

	it('offers the plans when no licence gives access', async () => {
		logIn();
		setSubscriptions([licence('canceled', { cancel_at_period_end: true })], false);
		ready.mockResolvedValue(true);
		await renderDashboard();
		expect(screen.getByRole('listitem').textContent).toContain('Inactivo');
		expect(screen.getByText('Todavía no tienes ningún plan activo.')).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/planes');
	});

	it('shows a team member their pharmacy and their learning without a licence of their own', async () => {
		logIn();
		setSubscriptions([], true, {
			pharmacyName: 'Farmacia Plaza',
			planName: 'Plan Farmacia XL mensual',
			status: 'active',
		});
		ready.mockResolvedValue(true);
		pharmacies.mockResolvedValue({
			ok: true,
			data: {
				...NO_PHARMACY,
				memberOf: { id: 7, name: 'Farmacia Plaza', logoUrl: '/api/files/logo-7' },
			},
		});
		await renderDashboard();
		await act(() => Promise.resolve());
		expect(screen.getByRole('heading', { name: 'Equipo de Farmacia Plaza' })).toBeTruthy();
		expect(screen.getByRole('img', { name: 'Logo de Farmacia Plaza' }).getAttribute('src')).toBe(
			'/api/files/logo-7',
		);
		expect(screen.getByText('Tu aprendizaje')).toBeTruthy();
		expect(screen.queryByText('Todavía no tienes ningún plan activo.')).toBeNull();
		// Nothing to buy: the pharmacy pays (issue 17).
		expect(screen.queryByRole('link', { name: /Prueba gratis|Ver planes|Contratar/ })).toBeNull();
	});

	it('sends a group holder to the group panel, not to "no tienes ningún plan activo"', async () => {
		logIn();
		setSubscriptions([], true, null, { name: 'Grupo Demo Liceo' });
		ready.mockResolvedValue(true);
		await renderDashboard();
		expect(screen.queryByText('Todavía no tienes ningún plan activo.')).toBeNull();
		expect(screen.getByText('Tu grupo de farmacias')).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ir al panel del grupo' }).getAttribute('href')).toBe(
			'/aula/grupo',
		);
	});

	it('offers the trial to whoever can still take it, and an upgrade during it', async () => {
		logIn();
		setSubscriptions([], true);
		ready.mockResolvedValue(true);
		await renderDashboard();
		expect(screen.getByRole('link', { name: 'Prueba gratis 5 días' }).getAttribute('href')).toBe(
			'/prueba-gratis/seleccion',
		);
		cleanup();
		setSubscriptions([licence('trialing')], false);
		await renderDashboard();
		expect(screen.queryByRole('link', { name: /Prueba gratis/ })).toBeNull();
		expect(screen.getByRole('link', { name: 'Contratar un plan' }).getAttribute('href')).toBe(
			'/compra/seleccion',
		);
	});

	it('leads an owner to their pharmacy space', async () => {
		logIn();
		setSubscriptions([licence('active')], false);
		ready.mockResolvedValue(true);
		pharmacies.mockResolvedValue({
			ok: true,
			data: {
				...NO_PHARMACY,
				managed: [
					{
						id: 7,
						name: 'Farmacia Plaza',
						logoUrl: null,
						group: null,
						viaGroup: false,
						plan: null,
						used: 1,
					},
				],
			},
		});
		await renderDashboard();
		await act(() => Promise.resolve());
		expect(
			screen.getByRole('link', { name: 'Gestionar mi farmacia y equipo' }).getAttribute('href'),
		).toBe('/aula/mi-farmacia');
	});

	it('logs out', async () => {
		logIn();
		ready.mockResolvedValue(true);
		logout.mockResolvedValue(undefined);
		await renderDashboard();
		fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
		expect(logout).toHaveBeenCalledOnce();
	});
});
