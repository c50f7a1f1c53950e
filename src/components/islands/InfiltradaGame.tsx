/**
 * La Infiltrada (issue #6, `aula/la-infiltrada`): rounds of 10 questions, each showing four
 * brand → ingredient pairs of which one is wrong; 15 seconds to find it. The server builds the
 * round, marks each answer as it is played (so the solution shows at once) and keeps the best
 * score; this island only shows, times and sends.
 *
 * Keyboard and screen readers: the options are real buttons (Tab/Enter/Space) and the keys 1–4
 * choose them; each new question moves focus to its heading; the outcome of an answer is focused
 * and read out; Enter skips the pause after it. The countdown is a timer that stays quiet except
 * for one polite "5 seconds left".
 *
 * Like the other campus pages it is a static shell: nothing private renders before the session
 * check; without a session it links to login; without a licence (403 `lic_req`) it offers plans.
 */
import { useStore } from '@nanostores/react';
import game from 'i18n-section:game';
import nav from 'i18n-section:nav';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createTranslator } from '../../i18n/translate';
import { checkAnswer, finishRound, getBestScore, startRound } from '../../lib/api/game';
import {
	MS_PER_QUESTION,
	QUESTIONS_PER_ROUND,
	type BestScore,
	type CheckedAnswer,
	type FinishedRound,
	type GameAnswer,
	type StartedRound,
} from '../../lib/contracts/game';
import { $isLoggedIn } from '../../stores/auth';
import { GENERAL_LOGIN_PATH } from '../../stores/session';
import { Button } from '../ui/Button';
import './infiltrada-game.css';
import { useCampusSession } from './use-campus-session';

const t = createTranslator({ game, nav });

/** Where a person without a licence is offered one. */
export const PLANS_PATH = '/planes';
/** How long the outcome of an answer stays before the next question (Enter skips it). */
export const FEEDBACK_MS = 1500;
/** When the polite "5 seconds left" is announced. */
const WARNING_SECONDS = 5;
/** How often the countdown is redrawn. */
const TICK_MS = 200;

const numbers = new Intl.NumberFormat('es-ES');
const format = (value: number) => numbers.format(value);

type Stage = 'intro' | 'starting' | 'question' | 'feedback' | 'finishing' | 'result';

interface Feedback {
	choice: number | null;
	/** The server's marking; undefined while it is on its way, null when it could not be had. */
	checked: CheckedAnswer | null | undefined;
}

