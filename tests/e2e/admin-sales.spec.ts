/**
 * Journey of issue #20: an admin reads the sales figures — after buying a plan with a new account,
 * so the month has at least that sale — changes the grouping to weeks, and downloads the CSV, which
 * the test opens: Spanish Excel's format, the week's row with its figures.
 */
import { expect, test } from '@playwright/test';
import { newLearner } from './learners';
import { ADMIN, logInAsStaff } from './studio';
import { expectNoAxeViolations, waitForHydration } from './support';

test('un administrador ve las ventas, las agrupa por semana y descarga el CSV', async ({
	page,
	request,
}, testInfo) => {
	await newLearner(request, testInfo, 'paid');
	await logInAsStaff(page, ADMIN);
	await page.goto('/admin/ventas/');
	await waitForHydration(page);
	const summary = page.getByRole('region', { name: 'Resumen del periodo' });
	await expect(summary).toContainText('Altas de pago');
	// At least the plan just bought (19,90 € with VAT, 16,45 € without).
	await expect(summary.getByText(/^\d+$/).first()).toBeVisible();
	await expect(page.getByRole('img', { name: /^Ingresos por mes/ })).toBeVisible();
	await expectNoAxeViolations(page);

	await page.getByLabel('Agrupar por').selectOption({ label: 'Semana' });
	await page.getByRole('button', { name: 'Ver cifras' }).click();
	const table = page.getByRole('table', { name: /Cifras por semana/ });
	await expect(table).toBeVisible();
	const rows = table.getByRole('row');
	expect(await rows.count()).toBeGreaterThan(20);

	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Descargar CSV' }).click();
	const file = await download;
	expect(file.suggestedFilename()).toMatch(/^ventas-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}-week\.csv$/);
	const csv = (await (await file.createReadStream()).toArray()).join('');
	const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
	expect(lines[0]).toBe(
		'Periodo desde;Altas de pago;Pruebas empezadas;Pruebas que pagaron;Conversión de pruebas (%);MRR (€ sin IVA);ARR (€ sin IVA);Suscripciones de pago al empezar;Bajas;Tasa de bajas (%);Cobros rechazados;Cobros recuperados;Ingresos (€ sin IVA)',
	);
	// This week's row: the purchase counts, its revenue at least 16,45 €.
	const thisWeek = lines.at(-1)?.split(';') ?? [];
	expect(Number(thisWeek[1])).toBeGreaterThanOrEqual(1);
	expect(Number(thisWeek[12]?.replace(',', '.'))).toBeGreaterThanOrEqual(16.45);
	await page.screenshot({
		path: `screenshots/admin-sales-${testInfo.project.name}.png`,
		fullPage: true,
	});
});
