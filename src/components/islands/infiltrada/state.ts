/**
 * La Infiltrada's screen as one value and the reducer that moves it (issue #16): the eleven pieces
 * the island used to keep in separate `useState`s change together here, so each event (a round
 * started, an answer marked, the countdown ticking) is one transition a test can replay without
 * React, timers or the API.
 */
import {
	MS_PER_QUESTION,
	QUESTIONS_PER_ROUND,
	type BestScore,
	type CheckedAnswer,
	type FinishedRound,
	type StartedRound,
} from '../../../lib/contracts/game';

/** Where the game is: before a round, asking for one, playing, marking the round, showing it. */
export type Stage = 'intro' | 'starting' | 'question' | 'feedback' | 'finishing' | 'result';

export interface Feedback {
	choice: number | null;
	/** The server's marking; undefined while it is on its way, null when it could not be had. */
	checked: CheckedAnswer | null | undefined;
}

export interface GameState {
	best: BestScore | null;
	noLicence: boolean;
	error: string | null;
	stage: Stage;
	round: StartedRound | null;
	/** The question being played (0-based). */
	index: number;
	/** Milliseconds of the current question gone, frozen at the answer. */
	elapsed: number;
	feedback: Feedback | null;
	points: number;
	result: FinishedRound | null;
	/** What the polite live region reads ("5 seconds left"), '' for nothing. */
	announcement: string;
}

/**
 * One event of the game: a pure function from one state to the next. `gameReducer` only applies
 * them, so each is tested alone; being functions, not action objects, they cost the page no
 * event names (the minifier shortens function names, never strings).
 */
export type Transition = (state: GameState) => GameState;

/** The reducer of `useReducer(gameReducer, initialGame)`: the state after `transition`. */
export const gameReducer = (state: GameState, transition: Transition): GameState =>
	transition(state);

export const initialGame: GameState = {
	best: null,
	noLicence: false,
	error: null,
	stage: 'intro',
	round: null,
	index: 0,
	elapsed: 0,
	feedback: null,
	points: 0,
	result: null,
	announcement: '',
};

export const bestLoaded =
	(best: BestScore): Transition =>
	(state) => ({ ...state, best });

export const licenceRefused: Transition = (state) => ({ ...state, noLicence: true });

/** A message on the current step (null clears it, as a new try does). */
export const failed =
	(error: string | null): Transition =>
	(state) => ({ ...state, error });

export const starting: Transition = (state) => ({ ...state, stage: 'starting', error: null });

/** The round could not start or can no longer be saved: back to the intro with why. */
export const backToIntro =
	(error: string | null): Transition =>
	(state) => ({ ...state, stage: 'intro', error });

export const roundStarted =
	(round: StartedRound): Transition =>
	(state) => ({
		...state,
		round,
		points: 0,
		result: null,
		feedback: null,
		index: 0,
		elapsed: 0,
		announcement: '',
		stage: 'question',
	});

/** Freezes the countdown at the moment of the answer and waits for the marking. */
export const answered =
	(choice: number | null, ms: number): Transition =>
	(state) => ({
		...state,
		elapsed: Math.min(ms, MS_PER_QUESTION),
		feedback: { choice, checked: undefined },
		stage: 'feedback',
	});

/** The server's marking of the answer, or null when it could not be had. */
export const checked =
	(choice: number | null, marking: CheckedAnswer | null): Transition =>
	(state) => ({
		...state,
		points: state.points + (marking?.points ?? 0),
		feedback: { choice, checked: marking },
	});

export const finishing: Transition = (state) => ({ ...state, stage: 'finishing', error: null });

export const finished =
	(result: FinishedRound): Transition =>
	(state) => ({
		...state,
		result,
		best: { best: result.best, rounds: (state.best?.rounds ?? 0) + 1 },
		stage: 'result',
	});

export const nextQuestion: Transition = (state) => ({
	...state,
	feedback: null,
	index: state.index + 1,
	elapsed: 0,
	announcement: '',
	stage: 'question',
});

export const ticked =
	(elapsed: number): Transition =>
	(state) => ({ ...state, elapsed });

export const announced =
	(announcement: string): Transition =>
	(state) => ({ ...state, announcement });

/** When the polite "5 seconds left" is announced and the countdown turns red. */
export const WARNING_SECONDS = 5;

/** The whole seconds left of the question, as the countdown shows them. */
export function secondsLeft(elapsed: number): number {
	return Math.max(0, Math.ceil((MS_PER_QUESTION - elapsed) / 1000));
}

/** The outcome is on screen and marked (or known unmarkable): the game may go on. */
export function canGoOn(state: Pick<GameState, 'stage' | 'feedback'>): boolean {
	return state.stage === 'feedback' && state.feedback?.checked !== undefined;
}

/** The answer just marked was the round's last. */
export function isLastQuestion(index: number): boolean {
	return index + 1 >= QUESTIONS_PER_ROUND;
}

/** How an option looks once the answer is marked: the infiltrada, the wrong pick, the rest. */
export function optionTone(
	feedback: Feedback | null,
	position: number,
): '' | 'answer' | 'wrong' | 'done' {
	const checked = feedback?.checked;
	if (!checked) return '';
	if (checked.infiltrada === position) return 'answer';
	return feedback.choice === position ? 'wrong' : 'done';
}
