/**
 * Publishing from the studio reaches the public pages without a developer (issue #19, ADR 017):
 * an editor writes a short course with one video lesson (a clip uploaded and transcoded, with its
 * captions), a PDF sheet (uploaded) and a quiz, and publishes it; the studio's Publicaciones page
 * follows the rebuild until it is live; the course's public page and its player's page then show
 * it with its sources and review date; a learner finds it in /cursos, watches the lesson (HLS
 * through hls.js), downloads the very sheet the editor uploaded and passes the quiz. Renamed and published again, its old address answers 301 to the new one.
 * On a server of its own (playwright.config.ts), whose pages are rebuilt and swapped in while it
 * runs: the other journeys' pages never change under them.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { logIn, newLearner, newVisitor, watchToTheEnd } from './learners';
import { PUBLISHING_PORT } from './server';
import {
	addItem,
	addTopic,
	addQuestion,
	courseName,
	createCourse,
	EXPERT,
	logInAsEditor,
	makeClip,
	save,
	uploadVideo,
} from './studio';
import { expectNoAxeViolations, waitForHydration } from './support';

/** A rebuild of the demo site takes 15-20 s alone, longer while the other journeys run. */
const REBUILD_TIMEOUT_MS = 240_000;

const PUBLISHING_URL = `http://127.0.0.1:${String(PUBLISHING_PORT)}`;
test.use({ baseURL: PUBLISHING_URL });

/** Publishes the saved draft through the confirmation; answers the path the dialog names. */
async function publish(page: Page, name: string): Promise<string> {
	await page.getByRole('button', { name: 'Publicar' }).click();
	const dialog = page.getByRole('dialog', { name: `¿Publicar «${name}»?` });
	const path = /\/cursos\/([a-z0-9-]+)\//.exec((await dialog.textContent()) ?? '')?.[1];
	if (!path) throw new Error('the publish dialog names no path');
	await dialog.getByRole('button', { name: 'Publicar' }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByText('Publicado', { exact: true })).toBeVisible();
	return path;
}

/** Waits on the Publicaciones page until the newest publication, `reason`, is live. */
async function waitUntilLive(page: Page, reason: string) {
	await page.goto('/estudio/publicaciones/');
	await waitForHydration(page);
	const newest = page
		.getByRole('list', { name: /Publicaciones, de la más reciente/ })
		.getByRole('listitem');
	await expect(newest.first()).toContainText(reason);
	await expect(newest.first().getByText('Publicada', { exact: true })).toBeVisible({
		timeout: REBUILD_TIMEOUT_MS,
	});
}

