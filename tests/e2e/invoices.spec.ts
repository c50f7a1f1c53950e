/**
 * Journey of issue #18: a buyer pays a plan in the sandbox, reads the confirmation in their mail
 * with the invoice attached, whose PDF says its number, the operator's NIF, the base, the IVA and
 * the total; then finds the same invoice in Mis suscripciones and opens it from there. A pharmacy
 * owner must give the name, CIF and address at checkout (a wrong CIF is caught at its field), and
 * the first invoice is made out to them; they can change them in Mi perfil for the next ones.
 */
import { expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { EXAMPLE_OPERATOR } from '../../src/lib/operator';
import {
	CARD,
	expectLicence,
	fillBilling,
	fillCard,
	PHARMACY_BILLING,
	signUpInCheckout,
} from './checkout';
import { logIn, newPharmacyOwner } from './learners';
import { latestMailTo } from './outbox';
import { expectNoAxeViolations, newAccount, waitForHydration } from './support';

async function pdfText(bytes: Uint8Array): Promise<string> {
	const { text } = await extractText(bytes, { mergePages: true });
	return text.replace(/\s+/g, ' ');
}

test('quien compra recibe la factura por correo y la encuentra en Mis suscripciones', async ({
	page,
}, testInfo) => {
	const account = newAccount(testInfo);
	await page.goto('/compra/seleccion');
	await page.getByRole('link', { name: /Mensual.*19,90.*Plan Profesional/ }).click();
	await waitForHydration(page);
	await signUpInCheckout(page, account);
	await fillCard(page, CARD.pays);
	await page.getByRole('button', { name: 'Pagar 19,90 €' }).click();
	await expectLicence(page, /Gracias por tu compra/, 'Plan Profesional mensual', 'Activo');

	const mail = await latestMailTo(account.email, 'Gracias por tu compra: Plan Profesional mensual');
	const code = /Factura: (F\d{4}-\d{5})/.exec(mail.text)?.[1];
	expect(code, mail.text).toBeDefined();
	const [attached] = mail.attachments ?? [];
	expect(attached).toMatchObject({
		filename: `factura-${code ?? ''}.pdf`,
		contentType: 'application/pdf',
	});
	const fromMail = await pdfText(new Uint8Array(Buffer.from(attached?.base64 ?? '', 'base64')));
	for (const expected of [
		`Número: ${code ?? ''}`,
		`NIF: ${EXAMPLE_OPERATOR.taxId}`,
		`${account.name} ${account.lastName}`,
		'Base imponible 16,45 €',
		'IVA (21 %) 3,45 €',
		'Total 19,90 €',
	]) {
		expect(fromMail).toContain(expected);
	}

	await page.goto('/aula/mis-suscripciones');
	const invoices = page.getByRole('region', { name: 'Facturas' });
	const row = invoices.getByRole('listitem').filter({ hasText: code ?? '' });
	await expect(row).toContainText('Suscripción: Plan Profesional mensual');
	await expect(row).toContainText('19,90 €');
	await expectNoAxeViolations(page);
	const link = row.getByRole('link', {
		name: `Descargar PDF de la factura ${code ?? ''} (se abre en una pestaña nueva)`,
	});
	const href = await link.getAttribute('href');
	expect(href).toMatch(/^\/api\/buy\/invoice\/\d+\?exp=\d+&uid=\d+&sig=/);
	// What the link opens, as the browser's new tab would get it: the same invoice.
	const opened = await page.request.get(href ?? '');
	expect(opened.status()).toBe(200);
	expect(opened.headers()['content-type']).toBe('application/pdf');
	expect(await pdfText(new Uint8Array(await opened.body()))).toContain(`Número: ${code ?? ''}`);
});

test('la titular da los datos de facturación de su farmacia al comprar, y su factura los lleva', async ({
	page,
}, testInfo) => {
	const account = newAccount(testInfo);
	const unique = account.nick.replace(/^lucia_/, '');
	await page.goto('/compra/farmacia-m-mensual');
	await waitForHydration(page);
	await page
		.getByRole('form', { name: 'Crear una cuenta' })
		.getByLabel('Nombre de la farmacia')
		.fill(`Farmacia Ruiz ${unique}`);
	await signUpInCheckout(page, account);

	// A pharmacy plan asks for the invoice's details, with nothing saved yet: the fields, open.
	const billing = page.getByRole('group', { name: 'Datos de facturación' });
	await expect(billing).toBeVisible();
	await expect(
		page.getByRole('button', { name: '¿Necesitas factura a nombre de una empresa?' }),
	).toHaveCount(0);
	await fillBilling(page, { ...PHARMACY_BILLING, taxId: 'B12345670' });
	await fillCard(page, CARD.pays);
	await page.getByRole('button', { name: /^Pagar/ }).click();

	// A wrong control digit: said at the field, which takes the focus; nothing is paid.
	const taxId = billing.getByLabel('NIF o CIF');
	await expect(taxId).toBeFocused();
	await expect(taxId).toHaveAttribute('aria-invalid', 'true');
	await expect(taxId).toHaveAccessibleDescription(/Introduce un NIF, NIE o CIF válido/);
	await expect(page.getByRole('alert')).toContainText('Revisa los datos de facturación');
	await billing.screenshot({ path: `test-results/checkout-billing-${testInfo.project.name}.png` });
	await expectNoAxeViolations(page);
	await taxId.fill(PHARMACY_BILLING.taxId);
	await page.getByRole('button', { name: /^Pagar/ }).click();
	await expectLicence(page, /Gracias por tu compra/, 'Plan Farmacia M mensual', 'Activo');

	const mail = await latestMailTo(account.email, 'Gracias por tu compra: Plan Farmacia M mensual');
	const [attached] = mail.attachments ?? [];
	const invoice = await pdfText(new Uint8Array(Buffer.from(attached?.base64 ?? '', 'base64')));
	expect(invoice).toContain(PHARMACY_BILLING.name);
	expect(invoice).toContain(PHARMACY_BILLING.taxId);
	expect(invoice).toContain(PHARMACY_BILLING.address);

	// Mi perfil has them for the next invoices.
	await page.goto('/mi-perfil');
	const saved = page.getByRole('form', { name: 'Datos de facturación' });
	await expect(saved.getByLabel('NIF, NIE o CIF (opcional)')).toHaveValue(PHARMACY_BILLING.taxId, {
		timeout: 15_000,
	});
});

test('la titular pone en Mi perfil los datos de su farmacia para las próximas facturas', async ({
	page,
	request,
}, testInfo) => {
	const owner = await newPharmacyOwner(request, testInfo, null);
	await logIn(page, owner);
	await page.goto('/mi-perfil');
	const form = page.getByRole('form', { name: 'Datos de facturación' });
	await expect(form).toBeVisible({ timeout: 15_000 });
	await waitForHydration(page);
	await form.getByLabel('Nombre o razón social (opcional)').fill(owner.pharmacyName);
	await form.getByLabel('NIF, NIE o CIF (opcional)').fill('b-12345674');
	await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
	// With a CIF, the fiscal address is needed; the form says so at the field.
	await expect(form.getByLabel('Dirección fiscal (opcional)')).toHaveAccessibleDescription(
		/Indica la dirección fiscal/,
	);
	await form.getByLabel('Dirección fiscal (opcional)').fill('Calle del Carmen 4, 28013 Madrid');
	await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
	await expect(page.getByText('Datos de facturación guardados.')).toBeVisible();
	await expectNoAxeViolations(page);

	await page.reload();
	const saved = page.getByRole('form', { name: 'Datos de facturación' });
	await expect(saved.getByLabel('NIF, NIE o CIF (opcional)')).toHaveValue('B12345674', {
		timeout: 15_000,
	});
	await expect(saved.getByLabel('Nombre o razón social (opcional)')).toHaveValue(
		owner.pharmacyName,
	);
	await expect(saved.getByLabel('Dirección fiscal (opcional)')).toHaveValue(
		'Calle del Carmen 4, 28013 Madrid',
	);
});
