/**
 * The quiz at the end of each course (issue #6, hardened in issue #15, ADR 007): 3–5 questions
 * from the program data, pass mark 80 %, marked on the server. Each attempt shows the questions
 * and their options in an order of its own (quiz-order.ts); until the quiz is passed an attempt's
 * answer says only the score and that it failed, never which answers were wrong, and a failed
 * attempt waits before the next (1 minute, then doubling up to 30). Passing completes the item,
 * which may complete the course and issue its certificate; from then on the marking shows the
 * right answers and why, and retries do not wait.
 */
import { t } from '../../i18n';
import {
	QUIZ_PASS_MARK,
	type QuizMarking,
	type QuizView,
	type SubmitQuizPayload,
} from '../../lib/contracts/progress';
import type { AppDeps } from '../context';
import * as progressQueries from '../db/queries/progress';
import * as quizQueries from '../db/queries/quizzes';
import { AppError } from '../errors';
import { requireCourseAccess } from './access';
import { issueIfCompleted } from './certificates';
import { quizOrder, quizOrderKey, type QuizOrder } from './quiz-order';

type QuizDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;

/** The wait after the first failed attempt, in seconds; each further failure doubles it. */
export const FIRST_QUIZ_WAIT_SECONDS = 60;
/** The longest wait between attempts, in seconds. */
export const MAX_QUIZ_WAIT_SECONDS = 30 * 60;

/** Seconds to wait after the `failures`-th failed attempt: 60, 120, 240… up to 30 minutes. */
export function quizWaitSeconds(failures: number): number {
	if (failures <= 0) return 0;
	return Math.min(MAX_QUIZ_WAIT_SECONDS, FIRST_QUIZ_WAIT_SECONDS * 2 ** (failures - 1));
}

type AttemptSummary = Awaited<ReturnType<typeof quizQueries.findAttemptSummary>>;

/** When the next attempt opens: only after a failure, while the quiz was never passed. */
function nextAttemptAt(summary: AttemptSummary): Date | null {
	if (!summary || summary.everPassed) return null;
	return new Date(summary.createdAt.getTime() + quizWaitSeconds(summary.failed) * 1000);
}

async function quizItem(deps: QuizDeps, userId: number, itemId: number) {
	const item = await progressQueries.findItemWithCourse(deps.db, itemId);
	if (!item) throw new AppError('it_nf', 404, t('progress.item_nf'));
	await requireCourseAccess(deps, userId, item);
	if (item.type !== 'quiz') throw new AppError('not_quiz', 400, t('progress.not_a_quiz'));
	return item;
}

type Question = Awaited<ReturnType<typeof quizQueries.listQuestions>>[number];

function orderOf(
	deps: QuizDeps,
	userId: number,
	itemId: number,
	attempt: number,
	questions: Question[],
): QuizOrder {
	return quizOrder(
		quizOrderKey(deps.config.accessTokenSecret),
		userId,
		itemId,
		attempt,
		questions.map((question) => question.options.length),
	);
}

/**
 * `data.getQuiz`: the next attempt's questions without their answers, in its order; how the last
 * attempt went and, after a failed one, when the next opens.
 */
export async function getQuiz(deps: QuizDeps, userId: number, itemId: number): Promise<QuizView> {
	await quizItem(deps, userId, itemId);
	const [questions, summary] = await Promise.all([
		quizQueries.listQuestions(deps.db, itemId),
		quizQueries.findAttemptSummary(deps.db, userId, itemId),
	]);
	const attempt = summary ? summary.attempt + 1 : 0;
	const order = orderOf(deps, userId, itemId, attempt, questions);
	const opensAt = nextAttemptAt(summary);
	return {
		iid: itemId,
		passMark: QUIZ_PASS_MARK,
		attempt,
		questions: order.questions.map((stored) => {
			const question = questions[stored] as Question;
			return {
				prompt: question.prompt,
				options: (order.options[stored] ?? []).map((option) => question.options[option] ?? ''),
			};
		}),
		last: summary ? { score: summary.score, passed: summary.passed } : null,
		nextAttemptAt: opensAt && opensAt > deps.now() ? opensAt.toISOString() : null,
	};
}

