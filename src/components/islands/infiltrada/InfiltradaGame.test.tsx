// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer, finishRound, getBestScore, startRound } from '../../../lib/api/game';
import type { CheckAnswerPayload, StartedRound } from '../../../lib/contracts/game';
import { writeTokenCookies } from '../../../lib/session-cookies';
import { clearSession, setAuth } from '../../../stores/auth';
import { loadSubscriptions, sessionReady } from '../../../stores/session';
import InfiltradaGame, { FEEDBACK_MS } from './InfiltradaGame';

vi.mock('../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../lib/api/game', () => ({
	startRound: vi.fn(),
	checkAnswer: vi.fn(),
	finishRound: vi.fn(),
	getBestScore: vi.fn(),
}));
const ready = vi.mocked(sessionReady);
const load = vi.mocked(loadSubscriptions);
const start = vi.mocked(startRound);
const check = vi.mocked(checkAnswer);
const finish = vi.mocked(finishRound);
const best = vi.mocked(getBestScore);

const RID = '5b0f3c1e-8d2a-4f6b-9c7e-1a2b3c4d5e6f';
const ROUND: StartedRound = {
	rid: RID,
	seconds: 15,
	questions: Array.from({ length: 10 }, (_, q) => ({
		pairs: Array.from({ length: 4 }, (_, i) => ({
			brand: `Marca${q}${i}`,
			ingredient: `principio${i}`,
		})),
	})),
};
/** The fake server's infiltrada of question q. */
const infiltradaOf = (q: number) => q % 4;

function serverCheck(payload: CheckAnswerPayload) {
	const infiltrada = infiltradaOf(payload.q);
	const right = payload.choice === infiltrada && payload.ms <= 15_000;
	return Promise.resolve({
		ok: true as const,
		data: {
			right,
			points: right ? 100 + 10 * Math.floor((15_000 - payload.ms) / 1000) : 0,
			infiltrada,
			brand: `Marca${payload.q}${infiltrada}`,
			ingredient: 'verdadero',
		},
	});
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
	for (const mock of [ready, load, start, check, finish, best]) mock.mockReset();
	ready.mockResolvedValue(true);
	load.mockResolvedValue(true);
	best.mockResolvedValue({ ok: true, data: { best: 980, rounds: 3 } });
	start.mockResolvedValue({ ok: true, data: ROUND });
	check.mockImplementation(serverCheck);
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Ana', lastName: 'Ruiz' });
	vi.useFakeTimers({
		toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
	});
});

afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

/** Lets the mocked calls answer and React re-render. */
async function settle() {
	await act(async () => {
		await vi.advanceTimersByTimeAsync(0);
	});
}

async function wait(ms: number) {
	await act(async () => {
		await vi.advanceTimersByTimeAsync(ms);
	});
}

async function press(key: string) {
	fireEvent.keyDown(document.activeElement ?? document.body, { key });
	await settle();
}

async function openGame() {
	render(<InfiltradaGame />);
	await settle();
	await settle();
}

async function startPlaying() {
	await openGame();
	fireEvent.click(screen.getByRole('button', { name: 'Empezar' }));
	await settle();
}

