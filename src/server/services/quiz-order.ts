/**
 * The order a quiz is shown in (issue #15, ADR 007): questions and each question's options
 * shuffled per person and attempt, so answers cannot be copied by position from one attempt (or
 * one person) to the next. The order is a deterministic permutation drawn from an HMAC of the
 * person, the quiz item and the attempt number under a key derived from a server secret: nothing
 * is stored, `getQuiz` and `submitQuiz` work out the same order, and no one can tell the next
 * attempt's order before `getQuiz` shows it.
 */
import { createHmac } from 'node:crypto';

/** Shown position → stored index, for the questions and for each stored question's options. */
export interface QuizOrder {
	/** `questions[shown]` is the stored question at that position. */
	questions: number[];
	/** `options[stored question][shown]` is the stored option at that position. */
	options: number[][];
}

/** The key of the shuffles, apart from the tokens' own use of the secret. */
export function quizOrderKey(secret: string): Buffer {
	return createHmac('sha256', secret).update('quiz-order').digest();
}

/** An endless run of 32-bit numbers from HMAC(key, seed.block), for the shuffles below. */
function randomWords(key: Buffer, seed: string): () => number {
	let block = 0;
	let words: number[] = [];
	return () => {
		if (words.length === 0) {
			const bytes = createHmac('sha256', key).update(`${seed}.${block++}`).digest();
			words = Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readUInt32BE(index * 4));
		}
		return words.shift() ?? 0;
	};
}

/** Fisher–Yates over 0…n-1; a 32-bit word modulo n ≤ 10 is uniform to one part in 400 million. */
function permutation(n: number, next: () => number): number[] {
	const order = Array.from({ length: n }, (_, index) => index);
	for (let index = n - 1; index > 0; index--) {
		const other = next() % (index + 1);
		[order[index], order[other]] = [order[other] as number, order[index] as number];
	}
	return order;
}

/**
 * The order of attempt `attempt` (0 for the first) of person `userId` at quiz item `itemId`,
 * whose stored questions have `optionCounts[i]` options each.
 *
 * @example
 * quizOrder(key, 7, 1019, 0, [4, 4, 4]); // { questions: [2, 0, 1], options: [[1, 3, 0, 2], …] }
 */
export function quizOrder(
	key: Buffer,
	userId: number,
	itemId: number,
	attempt: number,
	optionCounts: readonly number[],
): QuizOrder {
	const next = randomWords(key, `${userId}.${itemId}.${attempt}`);
	return {
		questions: permutation(optionCounts.length, next),
		options: optionCounts.map((count) => permutation(count, next)),
	};
}

/**
 * The right answers of a quiz as an attempt shows it: for each shown question, the index of its
 * right option among the shown ones, matched by text with the stored questions (`answer` indexes
 * their `options`). For the demo seed and the tests, which answer as a person reading would.
 *
 * @example
 * rightAnswersAsShown(
 *   [{ prompt: '¿B?', options: ['no', 'sí'] }],
 *   [{ prompt: '¿B?', options: ['sí', 'no'], answer: 0 }],
 * ); // [1]
 */
export function rightAnswersAsShown(
	shown: readonly { prompt: string; options: readonly string[] }[],
	stored: readonly { prompt: string; options: readonly string[]; answer: number }[],
): number[] {
	return shown.map((question) => {
		const match = stored.find((candidate) => candidate.prompt === question.prompt);
		const right = match?.options[match.answer];
		const index = right === undefined ? -1 : question.options.indexOf(right);
		if (index < 0) throw new Error(`no right answer known for "${question.prompt}"`);
		return index;
	});
}
