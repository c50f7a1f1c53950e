/**
 * Journey: a pharmacy worker finds a course in the catalogue and opens it. Runs against the built
 * site (static pages + the API + the embedded database) in Chromium, phone and desktop.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

test.describe('catálogo de cursos', () => {
	test('la lista y la ficha de un curso están en el HTML, sin esperar a JavaScript', async ({
		request,
	}) => {
		const catalogue = await request.get('/cursos/');
		expect(catalogue.ok()).toBe(true);
		const html = await catalogue.text();
		expect(html).toContain('Cursos para el equipo de la farmacia');
		expect(html).toMatch(/href="\/cursos\/[a-z0-9-]+\/"/);

		const slug = /href="\/cursos\/([a-z0-9-]+)\/"/.exec(html)?.[1];
		const detail = await request.get(`/cursos/${slug}/`);
		const detailHtml = await detail.text();
		expect(detailHtml).toContain('Programa del curso');
		expect(detailHtml).toContain('Test final');
		// A course page hydrates nothing of its own: its only island is the navbar session.
		const islands = detailHtml.match(/component-url="[^"]+"/g) ?? [];
		expect(islands.every((url) => url.includes('/NavbarSession.'))).toBe(true);
		expect(html).toContain('<astro-island');
	});

	test('busca sin tildes, filtra por categoría y abre un curso', async ({ page }) => {
		const consoleErrors: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') consoleErrors.push(message.text());
		});
		await page.goto('/cursos/');
		await expect(
			page.getByRole('heading', { level: 1, name: 'Cursos para el equipo de la farmacia' }),
		).toBeVisible();
		await waitForHydration(page);

		const search = page.getByRole('searchbox', { name: 'Buscar cursos' });
		await search.fill('nutricion');
		const results = page.getByRole('list').filter({ has: page.getByRole('article') });
		await expect(results.getByRole('heading').first()).toContainText(/Nutrición/);
		await expect(page).toHaveURL(/\?q=nutricion/);
		const headings = await results.getByRole('heading').allTextContents();
		expect(headings.length).toBeGreaterThan(0);
		expect(headings.some((name) => name.includes('Nutrición'))).toBe(true);

		// Every word must match: nothing here.
		await search.fill('nutricion zzzzqx');
		await expect(
			page.getByRole('paragraph').filter({ hasText: 'No hay resultados para esta búsqueda' }),
		).toBeVisible();
		await expect(page.getByRole('status')).toHaveText('No hay resultados para esta búsqueda');

		await search.fill('');
		const categories = page.getByRole('group', { name: 'Filtrar por categoría' });
		await categories.getByRole('button', { name: 'Dermofarmacia' }).click();
		await expect(categories.getByRole('button', { name: 'Dermofarmacia' })).toHaveAttribute(
			'aria-pressed',
			'true',
		);
		await expect(page).toHaveURL(/cat=1/);
		await expect(results.getByRole('article').first()).toContainText('Dermofarmacia');
		const eyebrows = await results.locator('.ui-card__eyebrow').allTextContents();
		expect(new Set(eyebrows)).toEqual(new Set(['Dermofarmacia']));

		const first = results.getByRole('article').first().getByRole('link');
		const name = (await first.textContent()) ?? '';
		await first.click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
		await expect(page.getByRole('heading', { name: 'Qué aprenderás' })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Programa del curso' })).toBeVisible();
		await expect(page.locator('video track[kind="captions"][srclang="es"]')).toHaveCount(1);
		await expect(page.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/planes');
		expect(consoleErrors).toEqual([]);
	});

	test('searching "tos" shows "Tos seca…" first', async ({ page }) => {
		await page.goto('/cursos/');
		await waitForHydration(page);
		await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill('tos');
		await expect(page).toHaveURL(/\?q=tos/);
		const results = page.getByRole('list').filter({ has: page.getByRole('article') });
		await expect(results.getByRole('heading').first()).toHaveText(/^Tos seca/);
	});

	test('"Ver más" añade la siguiente página y un enlace con búsqueda la restaura', async ({
		page,
	}) => {
		await page.goto('/cursos/');
		await waitForHydration(page);
		const cards = page.locator('.catalogue__grid > li');
		await expect(cards).toHaveCount(12);
		await page.getByRole('button', { name: 'Ver más cursos' }).click();
		await expect(cards).toHaveCount(24);
		await expect(page.getByText(/Mostrando 24 de \d+/)).toBeVisible();

		await page.goto('/cursos/?q=dermo');
		await expect(page.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('dermo');
		await expect(cards.first()).toContainText(/dermo/i);
	});

	test('al volver de un curso, el catálogo conserva los cursos mostrados y la posición', async ({
		page,
	}) => {
		await page.goto('/cursos/');
		await waitForHydration(page);
		const cards = page.locator('.catalogue__grid > li');
		await page.getByRole('button', { name: 'Ver más cursos' }).click();
		await expect(cards).toHaveCount(24);
		const seventeenth = cards.nth(16).getByRole('link').first();
		await seventeenth.scrollIntoViewIfNeeded();
		const scrolled = await page.evaluate(() => window.scrollY);
		expect(scrolled).toBeGreaterThan(500);
		await seventeenth.click();
		await expect(page).toHaveURL(/\/cursos\/[^/?]+\/?$/);
		await page.goBack();
		await expect(cards).toHaveCount(24);
		await expect(page.getByText(/Mostrando 24 de \d+/)).toBeVisible();
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
		expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40);
		await expect(seventeenth).toBeInViewport();
		// "Ver más" goes on from there: 36, with no course twice.
		await page.getByRole('button', { name: 'Ver más cursos' }).click();
		await expect(cards).toHaveCount(36);
		const links = await cards
			.getByRole('link')
			.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
		expect(new Set(links).size).toBe(links.length);
	});

	test('una visita nueva al catálogo empieza por el principio', async ({ page }) => {
		await page.goto('/cursos/');
		await waitForHydration(page);
		const cards = page.locator('.catalogue__grid > li');
		await page.getByRole('button', { name: 'Ver más cursos' }).click();
		await expect(cards).toHaveCount(24);
		await cards.nth(16).getByRole('link').first().click();
		await expect(page).toHaveURL(/\/cursos\/[^/?]+\/?$/);
		await page.goto('/cursos/');
		await waitForHydration(page);
		await expect(cards).toHaveCount(12);
	});

	test('lo escrito antes de que cargue el JavaScript no se pierde', async ({ page }) => {
		// Hold the island's code until the visitor has typed, as on a slow phone connection.
		let release: () => void = () => undefined;
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		await page.route('**/_astro/CourseCatalogue*.js', async (route) => {
			await held;
			await route.continue();
		});
		await page.goto('/cursos/', { waitUntil: 'domcontentloaded' });
		await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill('nutricion');
		release();
		await waitForHydration(page);
		await expect(page).toHaveURL(/\?q=nutricion/);
		await expect(page.locator('.catalogue__grid > li').first()).toContainText('Nutrición');
		await expect(page.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('nutricion');
	});

	test('el catálogo y la ficha de un curso pasan axe (WCAG 2.2 AA)', async ({ page }) => {
		await page.goto('/cursos/');
		await waitForHydration(page);
		await expectNoAxeViolations(page);

		await page.locator('.catalogue__grid > li a').first().click();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await waitForHydration(page);
		await expectNoAxeViolations(page);
	});

	test('el servidor comprime el HTML y el CSS, y las piezas con hash se guardan un año', async ({
		request,
	}) => {
		const page = await request.get('/cursos/', { headers: { 'accept-encoding': 'gzip' } });
		expect(page.headers()['content-encoding']).toBe('gzip');
		const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(await page.text())?.[1];
		expect(stylesheet).toBeDefined();
		const css = await request.get(stylesheet ?? '', { headers: { 'accept-encoding': 'br' } });
		expect(css.headers()['content-encoding']).toBe('br');
		expect(css.headers()['cache-control']).toContain('immutable');
		// A client that does not ask for compression still gets the page.
		const plain = await request.get('/cursos/', { headers: { 'accept-encoding': 'identity' } });
		expect(plain.headers()['content-encoding']).toBeUndefined();
	});
});
