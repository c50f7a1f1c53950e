/**
 * The back-office's customers (issue #20): an admin finds a pharmacy owner by a name typed without
 * accents, opens their page by keyboard and reads their subscriptions, pharmacy and activity.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, isPhone, waitForHydration } from './support';
import { ADMIN, logInAsStaff } from './studio';

test('un administrador encuentra a un titular y abre su ficha', async ({ page }, testInfo) => {
	await logInAsStaff(page, ADMIN);
	await page.goto('/estudio/');
	await waitForHydration(page);
	await page
		.getByRole('navigation', { name: 'Secciones del equipo' })
		.getByRole('link', { name: 'Clientes' })
		.click();
	await expect(page).toHaveURL(/\/admin\/$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
	await expect(page.getByRole('table', { name: /Personas del campus/ })).toBeVisible();
	await expectNoAxeViolations(page);

	await page.getByLabel('Nombre, email, usuario o farmacia').fill('ramon garcia');
	const table = page.getByRole('table', { name: /Personas del campus/ });
	const row = table.getByRole('row', { name: /Ramón García Soler/ });
	await expect(row).toContainText('Farmacia Demo Liceo');
	await expect(row).toContainText('Titular');

	// By keyboard: the name is a link, opened with Enter.
	const link = row.getByRole('link', { name: 'Ramón García Soler' });
	await link.focus();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/admin\/cliente\/\?id=\d+$/);
	await expect(page.getByRole('heading', { level: 2, name: 'Ramón García Soler' })).toBeVisible();
	await expect(page.getByRole('region', { name: 'Cuenta' })).toContainText('titular@liceo.local');
	await expect(page.getByRole('region', { name: 'Farmacia y equipo' })).toContainText(
		'Titular de Farmacia Demo Liceo',
	);
	await expect(
		page.getByRole('region', { name: 'Suscripciones' }).getByRole('row'),
	).not.toHaveCount(0);
	await expect(page.getByRole('region', { name: 'Accesos' })).toContainText(
		/sesi(ón|ones) abiertas?/,
	);
	await expectNoAxeViolations(page);

	if (isPhone(page)) {
		await page.setViewportSize({ width: 360, height: 780 });
		const width = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(width).toBeLessThanOrEqual(360);
	}
	mkdirSync('screenshots', { recursive: true });
	await page.screenshot({
		path: `screenshots/admin-customer-${testInfo.project.name}.png`,
		fullPage: true,
	});

	// An address naming nobody says so and leads back.
	await page.goto('/admin/cliente/?id=2000000000');
	await expect(page.getByText(/No hay ninguna persona con ese número/)).toBeVisible();
	await page.getByRole('link', { name: 'Volver a clientes' }).click();
	await expect(page).toHaveURL(/\/admin\/$/);
});
