/**
 * The course's final quiz (issue #6, ADR 007): every question answered before sending, marked on
 * the server, 80 % to pass. Until it is passed, an attempt says only its score and that it was not
 * passed; the next one opens after a wait (a countdown shows when) and comes in a new order of
 * questions and options. Once passed, each answer is marked with the right one and why.
 */
import player from 'i18n-section:player';
import { useEffect, useRef } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { api, type ApiClient } from '../../../lib/api/client';
import { formatClock } from '../../../lib/dates';
import { Button } from '../../ui/Button';
import { QuizOutcome, QuizQuestion } from './QuizParts';
import { useCountdown } from './use-countdown';
import { useQuiz } from './use-quiz';

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

export function QuizPanel({ iid, onPassed, client = api, now = Date.now }: QuizPanelProps) {
	const {
		quiz,
		loadError,
		answers,
		choose,
		marking,
		missing,
		sending,
		sendError,
		opensAt,
		send,
		retry,
		formRef,
	} = useQuiz({ iid, onPassed, client });
	const resultRef = useRef<HTMLDivElement>(null);
	const secondsLeft = useCountdown(opensAt, now);

	useEffect(() => {
		if (marking) resultRef.current?.focus();
	}, [marking]);

	if (loadError) return <p role="alert">{loadError}</p>;
	if (!quiz) return <p role="status">{t('player.quiz_loading')}</p>;

	const waiting = secondsLeft > 0;

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
				<QuizOutcome marking={marking} lastFailed={lastFailed} passMark={quiz.passMark} />
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
					onSubmit={(event) => {
						event.preventDefault();
						void send();
					}}
					noValidate
				>
					{quiz.questions.map((question, index) => (
						<QuizQuestion
							key={`${quiz.attempt}-${index}`}
							index={index}
							question={question}
							chosen={answers[index] ?? null}
							mark={marking?.results?.[index]}
							locked={marking !== null}
							invalid={missing && !answered(index)}
							onChoose={(optionIndex) => {
								choose(index, optionIndex);
							}}
						/>
					))}
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
