/**
 * Progress calls (issue #6): heartbeats in any order, batched ranges, two devices, no regression,
 * the 90 % rule computed from the seconds really played, and who may learn.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	ACTIVE_LICENCE,
	createLearner,
	PROFESSIONAL_MONTHLY,
	PROFESSIONAL_TRIAL,
	type LicenceSpec,
} from '../../../../tests/factories/learners';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { courses, itemProgress, programItems, programTopics } from '../../db/schema';

const NOW = new Date('2026-11-22T10:00:00Z');

describe.each(databaseKinds)('progress calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock: Date;
	/** A course of the demo catalogue with its first video and its items in order. */
	let course: { id: number; videoId: number; duration: number; items: number };
	let excludedCourseId: number;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		const items = await handle.db
			.select({
				id: programItems.id,
				type: programItems.type,
				duration: programItems.durationSeconds,
				courseId: programTopics.courseId,
			})
			.from(programItems)
			.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
			.innerJoin(courses, eq(courses.id, programTopics.courseId))
			.where(eq(courses.demoExcluded, false));
		const video = items.find((item) => item.type === 'video' && item.duration > 0);
		if (!video) throw new Error('the demo catalogue has no video');
		course = {
			id: video.courseId,
			videoId: video.id,
			duration: video.duration,
			items: items.filter((item) => item.courseId === video.courseId).length,
		};
		const [excluded] = await handle.db
			.select({ id: courses.id })
			.from(courses)
			.where(eq(courses.demoExcluded, true))
			.limit(1);
		if (!excluded) throw new Error('the demo catalogue has no demo-excluded course');
		excludedCourseId = excluded.id;
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	const learner = (licence: LicenceSpec | null = ACTIVE_LICENCE) =>
		createLearner(handle.db, app, licence);

	const save = (token: string, body: unknown) =>
		call(app, 'POST', '/api/progress/saveProgress', { token, body });
	const courseProgress = (token: string, cid: number) =>
		call(app, 'POST', '/api/progress/getProgress', { token, body: { cid } });

	it('keeps the union of the ranges played and counts the video watched at 90 %', async () => {
		const { token } = await learner();
		const d = course.duration;
		const first = await save(token, { iid: course.videoId, pos: d / 2, rng: [[0, d / 2]], ts: 1 });
		expect(first.status).toBe(200);
		expect(first.body.data.saveProgress).toMatchObject({ pos: Math.round(d / 2), done: false });
		expect(first.body.data.saveProgress.pct).toBe(50);

		// A batched heartbeat: two ranges, one replaying what was seen.
		const second = await save(token, {
			iid: course.videoId,
			pos: d * 0.9,
			rng: [
				[d / 4, d / 2],
				[d / 2, d * 0.9],
			],
			ts: 2,
		});
		expect(second.body.data.saveProgress).toMatchObject({ done: true, pct: 100 });
		const listed = await courseProgress(token, course.id);
		expect(listed.body.data.getProgress.items).toContainEqual({
			iid: course.videoId,
			pos: Math.round(d * 0.9),
			pct: 100,
			done: true,
		});
		expect(listed.body.data.getProgress.pct).toBe(Math.floor(100 / course.items));
	});

	it('a seek to the end is not watching', async () => {
		const { token } = await learner();
		const d = course.duration;
		const res = await save(token, {
			iid: course.videoId,
			pos: d,
			rng: [
				[0, 3],
				[d - 3, d],
			],
			ts: 1,
		});
		expect(res.body.data.saveProgress).toMatchObject({ pos: d, done: false });
		expect(res.body.data.saveProgress.pct).toBeLessThan(90);
	});

	it('never goes backwards: a replay keeps the completion, a late older heartbeat keeps the position', async () => {
		const { user, token } = await learner();
		const d = course.duration;
		await save(token, { iid: course.videoId, pos: d, rng: [[0, d]], ts: 10 });
		const replay = await save(token, { iid: course.videoId, pos: 5, rng: [[0, 5]], ts: 20 });
		expect(replay.body.data.saveProgress).toMatchObject({ pos: 5, done: true, pct: 100 });
		// A heartbeat sent before the replay arrives after it: the position stays at 5.
		const late = await save(token, { iid: course.videoId, pos: d - 1, rng: [], ts: 15 });
		expect(late.body.data.saveProgress.pos).toBe(5);
		const [row] = await handle.db
			.select()
			.from(itemProgress)
			.where(and(eq(itemProgress.userId, user.id), eq(itemProgress.itemId, course.videoId)));
		expect(row?.completedAt).toEqual(NOW);
	});

	it('two devices at once: their ranges add up and none is lost; the other resumes there', async () => {
		const { token } = await learner();
		const d = course.duration;
		const halves = await Promise.all([
			save(token, { iid: course.videoId, pos: d / 2, rng: [[0, d / 2]], ts: 100 }),
			save(token, { iid: course.videoId, pos: d, rng: [[d / 2, d]], ts: 101 }),
		]);
		expect(halves.map((res) => res.status)).toEqual([200, 200]);
		const listed = await courseProgress(token, course.id);
		expect(listed.body.data.getProgress.items).toContainEqual({
			iid: course.videoId,
			pos: d,
			pct: 100,
			done: true,
		});
	});

	it('who may learn: no licence, an expired one, a trial on a demo-excluded course', async () => {
		const none = await learner(null);
		const expired = await learner({
			planId: PROFESSIONAL_MONTHLY,
			status: 'active',
			endAt: new Date('2026-11-01T00:00:00Z'),
		});
		for (const { token } of [none, expired]) {
			const res = await save(token, { iid: course.videoId, pos: 1, rng: [[0, 1]], ts: 1 });
			expect(res.status).toBe(403);
			expect(res.body.result).toBe('lic_req');
		}
		const trial = await learner({
			planId: PROFESSIONAL_TRIAL,
			status: 'trialing',
			endAt: new Date('2026-11-27T10:00:00Z'),
		});
		const excluded = await courseProgress(trial.token, excludedCourseId);
		expect(excluded.status).toBe(403);
		expect(excluded.body).toMatchObject({
			result: 'demo_excl',
			msg: 'Este curso no está incluido en tu licencia de prueba. Elige un plan para verlo.',
		});
		expect((await courseProgress(trial.token, course.id)).status).toBe(200);
		const paid = await learner();
		expect((await courseProgress(paid.token, excludedCourseId)).status).toBe(200);
	});

	it('refuses anonymous callers, unknown ids and malformed heartbeats', async () => {
		const anonymous = await call(app, 'POST', '/api/progress/saveProgress', {
			body: { iid: course.videoId, pos: 0, rng: [], ts: 1 },
		});
		expect(anonymous.status).toBe(401);
		const { token } = await learner();
		expect((await save(token, { iid: 999_999, pos: 0, rng: [], ts: 1 })).status).toBe(404);
		expect((await courseProgress(token, 999_999)).status).toBe(404);
		for (const body of [
			{ iid: course.videoId, pos: -1, rng: [], ts: 1 },
			{ iid: course.videoId, pos: 1, rng: [[5, 2]], ts: 1 },
			{ iid: course.videoId, pos: 1, rng: [[0, 'x']], ts: 1 },
			{ iid: course.videoId, pos: 1, rng: Array.from({ length: 101 }, () => [0, 1]), ts: 1 },
			{ iid: course.videoId, pos: 1, rng: [] },
			{ iid: 'uno', pos: 1, rng: [], ts: 1 },
		]) {
			const res = await save(token, body);
			expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
			expect(res.body.result).toBe('inv_data');
		}
	});
});