test.describe('publicar desde el estudio', () => {
	test('una editora publica un curso con un vídeo subido y un test; su ficha pública aparece con fuentes y revisión, una alumna lo ve y aprueba; al cambiarle la dirección, la antigua redirige', async ({
		page,
		browser,
		request,
	}, testInfo) => {
		test.skip(
			testInfo.project.name !== 'movil',
			'cada publicación reconstruye la web: una vez basta',
		);
		test.setTimeout(2 * REBUILD_TIMEOUT_MS + 120_000);
		const name = courseName(testInfo, 'Ojo seco publicado');
		await logInAsEditor(page);
		await createCourse(page, name);

		// What a course needs to go live: a lesson with its captions, a quiz, who answers for it.
		await page.getByLabel('Descripción').fill('Lágrimas artificiales y signos de alarma.');
		await page.getByRole('button', { name: 'Añadir objetivo' }).click();
		await page.keyboard.type('Reconocer un ojo rojo que hay que derivar');
		await page.getByLabel('Creado por').selectOption({ label: EXPERT });
		await page.getByLabel('Lo imparte').selectOption({ label: EXPERT });
		await page.getByRole('button', { name: 'Añadir fuente' }).click();
		const source = page.getByRole('group', { name: 'Fuente 1' });
		await source.getByLabel('Título del documento').fill('Ficha técnica: hialuronato sódico');
		await source.getByLabel('Editor o entidad').fill('CIMA (AEMPS)');
		await source.getByLabel('Dirección web (URL)').fill('https://cima.aemps.es/');
		await page.getByRole('button', { name: 'Revisado hoy' }).click();
		await addTopic(page, 'Derivar a tiempo');
		const topic = page.getByRole('group', { name: 'Tema 1: Derivar a tiempo' });
		await addItem(page, topic, 'Vídeo', 'Qué preguntar ante un ojo rojo');
		await uploadVideo(page.getByRole('group', { name: 'Contenido 1 · Vídeo' }), makeClip(testInfo));
		// The sheet the learner downloads: a PDF of the editor's own, uploaded in one request.
		const sheet = testInfo.outputPath('signos-de-alarma.pdf');
		writeFileSync(
			sheet,
			`%PDF-1.4\n% ${name}\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
		);
		await addItem(page, topic, 'PDF', 'Signos de alarma');
		const sheetItem = page.getByRole('group', { name: 'Contenido 2 · PDF' });
		await sheetItem.getByLabel('Subir el PDF').setInputFiles(sheet);
		await expect(sheetItem.getByText('PDF subido', { exact: true })).toBeVisible();
		await expect(sheetItem.getByText('signos-de-alarma.pdf', { exact: true })).toBeVisible();
		mkdirSync('screenshots', { recursive: true });
		await sheetItem.screenshot({ path: 'screenshots/studio-sheet-movil.png' });
		await addItem(page, topic, 'Test', 'Test final');
		await addQuestion(page, 1, '¿Un ojo rojo con dolor y visión borrosa se deriva?', 1);
		await save(page);
		await expect(page.getByText('Nada pendiente: se puede publicar.')).toBeVisible();

		const path = await publish(page, name);
		await waitUntilLive(page, `Publicado: ${name}`);
		await expectNoAxeViolations(page);
		await page.screenshot({ path: 'screenshots/studio-publications-movil.png', fullPage: true });

		// The rebuilt page is served at once, with the sources the editor gave.
		await page.goto(`/cursos/${path}/`);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
		const sources = page.getByRole('region', { name: 'Fuentes y revisión' });
		await expect(sources).toContainText('Ficha técnica: hialuronato sódico');
		await expect(sources).toContainText(/Revisado el \d+ de \w+ de \d{4}/);
		// The player's page, built too, says the same under the lesson.
		await page.goto(`/aula/curso/${path}/`);
		await expect(page.getByRole('region', { name: 'Fuentes y revisión' })).toContainText(
			'Ficha técnica: hialuronato sódico',
		);

		// A learner finds it in the catalogue, opens it, watches the lesson and passes the quiz.
		const learner = await newLearner(request, testInfo);
		const learnerPage = await newVisitor(browser, testInfo, PUBLISHING_URL);
		await logIn(learnerPage, learner);
		await learnerPage.goto('/cursos/');
		await waitForHydration(learnerPage);
		await learnerPage.getByRole('searchbox', { name: 'Buscar cursos' }).fill(name);
		await learnerPage
			.getByRole('article')
			.filter({ hasText: name })
			.getByRole('link')
			.first()
			.click();
		await expect(learnerPage).toHaveURL(new RegExp(`/cursos/${path}/?$`));
		await learnerPage
			.getByRole('complementary')
			.getByRole('link', { name: 'Empezar el curso' })
			.click();
		await expect(learnerPage).toHaveURL(new RegExp(`/aula/curso/${path}/?$`));
		await waitForHydration(learnerPage);
		const requested: string[] = [];
		learnerPage.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
		await expect(learnerPage.locator('video track[kind="captions"][srclang="es"]')).toHaveCount(1);
		await watchToTheEnd(learnerPage);
		// The upload's own HLS, signed for this learner, through hls.js (Media Source Extensions).
		expect(
			requested.some((sent) => /^\/api\/media\/hls\/[0-9a-f-]{36}\/master\.m3u8$/.test(sent)),
		).toBe(true);
		expect(
			await learnerPage.locator('video').evaluate((video: HTMLVideoElement) => video.src),
		).toMatch(/^blob:/);
		await learnerPage.screenshot({ path: 'screenshots/studio-upload-in-player-movil.png' });
		await learnerPage.getByRole('button', { name: /^Siguiente: Signos de alarma/ }).click();
		const download = learnerPage.waitForEvent('download');
		await learnerPage.getByRole('button', { name: 'Descargar la ficha (PDF)' }).click();
		const downloaded = await (await download).path();
		expect(readFileSync(downloaded, 'latin1')).toBe(readFileSync(sheet, 'latin1'));
		await learnerPage.getByRole('button', { name: /^Siguiente: Test final/ }).click();
		const question = learnerPage.locator('form.quiz__form').getByRole('group');
		await question.getByRole('radio', { name: 'Sí', exact: true }).check();
		await learnerPage.getByRole('button', { name: 'Enviar respuestas' }).click();
		await expect(
			learnerPage.getByRole('status').filter({ hasText: '¡Test superado!' }),
		).toBeVisible();
		await expect(
			learnerPage.getByRole('region', { name: '¡Curso completado! Tu certificado está listo' }),
		).toBeVisible();
		await expectNoAxeViolations(learnerPage);
		await learnerPage.context().close();

		// Renamed: published again, the old address answers 301 to the new one.
		await page.goBack();
		await page.goto('/estudio/');
		await waitForHydration(page);
		await page.getByRole('link', { name }).click();
		await waitForHydration(page);
		const renamed = `${path}-renombrado`;
		await page.getByLabel('Dirección (slug)').fill(renamed);
		await save(page);
		await publish(page, name);
		await waitUntilLive(page, `Publicado: ${name}`);
		const moved = await page.request.get(`/cursos/${path}/`, { maxRedirects: 0 });
		expect(moved.status()).toBe(301);
		expect(new URL(moved.headers().location ?? '', page.url()).pathname).toBe(
			`/cursos/${renamed}/`,
		);
		await page.goto(`/cursos/${path}/`);
		await expect(page).toHaveURL(new RegExp(`/cursos/${renamed}/?$`));
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
	});
});
