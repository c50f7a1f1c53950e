import { useEffect, useRef } from 'react';
import { MS_PER_QUESTION, QUESTIONS_PER_ROUND } from '../../../lib/contracts/game';
import { Button } from '../../ui/Button';
import { AnswerOptions } from './AnswerOptions';
import {
	isLastQuestion,
	secondsLeft,
	WARNING_SECONDS,
	type Feedback,
	type GameState,
} from './state';
import { formatPoints, t } from './t';

interface QuestionPanelProps {
	state: GameState;
	pairs: readonly { brand: string; ingredient: string }[];
	onAnswer: (choice: number) => void;
	onNext: () => void;
}

/** One question being played: progress, points, countdown, the four pairs and the outcome. */
export function QuestionPanel({ state, pairs, onAnswer, onNext }: QuestionPanelProps) {
	const { stage, index, elapsed, feedback, points, announcement } = state;
	const headingRef = useRef<HTMLHeadingElement>(null);
	const barRef = useRef<HTMLDivElement>(null);
	const feedbackRef = useRef<HTMLDivElement>(null);
	const left = secondsLeft(elapsed);

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

	return (
		<section className="infiltrada__play" aria-labelledby="infiltrada-question">
			<div className="infiltrada__bar" ref={barRef}>
				<p className="infiltrada__progress">
					{t('game.progress', { n: index + 1, total: QUESTIONS_PER_ROUND })}
				</p>
				<p className="infiltrada__points">
					{t('game.score_so_far', { score: formatPoints(points) })}
				</p>
				<div
					className={
						left <= WARNING_SECONDS
							? 'infiltrada__timer infiltrada__timer--low'
							: 'infiltrada__timer'
					}
					role="timer"
					aria-label={t('game.time_label')}
				>
					{t('game.time_left', { seconds: left })}
				</div>
			</div>
			<div className="infiltrada__meter" aria-hidden="true">
				<div
					className="infiltrada__meter-fill"
					style={{ transform: `scaleX(${Math.max(0, 1 - elapsed / MS_PER_QUESTION)})` }}
				/>
			</div>
			<h2 id="infiltrada-question" className="infiltrada__question" tabIndex={-1} ref={headingRef}>
				{t('game.question_heading', { n: index + 1, total: QUESTIONS_PER_ROUND })}
			</h2>
			<AnswerOptions
				pairs={pairs}
				feedback={feedback}
				disabled={stage !== 'question'}
				onAnswer={onAnswer}
			/>
			{stage === 'feedback' && feedback ? (
				<div className="infiltrada__feedback" tabIndex={-1} ref={feedbackRef}>
					<FeedbackText feedback={feedback} />
					{feedback.checked !== undefined ? (
						<Button variant="secondary" onClick={onNext}>
							{isLastQuestion(index) ? t('game.see_result') : t('game.next')}
						</Button>
					) : null}
				</div>
			) : null}
			<p className="visually-hidden" aria-live="polite">
				{announcement}
			</p>
		</section>
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
