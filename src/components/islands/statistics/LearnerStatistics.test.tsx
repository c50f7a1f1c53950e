// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStatistics } from '../../../lib/api/statistics';
import type { LearnerStatistics as Stats } from '../../../lib/contracts/statistics';
import { writeTokenCookies } from '../../../lib/session-cookies';
import { clearSession, setAuth } from '../../../stores/auth';
import { loadSubscriptions, sessionReady } from '../../../stores/session';
import { setSubscriptions, type Licence } from '../../../stores/subscription';
import { formatDuration, shortDate } from './format';
import LearnerStatistics from './LearnerStatistics';

vi.mock('../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	DASHBOARD_PATH: '/dashboard',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../lib/api/statistics', () => ({ getStatistics: vi.fn() }));
const ready = vi.mocked(sessionReady);
const load = vi.mocked(loadSubscriptions);
const fetchStats = vi.mocked(getStatistics);

function licence(status: string): Licence {
	return {
		status,
		end: '2030-01-31T12:00:00.000Z',
		enrollment_id: 7,
		name: 'Plan Profesional mensual',
		lid: 205,
		periodicity: 2,
		price: 1990,
	};
}

/** `count` consecutive days ending on `last`, oldest first. */
function daysEnding(last: string, count: number): string[] {
	return Array.from({ length: count }, (_, index) => {
		const date = new Date(`${last}T12:00:00Z`);
		date.setUTCDate(date.getUTCDate() - (count - 1 - index));
		return date.toISOString().slice(0, 10);
	});
}

/** Statistics of 22 November 2026 with these minutes on these days and weeks (Mondays). */
function stats(
	overrides: Partial<Stats> = {},
	dayMinutes: Record<string, number> = {},
	weekMinutes: Record<string, number> = {},
): Stats {
	return {
		minutesWatched: 0,
		days: daysEnding('2026-11-22', 30).map((day) => ({ day, minutes: dayMinutes[day] ?? 0 })),
		weeks: daysEnding('2026-11-16', 78)
			.filter((_, index) => index % 7 === 0)
			.map((week) => ({ week, minutes: weekMinutes[week] ?? 0 })),
		streak: { current: 0, best: 0 },
		coursesCompleted: 0,
		coursesInProgress: 0,
		itemsCompleted: 0,
		certificates: 0,
		hoursByArea: [],
		...overrides,
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
	fetchStats.mockReset();
	load.mockResolvedValue(true);
});

afterEach(() => {
	cleanup();
});

/** Logged in with these licences; the page's reload keeps them. */
async function renderWith(licences: Licence[]) {
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Ana', lastName: 'Ruiz' });
	setSubscriptions(licences, false);
	ready.mockResolvedValue(true);
	render(<LearnerStatistics />);
	await act(async () => {
		await Promise.resolve();
		await Promise.resolve();
	});
}

function tile(name: string): HTMLElement {
	return screen.getByRole('listitem', { name });
}

