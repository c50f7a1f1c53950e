/**
 * The pharmacy space and its team (issue #7): an XL owner renames the pharmacy and invites two
 * people; the join links are read from the mail outbox; one person creates their account from the
 * link and the other, who already has one, logs in from it, and both land on the dashboard as
 * members; the owner sees them and removes one. An M owner whose four seats are taken reads the
 * plan's limit. Every account is new, so the phone and desktop runs never meet.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, logIn, newLearner, newPharmacyOwner, newVisitor } from './learners';
import { joinLinkFor } from './outbox';
import { expectNoAxeViolations, fillSignUpForm, waitForHydration } from './support';

const SPACE = '/aula/mi-farmacia';

async function invite(page: Page, email: string) {
	const form = page.getByRole('form', { name: 'Invitar a alguien' });
	await form.getByLabel('Email de la persona').fill(email);
	await form.getByRole('button', { name: 'Enviar invitación' }).click();
	await expect(page.getByRole('listitem').filter({ hasText: email })).toBeVisible();
}

test('an XL owner names the pharmacy, two people join from the mailed links, one is removed', async ({
	page,
	request,
	browser,
}, testInfo) => {
	// Three people's sessions on two shared cores: more than the default 30 s when the machine is busy.
	test.setTimeout(60_000);
	const [owner, colleague] = await Promise.all([
		newPharmacyOwner(request, testInfo, 'XL'),
		newLearner(request, testInfo, 'none'),
	]);
	const unique = `${testInfo.project.name}${Date.now().toString(36)}${String(testInfo.workerIndex)}`;
	const newcomer = {
		name: 'Pablo',
		lastName: 'Serrano Gil',
		email: `pablo.${unique}@example.com`,
		nick: `pablo_${unique}`.slice(0, 35),
		password: 'Mostrador#2026',
	};
	const pharmacyName = `Farmacia Plaza ${unique}`;

	await logIn(page, owner);
	await page.getByRole('link', { name: 'Gestionar mi farmacia y equipo' }).click();
	await expect(page).toHaveURL(new RegExp(`${SPACE}/?$`));
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Mi farmacia y equipo' })).toBeVisible();
	await expect(page.getByText('1 de 20 plazas ocupadas')).toBeVisible();
	await expectNoAxeViolations(page);

	const nameForm = page.getByRole('form', { name: 'Nombre de la farmacia' });
	await nameForm.getByRole('textbox', { name: /^Nombre/ }).fill(pharmacyName);
	await nameForm.getByRole('button', { name: 'Guardar el nombre' }).click();
	await expect(page.getByRole('heading', { level: 2, name: pharmacyName })).toBeVisible();

	await invite(page, newcomer.email);
	await invite(page, colleague.email);
	await expect(page.getByText('3 de 20 plazas ocupadas')).toBeVisible();

	// Someone new creates their account from the link and is in the team at once.
	const newcomerPage = await newVisitor(browser, testInfo);
	await newcomerPage.goto(await joinLinkFor(newcomer.email));
	await waitForHydration(newcomerPage);
	await expect(
		newcomerPage.getByText(`${pharmacyName} te invita a formar parte de su equipo`),
	).toBeVisible();
	await expectNoAxeViolations(newcomerPage);
	const signUp = newcomerPage.getByRole('form', { name: 'Crear una cuenta' });
	await expect(signUp.getByLabel('Email')).toHaveValue(newcomer.email);
	await signUp.getByRole('radio', { name: 'Profesional de farmacia' }).check();
	await fillSignUpForm(signUp, newcomer);
	await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
	await expect(newcomerPage).toHaveURL(/\/dashboard\/?$/);
	await expect(
		newcomerPage.getByRole('heading', { name: `Equipo de ${pharmacyName}` }),
	).toBeVisible();
	await expectNoAxeViolations(newcomerPage);
	await newcomerPage.context().close();

	// Someone with an account logs in from the link.
	const colleaguePage = await newVisitor(browser, testInfo);
	await colleaguePage.goto(await joinLinkFor(colleague.email));
	await waitForHydration(colleaguePage);
	await colleaguePage.getByRole('button', { name: 'Ya tengo cuenta' }).click();
	const login = colleaguePage.getByRole('form', { name: 'Iniciar sesión' });
	await login.getByLabel('Email o nombre de usuario').fill(colleague.email);
	await login.getByLabel('Contraseña', { exact: true }).fill(colleague.password);
	await login.getByRole('button', { name: 'Entrar' }).click();
	await expect(colleaguePage).toHaveURL(/\/dashboard\/?$/);
	await expect(
		colleaguePage.getByRole('heading', { name: `Equipo de ${pharmacyName}` }),
	).toBeVisible();
	await colleaguePage.context().close();

	// The owner sees both and removes one.
	await page.reload();
	await waitForHydration(page);
	await expect(page.getByText('3 de 20 plazas ocupadas')).toBeVisible();
	await expect(page.getByText('No hay invitaciones pendientes.')).toBeVisible();
	await expect(page.getByText(newcomer.email)).toBeVisible();
	await expect(page.getByText(colleague.email)).toBeVisible();
	await page.getByRole('button', { name: /^Quitar del equipo\s?: Pablo Serrano Gil$/ }).click();
	const dialog = page.getByRole('dialog', { name: '¿Quitar a Pablo Serrano Gil del equipo?' });
	await expect(dialog).toBeVisible();
	await dialog.getByRole('button', { name: 'Quitar del equipo' }).click();
	await expect(page.getByText('2 de 20 plazas ocupadas')).toBeVisible();
	await expect(page.getByText(newcomer.email)).toHaveCount(0);
	await expect(page.getByText(colleague.email)).toBeVisible();
});

test('an M owner whose four seats are taken is told the limit of the plan', async ({
	page,
	request,
}, testInfo) => {
	const owner = await newPharmacyOwner(request, testInfo, 'M');
	const { getMyPharmacies } = await apiCall<{ getMyPharmacies: { managed: { id: number }[] } }>(
		request,
		'/pharmacy/getMyPharmacies',
		{},
		owner.token,
	);
	const pharmacyId = getMyPharmacies.managed[0]?.id;
	const unique = `${testInfo.project.name}${Date.now().toString(36)}`;
	for (const n of [1, 2, 3]) {
		await apiCall(
			request,
			'/pharmacy/inviteMember',
			{ pharmacyId, email: `plaza${String(n)}.${unique}@example.com` },
			owner.token,
		);
	}

	await logIn(page, owner);
	await page.goto(SPACE);
	await waitForHydration(page);
	await expect(page.getByText('4 de 4 plazas ocupadas')).toBeVisible();
	const form = page.getByRole('form', { name: 'Invitar a alguien' });
	await form.getByLabel('Email de la persona').fill(`quinta.${unique}@example.com`);
	await form.getByRole('button', { name: 'Enviar invitación' }).click();
	await expect(form.getByRole('alert')).toContainText(
		'Tu Plan Farmacia M admite 4 personas (tú incluido) y ya están todas ocupadas o invitadas.',
	);
	await expect(form.getByLabel('Email de la persona')).toHaveValue(`quinta.${unique}@example.com`);
	await expectNoAxeViolations(page);
});
