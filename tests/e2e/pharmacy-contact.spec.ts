/**
 * Journeys of the pharmacy plans' "te llamamos" (spec §2 `compra/contacto`, `prueba-gratis/contacto`
 * and their `fin-contacto`): a pharmacy owner asks to be called about a plan from its card, or to
 * have the 5-day trial activated choosing the team size in the form. Each checks the Spanish
 * errors, what the call sends, the success page, axe, and that the request reached the sales
 * inbox (the server's mail outbox).
 */
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { mailTo, type OutboxMessage } from './outbox';
import { expectNoAxeViolations, waitForHydration } from './support';

/** `SALES_INBOX` of the server under test (its default in astro.config.mjs). */
const SALES_INBOX = 'ventas@liceocampus.es';

/** A phone no other run or project uses, so the mail found is this test's. */
function uniquePhone(): string {
	return `6${randomInt(10_000_000, 100_000_000)}`;
}

function uniqueEmail(prefix: string, project: string) {
	return `${prefix}.${project}.${Date.now()}@ejemplo.es`;
}

/** The mail the server wrote to the sales inbox about `phone`, waiting for it to arrive. */
function salesMailAbout(phone: string): Promise<OutboxMessage> {
	return mailTo(SALES_INBOX, (mail) => mail.text.includes(phone), `about ${phone}`);
}

function contactForm(page: Page) {
	return page.getByRole('form', { name: 'Solicitud de llamada' });
}

