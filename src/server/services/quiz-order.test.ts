import { describe, expect, it } from 'vitest';
import { quizOrder, quizOrderKey, rightAnswersAsShown } from './quiz-order';

const key = quizOrderKey('test-secret');
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('quizOrder', () => {
	it("is a permutation of the questions and of each one's options", () => {
		const order = quizOrder(key, 7, 1019, 0, [4, 3, 4, 4, 2]);
		expect(sorted(order.questions)).toEqual([0, 1, 2, 3, 4]);
		expect(order.options.map(sorted)).toEqual([
			[0, 1, 2, 3],
			[0, 1, 2],
			[0, 1, 2, 3],
			[0, 1, 2, 3],
			[0, 1],
		]);
	});

	it('is the same for the same person, quiz and attempt, and changes with each of them', () => {
		const counts = [4, 4, 4, 4];
		const first = quizOrder(key, 7, 1019, 0, counts);
		expect(quizOrder(key, 7, 1019, 0, counts)).toEqual(first);
		expect(quizOrder(key, 7, 1019, 1, counts)).not.toEqual(first);
		expect(quizOrder(key, 8, 1019, 0, counts)).not.toEqual(first);
		expect(quizOrder(quizOrderKey('another secret'), 7, 1019, 0, counts)).not.toEqual(first);
	});

	it('spreads the options evenly over many attempts', () => {
		const firstShown = [0, 0, 0, 0];
		for (let attempt = 0; attempt < 4000; attempt++) {
			const stored = quizOrder(key, 1, 1, attempt, [4]).options[0]?.[0] ?? 0;
			firstShown[stored] = (firstShown[stored] ?? 0) + 1;
		}
		for (const count of firstShown) expect(count).toBeGreaterThan(850);
	});
});

describe('rightAnswersAsShown', () => {
	it('finds each right option by its text in the shown order', () => {
		expect(
			rightAnswersAsShown(
				[
					{ prompt: '¿B?', options: ['no', 'sí'] },
					{ prompt: '¿A?', options: ['x', 'y', 'z'] },
				],
				[
					{ prompt: '¿A?', options: ['z', 'y', 'x'], answer: 2 },
					{ prompt: '¿B?', options: ['sí', 'no'], answer: 0 },
				],
			),
		).toEqual([1, 0]);
	});
});
