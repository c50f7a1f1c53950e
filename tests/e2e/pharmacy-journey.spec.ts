/**
 * A pharmacy's whole journey (issue #7), in the page from start to end: an owner buys Plan
 * Farmacia XL in the sandbox checkout, names the pharmacy, uploads its logo and invites two people;
 * both join from the links read in the mail outbox and see the team's logo; the owner builds an
 * itinerary with a course open today and one locked until a later day, and publishes it; a member
 * finds it on the dashboard with the day the locked course opens, completes the open course in
 * the player (video, counter scene, PDF, quiz) and the dashboard marks it done; the owner's
 * report, filtered by that itinerary, and its CSV show that completion.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
	CARD,
	expectLicence,
	fillBilling,
	fillCard,
	PHARMACY_BILLING,
	signUpInCheckout,
} from './checkout';
import { futureDay, nextStep } from './itinerary-wizard';
import { newVisitor, passQuizInPlayer, SHORT_COURSE, watchToTheEnd } from './learners';
import { joinLinkFor } from './outbox';
import {
	expectNoAxeViolations,
	fillSignUpForm,
	newAccount,
	waitForHydration,
	type NewAccount,
} from './support';

const LOCKED_COURSE = 'Fotoprotección según el fototipo: cómo elegir y aplicar el filtro solar';
/** An 8×4 green PNG: a real image, as the server reads the bytes and not the name. */
const LOGO = {
	name: 'logo-farmacia.png',
	mimeType: 'image/png',
	buffer: Buffer.from(
		'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAEElEQVR4nGNgWFWOHVFPAgAALSQhatUCAAAAAABJRU5ErkJggg==',
		'base64',
	),
};

/** A new person with their own name, so the report's rows can be told apart. */
function person(testInfo: TestInfo, name: string, lastName: string): NewAccount {
	const account = newAccount(testInfo);
	const tag = name.toLowerCase();
	return {
		...account,
		name,
		lastName,
		email: account.email.replace(/^lucia\./, `${tag}.`),
		nick: account.nick.replace(/^lucia_/, `${tag}_`).slice(0, 35),
	};
}

/** Someone invited creates their account from the mailed link and lands in the team. */
async function joinFromMail(
	browser: Browser,
	testInfo: TestInfo,
	invited: NewAccount,
	pharmacyName: string,
): Promise<Page> {
	const page = await newVisitor(browser, testInfo);
	await page.goto(await joinLinkFor(invited.email));
	await waitForHydration(page);
	await expect(
		page.getByText(`${pharmacyName} te invita a formar parte de su equipo`),
	).toBeVisible();
	const signUp = page.getByRole('form', { name: 'Crear una cuenta' });
	await signUp.getByRole('radio', { name: 'Profesional de farmacia' }).check();
	await fillSignUpForm(signUp, invited);
	await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
	await expect(page).toHaveURL(/\/dashboard\/?$/);
	await expect(page.getByRole('heading', { name: `Equipo de ${pharmacyName}` })).toBeVisible();
	await expect(page.getByRole('img', { name: `Logo de ${pharmacyName}` })).toBeVisible();
	return page;
}

