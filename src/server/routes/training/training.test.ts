/**
 * A pharmacy's own training (issue #7): upload (multipart, types sniffed from the bytes, limits,
 * plan L/XL), list, rename and delete for the pharmacy's managers, with the authorisation matrix
 * on every call (refusals change nothing and store no file); who may watch it in the player (the
 * team, the group's teams and holder; everyone else 404 `co_nf`); no certificate; and that the
 * catalogue never shows it.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createOutsider,
	createPharmacyGroup,
	createPharmacyTeam,
	type Person,
} from '../../../../tests/factories/pharmacies';
import { watchVideo } from '../../../../tests/factories/learning';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { runJobs } from '../../../../tests/setup/test-jobs';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import { OWN_TRAINING_CATEGORY_ID } from '../../../lib/own-training';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import {
	certificates,
	courses,
	itineraries,
	itineraryCourses,
	programItems,
	programTopics,
	resourceDownloads,
	uploadedFiles,
} from '../../db/schema';
import { diskStorage } from '../../services/file-storage';

const WEBM = path.resolve('public/media/lessons/lesson-150.webm');
/** The same 150-second lesson in MP4 (tests/fixtures/media/README.md). */
const MP4 = path.resolve('tests/fixtures/media/lesson-150.mp4');
/** The smallest file the sniffer reads as a PDF, with a body to tell it apart. */
const PDF_BYTES = new TextEncoder().encode(
	'%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const HTML_BYTES = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

interface UploadFile {
	bytes: Uint8Array<ArrayBuffer>;
	name: string;
	type: string;
}

describe.each(databaseKinds)('own training on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	/** The server's clock, moved on as videos are watched (the tokens last 15 minutes). */
	let clock = new Date('2026-11-22T10:00:00Z');
	const advance = (seconds: number) => {
		clock = new Date(clock.getTime() + seconds * 1000);
	};
	let storageDir: string;
	let webm: Uint8Array<ArrayBuffer>;
	let mp4: Uint8Array<ArrayBuffer>;
	/** An L pharmacy with one member. */
	let solo: Awaited<ReturnType<typeof createPharmacyTeam>>;
	/** A group of two XL pharmacies, one member each, and its holder. */
	let group: Awaited<ReturnType<typeof createPharmacyGroup>>;
	let mTeam: Awaited<ReturnType<typeof createPharmacyTeam>>;
	let other: Awaited<ReturnType<typeof createPharmacyTeam>>;
	let outsider: Person;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		storageDir = await mkdtemp(path.join(os.tmpdir(), 'own-training-'));
		deps = createTestDeps(handle.db, { files: diskStorage(storageDir), now: () => clock });
		app = createApp(deps);
		webm = new Uint8Array(await readFile(WEBM));
		mp4 = new Uint8Array(await readFile(MP4));
		solo = await createPharmacyTeam(handle.db, app, { size: 'L', members: 1 });
		group = await createPharmacyGroup(handle.db, app, { pharmacies: 2, membersEach: 1 });
		mTeam = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
		other = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		outsider = await createOutsider(handle.db, app);
	});
	afterAll(async () => {
		await handle.close();
		await rm(storageDir, { recursive: true, force: true });
	});

	const post = (route: string, token: string | undefined, body: unknown) =>
		call(app, 'POST', `/api/training/${route}`, { body, ...(token ? { token } : {}) });

	/** The multipart upload as the page sends it: the text fields first, then the file. */
	async function upload(
		token: string | undefined,
		fields: Record<string, string | number>,
		file: UploadFile,
	) {
		const form = new FormData();
		for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
		form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
		const response = await app.request('/api/training/uploadTraining', {
			method: 'POST',
			headers: { pcek: TEST_CLIENT_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
			body: form,
		});
		return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
	}

	const video = (): UploadFile => ({ bytes: webm, name: 'acogida.webm', type: 'video/webm' });
	const pdf = (): UploadFile => ({
		bytes: PDF_BYTES,
		name: 'protocolo.pdf',
		type: 'application/pdf',
	});

	async function storedFiles(): Promise<string[]> {
		const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
		return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
	}

	/** What a refused call must leave as it was: the own training rows, files and stored bytes. */
	async function snapshot() {
		const rows = await handle.db
			.select({ id: courses.id, name: courses.name, description: courses.description })
			.from(courses)
			.where(isNotNull(courses.pharmacyId))
			.orderBy(courses.id);
		const [files] = await handle.db.select({ n: count() }).from(uploadedFiles);
		return { rows, files: files?.n ?? 0, stored: (await storedFiles()).sort() };
	}

	async function uploadAs(
		person: Person,
		pharmacyId: number,
		title: string,
		file: UploadFile = video(),
	): Promise<number> {
		const res = await upload(
			person.token,
			{ pharmacyId, title, description: 'Para el equipo' },
			file,
		);
		expect(res.status, JSON.stringify(res.body)).toBe(200);
		return res.body.data.uploadTraining.courseId as number;
	}

	describe('uploadTraining', () => {
		it('turns a video into a course of one video item, under the hidden category', async () => {
			const before = await storedFiles();
			const res = await upload(
				solo.owner.token,
				{
					pharmacyId: solo.pharmacy.id,
					title: '  Acogida en el mostrador ',
					description: 'Cómo recibimos a cada cliente',
					// What an old page (or a crafted form) says is ignored: the file says 150 s.
					durationSeconds: '9',
				},
				video(),
			);
			expect(res.status).toBe(200);
			const training = res.body.data.uploadTraining;
			expect(training).toMatchObject({
				title: 'Acogida en el mostrador',
				description: 'Cómo recibimos a cada cliente',
				type: 'video',
				bytes: webm.byteLength,
				durationSeconds: 150,
				started: 0,
				completed: 0,
			});
			const [course] = await handle.db
				.select()
				.from(courses)
				.where(eq(courses.id, training.courseId));
			expect(course).toMatchObject({
				pharmacyId: solo.pharmacy.id,
				categoryId: OWN_TRAINING_CATEGORY_ID,
				demoExcluded: false,
			});
			const items = await handle.db
				.select({ type: programItems.type, media: programItems.mediaUrl })
				.from(programItems)
				.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
				.where(eq(programTopics.courseId, training.courseId));
			expect(items).toHaveLength(1);
			const [file] = await handle.db
				.select()
				.from(uploadedFiles)
				.where(eq(uploadedFiles.id, items[0]?.media ?? ''));
			expect(file).toMatchObject({
				pharmacyId: solo.pharmacy.id,
				kind: 'video',
				contentType: 'video/webm',
				bytes: webm.byteLength,
				uploadedByUserId: solo.owner.user.id,
			});
			expect((await storedFiles()).length).toBe(before.length + 1);
		});

		it('reads the length of an MP4 from the file too', async () => {
			const res = await upload(
				solo.owner.token,
				{ pharmacyId: solo.pharmacy.id, title: 'Acogida en MP4' },
				{ bytes: mp4, name: 'acogida.mp4', type: 'video/mp4' },
			);
			expect(res.status, JSON.stringify(res.body)).toBe(200);
			expect(res.body.data.uploadTraining).toMatchObject({ type: 'video', durationSeconds: 150 });
		});

		it('takes a PDF without a duration', async () => {
			const res = await upload(
				solo.owner.token,
				{ pharmacyId: solo.pharmacy.id, title: 'Protocolo de devoluciones', description: '' },
				pdf(),
			);
			expect(res.status).toBe(200);
			expect(res.body.data.uploadTraining).toMatchObject({
				type: 'pdf',
				durationSeconds: 0,
				bytes: PDF_BYTES.byteLength,
			});
		});

		it.each([
			[
				'a video whose length cannot be read (an MP4 type box, then noise)',
				{ durationSeconds: 150 },
				() => ({
					bytes: new Uint8Array([...mp4.subarray(0, 24), ...new Uint8Array(4096).fill(0x5a)]),
					name: 'acogida.mp4',
					type: 'video/mp4',
				}),
				422,
				'vid_dur',
			],
			[
				'a WebM header with no video after it',
				{},
				() => ({ bytes: webm.slice(0, 40), name: 'acogida.webm', type: 'video/webm' }),
				422,
				'vid_dur',
			],
			['a title of 2 characters', { title: 'Ab' }, video, 400, 'inv_data'],
			[
				'a description over 1000 characters',
				{ description: 'x'.repeat(1001) },
				pdf,
				400,
				'inv_data',
			],
			[
				'an HTML page renamed .mp4',
				{},
				() => ({ bytes: HTML_BYTES, name: 'video.mp4', type: 'video/mp4' }),
				415,
				'file_type',
			],
		])('refuses %s and stores nothing', async (_case, overrides, file, status, result) => {
			const before = await snapshot();
			const res = await upload(
				solo.owner.token,
				{ pharmacyId: solo.pharmacy.id, title: 'Formación rechazada', ...overrides },
				file(),
			);
			expect(res.status).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
			expect(typeof res.body.msg).toBe('string');
			expect(await snapshot()).toEqual(before);
		});

		it('says in Spanish why a video whose length cannot be read is refused', async () => {
			const res = await upload(
				solo.owner.token,
				{ pharmacyId: solo.pharmacy.id, title: 'Vídeo cortado' },
				{ bytes: webm.slice(0, 40), name: 'acogida.webm', type: 'video/webm' },
			);
			expect(res.body.msg).toBe(
				'No hemos podido leer la duración de este vídeo: el archivo parece dañado o incompleto. Vuelve a exportarlo en MP4 o WebM y súbelo de nuevo.',
			);
		});

		it('names the allowed types when the type is refused', async () => {
			const res = await upload(
				solo.owner.token,
				{ pharmacyId: solo.pharmacy.id, title: 'Página web' },
				{ bytes: HTML_BYTES, name: 'video.mp4', type: 'video/mp4' },
			);
			expect(res.body.msg).toMatch(/MP4/);
			expect(res.body.msg).toMatch(/PDF/);
		});

		it('lets the holder of the group upload to a pharmacy of the group', async () => {
			const team = group.teams[0]!;
			const courseId = await uploadAs(group.holder, team.pharmacy.id, 'Vídeo del grupo');
			const [course] = await handle.db
				.select({ pharmacyId: courses.pharmacyId })
				.from(courses)
				.where(eq(courses.id, courseId));
			expect(course?.pharmacyId).toBe(team.pharmacy.id);
		});

		it('refuses everyone else, changing nothing and storing no file', async () => {
			const cases: [string, string | undefined, number, number, string][] = [
				['a member', solo.members[0]!.token, solo.pharmacy.id, 404, 'ph_nf'],
				["another pharmacy's owner", other.owner.token, solo.pharmacy.id, 404, 'ph_nf'],
				['the holder of another group', group.holder.token, solo.pharmacy.id, 404, 'ph_nf'],
				['an outsider', outsider.token, solo.pharmacy.id, 404, 'ph_nf'],
				['an M owner', mTeam.owner.token, mTeam.pharmacy.id, 403, 'plan_req'],
				['anonymous', undefined, solo.pharmacy.id, 401, 'token_inv'],
			];
			for (const [who, token, pharmacyId, status, result] of cases) {
				const before = await snapshot();
				const res = await upload(
					token,
					{ pharmacyId, title: 'Intruso', durationSeconds: 150 },
					video(),
				);
				expect(res.status, who).toBe(status);
				expect(res.body, who).toMatchObject({ ok: false, result });
				expect(await snapshot(), who).toEqual(before);
			}
		});

		it('tells an M owner which plans include it', async () => {
			const res = await upload(
				mTeam.owner.token,
				{ pharmacyId: mTeam.pharmacy.id, title: 'Vídeo', durationSeconds: 150 },
				video(),
			);
			expect(res.body.msg).toContain('L, XL');
		});
	});

	describe('listTrainings', () => {
		it('lists the pharmacy’s own training, newest first, with who started and completed it', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 2 });
			const first = await uploadAs(team.owner, team.pharmacy.id, 'Primero');
			const second = await uploadAs(team.owner, team.pharmacy.id, 'Segundo');
			const itemOf = async (courseId: number) =>
				(
					await call(app, 'POST', '/api/progress/getCourse', {
						token: team.members[0]!.token,
						body: { cid: courseId },
					})
				).body.data.getCourse.topics[0].items[0].iid as number;
			const heartbeat = (token: string, iid: number, end: number) =>
				call(app, 'POST', '/api/progress/saveProgress', {
					token,
					body: { iid, pos: end, rng: [[0, end]], ts: Date.now() },
				});
			const item = await itemOf(first);
			await watchVideo(app, team.members[0]!.token, { id: item, duration: 150 }, { advance });
			await heartbeat(team.members[1]!.token, item, 30);

			const res = await post('listTrainings', team.owner.token, { pharmacyId: team.pharmacy.id });
			expect(res.status).toBe(200);
			expect(res.body.data.listTrainings.canUpload).toBe(true);
			expect(res.body.data.listTrainings.trainings).toEqual([
				expect.objectContaining({ courseId: second, title: 'Segundo', started: 0, completed: 0 }),
				expect.objectContaining({ courseId: first, title: 'Primero', started: 2, completed: 1 }),
			]);
		});

		it('answers the group holder, and an M owner with nothing to upload', async () => {
			const holder = await post('listTrainings', group.holder.token, {
				pharmacyId: group.teams[0]!.pharmacy.id,
			});
			expect(holder.status).toBe(200);
			expect(holder.body.data.listTrainings.trainings.length).toBeGreaterThan(0);
			const m = await post('listTrainings', mTeam.owner.token, { pharmacyId: mTeam.pharmacy.id });
			expect(m.status).toBe(200);
			expect(m.body.data.listTrainings).toEqual({ trainings: [], canUpload: false });
		});

		it.each([
			['a member', () => solo.members[0]!.token, 404],
			["another pharmacy's owner", () => other.owner.token, 404],
			['an outsider', () => outsider.token, 404],
			['anonymous', () => undefined, 401],
		])('refuses %s', async (_who, token, status) => {
			const res = await post('listTrainings', token(), { pharmacyId: solo.pharmacy.id });
			expect(res.status).toBe(status);
			expect(res.body.ok).toBe(false);
		});
	});

	describe('updateTraining and deleteTraining', () => {
		it('renames for the owner and for the group holder; refuses the rest, changing nothing', async () => {
			const courseId = await uploadAs(solo.owner, solo.pharmacy.id, 'Nombre provisional');
			const renamed = await post('updateTraining', solo.owner.token, {
				courseId,
				title: 'Nombre definitivo',
				description: 'Con descripción',
			});
			expect(renamed.status).toBe(200);
			expect(renamed.body.data.updateTraining).toMatchObject({
				courseId,
				title: 'Nombre definitivo',
				description: 'Con descripción',
			});
			const [item] = await handle.db
				.select({ name: programItems.name })
				.from(programItems)
				.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
				.where(eq(programTopics.courseId, courseId));
			expect(item?.name).toBe('Nombre definitivo');

			const groupCourse = await uploadAs(
				group.teams[1]!.owner,
				group.teams[1]!.pharmacy.id,
				'Del grupo',
			);
			const byHolder = await post('updateTraining', group.holder.token, {
				courseId: groupCourse,
				title: 'Renombrada por el grupo',
				description: '',
			});
			expect(byHolder.status).toBe(200);

			const refusals: [string, string | undefined, number, string][] = [
				['a member', solo.members[0]!.token, 404, 'trn_nf'],
				["another pharmacy's owner", other.owner.token, 404, 'trn_nf'],
				['another group holder', group.holder.token, 404, 'trn_nf'],
				['an outsider', outsider.token, 404, 'trn_nf'],
				['anonymous', undefined, 401, 'token_inv'],
			];
			for (const [who, token, status, result] of refusals) {
				const before = await snapshot();
				for (const res of [
					await post('updateTraining', token, { courseId, title: 'Hackeado', description: 'x' }),
					await post('deleteTraining', token, { courseId }),
				]) {
					expect(res.status, who).toBe(status);
					expect(res.body, who).toMatchObject({ ok: false, result });
				}
				expect(await snapshot(), who).toEqual(before);
			}
		});

		it('answers the same 404 for a catalogue course as for one that does not exist', async () => {
			const [catalogueCourse] = await handle.db.select({ id: courses.id }).from(courses).limit(1);
			for (const courseId of [catalogueCourse!.id, 999_999]) {
				const res = await post('deleteTraining', solo.owner.token, { courseId });
				expect(res.status).toBe(404);
				expect(res.body.result).toBe('trn_nf');
			}
			const [still] = await handle.db
				.select({ id: courses.id })
				.from(courses)
				.where(eq(courses.id, catalogueCourse!.id));
			expect(still).toBeDefined();
		});

		it('refuses to delete a training that is in an itinerary, naming it', async () => {
			const courseId = await uploadAs(solo.owner, solo.pharmacy.id, 'En un itinerario');
			const [itinerary] = await handle.db
				.insert(itineraries)
				.values({ pharmacyId: solo.pharmacy.id, name: 'Acogida de nuevos', status: 'draft' })
				.returning();
			await handle.db
				.insert(itineraryCourses)
				.values({ itineraryId: itinerary!.id, courseId, position: 1 });
			const before = await snapshot();
			const res = await post('deleteTraining', solo.owner.token, { courseId });
			expect(res.status).toBe(409);
			expect(res.body.result).toBe('trn_itn');
			expect(res.body.msg).toContain('«Acogida de nuevos»');
			expect(await snapshot()).toEqual(before);
		});

		it('deletes the course, its file row and its stored bytes', async () => {
			const courseId = await uploadAs(solo.owner, solo.pharmacy.id, 'Para borrar');
			await runJobs(deps);
			const before = await storedFiles();
			const res = await post('deleteTraining', solo.owner.token, { courseId });
			expect(res.status).toBe(200);
			expect(res.body.data.deleteTraining).toEqual({ courseId });
			const rows = await handle.db.select().from(courses).where(eq(courses.id, courseId));
			expect(rows).toEqual([]);
			// The bytes go by a job once the rows are gone.
			await runJobs(deps);
			expect((await storedFiles()).length).toBe(before.length - 1);
			const again = await post('deleteTraining', solo.owner.token, { courseId });
			expect(again.status).toBe(404);
		});
	});

	describe('watching it', () => {
		let videoCourse: number;
		let pdfCourse: number;

		beforeAll(async () => {
			const team = group.teams[0]!;
			videoCourse = await uploadAs(team.owner, team.pharmacy.id, 'Vídeo del equipo');
			pdfCourse = await uploadAs(team.owner, team.pharmacy.id, 'Ficha del equipo', pdf());
		});

		const getCourse = (token: string | undefined, cid: number) =>
			call(app, 'POST', '/api/progress/getCourse', { body: { cid }, ...(token ? { token } : {}) });

		it('opens for its team, the group’s other teams and the group holder, with a signed link', async () => {
			const viewers: [string, string][] = [
				['the owner', group.teams[0]!.owner.token],
				['a member', group.teams[0]!.members[0]!.token],
				['a member of another pharmacy of the group', group.teams[1]!.members[0]!.token],
				['the owner of another pharmacy of the group', group.teams[1]!.owner.token],
				['the group holder', group.holder.token],
			];
			for (const [who, token] of viewers) {
				const res = await getCourse(token, videoCourse);
				expect(res.status, who).toBe(200);
				const course = res.body.data.getCourse;
				expect(course.ownTraining, who).toBe(true);
				expect(course.certificate, who).toBeNull();
				expect(course.topics[0].items[0].media, who).toMatch(
					/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&uid=\d+&sig=[\w-]+$/,
				);
			}
		});

		it('plays from a link that stops working once the member leaves the team', async () => {
			const team = await createPharmacyTeam(handle.db, app, { size: 'L', members: 1 });
			const member = team.members[0]!;
			const courseId = await uploadAs(team.owner, team.pharmacy.id, 'Vídeo de acogida');
			const res = await getCourse(member.token, courseId);
			expect(res.status).toBe(200);
			const link = res.body.data.getCourse.topics[0].items[0].media as string;
			expect(link).toContain(`uid=${member.user.id}&`);
			const play = () => app.request(link, { headers: { range: 'bytes=0-99' } });
			expect((await play()).status).toBe(206);

			const left = await call(app, 'POST', '/api/pharmacy/leavePharmacy', {
				token: member.token,
				body: {},
			});
			expect(left.status, left.text).toBe(200);
			const gone = await play();
			expect(gone.status).toBe(404);
			expect(await gone.json()).toMatchObject({ ok: false, result: 'file_nf' });
			// The owner's own link still plays.
			const owners = await getCourse(team.owner.token, courseId);
			const ownerLink = owners.body.data.getCourse.topics[0].items[0].media as string;
			expect((await app.request(ownerLink, { headers: { range: 'bytes=0-99' } })).status).toBe(206);
		});

		it('does not exist for anyone else, not even one with a licence', async () => {
			const strangers: [string, string][] = [
				["another pharmacy's owner", other.owner.token],
				["another pharmacy's member", other.members[0]!.token],
				['a member of a pharmacy outside the group', solo.members[0]!.token],
				['an outsider without a licence', outsider.token],
			];
			for (const [who, token] of strangers) {
				const res = await getCourse(token, videoCourse);
				expect(res.status, who).toBe(404);
				expect(res.body.result, who).toBe('co_nf');
				const item = await handle.db
					.select({ id: programItems.id })
					.from(programItems)
					.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
					.where(eq(programTopics.courseId, videoCourse));
				const heartbeat = await call(app, 'POST', '/api/progress/saveProgress', {
					token,
					body: { iid: item[0]!.id, pos: 10, rng: [[0, 10]], ts: 1 },
				});
				expect(heartbeat.status, who).toBe(404);
			}
			expect((await getCourse(undefined, videoCourse)).status).toBe(401);
		});

		it('completes like any course but issues no certificate', async () => {
			const member = group.teams[0]!.members[0]!;
			const course = (await getCourse(member.token, videoCourse)).body.data.getCourse;
			const iid = course.topics[0].items[0].iid as number;
			const res = await watchVideo(app, member.token, { id: iid, duration: 150 }, { advance });
			expect(res.body.data.saveProgress).toMatchObject({ done: true, pct: 100 });
			const after = (await getCourse(member.token, videoCourse)).body.data.getCourse;
			expect(after).toMatchObject({ pct: 100, certificate: null });
			const rows = await handle.db
				.select()
				.from(certificates)
				.where(eq(certificates.courseId, videoCourse));
			expect(rows).toEqual([]);
			const issue = await call(app, 'POST', '/api/certificates/issueCertificate', {
				token: member.token,
				body: { cid: videoCourse },
			});
			expect(issue.status).toBe(409);
			expect(issue.body.result).toBe('no_cert');
		});

		it('downloads the uploaded PDF, counted and completed', async () => {
			const member = group.teams[1]!.members[0]!;
			const course = (await getCourse(member.token, pdfCourse)).body.data.getCourse;
			const item = course.topics[0].items[0];
			expect(item).toMatchObject({ type: 'pdf', media: null, done: false });
			const response = await app.request('/api/progress/downloadResource', {
				method: 'POST',
				headers: {
					pcek: TEST_CLIENT_KEY,
					authorization: `Bearer ${member.token}`,
					'content-type': 'application/json',
				},
				body: JSON.stringify({ iid: item.iid }),
			});
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toBe('application/pdf');
			expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);
			const downloads = await handle.db
				.select()
				.from(resourceDownloads)
				.where(eq(resourceDownloads.courseId, pdfCourse));
			expect(downloads).toHaveLength(1);
			const after = (await getCourse(member.token, pdfCourse)).body.data.getCourse;
			expect(after.pct).toBe(100);

			const stranger = await call(app, 'POST', '/api/progress/downloadResource', {
				token: other.members[0]!.token,
				body: { iid: item.iid },
			});
			expect(stranger.status).toBe(404);
		});

		it('lists to each person the own training they may watch, with their progress', async () => {
			const mine = async (token: string) =>
				(
					(await post('listMyTrainings', token, {})).body.data.listMyTrainings.trainings as {
						cid: number;
						href: string;
						pct: number;
						done: boolean;
					}[]
				).map((training) => training.cid);
			const member = group.teams[0]!.members[0]!;
			const list = (await post('listMyTrainings', member.token, {})).body.data.listMyTrainings;
			expect(list.trainings).toEqual(
				expect.arrayContaining([
					expect.objectContaining({
						cid: videoCourse,
						href: `/aula/formacion?id=${videoCourse}`,
						pct: 100,
						done: true,
						pharmacyName: group.teams[0]!.pharmacy.name,
					}),
				]),
			);
			expect(await mine(group.teams[1]!.members[0]!.token)).toContain(videoCourse);
			expect(await mine(group.holder.token)).toContain(videoCourse);
			expect(await mine(other.members[0]!.token)).not.toContain(videoCourse);
			expect(await mine(outsider.token)).toEqual([]);
			expect((await post('listMyTrainings', undefined, {})).status).toBe(401);
		});

		it('shows on the dashboard of its team, never among the suggestions', async () => {
			const member = group.teams[0]!.members[0]!;
			const res = await call(app, 'POST', '/api/progress/getDashboard', {
				token: member.token,
				body: {},
			});
			expect(res.status).toBe(200);
			const dashboard = res.body.data.getDashboard;
			expect(dashboard.ownTraining.map((entry: { cid: number }) => entry.cid)).toContain(
				videoCourse,
			);
			const suggested = [...dashboard.recommended, ...dashboard.latest].map(
				(entry: { cid: number }) => entry.cid,
			);
			expect(suggested).not.toContain(videoCourse);
			expect(suggested).not.toContain(pdfCourse);
			const others = await call(app, 'POST', '/api/progress/getDashboard', {
				token: other.members[0]!.token,
				body: {},
			});
			expect(others.body.data.getDashboard.ownTraining).toEqual([]);
		});
	});

	describe('the catalogue', () => {
		let own: { id: number; path: string; name: string };

		beforeAll(async () => {
			const courseId = await uploadAs(solo.owner, solo.pharmacy.id, 'Zumbido secreto');
			const [row] = await handle.db
				.select({ id: courses.id, path: courses.path, name: courses.name })
				.from(courses)
				.where(eq(courses.id, courseId));
			own = row!;
		});

		const catalogue = (route: string, body: unknown) =>
			call(app, 'POST', `/api/courses/${route}`, { body });

		it('never lists, finds or counts own training', async () => {
			const [catalogueSize] = await handle.db
				.select({ n: count() })
				.from(courses)
				.where(isNull(courses.pharmacyId));
			const all: number[] = [];
			for (let page = 1; ; page++) {
				const res = await catalogue('getCourses', { rbp: 50, pid: page });
				const { courses: list, tqr } = res.body.data.getCourses;
				expect(tqr).toBe(catalogueSize?.n);
				all.push(...list.map((course: { cid: number }) => course.cid));
				if (all.length >= tqr || list.length === 0) break;
			}
			expect(all).not.toContain(own.id);
			expect(all).toHaveLength(catalogueSize!.n);

			const search = await catalogue('getCourses', { qh: 'zumbido secreto' });
			expect(search.body.data.getCourses).toEqual({ courses: [], tqr: 0 });
			const latest = await catalogue('getCourses', { od: 0, rbp: 5 });
			expect(latest.body.data.getCourses.courses.map((c: { cid: number }) => c.cid)).not.toContain(
				own.id,
			);
		});

		it('hides the own-training category from lists, filters and counts', async () => {
			const categories = await catalogue('getCategories', {});
			expect(
				categories.body.data.getCategories.cl.map((c: { ctid: number }) => c.ctid),
			).not.toContain(OWN_TRAINING_CATEGORY_ID);
			const filtered = await catalogue('getCourses', { cl: [OWN_TRAINING_CATEGORY_ID] });
			expect(filtered.status).toBe(404);
			expect(filtered.body.result).toBe('ct_nf');
			const total = await call(
				app,
				'GET',
				`/api/courses/getTotalCourses?catid=${OWN_TRAINING_CATEGORY_ID}`,
			);
			expect(total.status).toBe(404);
			// Own training is written for everyone (`both`): counted, it would swell both totals.
			const [professionalCourses] = await handle.db
				.select({ n: count() })
				.from(courses)
				.where(and(isNull(courses.pharmacyId), inArray(courses.target, ['professional', 'both'])));
			const professional = await call(app, 'GET', '/api/courses/getTotalCourses?catid=358');
			expect(professional.body.data.getTotalCourses).toBe(professionalCourses?.n);
		});

		it('answers "not found" for its page and its program', async () => {
			const page = await catalogue('getCourse', { path: own.path });
			expect(page.status).toBe(404);
			expect(page.body.result).toBe('co_nf');
			const program = await catalogue('getProgram', { cid: own.id });
			expect(program.status).toBe(404);
		});
	});
});
