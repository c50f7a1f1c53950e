/**
 * The content studio's calls (issue #19): only campus staff get an answer (everyone else the 404
 * of a path that does not exist, with nothing written), drafts never reach learners, two editors
 * cannot overwrite each other, and a path belongs to one course.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { CourseDocument } from '../../../lib/contracts/course-document';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { courseDrafts, courses, mediaAssets, sitePublications, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';

const NOW = new Date('2026-11-26T10:00:00Z');

describe.each(databaseKinds)('the content studio on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	const tokens: Record<'editor' | 'admin' | 'learner' | 'owner', string> = {
		editor: '',
		admin: '',
		learner: '',
		owner: '',
	};

	async function tokenOf(username: string, password: string): Promise<string> {
		const res = await login(app, username, password);
		return res.body.data.token.access_token as string;
	}

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => NOW }));
		tokens.editor = await tokenOf('editora@liceo.local', DEMO_PASSWORD);
		tokens.admin = await tokenOf('admin@liceo.local', DEMO_PASSWORD);
		tokens.learner = await tokenOf('demo@liceo.local', DEMO_PASSWORD);
		tokens.owner = await tokenOf('titular@liceo.local', DEMO_PASSWORD);
	});
	afterAll(async () => {
		await handle.close();
	});

	const studio = (token: string | undefined, name: string, body: unknown) =>
		call(app, 'POST', `/api/studio/${name}`, {
			...(token ? { token } : { headers: { pcek: TEST_CLIENT_KEY } }),
			body,
		});

	async function rowCounts() {
		const [courseRows] = await handle.db.select({ n: count() }).from(courses);
		const [draftRows] = await handle.db.select({ n: count() }).from(courseDrafts);
		return { courses: courseRows?.n, drafts: draftRows?.n };
	}

	async function newCourse(name: string, token = tokens.editor) {
		const res = await studio(token, 'createCourse', { name, categoryId: 1 });
		expect(res.status, res.text).toBe(200);
		return res.body.data.createCourse as { cid: number; revision: number };
	}

	function documentFor(cid: number, path: string, name: string): CourseDocument {
		return {
			id: cid,
			path,
			name,
			category: 'dermofarmacia',
			audience: 'both',
			description: 'Qué preguntar y qué recomendar.',
			goals: ['Reconocer una quemadura solar que necesita médico.'],
			createdBy: null,
			impartedBy: null,
			demoExcluded: false,
			related: [],
			sources: [],
			reviewedOn: null,
			createdOn: '2026-11-26',
			updatedOn: '2026-11-26',
			program: [],
		};
	}

	it('tells staff their role at login, and nobody else one', async () => {
		const roles = [];
		for (const email of ['editora@liceo.local', 'admin@liceo.local', 'demo@liceo.local']) {
			const res = await login(app, email, DEMO_PASSWORD);
			roles.push(res.body.data.token.user_data.staff_role);
		}
		expect(roles).toEqual(['editor', 'admin', null]);
	});

	it('answers 404 to learners, owners and visitors on every call, and writes nothing', async () => {
		const { cid, revision } = await newCourse('Curso del control de accesos');
		const before = await rowCounts();
		const bodies: Record<string, unknown> = {
			listCourses: {},
			createCourse: { name: 'Intruso', categoryId: 1 },
			saveDraft: { cid, revision, document: documentFor(cid, 'intruso', 'Intruso') },
			submitForReview: { cid },
			discardDraft: { cid },
			getCourse: { cid },
			publishCourse: { cid, revision },
			archiveCourse: { cid: 1001 },
			restoreCourse: { cid: 1001 },
		};
		for (const who of ['learner', 'owner', 'anonymous'] as const) {
			for (const [name, body] of Object.entries(bodies)) {
				const res = await studio(who === 'anonymous' ? undefined : tokens[who], name, body);
				expect([who, name, res.status, res.body.result]).toEqual([who, name, 404, 'not_found']);
			}
		}
		expect(await rowCounts()).toEqual(before);
		// A role taken away applies to the next call, whatever the token says.
		const demoted = await createUser(handle.db, { staffRole: 'editor' });
		const token = await tokenOf(demoted.email, demoted.password);
		expect((await studio(token, 'listCourses', {})).status).toBe(200);
		await handle.db.update(users).set({ staffRole: null }).where(eq(users.id, demoted.id));
		expect((await studio(token, 'listCourses', {})).status).toBe(404);
	});

	it('lets an editor and an admin list, search and filter the campus’s courses', async () => {
		for (const token of [tokens.editor, tokens.admin]) {
			const res = await studio(token, 'listCourses', { query: 'FOTOPROTECCION' });
			expect(res.status, res.text).toBe(200);
			const list = res.body.data.listCourses;
			expect(list.total).toBeGreaterThan(0);
			expect(list.total).toBeLessThan(10);
			expect(list.courses.map((row: { path: string }) => row.path)).toContain(
				'fotoproteccion-segun-el-fototipo',
			);
			expect(list.categories.length).toBeGreaterThan(5);
		}
		const drafts = await studio(tokens.editor, 'listCourses', { status: 'draft' });
		expect(
			drafts.body.data.listCourses.courses.every(
				(row: { status: string }) => row.status === 'draft',
			),
		).toBe(true);
		// Reviewed more than 365 days before NOW, or never: due. The demo has both kinds.
		const due = await studio(tokens.editor, 'listCourses', { reviewDue: true });
		const published = await studio(tokens.editor, 'listCourses', { status: 'published' });
		const dueList = due.body.data.listCourses;
		expect(dueList.total).toBeGreaterThan(0);
		expect(dueList.total).toBeLessThan(published.body.data.listCourses.total);
		for (const row of dueList.courses as { reviewedOn: string | null; reviewDue: boolean }[]) {
			expect(row.reviewDue).toBe(true);
			expect(row.reviewedOn === null || row.reviewedOn < '2025-11-26').toBe(true);
		}
	});

	it('keeps a new course and its draft away from learners', async () => {
		const { cid } = await newCourse('Acné en la adolescencia: consejo en el mostrador');
		const [row] = await handle.db.select().from(courses).where(eq(courses.id, cid));
		expect(row).toMatchObject({
			status: 'draft',
			path: 'acne-en-la-adolescencia-consejo-en-el-mostrador',
		});

		const listed = await studio(tokens.editor, 'listCourses', { query: 'acne adolescencia' });
		expect(listed.body.data.listCourses.courses).toEqual([
			expect.objectContaining({
				cid,
				status: 'draft',
				hasDraft: true,
				inReview: false,
				reviewDue: false,
			}),
		]);

		const catalogue = await call(app, 'POST', '/api/courses/getCourses', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { s: 'adolescencia' },
		});
		expect(catalogue.status, catalogue.text).toBe(200);
		expect(JSON.stringify(catalogue.body)).not.toContain(String(cid));
		const detail = await call(app, 'POST', '/api/courses/getCourse', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { path: row?.path },
		});
		expect(detail.status).toBe(404);
	});

	it('saves revisions in turn and refuses a save made over someone else’s', async () => {
		const { cid, revision } = await newCourse('Piojos: tratamiento y prevención');
		const document = documentFor(
			cid,
			'piojos-tratamiento-y-prevencion',
			'Piojos: tratamiento y prevención',
		);
		const first = await studio(tokens.editor, 'saveDraft', { cid, revision, document });
		expect(first.status, first.text).toBe(200);
		expect(first.body.data.saveDraft.revision).toBe(revision + 1);
		expect(first.body.data.saveDraft.problems).toContain(
			'Indica quién ha creado el curso y quién lo imparte.',
		);

		// The admin saves on top of the editor's first save…
		const second = await studio(tokens.admin, 'saveDraft', {
			cid,
			revision: revision + 1,
			document: { ...document, name: 'Piojos en el colegio' },
		});
		expect(second.body.data.saveDraft.revision).toBe(revision + 2);
		// …so the editor's next save, made on what they opened, is refused and changes nothing.
		const stale = await studio(tokens.editor, 'saveDraft', {
			cid,
			revision: revision + 1,
			document: { ...document, name: 'Otro título' },
		});
		expect(stale.status).toBe(409);
		expect(stale.body.result).toBe('draft_conflict');
		const [draft] = await handle.db
			.select()
			.from(courseDrafts)
			.where(eq(courseDrafts.courseId, cid));
		expect(draft?.revision).toBe(revision + 2);
		expect((draft?.document as CourseDocument).name).toBe('Piojos en el colegio');
		// The list row of a never-published course follows its draft.
		const [row] = await handle.db
			.select({ name: courses.name })
			.from(courses)
			.where(eq(courses.id, cid));
		expect(row?.name).toBe('Piojos en el colegio');
	});

	it('gives each course its own path and refuses one another course has', async () => {
		const one = await newCourse('Herpes labial');
		const two = await newCourse('Herpes labial');
		const [first, second] = await Promise.all(
			[one.cid, two.cid].map((cid) =>
				handle.db.select({ path: courses.path }).from(courses).where(eq(courses.id, cid)),
			),
		);
		expect([first?.[0]?.path, second?.[0]?.path]).toEqual(['herpes-labial', 'herpes-labial-2']);

		const [demo] = await handle.db
			.select({ path: courses.path })
			.from(courses)
			.where(eq(courses.status, 'published'))
			.limit(1);
		const taken = await studio(tokens.editor, 'saveDraft', {
			cid: two.cid,
			revision: two.revision,
			document: documentFor(two.cid, demo?.path ?? '', 'Herpes labial'),
		});
		expect(taken.status).toBe(409);
		expect(taken.body.result).toBe('path_taken');
	});

	it('sends a draft for review and discards a course never published', async () => {
		const { cid } = await newCourse('Dermatitis del pañal');
		const sent = await studio(tokens.editor, 'submitForReview', { cid });
		expect(sent.status, sent.text).toBe(200);
		const [row] = await handle.db
			.select({ status: courses.status })
			.from(courses)
			.where(eq(courses.id, cid));
		expect(row?.status).toBe('in_review');

		const discarded = await studio(tokens.admin, 'discardDraft', { cid });
		expect(discarded.body.data.discardDraft).toEqual({ deleted: true });
		expect(await handle.db.select().from(courses).where(eq(courses.id, cid))).toEqual([]);

		// A live course without changes has nothing to send.
		const [live] = await handle.db
			.select({ id: courses.id })
			.from(courses)
			.where(eq(courses.status, 'published'))
			.limit(1);
		const nothing = await studio(tokens.editor, 'submitForReview', { cid: live?.id });
		expect(nothing.status).toBe(409);
		expect(nothing.body.result).toBe('wrong_status');
	});

	it('publishes an uploaded video only once it is transcoded and has captions, and a PDF sheet only if it is one', async () => {
		const { cid, revision } = await newCourse('Conjuntivitis alérgica en el mostrador');
		const assetId = randomUUID();
		await handle.db.insert(mediaAssets).values({
			id: assetId,
			status: 'processing',
			originalName: 'conjuntivitis.mp4',
			bytes: 1024,
			masterKey: `media/${assetId}/master`,
			createdAt: NOW,
			updatedAt: NOW,
		});
		const document: CourseDocument = {
			...documentFor(cid, 'conjuntivitis-alergica-en-el-mostrador', 'Conjuntivitis alérgica'),
			createdBy: 'a-laura-martin-ortega',
			impartedBy: 'a-laura-martin-ortega',
			sources: [
				{
					title: 'Guía',
					publisher: 'SEFAC',
					url: 'https://www.sefac.org/',
					consultedOn: '2026-11-20',
				},
			],
			reviewedOn: '2026-11-20',
			program: [
				{
					title: 'Consejo',
					items: [
						{
							type: 'video',
							name: 'Picor y lagrimeo',
							durationSeconds: 150,
							mediaAssetId: assetId,
							captionsAssetId: assetId,
						},
						// A sheet naming the video's upload: not a PDF, so as good as gone.
						{ type: 'pdf', name: 'Ficha de la conjuntivitis', fileAssetId: assetId },
					],
				},
			],
		};
		const problemsAfterSave = async (rev: number) => {
			const saved = await studio(tokens.editor, 'saveDraft', { cid, revision: rev, document });
			expect(saved.status, saved.text).toBe(200);
			return saved.body.data.saveDraft as { revision: number; problems: string[] };
		};
		const processing = await problemsAfterSave(revision);
		expect(processing.problems).toEqual([
			'«Picor y lagrimeo»: el vídeo aún se está procesando; espera a que esté listo.',
			'«Picor y lagrimeo»: faltan los subtítulos.',
			'«Ficha de la conjuntivitis»: el PDF subido ya no existe; súbelo de nuevo.',
		]);
		const refused = await studio(tokens.admin, 'publishCourse', {
			cid,
			revision: processing.revision,
		});
		expect(refused.status).toBe(422);
		expect(refused.body.result).toBe('not_publishable');
		const [unpublished] = await handle.db
			.select({ status: courses.status })
			.from(courses)
			.where(eq(courses.id, cid));
		expect(unpublished?.status).toBe('draft');

		await handle.db
			.update(mediaAssets)
			.set({ status: 'failed', error: 'ffmpeg: Invalid data' })
			.where(eq(mediaAssets.id, assetId));
		const failed = await studio(tokens.editor, 'getCourse', { cid });
		expect(failed.body.data.getCourse.problems[0]).toBe(
			'«Picor y lagrimeo»: no se pudo procesar el vídeo; súbelo de nuevo.',
		);

		await handle.db
			.update(mediaAssets)
			.set({ status: 'ready', captionsKey: `media/${assetId}/captions.vtt` })
			.where(eq(mediaAssets.id, assetId));
		const sheetId = randomUUID();
		await handle.db.insert(mediaAssets).values({
			id: sheetId,
			kind: 'pdf',
			status: 'ready',
			originalName: 'ficha.pdf',
			bytes: 2048,
			masterKey: `media/${sheetId}/sheet.pdf`,
			createdAt: NOW,
			updatedAt: NOW,
		});
		document.program[0]!.items[1] = {
			type: 'pdf',
			name: 'Ficha de la conjuntivitis',
			fileAssetId: sheetId,
		};
		const ready = await problemsAfterSave(processing.revision);
		expect(ready.problems).toEqual([]);
		const published = await studio(tokens.admin, 'publishCourse', {
			cid,
			revision: ready.revision,
		});
		expect(published.status, published.text).toBe(200);
	});

	it('publishes the confirmed revision of a complete draft, and learners see it at once', async () => {
		const { cid, revision } = await newCourse('Ojo seco: lágrimas artificiales en el mostrador');
		const path = 'ojo-seco-lagrimas-artificiales-en-el-mostrador';
		const complete: CourseDocument = {
			...documentFor(cid, path, 'Ojo seco: lágrimas artificiales en el mostrador'),
			createdBy: 'a-laura-martin-ortega',
			impartedBy: 'a-laura-martin-ortega',
			sources: [
				{
					title: 'Ficha técnica',
					publisher: 'CIMA (AEMPS)',
					url: 'https://cima.aemps.es/',
					consultedOn: '2026-11-20',
				},
			],
			reviewedOn: '2026-11-20',
			program: [
				{
					title: 'Consejo',
					items: [
						{
							type: 'video',
							name: 'Qué preguntar',
							durationSeconds: 150,
							mediaUrl: 'lessons/lesson-150.webm',
							captionsUrl: 'lessons/lesson-150.es.vtt',
						},
						{
							type: 'quiz',
							name: 'Test final',
							questions: [
								{
									prompt: '¿Cuándo se deriva un ojo rojo doloroso?',
									options: ['Siempre', 'Nunca'],
									answer: 0,
									explanation: 'El dolor con ojo rojo puede ser grave.',
								},
							],
						},
					],
				},
			],
		};
		// Incomplete: refused with what is missing, nothing written.
		const early = await studio(tokens.editor, 'publishCourse', { cid, revision });
		expect(early.status).toBe(422);
		expect(early.body.result).toBe('not_publishable');
		expect(early.body.msg).toContain('Indica al menos una fuente');

		const saved = await studio(tokens.editor, 'saveDraft', { cid, revision, document: complete });
		expect(saved.body.data.saveDraft.problems).toEqual([]);
		const next = saved.body.data.saveDraft.revision as number;
		// A stale confirmation (the revision before the last save) publishes nothing.
		const stale = await studio(tokens.editor, 'publishCourse', { cid, revision });
		expect(stale.body.result).toBe('draft_conflict');

		const published = await studio(tokens.admin, 'publishCourse', { cid, revision: next });
		expect(published.status, published.text).toBe(200);
		expect(published.body.data.publishCourse).toMatchObject({ status: 'published', path });

		const detail = await call(app, 'POST', '/api/courses/getCourse', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { path },
		});
		expect(detail.status, detail.text).toBe(200);
		expect(detail.body.data.getCourse).toMatchObject({
			courseId: cid,
			reviewedOn: '2026-11-20',
			sources: complete.sources,
		});
		const program = await call(app, 'POST', '/api/courses/getProgram', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { cid },
		});
		expect(
			program.body.data.getProgram.prg[0].content.map((item: { name: string }) => item.name),
		).toEqual(['Qué preguntar', 'Test final']);

		// The studio reads the live course back; the draft is gone.
		const studioDetail = await studio(tokens.editor, 'getCourse', { cid });
		expect(studioDetail.body.data.getCourse).toMatchObject({
			status: 'published',
			revision: 0,
			hasDraft: false,
			livePath: path,
			problems: [],
		});
		const itemIds = (
			studioDetail.body.data.getCourse.document as CourseDocument
		).program[0]!.items.map((item) => item.id);
		expect(itemIds.every((id) => typeof id === 'number')).toBe(true);

		// Renamed and published again: same items (progress survives), old path kept for its 301.
		const renamedPath = 'ojo-seco-en-el-mostrador';
		const edit = await studio(tokens.editor, 'saveDraft', {
			cid,
			revision: 0,
			document: { ...studioDetail.body.data.getCourse.document, path: renamedPath },
		});
		expect(edit.status, edit.text).toBe(200);
		// A learner still sees the published version until the edit is published.
		const stillOld = await call(app, 'POST', '/api/courses/getCourse', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { cid },
		});
		expect(stillOld.body.data.getCourse.path).toBe(path);
		const republished = await studio(tokens.editor, 'publishCourse', {
			cid,
			revision: edit.body.data.saveDraft.revision,
		});
		expect(republished.status, republished.text).toBe(200);
		const moved = await call(app, 'POST', '/api/courses/getMovedCourse', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { path },
		});
		expect(moved.body.data.getMovedCourse).toEqual({ path: renamedPath });
		const after = await studio(tokens.editor, 'getCourse', { cid });
		expect(
			(after.body.data.getCourse.document as CourseDocument).program[0]!.items.map(
				(item) => item.id,
			),
		).toEqual(itemIds);
		expect(after.body.data.getCourse.previousPaths).toEqual([path]);

		// Archived: out of the catalogue; restored: back.
		const archived = await studio(tokens.editor, 'archiveCourse', { cid });
		expect(archived.body.data.archiveCourse).toEqual({ status: 'archived' });
		const gone = await call(app, 'POST', '/api/courses/getCourse', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { cid },
		});
		expect(gone.status).toBe(404);
		expect((await studio(tokens.editor, 'archiveCourse', { cid })).body.result).toBe(
			'wrong_status',
		);
		const restored = await studio(tokens.editor, 'restoreCourse', { cid });
		expect(restored.body.data.restoreCourse).toEqual({ status: 'published' });
		const back = await call(app, 'POST', '/api/courses/getCourse', {
			headers: { pcek: TEST_CLIENT_KEY },
			body: { cid },
		});
		expect(back.status).toBe(200);
		// Each change asked the public pages to follow.
		const publications = await handle.db.select().from(sitePublications);
		expect(publications.map((row) => row.reason)).toEqual(
			expect.arrayContaining([
				'Publicado: Ojo seco: lágrimas artificiales en el mostrador',
				'Archivado: Ojo seco: lágrimas artificiales en el mostrador',
				'Vuelve al catálogo: Ojo seco: lágrimas artificiales en el mostrador',
			]),
		);
	});
});
