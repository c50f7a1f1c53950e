/**
 * The course's final quiz (issue #6, ADR 007): every question answered before sending, marked on
 * the server, 80 % to pass. Until it is passed, an attempt says only its score and that it was not
 * passed; the next one opens after a wait (a countdown shows when) and comes in a new order of
 * questions and options. Once passed, each answer is marked with the right one and why.
 */
import player from 'i18n-section:player';
import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { api, type ApiClient } from '../../../lib/api/client';
import { getQuiz, submitQuiz } from '../../../lib/api/progress';
import { formatClock } from '../../../lib/dates';
import type { QuizMarking, QuizView } from '../../../lib/contracts/progress';
import { Button } from '../../ui/Button';

const t = createTranslator({ player });

interface QuizPanelProps {
	iid: number;
	/** The quiz was passed; `certificate` when that completed the course. */
	onPassed: (certificate: string | null) => void;
	/** The API client (tests pass a fake). */
	client?: ApiClient;
	/** The clock of the countdown (tests pass their own). */
	now?: () => number;
}

/** Seconds until `iso`, 0 once it has passed or when there is none. */
function secondsUntil(iso: string | null, now: number): number {
	return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

export function QuizPanel({ iid, onPassed, client = api, now = Date.now }: QuizPanelProps) {
	const [quiz, setQuiz] = useState<QuizView | null>(null);
	const [loadError, setLoadError] = useState<string | null>(null);
	const [answers, setAnswers] = useState<(number | null)[]>([]);
	const [marking, setMarking] = useState<QuizMarking | null>(null);
	const [missing, setMissing] = useState(false);
	const [sending, setSending] = useState(false);
	const [sendError, setSendError] = useState<string | null>(null);
	/** When the next attempt opens (ISO), after a failed one. */
	const [opensAt, setOpensAt] = useState<string | null>(null);
	const [secondsLeft, setSecondsLeft] = useState(0);
	const resultRef = useRef<HTMLDivElement>(null);
	const formRef = useRef<HTMLFormElement>(null);
	const nowRef = useRef(now);
	nowRef.current = now;

	/** Loads the next attempt (its own order); `focus` moves to its first option. */
	const load = useCallback(
		async (focus: boolean) => {
			const result = await getQuiz(iid, client);
			if (!result.ok) {
				setLoadError(result.msg);
				return;
			}
			setQuiz(result.data);
			setAnswers(result.data.questions.map(() => null));
			setOpensAt(result.data.nextAttemptAt);
			setSecondsLeft(secondsUntil(result.data.nextAttemptAt, nowRef.current()));
			if (focus) {
				window.requestAnimationFrame(() =>
					formRef.current?.querySelector<HTMLInputElement>('input')?.focus(),
				);
			}
		},
		[iid, client],
	);

	useEffect(() => {
		void load(false);
	}, [load]);

	// The countdown to the next attempt, once a second while it runs.
	useEffect(() => {
		if (!opensAt) return;
		const tick = window.setInterval(() => {
			const left = secondsUntil(opensAt, nowRef.current());
			setSecondsLeft(left);
			if (left === 0) window.clearInterval(tick);
		}, 1000);
		return () => {
			window.clearInterval(tick);
		};
	}, [opensAt]);

	useEffect(() => {
		if (marking) resultRef.current?.focus();
	}, [marking]);

	if (loadError) return <p role="alert">{loadError}</p>;
	if (!quiz) return <p role="status">{t('player.quiz_loading')}</p>;

	const waiting = secondsLeft > 0;

	async function send(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (!quiz) return;
		const firstMissing = answers.findIndex((answer) => answer === null);
		if (firstMissing >= 0) {
			setMissing(true);
			formRef.current?.querySelector<HTMLInputElement>(`input[name="q${firstMissing}"]`)?.focus();
			return;
		}
		setMissing(false);
		setSending(true);
		setSendError(null);
		const result = await submitQuiz(iid, quiz.attempt, answers as number[], client);
		setSending(false);
		if (!result.ok) {
			setSendError(result.msg);
			// Still waiting, or this attempt was marked elsewhere: the quiz says what is next.
			if (result.result === 'quiz_wait' || result.result === 'quiz_stale') await load(false);
			return;
		}
		setMarking(result.data);
		setOpensAt(result.data.nextAttemptAt);
		setSecondsLeft(secondsUntil(result.data.nextAttemptAt, nowRef.current()));
		if (result.data.passed) onPassed(result.data.certificate);
	}

	function retry() {
		setMarking(null);
		setSendError(null);
		void load(true);
	}

	const answered = (index: number) => answers[index] !== null && answers[index] !== undefined;
	const lastFailed = !marking && quiz.last && !quiz.last.passed ? quiz.last : null;

	return (
		<div className="quiz">
			<p className="quiz__intro">
				{t('player.quiz_intro', { count: quiz.questions.length, mark: quiz.passMark })}
			</p>
			<div
				ref={resultRef}
				tabIndex={-1}
				className={
					marking ? `quiz__result quiz__result--${marking.passed ? 'passed' : 'failed'}` : undefined
				}
				role="status"
			>
				{marking ? (
					<>
						<p className="quiz__score">
							{t('player.quiz_score', {
								correct: marking.correct,
								total: marking.total,
								score: marking.score,
							})}
						</p>
						<p>
							{marking.passed
								? t('player.quiz_passed')
								: t('player.quiz_failed', { mark: marking.passMark })}
						</p>
					</>
				) : lastFailed ? (
					<p>{t('player.quiz_last_failed', { score: lastFailed.score, mark: quiz.passMark })}</p>
				) : null}
				{opensAt && !waiting && !marking?.passed ? <p>{t('player.quiz_open_again')}</p> : null}
			</div>
			{waiting ? (
				// A timer, not a live region: read when reached, never announced every second.
				<p className="quiz__wait" role="timer">
					{t('player.quiz_wait', { time: formatClock(secondsLeft) })}
				</p>
			) : null}
			{marking && !marking.passed ? (
				<Button type="button" onClick={retry} disabled={waiting}>
					{t('player.quiz_retry')}
				</Button>
			) : (
				<form
					ref={formRef}
					className="quiz__form"
					onSubmit={(event) => void send(event)}
					noValidate
				>
					{quiz.questions.map((question, index) => {
						const mark = marking?.results?.[index];
						return (
							<fieldset
								key={`${quiz.attempt}-${index}`}
								className="quiz__question"
								aria-invalid={missing && !answered(index) ? true : undefined}
							>
								<legend>
									<span className="quiz__number">
										{t('player.quiz_question_number', { n: index + 1 })}
									</span>{' '}
									{question.prompt}
								</legend>
								{question.options.map((option, optionIndex) => (
									<label key={optionIndex} className="quiz__option">
										<input
											type="radio"
											name={`q${index}`}
											value={optionIndex}
											checked={answers[index] === optionIndex}
											disabled={marking !== null}
											onChange={() => {
												setAnswers((current) =>
													current.map((value, i) => (i === index ? optionIndex : value)),
												);
											}}
										/>
										<span>{option}</span>
									</label>
								))}
								{mark ? (
									<p className={`quiz__mark quiz__mark--${mark.right ? 'right' : 'wrong'}`}>
										<span aria-hidden="true">{mark.right ? '✓ ' : '✗ '}</span>
										{mark.right ? t('player.quiz_right') : t('player.quiz_wrong')}
										{!mark.right
											? ` ${t('player.quiz_right_answer', { answer: question.options[mark.answer] ?? '' })}`
											: ''}
										{mark.explanation ? (
											<span className="quiz__explanation"> {mark.explanation}</span>
										) : null}
									</p>
								) : null}
							</fieldset>
						);
					})}
					{missing ? (
						<p className="quiz__error" role="alert">
							{t('player.quiz_missing')}
						</p>
					) : null}
					{sendError ? (
						<p className="quiz__error" role="alert">
							{sendError}
						</p>
					) : null}
					{marking === null ? (
						<Button
							type="submit"
							loading={sending}
							loadingText={t('player.quiz_sending')}
							disabled={waiting}
						>
							{t('player.quiz_submit')}
						</Button>
					) : null}
				</form>
			)}
		</div>
	);
}
