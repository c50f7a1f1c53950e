// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProtocols } from '../../../lib/api/protocols';
import type { AdviceProtocol, ProtocolsResult } from '../../../lib/contracts/protocols';
import { writeTokenCookies } from '../../../lib/session-cookies';
import { clearSession, setAuth } from '../../../stores/auth';
import { $sidePopup } from '../../../stores/overlays-side';
import { loadSubscriptions, sessionReady } from '../../../stores/session';
import { setSubscriptions, type Licence } from '../../../stores/subscription';
import AdviceProtocols, { SEARCH_DEBOUNCE_MS } from './AdviceProtocols';

vi.mock('../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../lib/api/protocols', () => ({
	PROTOCOLS_RESULT: { licenceRequired: 'lic_req' },
	getProtocols: vi.fn(),
}));
const ready = vi.mocked(sessionReady);
const load = vi.mocked(loadSubscriptions);
const fetchProtocols = vi.mocked(getProtocols);

const RESPIRATORY = { slug: 'respiratorio', name: 'Respiratorio' };
const DIGESTIVE = { slug: 'digestivo', name: 'Digestivo' };

function sheet(
	slug: string,
	symptom: string,
	category: { slug: string; name: string },
	summary: string,
): AdviceProtocol {
	return {
		slug,
		symptom,
		category,
		summary,
		questions: [`¿Desde cuándo tiene ${symptom.toLowerCase()}?`, '¿Toma algún medicamento?'],
		recommendation: ['Beber líquidos templados.', 'Dextrometorfano en adultos.'],
		referral: ['Fiebre alta o dificultad para respirar.', 'Más de 3 semanas.'],
	};
}

/** The demo sheets in the server's order (by symptom). */
const PROTOCOLS: AdviceProtocol[] = [
	sheet(
		'acidez-y-ardor',
		'Acidez y ardor de estómago',
		DIGESTIVE,
		'Ardor que sube desde el estómago después de comer.',
	),
	sheet(
		'dolor-de-garganta',
		'Dolor de garganta',
		RESPIRATORY,
		'Molestia al tragar, casi siempre vírica.',
	),
	sheet('estrenimiento', 'Estreñimiento', DIGESTIVE, 'Deposiciones difíciles o poco frecuentes.'),
	sheet('tos-seca', 'Tos seca', RESPIRATORY, 'Tos irritativa, sin mucosidad.'),
];

function licence(status = 'trialing'): Licence {
	return {
		status,
		start: '2030-01-01T12:00:00.000Z',
		end: '2030-01-06T12:00:00.000Z',
		cancel_at_period_end: false,
		enrollment_id: 7,
		name: 'Plan Profesional mensual',
		lid: 205,
		periodicity: 2,
		price: 1990,
	};
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
	ready.mockReset();
	load.mockReset();
	fetchProtocols.mockReset();
	load.mockResolvedValue(true);
	fetchProtocols.mockResolvedValue({ ok: true, data: PROTOCOLS });
});

afterEach(() => {
	vi.useRealTimers();
	cleanup();
});

function logIn(licences: Licence[] = [licence()]) {
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Lucía', lastName: 'Navarro' });
	setSubscriptions(licences, false);
	ready.mockResolvedValue(true);
}

/** Lets the session check, the licences and the first load answer. */
async function settle() {
	await act(async () => {
		for (let step = 0; step < 6; step++) await Promise.resolve();
	});
}

/** Logged in with a trial; the sheets are loaded. */
async function renderLoaded() {
	logIn();
	render(<AdviceProtocols />);
	await settle();
	expect(screen.getByRole('status').textContent).toBe('4 protocolos');
}

function searchBox() {
	return screen.getByRole('searchbox', { name: 'Buscar por síntoma' });
}

function type(text: string) {
	fireEvent.change(searchBox(), { target: { value: text } });
}

function sheetButtons() {
	return within(screen.getByRole('list')).getAllByRole('button');
}

