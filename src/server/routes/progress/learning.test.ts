/**
 * Completing a course (issue #6): the quiz marked on the server (80 %, retries, answers hidden
 * until passed), PDF downloads counted per person, one certificate per person and course even
 * when completions race, its public verification (real, forged, revoked) and its PDF, and who
 * may do each of these. Issue #15: each attempt shows the quiz in an order of its own, a failed
 * one says only its score and waits before the next (1 minute, then doubling).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueItems, firstCourse } from '../../../../tests/factories/catalogue';
import {
	ACTIVE_LICENCE,
	createLearner,
	TRIAL_LICENCE,
	type LicenceSpec,
} from '../../../../tests/factories/learners';
import { passQuiz, showQuiz, submitQuiz, watchVideo } from '../../../../tests/factories/learning';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import {
	certificates,
	courses,
	itineraries,
	itineraryCourses,
	itineraryMembers,
	learningDays,
	mediaAssets,
	pharmacies,
	programItems,
	quizAttempts,
	quizQuestions,
	resourceDownloads,
} from '../../db/schema';
import { listQuestions } from '../../db/queries/quizzes';
import { fileStorage, mediaKey } from '../../services/file-storage';
import { rightAnswersAsShown } from '../../services/quiz-order';
import { quizWaitSeconds } from '../../services/quizzes';

const NOW = new Date('2026-11-22T10:00:00Z');

interface CourseItems {
	id: number;
	name: string;
	videos: { id: number; duration: number }[];
	pdfs: number[];
	quiz: number;
	/** Right answer of each quiz question, in order. */
	answers: number[];
}