describe('LearnerStatistics', () => {
	it('says it is checking the session until the check answers, then sends the anonymous to /login', async () => {
		ready.mockReturnValue(new Promise(() => undefined));
		render(<LearnerStatistics />);
		expect(screen.getByRole('status').textContent).toBe('Comprobando tu sesión…');
		cleanup();

		window.history.replaceState(null, '', '/aula/estadisticas');
		const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
		ready.mockResolvedValue(false);
		render(<LearnerStatistics />);
		await act(() => Promise.resolve());
		expect(replace).toHaveBeenCalledExactlyOnceWith('/login?volver=/aula/estadisticas');
		window.history.replaceState(null, '', '/');
		expect(fetchStats).not.toHaveBeenCalled();
	});

	it('offers the plans without asking the API when no licence opens the campus', async () => {
		await renderWith([licence('canceled')]);
		expect(
			screen.getByRole('heading', { name: 'Necesitas un plan para ver tus estadísticas' }),
		).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/planes');
		expect(fetchStats).not.toHaveBeenCalled();
	});

	it('shows the friendly empty state, with the way to the courses, when nothing was done yet', async () => {
		fetchStats.mockResolvedValue({ ok: true, data: stats() });
		await renderWith([licence('trialing')]);
		expect(screen.getByRole('heading', { name: 'Aún no has visto ningún vídeo' })).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ir a mis cursos' }).getAttribute('href')).toBe(
			'/dashboard',
		);
		expect(screen.queryByRole('img')).toBeNull();
	});

	it('shows the tiles, both charts with their data and the ledger in hours and minutes', async () => {
		fetchStats.mockResolvedValue({
			ok: true,
			data: stats(
				{
					minutesWatched: 1250,
					streak: { current: 1, best: 12 },
					coursesCompleted: 3,
					coursesInProgress: 1,
					itemsCompleted: 14,
					certificates: 3,
					hoursByArea: [
						{ area: 'Dermofarmacia', minutes: 80, certificates: 2 },
						{ area: 'Nutrición', minutes: 60, certificates: 1 },
					],
				},
				{ '2026-11-12': 20, '2026-11-22': 5 },
				{ '2026-11-09': 20, '2026-11-16': 5 },
			),
		});
		await renderWith([licence('active')]);

		expect(within(tile('Minutos vistos')).getByText('1250')).toBeTruthy();
		expect(within(tile('Minutos vistos')).getByText('14 contenidos completados')).toBeTruthy();
		expect(within(tile('Cursos completados')).getByText('3')).toBeTruthy();
		expect(within(tile('Cursos completados')).getByText('1 curso empezado')).toBeTruthy();
		expect(within(tile('Racha actual')).getByText('1 día')).toBeTruthy();
		expect(within(tile('Racha actual')).getByText('Mejor racha: 12 días')).toBeTruthy();
		expect(within(tile('Certificados')).getByText('2 h 20 min de formación')).toBeTruthy();

		const daily = screen.getByRole('img', { name: /cada día de los últimos 30 días/ });
		expect(daily.getAttribute('aria-label')).toBe(
			'Gráfico de barras de los minutos vistos cada día de los últimos 30 días: 25 minutos en total, 2 días con actividad. El día con más fue el 12 de noviembre de 2026, con 20 minutos.',
		);
		// One bar per day with minutes; the tallest fills the drawing.
		const bars = daily.querySelectorAll('rect');
		expect(bars).toHaveLength(2);
		expect(Number(bars[0]?.getAttribute('height'))).toBeGreaterThan(
			Number(bars[1]?.getAttribute('height')) * 3,
		);
		const dailyTable = screen.getByRole('table', { name: 'Minutos vistos por día' });
		const rows = within(dailyTable).getAllByRole('row');
		expect(rows).toHaveLength(31);
		expect(within(rows[30]!).getByRole('rowheader').textContent).toBe('22 de noviembre de 2026');
		expect(within(rows[30]!).getByRole('cell').textContent).toBe('5');

		const weekly = screen.getByRole('img', { name: /cada semana de las últimas 12 semanas/ });
		expect(weekly.getAttribute('aria-label')).toContain('25 minutos en total');
		expect(weekly.getAttribute('aria-label')).toContain('la del 9 de noviembre de 2026');
		expect(
			within(screen.getByRole('table', { name: 'Minutos vistos por semana' })).getAllByRole('row'),
		).toHaveLength(13);

		const ledger = screen.getByRole('list', { name: 'Horas por área' });
		expect(
			within(ledger)
				.getAllByRole('listitem')
				.map((line) => line.textContent),
		).toEqual(['Dermofarmacia1 h 20 min2 certificados', 'Nutrición1 h1 certificado']);
	});

	it('explains a failure in Spanish and tries again on demand', async () => {
		fetchStats.mockResolvedValueOnce({
			ok: false,
			status: 0,
			result: 'network_error',
			msg: 'No hemos podido conectar. Revisa tu conexión.',
		});
		await renderWith([licence('active')]);
		expect(screen.getByRole('alert').textContent).toContain(
			'No hemos podido cargar tus estadísticas. No hemos podido conectar. Revisa tu conexión.',
		);

		fetchStats.mockResolvedValueOnce({
			ok: true,
			data: stats({ minutesWatched: 3, streak: { current: 1, best: 1 } }, { '2026-11-22': 3 }),
		});
		await act(async () => {
			fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
			await Promise.resolve();
		});
		expect(fetchStats).toHaveBeenCalledTimes(2);
		expect(screen.queryByRole('alert')).toBeNull();
		expect(within(tile('Racha actual')).getByText('1 día')).toBeTruthy();
	});

	it('offers the plans when the server says the licence no longer opens the campus', async () => {
		fetchStats.mockResolvedValue({
			ok: false,
			status: 403,
			result: 'lic_req',
			msg: 'Necesitas un plan activo para ver este curso. Consulta nuestros planes.',
		});
		await renderWith([licence('active')]);
		expect(screen.getByRole('link', { name: 'Ver planes' })).toBeTruthy();
		expect(screen.queryByRole('alert')).toBeNull();
	});
});

describe('formatters', () => {
	it.each([
		[0, '0 min'],
		[45, '45 min'],
		[60, '1 h'],
		[80, '1 h 20 min'],
		[605, '10 h 5 min'],
		[60_000, '1000 h'],
		[600_000, '10.000 h'],
	])('%d minutes read %s', (minutes, text) => {
		expect(formatDuration(minutes)).toBe(text);
	});

	it('gives short Spanish dates for the axis, the same day in any time zone', () => {
		expect(shortDate('2026-10-24')).toBe('24 oct');
		expect(shortDate('2027-01-01')).toBe('1 ene');
	});
});
