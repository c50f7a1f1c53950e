/**
 * Journey: the navigation bar and footer of spec §2 on a phone and a desktop: the hamburger menu,
 * the links, the footer groups, and a logged-in visitor's avatar with its account menu.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, isPhone, menuPanel, menuToggle, waitForHydration } from './support';

test.describe('barra de navegación y pie', () => {
	test('los enlaces principales: en el móvil tras el menú, en escritorio a la vista', async ({
		page,
	}) => {
		await page.goto('/cursos/');
		const header = page.getByRole('banner');

		if (isPhone(page)) {
			// Folded away until the hamburger opens them.
			await expect(header.getByRole('link', { name: 'Método' })).toBeHidden();
			await menuToggle(page).click();
			const panel = menuPanel(page);
			await expect(panel.getByRole('link', { name: 'Cursos' })).toHaveAttribute(
				'aria-current',
				'page',
			);
			await expect(panel.getByRole('link', { name: 'Método' })).toHaveAttribute(
				'href',
				'/metodo-liceo',
			);
			await expect(panel.getByRole('link', { name: 'Planes' })).toBeVisible();
			await expect(panel.getByRole('link', { name: 'Blog' })).toHaveAttribute(
				'href',
				'https://blog.liceocampus.es',
			);
			await expect(panel.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
				'href',
				'/mi-perfil/iniciar-sesion',
			);
			await expect(panel.getByRole('link', { name: 'Prueba gratis' })).toBeVisible();

			// Escape closes it and gives focus back to the toggle.
			await page.keyboard.press('Escape');
			await expect(panel).toBeHidden();
			await expect(menuToggle(page)).toBeFocused();
		} else {
			await expect(menuToggle(page)).toBeHidden();
			for (const name of ['Cursos', 'Método', 'Planes', 'Blog', 'Entrar', 'Prueba gratis']) {
				await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
			}
		}
	});

	test('el pie de /cursos muestra el primer grupo (cursos, método, perfil, prueba)', async ({
		page,
	}) => {
		await page.goto('/cursos/');
		const footerNav = page
			.getByRole('contentinfo')
			.getByRole('navigation', { name: 'Pie de página' });
		await expect(footerNav.getByRole('heading', { name: 'Campus' })).toBeVisible();
		for (const [name, href] of [
			['Cursos', '/cursos'],
			['Método Liceo', '/metodo-liceo'],
			['Mi perfil', '/mi-perfil'],
			['Prueba gratis', '/prueba-gratis/seleccion'],
		] as const) {
			await expect(footerNav.getByRole('link', { name, exact: true })).toHaveAttribute(
				'href',
				href,
			);
		}
		await expect(footerNav.getByRole('heading', { name: 'Aula' })).toHaveCount(0);
	});

	test('una persona con sesión ve sus iniciales y su menú, y "Cerrar sesión" vuelve a "Entrar"', async ({
		page,
		context,
		baseURL,
	}) => {
		await context.addCookies([{ name: 'at_dev', value: 'token-de-prueba', url: baseURL ?? '' }]);
		// The session check (issue #4) validates the token on load and logging out tells the server:
		// this made-up token is answered as a valid session instead of reaching the real API.
		await context.route('**/api/oauth/token', (route) =>
			route.request().method() === 'GET'
				? route.fulfill({ json: { ok: true, data: { token: { call_refresh_token: false } } } })
				: route.fallback(),
		);
		await context.route('**/api/oauth/logout', (route) =>
			route.fulfill({ json: { ok: true, data: { logout: 'ok' } } }),
		);
		await context.addInitScript(() => {
			// Only once: after logging out the next page must find the cleared record.
			if (sessionStorage.getItem('seeded')) return;
			sessionStorage.setItem('seeded', '1');
			localStorage.setItem(
				'auth',
				JSON.stringify({ name: 'Ana', lastName: 'Ruiz', initials: 'An', role: null }),
			);
		});
		// Swapping in the session after hydration must not upset React (a mismatch logs an error).
		const consoleErrors: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') consoleErrors.push(message.text());
		});
		await page.goto('/cursos/');
		await waitForHydration(page);
		const header = page.getByRole('banner');

		const avatar = header.getByRole('button', { name: 'An, mi cuenta' });
		await expect(avatar).toBeVisible();
		await expect(avatar).toHaveText('An');
		await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);

		await avatar.click();
		const menu = page.getByRole('menu', { name: 'Mi cuenta' });
		await expect(menu.getByRole('menuitem')).toHaveText(['Mis suscripciones', 'Cerrar sesión']);
		await expect(menu.getByRole('menuitem', { name: 'Mis suscripciones' })).toHaveAttribute(
			'href',
			'/mi-perfil',
		);
		await expect(menu.getByRole('menuitem', { name: 'Mis suscripciones' })).toBeFocused();
		await expectNoAxeViolations(page);

		// Keyboard: arrows move, Escape closes and returns to the avatar.
		await page.keyboard.press('ArrowDown');
		await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
		await page.keyboard.press('Escape');
		await expect(menu).toBeHidden();
		await expect(avatar).toBeFocused();

		await avatar.click();
		await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
		// /home, or home itself where the server redirects it there.
		await expect(page).toHaveURL(/^[^?#]*:\d+\/(home\/?)?$/);

		await page.goto('/cursos/');
		await waitForHydration(page);
		await expect(page.getByRole('banner').getByRole('button', { name: /mi cuenta/ })).toHaveCount(
			0,
		);
		if (isPhone(page)) await menuToggle(page).click();
		await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();
		expect(await page.evaluate(() => localStorage.getItem('auth'))).not.toContain('Ana');
		expect(consoleErrors).toEqual([]);
	});

	test('accesible con el menú cerrado y abierto', async ({ page }) => {
		await page.goto('/cursos/');
		await waitForHydration(page);
		await expectNoAxeViolations(page);

		if (isPhone(page)) {
			await menuToggle(page).click();
			await expect(menuPanel(page)).toBeVisible();
			await expectNoAxeViolations(page);
		}
	});
});
