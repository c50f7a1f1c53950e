/** The quiz editor's edits (issue #19): questions, options and the right answer. */
import {
	MAX_QUIZ_OPTIONS,
	MAX_QUIZ_QUESTIONS,
	MIN_QUIZ_OPTIONS,
	type CourseDocument,
	type QuizQuestion,
} from '../../../../lib/contracts/course-document';
import type { EditorAction, ItemAt, QuestionAt } from './actions';
import { editItem, moveAt, removeAt, replaceAt } from './list-edits';

/** A question with the fewest options a question takes, the first one marked right. */
export function newQuestion(): QuizQuestion {
	return {
		prompt: '',
		options: Array.from({ length: MIN_QUIZ_OPTIONS }, () => ''),
		answer: 0,
		explanation: '',
	};
}

function editQuestions(
	document: CourseDocument,
	at: ItemAt,
	update: (questions: readonly QuizQuestion[]) => readonly QuizQuestion[] | null,
): CourseDocument {
	return editItem(document, at, (item) => {
		if (item.type !== 'quiz') return item;
		const questions = update(item.questions);
		return questions === null || questions === item.questions
			? item
			: { ...item, questions: [...questions] };
	});
}

function editQuestion(
	document: CourseDocument,
	at: QuestionAt,
	update: (question: QuizQuestion) => QuizQuestion,
): CourseDocument {
	return editQuestions(document, at, (questions) => replaceAt(questions, at.question, update));
}

/** Options moved or removed: the right answer stays on the same option text. */
function followAnswer(question: QuizQuestion, options: readonly string[], answer: number) {
	return options === question.options ? question : { ...question, options: [...options], answer };
}

export type QuizAction = Extract<
	EditorAction,
	{
		type:
			| 'addQuestion'
			| 'setQuestion'
			| 'removeQuestion'
			| 'moveQuestion'
			| 'addOption'
			| 'setOption'
			| 'removeOption'
			| 'moveOption'
			| 'setAnswer';
	}
>;

export function editQuiz(document: CourseDocument, action: QuizAction): CourseDocument {
	switch (action.type) {
		case 'addQuestion':
			return editQuestions(document, action.at, (questions) =>
				questions.length >= MAX_QUIZ_QUESTIONS ? null : [...questions, newQuestion()],
			);
		case 'setQuestion':
			return editQuestion(document, action.at, (question) =>
				question[action.field] === action.value
					? question
					: { ...question, [action.field]: action.value },
			);
		case 'removeQuestion':
			return editQuestions(document, action.at, (questions) =>
				removeAt(questions, action.at.question),
			);
		case 'moveQuestion':
			return editQuestions(document, action.at, (questions) =>
				moveAt(questions, action.at.question, action.direction),
			);
		case 'addOption':
			return editQuestion(document, action.at, (question) =>
				question.options.length >= MAX_QUIZ_OPTIONS
					? question
					: { ...question, options: [...question.options, ''] },
			);
		case 'setOption':
			return editQuestion(document, action.at, (question) => {
				const options = replaceAt(question.options, action.option, () => action.value);
				return options === null ? question : { ...question, options };
			});
		case 'removeOption':
			return editQuestion(document, action.at, (question) => removeOption(question, action.option));
		case 'moveOption':
			return editQuestion(document, action.at, (question) => {
				const options = moveAt(question.options, action.option, action.direction);
				const { answer } = question;
				let next = answer;
				if (answer === action.option) next = answer + action.direction;
				else if (answer === action.option + action.direction) next = action.option;
				return followAnswer(question, options, next);
			});
		case 'setAnswer':
			return editQuestion(document, action.at, (question) =>
				question.answer === action.option ||
				action.option < 0 ||
				action.option >= question.options.length
					? question
					: { ...question, answer: action.option },
			);
	}
}

/**
 * Why an option's remove button is off: a question keeps at least two options, and the right one
 * cannot go (the editor marks another first), so removing never changes the answer silently.
 */
export function optionRemoval(question: QuizQuestion, option: number): 'min' | 'answer' | null {
	if (question.options.length <= MIN_QUIZ_OPTIONS) return 'min';
	if (question.answer === option) return 'answer';
	return null;
}

function removeOption(question: QuizQuestion, option: number): QuizQuestion {
	if (option < 0 || option >= question.options.length || optionRemoval(question, option)) {
		return question;
	}
	const options = question.options.filter((_, index) => index !== option);
	return followAnswer(
		question,
		options,
		question.answer > option ? question.answer - 1 : question.answer,
	);
}
