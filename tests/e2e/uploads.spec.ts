/**
 * A pharmacy's logo (issue #7): an M owner uploads an SVG carrying a script from
 * /aula/mi-farmacia, sees it, and the file the campus serves has no script, the detected type,
 * nosniff and the CSP that sandboxes it; a file that is only called .png is refused in Spanish
 * naming the allowed types; the logo is removed after the confirm dialog.
 */
import { expect, test } from '@playwright/test';
import { logIn, newPharmacyOwner } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

const SVG_LOGO = {
	name: 'logotipo.svg',
	mimeType: 'image/svg+xml',
	buffer: Buffer.from(
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)"><script>alert(2)</script><rect width="120" height="40" rx="8" fill="#0a7"/></svg>',
	),
};
const HTML_AS_PNG = {
	name: 'logotipo.png',
	mimeType: 'image/png',
	buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
};

test('un titular sube el logotipo de su farmacia, lo ve y lo quita', async ({
	page,
	request,
}, testInfo) => {
	const owner = await newPharmacyOwner(request, testInfo, 'M');
	await logIn(page, owner);
	await page.goto('/aula/mi-farmacia');
	await waitForHydration(page);
	await expect(page.getByText('Todavía no has subido un logotipo.')).toBeVisible();
	await expect(page.getByText('PNG o JPEG de hasta 1 MB, o SVG de hasta 256 KB.')).toBeVisible();
	const input = page.getByLabel('Elige una imagen');

	// Called .png, sent as image/png, but HTML: the server reads the bytes and refuses it.
	await input.setInputFiles(HTML_AS_PNG);
	await page.getByRole('button', { name: 'Subir logotipo' }).click();
	await expect(page.getByRole('alert')).toContainText('no se admite');
	await expect(page.getByRole('alert')).toContainText('SVG de hasta 256 KB');

	await input.setInputFiles(SVG_LOGO);
	await page.getByRole('button', { name: 'Subir logotipo' }).click();
	const logo = page.getByRole('img', { name: 'Logotipo actual de la farmacia' });
	await expect(logo).toBeVisible();
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expectNoAxeViolations(page);

	// What the campus serves for it: sanitised, with headers that keep it inert.
	const src = await logo.getAttribute('src');
	expect(src).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
	const served = await request.get(src ?? '');
	expect(served.status()).toBe(200);
	expect(served.headers()['content-type']).toBe('image/svg+xml');
	expect(served.headers()['x-content-type-options']).toBe('nosniff');
	expect(served.headers()['content-security-policy']).toContain('sandbox');
	const text = await served.text();
	expect(text).toContain('<rect width="120" height="40" rx="8" fill="#0a7"/>');
	expect(text).not.toMatch(/script|onload|alert/i);

	await page.getByRole('button', { name: 'Quitar logotipo' }).click();
	const dialog = page.getByRole('dialog', { name: '¿Quitar el logotipo?' });
	await dialog.getByRole('button', { name: 'Quitar' }).click();
	await expect(page.getByText('Todavía no has subido un logotipo.')).toBeVisible();
	await expect(logo).toHaveCount(0);
	expect((await request.get(src ?? '')).status()).toBe(404);
});
