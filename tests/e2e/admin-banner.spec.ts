/**
 * Journey of issue #20: an admin writes a banner for learners in the site settings; a learner
 * sees it above the navigation of their dashboard, and a visitor does not see it on the home page.
 * The banner changes every page, so the journey runs on a server of its own (extra-server.ts).
 */
import { expect, test } from '@playwright/test';
import { startExtraServer, type ExtraServer } from './extra-server';
import { logIn, newLearner } from './learners';
import { E2E_PORT } from './server';
import { ADMIN, logInAsStaff } from './studio';
import { expectNoAxeViolations, waitForHydration } from './support';

const TEXT = 'Nuevo curso de dermofarmacia para tu equipo';

let server: ExtraServer | undefined;

test.beforeAll(async () => {
	const testInfo = test.info();
	testInfo.setTimeout(180_000);
	server = await startExtraServer('settings', E2E_PORT + 200 + testInfo.parallelIndex);
});

test.afterAll(() => {
	server?.stop();
});

test('un aviso para quien estudia se ve en su panel y no en la portada de un visitante', async ({
	browser,
	playwright,
}, testInfo) => {
	const baseURL = server?.baseUrl ?? '';
	const admin = await browser.newContext({ baseURL });
	const page = await admin.newPage();
	await logInAsStaff(page, ADMIN);
	await page.goto('/admin/ajustes/');
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajustes del sitio');
	await page
		.getByLabel('Texto del aviso')
		.fill(`<strong>${TEXT}</strong>: <a href="/cursos/">míralo</a>`);
	await expect(page.getByRole('region', { name: 'Vista previa' })).toContainText(`${TEXT}: míralo`);
	await page.getByLabel('Quién lo ve').selectOption({ label: 'Solo quien entra al campus' });
	await expectNoAxeViolations(page);
	await page.getByRole('button', { name: 'Guardar el aviso' }).click();
	await expect(page.getByText(/^Aviso guardado/)).toBeVisible();
	await page.screenshot({ path: `screenshots/admin-settings-${testInfo.project.name}.png` });
	await admin.close();

	const request = await playwright.request.newContext({ baseURL });
	const learner = await newLearner(request, testInfo);
	await request.dispose();
	const campus = await browser.newContext({ baseURL });
	const learnerPage = await campus.newPage();
	await logIn(learnerPage, learner);
	const banner = learnerPage.locator('[data-site-banner]');
	// The header asks for it once the page is idle, which a loaded machine reaches late.
	await expect(banner).toBeVisible({ timeout: 20_000 });
	await expect(banner).toHaveText(`${TEXT}: míralo`);
	await expect(banner.getByRole('link', { name: 'míralo' })).toHaveAttribute('href', '/cursos/');
	await campus.close();

	const visitor = await browser.newContext({ baseURL });
	const home = await visitor.newPage();
	const asked = home.waitForResponse('**/api/site/getBanner');
	await home.goto('/');
	const answer = await asked;
	// The page was told about the banner, and kept it hidden: it is not for visitors.
	expect(await answer.json()).toMatchObject({ data: { getBanner: { audience: 'learners' } } });
	await expect(home.locator('[data-site-banner]')).toBeHidden();
	await visitor.close();
});
