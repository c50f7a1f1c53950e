/**
 * "Protocolos de consejo" (issue #6, `aula/protocolos-de-consejo`): a learner on the free trial
 * searches a symptom, reaches its sheet with the Tab key, opens it with Enter and reads the three
 * sections; a user without a licence is offered the plans. Accounts are made through the real API
 * and the login is the real form (tests/e2e/learners.ts).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, newLearner } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

const PAGE = '/aula/protocolos-de-consejo';

/** Presses Tab until `target` has the focus (a keyboard user's way there), or fails. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
	for (let press = 0; press < maxPresses; press++) {
		if (await target.evaluate((element) => element === document.activeElement)) return;
		await page.keyboard.press('Tab');
	}
	await expect(target).toBeFocused();
}

test.describe('protocolos de consejo', () => {
	test('busca un síntoma, abre su ficha con el teclado y lee las tres secciones', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo);
		await logIn(page, learner);

		await page.goto(PAGE);
		await waitForHydration(page);
		await expect(page).toHaveTitle(/Protocolos de consejo/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protocolos de consejo');
		const count = page.getByRole('status').filter({ hasText: /protocolos?$|Sin resultados/ });
		await expect(count).toHaveText(/^\d+ protocolos$/);
		const total = Number.parseInt((await count.textContent()) ?? '0', 10);
		expect(total).toBeGreaterThanOrEqual(15);

		// Typed as a person would, with a capital and without the accent the sheet has.
		const search = page.getByRole('searchbox', { name: 'Buscar por síntoma' });
		await search.pressSequentially('Garganta');
		const sheet = page.getByRole('button', { name: 'Dolor de garganta', exact: true });
		await expect(sheet).toBeVisible();
		await expect(page.getByRole('button', { name: 'Dolor de cabeza', exact: true })).toHaveCount(0);
		await expect(count).toHaveText(/^\d+ protocolos?$/);
		expect(Number.parseInt((await count.textContent()) ?? '0', 10)).toBeLessThan(total);

		await tabTo(page, sheet);
		await expect(sheet).toHaveAttribute('aria-expanded', 'false');
		await page.keyboard.press('Enter');
		await expect(sheet).toHaveAttribute('aria-expanded', 'true');

		const panelId = await sheet.getAttribute('aria-controls');
		expect(panelId).toBeTruthy();
		const panel = page.locator(`[id="${panelId ?? ''}"]`);
		await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
			'Preguntas que hacer',
			'Qué recomendar',
			'Cuándo derivar al médico',
		]);
		for (const title of ['Preguntas que hacer', 'Qué recomendar', 'Cuándo derivar al médico']) {
			const section = panel
				.locator('div')
				.filter({ has: page.getByRole('heading', { level: 3, name: title }) })
				.last();
			const points = section.getByRole('listitem');
			expect(await points.count(), title).toBeGreaterThan(0);
			await expect(points.first()).not.toBeEmpty();
		}
		await expect(panel).toContainText('Atención: ante cualquiera de estos signos');
		await expectNoAxeViolations(page);

		// Space closes it again, and the focus stays on its button.
		await page.keyboard.press('Space');
		await expect(sheet).toHaveAttribute('aria-expanded', 'false');
		await expect(sheet).toBeFocused();
		await expect(panel).toBeHidden();

		// A search with no match says so and can be cleared in one step.
		await search.fill('xilófono');
		await expect(count).toHaveText('Sin resultados');
		await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
		await expect(count).toHaveText(`${total} protocolos`);
		await expect(search).toBeFocused();
	});

	test('"niño con diarrea" muestra primero la ficha de la diarrea', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo);
		await logIn(page, learner);
		await page.goto(PAGE);
		await waitForHydration(page);
		const search = page.getByRole('searchbox', { name: 'Buscar por síntoma' });
		const serverSearch = page.waitForResponse(
			(res) =>
				res.url().endsWith('/api/protocols/getProtocols') &&
				(res.request().postData() ?? '').includes('diarrea'),
		);
		await search.pressSequentially('niño con diarrea');
		const count = page.getByRole('status').filter({ hasText: /protocolos?$|Sin resultados/ });
		const sheets = page.getByRole('list').getByRole('heading', { level: 2 });
		await expect(sheets.first()).toHaveText('Diarrea aguda');
		// Still first once the server's answer (with the keywords) has given the order.
		expect((await serverSearch).ok()).toBe(true);
		await expect(sheets.first()).toHaveText('Diarrea aguda');

		// Any word is enough ("y" is left out): both sheets, where every word used to be needed.
		await search.fill('diarrea y estreñimiento');
		await expect(count).toHaveText('2 protocolos');
		await expect(sheets).toHaveText(['Diarrea aguda', 'Estreñimiento']);

		// A sheet found only by its keywords: the side popup (spec §4) says why it is listed.
		await search.fill('carraspera');
		await expect(sheets).toHaveText(['Dolor de garganta', 'Tos seca']);
		await expect(
			page.getByText(
				'2 fichas aparecen por sus palabras clave, aunque no contienen lo que has escrito.',
			),
		).toBeVisible();
		await expectNoAxeViolations(page);
		await expectNoAxeViolations(page);
	});

	test('sin licencia ofrece los planes', async ({ page, request }, testInfo) => {
		const learner = await newLearner(request, testInfo, 'none');
		await logIn(page, learner);
		await page.goto(PAGE);
		await waitForHydration(page);
		await expect(page.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/planes');
		await expect(page.getByRole('searchbox')).toHaveCount(0);
		await expectNoAxeViolations(page);
	});
});
