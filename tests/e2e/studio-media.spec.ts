/**
 * A video's media in the studio's editor (issue #19, ADR 017m): an editor uploads a small real
 * clip by tus, the server's queue transcodes it and the item shows it "Lista" with its poster and
 * its real length; SRT captions are uploaded (converted), refused WebVTT says which line, edited
 * captions are saved; the draft keeps the asset and its captions after a reload, and nothing about
 * the video is left pending for publishing. The draft is deleted at the end.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
	addItem,
	addTopic,
	courseName,
	createCourse,
	deleteCourse,
	logInAsEditor,
	makeClip,
	save,
	TRANSCODE_TIMEOUT_MS,
} from './studio';
import { expectNoAxeViolations, waitForHydration } from './support';

/** Outside test-results/, which Playwright wipes on every run. */
const SCREENSHOTS = 'screenshots';

let clip: string;
let srt: string;

test.beforeAll(() => {
	({ clip, srt } = makeClip(test.info()));
});

test('una editora sube un vídeo, espera a que esté listo, le pone subtítulos y el borrador lo conserva', async ({
	page,
}, testInfo) => {
	test.setTimeout(240_000);
	const name = courseName(testInfo, 'Vídeo e2e');
	await logInAsEditor(page);
	await createCourse(page, name);

	await addTopic(page, 'En el mostrador');
	const topic = page.getByRole('group', { name: 'Tema 1: En el mostrador' });
	await addItem(page, topic, 'Vídeo', 'Saludar al paciente');
	const item = page.getByRole('group', { name: 'Contenido 1 · Vídeo' });
	await expect(item.getByText('Sube primero el vídeo para añadir sus subtítulos.')).toBeVisible();
	await save(page);
	await expect(page.getByText('«Saludar al paciente»: falta el vídeo.')).toBeVisible();
	await expect(page.getByText('«Saludar al paciente»: faltan los subtítulos.')).toBeVisible();

	// The master goes up by tus; the server's queue transcodes it.
	await item.getByLabel('Subir el vídeo').setInputFiles(clip);
	await expect(item.getByText('Lista', { exact: true })).toBeVisible({
		timeout: TRANSCODE_TIMEOUT_MS,
	});
	await expect(item.getByText('Duración: 0:03')).toBeVisible();
	await expect(item.getByLabel('Duración en segundos')).toHaveValue('3');
	const poster = item.locator('img.editor__poster');
	await expect(poster).toBeVisible();
	expect(await poster.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

	// SRT captions, converted to WebVTT on the server.
	await item.getByLabel('Subir subtítulos (.vtt o .srt)').setInputFiles(srt);
	await expect(item.getByText('Con subtítulos.')).toBeVisible();
	await item.getByRole('button', { name: 'Editar subtítulos' }).click();
	const text = item.getByLabel('Subtítulos (WebVTT)');
	await expect(text).toHaveValue(/^WEBVTT\n\n00:00:00\.000 --> 00:00:01\.500\nBuenos días/);

	// Captions that are not WebVTT: the server says which line, on the field.
	await text.fill('WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nAl revés\n');
	await item.getByRole('button', { name: 'Guardar subtítulos' }).click();
	await expect(item.locator('.ui-field__error')).toContainText('línea 3');
	await expect(text).toHaveAttribute('aria-invalid', 'true');

	await text.fill('WEBVTT\n\n00:00.000 --> 00:03.000\nBuenos días, ¿qué tal?\n');
	await item.getByRole('button', { name: 'Guardar subtítulos' }).click();
	await expect(item.getByText(/^Subtítulos guardados/)).toBeVisible();
	await expect(text).not.toHaveAttribute('aria-invalid', 'true');
	await expectNoAxeViolations(page);

	// Saved, the publish check misses neither the video nor its captions any more.
	await save(page);
	await expect(page.getByText('«Saludar al paciente»: falta el vídeo.')).toHaveCount(0);
	await expect(page.getByText('«Saludar al paciente»: faltan los subtítulos.')).toHaveCount(0);

	// The draft keeps the asset and its captions.
	await page.reload();
	await waitForHydration(page);
	const again = page.getByRole('group', { name: 'Contenido 1 · Vídeo' });
	await expect(again.getByText('Lista', { exact: true })).toBeVisible();
	await expect(again.getByText('Con subtítulos.')).toBeVisible();
	await expect(again.getByLabel('Duración en segundos')).toHaveValue('3');
	await expect(page.getByText('Todo está guardado')).toBeVisible();
	await again.getByRole('button', { name: 'Editar subtítulos' }).click();
	await expect(again.getByLabel('Subtítulos (WebVTT)')).toHaveValue(/Buenos días, ¿qué tal\?/);

	if (testInfo.project.name === 'movil') {
		await page.setViewportSize({ width: 360, height: 780 });
		const width = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(width).toBeLessThanOrEqual(360);
		mkdirSync(SCREENSHOTS, { recursive: true });
		await again.locator('.editor__media').screenshot({
			path: `${SCREENSHOTS}/studio-media-${testInfo.project.name}.png`,
		});
	}
	await deleteCourse(page, name);
});
