/**
 * No page is wider than a phone (issue #17): every page the build wrote, at 360 and 390 px, has no
 * horizontal scroll. Whatever must be wider (a table) scrolls inside its own box.
 */
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from './built-pages';
import { settle } from './csp-violations';

const WIDTHS = [360, 390];

/** How far the page scrolls sideways, and the first elements that stick out, to name the culprit. */
async function overflow(page: Page, width: number) {
	await page.setViewportSize({ width, height: 800 });
	return page.evaluate((viewport) => {
		const sticking = [...document.querySelectorAll('body *')]
			.filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
			.slice(0, 3)
			.map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
		return { scrollWidth: document.documentElement.scrollWidth, sticking };
	}, width);
}

/**
 * {@link overflow} once the page has settled in the site's own fonts, measured again where the
 * page lands when it navigates meanwhile: a campus page sends a visitor without a session to
 * /login once its session check answers.
 */
async function measure(page: Page, width: number) {
	for (let attempt = 1; ; attempt += 1) {
		try {
			await settle(page);
			await page.evaluate(async () => {
				await document.fonts.ready;
			});
			return await overflow(page, width);
		} catch (error) {
			if (attempt === 3 || !String(error).includes('Execution context was destroyed')) throw error;
			await page.waitForLoadState('load');
		}
	}
}

test.describe('el ancho de las páginas en un móvil', () => {
	for (const pathname of builtPages()) {
		test(`${pathname} cabe en 360 y 390 px`, async ({ page }, testInfo) => {
			test.skip(testInfo.project.name !== 'movil', 'el ancho de un móvil');
			await page.goto(pathname);
			for (const width of WIDTHS) {
				const { scrollWidth, sticking } = await measure(page, width);
				expect(scrollWidth, `${String(width)} px: ${sticking.join(', ')}`).toBeLessThanOrEqual(
					width,
				);
			}
		});
	}
});