describe('InfiltradaGame', () => {
	it('shows the rules, the best score and the start button', async () => {
		await openGame();
		expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('La Infiltrada');
		expect(screen.getByText(/Cada ronda tiene 10 preguntas/)).toBeTruthy();
		expect(screen.getByText(/Tu mejor puntuación: 980 puntos/).textContent).toContain(
			'3 rondas jugadas',
		);
		expect(screen.getByRole('button', { name: 'Empezar' })).toBeTruthy();
	});

	it('says so before the first round', async () => {
		best.mockResolvedValue({ ok: true, data: { best: null, rounds: 0 } });
		await openGame();
		expect(screen.getByText(/Aún no has jugado ninguna ronda/)).toBeTruthy();
	});

	it('offers the plans to someone without a licence', async () => {
		best.mockResolvedValue({ ok: false, status: 403, result: 'lic_req', msg: 'Necesitas un plan' });
		await openGame();
		expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/planes');
		expect(screen.queryByRole('button', { name: 'Empezar' })).toBeNull();
	});

	it('explains a failed load and tries again', async () => {
		best.mockResolvedValueOnce({ ok: false, status: 0, result: 'network_error', msg: 'x' });
		await openGame();
		expect(screen.getByRole('alert').textContent).toBe(
			'No hemos podido cargar el juego. Comprueba tu conexión e inténtalo de nuevo.',
		);
		fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
		await settle();
		expect(screen.queryByRole('alert')).toBeNull();
		expect(screen.getByText(/Tu mejor puntuación: 980 puntos/)).toBeTruthy();
	});

	it('links a visitor whose session ended to the login', async () => {
		clearSession();
		await openGame();
		expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
	});

	it('plays a whole round with the keyboard: digits answer, Enter goes on, focus follows', async () => {
		finish.mockResolvedValue({
			ok: true,
			data: {
				score: 1330,
				correct: 7,
				best: 1330,
				record: true,
				solutions: ROUND.questions.map((_, q) => ({
					infiltrada: infiltradaOf(q),
					brand: `Marca${q}${infiltradaOf(q)}`,
					ingredient: 'verdadero',
				})),
			},
		});
		await startPlaying();
		const sent: { choice: number | null; ms: number }[] = [];
		for (let q = 0; q < 10; q++) {
			const heading = screen.getByRole('heading', { level: 2 });
			expect(heading.textContent).toBe(`Pregunta ${q + 1} de 10: ¿cuál es la infiltrada?`);
			expect(document.activeElement).toBe(heading);
			expect(screen.getAllByRole('button', { name: new RegExp(`Marca${q}`) })).toHaveLength(4);
			await wait(1000 * q + 400);
			expect(screen.getByRole('timer').textContent).toBe(`${15 - q} s`);
			const choice = q % 3 === 2 ? (infiltradaOf(q) + 1) % 4 : infiltradaOf(q);
			await press(String(choice + 1));
			sent.push({ choice, ms: 1000 * q + 400 });
			expect(check).toHaveBeenLastCalledWith({ rid: RID, q, ...sent[q] });
			// The countdown stops at the answer.
			await wait(1000);
			expect(screen.getByRole('timer').textContent).toBe(`${15 - q} s`);
			const outcome = screen.getByRole('status');
			if (choice === infiltradaOf(q)) {
				expect(outcome.textContent).toContain(`¡Correcto! +${100 + 10 * (14 - q)} puntos.`);
			} else {
				expect(outcome.textContent).toContain('No era esa.');
			}
			expect(outcome.textContent).toContain(
				`La infiltrada era Marca${q}${infiltradaOf(q)}: su principio activo es verdadero.`,
			);
			expect(outcome.closest('[tabindex="-1"]')).toBe(document.activeElement);
			// A second key in the pause is not a second answer.
			await press('1');
			expect(check).toHaveBeenCalledTimes(q + 1);
			await press('Enter');
		}
		expect(finish).toHaveBeenCalledExactlyOnceWith({ rid: RID, answers: sent });
		const result = screen.getByRole('heading', { name: 'Resultado de la ronda' });
		expect(document.activeElement).toBe(result);
		expect(screen.getByText('1330 puntos')).toBeTruthy();
		expect(screen.getByText('7 de 10 aciertos')).toBeTruthy();
		expect(screen.getByText('Mejor puntuación: 1330 puntos')).toBeTruthy();
		expect(screen.getByText('¡Nuevo récord!')).toBeTruthy();
		expect(screen.getAllByRole('listitem')).toHaveLength(10);

		fireEvent.click(screen.getByRole('button', { name: 'Jugar otra vez' }));
		await settle();
		expect(start).toHaveBeenCalledTimes(2);
		expect(document.activeElement?.textContent).toBe('Pregunta 1 de 10: ¿cuál es la infiltrada?');
	});

	it('warns politely at 5 s, counts a time-out as no answer and moves on by itself', async () => {
		await startPlaying();
		await wait(9_800);
		expect(screen.getByRole('timer').textContent).toBe('6 s');
		expect(screen.queryByText('Quedan 5 segundos.')).toBeNull();
		await wait(200);
		expect(screen.getByRole('timer').textContent).toBe('5 s');
		expect(screen.getByText('Quedan 5 segundos.').getAttribute('aria-live')).toBe('polite');
		await wait(4_800);
		expect(check).not.toHaveBeenCalled();
		await wait(200);
		expect(check).toHaveBeenCalledExactlyOnceWith({ rid: RID, q: 0, choice: null, ms: 15_000 });
		expect(screen.getByRole('status').textContent).toContain('Se acabó el tiempo.');
		await wait(FEEDBACK_MS - 100);
		expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Pregunta 1 de 10');
		await wait(200);
		expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Pregunta 2 de 10');
		expect(screen.queryByText('Quedan 5 segundos.')).toBeNull();
	});

	it('goes on when an answer cannot be checked, and ignores digits typed into a field', async () => {
		check.mockResolvedValueOnce({ ok: false, status: 0, result: 'network_error', msg: 'x' });
		await startPlaying();
		const field = document.createElement('textarea');
		document.body.append(field);
		fireEvent.keyDown(field, { key: '3' });
		await settle();
		expect(check).not.toHaveBeenCalled();
		field.remove();
		fireEvent.click(screen.getByRole('button', { name: /Marca02/ }));
		await settle();
		expect(screen.getByRole('status').textContent).toBe(
			'Respuesta guardada. Verás la solución al final de la ronda.',
		);
		fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
		await settle();
		expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Pregunta 2 de 10');
	});
});
