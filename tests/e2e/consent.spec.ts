/** Journey: a first-time visitor answers the cookie banner, and the answer is remembered. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.use({ storageState: { cookies: [], origins: [] } });

test.describe('aviso de cookies', () => {
	test('aparece en la primera visita, es accesible y "Rechazar" se recuerda', async ({
		page,
		context,
	}) => {
		await page.goto('/cursos/');
		const banner = page.getByRole('region', { name: 'Aviso de cookies' });
		await expect(banner).toBeVisible();
		const axe = await new AxeBuilder({ page })
			.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
			.include('[data-consent]')
			.analyze();
		expect(axe.violations).toEqual([]);

		await banner.getByRole('button', { name: 'Rechazar' }).click();
		await expect(banner).toBeHidden();
		const cookies = await context.cookies();
		expect(cookies.find((cookie) => cookie.name === 'lc_consent')?.value).toBe('v1.analytics-0');

		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(banner).toBeHidden();

		// The footer reopens it, to change the answer later.
		await page.getByRole('button', { name: 'Configurar cookies' }).click();
		await expect(banner).toBeVisible();
		await expect(banner.getByRole('button', { name: 'Aceptar todas' })).toBeFocused();
		// No container id in this build: nothing from the tag manager is ever added.
		await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
	});

	test('"Configurar" permite aceptar solo lo elegido', async ({ page, context }) => {
		await page.goto('/');
		const banner = page.getByRole('region', { name: 'Aviso de cookies' });
		await banner.getByRole('button', { name: 'Configurar' }).click();
		const analytics = banner.getByRole('checkbox', { name: /Cookies analíticas/ });
		await expect(analytics).not.toBeChecked();
		await analytics.check();
		await banner.getByRole('button', { name: 'Guardar preferencias' }).click();
		await expect(banner).toBeHidden();
		const cookies = await context.cookies();
		expect(cookies.find((cookie) => cookie.name === 'lc_consent')?.value).toBe('v1.analytics-1');
	});
});

test.describe('aviso de cookies en la portada', () => {
	test('no es lo mayor que pinta la página y no impide usarla sin responder', async ({ page }) => {
		await page.goto('/');
		const banner = page.getByRole('region', { name: 'Aviso de cookies' });
		await expect(banner).toBeVisible();
		// The page's Largest Contentful Paint so far (no input yet, which would end the measure).
		const largest = await page.evaluate(
			() =>
				new Promise<{ inBanner: boolean; element: string; size: number }>((resolve) => {
					new PerformanceObserver((list) => {
						const entries = list.getEntries() as (PerformanceEntry & {
							element: Element | null;
							size: number;
						})[];
						const last = entries.at(-1);
						resolve({
							inBanner: Boolean(last?.element?.closest('[data-consent]')),
							element: `${last?.element?.tagName ?? '?'}.${last?.element?.className ?? ''}`,
							size: last?.size ?? 0,
						});
					}).observe({ type: 'largest-contentful-paint', buffered: true });
				}),
		);
		console.log(`LCP de la portada: ${largest.element} (${String(largest.size)} px²)`);
		expect(largest.inBanner).toBe(false);

		// Unanswered, it leaves the page usable: the hero's second call to action takes the visitor on.
		await page.getByRole('link', { name: 'Ver el catálogo' }).click();
		await expect(page).toHaveURL(/\/cursos\/?$/);
		await expect(banner).toBeVisible();
	});
});
