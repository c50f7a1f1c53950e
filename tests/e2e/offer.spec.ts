/**
 * Journey: one offer rule everywhere (issue 17, src/lib/offer.ts). Whoever is logged in sees the
 * call to action of their state on every public page (header, home, course page, plan cards) and
 * on the dashboard: a trial user is never offered the trial, a team member is never offered a
 * purchase, the group holder is led to the group panel, a subscriber goes from a course page into
 * the player in one click, and the header never shows "Entrar" to a logged-in person, not even for
 * a frame while the page loads.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, logIn, newLearner, SHORT_COURSE } from './learners';
import { isPhone, menuPanel, menuToggle, waitForHydration } from './support';

/** Seeded demo accounts (README): a member of Farmacia Demo Liceo and the group's holder. */
const DEMO_PASSWORD = 'Campus#2026';
const TEAM_MEMBER = { email: 'equipo3@liceo.local', password: DEMO_PASSWORD };
const GROUP_HOLDER = { email: 'grupo@liceo.local', password: DEMO_PASSWORD };
/** A course the free trial leaves out (content/courses/, `demoExcluded`). */
const EXCLUDED_PATH = 'cuidado-de-la-piel-con-tratamiento-oncologico';

/** The header's call to action: in the bar on desktop, in the menu panel on a phone. */
async function headerCta(page: Page) {
	if (isPhone(page)) {
		await menuToggle(page).click();
		return menuPanel(page).getByRole('link').last();
	}
	return page.getByRole('banner').locator('.site-header__session a.site-header__cta:visible');
}

async function closeMenu(page: Page) {
	if (isPhone(page)) await page.keyboard.press('Escape');
}

/** No link or button anywhere on the page offers the free trial. */
async function expectNoTrialOffer(page: Page) {
	await expect(page.getByRole('link', { name: /prueba gratis/i })).toHaveCount(0);
}

