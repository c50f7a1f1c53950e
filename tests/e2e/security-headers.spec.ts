/**
 * The security headers and the Content-Security-Policy in a real browser (issue #15, ADR 010):
 * every page the build wrote loads with its policy on and reports no violation, nor do the
 * checkout (sandbox card form, 3-D Secure step), the player (a logged-in learner playing a video
 * with its captions) or a page rendered on demand; the headers are on pages, files and API
 * answers, and another site cannot frame the campus.
 */
import { expect, test } from '@playwright/test';
import { CARD, expectLicence, fillCard, signUpInCheckout } from './checkout';
import { builtPages } from './built-pages';
import { settle, watchViolations } from './csp-violations';
import { CLIENT_KEY, logIn, newLearner, SHORT_COURSE } from './learners';
import { newAccount, waitForHydration } from './support';

const PAGES = builtPages();

test.describe('la política de seguridad de contenidos', () => {
	test('el build tiene páginas que recorrer', () => {
		// Guards the sweep below against an empty or missing build folder.
		expect(PAGES.length).toBeGreaterThan(100);
		expect(PAGES).toEqual(expect.arrayContaining(['/', '/cursos/', '/login/']));
	});

	for (const pathname of PAGES) {
		test(`no bloquea nada en ${pathname}`, async ({ page }, testInfo) => {
			// A policy does not depend on the screen: the phone run covers the sweep.
			test.skip(testInfo.project.name !== 'movil', 'una pasada basta');
			const violations = await watchViolations(page);
			// Read apart from the visit: /descargar-app/* sends a phone on to its app store.
			const html = await (await page.request.get(pathname)).text();
			expect(html).toContain('<meta http-equiv="content-security-policy"');
			await page.goto(pathname);
			await settle(page);
			expect(violations).toEqual([]);
		});
	}

	test('una página servida al momento (un certificado) lleva su política en la cabecera', async ({
		page,
	}) => {
		const violations = await watchViolations(page);
		const response = await page.goto('/certificados/NOEXISTE1');
		expect(response?.status()).toBe(404);
		const policy = response?.headers()['content-security-policy'] ?? '';
		// Astro's policy with this page's hashes, and the header's frame rule as a second policy.
		expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
		expect(policy).toContain("frame-ancestors 'none'");
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await settle(page);
		expect(violations).toEqual([]);
	});

	test('la compra con la tarjeta de pruebas y su paso de 3-D Secure', async ({
		page,
	}, testInfo) => {
		const violations = await watchViolations(page);
		await page.goto('/compra/profesional-mensual');
		await waitForHydration(page);
		await signUpInCheckout(page, newAccount(testInfo));
		await fillCard(page, CARD.authenticates);
		await page.getByRole('button', { name: 'Pagar 19,90 €' }).click();
		await page.getByRole('button', { name: 'Confirmar el pago' }).click();
		await expectLicence(page, /Gracias por tu compra/, 'Plan Profesional mensual', 'Activo');
		await settle(page);
		expect(violations).toEqual([]);
	});

	test('el reproductor con sesión: el vídeo suena y los subtítulos cargan', async ({
		page,
		request,
	}, testInfo) => {
		test.setTimeout(90_000);
		const learner = await newLearner(request, testInfo);
		const violations = await watchViolations(page);
		await logIn(page, learner);
		await page.goto(`/aula/curso/${SHORT_COURSE.path}`);
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHORT_COURSE.name);
		const video = page.locator('video');
		await video.evaluate(async (element: HTMLVideoElement) => {
			element.muted = true;
			const captions = element.textTracks[0];
			if (captions) captions.mode = 'hidden';
			await element.play();
		});
		await expect
			.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
			.toBeGreaterThan(1);
		// HTMLTrackElement.LOADED: the captions came through media-src.
		await expect(page.locator('video track[kind="captions"]')).toHaveJSProperty('readyState', 2);
		expect(violations).toEqual([]);
	});
});

test.describe('las cabeceras de seguridad', () => {
	const COMMON = {
		'x-frame-options': 'DENY',
		'x-content-type-options': 'nosniff',
		'referrer-policy': 'strict-origin-when-cross-origin',
		'permissions-policy': 'camera=(), microphone=(), geolocation=()',
	};

	test('una página, un fichero y una respuesta de la API las llevan', async ({ request }) => {
		const page = await request.get('/aula/');
		expect(page.headers()).toMatchObject({
			...COMMON,
			'content-security-policy':
				"frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
		});
		// Not in this build's environment (develop): HSTS is for production only.
		expect(page.headers()['strict-transport-security']).toBeUndefined();

		const file = await request.get('/favicon.svg');
		expect(file.headers()).toMatchObject(COMMON);

		const api = await request.post('/api/courses/getCourses', {
			headers: { pcek: CLIENT_KEY },
			data: {},
		});
		expect(api.headers()).toMatchObject({
			...COMMON,
			'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
		});
		const refused = await request.post('/api/courses/getCourses', { data: {} });
		expect(refused.status()).toBe(403);
		expect(refused.headers()).toMatchObject(COMMON);
	});

	test('otra web no puede mostrar el campus en un marco', async ({ page, baseURL }) => {
		await page.setContent(`<iframe src="${baseURL}/aula/" title="campus"></iframe>`);
		const frame = page.frames()[1];
		if (!frame) throw new Error('the iframe did not open');
		// Chromium replaces a refused frame with its error page.
		await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
	});
});
