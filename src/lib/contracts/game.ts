/**
 * La Infiltrada (issue #6): the rules of a round and the payloads of its calls, shared by
 * src/server/routes/game and the game's island, so both count points the same way.
 *
 * A round has 10 questions; each shows 4 brand → ingredient pairs, one of them with a wrong
 * ingredient ("la infiltrada"). The server keeps which one it is and marks the round.
 */
import type { AreaResult, LicenceRefusal } from './common';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { payloadObject, text } from './fields';

export const QUESTIONS_PER_ROUND = 10;
export const PAIRS_PER_QUESTION = 4;
export const SECONDS_PER_QUESTION = 15;
export const MS_PER_QUESTION = SECONDS_PER_QUESTION * 1000;
export const POINTS_PER_RIGHT_ANSWER = 100;
export const POINTS_PER_SECOND_LEFT = 10;
/** A round not finished within this time is over (`round_done`). */
export const ROUND_LIFETIME_MS = 30 * 60 * 1000;
/** No claimed answer time can be longer than the round may last. */
const MAX_ANSWER_MS = ROUND_LIFETIME_MS;

/**
 * Points of one question: 100 for the right pair plus 10 per whole second left; nothing for a
 * wrong pair, no answer, or an answer after the 15 seconds.
 *
 * @example
 * questionPoints(true, 3400); // 210 (11 whole seconds left)
 * questionPoints(true, 15001); // 0 (too late)
 */
export function questionPoints(right: boolean, ms: number): number {
	if (!right || ms > MS_PER_QUESTION) return 0;
	return POINTS_PER_RIGHT_ANSWER + POINTS_PER_SECOND_LEFT * secondsLeft(ms);
}

/** Whole seconds left on a question answered after `ms` milliseconds (0 when out of time). */
export function secondsLeft(ms: number): number {
	return Math.max(0, Math.floor((MS_PER_QUESTION - ms) / 1000));
}

/** One pair as the player sees it. */
export interface GamePair {
	brand: string;
	ingredient: string;
}

/** `data.startRound`: what the player sees; which pair is wrong stays on the server. */
export interface StartedRound {
	/** The round's id, sent back with the answers. */
	rid: string;
	/** Seconds per question. */
	seconds: number;
	questions: { pairs: GamePair[] }[];
}

/** The infiltrada of a question, revealed once answered: its place, its brand, its real ingredient. */
export interface GameSolution {
	/** Index (0–3) of the wrong pair in the question. */
	infiltrada: number;
	brand: string;
	/** The brand's real active ingredient. */
	ingredient: string;
}

/** `data.checkAnswer`: whether the answer was right, and the question's solution. */
export interface CheckedAnswer extends GameSolution {
	right: boolean;
	/** Points this answer earned. */
	points: number;
}

/** `data.finishRound`. */
export interface FinishedRound {
	score: number;
	/** Right answers out of 10. */
	correct: number;
	/** The person's best score, this round included. */
	best: number;
	/** This round beat the previous best (or is the first round that scored). */
	record: boolean;
	solutions: GameSolution[];
}

/** `data.getBestScore`: null until a round has been finished. */
export interface BestScore {
	best: number | null;
	rounds: number;
}

const ridSchema = () =>
	v.pipe(
		text(() => t('validation.game.rid')),
		v.uuid(() => t('validation.game.rid')),
	);

// null means the time ran out; no default value, so a missing choice is refused.
const choiceSchema = () =>
	v.nullable(
		v.pipe(
			v.number(() => t('validation.game.choice')),
			v.integer(() => t('validation.game.choice')),
			v.minValue(0, () => t('validation.game.choice')),
			v.maxValue(PAIRS_PER_QUESTION - 1, () => t('validation.game.choice')),
		),
	);

const msSchema = () =>
	v.pipe(
		v.number(() => t('validation.game.ms')),
		v.integer(() => t('validation.game.ms')),
		v.minValue(0, () => t('validation.game.ms')),
		v.maxValue(MAX_ANSWER_MS, () => t('validation.game.ms')),
	);

/** One answer: the pair chosen (0–3, null when the time ran out) and how long it took (ms). */
const AnswerSchema = v.object({ choice: choiceSchema(), ms: msSchema() }, () =>
	t('validation.game.answers'),
);
export type GameAnswer = v.InferOutput<typeof AnswerSchema>;

/**
 * `POST /game/checkAnswer {rid, q, choice, ms}`: answers one question (0–9) as it is played, so
 * the player can see at once whether it was right. The answer is then fixed for that round.
 */
export const CheckAnswerBody = payloadObject({
	rid: ridSchema(),
	q: v.pipe(
		v.number(() => t('validation.game.q')),
		v.integer(() => t('validation.game.q')),
		v.minValue(0, () => t('validation.game.q')),
		v.maxValue(QUESTIONS_PER_ROUND - 1, () => t('validation.game.q')),
	),
	choice: choiceSchema(),
	ms: msSchema(),
});
export type CheckAnswerPayload = v.InferOutput<typeof CheckAnswerBody>;

/** `POST /game/finishRound {rid, answers}`: the 10 answers, in question order. */
export const FinishRoundBody = payloadObject({
	rid: ridSchema(),
	answers: v.pipe(
		v.array(AnswerSchema, () => t('validation.game.answers')),
		v.length(QUESTIONS_PER_ROUND, () => t('validation.game.answers')),
	),
});
export type FinishRoundPayload = v.InferOutput<typeof FinishRoundBody>;

// ---- Result codes ----------------------------------------------------------------------------

/** What the game's calls answer when they fail. */
export type GameResult = AreaResult<
	| LicenceRefusal
	/** The game is not open to this person. */
	| 'game_na'
	| 'round_nf'
	/** The round is over: show its score. */
	| 'round_done'
	| 'ans_done'
>;