function symptoms() {
	return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('AdviceProtocols', () => {
	it('says it is checking the session until the check answers', () => {
		ready.mockReturnValue(new Promise(() => undefined));
		render(<AdviceProtocols />);
		expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Protocolos de consejo');
		expect(screen.getByRole('status').textContent).toBe('Comprobando tu sesión…');
		expect(fetchProtocols).not.toHaveBeenCalled();
	});

	it('sends a visitor without a session to /login, replacing the page', async () => {
		window.history.replaceState(null, '', '/aula/protocolos-de-consejo?q=tos');
		const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
		ready.mockResolvedValue(false);
		render(<AdviceProtocols />);
		await settle();
		expect(replace).toHaveBeenCalledExactlyOnceWith(
			'/login?volver=/aula/protocolos-de-consejo?q=tos',
		);
		window.history.replaceState(null, '', '/');
		expect(fetchProtocols).not.toHaveBeenCalled();
	});

	it('waits for the licences, then offers the plans to a user without one (no API call)', async () => {
		logIn([licence('canceled')]);
		let finishLoading: (value: boolean) => void = () => undefined;
		load.mockReturnValue(
			new Promise((resolve) => {
				finishLoading = resolve;
			}),
		);
		render(<AdviceProtocols />);
		await settle();
		expect(screen.getByRole('status').textContent).toBe('Comprobando tu licencia…');
		await act(async () => {
			finishLoading(false);
			await Promise.resolve();
		});
		expect(
			screen.getByRole('heading', {
				level: 2,
				name: 'Los protocolos de consejo forman parte de los planes del campus.',
			}),
		).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/planes');
		expect(fetchProtocols).not.toHaveBeenCalled();
		expect(screen.queryByRole('searchbox')).toBeNull();
	});

	it('lists every sheet closed, with its area and summary, and counts them', async () => {
		await renderLoaded();
		expect(fetchProtocols).toHaveBeenCalledExactlyOnceWith();
		expect(symptoms()).toEqual([
			'Acidez y ardor de estómago',
			'Dolor de garganta',
			'Estreñimiento',
			'Tos seca',
		]);
		for (const button of sheetButtons()) {
			expect(button.getAttribute('aria-expanded')).toBe('false');
		}
		const item = screen.getByRole('button', { name: 'Dolor de garganta' }).closest('article');
		if (!item) throw new Error('no sheet');
		expect(item.textContent).toContain('Área: Respiratorio');
		expect(item.textContent).toContain('Molestia al tragar, casi siempre vírica.');
		expect(within(item).queryByRole('heading', { level: 3 })).toBeNull();
	});

	it('opens a sheet on its button: the three sections, the referral marked as a warning', async () => {
		await renderLoaded();
		const button = screen.getByRole('button', { name: 'Dolor de garganta' });
		const panelId = button.getAttribute('aria-controls');
		expect(panelId).toBeTruthy();
		fireEvent.click(button);
		expect(button.getAttribute('aria-expanded')).toBe('true');
		const panel = document.getElementById(panelId ?? '');
		if (!panel) throw new Error('no panel');
		expect(panel.hidden).toBe(false);
		expect(
			within(panel)
				.getAllByRole('heading', { level: 3 })
				.map((heading) => heading.textContent),
		).toEqual(['Preguntas que hacer', 'Qué recomendar', 'Cuándo derivar al médico']);
		const questions = within(panel).getAllByRole('list')[0];
		expect(questions?.tagName).toBe('OL');
		expect(questions?.textContent).toContain('¿Desde cuándo tiene dolor de garganta?');
		const referral = within(panel)
			.getByRole('heading', { name: 'Cuándo derivar al médico' })
			.closest('div');
		expect(referral?.className).toContain('protocol__section--referral');
		expect(referral?.textContent).toContain('Atención: ante cualquiera de estos signos');
		expect(referral?.textContent).toContain('Fiebre alta o dificultad para respirar.');
		// Only that sheet opened; the button closes it again.
		expect(screen.getByRole('button', { name: 'Tos seca' }).getAttribute('aria-expanded')).toBe(
			'false',
		);
		fireEvent.click(button);
		expect(button.getAttribute('aria-expanded')).toBe('false');
		expect(panel.hidden).toBe(true);
	});

	it('filters as the user types, without accents or case, then asks the server once', async () => {
		await renderLoaded();
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		type('E');
		type('ESTO');
		type('ESTÓMAGO');
		expect(symptoms()).toEqual(['Acidez y ardor de estómago']);
		expect(screen.getByRole('status').textContent).toBe('1 protocolo');
		expect(fetchProtocols).toHaveBeenCalledOnce();
		fetchProtocols.mockResolvedValue({ ok: true, data: [PROTOCOLS[0] as AdviceProtocol] });
		await act(async () => {
			await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
		});
		expect(fetchProtocols).toHaveBeenCalledTimes(2);
		expect(fetchProtocols).toHaveBeenLastCalledWith('estomago');
		expect(symptoms()).toEqual(['Acidez y ardor de estómago']);
	});

	it('finds any word of the search, the sheet matching more of them first', async () => {
		await renderLoaded();
		type('dolor garganta');
		expect(symptoms()).toEqual(['Dolor de garganta']);
		type('tos con estreñimiento');
		expect(symptoms()).toEqual(['Estreñimiento', 'Tos seca']);
		type('tos seca con estreñimiento');
		expect(symptoms()).toEqual(['Tos seca', 'Estreñimiento']);
		type('garganta xilófono');
		expect(symptoms()).toEqual(['Dolor de garganta']);
	});

	it("adds the server's matches by keyword to what the page found", async () => {
		await renderLoaded();
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		type('carraspera');
		expect(screen.getByRole('status').textContent).toBe('Sin resultados');
		fetchProtocols.mockResolvedValue({ ok: true, data: [PROTOCOLS[3] as AdviceProtocol] });
		await act(async () => {
			await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
		});
		expect(fetchProtocols).toHaveBeenLastCalledWith('carraspera');
		expect(symptoms()).toEqual(['Tos seca']);
		expect(screen.getByRole('status').textContent).toBe('1 protocolo');
		// The side popup says why a sheet without the word is listed.
		expect($sidePopup.get()?.text).toBe(
			'1 ficha aparece por sus palabras clave, aunque no contiene lo que has escrito.',
		);
	});

	it('drops a slower answer to an older search', async () => {
		await renderLoaded();
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		let answerOld: (value: Awaited<ReturnType<typeof getProtocols>>) => void = () => undefined;
		fetchProtocols.mockReturnValueOnce(
			new Promise((resolve) => {
				answerOld = resolve;
			}),
		);
		type('carraspe');
		await act(async () => {
			await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
		});
		fetchProtocols.mockResolvedValueOnce({ ok: true, data: [PROTOCOLS[3] as AdviceProtocol] });
		type('carraspera');
		await act(async () => {
			await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
		});
		expect(symptoms()).toEqual(['Tos seca']);
		// The first search answers last: it must not replace what the newest one found.
		await act(async () => {
			answerOld({ ok: true, data: [] });
			await Promise.resolve();
		});
		expect(symptoms()).toEqual(['Tos seca']);
	});

	it('says "Sin resultados" and clears the search with one button, back in the field', async () => {
		await renderLoaded();
		type('  xilófono ');
		expect(screen.getByRole('status').textContent).toBe('Sin resultados');
		expect(screen.queryByRole('list')).toBeNull();
		expect(document.body.textContent).toContain('Ningún protocolo coincide con «xilófono».');
		fireEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
		expect(screen.getByRole('status').textContent).toBe('4 protocolos');
		expect((searchBox() as HTMLInputElement).value).toBe('');
		expect(document.activeElement).toBe(searchBox());
	});

	it('filters by area with the chips, together with the search', async () => {
		await renderLoaded();
		const chips = screen.getByRole('group', { name: 'Filtrar por área' });
		expect(
			within(chips)
				.getAllByRole('button')
				.map((chip) => chip.textContent),
		).toEqual(['Todas las áreas', 'Digestivo', 'Respiratorio']);
		const digestive = within(chips).getByRole('button', { name: 'Digestivo' });
		fireEvent.click(digestive);
		expect(digestive.getAttribute('aria-pressed')).toBe('true');
		expect(symptoms()).toEqual(['Acidez y ardor de estómago', 'Estreñimiento']);
		type('tos');
		expect(screen.getByRole('status').textContent).toBe('Sin resultados');
		fireEvent.click(within(chips).getByRole('button', { name: 'Todas las áreas' }));
		expect(symptoms()).toEqual(['Tos seca']);
	});

	it('keeps what the page found when the server search fails, and says so', async () => {
		await renderLoaded();
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		fetchProtocols.mockResolvedValue({
			ok: false,
			status: 0,
			result: 'network_error',
			msg: 'Error',
		});
		type('tos');
		await act(async () => {
			await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
		});
		expect(symptoms()).toEqual(['Tos seca']);
		expect(document.body.textContent).toContain('La búsqueda completa no ha respondido');
	});

	it('offers the plans when the server answers lic_req', async () => {
		logIn();
		fetchProtocols.mockResolvedValue({
			ok: false,
			status: 403,
			result: 'lic_req',
			msg: 'Necesitas un plan activo.',
		});
		render(<AdviceProtocols />);
		await settle();
		expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/planes');
		// The API client closes the session on a 403: the offer stays.
		act(() => {
			clearSession();
		});
		expect(screen.getByRole('link', { name: 'Ver planes' })).toBeTruthy();
	});

	it('explains another 403 in Spanish, without a retry', async () => {
		logIn();
		fetchProtocols.mockResolvedValue({
			ok: false,
			status: 403,
			// A 403 no contract declares (a proxy's, say): the island must still explain it.
			result: 'forbidden' as ProtocolsResult,
			msg: 'Acceso prohibido',
		});
		render(<AdviceProtocols />);
		await settle();
		expect(screen.getByRole('alert').textContent).toContain(
			'No tienes acceso a los protocolos de consejo con tu cuenta.',
		);
		expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
	});

	it('explains a failed load and loads again on "Reintentar"', async () => {
		logIn();
		fetchProtocols.mockResolvedValueOnce({
			ok: false,
			status: 500,
			result: 'server_error',
			msg: 'Error',
		});
		render(<AdviceProtocols />);
		await settle();
		expect(screen.getByRole('alert').textContent).toBe(
			'No hemos podido cargar los protocolos. Comprueba tu conexión y vuelve a intentarlo.Reintentar',
		);
		fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
		await settle();
		expect(screen.queryByRole('alert')).toBeNull();
		expect(screen.getByRole('status').textContent).toBe('4 protocolos');
	});

	it('offers to log in again when the session ends on the page', async () => {
		await renderLoaded();
		act(() => {
			clearSession();
		});
		expect(
			screen
				.getByRole('link', { name: 'Inicia sesión para ver los protocolos' })
				.getAttribute('href'),
		).toBe('/login');
		expect(screen.queryByRole('list')).toBeNull();
	});
});
