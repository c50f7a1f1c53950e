// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportReportCsv, getReport, getReportScope } from '../../../lib/api/reports';
import type { Report, ReportScope } from '../../../lib/contracts/reports';
import { writeTokenCookies } from '../../../lib/session-cookies';
import { clearSession, setAuth } from '../../../stores/auth';
import { loadSubscriptions, sessionReady } from '../../../stores/session';
import { $toasts, clearToasts } from '../../../stores/toasts';
import { saveBlob } from '../shared/save-blob';
import { historyBack } from '../shared/test-utils';
import GroupDashboard from './GroupDashboard';
import PharmacyReports from './PharmacyReports';
import { readReportQuery, reportSearch } from './report-query';

vi.mock('../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	DASHBOARD_PATH: '/dashboard',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../lib/api/reports', () => ({
	getReportScope: vi.fn(),
	getReport: vi.fn(),
	exportReportCsv: vi.fn(),
}));
vi.mock('../shared/save-blob', () => ({ saveBlob: vi.fn() }));

const ready = vi.mocked(sessionReady);
const scopeCall = vi.mocked(getReportScope);
const reportCall = vi.mocked(getReport);
const csvCall = vi.mocked(exportReportCsv);
const save = vi.mocked(saveBlob);

const SCOPE: ReportScope = {
	pharmacies: [
		{ id: 3, name: 'Farmacia Sol', groupId: 9, reports: true },
		{ id: 4, name: 'Farmacia Luna', groupId: 9, reports: true },
		{ id: 5, name: 'Farmacia Caducada', groupId: 9, reports: false },
	],
	groups: [{ id: 9, name: 'Grupo Norte' }],
	itineraries: [
		{ id: 21, name: 'Acogida', status: 'published' },
		{ id: 22, name: 'Verano', status: 'draft' },
	],
};

function report(overrides: Partial<Report> = {}): Report {
	return {
		filters: { from: '2026-10-24', to: '2026-11-22', pharmacy: null, group: null, itinerary: null },
		excluded: [],
		files: {
			members: 'informe-farmacia-sol-2026-10-24-2026-11-22.csv',
			courses: 'informe-farmacia-sol-2026-10-24-2026-11-22-cursos.csv',
		},
		summary: {
			people: 2,
			active: 1,
			minutes: 12500,
			coursesCompleted: 3,
			certificates: 2,
			downloads: 4,
		},
		members: [
			{
				userId: 7,
				name: 'Ana López',
				email: 'ana@example.com',
				pharmacyId: 3,
				pharmacyName: 'Farmacia Sol',
				minutes: 12500,
				coursesStarted: 2,
				coursesCompleted: 3,
				certificates: 2,
				downloads: 4,
				averageProgress: 62.5,
				lastActivity: '2026-11-10',
				active: true,
			},
			{
				userId: 8,
				name: 'Bruno Sanz',
				email: 'bruno@example.com',
				pharmacyId: 4,
				pharmacyName: 'Farmacia Luna',
				minutes: 0,
				coursesStarted: 0,
				coursesCompleted: 0,
				certificates: 0,
				downloads: 0,
				averageProgress: null,
				lastActivity: null,
				active: false,
			},
		],
		courses: [
			{
				courseId: 1019,
				name: 'Dermatitis del pañal',
				own: false,
				started: 1,
				completed: 1,
				averageProgress: 100,
				downloads: 4,
			},
			{
				courseId: 10001,
				name: 'Protocolo de acogida',
				own: true,
				started: 1,
				completed: 0,
				averageProgress: 25,
				downloads: 0,
			},
		],
		ranking: [
			{
				position: 1,
				userId: 7,
				name: 'Ana López',
				pharmacyName: 'Farmacia Sol',
				coursesCompleted: 3,
				minutes: 12500,
			},
		],
		downloads: [],
		pharmacies: [
			{
				pharmacyId: 3,
				name: 'Farmacia Sol',
				people: 1,
				active: 1,
				minutes: 12500,
				coursesCompleted: 3,
				certificates: 2,
			},
			{
				pharmacyId: 4,
				name: 'Farmacia Luna',
				people: 1,
				active: 0,
				minutes: 0,
				coursesCompleted: 0,
				certificates: 0,
			},
		],
		...overrides,
	};
}

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
	clearToasts();
	ready.mockReset();
	scopeCall.mockReset();
	reportCall.mockReset();
	csvCall.mockReset();
	save.mockReset();
	vi.mocked(loadSubscriptions).mockResolvedValue(true);
	writeTokenCookies({ access_token: 'at-1' });
	setAuth({ name: 'Carmen', lastName: 'Ruiz' });
	ready.mockResolvedValue(true);
	window.history.replaceState(null, '', '/aula/informes');
});

afterEach(() => {
	cleanup();
});

async function settle() {
	for (let i = 0; i < 6; i++) {
		await act(() => Promise.resolve());
	}
}

