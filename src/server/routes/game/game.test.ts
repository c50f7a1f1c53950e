/**
 * La Infiltrada's calls (issue #6): the server builds the rounds, keeps their solutions, marks
 * the answers against its own clock, and keeps each person's best score, never lowered, even
 * when two rounds finish at once.
 */
import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	ACTIVE_LICENCE,
	createLearner,
	PROFESSIONAL_MONTHLY,
	PROFESSIONAL_TRIAL,
	type LicenceSpec,
} from '../../../../tests/factories/learners';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { brandIngredientPairs, gameRounds, gameScores } from '../../db/schema';
import { buildQuestions, type CataloguePair, type StoredQuestion } from '../../services/game';

const NOW = new Date('2026-11-22T10:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How a test answers one question: the infiltrada, another pair, or no answer (time out). */
type Pick = 'right' | 'wrong' | 'none';

/** A random generator with a seed, so a round built twice from it is the same round. */
function seeded(seed: number) {
	let state = seed;
	return (max: number) => {
		state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
		return state % max;
	};
}

describe('building a round', () => {
	const catalogue: CataloguePair[] = Array.from({ length: 48 }, (_, index) => ({
		brand: `Marca${index}`,
		ingredient: `principio${index % 12}`,
		group: `grupo${index % 3}`,
	}));

	it('is deterministic for a given random source, and differs with another', () => {
		expect(buildQuestions(catalogue, seeded(7))).toEqual(buildQuestions(catalogue, seeded(7)));
		expect(buildQuestions(catalogue, seeded(7))).not.toEqual(buildQuestions(catalogue, seeded(8)));
	});

	it('shows 40 different brands; the infiltrada carries another pair’s ingredient of its group', () => {
		const real = new Map(catalogue.map((pair) => [pair.brand, pair]));
		for (const seed of [1, 2, 3, 4, 5]) {
			const questions = buildQuestions(catalogue, seeded(seed));
			const brands = questions.flatMap((question) => question.pairs.map((pair) => pair.brand));
			expect(new Set(brands).size).toBe(40);
			for (const question of questions) {
				const wrong = question.pairs.flatMap((pair, index) =>
					real.get(pair.brand)?.ingredient === pair.ingredient ? [] : [index],
				);
				expect(wrong).toEqual([question.infiltrada]);
				const shown = question.pairs[question.infiltrada];
				const own = real.get(question.brand);
				expect(shown?.brand).toBe(question.brand);
				expect(question.ingredient).toBe(own?.ingredient);
				const donors = catalogue.filter((pair) => pair.ingredient === shown?.ingredient);
				expect(donors.some((pair) => pair.group === own?.group)).toBe(true);
			}
		}
	});

	it('refuses a catalogue too small for 40 different brands', () => {
		expect(() => buildQuestions(catalogue.slice(0, 39))).toThrow(/game_na/);
	});
});

describe.each(databaseKinds)('la Infiltrada calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock: Date;
	/** The catalogue's real ingredient of each brand. */
	let realIngredient: Map<string, string>;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		const pairs = await handle.db.select().from(brandIngredientPairs);
		realIngredient = new Map(pairs.map((pair) => [pair.brand, pair.ingredient]));
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	const later = (ms: number) => {
		clock = new Date(NOW.getTime() + ms);
	};

	const learner = (licence: LicenceSpec | null = ACTIVE_LICENCE) =>
		createLearner(handle.db, app, licence);

	const post = (path: string, token: string | undefined, body: unknown = {}) =>
		call(app, 'POST', `/api/game/${path}`, { ...(token ? { token } : {}), body });
	const bestScore = async (token: string) =>
		(await post('getBestScore', token)).body.data.getBestScore as {
			best: number | null;
			rounds: number;
		};

	async function startRound(token: string): Promise<string> {
		const res = await post('startRound', token);
		expect(res.status).toBe(200);
		return res.body.data.startRound.rid as string;
	}

	async function storedRound(rid: string) {
		const [row] = await handle.db.select().from(gameRounds).where(eq(gameRounds.id, rid));
		if (!row) throw new Error(`round ${rid} not stored`);
		return { ...row, questions: row.questions as StoredQuestion[] };
	}

	/** The answers a player would send, picking per question as `plan` says. */
	async function answersFor(rid: string, plan: { pick: Pick; ms: number }[]) {
		const { questions } = await storedRound(rid);
		return plan.map(({ pick, ms }, index) => {
			const infiltrada = questions[index]?.infiltrada ?? 0;
			const choice = pick === 'none' ? null : pick === 'right' ? infiltrada : (infiltrada + 1) % 4;
			return { choice, ms };
		});
	}

	const everyQuestion = (pick: Pick, ms: number) =>
		Array.from({ length: 10 }, () => ({ pick, ms }));

	it('the demo catalogue has at least 60 pairs, every brand once', async () => {
		const [totals] = await handle.db
			.select({ pairs: count(), brands: countDistinct(brandIngredientPairs.brand) })
			.from(brandIngredientPairs);
		expect(totals?.pairs).toBeGreaterThanOrEqual(60);
		expect(totals?.brands).toBe(totals?.pairs);
	});

	it('starts a round of 10 × 4 different brands, one infiltrada each, without telling which', async () => {
		const { token } = await learner();
		const res = await post('startRound', token);
		expect(res.status).toBe(200);
		const round = res.body.data.startRound;
		expect(Object.keys(round).sort()).toEqual(['questions', 'rid', 'seconds']);
		expect(round.seconds).toBe(15);
		expect(round.questions).toHaveLength(10);
		const shown: { brand: string; ingredient: string }[] = [];
		for (const question of round.questions as { pairs: unknown[] }[]) {
			expect(Object.keys(question)).toEqual(['pairs']);
			expect(question.pairs).toHaveLength(4);
			for (const pair of question.pairs) {
				expect(Object.keys(pair as object).sort()).toEqual(['brand', 'ingredient']);
				shown.push(pair as { brand: string; ingredient: string });
			}
		}
		expect(new Set(shown.map((pair) => pair.brand)).size).toBe(40);
		expect(res.text).not.toMatch(/infiltrad|answer|solution|correct/i);

		// Exactly one pair per question is wrong, and it is the one the server kept.
		const stored = await storedRound(round.rid as string);
		expect(stored.startedAt).toEqual(NOW);
		stored.questions.forEach((question, index) => {
			const pairs = round.questions[index].pairs as { brand: string; ingredient: string }[];
			const wrong = pairs.flatMap((pair, position) =>
				realIngredient.get(pair.brand) === pair.ingredient ? [] : [position],
			);
			expect(wrong).toEqual([question.infiltrada]);
			expect(question.ingredient).toBe(realIngredient.get(question.brand));
			expect([...realIngredient.values()]).toContain(pairs[question.infiltrada]?.ingredient);
		});

		const again = (await post('startRound', token)).body.data.startRound;
		expect(again.rid).not.toBe(round.rid);
		expect(again.questions).not.toEqual(round.questions);
	});

	it('scores 100 per right answer plus 10 per whole second left, nothing after 15 s', async () => {
		const { user, token } = await learner();
		const rid = await startRound(token);
		const plan: { pick: Pick; ms: number; points: number }[] = [
			{ pick: 'right', ms: 3400, points: 210 },
			{ pick: 'right', ms: 14_999, points: 100 },
			{ pick: 'right', ms: 15_000, points: 100 },
			{ pick: 'right', ms: 15_001, points: 0 },
			{ pick: 'wrong', ms: 1000, points: 0 },
			{ pick: 'none', ms: 15_000, points: 0 },
			{ pick: 'right', ms: 0, points: 250 },
			{ pick: 'right', ms: 999, points: 240 },
			{ pick: 'right', ms: 1000, points: 240 },
			{ pick: 'right', ms: 5500, points: 190 },
		];
		const answers = await answersFor(rid, plan);
		later(75 * SECOND);
		const res = await post('finishRound', token, { rid, answers });
		expect(res.status).toBe(200);
		const expected = plan.reduce((sum, item) => sum + item.points, 0);
		const stored = await storedRound(rid);
		expect(res.body.data.finishRound).toEqual({
			score: expected,
			correct: plan.filter((item) => item.points > 0).length,
			best: expected,
			record: true,
			solutions: stored.questions.map((question) => ({
				infiltrada: question.infiltrada,
				brand: question.brand,
				ingredient: realIngredient.get(question.brand),
			})),
		});
		expect(stored).toMatchObject({ finishedAt: clock, score: expected, correct: 7 });
		const [score] = await handle.db.select().from(gameScores).where(eq(gameScores.userId, user.id));
		expect(score).toMatchObject({ bestScore: expected, roundsPlayed: 1, bestAt: clock });
		expect(await bestScore(token)).toEqual({ best: expected, rounds: 1 });
	});

	it('a round where time ran out on every question scores 0 and is no record', async () => {
		const { token } = await learner();
		expect(await bestScore(token)).toEqual({ best: null, rounds: 0 });
		const rid = await startRound(token);
		const answers = await answersFor(rid, everyQuestion('none', 15_000));
		later(151 * SECOND);
		const res = await post('finishRound', token, { rid, answers });
		expect(res.body.data.finishRound).toMatchObject({
			score: 0,
			correct: 0,
			best: 0,
			record: false,
		});
		// Right choices sent after the 15 s are time-outs too.
		const late = await startRound(token);
		later(400 * SECOND);
		const lateRes = await post('finishRound', token, {
			rid: late,
			answers: await answersFor(late, everyQuestion('right', 20_000)),
		});
		expect(lateRes.body.data.finishRound).toMatchObject({ score: 0, correct: 0 });
		expect(await bestScore(token)).toEqual({ best: 0, rounds: 2 });
	});

	it('refuses answers that claim more time than has passed since the start (2 s slack)', async () => {
		const { token } = await learner();
		const rid = await startRound(token);
		const answers = await answersFor(rid, everyQuestion('right', 3000));
		later(27_999);
		const tooFast = await post('finishRound', token, { rid, answers });
		expect(tooFast.status).toBe(400);
		expect(tooFast.body).toMatchObject({
			result: 'inv_data',
			msg: 'Los tiempos de respuesta no cuadran con la duración de la ronda.',
		});
		expect((await storedRound(rid)).finishedAt).toBeNull();
		expect(await bestScore(token)).toEqual({ best: null, rounds: 0 });
		later(28_000);
		const inTime = await post('finishRound', token, { rid, answers });
		expect(inTime.status).toBe(200);
		expect(inTime.body.data.finishRound.score).toBe(10 * 220);
	});

	it('a finished round cannot be sent again, nor one older than 30 minutes', async () => {
		const { user, token } = await learner();
		const rid = await startRound(token);
		const answers = await answersFor(rid, everyQuestion('right', 1000));
		later(MINUTE);
		expect((await post('finishRound', token, { rid, answers })).status).toBe(200);
		const replay = await post('finishRound', token, { rid, answers });
		expect(replay.status).toBe(409);
		expect(replay.body.result).toBe('round_done');
		expect(await bestScore(token)).toEqual({ best: 10 * 240, rounds: 1 });

		clock = NOW;
		const old = await startRound(token);
		later(30 * MINUTE + 1);
		// Access tokens last 15 minutes: log in again at the new time.
		const fresh = (await login(app, user.email, user.password)).body.data.token
			.access_token as string;
		const expired = await post('finishRound', fresh, {
			rid: old,
			answers: await answersFor(old, everyQuestion('right', 1000)),
		});
		expect(expired.status).toBe(409);
		expect(expired.body.result).toBe('round_done');
		expect((await storedRound(old)).finishedAt).toBeNull();
	});

	it("someone else's round, or an unknown one, is not found", async () => {
		const owner = await learner();
		const other = await learner();
		const rid = await startRound(owner.token);
		const answers = await answersFor(rid, everyQuestion('right', 0));
		later(MINUTE);
		for (const [path, body] of [
			['finishRound', { rid, answers }],
			['checkAnswer', { rid, q: 0, choice: 0, ms: 0 }],
			['finishRound', { rid: '00000000-0000-4000-8000-000000000000', answers }],
		] as const) {
			const res = await post(path, other.token, body);
			expect(res.status).toBe(404);
			expect(res.body.result).toBe('round_nf');
		}
		const stored = await storedRound(rid);
		expect(stored.finishedAt).toBeNull();
		expect(stored.questions.every((question) => question.answer === undefined)).toBe(true);
		expect((await post('finishRound', owner.token, { rid, answers })).status).toBe(200);
	});

	it('keeps the best score, never lowered, when rounds finish at the same time', async () => {
		const { user, token } = await learner();
		// A first round, so the concurrent ones below update an existing score row.
		const first = await startRound(token);
		later(3 * MINUTE);
		const firstRes = await post('finishRound', token, {
			rid: first,
			answers: await answersFor(first, everyQuestion('right', 14_000)),
		});
		expect(firstRes.body.data.finishRound).toMatchObject({ score: 1100, best: 1100, record: true });

		const rids = await Promise.all([0, 1, 2, 3].map(() => startRound(token)));
		const plans = [
			everyQuestion('none', 15_000),
			everyQuestion('right', 0),
			everyQuestion('right', 10_000),
			everyQuestion('right', 14_000),
		];
		const bodies = await Promise.all(
			rids.map(async (rid, index) => ({ rid, answers: await answersFor(rid, plans[index] ?? []) })),
		);
		later(6 * MINUTE);
		const results = await Promise.all(bodies.map((body) => post('finishRound', token, body)));
		expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200]);
		const finished = results.map(
			(res) => res.body.data.finishRound as { score: number; best: number; record: boolean },
		);
		expect(finished.map((round) => round.score)).toEqual([0, 2500, 1500, 1100]);
		const [row] = await handle.db.select().from(gameScores).where(eq(gameScores.userId, user.id));
		expect(row).toMatchObject({ bestScore: 2500, roundsPlayed: 5 });
		// Whatever order they were marked in: no best below the earlier 1100 or the round's own
		// score, the top round beat every best before it, and a tie or a lower score is no record.
		for (const round of finished) {
			expect(round.best).toBeGreaterThanOrEqual(Math.max(1100, round.score));
		}
		expect(finished.map((round) => round.record)).toEqual([
			false,
			true,
			finished[2]?.record,
			false,
		]);

		const lower = await startRound(token);
		later(9 * MINUTE);
		const lowerRes = await post('finishRound', token, {
			rid: lower,
			answers: await answersFor(lower, everyQuestion('right', 14_000)),
		});
		expect(lowerRes.body.data.finishRound).toMatchObject({
			score: 1100,
			best: 2500,
			record: false,
		});
		expect(await bestScore(token)).toEqual({ best: 2500, rounds: 6 });
	});

	it('checks an answer as it is played, then holds the round to it', async () => {
		const { token } = await learner();
		const rid = await startRound(token);
		const { questions } = await storedRound(rid);
		const first = questions[0];
		if (!first) throw new Error('no first question');

		later(SECOND);
		const tooFast = await post('checkAnswer', token, { rid, q: 0, choice: 0, ms: 3001 });
		expect(tooFast.status).toBe(400);
		expect(tooFast.body.result).toBe('inv_data');

		later(5 * SECOND);
		const right = await post('checkAnswer', token, {
			rid,
			q: 0,
			choice: first.infiltrada,
			ms: 4200,
		});
		expect(right.status).toBe(200);
		expect(right.body.data.checkAnswer).toEqual({
			right: true,
			points: 200,
			infiltrada: first.infiltrada,
			brand: first.brand,
			ingredient: realIngredient.get(first.brand),
		});
		const again = await post('checkAnswer', token, { rid, q: 0, choice: first.infiltrada, ms: 0 });
		expect(again.status).toBe(409);
		expect(again.body.result).toBe('ans_done');

		later(25 * SECOND);
		const timeout = await post('checkAnswer', token, { rid, q: 1, choice: null, ms: 15_000 });
		expect(timeout.body.data.checkAnswer).toMatchObject({ right: false, points: 0 });

		const answers = await answersFor(rid, everyQuestion('right', 1000));
		answers[0] = { choice: first.infiltrada, ms: 4200 };
		later(MINUTE);
		// The checked time-out cannot become a right answer at the end.
		const changed = await post('finishRound', token, { rid, answers });
		expect(changed.status).toBe(400);
		expect(changed.body.result).toBe('inv_data');
		answers[1] = { choice: null, ms: 15_000 };
		const finished = await post('finishRound', token, { rid, answers });
		expect(finished.body.data.finishRound).toMatchObject({ score: 200 + 8 * 240, correct: 9 });
		const afterwards = await post('checkAnswer', token, { rid, q: 2, choice: 0, ms: 0 });
		expect(afterwards.status).toBe(409);
		expect(afterwards.body.result).toBe('round_done');
	});

	it('refuses malformed answers', async () => {
		const { token } = await learner();
		const rid = await startRound(token);
		const answers = await answersFor(rid, everyQuestion('right', 1000));
		later(MINUTE);
		for (const body of [
			{ rid, answers: answers.slice(0, 9) },
			{ rid, answers: [...answers.slice(0, 9), { choice: 4, ms: 0 }] },
			{ rid, answers: [...answers.slice(0, 9), { choice: 1, ms: -1 }] },
			{ rid, answers: [...answers.slice(0, 9), { choice: 1.5, ms: 0 }] },
			{ rid, answers: [...answers.slice(0, 9), { choice: 1 }] },
			{ rid: 'ronda-1', answers },
			{ answers },
		]) {
			const res = await post('finishRound', token, body);
			expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
			expect(res.body.result).toBe('inv_data');
		}
		const badCheck = await post('checkAnswer', token, { rid, q: 10, choice: 0, ms: 0 });
		expect(badCheck.status).toBe(400);
		expect((await post('finishRound', token, { rid, answers })).status).toBe(200);
	});

	it('needs a session and a licence that opens the campus; a trial is enough', async () => {
		const paths = ['startRound', 'checkAnswer', 'finishRound', 'getBestScore'];
		for (const path of paths) {
			const res = await post(path, undefined);
			expect(res.status, path).toBe(401);
		}
		const none = await learner(null);
		const expired = await learner({
			planId: PROFESSIONAL_MONTHLY,
			status: 'active',
			endAt: new Date('2026-11-01T00:00:00Z'),
		});
		const open = await learner();
		const rid = await startRound(open.token);
		for (const { token } of [none, expired]) {
			for (const [path, body] of [
				['startRound', {}],
				['getBestScore', {}],
				['checkAnswer', { rid, q: 0, choice: 0, ms: 0 }],
				[
					'finishRound',
					{ rid, answers: everyQuestion('none', 0).map(() => ({ choice: null, ms: 0 })) },
				],
			] as const) {
				const res = await post(path, token, body);
				expect(res.status, path).toBe(403);
				expect(res.body).toMatchObject({
					result: 'lic_req',
					msg: 'Necesitas un plan activo para jugar a La Infiltrada. Consulta nuestros planes.',
				});
			}
		}
		const trial = await learner({
			planId: PROFESSIONAL_TRIAL,
			status: 'trialing',
			endAt: new Date('2026-11-27T10:00:00Z'),
		});
		expect((await post('startRound', trial.token)).status).toBe(200);
		expect(await bestScore(trial.token)).toEqual({ best: null, rounds: 0 });
	});
});
