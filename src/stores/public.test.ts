import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api/client';
import { $public, loadCourseTotals, setCourseTotals } from './public';

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	setCourseTotals({ totalCoursesProfessional: 0, totalCoursesStudents: 0 });
});

function clientAnswering(totals: Record<string, number | null>) {
	return createApiClient({
		baseUrl: '/api',
		clientKey: 'test',
		getAccessToken: () => null,
		fetch: (input) => {
			const url = typeof input === 'string' ? input : '';
			const catid = new URL(url, 'http://site.test').searchParams.get('catid') ?? '';
			const total = totals[catid];
			const body =
				total === null || total === undefined
					? { ok: false, result: 'ct_nf', msg: 'Categorías no encontradas' }
					: { ok: true, data: { getTotalCourses: total } };
			return Promise.resolve(Response.json(body, { status: body.ok ? 200 : 404 }));
		},
	});
}

describe('public record', () => {
	it('defaults both totals to 0', () => {
		expect($public.get()).toEqual({ totalCoursesProfessional: 0, totalCoursesStudents: 0 });
	});

	it('updates the given totals and persists them under "public"', () => {
		setCourseTotals({ totalCoursesProfessional: 120 });
		setCourseTotals({ totalCoursesStudents: 80 });
		expect($public.get()).toEqual({ totalCoursesProfessional: 120, totalCoursesStudents: 80 });
		expect(JSON.parse(getTestStorage()['public'] ?? 'null')).toEqual({
			totalCoursesProfessional: 120,
			totalCoursesStudents: 80,
		});
	});

	it('ignores totals that are not whole non-negative numbers', () => {
		setCourseTotals({ totalCoursesProfessional: 5, totalCoursesStudents: 6 });
		setCourseTotals({ totalCoursesProfessional: -1, totalCoursesStudents: 2.5 });
		expect($public.get()).toEqual({ totalCoursesProfessional: 5, totalCoursesStudents: 6 });
	});

	it('restores stored totals, replacing a bad field by 0', () => {
		const unbind = $public.listen(() => {});
		setTestStorageKey(
			'public',
			JSON.stringify({ totalCoursesProfessional: 42, totalCoursesStudents: 'many' }),
		);
		expect($public.get()).toEqual({ totalCoursesProfessional: 42, totalCoursesStudents: 0 });
		unbind();
	});

	it('loads the professional (358) and student (359) totals', async () => {
		await loadCourseTotals(clientAnswering({ '358': 150, '359': 90 }));
		expect($public.get()).toEqual({ totalCoursesProfessional: 150, totalCoursesStudents: 90 });
	});

	it('keeps the previous total when one fails to load', async () => {
		setCourseTotals({ totalCoursesProfessional: 7, totalCoursesStudents: 3 });
		await loadCourseTotals(clientAnswering({ '358': 150, '359': null }));
		expect($public.get()).toEqual({ totalCoursesProfessional: 150, totalCoursesStudents: 3 });
	});
});