describe('report-query', () => {
	it('reads ids and days from the address and leaves out what does not read as one', () => {
		expect(
			readReportQuery('?pharmacyId=3&itineraryId=x&from=2026-11-01&to=mañana&groupId=0'),
		).toEqual({
			pharmacyId: 3,
			from: '2026-11-01',
		});
		expect(reportSearch({ to: '2026-11-22', pharmacyId: 3, from: undefined })).toBe(
			'?pharmacyId=3&to=2026-11-22',
		);
		expect(reportSearch({})).toBe('');
	});
});

describe('PharmacyReports', () => {
	it('asks the report with the filters of the address and shows the tables, numbers in Spanish', async () => {
		window.history.replaceState(
			null,
			'',
			'/aula/informes?pharmacyId=3&itineraryId=21&from=2026-11-01&to=2026-11-22',
		);
		scopeCall.mockResolvedValue({ ok: true, data: SCOPE });
		reportCall.mockResolvedValue({ ok: true, data: report() });
		render(<PharmacyReports />);
		await settle();

		expect(reportCall).toHaveBeenCalledExactlyOnceWith({
			pharmacyId: 3,
			itineraryId: 21,
			from: '2026-11-01',
			to: '2026-11-22',
		});
		expect(screen.getByLabelText<HTMLSelectElement>('Farmacia').value).toBe('3');
		expect(screen.getByLabelText<HTMLSelectElement>('Itinerario').value).toBe('21');
		expect(screen.getByRole('option', { name: 'Verano (borrador)' })).toBeTruthy();
		expect(screen.getByLabelText<HTMLInputElement>('Desde').value).toBe('2026-11-01');

		const summary = screen.getByRole('region', { name: 'Resumen' });
		expect(within(summary).getByText('12.500')).toBeTruthy();

		const members = screen.getByRole('table', { name: /^Progreso de cada persona/ });
		const ana = within(members).getByRole('row', { name: /Ana López/ });
		expect(within(ana).getByRole('rowheader').textContent).toContain('ana@example.com');
		expect(
			within(ana)
				.getAllByRole('cell')
				.map((cell) => cell.textContent),
		).toEqual(['Farmacia Sol', '12.500', '2', '3', '2', '4', '62,5 %', '10/11/2026']);
		const bruno = within(members).getByRole('row', { name: /Bruno Sanz/ });
		expect(within(bruno).getAllByRole('cell').at(-2)?.textContent).toBe('—');
		expect(within(bruno).getAllByRole('cell').at(-1)?.textContent).toBe('Sin actividad');
		expect(
			within(members)
				.getAllByRole('columnheader')
				.map((cell) => cell.textContent),
		).toContain('Última actividad');

		const courses = screen.getByRole('table', { name: /^Cada curso/ });
		expect(
			within(courses).getByRole('row', { name: /Protocolo de acogida/ }).textContent,
		).toContain('Formación propia');
		expect(screen.getByRole('table', { name: /^Quién completó más cursos/ })).toBeTruthy();
		expect(screen.getByText('Nadie ha descargado fichas en estas fechas.')).toBeTruthy();
		expect(screen.getByText('Informe del 24/10/2026 al 22/11/2026: 2 personas.')).toBeTruthy();
	});

	it('applying the filters puts them in the address and asks again; a backwards range is refused first', async () => {
		scopeCall.mockResolvedValue({ ok: true, data: SCOPE });
		reportCall.mockResolvedValue({ ok: true, data: report() });
		render(<PharmacyReports />);
		await settle();
		expect(reportCall).toHaveBeenLastCalledWith({});
		// The dates the server chose fill the inputs.
		expect(screen.getByLabelText<HTMLInputElement>('Hasta').value).toBe('2026-11-22');

		fireEvent.change(screen.getByLabelText('Farmacia'), { target: { value: '4' } });
		fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-12-01' } });
		fireEvent.click(screen.getByRole('button', { name: 'Ver informe' }));
		await settle();
		expect(
			screen.getByText('La fecha «desde» no puede ser posterior a la fecha «hasta».'),
		).toBeTruthy();
		expect(reportCall).toHaveBeenCalledTimes(1);

		fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
		fireEvent.click(screen.getByRole('button', { name: 'Ver informe' }));
		await settle();
		expect(window.location.search).toBe('?pharmacyId=4&from=2026-11-01&to=2026-11-22');
		expect(reportCall).toHaveBeenLastCalledWith({
			pharmacyId: 4,
			from: '2026-11-01',
			to: '2026-11-22',
		});

		// Back in the browser: the previous filters again.
		await historyBack();
		await settle();
		expect(reportCall).toHaveBeenLastCalledWith({});
	});

	it('downloads each table as a CSV with the dates on screen, saved under the server’s name', async () => {
		scopeCall.mockResolvedValue({ ok: true, data: SCOPE });
		reportCall.mockResolvedValue({ ok: true, data: report() });
		const blob = new Blob(['\uFEFFNombre;Email\r\n'], { type: 'text/csv' });
		csvCall.mockResolvedValue({ ok: true, data: blob });
		render(<PharmacyReports />);
		await settle();

		fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV del equipo' }));
		await settle();
		expect(csvCall).toHaveBeenCalledExactlyOnceWith(
			{ from: '2026-10-24', to: '2026-11-22' },
			'members',
		);
		expect(save).toHaveBeenCalledExactlyOnceWith(
			blob,
			'informe-farmacia-sol-2026-10-24-2026-11-22.csv',
		);

		csvCall.mockResolvedValue({
			ok: false,
			status: 500,
			result: 'http_error',
			msg: 'Error desconocido: 500',
		});
		fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV de cursos' }));
		await settle();
		expect(csvCall).toHaveBeenLastCalledWith({ from: '2026-10-24', to: '2026-11-22' }, 'courses');
		expect($toasts.get().map((toast) => [toast.type, toast.text])).toEqual([
			['error', 'No hemos podido preparar el CSV. Error desconocido: 500'],
		]);
	});

	it('explains, without asking for a report, to someone who manages no pharmacy', async () => {
		scopeCall.mockResolvedValue({
			ok: true,
			data: { pharmacies: [], groups: [], itineraries: [] },
		});
		render(<PharmacyReports />);
		await settle();
		expect(screen.getByRole('heading', { name: 'No gestionas ninguna farmacia' })).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver mis estadísticas' }).getAttribute('href')).toBe(
			'/aula/estadisticas',
		);
		expect(reportCall).not.toHaveBeenCalled();
	});

	it('explains the plan, without asking, for a pharmacy whose plan has no reports', async () => {
		window.history.replaceState(null, '', '/aula/informes?pharmacyId=5');
		scopeCall.mockResolvedValue({ ok: true, data: SCOPE });
		render(<PharmacyReports />);
		await settle();
		expect(screen.getByRole('heading', { name: 'Tu plan no incluye los informes' })).toBeTruthy();
		expect(reportCall).not.toHaveBeenCalled();
	});

	it('shows a failed report in a toast and in the page, with a retry', async () => {
		scopeCall.mockResolvedValue({ ok: true, data: SCOPE });
		reportCall.mockResolvedValueOnce({
			ok: false,
			status: 404,
			result: 'ph_nf',
			msg: 'No encontramos esa farmacia entre las que gestionas.',
		});
		reportCall.mockResolvedValueOnce({ ok: true, data: report() });
		render(<PharmacyReports />);
		await settle();
		expect(screen.getByRole('alert').textContent).toContain(
			'No encontramos esa farmacia entre las que gestionas.',
		);
		expect($toasts.get()[0]?.text).toBe('No encontramos esa farmacia entre las que gestionas.');
		fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
		await settle();
		expect(screen.getByRole('table', { name: /^Progreso de cada persona/ })).toBeTruthy();
	});
});

