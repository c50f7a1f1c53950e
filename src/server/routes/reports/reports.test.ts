/**
 * Tracking reports (issue #7): a small team whose numbers are worked out by hand (minutes,
 * completions in and out of the range at Madrid's midnight, downloads, certificates, the ranking,
 * the itinerary filter), the group dashboard, the CSV's bytes, the progress services keeping
 * `course_progress`, the data factory, and the authorisation matrix on every call: refusals answer
 * 401/403/404, change nothing and never list anyone outside the caller's pharmacies.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../../../tests/factories/catalogue';
import {
	createOutsider,
	createPharmacyGroup,
	createPharmacyTeam,
	type Person,
} from '../../../../tests/factories/pharmacies';
import { createReportData } from '../../../../tests/factories/report-data';
import { passQuiz, watchVideo } from '../../../../tests/factories/learning';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { Report, ReportScope } from '../../../lib/contracts/reports';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { rebuildCourseProgress } from '../../db/queries/course-progress';
import {
	certificates,
	courseProgress,
	courses,
	enrollments,
	itemProgress,
	itineraries,
	itineraryCourses,
	itineraryMembers,
	itineraryPharmacies,
	learningDays,
	resourceDownloads,
	users,
} from '../../db/schema';

/** 11:00 in Madrid (CET) on Sunday 22 November 2026: the default range is 24 Oct – 22 Nov. */
const NOW = new Date('2026-11-22T10:00:00Z');

interface CourseFixture {
	id: number;
	name: string;
	items: { id: number; type: string; durationSeconds: number }[];
}

