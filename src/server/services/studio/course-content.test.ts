/** The studio's export and import of courses as files (issue #19), on both databases. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { courseFile, type ContentFile } from '../../../lib/contracts/content-files';
import { CourseDocument, type CourseDocumentInput } from '../../../lib/contracts/course-document';
import type { DatabaseHandle } from '../../db/client';
import { readCourseDocument } from '../../db/queries/course-document-reads';
import { writeCourseDocument } from '../../db/queries/course-documents';
import { courseDrafts, courses, itemProgress, programItems } from '../../db/schema';
import { runContentCommand } from './content-command';
import { exportCourses, importCourses } from './course-content';

const NOW = new Date('2026-11-20T10:00:00Z');
const ASSET = '5b7f7c0e-8a43-4f0e-9d65-1c2b3a4d5e6f';

const newCourse: CourseDocumentInput = {
	path: 'tos-en-el-mostrador-de-invierno',
	name: 'Tos en el mostrador de invierno',
	category: 'respiratorio',
	audience: 'professional',
	description: 'Qué preguntar y qué recomendar ante la tos de cada invierno.',
	goals: ['Distinguir la tos seca de la productiva.', 'Saber cuándo derivar.'],
	createdBy: 'a-laura-martin-ortega',
	impartedBy: 'a-laura-martin-ortega',
	durationMinutes: 12,
	demoExcluded: true,
	related: ['dermofarmacia-basica-tipos-de-piel-y-rutinas'],
	sources: [
		{
			title: 'Sociedad Española de Neumología y Cirugía Torácica',
			publisher: 'SEPAR',
			url: 'https://www.separ.es/',
			consultedOn: '2026-11-10',
		},
	],
	reviewedOn: '2026-11-10',
	createdOn: '2026-11-01',
	updatedOn: '2026-11-10',
	program: [
		{
			title: 'La tos',
			items: [
				{
					type: 'video',
					name: 'Tos seca y tos productiva',
					durationSeconds: 200,
					mediaAssetId: ASSET,
					captionsAssetId: ASSET,
				},
				{ type: 'pdf', name: 'Ficha de la tos', fileUrl: 'fichas/tos.pdf' },
				{
					type: 'quiz',
					name: 'Test final',
					questions: [
						{
							prompt: '¿Cuándo se deriva una tos?',
							options: ['Si dura más de tres semanas', 'Nunca'],
							answer: 0,
							explanation: 'Una tos de más de tres semanas necesita médico.',
						},
					],
				},
			],
		},
	],
};

const byName = (files: ContentFile[]) =>
	Object.fromEntries(files.map((file) => [file.name, file.text]));
const parsed = (file: ContentFile) => v.parse(CourseDocument, JSON.parse(file.text));
const itemsOf = (course: CourseDocument) => course.program.flatMap((topic) => topic.items);

describe.each(databaseKinds)('course files on %s', (kind) => {
	let campus: DatabaseHandle;
	/** A second campus with the catalogue's categories and experts, and no course at all. */
	let empty: DatabaseHandle;

	beforeAll(async () => {
		[campus, empty] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
		await empty.db.execute(sql`truncate courses cascade`);
		await campus.db.transaction((tx) =>
			writeCourseDocument(tx, v.parse(CourseDocument, newCourse), {
				status: 'published',
				now: NOW,
			}),
		);
	});
	afterAll(async () => {
		await Promise.all([campus.close(), empty.close()]);
	});

	it('exports, imports into a campus without courses and exports the same files again', async () => {
		const exported = await exportCourses(campus.db);
		expect(exported.length).toBeGreaterThanOrEqual(66);
		expect(exported.every((file) => file.name === `${parsed(file).path}.json`)).toBe(true);

		const report = await importCourses(empty.db, exported, { mode: 'publish', now: NOW });
		expect(report.written).toBe(true);
		expect(new Set(report.files.map((file) => file.outcome))).toEqual(new Set(['created']));
		expect(byName(await exportCourses(empty.db))).toEqual(byName(exported));

		// The same files once more: nothing to do.
		const again = await importCourses(empty.db, exported, { mode: 'publish', now: NOW });
		expect(new Set(again.files.map((file) => file.outcome))).toEqual(new Set(['unchanged']));
	});

	it("keeps a learner's progress through a changed course imported again", async () => {
		const [file] = await exportCourses(campus.db, { ids: [1002] });
		const course = parsed(file as ContentFile);
		const [first, second, ...rest] = itemsOf(course);
		if (!first?.id || !second?.id) throw new Error('course 1002 has fewer than two items');
		const learner = await createUser(campus.db);
		await campus.db.insert(itemProgress).values([
			{ userId: learner.id, itemId: first.id, positionSeconds: 30, completedAt: NOW },
			{ userId: learner.id, itemId: second.id, positionSeconds: 10 },
		]);
		// The second item is dropped, the first renamed, and a new video comes last.
		const changed: CourseDocument = {
			...course,
			updatedOn: '2026-11-20',
			program: [
				{
					title: 'Todo en un tema',
					items: [
						{ ...first, name: `${first.name} (revisado)` },
						...rest,
						{ type: 'video', name: 'Novedades de este año', durationSeconds: 90 },
					],
				},
			],
		};
		const report = await importCourses(campus.db, [courseFile(changed)], {
			mode: 'publish',
			now: NOW,
		});
		expect(report).toEqual({
			written: true,
			files: [
				{
					file: `${course.path}.json`,
					path: course.path,
					courseId: 1002,
					outcome: 'updated',
					problems: [],
				},
			],
		});
		const progress = await campus.db
			.select({ itemId: itemProgress.itemId, completedAt: itemProgress.completedAt })
			.from(itemProgress)
			.where(eq(itemProgress.userId, learner.id));
		expect(progress).toEqual([{ itemId: first.id, completedAt: NOW }]);
		const live = (await readCourseDocument(campus.db, 1002)) as CourseDocument;
		expect(
			itemsOf(live)
				.map((item) => item.id)
				.slice(0, -1),
		).toEqual([first, ...rest].map((item) => item.id));
		expect(itemsOf(live)[0]?.name).toBe(`${first.name} (revisado)`);
	});

	it('leaves a published course as it is and keeps the import as its studio draft', async () => {
		const before = (await readCourseDocument(campus.db, 1004)) as CourseDocument;
		const edited = { ...before, name: 'Acné adolescente: nueva edición' };
		const report = await importCourses(campus.db, [courseFile(edited)], {
			mode: 'draft',
			now: NOW,
		});
		expect(report.files[0]).toMatchObject({ outcome: 'drafted', courseId: 1004 });
		expect(await readCourseDocument(campus.db, 1004)).toEqual(before);
		const [draft] = await campus.db
			.select({ document: courseDrafts.document, updatedAt: courseDrafts.updatedAt })
			.from(courseDrafts)
			.where(eq(courseDrafts.courseId, 1004));
		expect(draft).toEqual({ document: edited, updatedAt: NOW });

		// The same file again changes nothing; another version would overwrite the editor's work.
		const same = await importCourses(campus.db, [courseFile(edited)], { mode: 'draft', now: NOW });
		expect(same.files[0]?.outcome).toBe('unchanged');
		const other = await importCourses(
			campus.db,
			[courseFile({ ...before, name: 'Acné adolescente: otra edición' })],
			{ mode: 'publish', now: NOW },
		);
		expect(other.written).toBe(false);
		expect(other.files[0]).toMatchObject({
			outcome: 'refused',
			problems: [
				{
					field: '',
					message:
						'El curso tiene cambios sin publicar en el estudio: publícalos o descártalos antes de importar.',
				},
			],
		});
	});

	it('creates a new course as a draft, and changes it in place while it is one', async () => {
		const draft = { ...newCourse, path: 'tos-borrador', related: [] };
		const created = await importCourses(
			campus.db,
			[{ name: 'tos-borrador.json', text: JSON.stringify(draft) }],
			{ mode: 'draft', now: NOW },
		);
		const [report] = created.files;
		expect(report).toMatchObject({ outcome: 'created', path: 'tos-borrador' });
		const courseId = report?.courseId ?? 0;
		const [row] = await campus.db
			.select({ status: courses.status, publishedAt: courses.publishedAt })
			.from(courses)
			.where(eq(courses.id, courseId));
		expect(row).toEqual({ status: 'draft', publishedAt: null });

		const changed = await importCourses(
			campus.db,
			[{ name: 'tos-borrador.json', text: JSON.stringify({ ...draft, name: 'Tos: borrador 2' }) }],
			{ mode: 'draft', now: NOW },
		);
		expect(changed.files[0]).toMatchObject({ outcome: 'updated', courseId });
		expect((await readCourseDocument(campus.db, courseId))?.name).toBe('Tos: borrador 2');
	});

	it('refuses the whole batch for one bad file, naming each file and field, and writes nothing', async () => {
		const courseRows = async () => (await campus.db.select({ n: count() }).from(courses))[0]?.n;
		const itemRows = async () => (await campus.db.select({ n: count() }).from(programItems))[0]?.n;
		const before = [await courseRows(), await itemRows()];
		const good = { ...newCourse, path: 'lote-bueno', related: [] };
		const negative = {
			...good,
			path: 'lote-duracion',
			program: [{ title: 'T', items: [{ type: 'video', name: 'V', durationSeconds: -5 }] }],
		};
		const report = await importCourses(
			campus.db,
			[
				{ name: 'lote-bueno.json', text: JSON.stringify(good) },
				{ name: 'lote-duracion.json', text: JSON.stringify(negative) },
				{ name: 'roto.json', text: '{ "path": ' },
				{
					name: 'lote-area.json',
					text: JSON.stringify({ ...good, path: 'lote-area', category: 'astrologia' }),
				},
				// Course 1001's id with another path: another campus's course, or a rename.
				{ name: 'lote-id.json', text: JSON.stringify({ ...good, id: 1001, path: 'lote-id' }) },
			],
			{ mode: 'publish', now: NOW },
		);
		expect(report.written).toBe(false);
		const [okFile, duration, broken, area, id] = report.files;
		expect(okFile).toMatchObject({ outcome: 'created', problems: [] });
		expect(duration).toMatchObject({
			file: 'lote-duracion.json',
			outcome: 'refused',
			problems: [{ field: 'program[0].items[0].durationSeconds' }],
		});
		expect(broken?.problems[0]?.message).toMatch(/^No es un archivo JSON válido: /);
		expect(area).toMatchObject({
			outcome: 'refused',
			problems: [{ field: 'category', message: 'No hay ninguna categoría «astrologia».' }],
		});
		expect(id).toMatchObject({ outcome: 'refused', courseId: 1001, problems: [{ field: 'id' }] });
		expect([await courseRows(), await itemRows()]).toEqual(before);
	});

	it('runs from the command line: export to a folder, import it back unchanged', async () => {
		const dir = await mkdtemp(path.join(os.tmpdir(), 'campus-content-'));
		const lines: string[] = [];
		const print = (line: string) => {
			lines.push(line);
		};
		try {
			expect(await runContentCommand(['export', dir], campus.db, NOW, print)).toBe(0);
			const names = await readdir(dir);
			expect(names).toContain('dermofarmacia-basica-tipos-de-piel-y-rutinas.json');
			const file = path.join(dir, 'tos-en-el-mostrador-de-invierno.json');
			expect(parsed({ name: '', text: await readFile(file, 'utf8') }).durationMinutes).toBe(12);
			expect(await runContentCommand(['import', dir], campus.db, NOW, print)).toBe(0);
			expect(lines.filter((line) => line.startsWith('unchanged'))).toHaveLength(names.length);
			await writeFile(path.join(dir, 'roto.json'), 'no');
			expect(await runContentCommand(['import', dir, '--publish'], campus.db, NOW, print)).toBe(1);
			expect(await runContentCommand(['import'], campus.db, NOW, print)).toBe(2);
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});
