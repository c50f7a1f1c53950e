import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import type { DatabaseHandle } from '../../db/client';
import { demoContent } from '../../db/seed-data/content-files';
import { coursePathHistory, courses as coursesTable } from '../../db/schema';
import { createTtlCache } from '../../services/ttl-cache';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';

const demoCatalogue = demoContent();

/** The demo course at `index`, with the id every demo course has. */
function demoCourse(index: number) {
	const course = demoCatalogue.courses[index];
	if (course?.id === undefined) throw new Error(`no demo course ${String(index)} with an id`);
	return { ...course, id: course.id };
}

/** Lower case without accents: what the search compares. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const audienceCount = (audience: 'professional' | 'student') =>
	demoCatalogue.courses.filter(
		(course) => course.audience === audience || course.audience === 'both',
	).length;

/**
 * Cases with huge values carry them in `_value` so the test title stays short:
 * `{ qh: '101 characters', _value: 'xxx…' }` sends `{ qh: 'xxx…' }`.
 */
function realBody(label: Record<string, unknown>): Record<string, unknown> {
	if (!('_value' in label)) return label;
	const { _value, ...rest } = label;
	const [field] = Object.keys(rest);
	return field ? { [field]: _value } : {};
}

describe.each(databaseKinds)('course calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db));
	});
	afterAll(async () => {
		await handle.close();
	});

	describe('client key', () => {
		it('refuses a call without pcek with 403 pcek_inv in the envelope', async () => {
			const res = await call(app, 'POST', '/api/courses/getCategories', {
				headers: { pcek: '' },
			});
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({ ok: false, result: 'pcek_inv' });
			expect(res.body.msg).toMatch(/clave de cliente/i);
		});

		it('refuses an unknown pcek', async () => {
			const res = await call(app, 'POST', '/api/courses/getCategories', {
				headers: { pcek: 'someone-else' },
			});
			expect(res.status).toBe(403);
			expect(res.body.result).toBe('pcek_inv');
		});
	});

	describe('getCategories', () => {
		it('lists every category in position order with ctid and pos', async () => {
			const res = await call(app, 'POST', '/api/courses/getCategories', { body: {} });
			expect(res.status).toBe(200);
			const list = res.body.data.getCategories.cl;
			expect(list).toHaveLength(demoCatalogue.categories.length);
			expect(list.length).toBeGreaterThanOrEqual(12);
			expect(list.map((c: { pos: number }) => c.pos)).toEqual(
				[...list.map((c: { pos: number }) => c.pos)].sort((a, b) => a - b),
			);
			expect(list[0]).toEqual({ ctid: 1, pos: 1, nm: 'Dermofarmacia', slug: 'dermofarmacia' });
		});

		it('accepts an empty body as {}', async () => {
			const res = await call(app, 'POST', '/api/courses/getCategories', { rawBody: '' });
			expect(res.status).toBe(200);
		});
	});

	describe('getTotalCourses', () => {
		it('answers the professional total for 358 and the student total for 359, which differ', async () => {
			const professional = await call(app, 'GET', '/api/courses/getTotalCourses?catid=358');
			const student = await call(app, 'GET', '/api/courses/getTotalCourses?catid=359');
			expect(professional.body).toEqual({
				ok: true,
				data: { getTotalCourses: audienceCount('professional') },
			});
			expect(student.body.data.getTotalCourses).toBe(audienceCount('student'));
			expect(professional.body.data.getTotalCourses).not.toBe(student.body.data.getTotalCourses);
			expect(professional.headers.get('cache-control')).toContain('s-maxage');
		});

		it('counts a category', async () => {
			const res = await call(app, 'GET', '/api/courses/getTotalCourses?catid=2');
			const expected = demoCatalogue.courses.filter((c) => c.category === 'salud-capilar').length;
			expect(res.body.data.getTotalCourses).toBe(expected);
		});

		it.each([
			['', 400, 'inv_data'],
			['abc', 400, 'inv_data'],
			['-3', 400, 'inv_data'],
			['99999', 404, 'ct_nf'],
		])('catid=%j answers %i %s', async (catid, status, result) => {
			const res = await call(app, 'GET', `/api/courses/getTotalCourses?catid=${catid}`);
			expect(res.status).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
			expect(typeof res.body.msg).toBe('string');
		});
	});

	describe('getCourses', () => {
		it('pages through the whole catalogue with tqr and the spec fields', async () => {
			const first = await call(app, 'POST', '/api/courses/getCourses', { body: { rbp: 10 } });
			expect(first.status).toBe(200);
			const { courses, tqr } = first.body.data.getCourses;
			expect(tqr).toBe(demoCatalogue.courses.length);
			expect(courses).toHaveLength(10);
			expect(Object.keys(courses[0]).sort()).toEqual(
				['cid', 'cnm', 'ctid', 'des', 'dur', 'img', 'lu', 'path', 'tg'].sort(),
			);
			expect(courses[0].lu).toMatch(/^\d{4}-\d{2}-\d{2}$/);
			expect(courses[0].img).toMatch(/^\/media\/demo\/poster-[a-z-]+\.jpg$/);

			const second = await call(app, 'POST', '/api/courses/getCourses', {
				body: { rbp: 10, pid: 2 },
			});
			const firstIds = courses.map((c: { cid: number }) => c.cid);
			const secondIds = second.body.data.getCourses.courses.map((c: { cid: number }) => c.cid);
			expect(secondIds).toHaveLength(10);
			expect(secondIds.filter((id: number) => firstIds.includes(id))).toEqual([]);
		});

		it('orders by name ignoring accents (od 1) and by last update (od 0)', async () => {
			const all = await call(app, 'POST', '/api/courses/getCourses', { body: { od: 1, rbp: 100 } });
			const names: string[] = all.body.data.getCourses.courses.map((c: { cnm: string }) => c.cnm);
			expect(names.map(plain)).toEqual(
				[...names.map(plain)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
			);

			const latest = await call(app, 'POST', '/api/courses/getCourses', {
				body: { od: 0, rbp: 5 },
			});
			const dates: string[] = latest.body.data.getCourses.courses.map((c: { lu: string }) => c.lu);
			const newest = [...demoCatalogue.courses.map((c) => c.updatedOn)].sort().reverse();
			expect(dates[0]).toBe(newest[0]);
			expect(dates).toEqual([...dates].sort().reverse());
		});

		it.each([
			['dermo', 'Dermofarmacia'],
			['DERMOFARMACIA', 'Dermofarmacia'],
			['nutricion', 'Nutrición'],
			['NUTRICIÓN', 'Nutrición'],
		])('search %j finds courses named with %j, accents and case ignored', async (qh, word) => {
			const res = await call(app, 'POST', '/api/courses/getCourses', { body: { qh, rbp: 100 } });
			const names: string[] = res.body.data.getCourses.courses.map((c: { cnm: string }) => c.cnm);
			const expected = demoCatalogue.courses.filter((c) => c.name.includes(word)).length;
			expect(expected).toBeGreaterThanOrEqual(2);
			expect(names.filter((name) => name.includes(word))).toHaveLength(expected);
			// Courses whose name matches come before those matching by description or category.
			const nameMatches = names.filter((name) => plain(name).includes(plain(qh))).length;
			expect(names.slice(0, nameMatches).every((name) => plain(name).includes(plain(qh)))).toBe(
				true,
			);
		});

		it('ranks whole words in the title first and never matches inside a word', async () => {
			const res = await call(app, 'POST', '/api/courses/getCourses', {
				body: { qh: 'tos', rbp: 100 },
			});
			const found: { cnm: string; des: string }[] = res.body.data.getCourses.courses;
			expect(found[0]?.cnm).toBe('Tos seca y tos productiva: cómo orientar el consejo');
			// "productos", "tópico", "hidratos": a word that merely contains the letters is no match.
			const word = /(^|[^a-z0-9])tos/;
			for (const course of found) {
				const category = demoCatalogue.categories.find(
					(c) => c.slug === demoCatalogue.courses.find((d) => d.name === course.cnm)?.category,
				);
				expect(
					word.test(plain(`${course.cnm} ${course.des}`)) || word.test(plain(category?.name ?? '')),
				).toBe(true);
			}
			const inside = demoCatalogue.courses.filter(
				(c) =>
					plain(`${c.name} ${c.description}`).includes('tos') &&
					!word.test(plain(`${c.name} ${c.description}`)),
			);
			expect(inside.length).toBeGreaterThan(5);
		});

		it('requires every search word to match', async () => {
			const res = await call(app, 'POST', '/api/courses/getCourses', {
				body: { qh: 'nutricion xyzzyqq', rbp: 100 },
			});
			expect(res.status).toBe(200);
			expect(res.body.data.getCourses).toEqual({ courses: [], tqr: 0 });
		});

		it('treats LIKE wildcards in the search text as plain characters', async () => {
			const res = await call(app, 'POST', '/api/courses/getCourses', { body: { qh: '%_%' } });
			expect(res.body.data.getCourses.tqr).toBe(0);
		});

		it('filters by categories and by target audience', async () => {
			const res = await call(app, 'POST', '/api/courses/getCourses', {
				body: { cl: [1, 3], rbp: 100 },
			});
			const ctids = new Set(res.body.data.getCourses.courses.map((c: { ctid: number }) => c.ctid));
			expect([...ctids].sort()).toEqual([1, 3]);
			const expected = demoCatalogue.courses.filter((c) =>
				['dermofarmacia', 'nutricion'].includes(c.category),
			).length;
			expect(res.body.data.getCourses.tqr).toBe(expected);

			const students = await call(app, 'POST', '/api/courses/getCourses', {
				body: { tg: 3, rbp: 100 },
			});
			expect(students.body.data.getCourses.tqr).toBe(audienceCount('student'));
			expect(
				students.body.data.getCourses.courses.every((c: { tg: string }) => c.tg !== 'professional'),
			).toBe(true);
		});

		it.each([
			[{ pid: 0 }, 400, 'pid_int'],
			[{ pid: 'uno' }, 400, 'pid_int'],
			[{ pid: 1.5 }, 400, 'pid_int'],
			[{ pid: 999 }, 404, 'p_nf'],
			[{ rbp: -1 }, 400, 'rbp_int'],
			[{ rbp: 'x' }, 400, 'rbp_int'],
			[{ rbp: 1000 }, 400, 'max_int'],
			[{ od: 2 }, 400, 'od_int'],
			[{ od: 'latest' }, 400, 'od_int'],
			[{ od: true }, 400, 'od_int'],
			[{ cl: [9999] }, 404, 'ct_nf'],
			[{ cl: ['a'] }, 400, 'inv_data'],
			[
				{ cl: 'fifty-one ids', _value: Array.from({ length: 51 }, (_, i) => i + 1) },
				400,
				'inv_data',
			],
			[{ qh: '101 characters', _value: 'x'.repeat(101) }, 400, 'inv_data'],
			[{ qh: 42 }, 400, 'inv_data'],
			[{ tg: 7 }, 400, 'inv_data'],
		])('%j answers %i %s with a message', async (label, status, result) => {
			const res = await call(app, 'POST', '/api/courses/getCourses', { body: realBody(label) });
			expect(res.status).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
			expect(res.body.msg.length).toBeGreaterThan(5);
		});

		it('refuses a body that is not a JSON object', async () => {
			for (const rawBody of ['{nope', '[1,2]', '"texto"', 'null']) {
				const res = await call(app, 'POST', '/api/courses/getCourses', { rawBody });
				expect(res.status).toBe(400);
				expect(res.body).toMatchObject({ ok: false, result: 'inv_json' });
			}
		});

		it('refuses a huge body with 413 in the envelope, not a crash', async () => {
			const res = await call(app, 'POST', '/api/courses/getCourses', {
				rawBody: JSON.stringify({ qh: 'a'.repeat(200_000) }),
			});
			expect(res.status).toBe(413);
			expect(res.body).toMatchObject({ ok: false, result: 'body_too_large' });
		});
	});

	describe('getCourse', () => {
		const sample = demoCatalogue.courses[0]!;

		it('returns the course detail by path, with authors, goals and content summary', async () => {
			const res = await call(app, 'POST', '/api/courses/getCourse', {
				body: { path: sample.path },
			});
			expect(res.status).toBe(200);
			const course = res.body.data.getCourse;
			expect(course).toMatchObject({
				courseId: sample.id,
				name: sample.name,
				path: sample.path,
				description: sample.description,
				goals: sample.goals,
				target: sample.audience,
				lastUpdated: sample.updatedOn,
				demoExcluded: sample.demoExcluded,
			});
			const creator = demoCatalogue.experts.find((e) => e.slug === sample.createdBy)!;
			expect(course.created).toBe(creator.name);
			expect(course.createdBio).toBe(creator.bio);
			expect(course.video).toMatch(/^\/media\/demo\/trailer-\d\.webm$/);
			expect(course.captions).toMatch(/\.vtt$/);
			const items = sample.program.flatMap((topic) => topic.items);
			const total = course.content.reduce(
				(sum: number, line: { quantity: number }) => sum + line.quantity,
				0,
			);
			expect(total).toBe(items.length);
			expect(course.content.find((line: { type: string }) => line.type === 'quiz')).toMatchObject({
				quantity: 1,
				name: 'Test final',
			});
		});

		it('finds it by cid as well', async () => {
			const res = await call(app, 'POST', '/api/courses/getCourse', { body: { cid: sample.id } });
			expect(res.body.data.getCourse.path).toBe(sample.path);
		});

		it('says when the course was reviewed and which sources it follows (issue #19)', async () => {
			const sources = [
				{
					title: 'Ficha técnica del ibuprofeno',
					publisher: 'CIMA (AEMPS)',
					url: 'https://cima.aemps.es/',
					consultedOn: '2026-10-01',
				},
			];
			const other = demoCourse(1);
			await handle.db
				.update(coursesTable)
				.set({ reviewedOn: '2026-10-02', sources })
				.where(eq(coursesTable.id, other.id));
			const res = await call(app, 'POST', '/api/courses/getCourse', { body: { cid: other.id } });
			expect(res.body.data.getCourse).toMatchObject({ reviewedOn: '2026-10-02', sources });
		});

		it('no longer finds a course once archived, by path or by cid', async () => {
			const archived = demoCourse(2);
			await handle.db
				.update(coursesTable)
				.set({ status: 'archived' })
				.where(eq(coursesTable.id, archived.id));
			for (const body of [{ cid: archived.id }, { path: archived.path }]) {
				const res = await call(app, 'POST', '/api/courses/getCourse', { body });
				expect(res.status).toBe(404);
			}
			await handle.db
				.update(coursesTable)
				.set({ status: 'published' })
				.where(eq(coursesTable.id, archived.id));
		});

		it.each([
			[{}, 400, 'cid_ms'],
			[{ cid: 'abc' }, 400, 'cid_int'],
			[{ cid: -4 }, 400, 'cid_int'],
			[{ cid: 424242 }, 404, 'co_nf'],
			[{ path: 'no-existe-este-curso' }, 404, 'co_nf'],
			[{ path: '../../etc/passwd' }, 404, 'p_nf'],
			[{ path: '5000 characters', _value: 'x'.repeat(5000) }, 404, 'p_nf'],
			[{ path: 12 }, 404, 'p_nf'],
		])('%j answers %i %s', async (label, status, result) => {
			const res = await call(app, 'POST', '/api/courses/getCourse', { body: realBody(label) });
			expect(res.status).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
		});
	});

	describe('getMovedCourse', () => {
		it('leads an old path to the live course that had it, and nowhere else', async () => {
			const renamed = demoCourse(3);
			await handle.db.insert(coursePathHistory).values({
				path: 'nombre-antiguo-del-curso',
				courseId: renamed.id,
				retiredAt: new Date('2026-11-01T10:00:00Z'),
			});
			const moved = await call(app, 'POST', '/api/courses/getMovedCourse', {
				body: { path: 'nombre-antiguo-del-curso' },
			});
			expect(moved.body).toEqual({ ok: true, data: { getMovedCourse: { path: renamed.path } } });

			const unknown = await call(app, 'POST', '/api/courses/getMovedCourse', {
				body: { path: 'nunca-existio' },
			});
			expect(unknown.status).toBe(404);
			// An archived course's old links go nowhere either.
			await handle.db
				.update(coursesTable)
				.set({ status: 'archived' })
				.where(eq(coursesTable.id, renamed.id));
			const gone = await call(app, 'POST', '/api/courses/getMovedCourse', {
				body: { path: 'nombre-antiguo-del-curso' },
			});
			expect(gone.status).toBe(404);
			await handle.db
				.update(coursesTable)
				.set({ status: 'published' })
				.where(eq(coursesTable.id, renamed.id));
		});
	});

	describe('getProgram', () => {
		it('returns topics and items in order, ending with the quiz', async () => {
			const sample = demoCatalogue.courses.find((c) => c.program.length > 1)!;
			const res = await call(app, 'POST', '/api/courses/getProgram', { body: { cid: sample.id } });
			const prg = res.body.data.getProgram.prg;
			expect(prg.map((t: { topic: string }) => t.topic)).toEqual(
				sample.program.map((t) => t.title),
			);
			expect(prg[0].position).toBe(1);
			const items = prg.flatMap(
				(t: { content: { name: string; position: number }[] }) => t.content,
			);
			expect(items.map((i: { name: string }) => i.name)).toEqual(
				sample.program.flatMap((t) => t.items.map((i) => i.name)),
			);
			expect(items.map((i: { position: number }) => i.position)).toEqual(
				items.map((_: unknown, index: number) => index + 1),
			);
			expect(items.at(-1).type).toBe('quiz');
		});

		it.each([
			[{}, 400, 'cid_ms'],
			[{ cid: [1] }, 400, 'cid_int'],
			[{ cid: 424242 }, 404, 'co_nf'],
		])('%j answers %i %s', async (body, status, result) => {
			const res = await call(app, 'POST', '/api/courses/getProgram', { body });
			expect(res.status).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
		});
	});

	describe('errors and health', () => {
		it('answers an unknown API path with a JSON 404', async () => {
			const res = await call(app, 'GET', '/api/courses/nope');
			expect(res.status).toBe(404);
			expect(res.body).toMatchObject({ ok: false, result: 'not_found' });
		});

		it('reports health with the database, without a client key', async () => {
			const res = await call(app, 'GET', '/api/health', { headers: { pcek: '' } });
			expect(res.status).toBe(200);
			expect(res.body.data.health).toMatchObject({ status: 'ok', database: 'ok' });
		});

		it('echoes a request id', async () => {
			const res = await call(app, 'GET', '/api/health');
			expect(res.headers.get('x-request-id')).toBeTruthy();
		});
	});

	describe('catalogue cache', () => {
		it('answers identical queries from memory until the time limit, then sees changes', async () => {
			let now = 0;
			const cachedApp = createApp(
				createTestDeps(handle.db, {
					catalogueCache: createTtlCache({ ttlMs: 30_000, maxEntries: 100, now: () => now }),
				}),
			);
			const query = { body: { cl: [12], rbp: 100 } };
			const before = await call(cachedApp, 'POST', '/api/courses/getCourses', query);
			const [course] = await handle.db
				.insert(coursesTable)
				.values({
					path: 'curso-recien-publicado',
					name: 'Curso recién publicado',
					categoryId: 12,
					description: 'Un curso nuevo del catálogo.',
					createdOn: '2026-11-20',
					updatedOn: '2026-11-20',
				})
				.returning({ id: coursesTable.id });
			try {
				const cachedAnswer = await call(cachedApp, 'POST', '/api/courses/getCourses', query);
				expect(cachedAnswer.body.data.getCourses.tqr).toBe(before.body.data.getCourses.tqr);
				now += 30_000;
				const fresh = await call(cachedApp, 'POST', '/api/courses/getCourses', query);
				expect(fresh.body.data.getCourses.tqr).toBe(Number(before.body.data.getCourses.tqr) + 1);
			} finally {
				await handle.db.delete(coursesTable).where(eq(coursesTable.id, course!.id));
			}
		});
	});
});
