/**
 * The campus catalogue (issue #17, `/aula/cursos`): a paying learner reaches it from the campus,
 * searches, filters by category, sees more, finds their progress on each card and opens a course
 * straight into the player; a trial learner sees the courses the trial leaves out marked, with the
 * way to a paid plan; a visitor without a session is sent to /login. Phone and desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { completeCourse, logIn, newLearner, SHORT_COURSE } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

/** A course the trial (demo licence) does not include (src/server/db/seed-data). */
const EXCLUDED = {
	path: 'cuidado-de-la-piel-con-tratamiento-oncologico',
	search: 'oncologico',
} as const;

function courseCards(page: Page) {
	return page
		.getByRole('list')
		.filter({ has: page.getByRole('article') })
		.getByRole('article');
}

test.describe('el catálogo del campus', () => {
	test.setTimeout(120_000);

	test('quien paga busca, filtra, ve más, ve su progreso y abre un curso en el reproductor', async ({
		page,
		request,
	}, testInfo) => {
		const consoleErrors: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') consoleErrors.push(message.text());
		});
		const learner = await newLearner(request, testInfo, 'paid');
		await completeCourse(request, learner.token, SHORT_COURSE.id);
		await logIn(page, learner);

		// From the campus: the dashboard leads to every course.
		await page.getByRole('link', { name: 'Ver todos los cursos' }).click();
		await expect(page).toHaveURL(/\/aula\/cursos\/?$/);
		await expect(page.getByRole('heading', { level: 1, name: 'Todos los cursos' })).toBeVisible();
		await waitForHydration(page);
		const cards = courseCards(page);
		await expect(cards).toHaveCount(12);
		await expect(cards.first()).toContainText('% completado');
		// The classroom links (footer, account menu) lead here too.
		await expect(
			page.getByRole('contentinfo').getByRole('link', { name: 'Cursos', exact: true }),
		).toHaveAttribute('href', '/aula/cursos');
		await expectNoAxeViolations(page);

		await page.getByRole('button', { name: 'Ver más cursos' }).click();
		await expect(cards).toHaveCount(24);

		// Accent-insensitive search; the course done says so.
		const search = page.getByRole('searchbox', { name: 'Buscar cursos' });
		await search.fill('panal dermatitis');
		await expect(page).toHaveURL(/\?q=panal/);
		await expect(cards.first().getByRole('heading')).toHaveText(SHORT_COURSE.name);
		await expect(cards.first()).toContainText('Completado');

		await search.fill('');
		const categories = page.getByRole('group', { name: 'Filtrar por categoría' });
		await categories.getByRole('button', { name: 'Dermofarmacia' }).click();
		await expect(categories.getByRole('button', { name: 'Dermofarmacia' })).toHaveAttribute(
			'aria-pressed',
			'true',
		);
		await expect(page).toHaveURL(/cat=1/);
		await expect(cards.first()).toContainText('Dermofarmacia');
		const eyebrows = await page.locator('.catalogue__grid .ui-card__eyebrow').allTextContents();
		expect(new Set(eyebrows)).toEqual(new Set(['Dermofarmacia']));

		// Straight into the player, not the public course page.
		const link = cards.first().getByRole('link');
		const name = (await link.textContent()) ?? '';
		await link.click();
		await expect(page).toHaveURL(/\/aula\/curso\/[a-z0-9-]+\/?$/);
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
		await expect(page.getByText(/% completado/).first()).toBeVisible();
		expect(consoleErrors).toEqual([]);
	});

	test('en la prueba gratuita, un curso no incluido lo dice y lleva a los planes', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo, 'trial');
		await logIn(page, learner);
		await page.goto(`/aula/cursos?q=${EXCLUDED.search}`);
		await waitForHydration(page);
		const card = courseCards(page).filter({ hasText: 'No incluido en la prueba gratuita' });
		await expect(card).toHaveCount(1);
		// No link into a player that would refuse it: the one link is the way to a paid plan.
		const links = card.getByRole('link');
		await expect(links).toHaveCount(1);
		await expect(links).toHaveAccessibleName('Suscríbete para verlo');
		await expect(links).toHaveAttribute('href', '/compra/seleccion');
		await expectNoAxeViolations(page);

		// A course the trial includes opens in the player.
		await page.goto(`/aula/cursos?q=${SHORT_COURSE.path.split('-').join(' ')}`);
		await waitForHydration(page);
		const open = courseCards(page).filter({ hasText: SHORT_COURSE.name });
		await expect(open).toContainText('0 % completado');
		await expect(open.getByRole('link')).toHaveAttribute(
			'href',
			`/aula/curso/${SHORT_COURSE.path}`,
		);
	});

	test('sin sesión, lleva a iniciar sesión, que sabe volver', async ({ page }) => {
		await page.goto('/aula/cursos');
		await expect(page).toHaveURL(/\/login\/?\?volver=\/aula\/cursos\/?$/);
	});
});
