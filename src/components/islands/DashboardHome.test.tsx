// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
const ready = vi.mocked(sessionReady);
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
		const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
		ready.mockResolvedValue(false);
		await renderDashboard();
		expect(replace).toHaveBeenCalledExactlyOnceWith('/login');
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

	it('logs out', async () => {
		logIn();
		ready.mockResolvedValue(true);
		logout.mockResolvedValue(undefined);
		await renderDashboard();
		fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
		expect(logout).toHaveBeenCalledOnce();
	});
});