describe.each(databaseKinds)('report calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock: Date;
	/** Moves the server's clock on, as time passes for someone watching. */
	const advance = (seconds: number) => {
		clock = new Date(clock.getTime() + seconds * 1000);
	};
	/** C1: video, counter scene, PDF, quiz (the e2e's short course). C2: another with 3+ items. */
	let c1: CourseFixture;
	let c2: CourseFixture;
	let team: Awaited<ReturnType<typeof createPharmacyTeam>>;
	let owner: Person;
	let ana: Person;
	let bruno: Person;
	let group: Awaited<ReturnType<typeof createPharmacyGroup>>;
	let otherTeam: Awaited<ReturnType<typeof createPharmacyTeam>>;
	let outsider: Person;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		clock = NOW;
		const load = async (courseId: number): Promise<CourseFixture> => {
			const rows = await catalogueItems(handle.db, { courseId });
			return {
				id: courseId,
				name: rows[0]?.courseName ?? '',
				items: rows.map(({ id, type, durationSeconds }) => ({ id, type, durationSeconds })),
			};
		};
		c1 = await load(1019);
		expect(c1.items.map((item) => item.type)).toEqual(['video', 'counter_scene', 'pdf', 'quiz']);
		const [other] = await handle.db
			.select({ id: courses.id })
			.from(courses)
			.where(and(eq(courses.demoExcluded, false), eq(courses.id, 1001)));
		c2 = await load(other?.id ?? 0);
		expect(c2.items.length).toBeGreaterThanOrEqual(3);

		team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 2 });
		owner = team.owner;
		[ana, bruno] = team.members as [Person, Person];
		await rename(owner, 'Carmen', 'Ruiz Ortega');
		await rename(ana, 'Ana', 'López; Gil');
		await rename(bruno, '=HYPERLINK("http://x")', 'Sanz');
		group = await createPharmacyGroup(handle.db, app, { pharmacies: 2, membersEach: 1 });
		otherTeam = await createPharmacyTeam(handle.db, app, { size: 'L', members: 1 });
		outsider = await createOutsider(handle.db, app);

		// Ana: C1 completed on 10 Nov (in range), one item of C2 on 5 Nov; 15 min in range and
		// 20 min on 1 Oct; the C1 sheet downloaded on 10 Nov and on 1 Oct.
		await complete(ana, c1, '2026-11-10T10:00:00Z');
		await complete(ana, c2, '2026-11-05T10:00:00Z', 1);
		await watch(ana, { '2026-11-10': 600, '2026-11-05': 300, '2026-10-01': 1200 });
		await download(ana, c1, '2026-11-10T10:05:00Z');
		await download(ana, c1, '2026-10-01T10:05:00Z');
		await certify(ana, c1, '2026-11-10T10:00:00Z');
		// Bruno: C2 completed on 1 Oct (before the range); 30 min on 20 Nov.
		await complete(bruno, c2, '2026-10-01T10:00:00Z');
		await watch(bruno, { '2026-11-20': 1800 });
		await certify(bruno, c2, '2026-10-01T10:00:00Z');
		// Carmen (the owner): C1 completed at 00:30 on 22 Nov in Madrid (23:30 UTC on the 21st).
		await complete(owner, c1, '2026-11-21T23:30:00Z');
		await watch(owner, { '2026-11-21': 120 });
		await download(owner, c1, '2026-11-21T23:30:00Z');
		await certify(owner, c1, '2026-11-21T23:30:00Z');
		// Another pharmacy's people learn too: they must never show up in team's report.
		const stranger = otherTeam.members[0] as Person;
		await complete(stranger, c1, '2026-11-12T10:00:00Z');
		await watch(stranger, { '2026-11-12': 3000 });
		await download(stranger, c1, '2026-11-12T10:00:00Z');
		const grouped = group.teams[0]?.members[0] as Person;
		await complete(grouped, c2, '2026-11-15T10:00:00Z');
		await watch(grouped, { '2026-11-15': 900 });
		await rebuildCourseProgress(handle.db);
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	async function rename(person: Person, name: string, lastName: string) {
		await handle.db.update(users).set({ name, lastName }).where(eq(users.id, person.user.id));
	}

	/** The first `items` items of the course (all by default) completed at `at`. */
	async function complete(person: Person, course: CourseFixture, at: string, items?: number) {
		await handle.db.insert(itemProgress).values(
			course.items.slice(0, items ?? course.items.length).map((item) => ({
				userId: person.user.id,
				itemId: item.id,
				completedAt: new Date(at),
				updatedAt: new Date(at),
			})),
		);
	}

	async function watch(person: Person, days: Record<string, number>) {
		await handle.db.insert(learningDays).values(
			Object.entries(days).map(([day, secondsWatched]) => ({
				userId: person.user.id,
				day,
				secondsWatched,
			})),
		);
	}

	async function download(person: Person, course: CourseFixture, at: string) {
		const pdf = course.items.find((item) => item.type === 'pdf');
		if (!pdf) throw new Error(`course ${course.id} has no PDF`);
		await handle.db.insert(resourceDownloads).values({
			userId: person.user.id,
			itemId: pdf.id,
			courseId: course.id,
			createdAt: new Date(at),
		});
	}

	async function certify(person: Person, course: CourseFixture, at: string) {
		await handle.db.insert(certificates).values({
			code: randomUUID(),
			userId: person.user.id,
			courseId: course.id,
			holderName: 'x',
			courseName: course.name,
			categoryName: 'x',
			minutes: 5,
			issuedAt: new Date(at),
		});
	}

	async function report(token: string | undefined, body: Record<string, unknown> = {}) {
		return call(app, 'POST', '/api/reports/getReport', { body, ...(token ? { token } : {}) });
	}

	async function reportOf(token: string, body: Record<string, unknown> = {}): Promise<Report> {
		const res = await report(token, body);
		expect(res.status, res.text).toBe(200);
		return res.body.data.getReport as Report;
	}

	/** The CSV as bytes (a `Response.text()` would drop the byte order mark) and its text after it. */
	async function csvFile(token: string, body: Record<string, unknown>) {
		const response = await app.request(
			'/api/reports/exportCsv',
			{
				method: 'POST',
				headers: {
					pcek: TEST_CLIENT_KEY,
					'content-type': 'application/json',
					authorization: `Bearer ${token}`,
				},
				body: JSON.stringify(body),
			},
			{ clientAddress: '127.0.0.1' },
		);
		const bytes = new Uint8Array(await response.arrayBuffer());
		const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
		if (response.status === 200) expect(text.startsWith('\uFEFF')).toBe(true);
		return { status: response.status, headers: response.headers, bytes, text: text.slice(1) };
	}

	const memberOf = (data: Report, person: Person) =>
		data.members.find((member) => member.userId === person.user.id);

	/** Rows of every table a report reads, to show a refused call changed nothing. */
	async function snapshot() {
		const tables = [
			itemProgress,
			courseProgress,
			learningDays,
			certificates,
			resourceDownloads,
			itineraries,
		];
		return Promise.all(
			tables.map(async (table) => (await handle.db.select({ n: count() }).from(table))[0]?.n),
		);
	}

	it("reports the owner's team with the numbers worked out by hand (last 30 days by default)", async () => {
		const data = await reportOf(owner.token, { pharmacyId: team.pharmacy.id });
		expect(data.filters).toEqual({
			from: '2026-10-24',
			to: '2026-11-22',
			pharmacy: { id: team.pharmacy.id, name: team.pharmacy.name },
			group: null,
			itinerary: null,
		});
		const c2Share = 1 / c2.items.length;
		expect(memberOf(data, ana)).toEqual({
			userId: ana.user.id,
			name: 'Ana López; Gil',
			email: ana.user.email,
			pharmacyId: team.pharmacy.id,
			pharmacyName: team.pharmacy.name,
			minutes: 15,
			coursesStarted: 2,
			coursesCompleted: 1,
			certificates: 1,
			downloads: 1,
			averageProgress: Math.round(((1 + c2Share) / 2) * 1000) / 10,
			lastActivity: '2026-11-10',
			active: true,
		});
		expect(memberOf(data, bruno)).toMatchObject({
			minutes: 30,
			coursesStarted: 1,
			coursesCompleted: 0,
			certificates: 0,
			downloads: 0,
			averageProgress: 100,
			lastActivity: '2026-11-20',
			active: true,
		});
		expect(memberOf(data, owner)).toMatchObject({
			name: 'Carmen Ruiz Ortega',
			minutes: 2,
			coursesStarted: 1,
			coursesCompleted: 1,
			certificates: 1,
			downloads: 1,
			averageProgress: 100,
			lastActivity: '2026-11-22',
		});
		expect(data.members).toHaveLength(3);
		expect(data.summary).toEqual({
			people: 3,
			active: 3,
			minutes: 47,
			coursesCompleted: 2,
			certificates: 2,
			downloads: 2,
		});
		// Most completions first, then most minutes.
		expect(data.ranking.map((entry) => [entry.position, entry.userId])).toEqual([
			[1, ana.user.id],
			[2, owner.user.id],
			[3, bruno.user.id],
		]);
		const byCourse = new Map(data.courses.map((course) => [course.courseId, course]));
		expect(byCourse.get(c1.id)).toEqual({
			courseId: c1.id,
			name: c1.name,
			own: false,
			started: 2,
			completed: 2,
			averageProgress: 100,
			downloads: 2,
		});
		expect(byCourse.get(c2.id)).toMatchObject({
			started: 2,
			completed: 0,
			averageProgress: Math.round(((1 + c2Share) / 2) * 1000) / 10,
			downloads: 0,
		});
		expect(data.downloads).toEqual([
			{
				courseId: c1.id,
				courseName: c1.name,
				itemId: c1.items[2]?.id,
				itemName: expect.any(String),
				downloads: 2,
				people: 2,
			},
		]);
		expect(data.pharmacies).toEqual([
			{
				pharmacyId: team.pharmacy.id,
				name: team.pharmacy.name,
				people: 3,
				active: 3,
				minutes: 47,
				coursesCompleted: 2,
				certificates: 2,
			},
		]);
		expect(data.excluded).toEqual([]);
	});

	it('counts only what falls in the dates, Madrid days included at both ends', async () => {
		// Up to 21 Nov: the owner's completion, at 00:30 on the 22nd in Madrid, is left out.
		const early = await reportOf(owner.token, {
			pharmacyId: team.pharmacy.id,
			from: '2026-10-24',
			to: '2026-11-21',
		});
		expect(memberOf(early, owner)).toMatchObject({
			coursesCompleted: 0,
			certificates: 0,
			downloads: 0,
			minutes: 2,
		});
		expect(early.summary.coursesCompleted).toBe(1);

		// From 22 Nov alone: only that completion and download.
		const day = await reportOf(owner.token, {
			pharmacyId: team.pharmacy.id,
			from: '2026-11-22',
			to: '2026-11-22',
		});
		expect(day.summary).toMatchObject({ coursesCompleted: 1, downloads: 1, minutes: 0 });
		expect(memberOf(day, owner)?.active).toBe(true);
		expect(memberOf(day, bruno)?.active).toBe(false);

		// Late September to early October: Bruno's completion of C2 and Ana's older watching.
		const autumn = await reportOf(owner.token, {
			pharmacyId: team.pharmacy.id,
			from: '2026-09-25',
			to: '2026-10-05',
		});
		expect(memberOf(autumn, bruno)).toMatchObject({ coursesCompleted: 1, certificates: 1 });
		expect(memberOf(autumn, ana)).toMatchObject({ minutes: 20, downloads: 1, coursesCompleted: 0 });
		expect(autumn.ranking.map((entry) => entry.userId)).toEqual([bruno.user.id, ana.user.id]);
		// Started and average progress are to date, whatever the dates.
		expect(memberOf(autumn, ana)?.coursesStarted).toBe(2);

		// Only `to`: the 30 days before it.
		const onlyTo = await reportOf(owner.token, { pharmacyId: team.pharmacy.id, to: '2026-10-05' });
		expect(onlyTo.filters).toMatchObject({ from: '2026-09-06', to: '2026-10-05' });
	});

	it('refuses a backwards or unreadable range with a message naming the field', async () => {
		const backwards = await report(owner.token, { from: '2026-11-10', to: '2026-11-01' });
		expect(backwards.status).toBe(400);
		expect(backwards.body).toEqual({
			ok: false,
			result: 'inv_data',
			msg: 'Desde: La fecha «desde» no puede ser posterior a la fecha «hasta».',
		});
		const bad = await report(owner.token, { from: '2026-02-30' });
		expect(bad.status).toBe(400);
		expect(bad.body.msg).toMatch(/^Desde: Escribe la fecha/);
		const tooLong = await report(owner.token, { from: '2018-01-01', to: '2026-01-01' });
		expect(tooLong.status).toBe(400);
		expect(tooLong.body.msg).toMatch(/como mucho 5 años/);
		const wrongId = await report(owner.token, { pharmacyId: 'abc' });
		expect(wrongId.status).toBe(400);
	});

	it('narrows to an itinerary: its courses and the people it is assigned to, directly or by pharmacy', async () => {
		const [direct] = await handle.db
			.insert(itineraries)
			.values({
				pharmacyId: team.pharmacy.id,
				name: `Solo Bruno ${randomUUID()}`,
				status: 'published',
			})
			.returning();
		const [whole] = await handle.db
			.insert(itineraries)
			.values({
				pharmacyId: team.pharmacy.id,
				name: `Todo el equipo ${randomUUID()}`,
				status: 'published',
			})
			.returning();
		if (!direct || !whole) throw new Error('itineraries not inserted');
		await handle.db.insert(itineraryCourses).values([
			{ itineraryId: direct.id, courseId: c2.id, position: 1 },
			{ itineraryId: whole.id, courseId: c1.id, position: 1 },
		]);
		await handle.db
			.insert(itineraryMembers)
			.values({ itineraryId: direct.id, userId: bruno.user.id });
		await handle.db
			.insert(itineraryPharmacies)
			.values({ itineraryId: whole.id, pharmacyId: team.pharmacy.id });

		const onlyBruno = await reportOf(owner.token, {
			pharmacyId: team.pharmacy.id,
			itineraryId: direct.id,
		});
		expect(onlyBruno.filters.itinerary).toEqual({ id: direct.id, name: direct.name });
		expect(onlyBruno.members.map((member) => member.userId)).toEqual([bruno.user.id]);
		expect(onlyBruno.courses.map((course) => [course.courseId, course.started])).toEqual([
			[c2.id, 1],
		]);
		expect(onlyBruno.downloads).toEqual([]);

		const everyone = await reportOf(owner.token, {
			pharmacyId: team.pharmacy.id,
			itineraryId: whole.id,
		});
		expect(everyone.members).toHaveLength(3);
		expect(everyone.courses.map((course) => course.courseId)).toEqual([c1.id]);
		// Ana's C2 progress is not part of this itinerary.
		expect(memberOf(everyone, ana)).toMatchObject({ coursesStarted: 1, averageProgress: 100 });
		expect(everyone.summary.downloads).toBe(2);

		// Someone else's itinerary, or a campus template, is not in the owner's scope.
		const [foreign] = await handle.db
			.insert(itineraries)
			.values({ pharmacyId: otherTeam.pharmacy.id, name: `Ajeno ${randomUUID()}` })
			.returning();
		const [template] = await handle.db
			.insert(itineraries)
			.values({ name: `Plantilla ${randomUUID()}`, status: 'template' })
			.returning();
		for (const itinerary of [foreign, template]) {
			const res = await report(owner.token, { itineraryId: itinerary?.id });
			expect(res.status).toBe(404);
			expect(res.body.result).toBe('iti_nf');
		}
	});

	it('gives the group holder the group dashboard: every pharmacy of the group, and only those', async () => {
		const data = await reportOf(group.holder.token, { groupId: group.group.id });
		expect(data.filters.group).toEqual({ id: group.group.id, name: group.group.name });
		expect(data.pharmacies.map((row) => row.pharmacyId).sort()).toEqual(
			group.teams.map((row) => row.pharmacy.id).sort(),
		);
		expect(data.members).toHaveLength(4);
		const grouped = group.teams[0]?.members[0] as Person;
		expect(memberOf(data, grouped)).toMatchObject({ minutes: 15, coursesCompleted: 1 });
		expect(data.summary).toMatchObject({ people: 4, active: 1, minutes: 15, coursesCompleted: 1 });
		const first = data.pharmacies.find((row) => row.pharmacyId === group.teams[0]?.pharmacy.id);
		expect(first).toMatchObject({ people: 2, active: 1, minutes: 15, coursesCompleted: 1 });
		for (const person of [owner, ana, bruno, otherTeam.members[0] as Person]) {
			expect(memberOf(data, person)).toBeUndefined();
		}

		// One pharmacy of the group, and everything they manage (the group here).
		const one = await reportOf(group.holder.token, { pharmacyId: group.teams[1]?.pharmacy.id });
		expect(one.members).toHaveLength(2);
		const all = await reportOf(group.holder.token);
		expect(all.members).toHaveLength(4);
	});

	it('leaves out of a group report a pharmacy whose plan lapsed, and says which', async () => {
		const lapsed = await createPharmacyGroup(handle.db, app, { pharmacies: 2, membersEach: 1 });
		const gone = lapsed.teams[1];
		if (!gone) throw new Error('no second pharmacy');
		await handle.db
			.update(enrollments)
			.set({ status: 'canceled', endAt: new Date('2026-11-01T00:00:00Z') })
			.where(eq(enrollments.userId, gone.owner.user.id));
		const data = await reportOf(lapsed.holder.token, { groupId: lapsed.group.id });
		expect(data.excluded).toEqual([{ id: gone.pharmacy.id, name: gone.pharmacy.name }]);
		expect(data.members).toHaveLength(2);
		const direct = await report(lapsed.holder.token, { pharmacyId: gone.pharmacy.id });
		expect(direct.status).toBe(403);
		expect(direct.body.result).toBe('plan_req');
	});

	it('keeps course_progress from the real progress calls: started on the first heartbeat, completed with the last item', async () => {
		const learner = (await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 }))
			.members[0] as Person;
		const [video, scene, pdf, quiz] = c1.items;
		if (!video || !scene || !pdf || !quiz) throw new Error('C1 has four items');
		const progress = async () =>
			handle.db
				.select({
					done: courseProgress.itemsCompleted,
					share: courseProgress.share,
					completedAt: courseProgress.completedAt,
				})
				.from(courseProgress)
				.where(and(eq(courseProgress.userId, learner.user.id), eq(courseProgress.courseId, c1.id)));
		const post = async (path: string, body: unknown) => {
			const res = await call(app, 'POST', `/api/progress/${path}`, { token: learner.token, body });
			expect(res.status, res.text).toBe(200);
			return res;
		};

		await post('saveProgress', { iid: video.id, pos: 10, rng: [[0, 10]], ts: NOW.getTime() });
		expect(await progress()).toEqual([{ done: 0, share: 0, completedAt: null }]);
		for (const item of [video, scene]) {
			await watchVideo(
				app,
				learner.token,
				{ id: item.id, duration: item.durationSeconds },
				{
					advance,
				},
			);
		}
		expect(await progress()).toEqual([{ done: 2, share: 0.5, completedAt: null }]);
		await post('downloadResource', { iid: pdf.id });
		advance(60);
		expect((await passQuiz(handle.db, app, learner.token, quiz.id)).status).toBe(200);
		expect(await progress()).toEqual([{ done: 4, share: 1, completedAt: clock }]);
	});

	it("migration 0013 fills in each row's share and completion as the progress services keep them", async () => {
		const kept = () =>
			handle.db
				.select({
					userId: courseProgress.userId,
					courseId: courseProgress.courseId,
					share: courseProgress.share,
					completedAt: courseProgress.completedAt,
				})
				.from(courseProgress)
				.orderBy(asc(courseProgress.userId), asc(courseProgress.courseId));
		const before = await kept();
		expect(before.some((row) => row.completedAt !== null)).toBe(true);
		expect(before.some((row) => row.share > 0 && row.share < 1)).toBe(true);
		// As the rows were before the migration: the columns at their defaults.
		await handle.db.update(courseProgress).set({ share: 0, completedAt: null });
		const migration = await readFile(
			new URL('../../db/migrations/0013_report_columns.sql', import.meta.url),
			'utf8',
		);
		const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
		expect(backfill).toContain('UPDATE "course_progress"');
		await handle.db.execute(sql.raw(backfill));
		expect(await kept()).toEqual(before);
	});

	it('shows a completion made through the player in the owner report the same day', async () => {
		const fresh = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
		const learner = fresh.members[0] as Person;
		const [video, scene, pdf, quiz] = c1.items;
		if (!video || !scene || !pdf || !quiz) throw new Error('C1 has four items');
		const post = (path: string, body: unknown) =>
			call(app, 'POST', `/api/progress/${path}`, { token: learner.token, body });
		await post('saveProgress', { iid: video.id, pos: 5, rng: [[0, 5]], ts: NOW.getTime() });
		const started = await reportOf(fresh.owner.token, { pharmacyId: fresh.pharmacy.id });
		expect(memberOf(started, learner)).toMatchObject({
			coursesStarted: 1,
			coursesCompleted: 0,
			averageProgress: 0,
		});
		for (const item of [video, scene]) {
			await watchVideo(
				app,
				learner.token,
				{ id: item.id, duration: item.durationSeconds },
				{
					advance,
				},
			);
		}
		await post('downloadResource', { iid: pdf.id });
		await passQuiz(handle.db, app, learner.token, quiz.id);
		const done = await reportOf(fresh.owner.token, { pharmacyId: fresh.pharmacy.id });
		expect(memberOf(done, learner)).toMatchObject({
			coursesStarted: 1,
			coursesCompleted: 1,
			certificates: 1,
			downloads: 1,
			averageProgress: 100,
			lastActivity: '2026-11-22',
			active: true,
		});
		expect(done.courses.find((course) => course.courseId === c1.id)).toMatchObject({
			started: 1,
			completed: 1,
		});
	});

	it('exports the members as a CSV for Spanish Excel: BOM, semicolons, CRLF, quoting, decimal comma, dates, formula guard', async () => {
		const res = await csvFile(owner.token, { pharmacyId: team.pharmacy.id, view: 'members' });
		expect(res.status, res.text).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
		expect(res.headers.get('cache-control')).toBe('no-store');
		const slug = team.pharmacy.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
		expect(res.headers.get('content-disposition')).toBe(
			`attachment; filename="informe-${slug}-2026-10-24-2026-11-22.csv"`,
		);
		expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const lines = res.text.split('\r\n');
		expect(lines.at(-1)).toBe('');
		expect(lines[0]).toBe(
			'Nombre;Email;Farmacia;Minutos vistos;Cursos empezados;Cursos completados;Certificados;Descargas;Progreso medio (%);Última actividad',
		);
		expect(lines).toHaveLength(5);
		const c2Share = 1 / c2.items.length;
		const anaProgress = String(Math.round(((1 + c2Share) / 2) * 1000) / 10).replace('.', ',');
		expect(lines).toContain(
			`"Ana López; Gil";${ana.user.email};${team.pharmacy.name};15;2;1;1;1;${anaProgress};10/11/2026`,
		);
		expect(lines).toContain(
			`"'=HYPERLINK(""http://x"") Sanz";${bruno.user.email};${team.pharmacy.name};30;1;0;0;0;100;20/11/2026`,
		);
		expect(res.text).not.toContain('\n=');
	});

	it('exports the courses as a CSV, with their kind and people', async () => {
		const res = await csvFile(owner.token, {
			pharmacyId: team.pharmacy.id,
			view: 'courses',
			from: '2026-11-01',
			to: '2026-11-22',
		});
		expect(res.status, res.text).toBe(200);
		expect(res.headers.get('content-disposition')).toMatch(/-2026-11-01-2026-11-22-cursos\.csv"$/);
		const lines = res.text.split('\r\n');
		expect(lines[0]).toBe(
			'Curso;Tipo;Personas que lo empezaron;Lo completaron;Progreso medio (%);Descargas',
		);
		expect(lines).toContain(`${csvText(c1.name)};Catálogo;2;2;100;2`);
		const refused = await call(app, 'POST', '/api/reports/exportCsv', {
			token: owner.token,
			body: { pharmacyId: team.pharmacy.id, view: 'everything' },
		});
		expect(refused.status).toBe(400);
		expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
	});

	it('getScope lists only what the caller manages, with whether each pharmacy has reports', async () => {
		const scopeOf = async (token: string) => {
			const res = await call(app, 'POST', '/api/reports/getScope', { token, body: {} });
			expect(res.status, res.text).toBe(200);
			return res.body.data.getScope as ReportScope;
		};
		const mine = await scopeOf(owner.token);
		expect(mine.pharmacies).toEqual([
			{ id: team.pharmacy.id, name: team.pharmacy.name, groupId: null, reports: true },
		]);
		expect(mine.groups).toEqual([]);
		expect(mine.itineraries.every((row) => !row.name.startsWith('Ajeno'))).toBe(true);
		const held = await scopeOf(group.holder.token);
		expect(held.groups).toEqual([{ id: group.group.id, name: group.group.name }]);
		expect(held.pharmacies.map((row) => row.id).sort()).toEqual(
			group.teams.map((row) => row.pharmacy.id).sort(),
		);
		// People who manage nothing get empty lists, not someone else's.
		for (const person of [ana, outsider]) {
			expect(await scopeOf(person.token)).toEqual({ pharmacies: [], groups: [], itineraries: [] });
		}
		const anonymous = await call(app, 'POST', '/api/reports/getScope', { body: {} });
		expect(anonymous.status).toBe(401);
	});

	describe('authorisation matrix', () => {
		type Caller = 'owner' | 'holder' | 'member' | 'other owner' | 'outsider' | 'anonymous';
		const tokenOf = (caller: Caller): string | undefined =>
			({
				owner: owner.token,
				holder: group.holder.token,
				member: ana.token,
				'other owner': otherTeam.owner.token,
				outsider: outsider.token,
				anonymous: undefined,
			})[caller];

		/** Every refusal: its status and code, nothing changed, no one's name or email in it. */
		async function expectRefused(
			path: 'getReport' | 'exportCsv',
			caller: Caller,
			body: Record<string, unknown>,
			status: number,
			result: string,
		) {
			const before = await snapshot();
			const token = tokenOf(caller);
			const res = await call(app, 'POST', `/api/reports/${path}`, {
				body: path === 'exportCsv' ? { view: 'members', ...body } : body,
				...(token ? { token } : {}),
			});
			expect(res.status, `${caller} ${path} ${JSON.stringify(body)}`).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
			for (const person of [owner, ana, bruno, ...otherTeam.members, ...group.teams[0]!.members]) {
				expect(res.text).not.toContain(person.user.email);
			}
			expect(await snapshot()).toEqual(before);
		}

		it.each([
			['holder', { pharmacyId: 'team' }, 404, 'ph_nf'],
			['member', { pharmacyId: 'team' }, 404, 'ph_nf'],
			['member', {}, 404, 'ph_nf'],
			['other owner', { pharmacyId: 'team' }, 404, 'ph_nf'],
			['outsider', { pharmacyId: 'team' }, 404, 'ph_nf'],
			['outsider', {}, 404, 'ph_nf'],
			['anonymous', { pharmacyId: 'team' }, 401, 'token_inv'],
			['owner', { groupId: 'group' }, 404, 'grp_nf'],
			['owner', { pharmacyId: 'grouped' }, 404, 'ph_nf'],
			['member', { groupId: 'group' }, 404, 'grp_nf'],
			['other owner', { groupId: 'group' }, 404, 'grp_nf'],
			['holder', { pharmacyId: 'grouped', groupId: 'othergroup' }, 404, 'ph_nf'],
			['owner', { pharmacyId: 999_999 }, 404, 'ph_nf'],
		] as const)(
			'refuses %s asking %j (%i %s), for the report and its CSV',
			async (caller, body, status, result) => {
				const ids: Record<string, number> = {
					team: team.pharmacy.id,
					group: group.group.id,
					grouped: group.teams[0]!.pharmacy.id,
					othergroup: 999_999,
				};
				const resolved = Object.fromEntries(
					Object.entries(body).map(([key, value]) => [
						key,
						typeof value === 'string' ? ids[value] : value,
					]),
				);
				await expectRefused('getReport', caller, resolved, status, result);
				await expectRefused('exportCsv', caller, resolved, status, result);
			},
		);

		it('refuses a pharmacy plan without reports (a titular with no licence) with 403 plan_req', async () => {
			const unpaid = await createPharmacyTeam(handle.db, app, { size: null, members: 1 });
			const before = await snapshot();
			const res = await report(unpaid.owner.token, { pharmacyId: unpaid.pharmacy.id });
			expect(res.status).toBe(403);
			expect(res.body.result).toBe('plan_req');
			expect(res.body.msg).toBe(
				'Los informes de seguimiento están incluidos en los planes de farmacia (M, L, XL).',
			);
			expect(await snapshot()).toEqual(before);
			// Asked without a pharmacy, it is simply left out and named.
			const all = await reportOf(unpaid.owner.token);
			expect(all.members).toEqual([]);
			expect(all.excluded).toEqual([{ id: unpaid.pharmacy.id, name: unpaid.pharmacy.name }]);
		});

		it('allows the owner, and the holder on their own pharmacies, and nobody sees outside their scope', async () => {
			const own = await reportOf(owner.token);
			expect(own.members.map((member) => member.userId).sort()).toEqual(
				[owner, ana, bruno].map((person) => person.user.id).sort(),
			);
			const text = JSON.stringify(own);
			for (const person of [...otherTeam.members, otherTeam.owner, ...group.teams[0]!.members]) {
				expect(text).not.toContain(person.user.email);
			}
			const csv = await call(app, 'POST', '/api/reports/exportCsv', {
				token: group.holder.token,
				body: { groupId: group.group.id, view: 'members' },
			});
			expect(csv.status).toBe(200);
			for (const person of [owner, ana, bruno, ...otherTeam.members]) {
				expect(csv.text).not.toContain(person.user.email);
			}
		});
	});

	it('the data factory writes a group in proportion, and the group report counts all of it', async () => {
		const data = await createReportData(handle.db, {
			pharmacies: 3,
			peopleEach: 4,
			progressRows: 12 * 30,
			now: NOW,
		});
		expect(data.counts.people).toBe(12);
		expect(data.counts.itemProgress).toBe(12 * 30);
		expect(data.counts.certificates).toBeGreaterThan(0);
		expect(data.counts.downloads).toBeGreaterThan(0);
		const [summaryRows] = await handle.db
			.select({ n: count() })
			.from(courseProgress)
			.where(
				inArray(
					courseProgress.userId,
					handle.db.select({ id: users.id }).from(users).where(eq(users.email, data.owner.email)),
				),
			);
		expect(summaryRows?.n).toBeGreaterThan(0);
		const holderLogin = await call(app, 'POST', '/api/oauth/token', {
			form: {
				client_id: 'campus-web-test',
				client_secret: 'test-oauth-client-secret-5f1c',
				grant_type: 'password',
				username: data.holder.email,
				password: data.holder.password,
			},
		});
		const token = holderLogin.body.data.token.access_token as string;
		const all = await reportOf(token, {
			groupId: data.group.id,
			from: '2026-01-01',
			to: '2026-11-22',
		});
		expect(all.members).toHaveLength(12);
		expect(all.pharmacies).toHaveLength(3);
		expect(all.summary.certificates).toBe(data.counts.certificates);
		expect(all.summary.coursesCompleted).toBe(data.counts.certificates);
		expect(all.summary.downloads).toBe(data.counts.downloads);
	});
});

/** A CSV cell as written for a plain text (quoted only when it needs it). */
function csvText(text: string): string {
	return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
