/**
 * The checkout in the page (issue #5), as the purchase journeys and the pharmacy journey (issue #7)
 * go through it: sign up in its account step, give a pharmacy's billing details (issue #18), pay
 * with a sandbox card, land on the licence.
 */
import { expect, type Page } from '@playwright/test';
import { visitorAddressHeader } from './server';
import { fillSignUpForm, type NewAccount } from './support';

/** The sandbox gateway's cards (ADR 005). */
export const CARD = {
	pays: '4242 4242 4242 4242',
	declined: '4000 0000 0000 0002',
	authenticates: '4000 0025 0000 3155',
	/** Accepted, but every charge declined: a trial starts, its first renewal fails (issue #18). */
	declinesLater: '4000 0000 0000 0341',
};

/** The checkout's account step: sign up there (the plan's audience is already chosen). */
export async function signUpInCheckout(page: Page, account: NewAccount) {
	// A visitor of its own: the purchase journeys sign up more than the 10 an hour one address may.
	await page.setExtraHTTPHeaders(visitorAddressHeader());
	const form = page.getByRole('form', { name: 'Crear una cuenta' });
	await fillSignUpForm(form, account);
	await form.getByRole('button', { name: 'Continuar' }).click();
}

/** The invoice's details in the checkout's "Datos de facturación" (issue #18). */
export interface CheckoutBilling {
	name: string;
	taxId: string;
	address: string;
}

/** A pharmacy's details with a CIF whose control digit is right. */
export const PHARMACY_BILLING: CheckoutBilling = {
	name: 'Farmacia Ruiz Ortega, C.B.',
	taxId: 'E12345674',
	address: 'Calle del Carmen 4, 28013 Madrid',
};

/** Types them in the checkout's billing fields (a pharmacy plan asks for them). */
export async function fillBilling(page: Page, billing: CheckoutBilling) {
	const section = page.getByRole('group', { name: 'Datos de facturación' });
	await section.getByLabel('Nombre o razón social').fill(billing.name);
	await section.getByLabel('NIF o CIF').fill(billing.taxId);
	await section.getByLabel('Dirección fiscal').fill(billing.address);
}

export async function fillCard(page: Page, number: string) {
	await page.getByLabel('Número de tarjeta').fill(number);
	await page.getByLabel('Caducidad (MM/AA)').fill('12/30');
	await page.getByLabel('CVC').fill('123');
}

/** The thanks page, then the campus, where the dashboard lists the licence with its status. */
export async function expectLicence(page: Page, thanks: RegExp, plan: string, status: string) {
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks);
	await page.getByRole('link', { name: 'Ir a mi campus' }).click();
	await expect(page).toHaveURL(/\/dashboard\/?$/);
	const licence = page.getByRole('listitem').filter({ hasText: plan });
	await expect(licence).toContainText(status);
}
