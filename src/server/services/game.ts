/**
 * La Infiltrada (issue #6), refereed by the server so a score cannot be invented: the round's
 * questions and their solutions are made and kept here, the browser gets only the pairs to show,
 * and the answers are marked here against the server's clock.
 *
 * Timing: each answer says how long it took (ms). The player cannot have spent more time
 * answering than has passed since the round started, so a round whose claimed times add up to
 * more than that (plus a little slack for the network) is refused; an answer over 15 s scores
 * nothing. Answers may be checked one by one as they are played (to show the solution at once):
 * a checked answer is then fixed, and the final list must repeat it unchanged.
 */
import { randomInt } from 'node:crypto';
import { t } from '../../i18n';
import {
	MS_PER_QUESTION,
	PAIRS_PER_QUESTION,
	QUESTIONS_PER_ROUND,
	ROUND_LIFETIME_MS,
	SECONDS_PER_QUESTION,
	questionPoints,
	type BestScore,
	type CheckAnswerPayload,
	type CheckedAnswer,
	type FinishRoundPayload,
	type FinishedRound,
	type GameAnswer,
	type GamePair,
	type GameSolution,
	type StartedRound,
} from '../../lib/contracts/game';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import * as gameQueries from '../db/queries/game';
import type { GameRoundRow } from '../db/queries/game';
import { AppError } from '../errors';
import { requireLearningAccess } from './access';

type GameDeps = Pick<AppDeps, 'db' | 'now'>;

/** Network and clock slack allowed between the answers' claimed times and the server's clock. */
export const TIMING_SLACK_MS = 2000;

/**
 * A random integer in [0, max). Rounds are built through this so a test can make one
 * deterministic; the default is the platform's cryptographic generator.
 */
export type RandomInt = (max: number) => number;

const cryptoRandomInt: RandomInt = (max) => randomInt(max);

/** A pair of the catalogue, as `buildQuestions` needs it. */
export interface CataloguePair {
	brand: string;
	ingredient: string;
	group: string;
}

/** A question as the server keeps it in `game_rounds.questions`. */
export interface StoredQuestion {
	/** The four pairs as shown, the infiltrada with its wrong ingredient. */
	pairs: GamePair[];
	/** Index of the wrong pair. */
	infiltrada: number;
	/** The infiltrada's brand and its real ingredient. */
	brand: string;
	ingredient: string;
	/** Fixed once the question was checked (`checkAnswer`) or the round finished. */
	answer?: GameAnswer;
}

/**
 * The questions of a new round: 10 × 4 different brands chosen at random; in each question one
 * pair (the infiltrada) shows an ingredient taken from another pair that is not the brand's own,
 * preferably one of the same therapeutic group so it is not given away by the brand's area.
 * Throws 500 `game_na` when the catalogue is too small to fill a round.
 */
export function buildQuestions(
	pairs: readonly CataloguePair[],
	random: RandomInt = cryptoRandomInt,
): StoredQuestion[] {
	const needed = QUESTIONS_PER_ROUND * PAIRS_PER_QUESTION;
	const byBrand = new Map(pairs.map((pair) => [pair.brand, pair]));
	if (byBrand.size < needed) throw unavailable();
	const chosen = shuffle([...byBrand.values()], random).slice(0, needed);
	return Array.from({ length: QUESTIONS_PER_ROUND }, (_, index) => {
		const shown = chosen.slice(index * PAIRS_PER_QUESTION, (index + 1) * PAIRS_PER_QUESTION);
		const infiltrada = random(PAIRS_PER_QUESTION);
		const target = shown[infiltrada];
		if (!target) throw new Error('question built with fewer pairs than expected');
		const others = pairs.filter((pair) => pair.ingredient !== target.ingredient);
		const sameGroup = others.filter((pair) => pair.group === target.group);
		const pool = distinctSorted(
			(sameGroup.length > 0 ? sameGroup : others).map((p) => p.ingredient),
		);
		const wrong = pool[random(pool.length)];
		if (wrong === undefined) throw unavailable();
		return {
			pairs: shown.map((pair, position) => ({
				brand: pair.brand,
				ingredient: position === infiltrada ? wrong : pair.ingredient,
			})),
			infiltrada,
			brand: target.brand,
			ingredient: target.ingredient,
		};
	});
}

/** `POST /game/startRound`: a new round for the caller; only the pairs to show go back. */
export async function startRound(
	deps: GameDeps,
	userId: number,
	random: RandomInt = cryptoRandomInt,
): Promise<StartedRound> {
	await requireGameAccess(deps, userId);
	const questions = buildQuestions(await gameQueries.listPairs(deps.db), random);
	const rid = await gameQueries.insertRound(deps.db, userId, questions, deps.now());
	return {
		rid,
		seconds: SECONDS_PER_QUESTION,
		questions: questions.map((question) => ({
			pairs: question.pairs.map(({ brand, ingredient }) => ({ brand, ingredient })),
		})),
	};
}

