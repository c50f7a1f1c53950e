/**
 * Publishing from the studio reaches the public pages without a developer (issue #19, ADR 017):
 * an editor writes a short course and publishes it; the studio's Publicaciones page follows the
 * rebuild until it is live; the course's public page and its player's page then show it with its
 * sources and review date. Renamed and published again, its old address answers 301 to the new one.
 * On a server of its own (playwright.config.ts), whose pages are rebuilt and swapped in while it
 * runs: the other journeys' pages never change under them.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { PUBLISHING_PORT } from './server';
import { addQuestion, courseName, createCourse, EXPERT, logInAsEditor, save } from './studio';
import { expectNoAxeViolations, waitForHydration } from './support';

/** A rebuild of the demo site takes 15-20 s alone, longer while the other journeys run. */
const REBUILD_TIMEOUT_MS = 240_000;

test.use({ baseURL: `http://127.0.0.1:${String(PUBLISHING_PORT)}` });

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
	test('una editora publica un curso y su ficha pública aparece, con fuentes y revisión; al cambiarle la dirección, la antigua redirige', async ({
		page,
	}, testInfo) => {
		test.skip(
			testInfo.project.name !== 'movil',
			'cada publicación reconstruye la web: una vez basta',
		);
		test.setTimeout(2 * REBUILD_TIMEOUT_MS + 120_000);
		const name = courseName(testInfo, 'Ojo seco publicado');
		await logInAsEditor(page);
		await createCourse(page, name);

		// The least a course needs to go live: a quiz of one question, and who answers for it.
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
		await page.getByRole('button', { name: 'Añadir tema' }).click();
		await page.keyboard.type('Derivar a tiempo');
		const topic = page.getByRole('group', { name: 'Tema 1: Derivar a tiempo' });
		await topic.getByLabel('Tipo de contenido').selectOption({ label: 'Test' });
		await topic.getByRole('button', { name: 'Añadir contenido' }).click();
		await page.keyboard.type('Test final');
		await addQuestion(page, 1, '¿Un ojo rojo con dolor y visión borrosa se deriva?', 1);
		await save(page);
		await expect(page.getByText('Nada pendiente: se puede publicar.')).toBeVisible();

		const path = await publish(page, name);
		await waitUntilLive(page, `Publicado: ${name}`);
		await expectNoAxeViolations(page);
		mkdirSync('screenshots', { recursive: true });
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
