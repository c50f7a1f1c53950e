/** The own training's rules without React (issue #7): title, file and list changes. */
import { describe, expect, it } from 'vitest';
import type { OwnTraining } from '../../../../lib/contracts/own-training';
import type { ManagedPharmacyView } from '../../../../lib/contracts/pharmacy-team';
import {
	fileStatus,
	looksLikeVideo,
	planOfferKey,
	titleError,
	trainingMeta,
	withChanged,
	withoutTraining,
	withUploaded,
} from './training';

const VIDEO: OwnTraining = {
	courseId: 10450,
	title: 'Acogida en el mostrador',
	description: '',
	type: 'video',
	bytes: 12_900_000,
	durationSeconds: 150,
	createdAt: '2026-11-22T10:00:00.000Z',
	started: 3,
	completed: 1,
};
const PDF: OwnTraining = {
	...VIDEO,
	courseId: 10451,
	title: 'Protocolo de devoluciones',
	type: 'pdf',
	bytes: 2_048,
	durationSeconds: 0,
};

function pharmacy(id: number, plan: ManagedPharmacyView['plan']): ManagedPharmacyView {
	return { id, name: `Farmacia ${id}`, logoUrl: null, group: null, viaGroup: false, plan, used: 1 };
}

describe('the title', () => {
	it('needs 3 to 120 characters once trimmed', () => {
		const rule = 'El título debe tener entre 3 y 120 caracteres.';
		expect(titleError('  Ab  ')).toBe(rule);
		expect(titleError('x'.repeat(121))).toBe(rule);
		expect(titleError(' Abc ')).toBeNull();
		expect(titleError('x'.repeat(120))).toBeNull();
	});
});

describe('the chosen file', () => {
	const video = { name: 'clase.mp4', type: 'video/mp4', size: 5_000_000 };
	const pdf = { name: 'ficha.pdf', type: 'application/pdf', size: 2_048 };

	it('is a video by its type or, failing that, its extension', () => {
		expect(looksLikeVideo({ name: 'clase.MOV', type: '' })).toBe(true);
		expect(looksLikeVideo(pdf)).toBe(false);
	});

	it('is described by its length once read, or a PDF by its size', () => {
		expect(fileStatus(null, false, null)).toBe('');
		expect(fileStatus(video, true, null)).not.toBe('');
		expect(fileStatus(video, false, null)).toBe('');
		expect(fileStatus(video, false, 150)).toContain('2:30');
		expect(fileStatus(pdf, false, null)).toContain('KB');
	});
});

describe('a training in the list', () => {
	it('says a video’s length and size, a PDF’s size', () => {
		expect(trainingMeta(VIDEO)).toMatch(/^Vídeo · 2:30 · 12,3 MB/);
		expect(trainingMeta(PDF)).not.toContain('2:30');
	});

	it('offers plan L for a plan without uploads, any plan without one', () => {
		const plans = [
			pharmacy(7, { planName: 'M', size: 'M', seats: 4, trial: false }),
			pharmacy(8, null),
		];
		expect(planOfferKey(plans, 7)).toBe('training.page.plan_text');
		expect(planOfferKey(plans, 8)).toBe('training.page.plan_text_none');
		expect(planOfferKey(null, 7)).toBe('training.page.plan_text_none');
	});
});

describe('the list', () => {
	it('puts an upload first, replaces an edited one and drops a deleted one', () => {
		expect(withUploaded([VIDEO], PDF).map((entry) => entry.courseId)).toEqual([10451, 10450]);
		const renamed = { ...VIDEO, title: 'Bienvenida' };
		expect(withChanged([PDF, VIDEO], renamed)).toEqual([PDF, renamed]);
		expect(withoutTraining([PDF, VIDEO], 10451)).toEqual([VIDEO]);
	});
});
