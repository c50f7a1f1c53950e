/** Journey: a pharmacy owner compares plans and opens the one for a team of 20. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectAccessible(page: Page) {
	const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
	expect(result.violations).toEqual([]);
}

test.describe('planes', () => {
	test('compara los planes: precios mensuales y anuales con el 20 % y la tabla de funciones', async ({
		page,
	}) => {
		await page.goto('/planes/');
		await expect(page.getByRole('heading', { level: 1, name: 'Planes y precios' })).toBeVisible();
		const professional = page.getByRole('article', { name: 'Plan Profesional' });
		await expect(professional).toContainText('19,90 € al mes');
		await expect(professional).toContainText('191,04 € al año');
		await expect(professional).toContainText('Ahorra un 20 %');
		await expect(professional.getByRole('link', { name: 'Prueba gratis 5 días' })).toHaveAttribute(
			'href',
			'/prueba-gratis/profesional-anual-prueba',
		);

		const table = page.getByRole('table', { name: 'Qué incluye cada plan' });
		const itineraries = table.getByRole('row', { name: /Itinerarios de formación personalizados/ });
		await expect(itineraries.getByRole('cell')).toHaveText([
			/No incluido/,
			/No incluido/,
			/No incluido/,
			/No incluido/,
			/Incluido/,
		]);
		await expectAccessible(page);
	});

	test('filtra por farmacias y abre el plan XL', async ({ page }) => {
		await page.goto('/planes/farmacia/');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planes para farmacias');
		await expect(page.getByRole('link', { name: 'Farmacias' })).toHaveAttribute(
			'aria-current',
			'page',
		);
		const cards = page.getByRole('article');
		await expect(cards).toHaveCount(3);
		await expect(cards.nth(0)).toContainText('Hasta 4 personas');
		await expect(cards.nth(1)).toContainText('Hasta 10 personas');
		await expect(cards.nth(2)).toContainText('Hasta 20 personas');

		await cards
			.nth(2)
			.getByRole('link', { name: /Ver el plan/ })
			.click();
		await expect(page).toHaveURL(/\/plan\/farmacia-xl\/$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Farmacia XL');
		await expect(
			page.getByRole('listitem').filter({ hasText: 'Itinerarios de formación personalizados' }),
		).toBeVisible();
		await expect(page.getByRole('link', { name: 'Te llamamos' })).toBeVisible();
		await expectAccessible(page);
	});

	test('se puede contratar y probar el pago mensual, con el teclado, y el enlace lo recuerda', async ({
		page,
	}) => {
		await page.goto('/planes/');
		const professional = page.getByRole('article', { name: 'Plan Profesional' });
		const period = page.getByRole('group', { name: 'Forma de pago' });
		await expect(period.getByRole('radio', { name: /Anual/ })).toBeChecked();
		await expect(professional.getByRole('link', { name: 'Contratar' })).toHaveAttribute(
			'href',
			'/compra/profesional-anual',
		);

		// Keyboard: focus the checked option and move to the other one with an arrow key.
		await period.getByRole('radio', { name: /Anual/ }).focus();
		await page.keyboard.press('ArrowLeft');
		await expect(period.getByRole('radio', { name: 'Mensual' })).toBeChecked();
		await expect(page).toHaveURL(/[?&]periodo=mensual/);
		await expect(professional.getByRole('link', { name: 'Contratar' })).toHaveAttribute(
			'href',
			'/compra/profesional-mensual',
		);
		await expect(professional.getByRole('link', { name: 'Prueba gratis 5 días' })).toHaveAttribute(
			'href',
			'/prueba-gratis/profesional-mensual-prueba',
		);
		// Only the chosen period's links are there for a screen reader.
		await expect(professional.getByRole('link', { name: 'Contratar' })).toHaveCount(1);
		await expectAccessible(page);

		// A shared link keeps the choice; clicking a card's annual price box chooses annual.
		await page.goto('/plan/farmacia-l/?periodo=mensual');
		await expect(page.getByRole('radio', { name: 'Mensual' })).toBeChecked();
		await expect(page.getByRole('link', { name: 'Contratar' })).toHaveAttribute(
			'href',
			'/compra/farmacia-l-mensual',
		);
		await page.getByText(/al año/).click();
		await expect(page.getByRole('radio', { name: /Anual/ })).toBeChecked();
		await expect(page).toHaveURL(/[?&]periodo=anual/);
		await expect(page.getByRole('link', { name: 'Contratar' })).toHaveAttribute(
			'href',
			'/compra/farmacia-l-anual',
		);
		await page.getByRole('link', { name: 'Contratar' }).click();
		await expect(page).toHaveURL(/\/compra\/farmacia-l-anual\/?$/);
	});
});
