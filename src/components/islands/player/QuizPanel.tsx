/**
 * The course's final quiz (issue #6): every question answered before sending, marked on the
 * server, 80 % to pass, as many tries as needed. The right answers and why are shown once
 * passed; before that, only which answers were wrong.
 */
import player from 'i18n-section:player';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { getQuiz, submitQuiz } from '../../../lib/api/progress';
import type { QuizMarking, QuizView } from '../../../lib/schemas/progress';
import { Button } from '../../ui/Button';

const t = createTranslator({ player });

interface QuizPanelProps {
	iid: number;
	/** The quiz was passed; `certificate` when that completed the course. */
	onPassed: (certificate: string | null) => void;
}

export function QuizPanel({ iid, onPassed }: QuizPanelProps) {
	const [quiz, setQuiz] = useState<QuizView | null>(null);
	const [loadError, setLoadError] = useState<string | null>(null);
	const [answers, setAnswers] = useState<(number | null)[]>([]);
	const [marking, setMarking] = useState<QuizMarking | null>(null);
	const [missing, setMissing] = useState(false);
	const [sending, setSending] = useState(false);
	const [sendError, setSendError] = useState<string | null>(null);
	const resultRef = useRef<HTMLDivElement>(null);
	const formRef = useRef<HTMLFormElement>(null);

	useEffect(() => {
		let alive = true;
		void getQuiz(iid).then((result) => {
			if (!alive) return;
			if (result.ok) {
				setQuiz(result.data);
				setAnswers(result.data.questions.map(() => null));
			} else {
				setLoadError(result.msg);
			}
		});
		return () => {
			alive = false;
		};
	}, [iid]);

	useEffect(() => {
		if (marking) resultRef.current?.focus();
	}, [marking]);

	if (loadError) return <p role="alert">{loadError}</p>;
	if (!quiz) return <p role="status">{t('player.quiz_loading')}</p>;

	async function send(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		const firstMissing = answers.findIndex((answer) => answer === null);
		if (firstMissing >= 0) {
			setMissing(true);
			formRef.current?.querySelector<HTMLInputElement>(`input[name="q${firstMissing}"]`)?.focus();
			return;
		}
		setMissing(false);
		setSending(true);
		setSendError(null);
		const result = await submitQuiz(iid, answers as number[]);
		setSending(false);
		if (!result.ok) {
			setSendError(result.msg);
			return;
		}
		setMarking(result.data);
		if (result.data.passed) onPassed(result.data.certificate);
	}

	function retry() {
		setMarking(null);
		setAnswers(quiz?.questions.map(() => null) ?? []);
		window.requestAnimationFrame(() =>
			formRef.current?.querySelector<HTMLInputElement>('input')?.focus(),
		);
	}

	const answered = (index: number) => answers[index] !== null && answers[index] !== undefined;

	return (
		<div className="quiz">
			<p className="quiz__intro">
				{t('player.quiz_intro', { count: quiz.questions.length, mark: quiz.passMark })}
			</p>
			{marking ? (
				<div
					ref={resultRef}
					tabIndex={-1}
					className={`quiz__result quiz__result--${marking.passed ? 'passed' : 'failed'}`}
					role="status"
				>
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
				</div>
			) : null}
			<form ref={formRef} className="quiz__form" onSubmit={(event) => void send(event)} noValidate>
				{quiz.questions.map((question, index) => {
					const mark = marking?.results[index];
					return (
						<fieldset
							key={index}
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
									{mark.answer !== undefined && !mark.right
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
					<Button type="submit" loading={sending} loadingText={t('player.quiz_sending')}>
						{t('player.quiz_submit')}
					</Button>
				) : !marking.passed ? (
					<Button type="button" onClick={retry}>
						{t('player.quiz_retry')}
					</Button>
				) : null}
			</form>
		</div>
	);
}
