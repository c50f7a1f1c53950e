import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import {
	courseErrorMessage,
	getCategories,
	getCourse,
	getCourses,
	getProgram,
	getTotalCourses,
	type CourseCallKind,
} from './courses';

const COURSE = {
	cid: 1,
	cnm: 'Dermofarmacia básica',
	ctid: 358,
	des: 'Cuidado de la piel',
	lu: '2025-05-01',
	path: 'dermofarmacia-basica',
	img: '/media/d.jpg',
	dur: 5,
	tg: 'both',
};

/** A client whose fake server answers `data` for every call, recording what was asked. */
function serverAnswering(body: unknown, status = 200) {
	const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
		Promise.resolve(Response.json(body, { status })),
	);
	const client = createApiClient({
		baseUrl: '/api',
		clientKey: 'k',
		getAccessToken: () => null,
		fetch,
	});
	const lastCall = () => {
		const [input, init] = fetch.mock.calls.at(-1) ?? [];
		return {
			url: typeof input === 'string' ? input : '',
			method: init?.method,
			body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
		};
	};
	return { client, lastCall };
}

describe('course calls', () => {
	it('getCourses posts the query and unwraps data.getCourses', async () => {
		const { client, lastCall } = serverAnswering({
			ok: true,
			data: { getCourses: { courses: [COURSE], tqr: 1 } },
		});
		expect(await getCourses({ qh: 'dermo', cl: [358], rbp: 12, od: 1 }, client)).toEqual({
			ok: true,
			data: { courses: [COURSE], tqr: 1 },
		});
		expect(lastCall()).toEqual({
			url: '/api/courses/getCourses',
			method: 'POST',
			body: { qh: 'dermo', cl: [358], rbp: 12, od: 1 },
		});
	});

	it('getCourses sends an empty body by default', async () => {
		const { client, lastCall } = serverAnswering({
			ok: true,
			data: { getCourses: { courses: [], tqr: 0 } },
		});
		await getCourses(undefined, client);
		expect(lastCall().body).toEqual({});
	});

	it('getCourse posts the path and unwraps data.getCourse', async () => {
		const detail = { courseId: 1, name: 'Dermofarmacia básica', goals: ['Aconsejar'] };
		const { client, lastCall } = serverAnswering({ ok: true, data: { getCourse: detail } });
		expect(await getCourse('dermofarmacia-basica', client)).toEqual({ ok: true, data: detail });
		expect(lastCall()).toMatchObject({
			url: '/api/courses/getCourse',
			body: { path: 'dermofarmacia-basica' },
		});
	});

	it('getProgram posts the course id and unwraps data.getProgram.prg', async () => {
		const prg = [{ position: 1, topic: 'Introducción', content: [] }];
		const { client, lastCall } = serverAnswering({ ok: true, data: { getProgram: { prg } } });
		expect(await getProgram(7, client)).toEqual({ ok: true, data: prg });
		expect(lastCall()).toMatchObject({ url: '/api/courses/getProgram', body: { cid: 7 } });
	});

	it('getCategories posts {} and unwraps data.getCategories.cl', async () => {
		const cl = [{ ctid: 358, pos: 1, nm: 'Profesional', slug: 'profesional' }];
		const { client, lastCall } = serverAnswering({ ok: true, data: { getCategories: { cl } } });
		expect(await getCategories(client)).toEqual({ ok: true, data: cl });
		expect(lastCall()).toEqual({ url: '/api/courses/getCategories', method: 'POST', body: {} });
	});

	it('getTotalCourses gets ?catid= and unwraps the number', async () => {
		const { client, lastCall } = serverAnswering({ ok: true, data: { getTotalCourses: 42 } });
		expect(await getTotalCourses(358, client)).toEqual({ ok: true, data: 42 });
		expect(lastCall()).toMatchObject({
			url: '/api/courses/getTotalCourses?catid=358',
			method: 'GET',
		});
	});

	it('fails with invalid_response when the expected field is missing or of the wrong type', async () => {
		expect(
			await getTotalCourses(
				358,
				serverAnswering({ ok: true, data: { getTotalCourses: '42' } }).client,
			),
		).toMatchObject({ ok: false, result: 'invalid_response' });
		expect(
			await getProgram(1, serverAnswering({ ok: true, data: { getProgram: {} } }).client),
		).toMatchObject({ ok: false, result: 'invalid_response' });
	});

	it('passes failures through with the server code', async () => {
		const { client } = serverAnswering(
			{ ok: false, result: 'co_nf', msg: 'Curso no encontrado' },
			404,
		);
		expect(await getCourse('nope', client)).toEqual({
			ok: false,
			status: 404,
			result: 'co_nf',
			msg: 'Curso no encontrado',
		});
	});
});

describe('courseErrorMessage', () => {
	const GENERIC = 'No se ha podido completar la solicitud. Inténtalo de nuevo.';
	const cases: [CourseCallKind, string[], string][] = [
		['course', ['cid_ms', 'pid_int', 'p_nf', 'cid_int', 'co_nf'], 'Curso no encontrado'],
		['program', ['cid_ms', 'cid_int', 'co_nf'], 'Programa no encontrado'],
		[
			'courses',
			['co_nf', 'pid_int', 'p_nf', 'max_int', 'rbp_int', 'pn_int', 'od_int', 'ct_nf'],
			'Cursos no encontrados',
		],
		['categories', ['ct_nf'], 'Categorías no encontradas'],
	];

	for (const [kind, codes, message] of cases) {
		it.each(codes)(`maps %s of a ${kind} call to "${message}"`, (code) => {
			expect(courseErrorMessage(kind, { result: code, msg: 'otro' })).toBe(message);
		});
	}

	it('does not map codes that belong to another call', () => {
		expect(courseErrorMessage('program', { result: 'p_nf', msg: '' })).toBe(GENERIC);
		expect(courseErrorMessage('categories', { result: 'co_nf' })).toBe(GENERIC);
	});

	it('uses the failure message for other codes, or the generic one', () => {
		expect(courseErrorMessage('course', { result: 'http_error', msg: 'Acceso prohibido' })).toBe(
			'Acceso prohibido',
		);
		expect(courseErrorMessage('course', { result: 'weird', msg: '  ' })).toBe(GENERIC);
	});
});