test.describe('la oferta según quién eres', () => {
	test('a quien está en su prueba no se le ofrece nunca la prueba', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo, 'trial');
		await logIn(page, learner);

		await page.goto('/');
		await expectNoTrialOffer(page);
		await expect(
			page.locator('.home-hero').getByRole('link', { name: 'Ir al campus' }),
		).toHaveAttribute('href', '/dashboard');
		const cta = await headerCta(page);
		await expect(cta).toHaveText('Ir al campus');
		await closeMenu(page);

		// A course the trial opens: straight into the player.
		await page.goto(`/cursos/${SHORT_COURSE.path}/`);
		await expectNoTrialOffer(page);
		await expect(
			page.getByRole('complementary').getByRole('link', { name: 'Empezar el curso' }),
		).toHaveAttribute('href', `/aula/curso/${SHORT_COURSE.path}`);

		// A course the trial leaves out keeps the upgrade, not the trial.
		await page.goto(`/cursos/${EXCLUDED_PATH}/`);
		await expectNoTrialOffer(page);
		const box = page.getByRole('complementary');
		await expect(box.getByRole('link', { name: 'Contratar un plan' })).toHaveAttribute(
			'href',
			'/compra/seleccion',
		);
		await expect(box).toContainText('no forma parte de la prueba gratuita');

		// Plan cards: the purchase only.
		await page.goto('/planes/');
		await expectNoTrialOffer(page);
		await expect(page.getByRole('link', { name: 'Contratar' }).first()).toBeVisible();

		// The thanks page leads into the first lesson of a course the trial opens; the campus second.
		await page.goto('/gracias-por-suscribirte');
		const first = page.getByRole('main').getByRole('link', { name: 'Empezar la primera lección' });
		await expect(first).toHaveAttribute('href', /^\/aula\/curso\/[a-z0-9-]+\?empezar=1$/);
		await expect(
			page.getByRole('main').getByRole('link', { name: 'Ir a mi campus' }),
		).toHaveAttribute('href', '/dashboard');
		await first.click();
		// The lesson starts by itself, and the request leaves the address (a reload does not replay).
		await expect(page).toHaveURL(/\/aula\/curso\/[a-z0-9-]+$/);
		await expect(page.getByRole('alert')).toHaveCount(0);
		await expect
			.poll(() =>
				page
					.locator('video')
					.first()
					.evaluate((video: HTMLVideoElement) => !video.paused),
			)
			.toBe(true);
	});

	test('un miembro de un equipo no ve ninguna oferta de compra', async ({ page }) => {
		await logIn(page, { ...TEAM_MEMBER, name: 'Nuria', lastName: 'Sanz Ortega', token: '' });
		await waitForHydration(page);
		await expect(page.getByText('Todavía no tienes ningún plan activo.')).toHaveCount(0);

		const purchase = /^(prueba gratis.*|contratar.*|suscríbete|te llamamos|ver planes)$/i;
		for (const path of ['/', '/planes/', `/cursos/${SHORT_COURSE.path}/`, '/dashboard']) {
			await page.goto(path);
			await waitForHydration(page);
			await expect(page.getByRole('main').getByRole('link', { name: purchase })).toHaveCount(0);
			const cta = await headerCta(page);
			await expect(cta).toHaveText('Ir al campus');
			await closeMenu(page);
		}
		await page.goto('/planes/');
		await expect(
			page
				.getByText('Ya aprendes con el plan de tu farmacia: no necesitas contratar nada.')
				.first(),
		).toBeVisible();
	});

	test('el titular de un grupo va a su panel desde el tablero y desde la cabecera', async ({
		page,
	}) => {
		await logIn(page, { ...GROUP_HOLDER, name: 'Elena', lastName: 'Castro Vidal', token: '' });
		await waitForHydration(page);
		await expect(page.getByText('Tu grupo de farmacias')).toBeVisible();
		await expect(page.getByText('Todavía no tienes ningún plan activo.')).toHaveCount(0);
		await expectNoTrialOffer(page);

		const cta = await headerCta(page);
		await expect(cta).toHaveText('Panel del grupo');
		await expect(cta).toHaveAttribute('href', '/aula/grupo');
		await closeMenu(page);

		await page.getByRole('link', { name: 'Ir al panel del grupo' }).click();
		await expect(page).toHaveURL(/\/aula\/grupo\/?$/);
	});

	test('un suscriptor entra al curso desde su página pública en un clic, y luego continúa', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo, 'paid');
		await logIn(page, learner);

		await page.goto(`/cursos/${SHORT_COURSE.path}/`);
		const start = page.getByRole('complementary').getByRole('link', { name: 'Empezar el curso' });
		await start.click();
		await expect(page).toHaveURL(new RegExp(`/aula/curso/${SHORT_COURSE.path}/?$`));
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Dermatitis del pañal');

		// One item of four done: the course page says how far.
		const { getCourse } = await apiCall<{
			getCourse: { topics: { items: { iid: number; type: string; dur: number }[] }[] };
		}>(request, '/progress/getCourse', { cid: SHORT_COURSE.id }, learner.token);
		const video = getCourse.topics
			.flatMap((topic) => topic.items)
			.find((item) => item.type === 'video');
		if (!video) throw new Error('the short course has no video');
		await apiCall(
			request,
			'/progress/saveProgress',
			{ iid: video.iid, pos: video.dur, rng: [[0, video.dur]], ts: Date.now() },
			learner.token,
		);
		await page.goto(`/cursos/${SHORT_COURSE.path}/`);
		await expect(
			page.getByRole('complementary').getByRole('link', { name: 'Continuar (25 %)' }),
		).toHaveAttribute('href', `/aula/curso/${SHORT_COURSE.path}`);
	});

	test('la cabecera no muestra nunca «Entrar» a una persona con sesión mientras carga', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo, 'paid');
		const consoleErrors: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') consoleErrors.push(message.text());
		});
		// From the document's first byte: every DOM change and every frame, is a visible "Entrar"
		// or a visible free-trial offer in the header, and was <html> marked before the header came?
		await page.addInitScript(() => {
			const seen = { entrar: 0, trial: 0, samples: 0, markedBeforeHeader: null as boolean | null };
			(window as unknown as { offerSamples: typeof seen }).offerSamples = seen;
			const sample = () => {
				const header = document.querySelector('header');
				if (!header) return;
				if (seen.markedBeforeHeader === null) {
					seen.markedBeforeHeader = document.documentElement.hasAttribute('data-offer');
				}
				seen.samples++;
				for (const link of header.querySelectorAll('a')) {
					if (!link.checkVisibility()) continue;
					const text = link.textContent.trim();
					if (text === 'Entrar') seen.entrar++;
					if (/prueba gratis/i.test(text)) seen.trial++;
				}
			};
			new MutationObserver(sample).observe(document, { childList: true, subtree: true });
			const frame = () => {
				sample();
				if (seen.samples < 2000) requestAnimationFrame(frame);
			};
			requestAnimationFrame(frame);
		});
		const samples = () =>
			page.evaluate(
				() =>
					(
						window as unknown as {
							offerSamples: {
								entrar: number;
								trial: number;
								samples: number;
								markedBeforeHeader: boolean;
							};
						}
					).offerSamples,
			);

		// The sampler sees what an anonymous visitor is shown: on a phone the trial button in the
		// bar ("Entrar" is in the closed menu), on a desktop both.
		await page.goto('/');
		await waitForHydration(page);
		const anonymous = await samples();
		expect(anonymous.trial).toBeGreaterThan(0);
		if (!isPhone(page)) expect(anonymous.entrar).toBeGreaterThan(0);

		await logIn(page, learner);
		for (const path of [
			'/',
			'/cursos/',
			`/cursos/${SHORT_COURSE.path}/`,
			'/planes/',
			'/metodo-liceo',
		]) {
			await page.goto(path);
			await waitForHydration(page);
			await expect(
				page.getByRole('banner').getByRole('button', { name: /mi cuenta/ }),
			).toBeVisible();
			const seen = await samples();
			expect(seen.samples, path).toBeGreaterThan(0);
			expect(seen.markedBeforeHeader, path).toBe(true);
			expect(seen.entrar, `${path}: "Entrar" was visible`).toBe(0);
			expect(seen.trial, `${path}: the free trial was offered`).toBe(0);
		}
		expect(consoleErrors).toEqual([]);
	});
});