/** The score of a set of answers: the share right, 0–100, rounded down (80 % is 4 of 5). */
export function quizScore(correct: number, total: number): number {
	return total === 0 ? 0 : Math.floor((correct * 100) / total);
}

/** 429 `quiz_wait` until `opensAt`, with `Retry-After` and the minutes left in Spanish. */
function mustWait(opensAt: Date, now: Date): AppError {
	const seconds = Math.max(1, Math.ceil((opensAt.getTime() - now.getTime()) / 1000));
	return new AppError(
		'quiz_wait',
		429,
		t('progress.quiz_wait', { count: Math.ceil(seconds / 60) }),
		{ 'Retry-After': String(seconds) },
	);
}

/**
 * `POST /progress/submitQuiz`: marks the attempt `getQuiz` showed. 429 while a failed attempt's
 * wait runs, 409 `quiz_stale` when that attempt was already marked (sent twice, or another device
 * went first): nothing is written then.
 */
export async function submitQuiz(
	deps: QuizDeps,
	userId: number,
	payload: SubmitQuizPayload,
): Promise<QuizMarking> {
	const item = await quizItem(deps, userId, payload.iid);
	const [questions, summary] = await Promise.all([
		quizQueries.listQuestions(deps.db, item.id),
		quizQueries.findAttemptSummary(deps.db, userId, item.id),
	]);
	const now = deps.now();
	const opensAt = nextAttemptAt(summary);
	if (opensAt && opensAt > now) throw mustWait(opensAt, now);
	const attempt = summary ? summary.attempt + 1 : 0;
	if (payload.attempt !== attempt) {
		throw new AppError('quiz_stale', 409, t('progress.quiz_stale'));
	}
	if (payload.answers.length !== questions.length) {
		throw new AppError('inv_data', 400, t('progress.quiz_answers_count'));
	}
	const order = orderOf(deps, userId, item.id, attempt, questions);
	// The option chosen for each stored question, as a stored index (-1: not one of its options).
	const chosen = questions.map(() => -1);
	order.questions.forEach((stored, shown) => {
		const option = order.options[stored]?.[payload.answers[shown] ?? -1];
		chosen[stored] = option ?? -1;
	});
	const right = questions.map((question, index) => chosen[index] === question.answer);
	const correct = right.filter(Boolean).length;
	const score = quizScore(correct, questions.length);
	const passed = score >= QUIZ_PASS_MARK;
	const written = await quizQueries.insertAttempt(deps.db, {
		userId,
		itemId: item.id,
		attempt,
		answers: chosen,
		correct,
		total: questions.length,
		score,
		passed,
		createdAt: now,
	});
	if (!written) throw new AppError('quiz_stale', 409, t('progress.quiz_stale'));
	let certificate: string | null = null;
	if (passed) {
		await progressQueries.completeItem(deps.db, userId, item.id, now);
		certificate = (await issueIfCompleted(deps, userId, item.courseId))?.code ?? null;
	}
	const everPassed = passed || (summary?.everPassed ?? false);
	const failures = (summary?.failed ?? 0) + (passed ? 0 : 1);
	return {
		iid: item.id,
		score,
		correct,
		total: questions.length,
		passed,
		passMark: QUIZ_PASS_MARK,
		// Which answers were right, and the right ones, only to someone who has passed.
		...(everPassed
			? {
					results: order.questions.map((stored) => {
						const question = questions[stored] as Question;
						return {
							right: right[stored] ?? false,
							answer: order.options[stored]?.indexOf(question.answer) ?? -1,
							explanation: question.explanation,
						};
					}),
				}
			: {}),
		nextAttemptAt: everPassed
			? null
			: new Date(now.getTime() + quizWaitSeconds(failures) * 1000).toISOString(),
		certificate,
	};
}