test('una farmacia XL: compra, equipo, itinerario con fecha, un curso completado y el informe', async ({
	page,
	browser,
}, testInfo) => {
	// Three people, two videos played to the end and a report, on two shared cores.
	test.setTimeout(240_000);
	const owner = person(testInfo, 'Carmen', 'Ruiz Ortega');
	const firstMember = person(testInfo, 'Pablo', 'Serrano Gil');
	const secondMember = person(testInfo, 'Elena', 'Martín Sanz');
	const unique = owner.nick.replace(/^carmen_/, '');
	const pharmacyName = `Farmacia Plaza ${unique}`;
	const itineraryName = `Acogida ${unique}`;
	const opens = futureDay();

	// 1. The owner buys Plan Farmacia XL in the page, signing up as its titular.
	await page.goto('/plan/farmacia-xl/');
	await page.getByRole('link', { name: 'Contratar' }).first().click();
	await expect(page).toHaveURL(/\/compra\/farmacia-xl-anual\/?$/);
	await waitForHydration(page);
	await page
		.getByRole('form', { name: 'Crear una cuenta' })
		.getByLabel('Nombre de la farmacia')
		.fill(`Farmacia Ruiz ${unique}`);
	await signUpInCheckout(page, owner);
	await fillBilling(page, PHARMACY_BILLING);
	await fillCard(page, CARD.pays);
	await page.getByRole('button', { name: /^Pagar/ }).click();
	await expectLicence(page, /Gracias por tu compra/, 'Plan Farmacia XL anual', 'Activo');

	// 2. Names the pharmacy and uploads its logo.
	await page.getByRole('link', { name: 'Gestionar mi farmacia y equipo' }).click();
	await waitForHydration(page);
	await expect(page.getByText('1 de 20 plazas ocupadas')).toBeVisible();
	const nameForm = page.getByRole('form', { name: 'Nombre de la farmacia' });
	await nameForm.getByRole('textbox', { name: /^Nombre/ }).fill(pharmacyName);
	await nameForm.getByRole('button', { name: 'Guardar el nombre' }).click();
	await expect(page.getByRole('heading', { level: 2, name: pharmacyName })).toBeVisible();
	await page.getByLabel('Elige una imagen').setInputFiles(LOGO);
	await page.getByRole('button', { name: 'Subir logotipo' }).click();
	await expect(page.getByRole('img', { name: 'Logotipo actual de la farmacia' })).toBeVisible();

	// 3. Invites two people.
	const invite = page.getByRole('form', { name: 'Invitar a alguien' });
	for (const invited of [firstMember, secondMember]) {
		await invite.getByLabel('Email de la persona').fill(invited.email);
		await invite.getByRole('button', { name: 'Enviar invitación' }).click();
		await expect(page.getByRole('listitem').filter({ hasText: invited.email })).toBeVisible();
	}
	await expect(page.getByText('3 de 20 plazas ocupadas')).toBeVisible();
	await expectNoAxeViolations(page);

	// 4. Both join from the mailed links and see the team's logo.
	const memberPage = await joinFromMail(browser, testInfo, firstMember, pharmacyName);
	const secondPage = await joinFromMail(browser, testInfo, secondMember, pharmacyName);
	await secondPage.context().close();

	// 5. The owner builds an itinerary: the short course open now, another opening later.
	await page.goto('/aula/itinerarios/editar');
	await waitForHydration(page);
	await page.getByLabel('Nombre del itinerario').fill(itineraryName);
	await nextStep(page, /Cursos/);
	const search = page.getByLabel('Buscar cursos');
	await search.fill('dermatitis panal');
	await page.getByRole('button', { name: `Añadir «${SHORT_COURSE.name}»` }).click();
	await search.fill('fotoproteccion');
	await page.getByRole('button', { name: `Añadir «${LOCKED_COURSE}»` }).click();
	await expect(page.getByText('2 cursos elegidos')).toBeVisible();
	await nextStep(page, /Orden y fechas/);
	await page.getByLabel(`Se abre el ${LOCKED_COURSE}`).fill(opens.iso);
	await nextStep(page, /Farmacias/);
	await page.getByRole('checkbox', { name: pharmacyName }).check();
	await nextStep(page, /Usuarios/);
	await nextStep(page, /Vista previa/);
	await expect(page.locator('.preview-card').getByText(`Se abre el ${opens.long}`)).toBeVisible();
	await nextStep(page, /Publicar/);
	await page.getByRole('button', { name: 'Publicar itinerario' }).click();
	await expect(page.getByRole('heading', { name: /¡Publicado!/ })).toBeFocused();

	// 6. The member finds it on the dashboard: one course open, the other with its day.
	await memberPage.reload();
	await waitForHydration(memberPage);
	const itineraries = memberPage.getByRole('region', { name: 'Tus itinerarios' });
	await expect(itineraries.getByRole('heading', { name: itineraryName })).toBeVisible();
	const courses = itineraries.getByRole('list', { name: `Cursos de ${itineraryName}` });
	await expect(courses.getByRole('listitem').nth(0)).toHaveText(
		`${SHORT_COURSE.name} · Disponible`,
	);
	await expect(courses.getByRole('listitem').nth(1)).toHaveText(
		`${LOCKED_COURSE} · Se abre el ${opens.long}`,
	);
	await expect(courses.getByRole('link', { name: LOCKED_COURSE })).toHaveCount(0);
	await expectNoAxeViolations(memberPage);

	// 7. …and completes the open course in the player.
	await courses.getByRole('link', { name: SHORT_COURSE.name }).click();
	await expect(memberPage).toHaveURL(new RegExp(`/aula/curso/${SHORT_COURSE.path}/?$`));
	await waitForHydration(memberPage);
	await watchToTheEnd(memberPage);
	await memberPage.getByRole('button', { name: /^Siguiente: Escena de mostrador/ }).click();
	await watchToTheEnd(memberPage);
	await memberPage.getByRole('button', { name: /^Siguiente: Ficha/ }).click();
	const sheet = memberPage.waitForEvent('download');
	await memberPage.getByRole('button', { name: 'Descargar la ficha (PDF)' }).click();
	await sheet;
	await expect(memberPage.getByText('75 % completado')).toBeVisible();
	await memberPage.getByRole('button', { name: /^Siguiente: Test/ }).click();
	await passQuizInPlayer(memberPage);
	await expect(memberPage.getByText('100 % completado')).toBeVisible();
	await memberPage.goto('/dashboard');
	await waitForHydration(memberPage);
	await expect(courses.getByRole('listitem').nth(0)).toHaveText(
		`${SHORT_COURSE.name} · Completado`,
	);
	await memberPage.context().close();

	// 8. The owner's report, filtered by the itinerary, shows the completion…
	await page.goto('/aula/informes');
	await waitForHydration(page);
	await page.getByLabel('Itinerario', { exact: true }).selectOption({ label: itineraryName });
	await page.getByRole('button', { name: 'Ver informe' }).click();
	await expect(page).toHaveURL(/[?&]itineraryId=\d+/);
	const members = page.getByRole('table', { name: /^Progreso de cada persona/ });
	const memberName = `${firstMember.name} ${firstMember.lastName}`;
	const row = members.getByRole('row', { name: new RegExp(memberName) });
	// Courses started, completed, certificates, downloads, average progress.
	await expect
		.poll(async () => (await row.getByRole('cell').allTextContents()).slice(1, 6))
		.toEqual(['1', '1', '1', '1', '100 %']);
	const other = members.getByRole('row', {
		name: new RegExp(`${secondMember.name} ${secondMember.lastName}`),
	});
	await expect.poll(async () => (await other.getByRole('cell').allTextContents())[2]).toBe('0');
	await expectNoAxeViolations(page);

	// …and so does its CSV, as Spanish Excel opens it.
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Descargar CSV del equipo' }).click();
	const bytes = await readFile(await (await download).path());
	expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
	const lines = bytes.toString('utf8').slice(1).split('\r\n');
	const line = lines.find((text) => text.startsWith(`${memberName};`));
	expect(line?.split(';').slice(1, 3)).toEqual([firstMember.email, pharmacyName]);
	expect(line?.split(';').slice(4, 8)).toEqual(['1', '1', '1', '1']);
});