describe.each(databaseKinds)('completing a course on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let clock: Date;
	let course: CourseItems;
	let excludedCourseId: number;

	async function loadCourse(courseId: number): Promise<CourseItems> {
		const rows = await catalogueItems(handle.db, { courseId });
		const quiz = rows.find((row) => row.type === 'quiz');
		if (!quiz) throw new Error(`course ${courseId} has no quiz`);
		const questions = await handle.db
			.select({ answer: quizQuestions.answer })
			.from(quizQuestions)
			.where(eq(quizQuestions.itemId, quiz.id))
			.orderBy(quizQuestions.position);
		return {
			id: courseId,
			name: rows[0]?.courseName ?? '',
			videos: rows
				.filter((row) => row.type === 'video' || row.type === 'counter_scene')
				.map((row) => ({ id: row.id, duration: row.durationSeconds })),
			pdfs: rows.filter((row) => row.type === 'pdf').map((row) => row.id),
			quiz: quiz.id,
			answers: questions.map((question) => question.answer),
		};
	}

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		deps = createTestDeps(handle.db, { now: () => clock });
		app = createApp(deps);
		course = await loadCourse((await firstCourse(handle.db, { demoExcluded: false })).id);
		excludedCourseId = (await firstCourse(handle.db, { demoExcluded: true })).id;
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	const learner = (licence: LicenceSpec | null = ACTIVE_LICENCE, name?: string) =>
		createLearner(handle.db, app, licence, name ? { name, lastName: 'Núñez' } : {});
	const post = (path: string, token: string | undefined, body: unknown) =>
		call(app, 'POST', `/api${path}`, { ...(token ? { token } : {}), body });

	/** Moves the server's clock on, as time passes for the learner. */
	const advance = (seconds: number) => {
		clock = new Date(clock.getTime() + seconds * 1000);
	};
	async function watchAll(token: string) {
		for (const video of course.videos) {
			const res = await watchVideo(app, token, video, { advance });
			expect(res.body.data.saveProgress.done).toBe(true);
		}
	}
	const attempts = async (userId: number) =>
		handle.db
			.select()
			.from(quizAttempts)
			.where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.itemId, course.quiz)))
			.orderBy(quizAttempts.attempt);
	/** The stored questions of the course's quiz, with their right answers. */
	const storedQuestions = () => listQuestions(handle.db, course.quiz);
	/** Answers for the quiz as shown, right except for the first `wrongCount` questions. */
	async function answersAsShown(
		quiz: { questions: { prompt: string; options: string[] }[] },
		wrongCount: number,
	) {
		const right = rightAnswersAsShown(quiz.questions, await storedQuestions());
		return right.map((answer, index) => (index < wrongCount ? (answer + 1) % 3 : answer));
	}
	async function downloadAll(token: string) {
		for (const pdf of course.pdfs) {
			const res = await post('/progress/downloadResource', token, { iid: pdf });
			expect(res.status).toBe(200);
		}
	}

	it('every demo course ends with a quiz of 3 to 5 questions', async () => {
		const quizzes = await handle.db.select({ itemId: quizQuestions.itemId }).from(quizQuestions);
		const perQuiz = new Map<number, number>();
		for (const { itemId } of quizzes) perQuiz.set(itemId, (perQuiz.get(itemId) ?? 0) + 1);
		const quizItems = await handle.db
			.select({ id: programItems.id })
			.from(programItems)
			.where(eq(programItems.type, 'quiz'));
		expect(quizItems.length).toBeGreaterThan(0);
		for (const item of quizItems) {
			expect(perQuiz.get(item.id) ?? 0).toBeGreaterThanOrEqual(3);
			expect(perQuiz.get(item.id) ?? 0).toBeLessThanOrEqual(5);
		}
	});

	it("gives the next attempt's questions without their answers, the same order each time", async () => {
		const { token } = await learner();
		const res = await post('/progress/getQuiz', token, { iid: course.quiz });
		expect(res.status).toBe(200);
		const quiz = res.body.data.getQuiz;
		expect(quiz).toMatchObject({
			iid: course.quiz,
			passMark: 80,
			attempt: 0,
			last: null,
			nextAttemptAt: null,
		});
		expect(quiz.questions).toHaveLength(course.answers.length);
		expect(res.text).not.toMatch(/"answer"|"explanation"/);
		// The same questions and options as stored, in an order of this attempt's own.
		const stored = await storedQuestions();
		expect(
			[...quiz.questions].map((question: { prompt: string }) => question.prompt).sort(),
		).toEqual(stored.map((question) => question.prompt).sort());
		for (const question of quiz.questions as { prompt: string; options: string[] }[]) {
			const same = stored.find((candidate) => candidate.prompt === question.prompt);
			expect([...question.options].sort()).toEqual([...(same?.options ?? [])].sort());
		}
		expect((await showQuiz(app, token, course.quiz)).questions).toEqual(quiz.questions);
	});

	it('a failed attempt gives only its score, waits a minute then longer, and the next comes in a new order', async () => {
		const { user, token } = await learner();
		const total = course.answers.length;
		const first = await showQuiz(app, token, course.quiz);
		const failed = await submitQuiz(
			app,
			token,
			course.quiz,
			first.attempt,
			await answersAsShown(first, 2),
		);
		expect(failed.status).toBe(200);
		expect(failed.body.data.submitQuiz).toEqual({
			iid: course.quiz,
			score: Math.floor(((total - 2) * 100) / total),
			correct: total - 2,
			total,
			passed: false,
			passMark: 80,
			nextAttemptAt: new Date(NOW.getTime() + 60_000).toISOString(),
			certificate: null,
		});
		// Nothing says which answers were wrong, nor what the right ones are.
		expect(failed.text).not.toMatch(/"results"|"right"|"answer"|"explanation"/);

		// Straight away: 429 with Retry-After, and nothing is written.
		const second = await showQuiz(app, token, course.quiz);
		expect(second).toMatchObject({
			attempt: 1,
			last: { passed: false },
			nextAttemptAt: new Date(NOW.getTime() + 60_000).toISOString(),
		});
		const early = await submitQuiz(
			app,
			token,
			course.quiz,
			second.attempt,
			await answersAsShown(second, 0),
		);
		expect(early.status).toBe(429);
		expect(early.headers.get('retry-after')).toBe('60');
		expect(early.body).toEqual({
			ok: false,
			result: 'quiz_wait',
			msg: 'Aún no puedes repetir el test: podrás intentarlo de nuevo dentro de 1 minuto. Aprovecha para repasar el curso.',
		});
		expect(await attempts(user.id)).toHaveLength(1);

		// The next attempt shows the questions in another order: the same positions are not the
		// same answers.
		expect(second.questions).not.toEqual(first.questions);

		// A minute later it opens; failed again, the next waits two minutes.
		advance(60);
		const again = await submitQuiz(
			app,
			token,
			course.quiz,
			second.attempt,
			await answersAsShown(second, 2),
		);
		expect(again.body.data.submitQuiz).toMatchObject({
			passed: false,
			nextAttemptAt: new Date(clock.getTime() + 120_000).toISOString(),
		});
		advance(90);
		const third = await showQuiz(app, token, course.quiz);
		const waiting = await submitQuiz(
			app,
			token,
			course.quiz,
			third.attempt,
			await answersAsShown(third, 0),
		);
		expect(waiting.status).toBe(429);
		expect(waiting.headers.get('retry-after')).toBe('30');
		advance(30);
		// An attempt already marked cannot be sent again: 409, nothing written.
		const stale = await submitQuiz(
			app,
			token,
			course.quiz,
			second.attempt,
			await answersAsShown(second, 0),
		);
		expect(stale.status).toBe(409);
		expect(stale.body.result).toBe('quiz_stale');
		expect(await attempts(user.id)).toHaveLength(2);

		// Passed: now each question's mark, its right answer (as shown) and why.
		const passed = await submitQuiz(
			app,
			token,
			course.quiz,
			third.attempt,
			await answersAsShown(third, 0),
		);
		expect(passed.body.data.submitQuiz).toMatchObject({
			score: 100,
			passed: true,
			nextAttemptAt: null,
			// The quiz alone does not complete the course.
			certificate: null,
		});
		const stored = await storedQuestions();
		const rights = rightAnswersAsShown(third.questions, stored);
		expect(
			passed.body.data.submitQuiz.results.map((result: { answer: number }) => result.answer),
		).toEqual(rights);
		expect(passed.body.data.submitQuiz.results[0]).toMatchObject({ right: true });
		expect(passed.body.data.submitQuiz.results[0].explanation).toBeTruthy();

		// Once passed, a retry does not wait, and shows the marks even when it fails.
		const retry = await showQuiz(app, token, course.quiz);
		expect(retry).toMatchObject({ attempt: 3, last: { score: 100, passed: true } });
		expect(retry.nextAttemptAt).toBeNull();
		const worse = await submitQuiz(
			app,
			token,
			course.quiz,
			retry.attempt,
			await answersAsShown(retry, 2),
		);
		expect(worse.body.data.submitQuiz).toMatchObject({ passed: false, nextAttemptAt: null });
		expect(worse.body.data.submitQuiz.results[0]).toMatchObject({ right: false });
		expect((await attempts(user.id)).map((row) => [row.attempt, row.passed])).toEqual([
			[0, false],
			[1, false],
			[2, true],
			[3, false],
		]);
		// Stored in the stored order: the passing attempt's answers are the right ones.
		expect((await attempts(user.id))[2]?.answers).toEqual(course.answers);
	});

	it('migration 0014 numbers the attempts made before it in the order they were made', async () => {
		const { user, token } = await learner();
		const made = [NOW, new Date(NOW.getTime() + 60_000), new Date(NOW.getTime() + 600_000)];
		await handle.db.insert(quizAttempts).values(
			made.map((createdAt, index) => ({
				userId: user.id,
				itemId: course.quiz,
				// Any numbers: the migration's update gives them their order.
				attempt: 100 - index,
				answers: course.answers,
				correct: 0,
				total: course.answers.length,
				score: 0,
				passed: false,
				createdAt,
			})),
		);
		const migration = await readFile(
			new URL('../../db/migrations/0014_heartbeat_allowance.sql', import.meta.url),
			'utf8',
		);
		const backfill = migration
			.split('--> statement-breakpoint')
			.find((statement) => statement.includes('UPDATE "quiz_attempts"'));
		if (!backfill) throw new Error('migration 0014 has no backfill');
		await handle.db.execute(sql.raw(backfill));
		expect((await attempts(user.id)).map((row) => [row.attempt, row.createdAt])).toEqual(
			made.map((createdAt, index) => [index, createdAt]),
		);
		// The next attempt follows them.
		expect((await showQuiz(app, token, course.quiz)).attempt).toBe(3);
	});

	it('the wait doubles with each failure, up to 30 minutes', () => {
		expect([1, 2, 3, 4, 5, 6, 7, 12].map(quizWaitSeconds)).toEqual([
			60, 120, 240, 480, 960, 1800, 1800, 1800,
		]);
	});

	it('two submissions of the same attempt at once: one is marked, the other refused', async () => {
		const { user, token } = await learner();
		const quiz = await showQuiz(app, token, course.quiz);
		const answers = await answersAsShown(quiz, 2);
		const both = await Promise.all([
			submitQuiz(app, token, course.quiz, quiz.attempt, answers),
			submitQuiz(app, token, course.quiz, quiz.attempt, answers),
		]);
		// The second waits behind the first (PGlite) or runs beside it (PostgreSQL): refused as
		// waiting after a failure, or as already marked.
		const [marked, refused] = [...both].sort((a, b) => a.status - b.status);
		expect(marked?.status).toBe(200);
		expect([409, 429]).toContain(refused?.status);
		expect(await attempts(user.id)).toHaveLength(1);
	});

	it('refuses a quiz answered in part, an answer out of range, no attempt, and an item that is no quiz; nothing is written', async () => {
		const { user, token } = await learner();
		const short = await submitQuiz(app, token, course.quiz, 0, course.answers.slice(1));
		expect(short.status).toBe(400);
		expect(short.body.result).toBe('inv_data');
		const outOfRange = await submitQuiz(
			app,
			token,
			course.quiz,
			0,
			course.answers.map(() => 12),
		);
		expect(outOfRange.status).toBe(400);
		const noAttempt = await post('/progress/submitQuiz', token, {
			iid: course.quiz,
			answers: course.answers,
		});
		expect(noAttempt.status).toBe(400);
		expect(noAttempt.body.result).toBe('inv_data');
		const notQuiz = await post('/progress/getQuiz', token, { iid: course.videos[0]?.id });
		expect(notQuiz.status).toBe(400);
		expect(notQuiz.body.result).toBe('not_quiz');
		expect(await attempts(user.id)).toEqual([]);
	});

	it('counts every download per person and gives the PDF', async () => {
		const { user, token } = await learner();
		const pdf = course.pdfs[0];
		if (pdf === undefined) throw new Error('the course has no PDF');
		const first = await call(app, 'POST', '/api/progress/downloadResource', {
			token,
			body: { iid: pdf },
		});
		expect(first.status).toBe(200);
		expect(first.headers.get('content-type')).toBe('application/pdf');
		expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
		await post('/progress/downloadResource', token, { iid: pdf });
		const downloads = await handle.db
			.select()
			.from(resourceDownloads)
			.where(and(eq(resourceDownloads.userId, user.id), eq(resourceDownloads.itemId, pdf)));
		expect(downloads).toHaveLength(2);
		expect(downloads[0]?.courseId).toBe(course.id);
		const progress = await post('/progress/getProgress', token, { cid: course.id });
		expect(progress.body.data.getProgress.items).toContainEqual(
			expect.objectContaining({ iid: pdf, done: true }),
		);
	});

	it('gives the player each HLS lesson with its captions and the poster beside its playlist', async () => {
		const { token } = await learner();
		const res = await post('/progress/getCourse', token, { cid: course.id });
		const items = (
			res.body.data.getCourse as {
				topics: {
					items: { media: string | null; captions: string | null; poster: string | null }[];
				}[];
			}
		).topics.flatMap((topic) => topic.items);
		const lessons = items.filter((item) => item.media?.endsWith('.m3u8'));
		expect(lessons.length).toBeGreaterThan(0);
		for (const lesson of lessons) {
			const folder = (lesson.media ?? '').replace(/[^/]*$/, '');
			expect(lesson.captions).toBe(`${folder}captions.es.vtt`);
			expect(lesson.poster).toBe(`${folder}poster.jpg`);
			// Served from the repository's public/media under the default ASSETS_URL.
			await readFile(`public${lesson.poster ?? ''}`);
		}
		expect(items.filter((item) => !item.media).every((item) => item.poster === null)).toBe(true);
	});

	it('plays a studio upload through a signed link naming the learner, with its own poster and captions', async () => {
		const video = course.videos[0];
		if (video === undefined) throw new Error('the course has no video');
		const id = randomUUID();
		const storage = fileStorage(deps);
		const save = (name: string, text: string) =>
			storage.save(mediaKey(id, name), new TextEncoder().encode(text), { maxBytes: 4096 });
		await save(
			'hls/master.m3u8',
			'#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360\n360p/index.m3u8\n',
		);
		await save('captions.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.500\nBuenos días\n');
		await handle.db.insert(mediaAssets).values({
			id,
			status: 'ready',
			originalName: 'consejo-en-mostrador.mp4',
			bytes: 4096,
			masterKey: mediaKey(id, 'master'),
			renditions: ['360p'],
			playlistKey: mediaKey(id, 'hls/master.m3u8'),
			posterKey: mediaKey(id, 'poster.jpg'),
			captionsKey: mediaKey(id, 'captions.vtt'),
			createdAt: NOW,
			updatedAt: NOW,
		});
		const [stored] = await handle.db
			.select({ mediaUrl: programItems.mediaUrl, captionsUrl: programItems.captionsUrl })
			.from(programItems)
			.where(eq(programItems.id, video.id));
		await handle.db
			.update(programItems)
			.set({ mediaUrl: `asset:${id}`, captionsUrl: `asset:${id}` })
			.where(eq(programItems.id, video.id));
		type PlayerItem = {
			iid: number;
			media: string | null;
			captions: string | null;
			poster: string | null;
		};
		const playerItem = async (token: string) => {
			const res = await post('/progress/getCourse', token, { cid: course.id });
			expect(res.status).toBe(200);
			const items = (
				res.body.data.getCourse as { topics: { items: PlayerItem[] }[] }
			).topics.flatMap((topic) => topic.items);
			return items.find((item) => item.iid === video.id);
		};
		try {
			const { user, token } = await learner();
			const lesson = await playerItem(token);
			expect(lesson?.media).toMatch(
				new RegExp(`^/api/media/hls/${id}/master\\.m3u8\\?exp=\\d+&uid=${user.id}&sig=`),
			);
			const master = await app.request(lesson?.media ?? '');
			expect(master.status).toBe(200);
			expect(await master.text()).toContain(`/api/media/hls/${id}/360p/index.m3u8?`);
			const captions = await app.request(lesson?.captions ?? '');
			expect(captions.status).toBe(200);
			expect(await captions.text()).toContain('Buenos días');
			expect(lesson?.poster).toContain('poster.jpg');
			expect(lesson?.poster).not.toBe(lesson?.media);

			// Another learner's link names them; an asset that cannot play leaves that lesson
			// without media while the rest of the course still plays.
			const other = await learner();
			expect((await playerItem(other.token))?.media).toContain(`uid=${other.user.id}&`);
			await handle.db.update(mediaAssets).set({ status: 'failed' }).where(eq(mediaAssets.id, id));
			const broken = await playerItem(token);
			expect(broken).toMatchObject({ media: null, captions: null, poster: null });
		} finally {
			await handle.db
				.update(programItems)
				.set({ mediaUrl: stored?.mediaUrl ?? null, captionsUrl: stored?.captionsUrl ?? null })
				.where(eq(programItems.id, video.id));
		}
	});

	it('gives the PDF sheet uploaded in the studio as it was uploaded, counted; a sheet gone completes nothing', async () => {
		const pdf = course.pdfs[0];
		if (pdf === undefined) throw new Error('the course has no PDF');
		const id = randomUUID();
		const sheet = new TextEncoder().encode('%PDF-1.4\n% Ficha de la tos, revisada\n%%EOF\n');
		await fileStorage(deps).save(mediaKey(id, 'sheet.pdf'), sheet, { maxBytes: 4096 });
		await handle.db.insert(mediaAssets).values({
			id,
			kind: 'pdf',
			status: 'ready',
			originalName: 'ficha-tos.pdf',
			bytes: sheet.byteLength,
			masterKey: mediaKey(id, 'sheet.pdf'),
			createdAt: NOW,
			updatedAt: NOW,
		});
		const [stored] = await handle.db
			.select({ mediaUrl: programItems.mediaUrl })
			.from(programItems)
			.where(eq(programItems.id, pdf));
		await handle.db
			.update(programItems)
			.set({ mediaUrl: `asset:${id}` })
			.where(eq(programItems.id, pdf));
		const downloadsOf = async (userId: number) =>
			handle.db
				.select()
				.from(resourceDownloads)
				.where(and(eq(resourceDownloads.userId, userId), eq(resourceDownloads.itemId, pdf)));
		try {
			const { user, token } = await learner();
			const res = await call(app, 'POST', '/api/progress/downloadResource', {
				token,
				body: { iid: pdf },
			});
			expect(res.status).toBe(200);
			expect(res.headers.get('content-type')).toBe('application/pdf');
			expect(res.text).toBe(new TextDecoder().decode(sheet));
			expect(await downloadsOf(user.id)).toHaveLength(1);

			// The sheet's file gone from the storage, then its row: each a 404, nothing counted, the
			// item not done.
			const other = await learner();
			await fileStorage(deps).remove(mediaKey(id, 'sheet.pdf'));
			const noFile = await post('/progress/downloadResource', other.token, { iid: pdf });
			expect(noFile.status).toBe(404);
			expect(noFile.body).toMatchObject({ ok: false, result: 'it_nf' });
			await handle.db.delete(mediaAssets).where(eq(mediaAssets.id, id));
			const gone = await post('/progress/downloadResource', other.token, { iid: pdf });
			expect(gone.status).toBe(404);
			expect(gone.body).toMatchObject({ ok: false, result: 'it_nf' });
			expect(await downloadsOf(other.user.id)).toHaveLength(0);
			const progress = await post('/progress/getProgress', other.token, { cid: course.id });
			expect(progress.body.data.getProgress.items).not.toContainEqual(
				expect.objectContaining({ iid: pdf, done: true }),
			);
		} finally {
			await handle.db
				.update(programItems)
				.set({ mediaUrl: stored?.mediaUrl ?? null })
				.where(eq(programItems.id, pdf));
		}
	});

	it('issues the certificate once every item is done, and only then', async () => {
		const { user, token } = await learner(ACTIVE_LICENCE, 'Inés');
		const early = await post('/certificates/issueCertificate', token, { cid: course.id });
		expect(early.status).toBe(409);
		expect(early.body.result).toBe('course_incomplete');

		await watchAll(token);
		await downloadAll(token);
		const before = await post('/progress/getCourse', token, { cid: course.id });
		expect(before.body.data.getCourse.certificate).toBeNull();
		const passed = await passQuiz(handle.db, app, token, course.quiz);
		const code = passed.body.data.submitQuiz.certificate as string;
		expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

		const player = await post('/progress/getCourse', token, { cid: course.id });
		expect(player.body.data.getCourse).toMatchObject({ pct: 100, certificate: code });
		const listed = await post('/certificates/getCertificates', token, {});
		const [certificate] = listed.body.data.getCertificates.certificates;
		expect(certificate).toMatchObject({
			code,
			course: { id: course.id, name: course.name },
			revoked: false,
		});
		expect(certificate.linkedIn.addUrl).toContain('startTask=CERTIFICATION_NAME');
		expect(certificate.linkedIn.addUrl).toContain(`certId=${code}`);
		expect(certificate.linkedIn.fields).toMatchObject({
			certId: code,
			issueYear: 2026,
			issueMonth: 11,
		});
		expect(listed.body.data.getCertificates.hoursByArea).toEqual([
			{ area: certificate.area, minutes: certificate.minutes, certificates: 1 },
		]);
		const rows = await handle.db
			.select()
			.from(certificates)
			.where(eq(certificates.userId, user.id));
		expect(rows).toHaveLength(1);
		expect(rows[0]?.holderName).toBe(`Inés Núñez`);
	});

	it('issues exactly one certificate when completions race', async () => {
		const { user, token } = await learner();
		await watchAll(token);
		await downloadAll(token);
		await passQuiz(handle.db, app, token, course.quiz);
		const quiz = await showQuiz(app, token, course.quiz);
		const answers = await answersAsShown(quiz, 0);
		// The course is complete: many calls at once, through both ways a certificate is asked
		// for (the quiz's next attempt is marked once, the others refused as already marked).
		const results = await Promise.all([
			...Array.from({ length: 4 }, () =>
				post('/certificates/issueCertificate', token, { cid: course.id }),
			),
			...Array.from({ length: 4 }, () =>
				submitQuiz(app, token, course.quiz, quiz.attempt, answers),
			),
		]);
		expect(results.filter((res) => res.status === 409)).toHaveLength(3);
		const codes = new Set(
			results
				.filter((res) => res.status === 200)
				.map(
					(res) =>
						(res.body.data.issueCertificate?.code ??
							res.body.data.submitQuiz?.certificate) as string,
				),
		);
		expect(codes.size).toBe(1);
		const rows = await handle.db
			.select()
			.from(certificates)
			.where(and(eq(certificates.userId, user.id), eq(certificates.courseId, course.id)));
		expect(rows).toHaveLength(1);
		expect(codes.has(rows[0]?.code ?? '')).toBe(true);
	});

	it('verifies a real code for anyone, refuses a forged one, and says when it was revoked', async () => {
		const { token } = await learner(ACTIVE_LICENCE, 'Begoña');
		await watchAll(token);
		await downloadAll(token);
		const passed = await passQuiz(handle.db, app, token, course.quiz);
		const code = passed.body.data.submitQuiz.certificate as string;

		// No token: the verification is public, and forgiving with how the code is typed.
		const typed = ` ${code.toLowerCase().replaceAll('-', '')} `;
		const real = await post('/certificates/verifyCertificate', undefined, { code: typed });
		expect(real.status).toBe(200);
		expect(real.body.data.verifyCertificate).toMatchObject({
			code,
			status: 'valid',
			holderName: 'Begoña Núñez',
			courseName: course.name,
			revokedAt: null,
		});

		const forged = code.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
		for (const attempt of [forged, 'ABCD-EFGH-JKMN', 'no es un código', "'; drop table x; --"]) {
			const res = await post('/certificates/verifyCertificate', undefined, { code: attempt });
			expect(res.status).toBe(404);
			expect(res.body.result).toBe('cert_nf');
		}

		const pdf = await app.request(`/api/certificates/pdf/${code}`);
		expect(pdf.status).toBe(200);
		expect(pdf.headers.get('content-type')).toBe('application/pdf');
		const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), {
			mergePages: true,
		});
		expect(text).toContain('Begoña Núñez');
		expect(text).toContain(code);
		expect((await app.request('/api/certificates/pdf/ABCD-EFGH-JKMN')).status).toBe(404);

		await handle.db
			.update(certificates)
			.set({ revokedAt: NOW, revokedReason: 'Emitido por error' })
			.where(eq(certificates.code, code));
		const revoked = await post('/certificates/verifyCertificate', undefined, { code });
		expect(revoked.body.data.verifyCertificate).toMatchObject({
			status: 'revoked',
			revokedAt: NOW.toISOString(),
		});
	});

	it('counts the minutes played per day in Spain, replays included', async () => {
		// 23:55 in Madrid on 22 November is still that day; 00:05 is the next one.
		clock = new Date('2026-11-22T22:55:00Z');
		const { user, token } = await learner();
		const video = course.videos[0];
		if (!video) throw new Error('the course has no video');
		await watchVideo(app, token, video, { advance, rate: 1, to: 60 });
		// Watched again a minute later: what is played again counts too.
		advance(60);
		await post('/progress/saveProgress', token, { iid: video.id, pos: 60, rng: [[0, 60]], ts: 2 });
		clock = new Date('2026-11-22T23:05:00Z');
		await watchVideo(app, token, video, { advance, rate: 1, from: 60, to: 90 });
		const days = await handle.db
			.select({ day: learningDays.day, seconds: learningDays.secondsWatched })
			.from(learningDays)
			.where(eq(learningDays.userId, user.id))
			.orderBy(learningDays.day);
		expect(days).toEqual([
			{ day: '2026-11-22', seconds: 120 },
			{ day: '2026-11-23', seconds: 30 },
		]);
	});

	it('the dashboard continues where the learner left off and counts what was completed', async () => {
		const { token } = await learner(TRIAL_LICENCE);
		const empty = await post('/progress/getDashboard', token, {});
		expect(empty.status).toBe(200);
		expect(empty.body.data.getDashboard).toMatchObject({
			continueWatching: [],
			completed: [],
			summary: { minutesWatched: 0, coursesInProgress: 0, coursesCompleted: 0, certificates: 0 },
		});
		expect(empty.body.data.getDashboard.latest.length).toBeGreaterThan(0);

		const video = course.videos[0];
		if (!video) throw new Error('the course has no video');
		await watchVideo(app, token, video, { advance, to: 90 });
		const started = (await post('/progress/getDashboard', token, {})).body.data.getDashboard;
		expect(started.continueWatching).toEqual([
			expect.objectContaining({
				cid: course.id,
				pct: 0,
				next: expect.objectContaining({ iid: video.id }),
			}),
		]);
		expect(started.summary).toMatchObject({ minutesWatched: 1, coursesInProgress: 1 });
		const suggested = [...started.recommended, ...started.latest].map(
			(entry: { cid: number }) => entry.cid,
		);
		expect(suggested).not.toContain(course.id);
		// A trial is never offered what its demo licence does not open.
		expect(suggested).not.toContain(excludedCourseId);

		await watchAll(token);
		await downloadAll(token);
		const passed = await passQuiz(handle.db, app, token, course.quiz);
		const done = (await post('/progress/getDashboard', token, {})).body.data.getDashboard;
		expect(done.continueWatching).toEqual([]);
		expect(done.completed).toEqual([
			expect.objectContaining({
				cid: course.id,
				certificate: passed.body.data.submitQuiz.certificate,
			}),
		]);
		expect(done.summary).toMatchObject({
			coursesInProgress: 0,
			coursesCompleted: 1,
			certificates: 1,
		});
	});

	it('the dashboard shows the published itineraries assigned, each with its next course and dates', async () => {
		const { user, token } = await learner();
		const [pharmacy] = await handle.db
			.insert(pharmacies)
			.values({ name: `Farmacia Itinerario ${user.id}`, ownerUserId: user.id })
			.returning();
		if (!pharmacy) throw new Error('no pharmacy');
		const [published, draft, notMine] = await handle.db
			.insert(itineraries)
			.values([
				{ pharmacyId: pharmacy.id, name: 'Acogida', status: 'published', endsOn: '2026-12-31' },
				{ pharmacyId: pharmacy.id, name: 'Borrador', status: 'draft' },
				{ pharmacyId: pharmacy.id, name: 'De otra persona', status: 'published' },
			])
			.returning();
		if (!published || !draft || !notMine) throw new Error('no itineraries');
		const [other] = await handle.db
			.select({ id: courses.id })
			.from(courses)
			.where(eq(courses.demoExcluded, false))
			.orderBy(desc(courses.id))
			.limit(1);
		if (!other) throw new Error('no second course');
		await handle.db.insert(itineraryCourses).values([
			{ itineraryId: published.id, courseId: course.id, position: 1 },
			{ itineraryId: published.id, courseId: other.id, position: 2, opensOn: '2026-12-01' },
			{ itineraryId: draft.id, courseId: course.id, position: 1 },
			{ itineraryId: notMine.id, courseId: course.id, position: 1 },
		]);
		await handle.db.insert(itineraryMembers).values([
			{ itineraryId: published.id, userId: user.id },
			{ itineraryId: draft.id, userId: user.id },
		]);

		const before = (await post('/progress/getDashboard', token, {})).body.data.getDashboard;
		expect(before.itineraries).toEqual([
			{
				id: published.id,
				name: 'Acogida',
				endsOn: '2026-12-31',
				next: expect.objectContaining({ cid: course.id, opensOn: null }),
				courses: [
					expect.objectContaining({ cid: course.id, opensOn: null, completed: false }),
					expect.objectContaining({ cid: other.id, opensOn: '2026-12-01', completed: false }),
				],
			},
		]);

		await watchAll(token);
		await downloadAll(token);
		await passQuiz(handle.db, app, token, course.quiz);
		const after = (await post('/progress/getDashboard', token, {})).body.data.getDashboard;
		expect(after.itineraries[0].next).toMatchObject({ cid: other.id, opensOn: '2026-12-01' });
		expect(
			after.itineraries[0].courses.map((row: { completed: boolean }) => row.completed),
		).toEqual([true, false]);
	});

	describe('who may learn', () => {
		const calls = () =>
			[
				['/progress/getCourse', { cid: course.id }],
				['/progress/getQuiz', { iid: course.quiz }],
				['/progress/submitQuiz', { iid: course.quiz, attempt: 0, answers: course.answers }],
				['/progress/downloadResource', { iid: course.pdfs[0] }],
				['/certificates/issueCertificate', { cid: course.id }],
			] as const;

		it('refuses without a session (401)', async () => {
			for (const [path, body] of calls()) {
				const res = await post(path, undefined, body);
				expect(res.status, path).toBe(401);
			}
			expect((await post('/certificates/getCertificates', undefined, {})).status).toBe(401);
		});

		it.each([
			['no licence', null],
			[
				'an expired licence',
				{ ...ACTIVE_LICENCE, status: 'active', endAt: new Date('2026-11-01T00:00:00Z') },
			],
			['a cancelled licence', { ...ACTIVE_LICENCE, status: 'canceled' }],
		] as const)('refuses with %s: 403 lic_req, and nothing is recorded', async (_, licence) => {
			const { user, token } = await learner(licence);
			for (const [path, body] of calls()) {
				const res = await post(path, token, body);
				expect(res.status, path).toBe(403);
				expect(res.body.result, path).toBe('lic_req');
			}
			const downloads = await handle.db
				.select()
				.from(resourceDownloads)
				.where(eq(resourceDownloads.userId, user.id));
			expect(downloads).toEqual([]);
			expect(await attempts(user.id)).toEqual([]);
		});

		it('refuses a trial the courses excluded from the demo licence: 403 demo_excl', async () => {
			const { token } = await learner(TRIAL_LICENCE);
			const excluded = await loadCourse(excludedCourseId);
			const res = await post('/progress/getCourse', token, { cid: excluded.id });
			expect(res.status).toBe(403);
			expect(res.body.result).toBe('demo_excl');
			const quiz = await post('/progress/getQuiz', token, { iid: excluded.quiz });
			expect(quiz.body.result).toBe('demo_excl');
			// …while a course in the demo opens.
			const open = await post('/progress/getCourse', token, { cid: course.id });
			expect(open.status).toBe(200);
			expect(open.body.data.getCourse.topics.length).toBeGreaterThan(0);
		});

		it('answers 404 for an item or course that does not exist', async () => {
			const { token } = await learner();
			expect((await post('/progress/getQuiz', token, { iid: 999_999 })).body.result).toBe('it_nf');
			expect((await post('/progress/getCourse', token, { cid: 999_999 })).body.result).toBe(
				'co_nf',
			);
		});
	});
});
