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
} from '../../../lib/schemas/game';

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

export type GameEvent =
	| { type: 'best_loading' }
	| { type: 'best_loaded'; best: BestScore }
	| { type: 'licence_refused' }
	| { type: 'failed'; error: string | null }
	| { type: 'starting' }
	/** The round could not start or can no longer be saved: back to the intro with why. */
	| { type: 'back_to_intro'; error: string | null }
	| { type: 'round_started'; round: StartedRound }
	| { type: 'answered'; choice: number | null; ms: number }
	/** The server's marking of the answer, or null when it could not be had. */
	| { type: 'checked'; choice: number | null; checked: CheckedAnswer | null }
	| { type: 'finishing' }
	| { type: 'finished'; result: FinishedRound }
	| { type: 'next_question' }
	| { type: 'tick'; elapsed: number }
	| { type: 'announce'; text: string };

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

export function gameReducer(state: GameState, event: GameEvent): GameState {
	switch (event.type) {
		case 'best_loading':
			return { ...state, error: null };
		case 'best_loaded':
			return { ...state, best: event.best };
		case 'licence_refused':
			return { ...state, noLicence: true };
		case 'failed':
			return { ...state, error: event.error };
		case 'starting':
			return { ...state, stage: 'starting', error: null };
		case 'back_to_intro':
			return { ...state, stage: 'intro', error: event.error };
		case 'round_started':
			return {
				...state,
				round: event.round,
				points: 0,
				result: null,
				feedback: null,
				index: 0,
				elapsed: 0,
				announcement: '',
				stage: 'question',
			};
		case 'answered':
			return {
				...state,
				// Freezes the countdown at the moment of the answer.
				elapsed: Math.min(event.ms, MS_PER_QUESTION),
				feedback: { choice: event.choice, checked: undefined },
				stage: 'feedback',
			};
		case 'checked':
			return {
				...state,
				points: state.points + (event.checked?.points ?? 0),
				feedback: { choice: event.choice, checked: event.checked },
			};
		case 'finishing':
			return { ...state, stage: 'finishing', error: null };
		case 'finished':
			return {
				...state,
				result: event.result,
				best: { best: event.result.best, rounds: (state.best?.rounds ?? 0) + 1 },
				stage: 'result',
			};
		case 'next_question':
			return {
				...state,
				feedback: null,
				index: state.index + 1,
				elapsed: 0,
				announcement: '',
				stage: 'question',
			};
		case 'tick':
			return { ...state, elapsed: event.elapsed };
		case 'announce':
			return { ...state, announcement: event.text };
	}
}

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