describe('GroupDashboard', () => {
	it('tells someone without a group how groups are set up, and where to ask', async () => {
		scopeCall.mockResolvedValue({
			ok: true,
			data: {
				pharmacies: [{ id: 3, name: 'Farmacia Sol', groupId: null, reports: true }],
				groups: [],
				itineraries: [],
			},
		});
		render(<GroupDashboard />);
		await settle();
		expect(
			screen.getByRole('heading', { name: 'No gestionas ningún grupo de farmacias' }),
		).toBeTruthy();
		expect(
			screen.getByRole('link', { name: 'Habla con nuestro equipo comercial' }).getAttribute('href'),
		).toBe('/compra/contacto');
		expect(reportCall).not.toHaveBeenCalled();
	});

	it('asks the group report and lists each pharmacy with a link to its own report', async () => {
		window.history.replaceState(null, '', '/aula/grupo?from=2026-10-24');
		scopeCall.mockResolvedValue({ ok: true, data: SCOPE });
		reportCall.mockResolvedValue({
			ok: true,
			data: report({
				filters: { ...report().filters, group: { id: 9, name: 'Grupo Norte' } },
				excluded: [{ id: 5, name: 'Farmacia Caducada' }],
			}),
		});
		render(<GroupDashboard />);
		await settle();
		expect(reportCall).toHaveBeenCalledExactlyOnceWith({
			groupId: 9,
			from: '2026-10-24',
			to: undefined,
		});
		const table = screen.getByRole('table', { name: /^Cada farmacia del grupo/ });
		const sol = within(table).getByRole('row', { name: /Farmacia Sol/ });
		expect(
			within(sol)
				.getAllByRole('cell')
				.slice(0, 5)
				.map((cell) => cell.textContent),
		).toEqual(['1', '1', '12.500', '3', '2']);
		expect(
			within(sol).getByRole('link', { name: 'Ver informe de Farmacia Sol' }).getAttribute('href'),
		).toBe('/aula/informes?pharmacyId=3&from=2026-10-24&to=2026-11-22');
		expect(within(table).getByRole('row', { name: /Total del grupo/ }).textContent).toContain(
			'12.500',
		);
		expect(screen.getByRole('table', { name: /^Quién completó más cursos/ })).toBeTruthy();
		// A pharmacy of the group without an open plan is named, not silently left out.
		expect(
			screen.getByText('Sin plan de farmacia activo, fuera de este informe: Farmacia Caducada.'),
		).toBeTruthy();
	});
});
