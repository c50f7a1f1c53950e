/**
 * The back-office's customers (issue #20): an admin finds a pharmacy owner by a name typed without
 * accents, opens their page by keyboard and reads their subscriptions, pharmacy and activity;
 * corrects a person's name, gives back part of an invoice, stops their plan renewing, has the
 * recovery mail sent to them and blocks them, each confirmed first; the blocked person cannot log
 * in and reads why. An admin extends a trial, and moves a pharmacy to a bigger plan after reading
 * what it is charged today; each person sees the change in Mis suscripciones.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, isPhone, waitForHydration } from './support';
import { forgetSession, openCustomer } from './admin';
import { logIn, newLearner, newPharmacyOwner, PHARMACY_MONTHLY } from './learners';
import { latestMailTo } from './outbox';
import { ADMIN, logInAsStaff } from './studio';

test('un administrador encuentra a un titular y abre su ficha', async ({ page }, testInfo) => {
	await logInAsStaff(page, ADMIN);
	await page.goto('/estudio/');
	await waitForHydration(page);
	await page
		.getByRole('navigation', { name: 'Secciones del equipo' })
		.getByRole('link', { name: 'Clientes' })
		.click();
	await expect(page).toHaveURL(/\/admin\/$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
	await expect(page.getByRole('table', { name: /Personas del campus/ })).toBeVisible();
	await expectNoAxeViolations(page);

	await page.getByLabel('Nombre, email, usuario o farmacia').fill('ramon garcia');
	const table = page.getByRole('table', { name: /Personas del campus/ });
	const row = table.getByRole('row', { name: /Ramón García Soler/ });
	await expect(row).toContainText('Farmacia Demo Liceo');
	await expect(row).toContainText('Titular');

	// By keyboard: the name is a link, opened with Enter.
	const link = row.getByRole('link', { name: 'Ramón García Soler' });
	await link.focus();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/admin\/cliente\/\?id=\d+$/);
	await expect(page.getByRole('heading', { level: 2, name: 'Ramón García Soler' })).toBeVisible();
	await expect(page.getByRole('region', { name: 'Cuenta' })).toContainText('titular@liceo.local');
	await expect(page.getByRole('region', { name: 'Farmacia y equipo' })).toContainText(
		'Titular de Farmacia Demo Liceo',
	);
	await expect(
		page.getByRole('region', { name: 'Suscripciones' }).getByRole('row'),
	).not.toHaveCount(0);
	await expect(page.getByRole('region', { name: 'Accesos' })).toContainText(
		/sesi(ón|ones) abiertas?/,
	);
	await expectNoAxeViolations(page);

	if (isPhone(page)) {
		await page.setViewportSize({ width: 360, height: 780 });
		const width = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(width).toBeLessThanOrEqual(360);
	}
	mkdirSync('screenshots', { recursive: true });
	await page.screenshot({
		path: `screenshots/admin-customer-${testInfo.project.name}.png`,
		fullPage: true,
	});

	// An address naming nobody says so and leads back.
	await page.goto('/admin/cliente/?id=2000000000');
	await expect(page.getByText(/No hay ninguna persona con ese número/)).toBeVisible();
	await page.getByRole('link', { name: 'Volver a clientes' }).click();
	await expect(page).toHaveURL(/\/admin\/$/);
});

test('un administrador atiende a una persona: nombre, devolución, cancelación, contraseña y bloqueo', async ({
	page,
	request,
}, testInfo) => {
	const person = await newLearner(request, testInfo, 'paid');
	await logInAsStaff(page, ADMIN);
	await openCustomer(page, person.email, 'Lucía Navarro Gil');

	const rename = page.getByRole('button', { name: 'Corregir nombre' });
	await rename.click();
	const dialog = page.getByRole('dialog', { name: 'Corregir el nombre' });
	await dialog.getByLabel('Apellidos').fill('Navarro Gil de Biedma');
	await expectNoAxeViolations(page);
	// By keyboard: Enter in the field sends the form.
	await dialog.getByLabel('Apellidos').press('Enter');
	await expect(page.getByText('Nombre corregido: Lucía Navarro Gil de Biedma.')).toBeVisible();
	await expect(dialog).toBeHidden();
	await expect(rename).toBeFocused();
	await expect(
		page.getByRole('heading', { level: 2, name: 'Lucía Navarro Gil de Biedma' }),
	).toBeVisible();

	// Five euros of the plan's invoice go back to the card; the rectifying invoice follows.
	const invoices = page.getByRole('region', { name: 'Facturas' });
	await invoices.getByRole('button', { name: /^Devolver parte o todo de la factura / }).click();
	const refund = page.getByRole('dialog', { name: 'Devolver un cobro' });
	await expect(refund.getByLabel('Importe a devolver (€)')).toHaveValue('19,90');
	await refund.getByLabel('Importe a devolver (€)').fill('5');
	await expect(refund).toContainText(/Se devolverán 5\s€ a la tarjeta con la que pagó/);
	await expectNoAxeViolations(page);
	await refund.getByRole('button', { name: 'Devolver', exact: true }).click();
	await expect(page.getByText(/^Devueltos 5\s€\./)).toBeVisible();
	await expect(invoices).toContainText(/Devuelto: 5\s€/);
	await expect(invoices.getByRole('row').filter({ hasText: /^R\d{4}-/ })).toContainText(/-5\s€/);
	await latestMailTo(person.email, /^Te hemos devuelto 5\s€/);

	// Its plan stops renewing at the end of the period paid for.
	await page
		.getByRole('region', { name: 'Suscripciones' })
		.getByRole('button', { name: 'Cancelar la suscripción Plan Profesional mensual' })
		.click();
	const cancel = page.getByRole('dialog', { name: 'Cancelar una suscripción' });
	await expect(cancel.getByLabel('Cuándo')).toHaveValue('period_end');
	await expectNoAxeViolations(page);
	await cancel.getByRole('button', { name: 'Cancelar suscripción' }).click();
	await expect(
		page.getByText(/^Suscripción cancelada: termina el \d+ de \w+ de \d{4}\.$/),
	).toBeVisible();
	await expect(page.getByRole('region', { name: 'Suscripciones' })).toContainText(
		'Se cancela al final del periodo',
	);

	await page.getByRole('button', { name: 'Enviar correo de contraseña' }).click();
	const confirm = page.getByRole('dialog', {
		name: '¿Enviar a Lucía Navarro Gil de Biedma el correo para crear una contraseña nueva?',
	});
	await expect(confirm).toContainText(person.email);
	await expectNoAxeViolations(page);
	await confirm.getByRole('button', { name: 'Enviar correo' }).click();
	await expect(page.getByText(`Correo enviado a ${person.email}.`)).toBeVisible();
	const mail = await latestMailTo(person.email, 'Crea una contraseña nueva para Liceo Campus');
	expect(mail.text).toMatch(/\/recovery-password\?tk=[\w-]+/);

	// Blocked, after typing the word: the person cannot log in and reads why.
	await page.getByRole('button', { name: 'Bloquear cuenta' }).click();
	const block = page.getByRole('dialog', {
		name: '¿Bloquear la cuenta de Lucía Navarro Gil de Biedma?',
	});
	await block.getByRole('textbox').fill('BLOQUEAR');
	await block.getByRole('button', { name: 'Bloquear', exact: true }).click();
	await expect(page.getByText(/^Cuenta bloqueada desde el \d+ de \w+ de \d{4}/)).toBeVisible();
	await expect(page.getByRole('button', { name: 'Desbloquear cuenta' })).toBeVisible();
	await expectNoAxeViolations(page);

	await forgetSession(page);
	await page.goto('/login');
	await waitForHydration(page);
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(person.email);
	await form.getByLabel('Contraseña', { exact: true }).fill(person.password);
	await form.getByRole('button', { name: 'Entrar' }).click();
	await expect(page.getByText('Esta cuenta está bloqueada.', { exact: false })).toBeVisible();
	await expect(page).toHaveURL(/\/login/);
});

test('un administrador alarga la prueba gratuita de una persona y ella ve la nueva fecha', async ({
	page,
	request,
}, testInfo) => {
	const person = await newLearner(request, testInfo, 'trial');
	await logInAsStaff(page, ADMIN);
	await openCustomer(page, person.email, 'Lucía Navarro Gil');

	await page
		.getByRole('button', { name: /^Alargar la prueba gratuita de Plan Profesional mensual/ })
		.click();
	const dialog = page.getByRole('dialog', { name: 'Alargar la prueba gratuita' });
	await dialog.getByLabel('Días más').selectOption({ label: '10 días' });
	const summary = await dialog.getByText(/^La prueba terminará el /).textContent();
	const newEnd = /el (\d+ de \w+ de \d{4})/.exec(summary ?? '')?.[1] ?? '';
	expect(newEnd).not.toBe('');
	await expectNoAxeViolations(page);
	await dialog.getByRole('button', { name: 'Alargar prueba' }).click();
	await expect(page.getByText(`Prueba alargada hasta el ${newEnd}.`)).toBeVisible();

	await forgetSession(page);
	await logIn(page, person);
	await page.goto('/aula/mis-suscripciones');
	await waitForHydration(page);
	await expect(page.getByRole('listitem').filter({ hasText: 'Estado: En prueba' })).toContainText(
		newEnd,
	);
});

test('un administrador pasa una farmacia a un plan más grande y su titular lo ve en Mis suscripciones', async ({
	page,
	request,
}, testInfo) => {
	const owner = await newPharmacyOwner(request, testInfo, 'M');
	await logInAsStaff(page, ADMIN);
	await openCustomer(page, owner.email, 'Carmen Ruiz Ortega');

	await page
		.getByRole('region', { name: 'Suscripciones' })
		.getByRole('button', { name: 'Cambiar el tamaño de Plan Farmacia M mensual' })
		.click();
	const dialog = page.getByRole('dialog', { name: 'Cambiar el tamaño del plan' });
	await dialog.getByLabel('Nuevo plan').selectOption(String(PHARMACY_MONTHLY.L));
	// Bought moments ago: about a whole month of L less what is left of M.
	const charge = dialog.getByText(/^Se cobrará hoy [\d,]+\s€ a la tarjeta de la farmacia/);
	await expect(charge).toBeVisible();
	const amount = /hoy ([\d,]+\s€)/.exec((await charge.textContent()) ?? '')?.[1] ?? '';
	expect(amount).not.toBe('');
	await expectNoAxeViolations(page);
	await dialog.getByRole('button', { name: 'Cambiar de plan' }).click();
	await expect(
		page.getByText(`La farmacia ya tiene el Plan Farmacia L mensual: se han cobrado ${amount}.`),
	).toBeVisible();
	await expect(page.getByRole('region', { name: 'Suscripciones' })).toContainText(
		'Plan Farmacia L mensual',
	);

	await forgetSession(page);
	await logIn(page, owner);
	await page.goto('/aula/mis-suscripciones');
	await waitForHydration(page);
	const licence = page
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { level: 2, name: 'Plan Farmacia L mensual' }) });
	await expect(licence).toContainText('Estado: Activa');
});
