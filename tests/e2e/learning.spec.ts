/**
 * Learning a course in the campus (issue #6): a trial learner opens a course, watches its video
 * and counter scene to the end (real playback, sped up), downloads the PDF, passes the quiz
 * after a failed try, downloads the certificate (its text names the learner, the course and the
 * code), verifies it logged out, and finds the course at 100 % on the dashboard after reloading.
 * A course outside the demo licence says so and offers the plans.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import {
	apiCall,
	logIn,
	newLearner,
	passQuizInPlayer,
	PLAYBACK_RATE,
	SHORT_COURSE,
	watchToTheEnd,
} from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

const COURSE = SHORT_COURSE;
/** A course the trial (demo licence) does not include. */
const EXCLUDED_PATH = 'cuidado-de-la-piel-con-tratamiento-oncologico';
test.describe('aprender un curso', () => {
	test.setTimeout(180_000);

	test('ve el curso entero, aprueba el test, descarga y verifica su certificado', async ({
		page,
		request,
		browser,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo);
		await logIn(page, learner);

		await page.goto(`/aula/curso/${COURSE.path}`);
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE.name);
		await expect(page.getByText('0 % completado')).toBeVisible();
		const program = page.getByRole('navigation', { name: 'Programa del curso' });
		await expect(program.getByRole('button')).toHaveCount(4);
		await expect(page.locator('video track[kind="captions"][srclang="es"]')).toHaveCount(1);
		await expectNoAxeViolations(page);

		// 1. The video, played to its end; the server counts it watched from what was played.
		await watchToTheEnd(page);
		await expect(page.getByText('25 % completado')).toBeVisible();
		await page.getByRole('button', { name: /^Siguiente: Escena de mostrador/ }).click();
		await expect(
			page.getByRole('heading', { level: 2, name: /^Escena de mostrador/ }),
		).toBeFocused();

		// 2. The counter scene.
		await watchToTheEnd(page);
		await expect(page.getByText('50 % completado')).toBeVisible();
		await page.getByRole('button', { name: /^Siguiente: Ficha/ }).click();

		// 3. The PDF: downloaded, counted, done.
		const sheetDownload = page.waitForEvent('download');
		await page.getByRole('button', { name: 'Descargar la ficha (PDF)' }).click();
		expect((await sheetDownload).suggestedFilename()).toMatch(
			/^dermatitis-del-panal-ficha-\d+\.pdf$/,
		);
		await expect(page.getByText('75 % completado')).toBeVisible();
		await page.getByRole('button', { name: /^Siguiente: Test/ }).click();

		// 4. The quiz, answered right (its order is the attempt's own: picked by the options' text).
		await passQuizInPlayer(page);

		// 5. The certificate.
		const panel = page.getByRole('region', {
			name: '¡Curso completado! Tu certificado está listo',
		});
		await expect(panel).toBeVisible();
		await expect(page.getByText('100 % completado')).toBeVisible();
		const code = (await panel.locator('.certificate-panel__code strong').textContent()) ?? '';
		expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
		await expect(
			panel.getByRole('link', { name: 'Añadir a mi perfil de LinkedIn' }),
		).toHaveAttribute(
			'href',
			new RegExp(
				`^https://www\\.linkedin\\.com/profile/add\\?startTask=CERTIFICATION_NAME.*certId=${code}`,
			),
		);
		await expectNoAxeViolations(page);
		const certificateDownload = page.waitForEvent('download');
		await panel.getByRole('link', { name: 'Descargar certificado (PDF)' }).click();
		const pdfPath = await (await certificateDownload).path();
		const { text } = await extractText(new Uint8Array(await readFile(pdfPath)), {
			mergePages: true,
		});
		const flat = text.replace(/\s+/g, ' ');
		expect(flat).toContain(`${learner.name} ${learner.lastName}`);
		expect(flat).toContain(COURSE.name);
		expect(flat).toContain(code);

		// 6. Anyone can verify it: a fresh browser with no session.
		const stranger = await browser.newContext();
		const publicPage = await stranger.newPage();
		await publicPage.goto(`/certificados/${code}`);
		await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Certificado válido');
		await expect(publicPage.getByText(`${learner.name} ${learner.lastName}`)).toBeVisible();
		await expect(publicPage.getByRole('link', { name: COURSE.name })).toBeVisible();
		await expectNoAxeViolations(publicPage);
		const forged = await publicPage.goto(
			`/certificados/${code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
		);
		expect(forged?.status()).toBe(404);
		await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(
			'No encontramos ese certificado',
		);
		await stranger.close();

		// 7. The dashboard, after a reload, shows the course completed.
		await page.goto('/dashboard');
		await page.reload();
		await waitForHydration(page);
		const completed = page.getByRole('region', { name: 'Cursos completados y certificados' });
		const card = completed.getByRole('listitem').filter({ hasText: COURSE.name });
		await expect(card).toContainText('100 % completado');
		await expect(card.getByRole('link', { name: /^Página de verificación/ })).toHaveAttribute(
			'href',
			`/certificados/${code}`,
		);
		await expectNoAxeViolations(page);
	});

	test('retoma en otro dispositivo donde lo dejó, y lo visto al cerrar la página no se pierde', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo);
		const { getCourse } = await apiCall<{
			getCourse: { cid: number; topics: { items: { iid: number; dur: number }[] }[] };
		}>(request, '/progress/getCourse', { cid: COURSE.id }, learner.token);
		const video = getCourse.topics[0]?.items[0];
		if (!video) throw new Error('the course has no first item');
		// "Another device" watched the first minute.
		await apiCall(
			request,
			'/progress/saveProgress',
			{ iid: video.iid, pos: 60, rng: [[0, 60]], ts: Date.now() },
			learner.token,
		);

		await logIn(page, learner);
		await page.goto(`/aula/curso/${COURSE.path}`);
		await waitForHydration(page);
		await expect(page.getByText('Retomamos donde lo dejaste: 1:00.')).toBeVisible();
		const player = page.locator('video');
		expect(await player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeCloseTo(
			60,
			0,
		);
		await expect(
			page.getByRole('navigation', { name: 'Programa del curso' }).getByRole('button').first(),
		).toContainText('Visto 35 %');

		// Play well past the minute, then leave before the next 10-second heartbeat is due.
		await player.evaluate(async (element: HTMLVideoElement, rate) => {
			element.muted = true;
			element.playbackRate = rate;
			await element.play();
		}, PLAYBACK_RATE);
		await expect
			.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
			.toBeGreaterThan(90);
		const leftAt = await player.evaluate((element: HTMLVideoElement) => {
			element.pause();
			return element.currentTime;
		});
		await page.goto('/dashboard');
		await expect
			.poll(async () => {
				const { getProgress } = await apiCall<{
					getProgress: { items: { iid: number; pos: number }[] };
				}>(request, '/progress/getProgress', { cid: COURSE.id }, learner.token);
				return getProgress.items.find((item) => item.iid === video.iid)?.pos ?? 0;
			})
			.toBeGreaterThanOrEqual(Math.floor(leftAt) - 1);
	});

	test('un curso que la licencia de prueba no incluye lo dice y ofrece los planes', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo);
		await logIn(page, learner);
		await page.goto(`/aula/curso/${EXCLUDED_PATH}`);
		await waitForHydration(page);
		const refusal = page.getByRole('alert');
		await expect(refusal).toContainText('Este curso no está incluido en tu licencia de prueba');
		await expect(refusal.getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
			'href',
			'/planes',
		);
		// Still logged in: the refusal is about the licence, not the session.
		await page.goto('/dashboard');
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${learner.name}`);
		await expectNoAxeViolations(page);
	});
});
