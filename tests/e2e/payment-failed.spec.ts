/**
 * Journey of issue #18: a visitor starts the free trial with the sandbox's card that is accepted
 * but declines every charge (Stripe's 0341). The sandbox's test clock brings the trial's end to
 * now: the first charge fails, Mis suscripciones says the payment is pending, and the mail that
 * says so leads to the card page, where a card that pays settles it at once: the subscription is
 * active again and its invoice mailed. Every account is new.
 */
import { expect, test } from '@playwright/test';
import { CARD, expectLicence, fillCard, signUpInCheckout } from './checkout';
import { apiCall } from './learners';
import { latestMailTo } from './outbox';
import { expectNoAxeViolations, isPhone, newAccount, waitForHydration } from './support';

const PLAN_NAME = 'Plan Profesional mensual';

test('una tarjeta que falla en la renovación se cambia desde el correo y la suscripción se recupera', async ({
	page,
	context,
}, testInfo) => {
	const account = newAccount(testInfo);
	await page.goto('/prueba-gratis/profesional-mensual-prueba');
	await waitForHydration(page);
	await signUpInCheckout(page, account);
	await fillCard(page, CARD.declinesLater);
	await page.getByRole('button', { name: 'Empezar mis 5 días gratis' }).click();
	await expectLicence(page, /Tu prueba gratis ha empezado/, PLAN_NAME, 'En prueba');

	// The sandbox's test clock, as the person's own session: the trial's end is now.
	const token = (await context.cookies()).find((cookie) => /^at_/.test(cookie.name))?.value;
	expect(token).toBeTruthy();
	const { getSubscriptions } = await apiCall<{
		getSubscriptions: { ens: { enrollment_id: number }[] };
	}>(page.request, '/buy/getSubscriptions', {}, token);
	const eid = getSubscriptions.ens[0]?.enrollment_id ?? 0;
	const { advanceClock } = await apiCall<{ advanceClock: { status: string } }>(
		page.request,
		'/sandbox/advanceClock',
		{ eid },
		token,
	);
	expect(advanceClock.status).toBe('past_due');

	await page.goto('/aula/mis-suscripciones');
	await waitForHydration(page);
	const licence = page
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { level: 2, name: PLAN_NAME }) });
	await expect(licence).toContainText('Estado: Pago pendiente');
	await expect(licence).toContainText(/Pago pendiente: actualiza tu tarjeta antes del \d+ de/);
	await expect(
		licence.getByRole('link', { name: `Actualizar tarjeta: ${PLAN_NAME}` }),
	).toHaveAttribute('href', `/aula/mis-suscripciones/tarjeta?eid=${String(eid)}`);

	const mail = await latestMailTo(account.email, `No hemos podido cobrar tu ${PLAN_NAME}`);
	expect(mail.text).toMatch(/Importe pendiente: 19,90\s€/);
	expect(mail.text).toMatch(/Sigues teniendo acceso a todo hasta el \d+ de \w+ de \d{4}/);
	const link = /https?:\/\/\S+\/aula\/mis-suscripciones\/tarjeta\?eid=\d+/.exec(mail.text)?.[0];
	expect(link, mail.text).toBeDefined();
	const mailed = new URL(link ?? '');
	await page.goto(`${mailed.pathname}${mailed.search}`);
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualiza tu tarjeta');
	await expect(page.getByText(/No hemos podido cobrar 19,90\s€ de la renovación/)).toBeVisible();
	await expectNoAxeViolations(page);
	if (isPhone(page)) {
		await page.screenshot({ path: testInfo.outputPath('tarjeta-movil.png'), fullPage: true });
	}

	await fillCard(page, CARD.pays);
	await page.getByRole('button', { name: 'Guardar tarjeta y pagar 19,90 €' }).click();
	await expect(
		page.getByText(
			/¡Listo! Hemos cobrado 19,90\s€ y tu Plan Profesional mensual vuelve a estar activo hasta el/,
		),
	).toBeVisible();
	await page.getByRole('link', { name: 'Volver a Mis suscripciones' }).click();
	await expect(page).toHaveURL(/\/aula\/mis-suscripciones\/?$/);
	await expect(licence).toContainText('Estado: Activa');
	await expect(licence).toContainText(/Se renueva el \d+ de/);
	await expect(licence).not.toContainText('Pago pendiente');

	const renewal = await latestMailTo(account.email, `Tu ${PLAN_NAME} se ha renovado`);
	expect(renewal.attachments?.[0]?.contentType).toBe('application/pdf');
});
