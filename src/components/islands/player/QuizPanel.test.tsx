// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiClient, ApiResult, RequestBody } from '../../../lib/api/client';
import type { QuizMarking, QuizView } from '../../../lib/contracts/progress';
import { QuizPanel } from './QuizPanel';

const START = Date.parse('2026-11-22T10:00:00Z');
let clock = START;

beforeEach(() => {
	clock = START;
	vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

/** Attempt `attempt` of a two-question quiz, its questions in an order of its own. */
function view(attempt: number, overrides: Partial<QuizView> = {}): QuizView {
	const questions = [
		{ prompt: '¿Qué capa hace de barrera?', options: ['Estrato córneo', 'Dermis', 'Hipodermis'] },
		{ prompt: '¿Qué es la piel mixta?', options: ['Zona T grasa', 'Toda seca', 'Toda grasa'] },
	];
	return {
		iid: 9,
		passMark: 80,
		attempt,
		questions: attempt % 2 === 0 ? questions : [...questions].reverse(),
		last: null,
		nextAttemptAt: null,
		...overrides,
	};
}

const failed: QuizMarking = {
	iid: 9,
	score: 50,
	correct: 1,
	total: 2,
	passed: false,
	passMark: 80,
	nextAttemptAt: new Date(START + 60_000).toISOString(),
	certificate: null,
};

/** A fake client answering each call with the next answer queued for its path. */
function fakeClient(answers: Record<string, ApiResult<unknown>[]>) {
	const post = vi.fn((path: string, _body?: RequestBody) => {
		const next = answers[path]?.shift();
		if (!next) throw new Error(`no answer queued for ${path}`);
		return Promise.resolve(next);
	});
	return { client: { post: post as unknown as ApiClient['post'] }, post };
}

async function renderQuiz(client: { post: ApiClient['post'] }, onPassed = vi.fn()) {
	render(<QuizPanel iid={9} onPassed={onPassed} client={client as ApiClient} now={() => clock} />);
	await screen.findByRole('group', { name: /Pregunta 1/ });
	return { onPassed };
}

function answerAll(choice: number) {
	for (const group of screen.getAllByRole('group')) {
		const radio = group.querySelectorAll<HTMLInputElement>('input[type="radio"]')[choice];
		if (radio) fireEvent.click(radio);
	}
}

async function submit() {
	await act(async () => {
		fireEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
		await Promise.resolve();
	});
}

describe('QuizPanel', () => {
	test('a failed attempt shows the score and not passed, no per-question marks, and a countdown', async () => {
		const { client, post } = fakeClient({
			'/progress/getQuiz': [{ ok: true, data: view(0) }],
			'/progress/submitQuiz': [{ ok: true, data: failed }],
		});
		await renderQuiz(client);
		answerAll(0);
		await submit();
		expect(post.mock.calls[1]?.[1]).toEqual({ iid: 9, attempt: 0, answers: [0, 0] });
		const status = await screen.findByRole('status');
		expect(status.textContent).toContain('Has acertado 1 de 2 (50 %).');
		expect(status.textContent).toContain('Aún no lo has superado: necesitas un 80 %.');
		expect(document.activeElement).toBe(status);
		expect(screen.queryByText(/Correcta|Incorrecta/)).toBeNull();
		expect(screen.getByRole('timer').textContent).toBe(
			'Podrás volver a intentarlo dentro de 1:00.',
		);
		expect(
			screen.getByRole('button', { name: 'Volver a intentarlo' }).hasAttribute('disabled'),
		).toBe(true);

		clock += 45_000;
		act(() => {
			vi.advanceTimersByTime(1000);
		});
		expect(screen.getByRole('timer').textContent).toBe(
			'Podrás volver a intentarlo dentro de 0:15.',
		);
		clock += 15_000;
		act(() => {
			vi.advanceTimersByTime(1000);
		});
		expect(screen.queryByRole('timer')).toBeNull();
		expect(screen.getByRole('status').textContent).toContain('Ya puedes volver a intentarlo.');
		expect(
			screen.getByRole('button', { name: 'Volver a intentarlo' }).hasAttribute('disabled'),
		).toBe(false);
	});

	test('a retry loads the next attempt, in its new order, with nothing chosen', async () => {
		const { client, post } = fakeClient({
			'/progress/getQuiz': [
				{ ok: true, data: view(0) },
				{ ok: true, data: view(1) },
			],
			'/progress/submitQuiz': [{ ok: true, data: failed }],
		});
		await renderQuiz(client);
		answerAll(0);
		await submit();
		clock += 60_000;
		act(() => {
			vi.advanceTimersByTime(1000);
		});
		await act(async () => {
			fireEvent.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
			await Promise.resolve();
		});
		const first = await screen.findByRole('group', { name: /Pregunta 1/ });
		expect(post.mock.calls.map((call) => call[0])).toEqual([
			'/progress/getQuiz',
			'/progress/submitQuiz',
			'/progress/getQuiz',
		]);
		expect(first.textContent).toContain('¿Qué es la piel mixta?');
		expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
			false,
		);
		expect(screen.getByRole('button', { name: 'Enviar respuestas' }).hasAttribute('disabled')).toBe(
			false,
		);
	});

	test('opened while the wait runs: the last score, the countdown, and sending is off', async () => {
		const { client } = fakeClient({
			'/progress/getQuiz': [
				{
					ok: true,
					data: view(1, {
						last: { score: 50, passed: false },
						nextAttemptAt: new Date(START + 90_000).toISOString(),
					}),
				},
			],
		});
		await renderQuiz(client);
		expect(screen.getByRole('status').textContent).toContain(
			'Tu último intento sacó un 50 % y necesitas un 80 %.',
		);
		expect(screen.getByRole('timer').textContent).toBe(
			'Podrás volver a intentarlo dentro de 1:30.',
		);
		expect(screen.getByRole('button', { name: 'Enviar respuestas' }).hasAttribute('disabled')).toBe(
			true,
		);
	});

	test('refused as still waiting: the message, and the quiz reloaded with its countdown', async () => {
		const msg =
			'Aún no puedes repetir el test: podrás intentarlo de nuevo dentro de 1 minuto. Aprovecha para repasar el curso.';
		const { client } = fakeClient({
			'/progress/getQuiz': [
				{ ok: true, data: view(1) },
				{ ok: true, data: view(1, { nextAttemptAt: new Date(START + 60_000).toISOString() }) },
			],
			'/progress/submitQuiz': [{ ok: false, status: 429, result: 'quiz_wait', msg }],
		});
		await renderQuiz(client);
		answerAll(1);
		await submit();
		await waitFor(() => {
			expect(screen.getByRole('alert').textContent).toBe(msg);
		});
		expect(screen.getByRole('timer').textContent).toBe(
			'Podrás volver a intentarlo dentro de 1:00.',
		);
	});

	test('passed: each answer marked, the right one named and explained', async () => {
		const passedMarking: QuizMarking = {
			...failed,
			score: 50,
			passed: true,
			nextAttemptAt: null,
			results: [
				{ right: true, answer: 0, explanation: 'El estrato córneo limita la pérdida de agua.' },
				{ right: false, answer: 0, explanation: 'La zona T tiene más sebo.' },
			],
		};
		const { client } = fakeClient({
			'/progress/getQuiz': [{ ok: true, data: view(0) }],
			'/progress/submitQuiz': [{ ok: true, data: passedMarking }],
		});
		const { onPassed } = await renderQuiz(client);
		answerAll(0);
		const second = screen.getAllByRole('group')[1];
		const other = second?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[2];
		if (other) fireEvent.click(other);
		await submit();
		await screen.findByText('¡Test superado!');
		expect(onPassed).toHaveBeenCalledWith(null);
		expect(screen.getByText(/Correcta\./)).not.toBeNull();
		expect(screen.getByText(/La respuesta correcta es: Zona T grasa\./)).not.toBeNull();
		expect(screen.queryByRole('timer')).toBeNull();
		expect(screen.queryByRole('button', { name: 'Volver a intentarlo' })).toBeNull();
	});
});
