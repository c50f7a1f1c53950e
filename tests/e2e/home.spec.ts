/** Journey: a visitor reads the home page, sees what each audience pays, and subscribes. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('inicio', () => {
	test('explica el método, muestra cursos, perfiles con precios y la suscripción a la newsletter', async ({
		page,
	}, testInfo) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Formación en vídeo para el equipo de la farmacia',
		);
		await expect(page.getByRole('heading', { name: 'Escenas de mostrador' })).toBeVisible();
		await expect(page.getByText(/cursos para profesionales de la farmacia/)).toBeVisible();
		// The student plans start at the annual price spread over twelve months: 95,04 € / 12.
		const students = page.getByRole('listitem').filter({ hasText: 'Prepárate para tus prácticas' });
		await expect(students).toContainText('Desde 7,92 € al mes');
		await expect(page.getByRole('link', { name: 'Ver planes para farmacias' })).toHaveAttribute(
			'href',
			'/planes/farmacia/',
		);
		await page.getByText('¿Cómo cancelo mi suscripción?').click();
		await expect(page.getByText(/al menos 7 días antes del siguiente pago/)).toBeVisible();

		const axe = await new AxeBuilder({ page })
			.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
			.analyze();
		expect(axe.violations).toEqual([]);

		const newsletter = page.getByRole('region', { name: 'Recibe la newsletter de Liceo Campus' });
		await newsletter.scrollIntoViewIfNeeded();
		await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
		await newsletter.getByLabel('Nombre').fill('Lucía');
		await newsletter.getByLabel('Email').fill(`lucia.${testInfo.project.name}@example.com`);
		await newsletter.getByRole('button', { name: 'Suscribirme' }).click();
		await expect(newsletter.getByText(/Te has suscrito a la newsletter/)).toBeVisible();
	});
});
