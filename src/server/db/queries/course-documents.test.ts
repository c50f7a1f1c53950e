/** A course written from its document and read back (issue #19): ids kept, progress kept. */
import { and, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import {
	CourseDocument,
	type CourseDocumentInput,
	type CourseItem,
} from '../../../lib/contracts/course-document';
import type { DatabaseHandle } from '../client';
import {
	courseProgress,
	coursePathHistory,
	courses,
	itemProgress,
	programItems,
	programTopics,
	quizAttempts,
	quizQuestions,
} from '../schema';
import { readCourseDocument, readCourseDocuments } from './course-document-reads';
import { CourseDocumentError, writeCourseDocument, writeCourseDocuments } from './course-documents';

const NOW = new Date('2026-11-20T10:00:00Z');
const ASSET = '0d9c6a52-2f5e-4b57-9a7c-3f1e8d2b6c41';

const draft: CourseDocumentInput = {
	path: 'fotoproteccion-en-el-mostrador',
	name: 'Fotoprotección en el mostrador',
	category: 'dermofarmacia',
	audience: 'both',
	description: 'Cómo recomendar un fotoprotector según el fototipo.',
	goals: ['Elegir el factor de protección adecuado.'],
	createdBy: 'a-laura-martin-ortega',
	impartedBy: 'a-javier-ruiz-calvo',
	demoExcluded: false,
	related: ['dermofarmacia-basica-tipos-de-piel-y-rutinas'],
	sources: [
		{
			title: 'Centro de información online de medicamentos',
			publisher: 'CIMA (AEMPS)',
			url: 'https://cima.aemps.es/',
			consultedOn: '2026-11-02',
		},
	],
	reviewedOn: '2026-11-02',
	createdOn: '2026-11-01',
	updatedOn: '2026-11-02',
	posterUrl: 'demo/poster-dermofarmacia.jpg',
	program: [
		{
			title: 'El fototipo',
			items: [
				{
					type: 'video',
					name: 'Cómo se mide',
					durationSeconds: 150,
					mediaAssetId: ASSET,
					captionsUrl: 'lessons/lesson-150.es.vtt',
				},
				{ type: 'counter_scene', name: 'Una clienta con piel clara', durationSeconds: 100 },
			],
		},
		{
			title: 'Repaso',
			items: [
				{ type: 'pdf', name: 'Ficha del fotoprotector', fileUrl: 'fichas/fotoproteccion.pdf' },
				{
					type: 'quiz',
					name: 'Test final',
					questions: [
						{
							prompt: '¿Qué mide el FPS?',
							options: ['UVB', 'UVA'],
							answer: 0,
							explanation: 'El FPS mide la protección frente a UVB.',
						},
					],
				},
			],
		},
	],
};

const parse = (input: CourseDocumentInput) => v.parse(CourseDocument, input);
const itemsOf = (course: CourseDocument) => course.program.flatMap((topic) => topic.items);

describe.each(databaseKinds)('course documents on %s', (kind) => {
	let handle: DatabaseHandle;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
	});
	afterAll(async () => {
		await handle.close();
	});

	it('reads a demo course back as a valid document with its ids, and rewriting it changes nothing', async () => {
		const before = await readCourseDocument(handle.db, 1001);
		expect(before).not.toBeNull();
		const course = before as CourseDocument;
		expect(v.safeParse(CourseDocument, course).success).toBe(true);
		expect(course.id).toBe(1001);
		expect(course.category).toBe('dermofarmacia');
		expect(itemsOf(course).every((item) => typeof item.id === 'number')).toBe(true);
		const quiz = itemsOf(course).find((item) => item.type === 'quiz');
		expect(quiz?.type === 'quiz' && quiz.questions.length).toBeGreaterThanOrEqual(3);

		const rows = async () => ({
			course: await handle.db
				.select({
					path: courses.path,
					content: courses.content,
					minutes: courses.durationMinutes,
					search: courses.searchText,
				})
				.from(courses)
				.where(eq(courses.id, 1001)),
			items: await handle.db
				.select()
				.from(programItems)
				.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
				.where(eq(programTopics.courseId, 1001))
				.orderBy(programItems.position),
		});
		const stored = await rows();
		const written = await handle.db.transaction((tx) =>
			writeCourseDocument(tx, course, { status: 'published', now: NOW }),
		);
		expect(written).toMatchObject({ courseId: 1001, created: false, previousPath: null });
		expect(written.itemIds).toEqual(itemsOf(course).map((item) => item.id));
		expect(await rows()).toEqual(stored);
		expect(await readCourseDocument(handle.db, 1001)).toEqual(course);
	});

	it('creates a new course as a draft, numbering items across the course, and reads it back as written', async () => {
		const document = parse(draft);
		const written = await handle.db.transaction((tx) =>
			writeCourseDocument(tx, document, { status: 'draft', now: NOW }),
		);
		expect(written.created).toBe(true);
		expect(written.courseId).toBeGreaterThanOrEqual(10000);
		const [row] = await handle.db.select().from(courses).where(eq(courses.id, written.courseId));
		expect(row).toMatchObject({
			status: 'draft',
			publishedAt: null,
			durationMinutes: 4,
			reviewedOn: '2026-11-02',
			relatedCourseIds: [1001],
			content: [
				{ type: 'video', quantity: 1, name: 'Vídeo' },
				{ type: 'counter_scene', quantity: 1, name: 'Escena de mostrador' },
				{ type: 'pdf', quantity: 1, name: 'Ficha PDF' },
				{ type: 'quiz', quantity: 1, name: 'Test final' },
			],
		});
		expect(row?.searchText).toContain('fotoproteccion en el mostrador');
		const items = await handle.db
			.select({
				id: programItems.id,
				position: programItems.position,
				mediaUrl: programItems.mediaUrl,
			})
			.from(programItems)
			.where(inArray(programItems.id, written.itemIds))
			.orderBy(programItems.id);
		expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
		// A studio upload is kept by reference until the media pipeline gives it an address.
		expect(items[0]?.mediaUrl).toBe(`asset:${ASSET}`);

		const back = await readCourseDocument(handle.db, written.courseId);
		let index = 0;
		expect(back).toEqual({
			...document,
			id: written.courseId,
			program: document.program.map((topic) => ({
				...topic,
				items: topic.items.map((item) => ({ ...item, id: written.itemIds[index++] })),
			})),
		});
	});

	it("keeps learners' progress through a new version: kept items keep their ids, removed ones go", async () => {
		const created = await handle.db.transaction((tx) =>
			writeCourseDocument(
				tx,
				parse({ ...draft, path: 'fotoproteccion-segunda-version', related: [] }),
				{ status: 'published', now: NOW },
			),
		);
		const [video, scene, pdf, quiz] = created.itemIds as [number, number, number, number];
		const learner = await createUser(handle.db);
		await handle.db.insert(itemProgress).values([
			{ userId: learner.id, itemId: video, positionSeconds: 150, completedAt: NOW },
			{ userId: learner.id, itemId: scene, positionSeconds: 40 },
			{ userId: learner.id, itemId: pdf, completedAt: NOW },
			{ userId: learner.id, itemId: quiz, completedAt: NOW },
		]);
		await handle.db.insert(quizAttempts).values({
			userId: learner.id,
			itemId: quiz,
			attempt: 0,
			answers: [0],
			correct: 1,
			total: 1,
			score: 100,
			passed: true,
		});
		await handle.db.insert(courseProgress).values({
			userId: learner.id,
			courseId: created.courseId,
			itemsCompleted: 3,
			share: 0.75,
		});

		const current = (await readCourseDocument(handle.db, created.courseId)) as CourseDocument;
		const [first, second] = current.program as [
			CourseDocument['program'][number],
			CourseDocument['program'][number],
		];
		const [videoItem, sceneItem] = first.items as [CourseItem, CourseItem];
		const [pdfItem, quizItem] = second.items as [CourseItem, CourseItem];
		// The scene is dropped, the quiz moves first, the video is renamed and two new ones follow.
		const next: CourseDocument = {
			...current,
			updatedOn: '2026-11-20',
			program: [
				{ title: 'Primero, el test', items: [quizItem] },
				{
					title: 'El fototipo',
					items: [
						{ ...videoItem, name: 'Cómo se mide el fototipo' },
						{ type: 'video', name: 'Después del sol', durationSeconds: 60 },
						{ type: 'video', name: 'En la playa', durationSeconds: 60 },
						pdfItem,
					],
				},
			],
		};
		expect(sceneItem.id).toBe(scene);
		const rewritten = await handle.db.transaction((tx) =>
			writeCourseDocument(tx, next, { status: 'published', now: NOW }),
		);
		expect(rewritten.created).toBe(false);
		expect(rewritten.itemIds.slice(0, 2)).toEqual([quiz, video]);
		expect(rewritten.itemIds[4]).toBe(pdf);
		expect(rewritten.itemIds[2]).toBeGreaterThan(Math.max(video, scene, pdf, quiz));

		const progress = await handle.db
			.select({ itemId: itemProgress.itemId })
			.from(itemProgress)
			.where(eq(itemProgress.userId, learner.id));
		expect(progress.map((row) => row.itemId).sort()).toEqual([video, pdf, quiz].sort());
		const [attempts] = await handle.db
			.select({ n: count() })
			.from(quizAttempts)
			.where(and(eq(quizAttempts.userId, learner.id), eq(quizAttempts.itemId, quiz)));
		expect(attempts?.n).toBe(1);
		const [questions] = await handle.db
			.select({ n: count() })
			.from(quizQuestions)
			.where(eq(quizQuestions.itemId, quiz));
		expect(questions?.n).toBe(1);
		const [share] = await handle.db
			.select({ itemsCompleted: courseProgress.itemsCompleted, share: courseProgress.share })
			.from(courseProgress)
			.where(eq(courseProgress.userId, learner.id));
		// Three of the five items of the new version.
		expect(share).toEqual({ itemsCompleted: 3, share: 0.6 });
		const positions = await handle.db
			.select({ id: programItems.id, position: programItems.position, topic: programTopics.title })
			.from(programItems)
			.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
			.where(eq(programTopics.courseId, created.courseId))
			.orderBy(programItems.position);
		expect(positions.map((row) => [row.id, row.position, row.topic])).toEqual([
			[quiz, 1, 'Primero, el test'],
			[video, 2, 'El fototipo'],
			[rewritten.itemIds[2], 3, 'El fototipo'],
			[rewritten.itemIds[3], 4, 'El fototipo'],
			[pdf, 5, 'El fototipo'],
		]);
		const [published] = await handle.db
			.select({ publishedAt: courses.publishedAt, name: programItems.name })
			.from(courses)
			.innerJoin(programTopics, eq(programTopics.courseId, courses.id))
			.innerJoin(programItems, eq(programItems.topicId, programTopics.id))
			.where(eq(programItems.id, video));
		expect(published).toEqual({ publishedAt: NOW, name: 'Cómo se mide el fototipo' });
	});

	it('matches an item without id to the course item of the same type and name', async () => {
		const created = await handle.db.transaction((tx) =>
			writeCourseDocument(tx, parse({ ...draft, path: 'fotoproteccion-sin-ids', related: [] }), {
				status: 'draft',
				now: NOW,
			}),
		);
		// The same file again, as an editor would write it by hand: no ids at all.
		const again = await handle.db.transaction((tx) =>
			writeCourseDocument(
				tx,
				parse({ ...draft, path: 'fotoproteccion-sin-ids', related: [], name: 'Otro título' }),
				{ status: 'draft', now: NOW },
			),
		);
		expect(again.courseId).toBe(created.courseId);
		expect(again.itemIds).toEqual(created.itemIds);
	});

	it("takes no other course's item: a foreign id becomes a new item, a free one is kept", async () => {
		const demo = (await readCourseDocument(handle.db, 1002)) as CourseDocument;
		const foreign = itemsOf(demo)[0]?.id ?? 0;
		const document = parse({
			...draft,
			id: 5000,
			path: 'fotoproteccion-con-ids',
			related: [],
			program: [
				{
					title: 'Único tema',
					items: [
						{ type: 'video', id: foreign, name: 'Ajeno', durationSeconds: 60 },
						{ type: 'video', id: 900000, name: 'Libre', durationSeconds: 60 },
					],
				},
			],
		});
		const written = await handle.db.transaction((tx) =>
			writeCourseDocument(tx, document, { status: 'draft', now: NOW }),
		);
		expect(written.courseId).toBe(5000);
		expect(written.itemIds[0]).not.toBe(foreign);
		expect(written.itemIds[1]).toBe(900000);
		expect(itemsOf((await readCourseDocument(handle.db, 1002)) as CourseDocument)[0]?.id).toBe(
			foreign,
		);
		// The sequences moved past the ids given: the next course and item do not collide.
		const next = await handle.db.transaction((tx) =>
			writeCourseDocument(tx, parse({ ...draft, path: 'despues-de-los-ids', related: [] }), {
				status: 'draft',
				now: NOW,
			}),
		);
		expect(next.courseId).toBeGreaterThan(10000);
		expect(Math.min(...next.itemIds)).toBeGreaterThan(900000);
	});

	it('keeps the old path of a renamed published course, and refuses it to another course', async () => {
		const course = (await readCourseDocument(handle.db, 1003)) as CourseDocument;
		const oldPath = course.path;
		const written = await handle.db.transaction((tx) =>
			writeCourseDocument(
				tx,
				{ ...course, path: 'dermatitis-atopica-nueva-ruta' },
				{ status: 'published', now: NOW },
			),
		);
		expect(written.previousPath).toBe(oldPath);
		const history = await handle.db
			.select({ path: coursePathHistory.path, courseId: coursePathHistory.courseId })
			.from(coursePathHistory)
			.where(eq(coursePathHistory.courseId, 1003));
		expect(history).toEqual([{ path: oldPath, courseId: 1003 }]);

		const thief = handle.db.transaction((tx) =>
			writeCourseDocument(tx, parse({ ...draft, path: oldPath, related: [] }), {
				status: 'draft',
				now: NOW,
			}),
		);
		await expect(thief).rejects.toBeInstanceOf(CourseDocumentError);

		// Back to its first path: the path is live again, not a redirect.
		await handle.db.transaction((tx) =>
			writeCourseDocument(tx, { ...course, path: oldPath }, { status: 'published', now: NOW }),
		);
		const after = await handle.db
			.select({ path: coursePathHistory.path })
			.from(coursePathHistory)
			.where(eq(coursePathHistory.courseId, 1003));
		expect(after).toEqual([{ path: 'dermatitis-atopica-nueva-ruta' }]);
	});

	it('refuses unknown references, naming each field, and writes nothing', async () => {
		const [before] = await handle.db.select({ n: count() }).from(courses);
		const bad = parse({
			...draft,
			path: 'referencias-rotas',
			category: 'astrologia',
			createdBy: 'nadie',
			related: ['no-existe', 'referencias-rotas'],
		});
		const good = parse({ ...draft, path: 'referencias-buenas', related: ['referencias-rotas'] });
		const failure = await handle.db
			.transaction((tx) => writeCourseDocuments(tx, [good, bad], { status: 'draft', now: NOW }))
			.catch((error: unknown) => error);
		expect(failure).toBeInstanceOf(CourseDocumentError);
		expect((failure as CourseDocumentError).problems).toEqual([
			{ document: 1, field: 'category', message: 'No hay ninguna categoría «astrologia».' },
			{ document: 1, field: 'createdBy', message: 'No hay ningún experto «nadie».' },
			{
				document: 1,
				field: 'related[0]',
				message: 'No hay ningún curso con la ruta «no-existe».',
			},
			{ document: 1, field: 'related[1]', message: 'Un curso no puede recomendarse a sí mismo.' },
		]);
		const [after] = await handle.db.select({ n: count() }).from(courses);
		expect(after?.n).toBe(before?.n);
	});

	it('exports the catalogue in a few statements, own training left out', async () => {
		const all = await readCourseDocuments(handle.db);
		expect(all.length).toBeGreaterThanOrEqual(65);
		expect(all.map((course) => course.id)).toEqual(
			[...all.map((course) => course.id)].sort((a, b) => (a ?? 0) - (b ?? 0)),
		);
		expect(await readCourseDocuments(handle.db, { statuses: ['draft'] })).not.toContainEqual(
			expect.objectContaining({ id: 1001 }),
		);
		expect(await readCourseDocument(handle.db, 999_999)).toBeNull();
	});
});
