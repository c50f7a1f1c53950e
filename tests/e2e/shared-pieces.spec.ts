/**
 * The spec's shared pieces in use (issue #17): the banner above the navigation bar shows the text
 * the operator stored in `site_settings` (sanitised) and nothing by default, and the loading
 * screen covers the checkout while the payment is confirmed. The configured banner needs a
 * database of its own: a second server of the same build is started on a PGlite folder that
 * already holds the row, as the back-office would leave it.
 */
import { expect, test } from '@playwright/test';
import { siteSettings } from '../../src/server/db/schema';
import { CARD, fillCard, signUpInCheckout } from './checkout';
import { startExtraServer, type ExtraServer } from './extra-server';
import { E2E_PORT } from './server';
import { expectNoAxeViolations, newAccount, waitForHydration } from './support';

const BANNER =
	'Nuevo curso de <strong>Dermofarmacia</strong>: <a href="/cursos/">míralo</a>' +
	'<img src="x" onerror="window.__bannerXss = 1"><script>window.__bannerXss = 2</script>';

test.describe('banner', () => {
	test('no aparece mientras no hay texto configurado', async ({ page }) => {
		const asked = page.waitForResponse('**/api/site/getBanner');
		await page.goto('/');
		const answer = await asked;
		expect(await answer.json()).toEqual({
			ok: true,
			data: { getBanner: { html: null, audience: 'everyone' } },
		});
		await expect(page.locator('[data-site-banner]')).toBeHidden();
	});

	test.describe('con texto configurado', () => {
		let server: ExtraServer | undefined;
		let baseUrl = '';

		test.beforeAll(async () => {
			const testInfo = test.info();
			testInfo.setTimeout(180_000);
			// What the back-office will do: a row in site_settings.
			server = await startExtraServer('banner', E2E_PORT + 100 + testInfo.parallelIndex, (db) =>
				db
					.insert(siteSettings)
					.values({ key: 'banner', value: BANNER })
					.then(() => undefined),
			);
			baseUrl = server.baseUrl;
		});

		test.afterAll(() => {
			server?.stop();
		});

		test('se ve sobre la barra, con su enlace y sin nada ejecutable', async ({ page }) => {
			await page.goto(`${baseUrl}/`);
			await waitForHydration(page);
			const banner = page.locator('[data-site-banner]');
			// The header asks for it once the page is idle, which a loaded machine reaches late.
			await expect(banner).toBeVisible({ timeout: 20_000 });
			await expect(banner).toHaveText('Nuevo curso de Dermofarmacia: míralo');
			await expect(banner.getByRole('link', { name: 'míralo' })).toHaveAttribute(
				'href',
				'/cursos/',
			);
			await expect(banner.locator('img, script, [onerror]')).toHaveCount(0);
			expect(await page.evaluate(() => (window as { __bannerXss?: number }).__bannerXss)).toBe(
				undefined,
			);
			// Above the navigation bar.
			const bannerBox = await banner.boundingBox();
			const navBox = await page.locator('.site-header__bar').boundingBox();
			expect(bannerBox && navBox && bannerBox.y < navBox.y).toBe(true);
			await expectNoAxeViolations(page);
		});
	});
});

test('el pago muestra la pantalla de carga hasta la página de gracias', async ({
	page,
}, testInfo) => {
	await page.goto('/compra/profesional-mensual');
	await waitForHydration(page);
	await signUpInCheckout(page, newAccount(testInfo));
	await expect(page.getByRole('button', { name: /^Pagar/ })).toBeEnabled();
	// A slow bank: the payment answers only once the loading screen has been seen.
	const { promise: bankAnswers, resolve: answer } = Promise.withResolvers<undefined>();
	await page.route('**/api/buy/paidCart', async (route) => {
		await bankAnswers;
		await route.continue();
	});
	await fillCard(page, CARD.pays);
	await page.getByRole('button', { name: /^Pagar/ }).click();
	const loading = page.getByRole('dialog', { name: 'Cargando' });
	await expect(loading).toBeVisible();
	await expect(loading).toContainText('Esta operación puede tardar unos segundos');
	answer(undefined);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gracias por tu compra/);
});
