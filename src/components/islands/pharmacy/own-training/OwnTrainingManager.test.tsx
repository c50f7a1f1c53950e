// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listTrainings, uploadTraining } from '../../../../lib/api/own-training';
import { getMyPharmacies } from '../../../../lib/api/pharmacy-team';
import type { OwnTraining } from '../../../../lib/contracts/own-training';
import type { ManagedPharmacyView } from '../../../../lib/contracts/pharmacy-team';
import { $managesPharmacies } from '../../../../stores/management';
import { loadSubscriptions, sessionReady } from '../../../../stores/session';
import { courseIdFrom } from '../../player/OwnTrainingPlayer';
import OwnTrainingManager from './OwnTrainingManager';
import { looksLikeVideo } from './training';

vi.mock('../../../../stores/session', () => ({
	GENERAL_LOGIN_PATH: '/login',
	sessionReady: vi.fn(),
	loadSubscriptions: vi.fn(),
}));
vi.mock('../../../../lib/api/pharmacy-team', () => ({ getMyPharmacies: vi.fn() }));
vi.mock('../../../../lib/api/own-training', () => ({
	listTrainings: vi.fn(),
	uploadTraining: vi.fn(),
	updateTraining: vi.fn(),
	deleteTraining: vi.fn(),
}));
const ready = vi.mocked(sessionReady);
const myPharmacies = vi.mocked(getMyPharmacies);
const list = vi.mocked(listTrainings);
const upload = vi.mocked(uploadTraining);

function pharmacy(overrides: Partial<ManagedPharmacyView> = {}): ManagedPharmacyView {
	return {
		id: 7,
		name: 'Farmacia Ruiz',
		logoUrl: null,
		group: null,
		viaGroup: false,
		plan: { planName: 'Plan Farmacia L mensual', size: 'L', seats: 10, trial: false },
		used: 1,
		...overrides,
	};
}

const VIDEO: OwnTraining = {
	courseId: 10450,
	title: 'Acogida en el mostrador',
	description: 'Cómo recibimos a cada cliente',
	type: 'video',
	bytes: 12_900_000,
	durationSeconds: 150,
	createdAt: '2026-11-22T10:00:00.000Z',
	started: 3,
	completed: 1,
};

async function renderWith(
	managed: ManagedPharmacyView[],
	canUpload: boolean,
	trainings: OwnTraining[],
) {
	ready.mockResolvedValue(true);
	vi.mocked(loadSubscriptions).mockResolvedValue(true);
	myPharmacies.mockResolvedValue({ ok: true, data: { managed, groups: [], memberOf: null } });
	list.mockResolvedValue({ ok: true, data: { trainings, canUpload } });
	render(<OwnTrainingManager />);
	await act(async () => {
		for (let i = 0; i < 5; i++) await Promise.resolve();
	});
}

beforeEach(() => {
	vi.clearAllMocks();
});
afterEach(() => {
	cleanup();
});

describe('OwnTrainingManager', () => {
	it('lists each training with its size, length and who started and completed it', async () => {
		await renderWith([pharmacy()], true, [VIDEO]);
		const item = screen.getByRole('listitem', { name: 'Acogida en el mostrador' });
		expect(within(item).getByText(/^Vídeo · 2:30 · 12,3 MB/)).toBeTruthy();
		expect(within(item).getByText('Empezada por 3 · completada por 1')).toBeTruthy();
		expect(within(item).getByRole('link', { name: /^Ver/ }).getAttribute('href')).toBe(
			'/aula/formacion?id=10450',
		);
		expect(list).toHaveBeenCalledWith(7);
	});

	it('explains plan L to a pharmacy on plan M, without the form', async () => {
		await renderWith(
			[pharmacy({ plan: { planName: 'M', size: 'M', seats: 4, trial: false } })],
			false,
			[],
		);
		expect(
			screen.getByRole('heading', { name: 'Tu plan no incluye formación propia' }),
		).toBeTruthy();
		expect(screen.getByRole('link', { name: 'Ver el Plan Farmacia L' }).getAttribute('href')).toBe(
			'/plan/farmacia-l/',
		);
		expect(screen.queryByRole('button', { name: 'Subir formación' })).toBeNull();
	});

	it('sends someone who manages no pharmacy to their campus, without the management tabs', async () => {
		await renderWith([], false, []);
		expect(screen.getByRole('link', { name: 'Ir a mi campus' })).toBeTruthy();
		expect(list).not.toHaveBeenCalled();
		expect($managesPharmacies.get()).toBe(false);
		cleanup();
		await renderWith([pharmacy()], true, []);
		expect($managesPharmacies.get()).toBe(true);
	});

	it('checks the title before sending, and keeps what was typed when the server refuses', async () => {
		await renderWith([pharmacy()], true, []);
		const title = screen.getByLabelText('Título', { exact: false, selector: 'input' });
		fireEvent.change(title, { target: { value: 'Ab' } });
		await act(async () => {
			fireEvent.click(screen.getByRole('button', { name: 'Subir formación' }));
			await Promise.resolve();
		});
		expect(screen.getByText('El título debe tener entre 3 y 120 caracteres.')).toBeTruthy();
		expect(upload).not.toHaveBeenCalled();

		fireEvent.change(title, { target: { value: 'Protocolo de devoluciones' } });
		const file = new File(['%PDF-1.4'], 'protocolo.pdf', { type: 'application/pdf' });
		await act(async () => {
			fireEvent.change(screen.getByLabelText('Archivo'), { target: { files: [file] } });
			await Promise.resolve();
		});
		upload.mockResolvedValue({
			ok: false,
			status: 415,
			result: 'file_type',
			msg: 'Ese archivo no es de un tipo admitido: vídeo MP4 o WebM, o PDF.',
		});
		await act(async () => {
			fireEvent.click(screen.getByRole('button', { name: 'Subir formación' }));
			for (let i = 0; i < 3; i++) await Promise.resolve();
		});
		expect(upload).toHaveBeenCalledWith(
			expect.objectContaining({ pharmacyId: 7, title: 'Protocolo de devoluciones', file }),
		);
		expect(upload.mock.calls[0]?.[0]).not.toHaveProperty('durationSeconds');
		expect(screen.getByRole('alert').textContent).toContain('MP4');
		expect((title as HTMLInputElement).value).toBe('Protocolo de devoluciones');
	});
});

describe('helpers', () => {
	it('tells a video by its type or, failing that, its extension', () => {
		expect(looksLikeVideo({ name: 'a.bin', type: 'video/webm' })).toBe(true);
		expect(looksLikeVideo({ name: 'clase.MP4', type: '' })).toBe(true);
		expect(looksLikeVideo({ name: 'ficha.pdf', type: 'application/pdf' })).toBe(false);
	});

	it('reads the own training to play from the address', () => {
		expect(courseIdFrom('?id=10450')).toBe(10450);
		expect(courseIdFrom('?id=0')).toBeNull();
		expect(courseIdFrom('?id=12abc')).toBeNull();
		expect(courseIdFrom('')).toBeNull();
	});
});
