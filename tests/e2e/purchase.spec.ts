/**
 * Journeys of issue #5 on the sandbox gateway: a visitor starts the free trial (sign up, card,
 * campus as "En prueba") and cannot start a second one; a purchase with a 20 % coupon shows the
 * right totals; a declined card lands on the error page with nothing given; a card that asks for
 * 3-D Secure passes after its confirmation step. Every account is new.
 */
import { expect, test } from '@playwright/test';
import { CARD, expectLicence, fillCard, signUpInCheckout } from './checkout';
import { expectNoAxeViolations, newAccount, waitForHydration } from './support';

test.describe('compra y prueba gratis', () => {
	test('un visitante empieza la prueba gratis, entra en su campus y no puede repetirla', async ({
		page,
	}, testInfo) => {
		const account = newAccount(testInfo);
		await page.goto('/prueba-gratis/seleccion');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Prueba Liceo Campus 5 días gratis',
		);
		await expectNoAxeViolations(page);
		await page.getByRole('link', { name: /Mensual.*19,90.*Plan Profesional/ }).click();
		await expect(page).toHaveURL(/\/prueba-gratis\/profesional-mensual-prueba\/?$/);
		await waitForHydration(page);

		await expect(page.getByText('Paso 1 de 2')).toBeVisible();
		await signUpInCheckout(page, account);
		await expect(page.getByText('Paso 2 de 2')).toBeVisible();
		// Nothing is charged today; the price comes after the 5 days.
		const summary = page.getByLabel('Resumen del pedido');
		await expect(summary).toContainText(/Hoy pagas\s*0\s€/);
		await expect(summary).toContainText('19,90 € al mes');
		await expectNoAxeViolations(page);
		await fillCard(page, CARD.pays);
		await page.getByRole('button', { name: 'Empezar mis 5 días gratis' }).click();

		await expectLicence(
			page,
			/Tu prueba gratis ha empezado/,
			'Plan Profesional mensual',
			'En prueba',
		);

		await page.goto('/prueba-gratis/estudiante-anual-prueba');
		await expect(page).toHaveURL(/\/prueba-gratis\/ya-disfrutada\/?$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Ya has disfrutado de la prueba gratuita',
		);
		await expect(page.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute(
			'href',
			'/planes',
		);
	});

	test('compra con un cupón del 20 %: el resumen muestra los importes y el plan queda activo', async ({
		page,
	}, testInfo) => {
		await page.goto('/compra/seleccion');
		await page.getByRole('link', { name: /Anual.*191,04.*Plan Profesional/ }).click();
		await waitForHydration(page);
		await signUpInCheckout(page, newAccount(testInfo));

		const coupon = page.getByLabel('Cupón de descuento (opcional)');
		await coupon.fill('NOEXISTE');
		await page.getByRole('button', { name: 'Aplicar cupón' }).click();
		await expect(coupon).toHaveAccessibleDescription(/Ese cupón no existe/);
		await coupon.fill('bienvenida20');
		await page.getByRole('button', { name: 'Aplicar cupón' }).click();
		const summary = page.getByLabel('Resumen del pedido');
		await expect(summary).toContainText('191,04 €');
		await expect(summary).toContainText('Cupón BIENVENIDA20 (−20 %)');
		await expect(summary).toContainText('−38,21 €');
		await expect(summary).toContainText('152,83 €');

		await fillCard(page, CARD.pays);
		await page.getByRole('button', { name: 'Pagar 152,83 €' }).click();
		await expectLicence(page, /Gracias por tu compra/, 'Plan Profesional anual', 'Activo');
	});

	test('una tarjeta rechazada lleva a la página de error y no da acceso', async ({
		page,
	}, testInfo) => {
		await page.goto('/compra/estudiante-mensual');
		await waitForHydration(page);
		await signUpInCheckout(page, newAccount(testInfo));
		await fillCard(page, CARD.declined);
		await page.getByRole('button', { name: /^Pagar/ }).click();

		await expect(page).toHaveURL(/\/compra\/error\/?$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'No se ha podido completar el pago',
		);
		await expect(page.getByText('No te hemos cobrado nada.')).toBeVisible();
		await expectNoAxeViolations(page);

		await page.goto('/dashboard');
		await expect(page.getByText('Todavía no tienes ningún plan activo.')).toBeVisible();
	});

	test('una tarjeta con 3-D Secure pasa tras confirmar con el banco', async ({
		page,
	}, testInfo) => {
		await page.goto('/compra/profesional-mensual');
		await waitForHydration(page);
		await signUpInCheckout(page, newAccount(testInfo));
		await fillCard(page, CARD.authenticates);
		await page.getByRole('button', { name: 'Pagar 19,90 €' }).click();

		const bank = page.getByRole('heading', { name: 'Confirma el pago con tu banco' });
		await expect(bank).toBeVisible();
		await expect(bank).toBeFocused();
		await expectNoAxeViolations(page);
		await page.getByRole('button', { name: 'Confirmar el pago' }).click();
		await expectLicence(page, /Gracias por tu compra/, 'Plan Profesional mensual', 'Activo');
	});
});
