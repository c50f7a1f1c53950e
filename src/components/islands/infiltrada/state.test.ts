import { describe, expect, it } from 'vitest';
import type { CheckedAnswer, FinishedRound, StartedRound } from '../../../lib/contracts/game';
import {
	announced,
	answered,
	backToIntro,
	bestLoaded,
	canGoOn,
	checked,
	failed,
	finished,
	finishing,
	gameReducer,
	initialGame,
	isLastQuestion,
	licenceRefused,
	nextQuestion,
	optionTone,
	roundStarted,
	secondsLeft,
	starting,
	ticked,
	type GameState,
	type Transition,
} from './state';

const ROUND: StartedRound = {
	rid: '5b0f3c1e-8d2a-4f6b-9c7e-1a2b3c4d5e6f',
	seconds: 15,
	questions: Array.from({ length: 10 }, (_, q) => ({
		pairs: Array.from({ length: 4 }, (_, i) => ({ brand: `Marca${q}${i}`, ingredient: `p${i}` })),
	})),
};
const RIGHT: CheckedAnswer = {
	right: true,
	points: 240,
	infiltrada: 2,
	brand: 'Marca02',
	ingredient: 'verdadero',
};
const WRONG: CheckedAnswer = { ...RIGHT, right: false, points: 0 };
const FINISHED: FinishedRound = {
	score: 1330,
	correct: 7,
	best: 1330,
	record: true,
	solutions: [],
};

const play = (steps: Transition[], from: GameState = initialGame) =>
	steps.reduce(gameReducer, from);

/** A round started and its first question on screen. */
const playing = play([starting, roundStarted(ROUND)]);

describe('gameReducer', () => {
	it('starts a round from scratch, whatever the last one left', () => {
		const afterRound = { ...playing, points: 900, index: 9, result: FINISHED, announcement: 'x' };
		const state = play([starting, roundStarted(ROUND)], afterRound);
		expect(state).toMatchObject({
			stage: 'question',
			round: ROUND,
			index: 0,
			points: 0,
			elapsed: 0,
			result: null,
			feedback: null,
			announcement: '',
			error: null,
		});
	});

	it('freezes the countdown at the answer and waits for the marking', () => {
		const state = play([ticked(3900), answered(1, 4012)], playing);
		expect(state).toMatchObject({ stage: 'feedback', elapsed: 4012, feedback: { choice: 1 } });
		expect(state.feedback?.checked).toBeUndefined();
		expect(canGoOn(state)).toBe(false);
	});

	it('never shows more than the 15 s of a question, even for a time-out', () => {
		const state = play([answered(null, 15_200)], playing);
		expect(state.elapsed).toBe(15_000);
	});

	it('adds the points of a right answer, none of a wrong or unmarked one', () => {
		const right = play([answered(2, 400), checked(2, RIGHT)], playing);
		expect(right.points).toBe(240);
		expect(canGoOn(right)).toBe(true);
		const wrong = play(
			[
				nextQuestion,
				answered(0, 900),
				checked(0, WRONG),
				nextQuestion,
				answered(3, 900),
				checked(3, null),
			],
			right,
		);
		expect(wrong).toMatchObject({ points: 240, index: 2, feedback: { choice: 3, checked: null } });
		expect(canGoOn(wrong)).toBe(true);
	});

	it('moves to the next question with a fresh countdown and a quiet live region', () => {
		const state = play(
			[announced('Quedan 5 segundos.'), answered(2, 11_000), checked(2, RIGHT), nextQuestion],
			playing,
		);
		expect(state).toMatchObject({
			stage: 'question',
			index: 1,
			elapsed: 0,
			feedback: null,
			announcement: '',
		});
	});

	it('goes back to the intro with the reason when a round can no longer be saved', () => {
		const state = play([answered(2, 400), backToIntro('La ronda ha caducado.')], playing);
		expect(state).toMatchObject({ stage: 'intro', error: 'La ronda ha caducado.' });
	});

	it('keeps a failed final marking on the finishing step, and clears it on a retry', () => {
		const notMarked = play([finishing, failed('No se pudo.')], playing);
		expect(notMarked).toMatchObject({ stage: 'finishing', error: 'No se pudo.' });
		expect(play([finishing], notMarked).error).toBeNull();
	});

	it('counts a finished round and keeps its best score', () => {
		const withBest = play([bestLoaded({ best: 980, rounds: 3 })], playing);
		const state = play([finishing, finished(FINISHED)], withBest);
		expect(state).toMatchObject({
			stage: 'result',
			result: FINISHED,
			best: { best: 1330, rounds: 4 },
		});
		const first = play([finished(FINISHED)], playing);
		expect(first.best).toEqual({ best: 1330, rounds: 1 });
	});

	it('remembers a refused licence and a failed load until the next try', () => {
		const state = play([licenceRefused, failed('Sin conexión')]);
		expect(state).toMatchObject({ noLicence: true, error: 'Sin conexión' });
		expect(play([failed(null)], state).error).toBeNull();
	});
});

describe('secondsLeft', () => {
	it.each([
		[0, 15],
		[400, 15],
		[1000, 14],
		[9_999, 6],
		[10_000, 5],
		[14_999, 1],
		[15_000, 0],
		[16_000, 0],
	])('after %i ms shows %i s', (elapsed, seconds) => {
		expect(secondsLeft(elapsed)).toBe(seconds);
	});
});

describe('optionTone', () => {
	it('marks nothing before the marking, then the infiltrada, the wrong pick and the rest', () => {
		expect(optionTone(null, 0)).toBe('');
		expect(optionTone({ choice: 1, checked: undefined }, 1)).toBe('');
		expect(optionTone({ choice: 1, checked: null }, 1)).toBe('');
		const marked = { choice: 1, checked: WRONG };
		expect([0, 1, 2, 3].map((position) => optionTone(marked, position))).toEqual([
			'done',
			'wrong',
			'answer',
			'done',
		]);
	});
});

describe('isLastQuestion', () => {
	it('is the tenth question', () => {
		expect(isLastQuestion(8)).toBe(false);
		expect(isLastQuestion(9)).toBe(true);
	});
});
