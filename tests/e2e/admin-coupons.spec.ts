/**
 * Journey of issue #20: an admin creates a coupon for a congress, limited to 2 uses and to the
 * monthly professional plan; two new buyers pay with it in the checkout and the third is told it
 * is used up; the admin then sees it "Agotado", with both buyers among its uses. The code is new on
 * every run.
 */
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { CARD, expectLicence, fillCard, signUpInCheckout } from './checkout';
import { ADMIN, logInAsStaff } from './studio';
import { expectNoAxeViolations, newAccount, waitForHydration } from './support';

/** A new buyer, in a browser of their own, up to the coupon field of the monthly plan. */
async function buyerAtCheckout(browser: Browser, testInfo: TestInfo, index: number) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const account = newAccount(testInfo);
	const buyer = { ...account, email: account.email.replace('@', `.${String(index)}@`) };
	await page.goto('/compra/profesional-mensual');
	await waitForHydration(page);
	await signUpInCheckout(page, buyer);
	return { page, context, buyer };
}

test('un administrador crea un cupón de 2 usos: dos compradores lo usan y al tercero se le rechaza', async ({
	page,
	browser,
}, testInfo) => {
	const code = `CONGRESO${Date.now().toString(36).toUpperCase()}${String(testInfo.workerIndex)}`;

	await logInAsStaff(page, ADMIN);
	await page.goto('/admin/cupones/');
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cupones');
	await expectNoAxeViolations(page);
	const open = page.getByRole('button', { name: 'Crear cupón' });
	await open.click();
	const dialog = page.getByRole('dialog', { name: 'Crear un cupón' });
	await dialog.getByLabel('Código').fill(code.toLowerCase());
	await dialog.getByLabel(/Porcentaje de descuento/).fill('25');
	await dialog.getByLabel('Usos en total').fill('2');
	await dialog.getByLabel('Usos por persona').fill('1');
	await dialog.getByLabel('Plan Profesional mensual').check();
	await dialog.getByLabel('Nota interna').fill('Congreso de farmacia comunitaria');
	await expectNoAxeViolations(page);
	await dialog.getByRole('button', { name: 'Crear cupón' }).click();
	await expect(page.getByText(`Cupón ${code} creado.`)).toBeVisible();
	await expect(dialog).toBeHidden();
	await expect(open).toBeFocused();
	const row = page.getByRole('row').filter({ hasText: code });
	await expect(row).toContainText('25 % en el primer pago');
	await expect(row).toContainText('0 de 2 usos');
	await expect(row).toContainText('Activo');

	const buyers = [];
	for (const index of [1, 2]) {
		const { page: checkout, context, buyer } = await buyerAtCheckout(browser, testInfo, index);
		await checkout.getByLabel('Cupón de descuento (opcional)').fill(code.toLowerCase());
		await checkout.getByRole('button', { name: 'Aplicar cupón' }).click();
		const summary = checkout.getByLabel('Resumen del pedido');
		// 19,90 € − 25 %: 4,975 € rounds to 4,98 € off, 14,92 € to pay.
		await expect(summary).toContainText(`Cupón ${code} (−25 %)`);
		await expect(summary).toContainText('−4,98 €');
		await fillCard(checkout, CARD.pays);
		await checkout.getByRole('button', { name: 'Pagar 14,92 €' }).click();
		await expectLicence(checkout, /Gracias por tu compra/, 'Plan Profesional mensual', 'Activo');
		buyers.push(buyer);
		await context.close();
	}

	const third = await buyerAtCheckout(browser, testInfo, 3);
	const field = third.page.getByLabel('Cupón de descuento (opcional)');
	await field.fill(code);
	await third.page.getByRole('button', { name: 'Aplicar cupón' }).click();
	await expect(field).toHaveAccessibleDescription(/Ese cupón ya se ha agotado/);
	await expect(third.page.getByRole('button', { name: 'Pagar 19,90 €' })).toBeVisible();
	await third.context.close();

	await page.reload();
	await waitForHydration(page);
	await expect(row).toContainText('2 de 2 usos');
	await expect(row).toContainText('Agotado');
	await row.getByRole('button', { name: `Ver usos de ${code}` }).click();
	const uses = page.getByRole('dialog', { name: `Usos de ${code}` });
	await expect(uses.getByRole('status')).toHaveText('2 usos');
	for (const buyer of buyers) {
		await expect(uses.getByRole('row').filter({ hasText: buyer.email })).toContainText('Pagado');
	}
	await expectNoAxeViolations(page);
	await page.keyboard.press('Escape');
	await expect(uses).toBeHidden();
	await page.screenshot({ path: `screenshots/admin-coupons-${testInfo.project.name}.png` });
});
