/**
 * La Infiltrada's one data hook: the session check, the four game calls and what each answer
 * means (403 `lic_req` offers plans; a 401 is left to the API client, which closes the session so
 * the login link takes over; a round left open too long goes back to the intro), plus the clock
 * that times each question. The views only render `state` and call the returned actions.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useReducer, useRef, type Dispatch } from 'react';
import { checkAnswer, finishRound, getBestScore, startRound } from '../../../lib/api/game';
import { MS_PER_QUESTION, type GameAnswer } from '../../../lib/contracts/game';
import { $isLoggedIn } from '../../../stores/auth';
import { useCampusSession, type CampusSession } from '../use-campus-session';
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
	roundStarted,
	secondsLeft,
	starting,
	ticked,
	WARNING_SECONDS,
	type GameState,
	type Transition,
} from './state';
import { t } from './t';

/** How long the outcome of an answer stays before the next question (Enter skips it). */
export const FEEDBACK_MS = 1500;
/** How often the countdown is redrawn. */
const TICK_MS = 200;

export interface InfiltradaGameApi {
	phase: CampusSession['phase'];
	isLoggedIn: boolean;
	state: GameState;
	loadBest: () => Promise<void>;
	begin: () => Promise<void>;
	answer: (choice: number | null) => Promise<void>;
	finish: () => Promise<void>;
	next: () => void;
}

export function useInfiltrada(): InfiltradaGameApi {
	const { phase } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const [state, dispatch] = useReducer(gameReducer, initialGame);
	const { stage, round, index, feedback } = state;

	const answers = useRef<GameAnswer[]>([]);
	// Guards against a second key press or tick landing before React has re-rendered.
	const answeredIndex = useRef(-1);
	const finishingNow = useRef(false);
	const questionStart = useRef(0);

	const loadBest = useCallback(async () => {
		dispatch(failed(null));
		const got = await getBestScore();
		if (got.ok) dispatch(bestLoaded(got.data));
		else if (got.result === 'lic_req') dispatch(licenceRefused);
		// A 401 closes the session (the API client), and the login link takes over.
		else if (got.status !== 401) dispatch(failed(t('game.load_error')));
	}, []);

	useEffect(() => {
		if (phase === 'ready') void loadBest();
	}, [phase, loadBest]);

	const begin = useCallback(async () => {
		dispatch(starting);
		const started = await startRound();
		if (!started.ok) {
			const refused = started.result === 'lic_req';
			const quiet = refused || started.status === 401;
			dispatch(backToIntro(quiet ? null : started.msg || t('game.load_error')));
			if (refused) dispatch(licenceRefused);
			return;
		}
		answers.current = [];
		answeredIndex.current = -1;
		finishingNow.current = false;
		questionStart.current = performance.now();
		dispatch(roundStarted(started.data));
	}, []);

	const answer = useCallback(
		async (choice: number | null) => {
			if (stage !== 'question' || !round || answeredIndex.current === index) return;
			answeredIndex.current = index;
			const ms =
				choice === null
					? MS_PER_QUESTION
					: Math.max(0, Math.round(performance.now() - questionStart.current));
			answers.current[index] = { choice, ms };
			dispatch(answered(choice, ms));
			const marked = await checkAnswer({ rid: round.rid, q: index, choice, ms });
			if (marked.ok) dispatch(checked(choice, marked.data));
			// Left open for more than 30 minutes: nothing of this round can be saved any more.
			else if (marked.result === 'round_done') dispatch(backToIntro(marked.msg));
			// The round goes on; its solutions come with the final marking.
			else dispatch(checked(choice, null));
		},
		[stage, round, index],
	);

	const finish = useCallback(async () => {
		if (!round || finishingNow.current) return;
		finishingNow.current = true;
		dispatch(finishing);
		const done = await finishRound({ rid: round.rid, answers: answers.current });
		finishingNow.current = false;
		if (done.ok) dispatch(finished(done.data));
		else if (done.result === 'round_done' || done.result === 'round_nf')
			dispatch(backToIntro(done.msg));
		else dispatch(failed(t('game.round_error')));
	}, [round]);

	const next = useCallback(() => {
		if (!canGoOn({ stage, feedback })) return;
		if (isLastQuestion(index)) {
			void finish();
			return;
		}
		questionStart.current = performance.now();
		dispatch(nextQuestion);
	}, [stage, feedback, index, finish]);

	useQuestionClock(state, dispatch, questionStart, answer, next);
	useGameKeys(stage, answer, next);
	return { phase, isLoggedIn, state, loadBest, begin, answer, finish, next };
}

/**
 * The countdown, redrawn a few times a second: at 15 s the question counts as not answered, at
 * 5 s left it is announced once; after an answer the next question comes by itself.
 */
function useQuestionClock(
	state: GameState,
	dispatch: Dispatch<Transition>,
	questionStart: { readonly current: number },
	answer: (choice: number | null) => Promise<void>,
	next: () => void,
) {
	const { stage, index, elapsed } = state;
	useEffect(() => {
		if (stage !== 'question') return;
		const timer = setInterval(() => {
			dispatch(ticked(performance.now() - questionStart.current));
		}, TICK_MS);
		return () => {
			clearInterval(timer);
		};
	}, [stage, index, dispatch, questionStart]);

	const left = secondsLeft(elapsed);
	useEffect(() => {
		if (stage !== 'question') return;
		if (elapsed >= MS_PER_QUESTION) void answer(null);
		else if (left === WARNING_SECONDS) dispatch(announced(t('game.five_seconds')));
	}, [stage, elapsed, left, answer, dispatch]);

	const goesOn = canGoOn(state);
	useEffect(() => {
		if (!goesOn) return;
		const timer = setTimeout(next, FEEDBACK_MS);
		return () => {
			clearTimeout(timer);
		};
	}, [goesOn, next]);
}

/** Keys typed into a field (the support chat, say) are not answers. */
function isTyping(target: EventTarget | null): boolean {
	return (
		target instanceof HTMLElement &&
		(target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
	);
}

/** The digits 1–4 answer; Enter skips the pause after an answer. */
function useGameKeys(
	stage: GameState['stage'],
	answer: (choice: number | null) => Promise<void>,
	next: () => void,
) {
	useEffect(() => {
		function onKey(event: KeyboardEvent) {
			if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
			if (stage === 'question' && /^[1-4]$/.test(event.key)) {
				event.preventDefault();
				void answer(Number(event.key) - 1);
			} else if (
				stage === 'feedback' &&
				event.key === 'Enter' &&
				// A focused button answers Enter itself.
				!(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)
			) {
				event.preventDefault();
				next();
			}
		}
		document.addEventListener('keydown', onKey);
		return () => {
			document.removeEventListener('keydown', onKey);
		};
	}, [stage, answer, next]);
}
