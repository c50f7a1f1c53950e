/**
 * "Mis suscripciones" (spec §2 `mi-perfil`, `aula/mis-suscripciones`; ADR 005 "Cancelling"): a
 * professional who paid the monthly plan sees it renewing, cancels it by typing the word in the
 * confirm dialog, and sees until when the access lasts, on the profile and in the classroom. The
 * account and its licence are made through the real API (sign-up, cart, sandbox card, payment);
 * the login is the real form. Every account is new, so the phone and desktop runs never meet.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, logIn, newLearner } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

/** The plan `newLearner(…, 'paid')` buys: Plan Profesional mensual, 19,90 € a month. */
const PLAN_NAME = 'Plan Profesional mensual';

/** The licence's end as the page writes it: "31 de enero de 2030". */
async function licenceEndText(request: APIRequestContext, token: string): Promise<string> {
	const { getSubscriptions } = await apiCall<{ getSubscriptions: { ens: { end: string }[] } }>(
		request,
		'/buy/getSubscriptions',
		{},
		token,
	);
	const end = getSubscriptions.ens[0]?.end;
	expect(end).toBeTruthy();
	// Same time zone as the browser (the host's), so the same day.
	return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(new Date(end ?? ''));
}

test.describe('mis suscripciones', () => {
	test('ve su plan que se renueva, lo cancela escribiendo CANCELAR y ve hasta cuándo tiene acceso', async ({
		page,
		request,
	}, testInfo) => {
		const buyer = await newLearner(request, testInfo, 'paid');
		const renewal = await licenceEndText(request, buyer.token);
		await logIn(page, buyer);

		await page.goto('/mi-perfil');
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis suscripciones');
		const licence = page
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 2, name: PLAN_NAME }) });
		await expect(licence).toContainText('Estado: Activa');
		await expect(licence).toContainText(/19,90\s€ al mes/);
		await expect(licence).toContainText(`Se renueva el ${renewal}`);
		await expectNoAxeViolations(page);

		await licence.getByRole('button', { name: `Cancelar suscripción: ${PLAN_NAME}` }).click();
		const dialog = page.getByRole('dialog', { name: `¿Cancelar ${PLAN_NAME}?` });
		await expect(dialog).toContainText('al menos 7 días antes del próximo pago');
		// About a month away: well clear of the 7 days, so the payment will not be charged.
		await expect(dialog).toContainText(`Próximo pago: ${renewal} (quedan `);
		const confirm = dialog.getByRole('button', { name: 'Cancelar suscripción' });
		await expect(confirm).toBeDisabled();
		await expectNoAxeViolations(page);
		await dialog
			.getByRole('textbox', { name: 'Escribe "CANCELAR" para continuar' })
			.fill('CANCELAR');
		await confirm.click();
		await expect(dialog).toBeHidden();

		// More than 7 days before the next payment: access lasts until the day it would have renewed.
		await expect(
			page.getByRole('status').filter({ hasText: 'Suscripción cancelada' }),
		).toContainText(`Tendrás acceso hasta el ${renewal}.`);
		await expect(licence).toContainText(`Acceso hasta el ${renewal}`);
		await expect(licence).not.toContainText('Se renueva');
		await expect(licence.getByRole('button')).toHaveCount(0);
		await expectNoAxeViolations(page);

		// The classroom's link shows the same list.
		await page.goto('/aula/mis-suscripciones');
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis suscripciones');
		const inClassroom = page
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 2, name: PLAN_NAME }) });
		await expect(inClassroom).toContainText('Estado: Activa');
		await expect(inClassroom).toContainText(`Acceso hasta el ${renewal}`);
		await expectNoAxeViolations(page);
	});

	test('sin sesión, la página lleva al inicio de sesión', async ({ page }) => {
		await page.goto('/mi-perfil');
		// Naming the page, so the login comes back to it (issue #17).
		await expect(page).toHaveURL(/\/login\?volver=\/mi-perfil$/);
		await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
	});
});
