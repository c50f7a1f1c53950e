/**
 * La Infiltrada (issue #6): a trial learner plays a whole round with the keyboard alone (Tab and
 * Enter to start, the digit keys to answer, Enter to skip each pause) and gets a score, which the
 * page then shows as the best score the API keeps. The test cannot know the answers, so it just
 * answers; the server marks them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, logIn, newLearner } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator) {
	for (let presses = 0; presses < 80; presses++) {
		if (await target.evaluate((element) => element === document.activeElement)) return;
		await page.keyboard.press('Tab');
	}
	await expect(target).toBeFocused();
}

test('a trial learner plays a round of la Infiltrada to a score with the keyboard alone', async ({
	page,
	request,
}, testInfo) => {
	// Ten questions, each with its pause, and axe four times: about 30 s alone, more on two
	// shared cores while the other journeys run.
	test.setTimeout(90_000);
	const learner = await newLearner(request, testInfo);
	await logIn(page, learner);
	await page.goto('/aula/la-infiltrada');
	await waitForHydration(page);

	const game = page.locator('.infiltrada');
	await expect(game.getByRole('heading', { level: 1, name: 'La Infiltrada' })).toBeVisible();
	await expect(game.getByText('Aún no has jugado ninguna ronda.', { exact: false })).toBeVisible();
	await expectNoAxeViolations(page);

	const start = game.getByRole('button', { name: 'Empezar' });
	await tabTo(page, start);
	await page.keyboard.press('Enter');

	for (let question = 1; question <= 10; question++) {
		const heading = game.getByRole('heading', {
			level: 2,
			name: `Pregunta ${question} de 10: ¿cuál es la infiltrada?`,
		});
		await expect(heading).toBeFocused();
		await expect(game.getByRole('timer', { name: 'Tiempo restante' })).toHaveText(/^1[0-5] s$/);
		const options = game.getByRole('list', { name: 'Parejas de marca y principio activo' });
		await expect(options.getByRole('button')).toHaveCount(4);
		if (question === 1) await expectNoAxeViolations(page);

		await page.keyboard.press(String(((question - 1) % 4) + 1));
		const outcome = game.getByRole('status').filter({ hasText: 'La infiltrada era' });
		await expect(outcome).toContainText(/¡Correcto! \+\d+ puntos\.|No era esa\./);
		await expect(options.getByText('Infiltrada', { exact: true })).toHaveCount(1);
		if (question === 1) await expectNoAxeViolations(page);
		// Skips the pause; if it already ended, Enter on the next heading does nothing.
		await page.keyboard.press('Enter');
	}

	const result = game.getByRole('heading', { level: 2, name: 'Resultado de la ronda' });
	await expect(result).toBeFocused();
	const scoreText = await game.locator('.infiltrada__score').innerText();
	expect(scoreText).toMatch(/^\d+ puntos$/);
	const score = Number.parseInt(scoreText, 10);
	await expect(game.getByText(/^\d+ de 10 aciertos$/)).toBeVisible();
	await expect(game.getByRole('listitem')).toHaveCount(10);
	await expectNoAxeViolations(page);

	const { getBestScore } = await apiCall<{ getBestScore: { best: number; rounds: number } }>(
		request,
		'/game/getBestScore',
		{},
		learner.token,
	);
	// The first round is the best so far, whatever it scored.
	expect(getBestScore).toEqual({ best: score, rounds: 1 });
	await expect(game.getByText(`Mejor puntuación: ${getBestScore.best} puntos`)).toBeVisible();
	await expect(game.getByText('¡Nuevo récord!')).toHaveCount(score > 0 ? 1 : 0);
	await expect(game.getByRole('button', { name: 'Jugar otra vez' })).toBeVisible();

	await page.reload();
	await waitForHydration(page);
	await expect(game.getByText(`Tu mejor puntuación: ${getBestScore.best} puntos`)).toContainText(
		'1 ronda jugada',
	);
});
