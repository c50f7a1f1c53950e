/** Steps every journey shares: waiting for the islands and checking a page with axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.2 A and AA, the level a Spanish company's site must meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Astro removes `ssr` from an island once React has hydrated it. Islands that hydrate when
 * visible are scrolled to first.
 */
export async function waitForHydration(page: Page) {
	// Not `[ssr]` here: an island hydrating meanwhile would leave the locator pointing at nothing.
	for (const island of await page.locator('astro-island[client="visible"]').all()) {
		await island.scrollIntoViewIfNeeded();
	}
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** No axe violation at WCAG 2.2 AA; a failure lists each rule with the elements it found. */
export async function expectNoAxeViolations(page: Page) {
	const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
	expect(
		violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
	).toEqual([]);
}

/**
 * The hamburger: a <details> disclosure, whose <summary> ("Menú") has no ARIA role Playwright can
 * query, so it is found by element.
 */
export function menuToggle(page: Page) {
	return page.getByRole('banner').locator('summary', { hasText: 'Menú' });
}

export function menuPanel(page: Page) {
	return page.getByRole('banner').locator('details').getByRole('navigation');
}

export function isPhone(page: Page): boolean {
	return (page.viewportSize()?.width ?? 0) < 900;
}

export interface NewAccount {
	name: string;
	lastName: string;
	email: string;
	nick: string;
	password: string;
}

/** A person who does not exist yet: unique per test, project and worker. */
export function newAccount(testInfo: TestInfo): NewAccount {
	const unique = `${testInfo.project.name}${Date.now().toString(36)}${testInfo.workerIndex}`;
	return {
		name: 'Lucía',
		lastName: 'Ferrer Gil',
		email: `lucia.${unique}@example.com`,
		nick: `lucia_${unique}`.slice(0, 35),
		password: 'Mostrador#2026',
	};
}

/** Fills the sign-up form's fields (not the user type, not the submit; the terms come with it). */
export async function fillSignUpForm(form: Locator, account: NewAccount) {
	await form.getByLabel('Nombre', { exact: true }).fill(account.name);
	await form.getByLabel('Apellidos').fill(account.lastName);
	await form.getByLabel('Email').fill(account.email);
	await form.getByLabel('Nombre de usuario').fill(account.nick);
	await form.getByLabel('Contraseña', { exact: true }).fill(account.password);
}
