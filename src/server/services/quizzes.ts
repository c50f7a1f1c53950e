/**
 * The quiz at the end of each course (issue #6): 3–5 questions from the program data, pass mark
 * 80 %, retries allowed. Marked on the server; the right answers leave it only once the quiz is
 * passed, so a retry is answered, not copied. Passing completes the item, which may complete the
 * course and issue its certificate.
 */
import { t } from '../../i18n';
import {
	QUIZ_PASS_MARK,
	type QuizMarking,
	type QuizView,
	type SubmitQuizPayload,
} from '../../lib/schemas/progress';
import type { AppDeps } from '../context';
import * as progressQueries from '../db/queries/progress';
import * as quizQueries from '../db/queries/quizzes';
import { AppError } from '../errors';
import { requireCourseAccess } from './access';
import { issueIfCompleted } from './certificates';

type QuizDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;

async function quizItem(deps: QuizDeps, userId: number, itemId: number) {
	const item = await progressQueries.findItemWithCourse(deps.db, itemId);
	if (!item) throw new AppError('it_nf', 404, t('progress.item_nf'));
	await requireCourseAccess(deps, userId, item);
	if (item.type !== 'quiz') throw new AppError('not_quiz', 400, t('progress.not_a_quiz'));
	return item;
}

/** `data.getQuiz`: the questions without their answers, and how the last attempt went. */
export async function getQuiz(deps: QuizDeps, userId: number, itemId: number): Promise<QuizView> {
	await quizItem(deps, userId, itemId);
	const [questions, last] = await Promise.all([
		quizQueries.listQuestions(deps.db, itemId),
		quizQueries.findLatestAttempt(deps.db, userId, itemId),
	]);
	return {
		iid: itemId,
		passMark: QUIZ_PASS_MARK,
		questions: questions.map((question) => ({
			prompt: question.prompt,
			options: question.options,
		})),
		last: last ? { score: last.score, passed: last.passed } : null,
	};
}

/** The score of a set of answers: the share right, 0–100, rounded down (80 % is 4 of 5). */
export function quizScore(correct: number, total: number): number {
	return total === 0 ? 0 : Math.floor((correct * 100) / total);
}

/** `POST /progress/submitQuiz`: marks one attempt. */
export async function submitQuiz(
	deps: QuizDeps,
	userId: number,
	payload: SubmitQuizPayload,
): Promise<QuizMarking> {
	const item = await quizItem(deps, userId, payload.iid);
	const questions = await quizQueries.listQuestions(deps.db, item.id);
	if (payload.answers.length !== questions.length) {
		throw new AppError('inv_data', 400, t('progress.quiz_answers_count'));
	}
	const right = questions.map((question, index) => payload.answers[index] === question.answer);
	const correct = right.filter(Boolean).length;
	const score = quizScore(correct, questions.length);
	const passed = score >= QUIZ_PASS_MARK;
	await quizQueries.insertAttempt(deps.db, {
		userId,
		itemId: item.id,
		answers: payload.answers,
		correct,
		total: questions.length,
		score,
		passed,
		createdAt: deps.now(),
	});
	let certificate: string | null = null;
	if (passed) {
		await progressQueries.completeItem(deps.db, userId, item.id, deps.now());
		certificate = (await issueIfCompleted(deps, userId, item.courseId))?.code ?? null;
	}
	return {
		iid: item.id,
		score,
		correct,
		total: questions.length,
		passed,
		passMark: QUIZ_PASS_MARK,
		results: questions.map((question, index) =>
			passed
				? {
						right: right[index] ?? false,
						answer: question.answer,
						explanation: question.explanation,
					}
				: { right: right[index] ?? false },
		),
		certificate,
	};
}