/** Keys typed into a field (the support chat, say) are not answers. */
function isTyping(target: EventTarget | null): boolean {
	return (
		target instanceof HTMLElement &&
		(target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
	);
}

export default function InfiltradaGame() {
	const { phase } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);

	const [best, setBest] = useState<BestScore | null>(null);
	const [noLicence, setNoLicence] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [stage, setStage] = useState<Stage>('intro');
	const [round, setRound] = useState<StartedRound | null>(null);
	const [index, setIndex] = useState(0);
	const [elapsed, setElapsed] = useState(0);
	const [feedback, setFeedback] = useState<Feedback | null>(null);
	const [points, setPoints] = useState(0);
	const [result, setResult] = useState<FinishedRound | null>(null);
	const [announcement, setAnnouncement] = useState('');

	const answers = useRef<GameAnswer[]>([]);
	// Guards against a second key press or tick landing before React has re-rendered.
	const answered = useRef(-1);
	const finishing = useRef(false);
	const questionStart = useRef(0);
	const headingRef = useRef<HTMLHeadingElement>(null);
	const barRef = useRef<HTMLDivElement>(null);
	const feedbackRef = useRef<HTMLDivElement>(null);
	const resultRef = useRef<HTMLHeadingElement>(null);
	const introRef = useRef<HTMLHeadingElement>(null);

	const loadBest = useCallback(async () => {
		setError(null);
		const answer = await getBestScore();
		if (answer.ok) {
			setBest(answer.data);
		} else if (answer.result === 'lic_req') {
			setNoLicence(true);
		} else if (answer.status !== 401) {
			// A 401 closes the session (the API client), and the login link takes over.
			setError(t('game.load_error'));
		}
	}, []);

	useEffect(() => {
		if (phase === 'ready') void loadBest();
	}, [phase, loadBest]);

	const begin = useCallback(async () => {
		setStage('starting');
		setError(null);
		const started = await startRound();
		if (!started.ok) {
			setStage('intro');
			if (started.result === 'lic_req') setNoLicence(true);
			else if (started.status !== 401) setError(started.msg || t('game.load_error'));
			return;
		}
		answers.current = [];
		answered.current = -1;
		finishing.current = false;
		setRound(started.data);
		setPoints(0);
		setResult(null);
		setFeedback(null);
		setIndex(0);
		setElapsed(0);
		setAnnouncement('');
		questionStart.current = performance.now();
		setStage('question');
	}, []);

	const answer = useCallback(
		async (choice: number | null) => {
			if (stage !== 'question' || !round || answered.current === index) return;
			answered.current = index;
			const ms =
				choice === null
					? MS_PER_QUESTION
					: Math.max(0, Math.round(performance.now() - questionStart.current));
			answers.current[index] = { choice, ms };
			// Freezes the countdown at the moment of the answer.
			setElapsed(Math.min(ms, MS_PER_QUESTION));
			setFeedback({ choice, checked: undefined });
			setStage('feedback');
			const checked = await checkAnswer({ rid: round.rid, q: index, choice, ms });
			if (checked.ok) {
				setPoints((sum) => sum + checked.data.points);
				setFeedback({ choice, checked: checked.data });
			} else if (checked.result === 'round_done') {
				// Left open for more than 30 minutes: nothing of this round can be saved any more.
				setStage('intro');
				setError(checked.msg);
			} else {
				// The round goes on; its solutions come with the final marking.
				setFeedback({ choice, checked: null });
			}
		},
		[stage, round, index],
	);

	const finish = useCallback(async () => {
		if (!round || finishing.current) return;
		finishing.current = true;
		setStage('finishing');
		setError(null);
		const finished = await finishRound({ rid: round.rid, answers: answers.current });
		finishing.current = false;
		if (!finished.ok) {
			if (finished.result === 'round_done' || finished.result === 'round_nf') {
				setStage('intro');
				setError(finished.msg);
			} else {
				setError(t('game.round_error'));
			}
			return;
		}
		setResult(finished.data);
		setBest((previous) => ({
			best: finished.data.best,
			rounds: (previous?.rounds ?? 0) + 1,
		}));
		setStage('result');
	}, [round]);

	const next = useCallback(() => {
		if (stage !== 'feedback' || feedback?.checked === undefined) return;
		if (index + 1 >= QUESTIONS_PER_ROUND) {
			void finish();
			return;
		}
		setFeedback(null);
		setIndex(index + 1);
		setElapsed(0);
		setAnnouncement('');
		questionStart.current = performance.now();
		setStage('question');
	}, [stage, feedback, index, finish]);

	// The countdown: redrawn a few times a second; at 15 s the question counts as not answered.
	useEffect(() => {
		if (stage !== 'question') return;
		const timer = setInterval(() => {
			setElapsed(performance.now() - questionStart.current);
		}, TICK_MS);
		return () => {
			clearInterval(timer);
		};
	}, [stage, index]);

	const secondsLeft = Math.max(0, Math.ceil((MS_PER_QUESTION - elapsed) / 1000));
	useEffect(() => {
		if (stage !== 'question') return;
		if (elapsed >= MS_PER_QUESTION) void answer(null);
		else if (secondsLeft === WARNING_SECONDS) setAnnouncement(t('game.five_seconds'));
	}, [stage, elapsed, secondsLeft, answer]);

	// After an answer the next question comes by itself; Enter or "Siguiente" bring it sooner.
	useEffect(() => {
		if (stage !== 'feedback' || feedback?.checked === undefined) return;
		const timer = setTimeout(next, FEEDBACK_MS);
		return () => {
			clearTimeout(timer);
		};
	}, [stage, feedback, next]);

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

	// Focus follows the game so a keyboard or screen-reader user always knows where they are.
	useEffect(() => {
		if (stage !== 'question') return;
		// The countdown above the heading must be in view too (the last outcome scrolled down).
		barRef.current?.scrollIntoView({ block: 'nearest' });
		headingRef.current?.focus({ preventScroll: true });
	}, [stage, index]);
	useEffect(() => {
		// The pressed option is disabled now; the outcome takes focus and is read when it arrives.
		if (stage === 'feedback') feedbackRef.current?.focus({ preventScroll: true });
	}, [stage]);
	useEffect(() => {
		// On a phone the outcome sits below the options: bring it into view once it has arrived.
		if (stage === 'feedback') feedbackRef.current?.scrollIntoView({ block: 'nearest' });
	}, [stage, feedback]);
	useEffect(() => {
		if (stage === 'result') resultRef.current?.focus();
	}, [stage]);
	const wasPlaying = useRef(false);
	useEffect(() => {
		// Back at the intro after an error mid-round: its heading, then the message, are read.
		if (stage === 'intro' && wasPlaying.current) introRef.current?.focus();
		wasPlaying.current = stage !== 'intro';
	}, [stage]);

	if (phase === 'checking') {
		return (
			<p className="infiltrada__status" role="status">
				{t('game.checking')}
			</p>
		);
	}

	if (!isLoggedIn) {
		return (
			<div className="infiltrada">
				<h1 className="infiltrada__title">{t('game.title')}</h1>
				<p className="infiltrada__status">
					{t('game.login_needed')} <a href={GENERAL_LOGIN_PATH}>{t('nav.login')}</a>
				</p>
			</div>
		);
	}

	if (noLicence) {
		return (
			<div className="infiltrada">
				<h1 className="infiltrada__title">{t('game.title')}</h1>
				<div className="infiltrada__offer">
					<p className="infiltrada__offer-title">{t('game.no_licence_title')}</p>
					<p>{t('game.no_licence_text')}</p>
					<Button href={PLANS_PATH}>{t('game.see_plans')}</Button>
				</div>
			</div>
		);
	}

	const question = round?.questions[index];
	const playing = stage === 'question' || stage === 'feedback';

	return (
		<div className="infiltrada">
			<h1
				className={playing ? 'infiltrada__title infiltrada__title--small' : 'infiltrada__title'}
				tabIndex={-1}
				ref={introRef}
			>
				{t('game.title')}
			</h1>

			{stage === 'intro' || stage === 'starting' ? (
				<div className="infiltrada__intro">
					<p className="infiltrada__rules">{t('game.rules')}</p>
					<p className="infiltrada__hint">{t('game.keys_hint')}</p>
					<BestLine best={best} />
					{error ? (
						<p className="infiltrada__error" role="alert">
							{error}
						</p>
					) : null}
					{error && best === null ? (
						<Button variant="secondary" onClick={() => void loadBest()}>
							{t('game.retry')}
						</Button>
					) : (
						<Button
							size="lg"
							loading={stage === 'starting'}
							loadingText={t('game.starting')}
							onClick={() => void begin()}
						>
							{t('game.start')}
						</Button>
					)}
				</div>
			) : null}

			{playing && question ? (
				<section className="infiltrada__play" aria-labelledby="infiltrada-question">
					<div className="infiltrada__bar" ref={barRef}>
						<p className="infiltrada__progress">
							{t('game.progress', { n: index + 1, total: QUESTIONS_PER_ROUND })}
						</p>
						<p className="infiltrada__points">
							{t('game.score_so_far', { score: format(points) })}
						</p>
						<div
							className={
								secondsLeft <= WARNING_SECONDS
									? 'infiltrada__timer infiltrada__timer--low'
									: 'infiltrada__timer'
							}
							role="timer"
							aria-label={t('game.time_label')}
						>
							{t('game.time_left', { seconds: secondsLeft })}
						</div>
					</div>
					<div className="infiltrada__meter" aria-hidden="true">
						<div
							className="infiltrada__meter-fill"
							style={{
								transform: `scaleX(${Math.max(0, 1 - elapsed / MS_PER_QUESTION)})`,
							}}
						/>
					</div>
					<h2
						id="infiltrada-question"
						className="infiltrada__question"
						tabIndex={-1}
						ref={headingRef}
					>
						{t('game.question_heading', { n: index + 1, total: QUESTIONS_PER_ROUND })}
					</h2>
					<ol className="infiltrada__options" aria-label={t('game.options_label')}>
						{question.pairs.map((pair, position) => {
							const checked = feedback?.checked;
							const isInfiltrada = checked ? checked.infiltrada === position : false;
							const isChoice = feedback ? feedback.choice === position : false;
							const tone = !checked
								? ''
								: isInfiltrada
									? ' infiltrada__option--answer'
									: isChoice
										? ' infiltrada__option--wrong'
										: ' infiltrada__option--done';
							return (
								<li key={pair.brand}>
									<button
										type="button"
										className={`infiltrada__option${tone}`}
										disabled={stage !== 'question'}
										onClick={() => void answer(position)}
									>
										<span className="infiltrada__key" aria-hidden="true">
											{position + 1}
										</span>
										<span className="infiltrada__pair">
											<span className="infiltrada__brand">{pair.brand}</span>
											<span className="infiltrada__ingredient">{pair.ingredient}</span>
											{checked && isInfiltrada ? (
												<span className="infiltrada__real">
													{t('game.real_ingredient', { ingredient: checked.ingredient })}
												</span>
											) : null}
										</span>
										{checked && (isInfiltrada || isChoice) ? (
											<span className="infiltrada__tags">
												{isInfiltrada ? (
													<span className="infiltrada__tag">{t('game.infiltrada_tag')}</span>
												) : null}
												{isChoice ? (
													<span className="infiltrada__tag infiltrada__tag--choice">
														{t('game.your_choice')}
													</span>
												) : null}
											</span>
										) : null}
									</button>
								</li>
							);
						})}
					</ol>
					{stage === 'feedback' && feedback ? (
						<div className="infiltrada__feedback" tabIndex={-1} ref={feedbackRef}>
							<FeedbackText feedback={feedback} />
							{feedback.checked !== undefined ? (
								<Button variant="secondary" onClick={next}>
									{index + 1 >= QUESTIONS_PER_ROUND ? t('game.see_result') : t('game.next')}
								</Button>
							) : null}
						</div>
					) : null}
					<p className="visually-hidden" aria-live="polite">
						{announcement}
					</p>
				</section>
			) : null}

			{stage === 'finishing' ? (
				<div className="infiltrada__finishing">
					{error ? (
						<>
							<p className="infiltrada__error" role="alert">
								{error}
							</p>
							<Button onClick={() => void finish()}>{t('game.retry')}</Button>
						</>
					) : (
						<p role="status">{t('game.finishing')}</p>
					)}
				</div>
			) : null}

			{stage === 'result' && result && round ? (
				<section className="infiltrada__result" aria-labelledby="infiltrada-result">
					<h2 id="infiltrada-result" tabIndex={-1} ref={resultRef}>
						{t('game.result_title')}
					</h2>
					{result.record ? <p className="infiltrada__record">{t('game.record')}</p> : null}
					<p className="infiltrada__score">
						{t('game.result_score', { score: format(result.score) })}
					</p>
					<p className="infiltrada__correct">
						{t('game.result_correct', { correct: result.correct })}
					</p>
					<p className="infiltrada__best">{t('game.result_best', { best: format(result.best) })}</p>
					<Button size="lg" onClick={() => void begin()}>
						{t('game.play_again')}
					</Button>
					<h3 className="infiltrada__review-title">{t('game.review_title')}</h3>
					<ol className="infiltrada__review">
						{result.solutions.map((solution, position) => (
							<li key={solution.brand}>
								<strong>{solution.brand}</strong>{' '}
								{t('game.review_item', {
									shown: round.questions[position]?.pairs[solution.infiltrada]?.ingredient ?? '',
									ingredient: solution.ingredient,
								})}
							</li>
						))}
					</ol>
				</section>
			) : null}
		</div>
	);
}

function BestLine({ best }: { best: BestScore | null }) {
	if (best === null) return <p className="infiltrada__best">{t('game.loading_best')}</p>;
	if (best.best === null) return <p className="infiltrada__best">{t('game.best_none')}</p>;
	return (
		<p className="infiltrada__best">
			{t('game.best', { score: format(best.best) })}
			<span className="infiltrada__rounds">
				{' · '}
				{t('game.rounds_played', { count: best.rounds })}
			</span>
		</p>
	);
}

function FeedbackText({ feedback }: { feedback: Feedback }) {
	const { checked, choice } = feedback;
	if (checked === undefined) return <p role="status">{t('game.checking_answer')}</p>;
	if (checked === null) return <p role="status">{t('game.solution_later')}</p>;
	const outcome = checked.right
		? t('game.right', { points: checked.points })
		: choice === null
			? t('game.timeout')
			: t('game.wrong');
	return (
		<p
			role="status"
			className={checked.right ? 'infiltrada__outcome--right' : 'infiltrada__outcome--wrong'}
		>
			<strong>{outcome}</strong>{' '}
			{t('game.solution', { brand: checked.brand, ingredient: checked.ingredient })}
		</p>
	);
}