test.describe('te llamamos (planes de farmacia)', () => {
	test('desde la tarjeta del plan L: errores, envío, página de fin y correo a ventas', async ({
		page,
	}, testInfo) => {
		await page.goto('/planes/farmacia/');
		await page
			.getByRole('article', { name: 'Plan Farmacia L' })
			.getByRole('link', { name: 'Te llamamos' })
			.click();
		await expect(page).toHaveURL(/\/compra\/contacto\/312\/?$/);
		await expect(page.getByRole('heading', { level: 1, name: 'Te llamamos' })).toBeVisible();
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
		const formCard = page.getByRole('region', { name: 'Tus datos de contacto' });
		await expect(formCard).toContainText('Plan Farmacia L anual');
		await expect(formCard).toContainText('Hasta 10 personas');
		await expect(formCard).toContainText('al año');

		await waitForHydration(page);
		const form = contactForm(page);
		const send = form.getByRole('button', { name: 'Solicitar llamada' });
		await send.click();
		await expect(form.getByRole('alert')).toHaveText('Revisa los campos marcados: hay 4 errores.');
		const name = form.getByRole('textbox', { name: 'Nombre', exact: true });
		await expect(name).toBeFocused();
		await expect(name).toHaveAccessibleDescription('Este campo es obligatorio');
		await expect(
			form.getByText('Debes aceptar los términos y la política de privacidad'),
		).toBeVisible();
		// The errors are on screen: the page must stay accessible with them.
		await expectNoAxeViolations(page);

		const phone = uniquePhone();
		const email = uniqueEmail('farmacia', testInfo.project.name);
		await name.fill('Rocío');
		await form.getByRole('textbox', { name: 'Apellidos (opcional)' }).fill('Navarro Gil');
		await form
			.getByRole('textbox', { name: 'Nombre de la farmacia (opcional)' })
			.fill('Farmacia Navarro');
		const phoneField = form.getByRole('textbox', { name: 'Teléfono' });
		await phoneField.fill(phone.slice(0, 7));
		await form.getByRole('textbox', { name: 'Email' }).fill(email);
		await form.getByRole('checkbox', { name: /He leído y acepto/ }).check();
		await send.click();
		await expect(phoneField).toBeFocused();
		await expect(phoneField).toHaveAccessibleDescription(/El teléfono debe tener 9 dígitos/);

		// As people write it: with spaces.
		await phoneField.fill(`${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`);
		const answer = page.waitForResponse('**/api/buy/pharmacyPlanRequest');
		await send.click();
		const response = await answer;
		expect(response.request().postDataJSON()).toEqual({
			ftyp: 1,
			lid: 312,
			fnm: 'Rocío',
			lnm: 'Navarro Gil',
			pnm: 'Farmacia Navarro',
			ph: phone,
			email,
			wn: false,
		});
		expect(response.status()).toBe(200);

		await expect(page).toHaveURL(/\/compra\/fin-contacto\/?$/);
		await expect(
			page.getByRole('heading', { level: 1, name: '¡Gracias, Rocío! Te llamamos muy pronto' }),
		).toBeVisible();
		await expect(page.getByText(/te llamará en un día laborable/)).toBeVisible();
		await expectNoAxeViolations(page);

		const mail = await salesMailAbout(phone);
		expect(mail.subject).toBe('Solicitud de llamada: Plan Farmacia L anual');
		expect(mail.text).toContain('Rocío Navarro Gil');
		expect(mail.text).toContain(email);
		expect(mail.text).toContain('Farmacia Navarro');
	});

	test('prueba gratis: elige el tamaño del equipo, envía y llega a su página de fin', async ({
		page,
	}, testInfo) => {
		await page.goto('/prueba-gratis/contacto');
		await expect(
			page.getByRole('heading', {
				level: 1,
				name: 'Te llamamos para activar tu prueba de 5 días',
			}),
		).toBeVisible();
		await waitForHydration(page);
		await expectNoAxeViolations(page);

		const form = contactForm(page);
		const send = form.getByRole('button', { name: 'Solicitar llamada' });
		await send.click();
		await expect(form.getByRole('alert')).toHaveText('Revisa los campos marcados: hay 5 errores.');
		const sizes = form.getByRole('group', { name: '¿Cuántas personas sois en la farmacia?' });
		const medium = sizes.getByRole('radio', { name: /Plan Farmacia M\b/ });
		await expect(medium).toBeFocused();
		await expect(medium).toHaveAccessibleDescription('Elige el plan que encaja con tu equipo');
		await expect(sizes.getByRole('radio')).toHaveCount(3);
		await expect(sizes).toContainText('Hasta 20 personas');
		await expect(sizes).toContainText('5 días gratis; después,');

		// The keyboard way through a radio group: arrows move and choose.
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('ArrowDown');
		await expect(sizes.getByRole('radio', { name: /Plan Farmacia XL/ })).toBeChecked();

		const phone = uniquePhone();
		const email = uniqueEmail('prueba-farmacia', testInfo.project.name);
		await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Jordi');
		await form.getByRole('textbox', { name: 'Teléfono' }).fill(`+34 ${phone}`);
		await form.getByRole('textbox', { name: 'Email' }).fill(email);
		await form.getByRole('textbox', { name: 'Código de descuento (opcional)' }).fill('farmacia10');
		await form.getByRole('checkbox', { name: /newsletter/ }).check();
		await form.getByRole('checkbox', { name: /He leído y acepto/ }).check();
		const answer = page.waitForResponse('**/api/buy/pharmacyPlanRequest');
		await send.click();
		const response = await answer;
		expect(response.request().postDataJSON()).toEqual({
			ftyp: 2,
			lid: 326,
			fnm: 'Jordi',
			ph: phone,
			email,
			cpn: 'FARMACIA10',
			wn: true,
		});
		expect(response.status()).toBe(200);

		await expect(page).toHaveURL(/\/prueba-gratis\/fin-contacto\/?$/);
		await expect(
			page.getByRole('heading', {
				level: 1,
				name: '¡Gracias, Jordi! Te llamamos para activar tu prueba',
			}),
		).toBeVisible();
		await expect(page.getByText(/prueba gratuita de 5 días/)).toBeVisible();
		await expectNoAxeViolations(page);

		const mail = await salesMailAbout(phone);
		expect(mail.subject).toBe('Solicitud de llamada: Plan Farmacia XL anual');
		expect(mail.text).toContain('FARMACIA10');
	});

	test('mensual o anual: se elige con el teclado, queda en la URL y se envía el plan mensual', async ({
		page,
	}, testInfo) => {
		await page.goto('/compra/contacto');
		await waitForHydration(page);
		const form = contactForm(page);
		const periods = form.getByRole('group', { name: 'Forma de pago' });
		const annual = periods.getByRole('radio', { name: 'Anual' });
		await expect(annual).toBeChecked();
		const sizes = form.getByRole('group', { name: '¿Cuántas personas sois en la farmacia?' });
		await expect(sizes).toContainText('al año');

		// The keyboard way: into the group, then an arrow to the other period.
		await annual.focus();
		await page.keyboard.press('ArrowLeft');
		await expect(periods.getByRole('radio', { name: 'Mensual' })).toBeChecked();
		await expect(page).toHaveURL(/\?periodo=mensual$/);
		await expect(sizes).toContainText('al mes');
		await expect(sizes).not.toContainText('al año');
		await expectNoAxeViolations(page);

		// A reload (or a shared link) keeps the period.
		await page.reload();
		await waitForHydration(page);
		await expect(periods.getByRole('radio', { name: 'Mensual' })).toBeChecked();

		await sizes.getByRole('radio', { name: /Plan Farmacia L\b/ }).check();
		const phone = uniquePhone();
		await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Irene');
		await form.getByRole('textbox', { name: 'Teléfono' }).fill(phone);
		await form
			.getByRole('textbox', { name: 'Email' })
			.fill(uniqueEmail('mensual', testInfo.project.name));
		await form.getByRole('checkbox', { name: /He leído y acepto/ }).check();
		const answer = page.waitForResponse('**/api/buy/pharmacyPlanRequest');
		await form.getByRole('button', { name: 'Solicitar llamada' }).click();
		expect((await answer).status()).toBe(200);
		await expect(page).toHaveURL(/\/compra\/fin-contacto\/?$/);
		const mail = await salesMailAbout(phone);
		expect(mail.subject).toBe('Solicitud de llamada: Plan Farmacia L mensual');

		// A plan's own page offers its two periods, with their prices, and reads the URL too.
		await page.goto('/compra/contacto/312?periodo=mensual');
		await waitForHydration(page);
		const planPeriods = contactForm(page).getByRole('group', { name: 'Forma de pago' });
		await expect(planPeriods.getByRole('radio', { name: /Mensual.*al mes/ })).toBeChecked();
		await expect(planPeriods.getByRole('radio', { name: /Anual.*al año/ })).not.toBeChecked();
		await expectNoAxeViolations(page);
	});
});
