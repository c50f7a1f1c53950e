/**
 * Journeys of issue #17 (accounts): a logged-out person who opens a campus page with its filters
 * logs in and lands on that same page; the login and sign-up pages send a logged-in person on; a
 * person changes their password in /mi-perfil and their other browser's session ends; the free
 * trial's 3-D Secure step says nothing is charged today; and neither the first page after a login
 * nor the purchase pages log a console error (React's hydration error #418 was one).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CARD, fillCard, signUpInCheckout } from './checkout';
import { newLearner, type Learner } from './learners';
import { expectNoAxeViolations, newAccount, waitForHydration } from './support';

/** The demo pharmacy owner (README "Demo accounts"), who may read the reports. */
const TITULAR = { email: 'titular@liceo.local', password: 'Campus#2026' };

/** Errors the page logs or throws, from now on. */
function collectConsoleErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
	});
	page.on('pageerror', (error) => {
		errors.push(`${page.url()}: ${error.message}`);
	});
	return errors;
}

/** Fills and sends the login form of the page the browser is on. */
async function submitLogin(page: Page, account: { email: string; password: string }) {
	await waitForHydration(page);
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(account.email);
	await form.getByLabel('Contraseña', { exact: true }).fill(account.password);
	await form.getByRole('button', { name: 'Entrar' }).click();
}

/** A browser of its own (another device): logged in as `learner` on the dashboard. */
async function anotherDevice(browser: Browser, learner: Learner) {
	const context = await browser.newContext({
		storageState: 'tests/e2e/fixtures/consent-given.json',
		locale: 'es-ES',
	});
	const page = await context.newPage();
	await page.goto('/login');
	await submitLogin(page, learner);
	await expect(page).toHaveURL(/:\d+\/dashboard\/?$/);
	return { context, page };
}

test.describe('volver a donde estabas', () => {
	test('sin sesión abre un informe filtrado, inicia sesión y vuelve a ese informe con el filtro', async ({
		page,
	}) => {
		const errors = collectConsoleErrors(page);
		await page.goto('/aula/informes?from=2026-01-01&to=2026-01-31');
		await expect(page).toHaveURL(
			/\/login\?volver=\/aula\/informes\?from=2026-01-01%26to=2026-01-31$/,
		);
		await submitLogin(page, TITULAR);

		await expect(page).toHaveURL(/:\d+\/aula\/informes\?from=2026-01-01&to=2026-01-31$/);
		// The welcome popup greets here, the first page after the login, without error #418.
		await expect(page.getByRole('status').filter({ hasText: '¡Hola,' })).toBeVisible();
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informes de seguimiento');
		await expect(page.getByLabel('Desde', { exact: true })).toHaveValue('2026-01-01');
		await expect(page.getByLabel('Hasta', { exact: true })).toHaveValue('2026-01-31');
		await expect(page.getByText('Del 1 de enero de 2026 al 31 de enero de 2026')).toBeVisible();
		expect(errors).toEqual([]);
	});

	test('/login y /registro llevan adelante a quien ya tiene sesión; un destino de otro sitio se ignora', async ({
		page,
	}) => {
		await page.goto('/login?volver=//evil.example/aula');
		await submitLogin(page, TITULAR);
		await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/?$/);

		await page.goto('/login?volver=/mi-perfil');
		await expect(page).toHaveURL(/:\d+\/mi-perfil\/?$/);
		await page.goto('/mi-perfil/iniciar-sesion');
		await expect(page).toHaveURL(/:\d+\/dashboard\/?$/);
		await page.goto('/registro?volver=%2Faula%2Finformes%3Ffrom%3D2026-01-01');
		await expect(page).toHaveURL(/:\d+\/aula\/informes\?from=2026-01-01$/);
		// Back does not return to the sign-up page that sent the person on, but to the page before.
		await page.goBack();
		await expect(page).toHaveURL(/:\d+\/dashboard\/?$/);
	});
});

