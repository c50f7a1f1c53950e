/**
 * Journey of issue #20: an admin raises the student monthly plan from 9,90 € to 12,90 €; a new
 * buyer is asked and charged 12,90 € at once, even on the checkout page built with the old price
 * (the plan pages are published again in the background). Prices change what other journeys buy,
 * so this one runs on a server of its own (extra-server.ts).
 */
import { expect, test } from '@playwright/test';
import { CARD, expectLicence, fillCard, signUpInCheckout } from './checkout';
import { startExtraServer, type ExtraServer } from './extra-server';
import { E2E_PORT } from './server';
import { ADMIN, logInAsStaff } from './studio';
import { expectNoAxeViolations, newAccount, waitForHydration } from './support';

let server: ExtraServer | undefined;

test.beforeAll(async () => {
	const testInfo = test.info();
	testInfo.setTimeout(180_000);
	server = await startExtraServer('plans', E2E_PORT + 300 + testInfo.parallelIndex);
});

test.afterAll(() => {
	server?.stop();
});

test('un administrador sube el precio de un plan y la siguiente compra paga el nuevo', async ({
	browser,
}, testInfo) => {
	const baseURL = server?.baseUrl ?? '';
	const admin = await browser.newContext({ baseURL });
	const page = await admin.newPage();
	await logInAsStaff(page, ADMIN);
	await page.goto('/admin/planes/');
	await waitForHydration(page);
	const row = page.getByRole('row').filter({ hasText: 'estudiante-mensual' }).first();
	await expect(row).toContainText('9,90 € al mes');
	await expectNoAxeViolations(page);
	const edit = row.getByRole('button', { name: /^Editar/ });
	await edit.click();
	const dialog = page.getByRole('dialog', { name: 'Editar el plan' });
	await dialog.getByLabel(/Precio/).fill('12,90');
	await expectNoAxeViolations(page);
	await dialog.getByRole('button', { name: 'Guardar el plan' }).click();
	await expect(dialog).toBeHidden();
	await expect(edit).toBeFocused();
	await expect(row).toContainText('12,90 € al mes');
	await admin.close();

	const buyer = await browser.newContext({ baseURL });
	const checkout = await buyer.newPage();
	await checkout.goto('/compra/estudiante-mensual');
	await waitForHydration(checkout);
	await signUpInCheckout(checkout, newAccount(testInfo));
	await expect(checkout.getByLabel('Resumen del pedido')).toContainText('12,90 €');
	await fillCard(checkout, CARD.pays);
	await checkout.getByRole('button', { name: 'Pagar 12,90 €' }).click();
	await expectLicence(checkout, /Gracias por tu compra/, 'Plan Estudiante mensual', 'Activo');
	await buyer.close();
});
