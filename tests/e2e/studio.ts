/**
 * What the studio's journeys share (issue #19): logging in as the demo editor, and the steps of
 * the course editor they all take.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed-data/accounts';
import { waitForHydration } from './support';

export const EDITOR = { email: 'editora@liceo.local', password: DEMO_PASSWORD };
/** The demo admin (issue #20): the studio and the back-office. */
export const ADMIN = { email: 'admin@liceo.local', password: DEMO_PASSWORD };
/** A demo expert the editor can name as author and teacher. */
export const EXPERT = 'Laura Martín Ortega';

export async function logInAsEditor(page: Page) {
	await logInAsStaff(page, EDITOR);
}

export async function logInAsStaff(page: Page, who: { email: string; password: string }) {
	await page.goto('/login');
	await waitForHydration(page);
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(who.email);
	await form.getByLabel('Contraseña', { exact: true }).fill(who.password);
	await form.getByRole('button', { name: 'Entrar' }).click();
	await expect(page).toHaveURL(/\/dashboard\/?$/);
}

/** A title of its own per project and run: the journeys run in parallel on one database. */
export function courseName(testInfo: TestInfo, what: string): string {
	return `${what} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

/** Creates a draft with the list's "Nuevo curso" form; the editor opens on it. */
export async function createCourse(page: Page, name: string): Promise<string> {
	await page.goto('/estudio/');
	await waitForHydration(page);
	await page.locator('summary', { hasText: 'Nuevo curso' }).click();
	const form = page.getByRole('form', { name: 'Nuevo curso' });
	await form.getByLabel('Título del curso').fill(name);
	await form.getByLabel('Categoría').selectOption({ label: 'Dermofarmacia' });
	await form.getByRole('button', { name: 'Crear borrador' }).click();
	await expect(page).toHaveURL(/\/estudio\/curso\/\?cid=\d+$/);
	await expect(page.getByLabel('Título', { exact: true })).toHaveValue(name);
	return page.url();
}

/** Deletes the draft (a course never published goes altogether) and lands on the list. */
export async function deleteCourse(page: Page, name: string) {
	await page.getByRole('button', { name: 'Eliminar borrador' }).click();
	const dialog = page.getByRole('dialog', { name: `¿Eliminar el borrador «${name}»?` });
	await dialog.getByRole('textbox').fill('eliminar');
	await dialog.getByRole('button', { name: 'Eliminar' }).click();
	await expect(page).toHaveURL(/\/estudio\/$/);
}

export async function save(page: Page) {
	await page.getByRole('button', { name: 'Guardar borrador' }).click();
	await expect(page.getByText(/^Guardado a las \d/)).toBeVisible();
}

/** Adds a topic and types its title once the editor has put the focus on it (see {@link addItem}). */
export async function addTopic(page: Page, title: string) {
	const titles = page.getByRole('textbox', { name: 'Título del tema' });
	const before = await titles.count();
	await page.getByRole('button', { name: 'Añadir tema' }).click();
	await expect(titles.nth(before)).toBeFocused();
	await page.keyboard.type(title);
}

/**
 * Adds an item of `type` to `topic` and types its name where the editor put the focus, once it is
 * there: typed earlier, a space would press "Añadir contenido" again.
 */
export async function addItem(page: Page, topic: Locator, type: string, name: string) {
	const items = topic.getByRole('group', { name: /^Contenido \d+ · / });
	const before = await items.count();
	await topic.getByLabel('Tipo de contenido').selectOption({ label: type });
	await topic.getByRole('button', { name: 'Añadir contenido' }).click();
	await expect(items.nth(before).getByRole('textbox', { name: 'Nombre' })).toBeFocused();
	await page.keyboard.type(name);
}

export async function addQuestion(page: Page, n: number, prompt: string, right: 1 | 2) {
	await page.getByRole('button', { name: 'Añadir pregunta' }).click();
	const question = page.getByRole('group', { name: `Pregunta ${String(n)}` });
	await expect(question.getByLabel('Enunciado')).toBeFocused();
	await page.keyboard.type(prompt);
	await question.getByLabel('Opción 1', { exact: true }).fill('Sí');
	await question.getByLabel('Opción 2', { exact: true }).fill('No');
	await question.getByRole('radio', { name: `La opción ${String(right)} es la correcta` }).check();
	await question.getByLabel('Explicación').fill(`Explicación de «${prompt}».`);
}

/** A transcode of a 3 s clip takes seconds; on a busy 2-core machine, up to a minute or more. */
export const TRANSCODE_TIMEOUT_MS = 120_000;

/**
 * A 3 s counter clip (ffmpeg's test picture and a tone) and its Spanish captions as SRT, made in
 * the test's output folder: what an editor uploads.
 */
export function makeClip(testInfo: TestInfo): { clip: string; srt: string } {
	mkdirSync(testInfo.outputDir, { recursive: true });
	const clip = testInfo.outputPath('mostrador.mp4');
	execFileSync('ffmpeg', [
		'-hide_banner',
		'-loglevel',
		'error',
		'-y',
		'-f',
		'lavfi',
		'-i',
		'testsrc=duration=3:size=320x240:rate=25',
		'-f',
		'lavfi',
		'-i',
		'sine=duration=3',
		'-shortest',
		'-pix_fmt',
		'yuv420p',
		clip,
	]);
	const srt = testInfo.outputPath('mostrador.srt');
	writeFileSync(
		srt,
		'1\n00:00:00,000 --> 00:00:01,500\nBuenos días\n\n2\n00:00:01,500 --> 00:00:03,000\n¿En qué puedo ayudarle?\n',
	);
	return { clip, srt };
}

/** Uploads `files` to a video item of the editor, waits for the transcode, then adds the captions. */
export async function uploadVideo(item: Locator, files: { clip: string; srt: string }) {
	await item.getByLabel('Subir el vídeo').setInputFiles(files.clip);
	await expect(item.getByText('Lista', { exact: true })).toBeVisible({
		timeout: TRANSCODE_TIMEOUT_MS,
	});
	await item.getByLabel('Subir subtítulos (.vtt o .srt)').setInputFiles(files.srt);
	await expect(item.getByText('Con subtítulos.')).toBeVisible();
}