test.describe('cambiar la contraseña con la sesión iniciada', () => {
	test('cambia la contraseña en /mi-perfil: la antigua ya no sirve y la sesión del otro dispositivo termina', async ({
		page,
		browser,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo, 'paid');
		const other = await anotherDevice(browser, learner);

		await page.goto('/mi-perfil');
		await expect(page).toHaveURL(/\/login\?volver=\/mi-perfil$/);
		await submitLogin(page, learner);
		await expect(page).toHaveURL(/:\d+\/mi-perfil\/?$/);
		await waitForHydration(page);
		const form = page.getByRole('form', { name: 'Cambiar la contraseña' });
		await form.scrollIntoViewIfNeeded();
		await waitForHydration(page);
		const newPassword = 'Receta#Nueva1';

		// A wrong current password is refused on its field.
		await form.getByLabel('Contraseña actual').fill('NoEsLaMia#2026');
		await form.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
		await form.getByLabel('Repite la nueva contraseña').fill(newPassword);
		await form.getByRole('button', { name: 'Cambiar la contraseña' }).click();
		await expect(form.getByLabel('Contraseña actual')).toHaveAccessibleDescription(
			/La contraseña actual no es correcta/,
		);
		await expect(form.getByLabel('Contraseña actual')).toBeFocused();

		await form.getByLabel('Contraseña actual').fill(learner.password);
		await form.getByRole('button', { name: 'Cambiar la contraseña' }).click();
		await expect(page.getByRole('status').filter({ hasText: 'Contraseña cambiada' })).toBeVisible();
		await expect(form.getByLabel('Contraseña actual')).toHaveValue('');
		await expectNoAxeViolations(page);

		// This browser stays logged in.
		await page.goto('/dashboard');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${learner.name}`);

		// The other device's session has ended: its next campus page sends it to the login.
		await other.page.goto('/mi-perfil');
		await expect(other.page).toHaveURL(/\/login\?volver=\/mi-perfil$/);
		// The old password no longer opens the account; the new one does.
		await submitLogin(other.page, learner);
		await expect(
			other.page
				.getByRole('form', { name: 'Iniciar sesión' })
				.getByLabel('Contraseña', { exact: true }),
		).toHaveAccessibleDescription(/La contraseña no es correcta/);
		await submitLogin(other.page, { email: learner.email, password: newPassword });
		await expect(other.page).toHaveURL(/:\d+\/mi-perfil\/?$/);
		await other.context.close();
	});
});

test.describe('prueba gratis con 3-D Secure', () => {
	test('el paso del banco dice que hoy no se cobra nada y qué se cobrará y cuándo', async ({
		page,
	}, testInfo) => {
		const errors = collectConsoleErrors(page);
		await page.goto('/prueba-gratis/profesional-mensual-prueba');
		await waitForHydration(page);
		await signUpInCheckout(page, newAccount(testInfo));
		await expect(page.getByText('Paso 2 de 2')).toBeVisible();
		await fillCard(page, CARD.authenticates);
		await page.getByRole('button', { name: 'Empezar mis 5 días gratis' }).click();

		const bank = page.getByRole('heading', { name: 'Confirma tu tarjeta con tu banco' });
		await expect(bank).toBeVisible();
		await expect(bank).toBeFocused();
		const step = page.locator('section', { has: bank });
		const trialEnd = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(
			new Date(Date.now() + 5 * 86_400_000),
		);
		await expect(step).toContainText('Hoy no se te cobra nada.');
		await expect(step).toContainText(`el ${trialEnd}, al terminar la prueba, se cobrarán 19,90 €`);
		await expect(step).not.toContainText('119,90');
		await expectNoAxeViolations(page);
		await page.getByRole('button', { name: 'Confirmar la tarjeta' }).click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			/Tu prueba gratis ha empezado/,
		);
		expect(errors).toEqual([]);
	});
});

test.describe('sin errores en la consola', () => {
	test('ni la primera página tras iniciar sesión ni las de compra registran errores', async ({
		page,
		request,
	}, testInfo) => {
		// A learner of its own: the demo titular's pharmacy logo is replaced by other journeys
		// meanwhile, and its old file answers 404 to a page that still shows it.
		const learner = await newLearner(request, testInfo, 'paid');
		const errors = collectConsoleErrors(page);
		for (const path of ['/compra/seleccion', '/compra/profesional-mensual']) {
			await page.goto(path);
			await waitForHydration(page);
		}
		await page.goto('/login');
		await submitLogin(page, learner);
		await expect(page).toHaveURL(/:\d+\/dashboard\/?$/);
		await waitForHydration(page);
		// The welcome popup a login leaves for the next page: what used to throw #418.
		await expect(page.getByRole('status').filter({ hasText: '¡Hola,' })).toBeVisible();
		for (const path of ['/compra/seleccion', '/compra/profesional-mensual', '/compra/contacto']) {
			await page.goto(path);
			await waitForHydration(page);
			// Someone with a plan is sent on to "Ya tienes un plan activo" once their licences load:
			// the next page is asked for after that, or the detour would abort it.
			await page.waitForLoadState('networkidle');
		}
		// Idle islands (the shared overlays) hydrate after the page settles.
		await page.waitForLoadState('networkidle');
		expect(errors).toEqual([]);
	});

	test('una página de compra como primera página tras iniciar sesión tampoco', async ({ page }) => {
		const errors = collectConsoleErrors(page);
		await page.goto('/login?volver=/compra/seleccion');
		await submitLogin(page, { email: 'demo@liceo.local', password: 'Campus#2026' });
		await expect(page).toHaveURL(/:\d+\/compra\/seleccion\/?$/);
		await waitForHydration(page);
		await page.waitForLoadState('networkidle');
		expect(errors).toEqual([]);
	});
});
