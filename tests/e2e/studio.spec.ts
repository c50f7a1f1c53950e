/**
 * The content studio (issue #19): the campus's editors find their courses at /estudio, by search,
 * state and category, and see which are due for review; nobody else gets anything from it.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed-data/accounts';
import { expectNoAxeViolations, waitForHydration } from './support';

async function logInAs(page: Page, email: string) {
	await page.goto('/login');
	await waitForHydration(page);
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(email);
	await form.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
	await form.getByRole('button', { name: 'Entrar' }).click();
	await expect(page).toHaveURL(/\/dashboard\/?$/);
}

test.describe('el estudio de contenidos', () => {
	test('una editora busca y filtra los cursos del campus', async ({ page }) => {
		await logInAs(page, 'editora@liceo.local');
		// Her account menu leads to the studio from any page.
		await waitForHydration(page);
		await page.getByRole('button', { name: /mi cuenta/ }).click();
		await page.getByRole('menuitem', { name: 'Estudio de contenidos' }).click();
		await expect(page).toHaveURL(/\/estudio\/$/);
		await expect(
			page.getByRole('heading', { level: 1, name: 'Estudio de contenidos' }),
		).toBeVisible();
		const table = page.getByRole('table', { name: /Cursos del campus/ });
		await expect(table.getByRole('row')).not.toHaveCount(0);
		await expect(page.getByRole('status').filter({ hasText: /cursos$/ })).toBeVisible();
		await expectNoAxeViolations(page);

		// Typed without accents, found with them.
		await page.getByLabel('Buscar por título o dirección').fill('fototipo');
		const row = table.getByRole('row', { name: /Fotoprotección según el fototipo/ });
		await expect(row).toBeVisible();
		await expect(row.getByRole('cell').first()).toHaveText('Publicado');
		await expect(row).toContainText('Revisión pendiente');
		await expect(
			page.getByRole('link', { name: /Fotoprotección según el fototipo/ }),
		).toHaveAttribute('href', /\/estudio\/curso\/\?cid=\d+$/);

		// No demo course on phototypes is a draft (the editor's journeys make drafts meanwhile).
		const filters = page.getByRole('search', { name: 'Buscar y filtrar cursos' });
		await filters.getByLabel('Estado').selectOption({ label: 'Borrador' });
		await expect(page.getByText('No hay cursos con estos filtros.')).toBeVisible();
		await page.getByLabel('Buscar por título o dirección').fill('');
		await filters.getByLabel('Estado').selectOption({ label: 'Publicado' });
		await filters.getByLabel('Categoría').selectOption({ label: 'Pediatría' });
		await expect(table.getByRole('row', { name: /Dermatitis del pañal/ })).toBeVisible();
		await expect(table.getByRole('row', { name: /Fotoprotección/ })).toHaveCount(0);
	});

	test('a quien no es del equipo el estudio no le muestra nada', async ({ page }) => {
		await logInAs(page, 'demo@liceo.local');
		await waitForHydration(page);
		await page.getByRole('button', { name: /mi cuenta/ }).click();
		await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
		await expect(page.getByRole('menuitem', { name: 'Estudio de contenidos' })).toHaveCount(0);
		await page.keyboard.press('Escape');
		await page.goto('/estudio/');
		await expect(page.getByRole('heading', { name: 'Página no disponible' })).toBeVisible();
		// Nor do the publications say anything to her.
		await page.goto('/estudio/publicaciones/');
		await expect(page.getByRole('heading', { name: 'Página no disponible' })).toBeVisible();
		await expect(page.getByRole('table')).toHaveCount(0);
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
	});
});
