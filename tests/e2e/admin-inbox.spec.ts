/**
 * Journey of issue #20: a learner asks support from the campus's chat; an admin finds the request
 * in the support inbox (/admin/consultas), opens it by keyboard, sees who sent it (their page a
 * link away) and replies; the reply is in the thread, the thread is answered, and the learner's
 * mail is in the outbox. The learner is new on every run.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { forgetSession } from './admin';
import { logIn, newLearner } from './learners';
import { latestMailTo } from './outbox';
import { ADMIN, logInAsStaff } from './studio';
import { expectNoAxeViolations, waitForHydration } from './support';

/** Presses Tab until `target` has the focus, as someone without a mouse would reach it. */
async function tabTo(page: Page, target: Locator, most = 30) {
	for (let presses = 0; presses < most; presses += 1) {
		await page.keyboard.press('Tab');
		if (await target.evaluate((element) => element === document.activeElement)) return;
	}
	throw new Error(`not reached by ${String(most)} presses of Tab`);
}

test('una consulta enviada desde el campus se responde desde la bandeja y la respuesta llega por correo', async ({
	page,
	request,
}, testInfo) => {
	const learner = await newLearner(request, testInfo, 'none');
	const question = `No encuentro mi certificado (${learner.email}).`;
	await logIn(page, learner);
	await page.goto('/aula/mis-suscripciones');
	await waitForHydration(page);
	await page.getByRole('button', { name: 'Abrir el chat de soporte' }).click();
	const chat = page.getByRole('dialog', { name: '¿En qué podemos ayudarte?' });
	await chat.getByLabel('TEMA DE LA CONSULTA').fill('Certificados');
	await chat.getByLabel('DESCRIPCIÓN').fill(question);
	await chat.getByRole('button', { name: 'Enviar consulta' }).click();
	await expect(page.getByText('¡Consulta enviada con éxito!')).toBeVisible();
	await forgetSession(page);

	await logInAsStaff(page, ADMIN);
	await page.goto('/admin/consultas/');
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultas');
	const search = page.getByLabel('Nombre, email, número o texto');
	await search.fill(learner.email);
	await expect(page.getByRole('status').filter({ hasText: 'consulta' })).toHaveText('1 consulta');
	const row = page.getByRole('row').filter({ hasText: learner.email });
	await expect(row).toContainText('Certificados');
	await expect(row).toContainText('Chat de soporte');
	await expect(row).toContainText('Nueva');
	await expect(row).toContainText('Sin asignar');
	await expectNoAxeViolations(page);

	// The table by keyboard: from the search box, Tab reaches the thread's link; Enter opens it.
	const open = row.getByRole('link', { name: /^Consulta \d+$/ });
	const name = (await open.textContent()) ?? '';
	await search.focus();
	await tabTo(page, open);
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\/admin\/consulta\/\?id=\d+$/);
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
	const sent = page.getByRole('region', { name: 'Lo que nos escribió' });
	await expect(sent).toContainText(question);
	await expect(
		sent.getByRole('link', { name: `Ver ficha de ${learner.name} ${learner.lastName}` }),
	).toHaveAttribute('href', /^\/admin\/cliente\/\?id=\d+$/);
	await expectNoAxeViolations(page);

	// The reply, written and sent by keyboard.
	const answer = 'Hola, Lucía:\nYa tienes el certificado en tu perfil, en «Mis certificados».';
	const form = page.getByRole('region', { name: 'Responder por correo' });
	await form.getByLabel(/^Respuesta/).fill(answer);
	await page.keyboard.press('Tab');
	await expect(form.getByRole('button', { name: 'Enviar respuesta' })).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.getByText(`Respuesta enviada a ${learner.email}.`)).toBeVisible();
	const history = page.getByRole('region', { name: 'Historial' });
	await expect(history).toContainText('Respuesta de');
	await expect(history).toContainText('Ya tienes el certificado en tu perfil');
	await expect(page.locator('.inbox-meta')).toContainText('Respondida');
	await expectNoAxeViolations(page);
	await page.screenshot({
		path: `screenshots/admin-inbox-${testInfo.project.name}.png`,
		fullPage: true,
	});

	const mail = await latestMailTo(learner.email, 'Respuesta a tu consulta en Liceo');
	expect(mail.text).toContain('Ya tienes el certificado en tu perfil, en «Mis certificados».');
	expect(mail.text).toContain('Certificados');

	await page.goto('/admin/consultas/');
	await waitForHydration(page);
	await page.getByLabel('Nombre, email, número o texto').fill(learner.email);
	await expect(page.getByRole('row').filter({ hasText: learner.email })).toContainText(
		'Respondida',
	);
});
