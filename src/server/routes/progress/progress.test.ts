/**
 * Progress calls (issue #6): heartbeats in any order, batched ranges, two devices, no regression,
 * the 90 % rule computed from the seconds really played, and who may learn. Issue #15: new
 * seconds only as fast as the server's clock allows at 2×, so honest viewing (2×, a slow
 * connection, several sittings, two devices) completes and made-up heartbeats do not.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueItems, firstCourse } from '../../../../tests/factories/catalogue';
import {
	ACTIVE_LICENCE,
	createLearner,
	PROFESSIONAL_MONTHLY,
	PROFESSIONAL_TRIAL,
	type LicenceSpec,
} from '../../../../tests/factories/learners';
import { progressRow, watchVideo } from '../../../../tests/factories/learning';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { playedSeconds } from '../../../lib/played-ranges';
import { createHeartbeats } from '../../../components/islands/player/heartbeats';
import type { SaveProgressPayload } from '../../../lib/contracts/progress';
import { learningDays } from '../../db/schema';

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
		const items = await catalogueItems(handle.db, { demoExcluded: false });
		const video = items.find((item) => item.type === 'video' && item.durationSeconds > 0);
		if (!video) throw new Error('the demo catalogue has no video');
		course = {
			id: video.courseId,
			videoId: video.id,
			duration: video.durationSeconds,
			items: items.filter((item) => item.courseId === video.courseId).length,
		};
		excludedCourseId = (await firstCourse(handle.db, { demoExcluded: true })).id;
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

	/** Moves the server's clock on, as time passes for the person watching. */
	const advance = (seconds: number) => {
		clock = new Date(clock.getTime() + seconds * 1000);
	};
	const video = () => ({ id: course.videoId, duration: course.duration });
	const row = async (userId: number) => progressRow(handle.db, userId, course.videoId);
	const secondsWatched = async (userId: number) => {
		const days = await handle.db
			.select({ seconds: learningDays.secondsWatched })
			.from(learningDays)
			.where(eq(learningDays.userId, userId));
		return days.reduce((sum, day) => sum + day.seconds, 0);
	};

	it('keeps the union of the ranges played and counts the video watched at 90 %', async () => {
		const { token } = await learner();
		const d = course.duration;
		const first = await watchVideo(app, token, video(), { advance, to: d / 2 });
		expect(first.body.data.saveProgress).toMatchObject({ pos: Math.round(d / 2), done: false });
		expect(first.body.data.saveProgress.pct).toBe(50);

		// A batched heartbeat half a minute later: two ranges, one replaying what was seen.
		advance(30);
		const second = await save(token, {
			iid: course.videoId,
			pos: d / 2 + 40,
			rng: [
				[d / 4, d / 2],
				[d / 2, d / 2 + 40],
			],
			ts: Date.now(),
		});
		expect(second.body.data.saveProgress).toMatchObject({ done: false, counted: 40 });
		const last = await watchVideo(app, token, video(), { advance, from: d / 2 + 40, to: d * 0.9 });
		expect(last.body.data.saveProgress).toMatchObject({ done: true, pct: 100 });
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
		expect(res.body.data.saveProgress).toMatchObject({ pos: d, done: false, counted: 6 });
		expect(res.body.data.saveProgress.pct).toBeLessThan(90);
	});

	it('never goes backwards: a replay keeps the completion, a late older heartbeat keeps the position', async () => {
		const { user, token } = await learner();
		const d = course.duration;
		await watchVideo(app, token, video(), { advance });
		const doneAt = (await row(user.id))?.completedAt;
		expect(doneAt).toBeInstanceOf(Date);
		const ts = Date.now() + 60_000;
		advance(5);
		const replay = await save(token, { iid: course.videoId, pos: 5, rng: [[0, 5]], ts: ts + 20 });
		expect(replay.body.data.saveProgress).toMatchObject({
			pos: 5,
			done: true,
			pct: 100,
			counted: 0,
		});
		// A heartbeat sent before the replay arrives after it: the position stays at 5.
		const late = await save(token, { iid: course.videoId, pos: d - 1, rng: [], ts: ts + 15 });
		expect(late.body.data.saveProgress.pos).toBe(5);
		expect((await row(user.id))?.completedAt).toEqual(doneAt);
	});

	describe('honest viewing completes', () => {
		it('at 2× with a heartbeat every 10 s: each counts its 20 s, and the minutes are the video', async () => {
			const { user, token } = await learner();
			const d = course.duration;
			const counted: number[] = [];
			for (let from = 0; from < d; from += 20) {
				advance(10);
				const res = await save(token, {
					iid: course.videoId,
					pos: Math.min(d, from + 20),
					rng: [[from, Math.min(d, from + 20)]],
					ts: Date.now(),
				});
				counted.push(res.body.data.saveProgress.counted);
			}
			expect(counted).toEqual(counted.map((_, index) => Math.min(20, d - index * 20)));
			expect(await row(user.id)).toMatchObject({ playedRanges: [[0, d]] });
			expect((await row(user.id))?.completedAt).toBeInstanceOf(Date);
			expect(await secondsWatched(user.id)).toBe(d);
		});

		it("on a slow connection: the player's heartbeats arrive late, out of order, or fail and are batched", async () => {
			const { user, token } = await learner();
			const d = course.duration;
			const start = clock.getTime();
			/** Seconds since play started, on the device. */
			let elapsed = 0;
			// A 2× video, played straight through from the start.
			const source = {
				get currentTime() {
					return Math.min(d, elapsed * 2);
				},
				played: {
					length: 1,
					start: () => 0,
					end: () => Math.min(d, elapsed * 2),
				},
			};
			// Requests take 1 to 14 s to arrive; from 40 s to 70 s the connection is down (each
			// send fails at once and heartbeats.ts sends those seconds again with the next one).
			const latency = (at: number) => [14, 1, 9, 3, 12, 2][Math.floor(at / 10) % 6] ?? 1;
			const down = (at: number) => at >= 40 && at < 70;
			const inFlight: {
				arriveAt: number;
				payload: SaveProgressPayload;
				arrived: (ok: boolean) => void;
			}[] = [];
			let failed = 0;
			const heartbeats = createHeartbeats({
				iid: course.videoId,
				source,
				now: () => start + elapsed * 1000,
				send: (payload) =>
					new Promise<boolean>((arrived) => {
						if (down(elapsed)) {
							failed++;
							arrived(false);
						} else inFlight.push({ arriveAt: elapsed + latency(elapsed), payload, arrived });
					}),
			});
			const deliver = async (until: number) => {
				inFlight.sort((a, b) => a.arriveAt - b.arriveAt);
				while (inFlight[0] && inFlight[0].arriveAt <= until) {
					const request = inFlight.shift();
					if (!request) break;
					clock = new Date(start + request.arriveAt * 1000);
					const res = await save(token, request.payload);
					request.arrived(res.status === 200);
				}
			};
			const settle = () => new Promise((resolve) => setImmediate(resolve));
			for (elapsed = 1; elapsed * 2 < d; elapsed++) {
				await deliver(elapsed);
				// The player's tick: a heartbeat when 10 s have passed since the last one.
				void heartbeats.flush('interval');
				await settle();
			}
			elapsed = d / 2;
			void heartbeats.flush('ended');
			await settle();
			await deliver(Infinity);
			expect(failed).toBe(3);
			expect(await row(user.id)).toMatchObject({ playedRanges: [[0, d]] });
			expect((await row(user.id))?.completedAt).toBeInstanceOf(Date);
			expect(await secondsWatched(user.id)).toBe(d);
		});

		it('in several sittings hours apart, at different speeds', async () => {
			const { user, token } = await learner();
			const d = course.duration;
			// Each sitting logs in again: an access token lasts 15 minutes.
			const sitting = async () =>
				(await login(app, user.email, user.password)).body.data.token.access_token as string;
			await watchVideo(app, token, video(), { advance, rate: 1, to: 60 });
			advance(3 * 3600);
			await watchVideo(app, await sitting(), video(), { advance, rate: 1.5, from: 60, to: 120 });
			expect((await row(user.id))?.completedAt).toBeNull();
			advance(20 * 3600);
			const last = await watchVideo(app, await sitting(), video(), { advance, from: 120 });
			expect(last.body.data.saveProgress).toMatchObject({ done: true, pct: 100 });
			expect(await row(user.id)).toMatchObject({ playedRanges: [[0, d]] });
		});

		it('on two devices, one after the other: the laptop goes on where the phone stopped', async () => {
			const phone = await learner();
			const laptop = await login(app, phone.user.email, phone.user.password);
			const d = course.duration;
			await watchVideo(app, phone.token, video(), { advance, to: 80 });
			advance(120);
			const last = await watchVideo(app, laptop.body.data.token.access_token, video(), {
				advance,
				from: 80,
			});
			expect(last.body.data.saveProgress).toMatchObject({ done: true, pct: 100 });
			expect(await row(phone.user.id)).toMatchObject({ playedRanges: [[0, d]] });
		});

		it('on two devices at once: each plays its half at 1×, and both halves count', async () => {
			const phone = await learner();
			const laptop = (await login(app, phone.user.email, phone.user.password)).body.data.token
				.access_token as string;
			const d = course.duration;
			const half = Math.round(d / 2);
			// Every 10 s each device sends its 10 s, at the same moment.
			for (let step = 0; step * 10 < half; step++) {
				advance(10);
				const results = await Promise.all([
					save(phone.token, {
						iid: course.videoId,
						pos: Math.min(half, step * 10 + 10),
						rng: [[step * 10, Math.min(half, step * 10 + 10)]],
						ts: Date.now(),
					}),
					save(laptop, {
						iid: course.videoId,
						pos: Math.min(d, half + step * 10 + 10),
						rng: [[half + step * 10, Math.min(d, half + step * 10 + 10)]],
						ts: Date.now(),
					}),
				]);
				expect(results.map((res) => res.status)).toEqual([200, 200]);
			}
			expect(await row(phone.user.id)).toMatchObject({ playedRanges: [[0, d]] });
			expect((await row(phone.user.id))?.completedAt).not.toBeNull();
		});
	});

	describe('a made-up heartbeat does not complete a video', () => {
		it("one call claiming the whole video counts only the first heartbeat's allowance", async () => {
			const { user, token } = await learner();
			const res = await save(token, {
				iid: course.videoId,
				pos: 5,
				rng: [[0, 9999]],
				ts: Date.now(),
			});
			expect(res.status).toBe(200);
			expect(res.body.data.saveProgress).toMatchObject({ done: false, counted: 30 });
			expect(await row(user.id)).toMatchObject({
				playedRanges: [[0, 30]],
				completedAt: null,
				creditSeconds: 0,
				creditAt: clock,
			});
			// Minutes watched count only what was accepted.
			expect(await secondsWatched(user.id)).toBe(30);
		});

		it('nor does a burst of calls, nor its device clock (ts) moved forward', async () => {
			const { user, token } = await learner();
			const d = course.duration;
			const burst = await Promise.all(
				Array.from({ length: 20 }, (_, index) =>
					save(token, {
						iid: course.videoId,
						pos: d,
						rng: [[index * 10, d]],
						ts: Date.now() + index * 600_000,
					}),
				),
			);
			expect(burst.map((res) => res.status)).toEqual(burst.map(() => 200));
			const counted = burst.reduce(
				(sum, res) => sum + (res.body.data.saveProgress.counted as number),
				0,
			);
			expect(counted).toBe(30);
			const stored = await row(user.id);
			expect(stored?.completedAt).toBeNull();
			expect(playedSeconds(stored?.playedRanges ?? [])).toBe(30);
			expect(await secondsWatched(user.id)).toBe(30);

			// A minute later the clock has bought 2 minutes of video at 2×: still not the video.
			advance(60);
			const later = await save(token, { iid: course.videoId, pos: d, rng: [[0, d]], ts: 1 });
			expect(later.body.data.saveProgress).toMatchObject({ done: false, counted: 90 });
			expect(playedSeconds((await row(user.id))?.playedRanges ?? [])).toBe(120);
		});

		it('idle hours buy no more than the cap: 90 s of video, then 2× the clock', async () => {
			const { user, token } = await learner();
			const d = course.duration;
			await save(token, { iid: course.videoId, pos: 1, rng: [[0, 1]], ts: 1 });
			advance(12 * 3600);
			const fresh = (await login(app, user.email, user.password)).body.data.token
				.access_token as string;
			const after = await save(fresh, { iid: course.videoId, pos: d, rng: [[0, d]], ts: 2 });
			expect(after.body.data.saveProgress).toMatchObject({ done: false, counted: 90 });
			expect(await row(user.id)).toMatchObject({ playedRanges: [[0, 91]], completedAt: null });
		});
	});

	it('who may learn: no licence, an expired one, a trial on a demo-excluded course', async () => {
		const none = await learner(null);
		const expired = await learner({
			planId: PROFESSIONAL_MONTHLY,
			status: 'active',
			endAt: new Date('2026-11-01T00:00:00Z'),
		});
		for (const { user, token } of [none, expired]) {
			const res = await save(token, { iid: course.videoId, pos: 1, rng: [[0, 1]], ts: 1 });
			expect(res.status).toBe(403);
			expect(res.body.result).toBe('lic_req');
			expect(await row(user.id)).toBeUndefined();
			expect(await secondsWatched(user.id)).toBe(0);
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

	it('refuses anonymous callers, unknown ids and malformed heartbeats, and writes nothing', async () => {
		const anonymous = await call(app, 'POST', '/api/progress/saveProgress', {
			body: { iid: course.videoId, pos: 0, rng: [], ts: 1 },
		});
		expect(anonymous.status).toBe(401);
		const { user, token } = await learner();
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
		expect(await row(user.id)).toBeUndefined();
		expect(await secondsWatched(user.id)).toBe(0);
	});
});
