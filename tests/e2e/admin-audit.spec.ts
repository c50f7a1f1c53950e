/**
 * The back-office's audit log (issue #20): what an admin does in the studio is in the log, found
 * by the course's number and read by keyboard; an editor has neither the section nor its page.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, isPhone, waitForHydration } from './support';
import {
	ADMIN,
	courseName,
	createCourse,
	deleteCourse,
	logInAsEditor,
	logInAsStaff,
} from './studio';

test.describe('el registro de actividad', () => {
	test('un administrador encuentra en el registro lo que hizo con un curso', async ({
		page,
	}, testInfo) => {
		await logInAsStaff(page, ADMIN);
		const name = courseName(testInfo, 'Registro');
		const editorUrl = await createCourse(page, name);
		const cid = new URL(editorUrl).searchParams.get('cid') ?? '';
		await deleteCourse(page, name);

		// One navigation: the studio leads to the back-office's sections.
		await waitForHydration(page);
		const nav = page.getByRole('navigation', { name: 'Secciones del equipo' });
		await nav.getByRole('link', { name: 'Registro de actividad' }).click();
		await expect(page).toHaveURL(/\/admin\/registro\/$/);
		await expect(
			page.getByRole('heading', { level: 1, name: 'Registro de actividad' }),
		).toBeVisible();
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

		const filters = page.getByRole('search', { name: 'Buscar en el registro' });
		await filters.getByLabel(/Número de lo afectado/).fill(cid);
		const table = page.getByRole('table', { name: /Registro de actividad/ });
		await expect(page.getByRole('status').filter({ hasText: 'entradas' })).toHaveText('2 entradas');
		const rows = table.locator('tbody tr');
		await expect(rows.nth(0)).toContainText('Descartar borrador');
		await expect(rows.nth(1)).toContainText('Crear curso');
		await expect(rows.nth(1)).toContainText('Tomás Herrera Ruiz');
		await expect(rows.nth(1).getByRole('link', { name: `Curso ${cid}` })).toHaveAttribute(
			'href',
			`/estudio/curso/?cid=${cid}`,
		);
		await expectNoAxeViolations(page);

		// By keyboard: the changes of the creation open with Enter and show the new title.
		const changes = rows.nth(1).locator('summary');
		await changes.focus();
		await expect(changes).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(rows.nth(1).locator('ins').filter({ hasText: name })).toBeVisible();
		await expectNoAxeViolations(page);
		if (isPhone(page)) {
			await page.setViewportSize({ width: 360, height: 780 });
			const width = await page.evaluate(() => document.documentElement.scrollWidth);
			expect(width).toBeLessThanOrEqual(360);
		}
		mkdirSync('screenshots', { recursive: true });
		await page.screenshot({
			path: `screenshots/admin-audit-${testInfo.project.name}.png`,
			fullPage: true,
		});

		// The action filter narrows to the creation alone.
		await filters.getByLabel('Acción').selectOption({ label: 'Crear curso' });
		await expect(page.getByRole('status').filter({ hasText: 'entrada' })).toHaveText('1 entrada');
		await expect(rows).toHaveCount(1);
	});

	test('una editora no tiene el registro', async ({ page }) => {
		await logInAsEditor(page);
		await page.goto('/estudio/');
		await waitForHydration(page);
		const nav = page.getByRole('navigation', { name: 'Secciones del equipo' });
		await expect(nav.getByRole('link', { name: 'Publicaciones' })).toBeVisible();
		await expect(nav.getByRole('link', { name: 'Registro de actividad' })).toHaveCount(0);
		await expect(nav.getByRole('link', { name: 'Clientes' })).toHaveCount(0);
		await page.goto('/admin/registro/');
		await expect(
			page.getByText('Esta página es solo para la administración del campus.'),
		).toBeVisible();
		await expect(page.getByRole('table')).toHaveCount(0);
	});
});
