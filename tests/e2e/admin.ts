/** What the back-office's journeys share (issue #20): opening a person's page, leaving the session. */
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './support';

/** From the customer search, the page of the one person with `email`. */
export async function openCustomer(page: Page, email: string, name: string) {
	await page.goto('/admin/');
	await waitForHydration(page);
	await page.getByLabel('Nombre, email, usuario o farmacia').fill(email);
	// Other runs make people of the same name: the email finds this one alone.
	await expect(page.getByRole('status').filter({ hasText: 'persona' })).toHaveText('1 persona');
	await page.getByRole('link', { name }).click();
	await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Leaves the admin's session in this page, so the next login is someone else's. */
export async function forgetSession(page: Page) {
	await page.context().clearCookies();
	await page.evaluate(() => {
		localStorage.clear();
	});
}
