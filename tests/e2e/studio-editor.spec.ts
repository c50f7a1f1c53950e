/**
 * The studio's course editor (issue #19): an editor creates a course from /estudio, fills it in
 * (details, a source and the review date, a topic with a two-question quiz), reorders topics and
 * questions by keyboard, saves, and finds it all after a reload; a save from another tab makes
 * this one's answer the conflict, and nothing typed is lost. Each test deletes the draft it made.
 */
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
	addItem,
	addTopic,
	addQuestion,
	courseName,
	createCourse,
	deleteCourse,
	EXPERT,
	logInAsEditor,
	save,
} from './studio';
import { expectNoAxeViolations, waitForHydration } from './support';

/** Outside test-results/, which Playwright wipes on every run. */
const SCREENSHOTS = 'screenshots';

test.describe('el editor de cursos del estudio', () => {
	test('una editora crea un curso, lo completa, lo ordena con el teclado y lo encuentra al volver', async ({
		page,
	}, testInfo) => {
		// A long journey: a whole course typed in, two axe runs.
		test.slow();
		const name = courseName(testInfo, 'Fotoprotección e2e');
		await logInAsEditor(page);
		await createCourse(page, name);
		await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

		// Details.
		await page.getByLabel('Descripción').fill('Cómo aconsejar un fotoprotector en el mostrador.');
		await page.getByRole('button', { name: 'Añadir objetivo' }).click();
		await expect(page.getByRole('textbox', { name: 'Objetivo 1' })).toBeFocused();
		await page.keyboard.type('Elegir el fotoprotector según el fototipo');
		await page.getByLabel('Creado por').selectOption({ label: EXPERT });
		await page.getByLabel('Lo imparte').selectOption({ label: EXPERT });

		// A source, consulted today unless said otherwise, and the review date.
		await page.getByRole('button', { name: 'Añadir fuente' }).click();
		const source = page.getByRole('group', { name: 'Fuente 1' });
		await expect(source.getByLabel('Título del documento')).toBeFocused();
		await page.keyboard.type('Fotoprotección: recomendaciones');
		await source.getByLabel('Editor o entidad').fill('AEMPS');
		await source.getByLabel('Dirección web (URL)').fill('https://www.aemps.gob.es/');
		await expect(source.getByLabel('Fecha de consulta')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
		await page.getByRole('button', { name: 'Revisado hoy' }).click();
		await expect(page.getByText(/^Revisado el \d/)).toBeVisible();

		// A topic with a quiz of two questions, then an empty topic to reorder.
		await addTopic(page, 'Fototipos');
		const topic = page.getByRole('group', { name: 'Tema 1: Fototipos' });
		await addItem(page, topic, 'Test', 'Test de fototipos');
		await addQuestion(page, 1, '¿El fototipo I se quema siempre?', 1);
		await addQuestion(page, 2, '¿Basta con un FPS 15 en la playa?', 2);
		await addTopic(page, 'Antes de empezar');

		// Reordering by keyboard: the focus stays on what moved, and its place is said.
		await page.getByRole('button', { name: 'Subir el tema 2' }).focus();
		await page.keyboard.press('Enter');
		await expect(page.getByRole('button', { name: 'Bajar el tema 1' })).toBeFocused();
		await expect(page.getByRole('status').filter({ hasText: 'Movido a la posición' })).toHaveText(
			'Movido a la posición 1 de 2',
		);
		await page.getByRole('button', { name: 'Bajar la pregunta 1' }).focus();
		await page.keyboard.press('Enter');
		await expect(page.getByRole('button', { name: 'Subir la pregunta 2' })).toBeFocused();

		await save(page);
		// The empty topic keeps it from going live.
		await expect(
			page.getByText('Hay un tema sin contenidos: añádele alguno o bórralo.'),
		).toBeVisible();
		await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled();

		// Everything is there after a reload.
		await page.reload();
		await waitForHydration(page);
		await expect(page.getByLabel('Título', { exact: true })).toHaveValue(name);
		await expect(page.getByRole('textbox', { name: 'Objetivo 1' })).toHaveValue(
			'Elegir el fotoprotector según el fototipo',
		);
		await expect(page.getByLabel('Lo imparte')).toHaveValue(/laura-martin-ortega/);
		await expect(
			page.getByRole('group', { name: 'Fuente 1' }).getByLabel('Editor o entidad'),
		).toHaveValue('AEMPS');
		const topicTitles = await page
			.getByLabel('Título del tema')
			.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
		expect(topicTitles).toEqual(['Antes de empezar', 'Fototipos']);
		const first = page.getByRole('group', { name: 'Pregunta 1' });
		await expect(first.getByLabel('Enunciado')).toHaveValue('¿Basta con un FPS 15 en la playa?');
		await expect(first.getByRole('radio', { name: 'La opción 2 es la correcta' })).toBeChecked();
		await expect(page.getByText('Todo está guardado')).toBeVisible();

		// Without the empty topic nothing is pending: publishing asks first.
		await page.getByRole('button', { name: 'Eliminar el tema 1' }).click();
		await expect(page.getByRole('button', { name: 'Añadir tema' })).toBeVisible();
		await save(page);
		await expect(page.getByText('Nada pendiente: se puede publicar.')).toBeVisible();
		await expectNoAxeViolations(page);
		await page.getByRole('button', { name: 'Publicar' }).click();
		const dialog = page.getByRole('dialog', { name: `¿Publicar «${name}»?` });
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText('/cursos/fotoproteccion-e2e-');
		await expectNoAxeViolations(page);
		await dialog.getByRole('button', { name: 'Cancelar' }).click();
		await expect(dialog).toBeHidden();
		await expect(page.getByText('Borrador', { exact: true })).toBeVisible();

		if (testInfo.project.name === 'movil') {
			// The narrowest phone the campus supports: the nested cards still fit.
			await page.setViewportSize({ width: 360, height: 780 });
			const width = await page.evaluate(() => document.documentElement.scrollWidth);
			expect(width).toBeLessThanOrEqual(360);
		}
		mkdirSync(SCREENSHOTS, { recursive: true });
		await page.screenshot({
			path: `${SCREENSHOTS}/studio-editor-${testInfo.project.name}.png`,
			fullPage: true,
		});
		await deleteCourse(page, name);
	});

	test('si otra pestaña guarda antes, esta lo explica y no pierde lo escrito', async ({
		page,
		context,
	}, testInfo) => {
		// Two tabs of the editor, each hydrated and saving: about 24 s alone on two cores.
		test.setTimeout(60_000);
		const name = courseName(testInfo, 'Conflicto e2e');
		await logInAsEditor(page);
		const address = await createCourse(page, name);

		const other = await context.newPage();
		await other.goto(address);
		await waitForHydration(other);
		await other.getByLabel('Descripción').fill('La versión de la otra pestaña.');
		await save(other);
		await other.close();

		await page.getByLabel('Descripción').fill('Mi versión, escrita a la vez.');
		await page.getByRole('button', { name: 'Guardar borrador' }).click();
		await expect(
			page.getByRole('alert').filter({ hasText: 'Otra persona ha guardado' }),
		).toContainText('Tus cambios no se han guardado, pero no se pierden');
		await expect(page.getByLabel('Descripción')).toHaveValue('Mi versión, escrita a la vez.');
		await expectNoAxeViolations(page);

		await page.getByRole('button', { name: 'Recargar la última versión' }).click();
		await expect(page.getByLabel('Descripción')).toHaveValue('La versión de la otra pestaña.');
		await page.getByRole('button', { name: 'Recuperar mis cambios' }).click();
		await expect(page.getByLabel('Descripción')).toHaveValue('Mi versión, escrita a la vez.');
		await save(page);

		await page.reload();
		await waitForHydration(page);
		await expect(page.getByLabel('Descripción')).toHaveValue('Mi versión, escrita a la vez.');
		await deleteCourse(page, name);
	});
});
