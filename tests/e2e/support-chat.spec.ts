/**
 * Journey: on a classroom page (URL with "aula") the support chat is there (spec §2); a logged-in
 * person sends a question and support receives it by mail. (Without a session, sending leads to
 * /login: SupportChat.test.tsx.)
 */
import { expect, test, type Page } from '@playwright/test';
import { mailTo } from './outbox';
import { fillSignUpForm, newAccount, waitForHydration } from './support';

async function openChat(page: Page) {
	await page.getByRole('button', { name: 'Abrir el chat de soporte' }).click();
	const chat = page.getByRole('dialog', { name: '¿En qué podemos ayudarte?' });
	await expect(chat).toBeVisible();
	return chat;
}

test.describe('chat de soporte del aula', () => {
	test('una persona con sesión envía una consulta y soporte la recibe', async ({
		page,
	}, testInfo) => {
		const account = newAccount(testInfo);
		await page.goto('/registro');
		await waitForHydration(page);
		const form = page.getByRole('form', { name: 'Crear una cuenta' });
		await form.getByRole('radio', { name: 'Profesional de farmacia' }).check();
		await fillSignUpForm(form, account);
		await form.getByRole('button', { name: 'Crear cuenta' }).click();
		await expect(page).toHaveURL(/\/dashboard\/?$/);

		await page.goto('/aula/mis-suscripciones');
		await waitForHydration(page);
		const chat = await openChat(page);
		const send = chat.getByRole('button', { name: 'Enviar consulta' });
		await expect(send).toBeDisabled();
		await chat.getByLabel('TEMA DE LA CONSULTA').fill('Certificados');
		await chat.getByLabel('DESCRIPCIÓN').fill(`No encuentro mi certificado (${account.email}).`);
		await send.click();
		await expect(page.getByText('¡Consulta enviada con éxito!')).toBeVisible();
		await expect(chat).toBeHidden();

		await mailTo(
			'soporte@liceocampus.es',
			(mail) => mail.text.includes(account.email),
			'from the chat',
		);
	});
});
