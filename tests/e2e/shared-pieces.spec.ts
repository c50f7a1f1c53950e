/**
 * The spec's shared pieces in use (issue #17): the banner above the navigation bar shows the text
 * the operator stored in `site_settings` (sanitised) and nothing by default, and the loading
 * screen covers the checkout while the payment is confirmed. The configured banner needs a
 * database of its own: a second server of the same build is started on a PGlite folder that
 * already holds the row, as the back-office would leave it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/server/db/client';
import { siteSettings } from '../../src/server/db/schema';
import { CARD, fillCard, signUpInCheckout } from './checkout';
import { E2E_DATA_DIR, E2E_PORT, E2E_TRUSTED_PROXY, EMBEDDED_DATABASE } from './server';
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
		let server: ChildProcess | undefined;
		let baseUrl = '';

		test.beforeAll(async () => {
			const testInfo = test.info();
			testInfo.setTimeout(180_000);
			const port = E2E_PORT + 100 + testInfo.parallelIndex;
			const dataDir = path.resolve(`${E2E_DATA_DIR}-banner-${String(port)}`);
			await rm(dataDir, { recursive: true, force: true });
			// What the back-office will do: a row in site_settings.
			const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
			await database.migrate();
			await database.db.insert(siteSettings).values({ key: 'banner', value: BANNER });
			await database.close();

			server = spawn(process.execPath, ['scripts/serve.ts'], {
				env: {
					...process.env,
					...EMBEDDED_DATABASE,
					BUILD_DIR: process.env.BUILD_DIR ?? 'dist',
					HOST: '127.0.0.1',
					PORT: String(port),
					PGLITE_DIR: `${dataDir}/pglite`,
					DATA_DIR: dataDir,
					LOG_LEVEL: 'warn',
					TRUSTED_PROXY: E2E_TRUSTED_PROXY,
				},
				stdio: 'ignore',
			});
			baseUrl = `http://127.0.0.1:${String(port)}`;
			await expect
				.poll(
					async () => {
						try {
							return (await fetch(`${baseUrl}/api/health`)).ok;
						} catch {
							return false;
						}
					},
					{ timeout: 150_000, intervals: [500] },
				)
				.toBe(true);
		});

		test.afterAll(() => {
			server?.kill();
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