/** `POST /game/checkAnswer`: marks one question as it is played and fixes its answer. */
export async function checkAnswer(
	deps: GameDeps,
	userId: number,
	payload: CheckAnswerPayload,
): Promise<CheckedAnswer> {
	await requireGameAccess(deps, userId);
	return deps.db.transaction(async (tx) => {
		const { round, questions } = await openRound(tx, userId, payload.rid, deps.now());
		const question = questions[payload.q];
		if (!question) throw new Error('stored round has fewer questions than a round');
		if (question.answer) throw new AppError('ans_done', 409, t('game.answer_done'));
		const answer = { choice: payload.choice, ms: payload.ms };
		const claimed = questions.reduce((sum, item) => sum + (item.answer?.ms ?? 0), answer.ms);
		requirePossibleTiming(claimed, round, deps.now());
		question.answer = answer;
		await gameQueries.updateRound(tx, round.id, { questions });
		const right = answer.choice === question.infiltrada;
		return {
			right: right && answer.ms <= MS_PER_QUESTION,
			points: questionPoints(right, answer.ms),
			...solution(question),
		};
	});
}

/**
 * `POST /game/finishRound`: marks the round, and keeps the caller's best score (never lowered)
 * and count of rounds, atomically with the round's marking.
 */
export async function finishRound(
	deps: GameDeps,
	userId: number,
	payload: FinishRoundPayload,
): Promise<FinishedRound> {
	await requireGameAccess(deps, userId);
	const now = deps.now();
	return deps.db.transaction(async (tx) => {
		const { round, questions } = await openRound(tx, userId, payload.rid, now);
		const changed = questions.some((question, index) => {
			const given = payload.answers[index];
			return (
				question.answer !== undefined &&
				(given?.choice !== question.answer.choice || given.ms !== question.answer.ms)
			);
		});
		if (changed) throw new AppError('inv_data', 400, t('game.answers_changed'));
		requirePossibleTiming(
			payload.answers.reduce((sum, answer) => sum + answer.ms, 0),
			round,
			now,
		);

		let score = 0;
		let correct = 0;
		const marked = questions.map((question, index) => {
			const answer = payload.answers[index] ?? { choice: null, ms: MS_PER_QUESTION };
			const points = questionPoints(answer.choice === question.infiltrada, answer.ms);
			score += points;
			if (points > 0) correct += 1;
			return { ...question, answer };
		});
		await gameQueries.updateRound(tx, round.id, {
			questions: marked,
			finishedAt: now,
			correct,
			score,
		});

		const current = await gameQueries.lockScore(tx, userId, now);
		const previous = current.roundsPlayed > 0 ? current.bestScore : null;
		const beaten = previous === null || score > previous;
		const best = beaten ? score : previous;
		await gameQueries.updateScore(tx, userId, {
			bestScore: best,
			bestAt: beaten ? now : current.bestAt,
			roundsPlayed: current.roundsPlayed + 1,
			updatedAt: now,
		});
		return {
			score,
			correct,
			best,
			record: score > 0 && beaten,
			solutions: questions.map(solution),
		};
	});
}

/** `POST /game/getBestScore`: the caller's best score (null before any round) and rounds played. */
export async function getBestScore(deps: GameDeps, userId: number): Promise<BestScore> {
	await requireGameAccess(deps, userId);
	const row = await gameQueries.findScore(deps.db, userId);
	if (!row || row.roundsPlayed === 0) return { best: null, rounds: 0 };
	return { best: row.bestScore, rounds: row.roundsPlayed };
}

/** The campus's licence rule, with a refusal that speaks of the game rather than a course. */
async function requireGameAccess(deps: GameDeps, userId: number): Promise<void> {
	try {
		await requireLearningAccess(deps, userId);
	} catch (error) {
		if (error instanceof AppError && error.result === 'lic_req') {
			throw new AppError('lic_req', 403, t('game.licence_required'));
		}
		throw error;
	}
}

/**
 * The caller's round, locked, still open: 404 `round_nf` when it is unknown or someone else's
 * (the same answer, so ids cannot be probed), 409 `round_done` once finished or too old.
 */
async function openRound(
	tx: Database,
	userId: number,
	roundId: string,
	now: Date,
): Promise<{ round: GameRoundRow; questions: StoredQuestion[] }> {
	const round = await gameQueries.lockRound(tx, roundId);
	if (!round || round.userId !== userId) {
		throw new AppError('round_nf', 404, t('game.round_nf'));
	}
	if (round.finishedAt !== null || now.getTime() - round.startedAt.getTime() > ROUND_LIFETIME_MS) {
		throw new AppError('round_done', 409, t('game.round_done'));
	}
	// Written only by buildQuestions above.
	const questions = round.questions as StoredQuestion[];
	if (questions.length !== QUESTIONS_PER_ROUND) throw new Error('stored round is malformed');
	return { round, questions };
}

/** Refuses (400 `inv_data`) answers that claim more time than has passed since the start. */
function requirePossibleTiming(claimedMs: number, round: GameRoundRow, now: Date): void {
	const elapsed = now.getTime() - round.startedAt.getTime();
	if (claimedMs > elapsed + TIMING_SLACK_MS) {
		throw new AppError('inv_data', 400, t('game.impossible_timing'));
	}
}

function solution(question: StoredQuestion): GameSolution {
	return {
		infiltrada: question.infiltrada,
		brand: question.brand,
		ingredient: question.ingredient,
	};
}

function unavailable(): AppError {
	return new AppError('game_na', 500, t('game.unavailable'));
}

/** Fisher–Yates, in place. */
function shuffle<T>(items: T[], random: RandomInt): T[] {
	for (let index = items.length - 1; index > 0; index--) {
		const other = random(index + 1);
		const a = items[index] as T;
		items[index] = items[other] as T;
		items[other] = a;
	}
	return items;
}

function distinctSorted(values: readonly string[]): string[] {
	return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'es'));
}
