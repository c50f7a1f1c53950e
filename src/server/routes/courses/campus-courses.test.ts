/**
 * The campus catalogue (issue #17, `POST /courses/getCampusCourses`): the public catalogue's list
 * and filters, each course with the caller's progress, the trial's exclusions marked, and who may
 * ask (the authorisation matrix: logged out 401, no licence 403, every licence that opens the
 * campus, a team's member through the pharmacy's plan). Refusals change nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, firstCourse } from '../../../../tests/factories/catalogue';
import {
	ACTIVE_LICENCE,
	createLearner,
	TRIAL_LICENCE,
	type LicenceSpec,
} from '../../../../tests/factories/learners';
import { watchVideo } from '../../../../tests/factories/learning';
import { createOutsider, createPharmacyTeam } from '../../../../tests/factories/pharmacies';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { CampusCourse } from '../../../lib/contracts/courses';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { courseProgress, courses, itemProgress, learningDays } from '../../db/schema';

const NOW = new Date('2026-11-22T10:00:00Z');
const FREEMIUM: LicenceSpec = { ...ACTIVE_LICENCE, status: 'freemium', endAt: null };

describe.each(databaseKinds)('the campus catalogue on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock = NOW;
	/** A course the trial opens, and one it leaves out, with their categories. */
	let open: { id: number; categoryId: number };
	let excluded: { id: number; categoryId: number };

	async function courseWithCategory(demoExcluded: boolean) {
		const { id } = await firstCourse(handle.db, { demoExcluded });
		const [row] = await handle.db
			.select({ categoryId: courses.categoryId })
			.from(courses)
			.where(eq(courses.id, id));
		if (!row) throw new Error(`course ${String(id)} vanished`);
		return { id, categoryId: row.categoryId };
	}

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		open = await courseWithCategory(false);
		excluded = await courseWithCategory(true);
	});
	afterAll(async () => {
		await handle.close();
	});

	const post = (path: string, token: string | undefined, body: unknown) =>
		call(app, 'POST', `/api${path}`, { ...(token ? { token } : {}), body });
	const campus = (token: string | undefined, body: unknown = {}) =>
		post('/courses/getCampusCourses', token, body);

	/** The courses of `categoryId`, all on one page, by id. */
	async function byId(token: string, categoryId: number): Promise<Map<number, CampusCourse>> {
		const res = await campus(token, { cl: [categoryId], rbp: 100 });
		expect(res.status).toBe(200);
		const list = res.body.data.getCampusCourses.courses as CampusCourse[];
		return new Map(list.map((course) => [course.cid, course]));
	}

	/** Rows of the tables a campus call could write, to show a refusal wrote nothing. */
	async function counts() {
		const [progress] = await handle.db.select({ n: count() }).from(courseProgress);
		const [items] = await handle.db.select({ n: count() }).from(itemProgress);
		const [days] = await handle.db.select({ n: count() }).from(learningDays);
		return [progress?.n, items?.n, days?.n];
	}

	it('lists what the public catalogue lists, with the same search, filter and pages', async () => {
		const { token } = await createLearner(handle.db, app, ACTIVE_LICENCE);
		for (const body of [
			{ rbp: 12, pid: 1, od: 1 },
			{ rbp: 12, pid: 2, od: 1 },
			{ qh: 'tos', rbp: 12 },
			{ qh: 'DERMATITIS panal', rbp: 12 },
			{ cl: [open.categoryId], rbp: 5 },
		]) {
			const mine = await campus(token, body);
			const everyone = await post('/courses/getCourses', undefined, body);
			expect(mine.status).toBe(200);
			expect(mine.headers.get('cache-control')).toBe('no-store');
			const list = mine.body.data.getCampusCourses;
			const publicList = everyone.body.data.getCourses;
			expect(list.tqr).toBe(publicList.tqr);
			expect(list.courses.map((course: CampusCourse) => course.cid)).toEqual(
				publicList.courses.map((course: { cid: number }) => course.cid),
			);
		}
	});

	it('refuses bad filters with the public catalogue’s codes', async () => {
		const { token } = await createLearner(handle.db, app, ACTIVE_LICENCE);
		const tooLong = await campus(token, { qh: 'x'.repeat(101) });
		expect(tooLong.status).toBe(400);
		expect(tooLong.body).toMatchObject({ ok: false, result: 'inv_data' });
		const unknownCategory = await campus(token, { cl: [999_999] });
		expect(unknownCategory.status).toBe(404);
		expect(unknownCategory.body).toMatchObject({ ok: false, result: 'ct_nf' });
		const pastTheEnd = await campus(token, { pid: 9999, rbp: 100 });
		expect(pastTheEnd.body).toMatchObject({ ok: false, result: 'p_nf' });
	});

	it('a paid licence opens every course and shows how far the person got', async () => {
		const { token } = await createLearner(handle.db, app, ACTIVE_LICENCE);
		const before = await byId(token, open.categoryId);
		expect(before.get(open.id)).toMatchObject({ pct: 0, completed: false, demoExcluded: false });
		expect((await byId(token, excluded.categoryId)).get(excluded.id)).toMatchObject({
			demoExcluded: false,
		});

		const items = await catalogueItems(handle.db, { courseId: open.id });
		const video = items.find((item) => item.type === 'video');
		if (!video) throw new Error('the course has no video');
		await watchVideo(
			app,
			token,
			{ id: video.id, duration: video.durationSeconds },
			{
				advance: (seconds) => {
					clock = new Date(clock.getTime() + seconds * 1000);
				},
			},
		);
		const after = (await byId(token, open.categoryId)).get(open.id);
		expect(after).toMatchObject({ pct: Math.floor(100 / items.length), completed: false });
	});

	it('a trial marks the courses its demo licence leaves out, and only those', async () => {
		const { token } = await createLearner(handle.db, app, TRIAL_LICENCE);
		expect((await byId(token, excluded.categoryId)).get(excluded.id)).toMatchObject({
			demoExcluded: true,
		});
		expect((await byId(token, open.categoryId)).get(open.id)).toMatchObject({
			demoExcluded: false,
		});
	});

	it('a free licence marks what the trial leaves out, as the player refuses it (ADR 006)', async () => {
		const { token } = await createLearner(handle.db, app, FREEMIUM);
		const list = await byId(token, excluded.categoryId);
		expect(list.get(excluded.id)).toMatchObject({ demoExcluded: true });
		expect([...list.values()].some((course) => !course.demoExcluded)).toBe(true);
	});

	it('a team member learns on the pharmacy’s plan, with its trial’s exclusions', async () => {
		const paid = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
		const trial = await createPharmacyTeam(handle.db, app, { size: 'M', trial: true, members: 1 });
		const [paidMember] = paid.members;
		const [trialMember] = trial.members;
		if (!paidMember || !trialMember) throw new Error('no members');
		expect((await byId(paidMember.token, excluded.categoryId)).get(excluded.id)).toMatchObject({
			demoExcluded: false,
		});
		expect((await byId(trialMember.token, excluded.categoryId)).get(excluded.id)).toMatchObject({
			demoExcluded: true,
		});
	});

	it('refuses a visitor without a session and someone without a licence, changing nothing', async () => {
		const before = await counts();
		const loggedOut = await campus(undefined);
		expect(loggedOut.status).toBe(401);
		expect(loggedOut.body).toMatchObject({ ok: false, result: 'token_inv' });

		const outsider = await createOutsider(handle.db, app);
		const noLicence = await campus(outsider.token);
		expect(noLicence.status).toBe(403);
		expect(noLicence.body).toMatchObject({ ok: false, result: 'lic_req' });

		const ended = await createLearner(handle.db, app, {
			...ACTIVE_LICENCE,
			endAt: new Date('2026-11-01T00:00:00Z'),
		});
		expect((await campus(ended.token)).body).toMatchObject({ ok: false, result: 'lic_req' });
		expect(await counts()).toEqual(before);
	});
});
