/**
 * A pharmacy's own training (issue #7): an L owner uploads a short video (its length shown by the
 * browser, then read from the file by the server) and a PDF, sees both listed, plays the video to its end in the own-training player and
 * finds it completed, with no certificate; an HTML page renamed .mp4 is refused in Spanish and
 * what was typed stays. An M owner is told which plan includes it.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn, newPharmacyOwner, watchToTheEnd } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

/** A demo lesson of 2 min 30 s (public/media/lessons). */
const VIDEO_FILE = 'public/media/lessons/lesson-150.webm';
const PDF = {
	name: 'protocolo-de-acogida.pdf',
	mimeType: 'application/pdf',
	buffer: Buffer.from(
		'%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
	),
};
const FAKE_VIDEO = {
	name: 'video-de-bienvenida.mp4',
	mimeType: 'video/mp4',
	buffer: Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>'),
};

async function openManager(page: Page) {
	await page.goto('/aula/formacion-propia');
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Formación propia' })).toBeVisible();
}

test.describe('formación propia de la farmacia', () => {
	test.setTimeout(150_000);

	test('un titular L sube un vídeo y un PDF, y su vídeo se ve hasta el final', async ({
		page,
		request,
	}, testInfo) => {
		const owner = await newPharmacyOwner(request, testInfo, 'L');
		await logIn(page, owner);
		await openManager(page);
		const upload = page.getByRole('region', { name: 'Subir formación' });
		await expect(upload.getByText(/MP4 o WebM de hasta 200 MB/)).toBeVisible();
		await expect(page.getByText('Aún no has subido ninguna formación.')).toBeVisible();
		await expectNoAxeViolations(page);

		// A file that only says it is a video: the server reads its bytes and refuses it.
		const title = upload.getByLabel('Título', { exact: true });
		await title.fill('Vídeo falso');
		await upload.getByLabel('Archivo').setInputFiles(FAKE_VIDEO);
		await upload.getByRole('button', { name: 'Subir formación' }).click();
		await expect(upload.getByRole('alert')).toContainText('MP4');
		await expect(title).toHaveValue('Vídeo falso');

		// The video: the browser shows its length before it is sent; the list shows the server's.
		await title.fill('Acogida en el mostrador');
		await upload.getByLabel('Descripción (opcional)').fill('Cómo recibimos a cada cliente.');
		await upload.getByLabel('Archivo').setInputFiles(VIDEO_FILE);
		await expect(upload.getByText('Vídeo de 2:30.')).toBeVisible();
		await upload.getByRole('button', { name: 'Subir formación' }).click();
		const list = page.getByRole('region', { name: 'Formación subida' });
		await expect(list.getByRole('heading', { name: 'Acogida en el mostrador' })).toBeVisible({
			timeout: 30_000,
		});
		await expect(title).toHaveValue('');

		// The PDF.
		await title.fill('Protocolo de acogida');
		await upload.getByLabel('Archivo').setInputFiles(PDF);
		await upload.getByRole('button', { name: 'Subir formación' }).click();
		await expect(list.getByRole('heading', { name: 'Protocolo de acogida' })).toBeVisible();
		await expect(list.getByRole('listitem')).toHaveCount(2);
		await expect(list.getByText(/^Vídeo · 2:30/)).toBeVisible();
		await expect(list.getByText(/^PDF · /)).toBeVisible();
		await expectNoAxeViolations(page);

		// Played to the end in the own-training player.
		await list.getByRole('link', { name: /^Ver\b.*Acogida en el mostrador$/ }).click();
		await expect(page).toHaveURL(/\/aula\/formacion\?id=\d+$/);
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acogida en el mostrador');
		await expect(
			page.getByText('Formación interna de tu farmacia: no emite certificado.'),
		).toBeVisible();
		await expect(page.getByText('0 % completado')).toBeVisible();
		await expectNoAxeViolations(page);
		await watchToTheEnd(page);
		await expect(page.getByText('100 % completado')).toBeVisible();
		await expect(page.getByRole('region', { name: /certificado está listo/ })).toHaveCount(0);

		// The list counts the owner, who is part of the team, as having completed it.
		await openManager(page);
		const item = page.getByRole('listitem').filter({ hasText: 'Acogida en el mostrador' });
		await expect(item.getByText('Empezada por 1 · completada por 1')).toBeVisible();
	});

	test('un titular M ve qué plan incluye la formación propia', async ({
		page,
		request,
	}, testInfo) => {
		const owner = await newPharmacyOwner(request, testInfo, 'M');
		await logIn(page, owner);
		await openManager(page);
		await expect(
			page.getByRole('heading', { name: 'Tu plan no incluye formación propia' }),
		).toBeVisible();
		await expect(page.getByRole('link', { name: 'Ver el Plan Farmacia L' })).toHaveAttribute(
			'href',
			'/plan/farmacia-l/',
		);
		await expect(page.getByRole('region', { name: 'Subir formación' })).toHaveCount(0);
		await expectNoAxeViolations(page);
	});
});
