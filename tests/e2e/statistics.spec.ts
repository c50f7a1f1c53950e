/**
 * "Mis estadísticas" (`aula/estadisticas`, issue #6): a new trial learner with nothing watched sees
 * the friendly empty state; after two minutes of a demo video are played through the real progress
 * API (the player's heartbeat), the page shows 2 minutes watched and a streak of 1 day, with the
 * chart's numbers in its "Ver datos" table. Someone without a licence is offered the plans.
 * Every account is new, so the phone and desktop runs never meet.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, logIn, newLearner } from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

const PAGE = '/aula/estadisticas';
/** A demo course open to the trial licence (content/courses/dermofarmacia-basica-…json). */
const DEMO_COURSE = 1001;
/** What the journey plays: two minutes. */
const SECONDS_PLAYED = 120;

interface ProgramTopic {
	position: number;
	content: { type: string; position: number; duration: number }[];
}

/**
 * The id of a video of the demo course at least two minutes long. `getProgress` lists the item
 * ids in program order and `getProgram` the items' types and lengths in that same order.
 */
async function demoVideo(request: APIRequestContext, token: string): Promise<number> {
	const { getProgress } = await apiCall<{ getProgress: { items: { iid: number }[] } }>(
		request,
		'/progress/getProgress',
		{ cid: DEMO_COURSE },
		token,
	);
	const { getProgram } = await apiCall<{ getProgram: { prg: ProgramTopic[] } }>(
		request,
		'/courses/getProgram',
		{ cid: DEMO_COURSE },
	);
	const items = [...getProgram.prg]
		.sort((a, b) => a.position - b.position)
		.flatMap((topic) => [...topic.content].sort((a, b) => a.position - b.position));
	expect(items).toHaveLength(getProgress.items.length);
	const index = items.findIndex((item) => item.type === 'video' && item.duration >= SECONDS_PLAYED);
	const video = getProgress.items[index];
	if (index < 0 || !video) throw new Error(`course ${String(DEMO_COURSE)} has no 2-minute video`);
	return video.iid;
}

test('a new learner sees the empty state, then the minutes and the streak of what they watched', async ({
	page,
	request,
}, testInfo) => {
	const learner = await newLearner(request, testInfo);
	await logIn(page, learner);

	await page.goto(PAGE);
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Mis estadísticas' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Aún no has visto ningún vídeo' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Ir a mis cursos' })).toHaveAttribute(
		'href',
		'/dashboard',
	);
	await expectNoAxeViolations(page);

	const iid = await demoVideo(request, learner.token);
	await apiCall(
		request,
		'/progress/saveProgress',
		{ iid, pos: SECONDS_PLAYED, rng: [[0, SECONDS_PLAYED]], ts: Date.now() },
		learner.token,
	);

	await page.reload();
	await waitForHydration(page);
	const minutes = page.getByRole('listitem', { name: 'Minutos vistos' });
	await expect(minutes.getByText('2', { exact: true })).toBeVisible();
	const streak = page.getByRole('listitem', { name: 'Racha actual' });
	await expect(streak.getByText('1 día', { exact: true })).toBeVisible();
	await expect(streak.getByText('Mejor racha: 1 día')).toBeVisible();
	await expect(page.getByRole('listitem', { name: 'Cursos completados' })).toContainText(
		'1 curso empezado',
	);
	await expect(page.getByRole('heading', { name: 'Aún no has visto ningún vídeo' })).toHaveCount(0);

	const daily = page.getByRole('img', { name: /cada día de los últimos 30 días/ });
	await expect(daily).toHaveAttribute('aria-label', /2 minutos en total, 1 día con actividad/);
	const dailySection = page.getByRole('region', { name: 'Últimos 30 días' });
	await dailySection.getByText('Ver datos').click();
	const table = dailySection.getByRole('table', { name: 'Minutos vistos por día' });
	await expect(table.getByRole('row')).toHaveCount(31);
	// Today is the last row, and it holds the two minutes.
	await expect(table.getByRole('row').last().getByRole('cell')).toHaveText('2');
	await expect(page.getByRole('heading', { name: 'Horas por área' })).toBeVisible();
	await expectNoAxeViolations(page);
});

test('someone without a licence is offered the plans', async ({ page, request }, testInfo) => {
	const learner = await newLearner(request, testInfo, 'none');
	await logIn(page, learner);
	await page.goto(PAGE);
	await waitForHydration(page);
	await expect(
		page.getByRole('heading', { name: 'Necesitas un plan para ver tus estadísticas' }),
	).toBeVisible();
	await expect(page.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/planes');
	await expectNoAxeViolations(page);
});
