/**
 * The pieces of the course's quiz (QuizPanel): one question with its options and, once passed,
 * its mark; and what the last attempt came to.
 */
import player from 'i18n-section:player';
import { createTranslator } from '../../../i18n/translate';
import type { QuizMarking, QuizView } from '../../../lib/contracts/progress';

const t = createTranslator({ player });

type QuizQuestionMark = NonNullable<QuizMarking['results']>[number];

interface QuizQuestionProps {
	index: number;
	question: QuizView['questions'][number];
	/** The option chosen, by its place; null while unanswered. */
	chosen: number | null;
	/** The question's mark, once the quiz is passed. */
	mark: QuizQuestionMark | undefined;
	/** Marked: the options can no longer change. */
	locked: boolean;
	/** Sent without an answer. */
	invalid: boolean;
	onChoose: (optionIndex: number) => void;
}

export function QuizQuestion({
	index,
	question,
	chosen,
	mark,
	locked,
	invalid,
	onChoose,
}: QuizQuestionProps) {
	return (
		<fieldset className="quiz__question" aria-invalid={invalid ? true : undefined}>
			<legend>
				<span className="quiz__number">{t('player.quiz_question_number', { n: index + 1 })}</span>{' '}
				{question.prompt}
			</legend>
			{question.options.map((option, optionIndex) => (
				<label key={optionIndex} className="quiz__option">
					<input
						type="radio"
						name={`q${index}`}
						value={optionIndex}
						checked={chosen === optionIndex}
						disabled={locked}
						onChange={() => {
							onChoose(optionIndex);
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
					{mark.explanation ? <span className="quiz__explanation"> {mark.explanation}</span> : null}
				</p>
			) : null}
		</fieldset>
	);
}

interface QuizOutcomeProps {
	/** This attempt's marking, once sent. */
	marking: QuizMarking | null;
	/** An earlier attempt that did not pass, when nothing was sent yet. */
	lastFailed: QuizView['last'];
	passMark: number;
}

/** The score and whether it passed, or what the last attempt scored. */
export function QuizOutcome({ marking, lastFailed, passMark }: QuizOutcomeProps) {
	if (marking) {
		return (
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
		);
	}
	return lastFailed ? (
		<p>{t('player.quiz_last_failed', { score: lastFailed.score, mark: passMark })}</p>
	) : null;
}
