// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokenCookies } from '../../lib/session-cookies';
import { $auth, $isLoggedIn, clearSession, setAuth } from '../../stores/auth';
import { AFTER_LOGOUT_PATH } from '../../lib/navigation';
import NavbarSession, {
	NAVBAR_SESSION_LABEL_KEYS,
	type NavbarSessionLabels,
	type NavbarSessionProps,
} from './NavbarSession';
import { t } from '../../i18n';

const labels = Object.fromEntries(
	NAVBAR_SESSION_LABEL_KEYS.map((key) => [key, t(key)]),
) as NavbarSessionLabels;

function renderBar(props: Partial<NavbarSessionProps> = {}) {
	return render(<NavbarSession pathname="/cursos" labels={labels} {...props} />);
}

function logIn(name = 'ana') {
	writeTokenCookies({ access_token: 'token' });
	setAuth({ name, lastName: 'Ruiz' });
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
});

afterEach(() => {
	cleanup();
});

describe('NavbarSession', () => {
	it('shows nothing to an anonymous visitor', () => {
		const { container } = renderBar();
		expect(container.textContent).toBe('');
		expect(screen.queryByRole('button', { name: /mi cuenta/ })).toBeNull();
	});

	it('renders the empty slot on the server even for a logged-in visitor', async () => {
		logIn();
		const { renderToString } = await import('react-dom/server');
		const html = renderToString(<NavbarSession pathname="/cursos" labels={labels} />);
		expect(html).toBe('<div class="site-header__account-slot"></div>');
	});

	it('shows the avatar with the initials once mounted', () => {
		logIn('ana');
		renderBar();
		const avatar = screen.getByRole('button', { name: 'An, mi cuenta' });
		expect(avatar.textContent).toBe('An');
		expect(avatar.getAttribute('aria-expanded')).toBe('false');
	});

	it('opens the menu, moves with the arrows and closes with Escape, focus back on the avatar', async () => {
		logIn();
		const user = userEvent.setup();
		renderBar();
		const avatar = screen.getByRole('button', { name: 'An, mi cuenta' });

		await user.click(avatar);
		expect(avatar.getAttribute('aria-expanded')).toBe('true');
		const menu = screen.getByRole('menu', { name: 'Mi cuenta' });
		const items = screen.getAllByRole('menuitem');
		expect(items.map((item) => item.textContent)).toEqual(['Mis suscripciones', 'Cerrar sesión']);
		expect(items[0]?.getAttribute('href')).toBe('/mi-perfil');
		expect(document.activeElement).toBe(items[0]);

		await user.keyboard('{ArrowDown}');
		expect(document.activeElement).toBe(items[1]);
		await user.keyboard('{ArrowDown}');
		expect(document.activeElement).toBe(items[0]);
		await user.keyboard('{ArrowUp}');
		expect(document.activeElement).toBe(items[1]);

		await user.keyboard('{Escape}');
		expect(avatar.getAttribute('aria-expanded')).toBe('false');
		expect(menu.hidden).toBe(true);
		expect(document.activeElement).toBe(avatar);
	});

	it('opens from the keyboard on the last item with ArrowUp', async () => {
		logIn();
		const user = userEvent.setup();
		renderBar();
		screen.getByRole('button', { name: 'An, mi cuenta' }).focus();
		await user.keyboard('{ArrowUp}');
		expect(document.activeElement?.textContent).toBe('Cerrar sesión');
	});

	it('closes when clicking outside', async () => {
		logIn();
		const user = userEvent.setup();
		renderBar();
		const avatar = screen.getByRole('button', { name: 'An, mi cuenta' });
		await user.click(avatar);
		expect(avatar.getAttribute('aria-expanded')).toBe('true');
		await user.click(document.body);
		expect(avatar.getAttribute('aria-expanded')).toBe('false');
	});

	it('lists the classroom pages in the full dropdown of an aula route', async () => {
		logIn();
		const user = userEvent.setup();
		renderBar({ pathname: '/aula/estadisticas' });
		await user.click(screen.getByRole('button', { name: 'An, mi cuenta' }));
		expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
			'Cursos',
			'Estadísticas',
			'La Infiltrada',
			'Protocolos de consejo',
			'Mis suscripciones',
			'Cerrar sesión',
		]);
	});

	it('leads whoever manages a pharmacy (role 2) to its space first', async () => {
		writeTokenCookies({ access_token: 'token' });
		setAuth({ name: 'ana', lastName: 'Ruiz', role: 2 });
		const user = userEvent.setup();
		renderBar({ pathname: '/aula/estadisticas' });
		await user.click(screen.getByRole('button', { name: 'An, mi cuenta' }));
		const first = screen.getAllByRole('menuitem')[0];
		expect(first?.textContent).toBe('Mi farmacia y equipo');
		expect(first?.getAttribute('href')).toBe('/aula/mi-farmacia');
	});

	it('leads campus staff to the studio, and nobody else', async () => {
		writeTokenCookies({ access_token: 'token' });
		setAuth({ name: 'bea', lastName: 'Navarro', role: 1, staffRole: 'editor' });
		const user = userEvent.setup();
		renderBar();
		await user.click(screen.getByRole('button', { name: 'Be, mi cuenta' }));
		const studio = screen.getByRole('menuitem', { name: 'Estudio de contenidos' });
		expect(studio.getAttribute('href')).toBe('/estudio/');
		await user.keyboard('{Escape}');
		cleanup();

		// An unknown staff role from an older or altered record counts as none.
		setAuth({ name: 'bea', lastName: 'Navarro', role: 1, staffRole: 'root' });
		renderBar();
		await user.click(screen.getByRole('button', { name: 'Be, mi cuenta' }));
		expect(screen.queryByRole('menuitem', { name: 'Estudio de contenidos' })).toBeNull();
	});

	it('"Cerrar sesión" tells the server, clears the session and goes home', async () => {
		logIn();
		const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
		const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
			Promise.resolve(Response.json({ ok: true, data: { logout: 'ok' } })),
		);
		vi.stubGlobal('fetch', fetch);
		const user = userEvent.setup();
		renderBar();
		await user.click(screen.getByRole('button', { name: 'An, mi cuenta' }));
		await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));

		await waitFor(() => {
			expect(assign).toHaveBeenCalledWith(AFTER_LOGOUT_PATH);
		});
		expect(fetch).toHaveBeenCalledOnce();
		const [input] = fetch.mock.calls[0] ?? [];
		expect(input instanceof Request ? input.url : input?.toString()).toContain('/oauth/logout');
		expect($isLoggedIn.get()).toBe(false);
		expect($auth.get().name).toBe('');
		expect(screen.queryByRole('button', { name: /mi cuenta/ })).toBeNull();
		vi.unstubAllGlobals();
	});

	it('shows the full name above the menu items', async () => {
		logIn('ana');
		const user = userEvent.setup();
		renderBar();
		await user.click(screen.getByRole('button', { name: 'An, mi cuenta' }));
		expect(screen.getByText('ana Ruiz')).toBeTruthy();
	});

	it('keeps the avatar while only the refresh token is left (the check renews the access one)', () => {
		document.cookie = 'rt_dev=refresh; path=/';
		setAuth({ name: 'ana', lastName: 'Ruiz' });
		try {
			renderBar();
			expect(screen.getByRole('button', { name: 'An, mi cuenta' })).toBeTruthy();
		} finally {
			document.cookie = 'rt_dev=; path=/; max-age=0';
		}
	});
});
