/**
 * Journeys of issue #4: a person signs up, logs out, logs in (and mistypes the password first),
 * recovers a forgotten password from the link in the mail outbox, and a session ended in one tab
 * is noticed in another when it gets focus. Every account is new, so the runs of the phone and the
 * desktop project never meet.
 */
import { expect, test, type Page } from '@playwright/test';
import { latestMailTo } from './outbox';
import {
	expectNoAxeViolations,
	fillSignUpForm,
	isPhone,
	menuToggle,
	newAccount,
	waitForHydration,
	type NewAccount,
} from './support';

async function signUp(page: Page, account: NewAccount) {
	await page.goto('/registro');
	await waitForHydration(page);
	const form = page.getByRole('form', { name: 'Crear una cuenta' });
	await form.getByRole('radio', { name: 'Profesional de farmacia' }).check();
	await fillSignUpForm(form, account);
	await form.getByRole('button', { name: 'Crear cuenta' }).click();
	await expect(page).toHaveURL(/\/dashboard\/?$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${account.name}`);
}

async function logIn(page: Page, username: string, password: string) {
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(username);
	await form.getByLabel('Contraseña', { exact: true }).fill(password);
	await form.getByRole('button', { name: 'Entrar' }).click();
}

/** The avatar menu's "Cerrar sesión" (behind the hamburger on a phone). */
async function logOutFromMenu(page: Page) {
	const menu = page.getByRole('button', { name: 'Mi cuenta' });
	await menu.click();
	await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
	// Logging out goes to /home, which answers with the home page's own address.
	await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(home\/?)?$/);
}

/** The header offers "Entrar" (behind the hamburger on a phone): nobody is logged in. */
async function expectLoggedOut(page: Page) {
	const header = page.getByRole('banner');
	await expect(header.getByRole('button', { name: /mi cuenta/ })).toHaveCount(0);
	if (isPhone(page)) await menuToggle(page).click();
	await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
}

/** The `auth` record of spec §3 is back to its defaults: no name kept in this browser. */
async function expectAuthRecordCleared(page: Page) {
	await expect
		.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}') as unknown))
		.toMatchObject({ name: '' });
}

test.describe('cuentas y sesión', () => {
	test('se registra, cierra sesión, se equivoca de contraseña y vuelve a entrar', async ({
		page,
	}, testInfo) => {
		const account = newAccount(testInfo);
		await signUp(page, account);
		// A new account has no plan yet: the dashboard offers them.
		await expect(page.getByText('Todavía no tienes ningún plan activo.')).toBeVisible();
		await expect(page.getByRole('link', { name: 'Ver planes' })).toBeVisible();
		await expectNoAxeViolations(page);

		await logOutFromMenu(page);
		await expectLoggedOut(page);
		const cookies = await page.context().cookies();
		expect(cookies.filter((cookie) => /^(at|rt)(_dev|_pre)?$/.test(cookie.name))).toEqual([]);

		await page.goto('/login');
		await waitForHydration(page);
		await logIn(page, account.email, 'Mostrador#2025');
		const password = page.getByLabel('Contraseña', { exact: true });
		await expect(password).toHaveAccessibleDescription(/La contraseña no es correcta/);
		await expect(password).toHaveAttribute('aria-invalid', 'true');
		await expect(page).toHaveURL(/\/login\/?$/);

		// The nick works as well as the email.
		await logIn(page, account.nick, account.password);
		await expect(page).toHaveURL(/\/dashboard\/?$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${account.name}`);
		// The welcome popup greets by full name; the avatar shows the initials "Lu".
		await expect(page.getByText(`¡Hola, ${account.name} ${account.lastName}!`)).toBeVisible();
		await expect(page.getByRole('button', { name: 'Mi cuenta' })).toContainText('Lu');
	});

	test('recupera la contraseña con el enlace del correo y entra con la nueva', async ({
		page,
		context,
	}, testInfo) => {
		// Sign-up, a mail, a new password and three logins: past 30 s when the two cores are busy.
		test.setTimeout(60_000);
		const account = newAccount(testInfo);
		await signUp(page, account);
		await context.clearCookies();
		await page.evaluate(() => {
			localStorage.clear();
		});

		await page.goto('/login');
		await waitForHydration(page);
		await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
		const dialog = page.getByRole('dialog', { name: '¿Has olvidado tu contraseña?' });
		const email = dialog.getByLabel('Email');
		const send = dialog.getByRole('button', { name: 'Enviar enlace' });
		await email.fill('lucia@correo');
		await email.blur();
		await expect(dialog.getByText('Email no valido')).toBeVisible();
		await expect(send).toBeDisabled();
		await email.fill(account.email);
		await send.click();
		await expect(page.getByText(/te hemos enviado un enlace/)).toBeVisible();
		await expect(dialog).toBeHidden();

		const mail = await latestMailTo(account.email, 'Crea una contraseña nueva para Liceo Campus');
		const link = /https?:\/\/\S+\/recovery-password\?tk=[\w%-]+/.exec(mail.text)?.[0];
		expect(link).toBeDefined();
		const { pathname, search } = new URL(link ?? '');

		await page.goto(`${pathname}${search}`);
		const form = page.getByRole('form', { name: 'Cambiar la contraseña' });
		const newPassword = 'Farmacia$Nueva9';
		await form.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
		await form.getByLabel('Repite la contraseña').fill('Farmacia$Nueva8');
		await form.getByRole('button', { name: 'Guardar y entrar' }).click();
		await expect(form.getByText('Las contraseñas deben coincidir')).toBeVisible();
		await form.getByLabel('Repite la contraseña').fill(newPassword);
		await form.getByRole('button', { name: 'Guardar y entrar' }).click();
		await expect(page).toHaveURL(/\/dashboard\/?$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${account.name}`);

		// The link is single use.
		await page.goto(`${pathname}${search}`);
		await expect(page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();

		await page.goto('/dashboard');
		await logOutFromMenu(page);
		await page.goto('/login');
		await waitForHydration(page);
		await logIn(page, account.email, account.password);
		await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(
			/La contraseña no es correcta/,
		);
		await logIn(page, account.email, newPassword);
		await expect(page).toHaveURL(/\/dashboard\/?$/);
	});

	test('una sesión cerrada en otra pestaña se nota al volver a ella', async ({
		page,
		context,
	}, testInfo) => {
		const account = newAccount(testInfo);
		await signUp(page, account);
		await page.goto('/cursos');
		await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();

		const other = await context.newPage();
		await other.goto('/dashboard');
		await expect(other.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${account.name}`);
		await logOutFromMenu(other);

		// Back on the first tab: the check on focus finds no session and the nav offers "Entrar".
		await page.bringToFront();
		await page.evaluate(() => window.dispatchEvent(new Event('focus')));
		await expectLoggedOut(page);
		await expectAuthRecordCleared(page);
	});

	test('una sesión caducada mientras la pestaña estaba en segundo plano se nota al volver', async ({
		page,
		context,
	}, testInfo) => {
		const account = newAccount(testInfo);
		await signUp(page, account);
		await page.goto('/cursos');
		await waitForHydration(page);
		await expect(page.getByRole('button', { name: /mi cuenta/ })).toBeVisible();

		// The cookies go (they expired, or were cleared elsewhere) without any storage event, so
		// only the session check on focus can notice.
		await context.clearCookies();
		await page.evaluate(() => window.dispatchEvent(new Event('focus')));
		await expectLoggedOut(page);
		await expectAuthRecordCleared(page);
	});
});
