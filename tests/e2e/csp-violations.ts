/**
 * Content-Security-Policy violations as a journey sees them (ADR 010): shared by the page sweep
 * (security-headers.spec.ts) and the outside services' journeys (tests/integrations).
 */
import { expect, type Page } from '@playwright/test';

/**
 * Collects the page's policy violations: the `securitypolicyviolation` events of every document
 * it opens (reported through a binding, which no policy can stop) and Chromium's console lines.
 */
export async function watchViolations(page: Page): Promise<string[]> {
	const violations: string[] = [];
	page.on('console', (message) => {
		if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
	});
	await page.exposeFunction('reportCspViolation', (violation: string) => {
		violations.push(violation);
	});
	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (event) => {
			const report = (window as unknown as { reportCspViolation: (text: string) => void })
				.reportCspViolation;
			report(
				`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
			);
		});
	});
	return violations;
}

/** The page's islands hydrated (those shown on scroll scrolled to), tolerating a redirect. */
export async function settle(page: Page) {
	for (const island of await page.locator('astro-island[client="visible"]').all()) {
		await island.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
	}
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
