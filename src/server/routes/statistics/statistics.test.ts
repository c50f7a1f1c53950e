/**
 * The learner's statistics (issue #6): minutes from `learning_days`, the 30 days and 12 weeks
 * complete with zeros, the streak counted in Madrid days (across midnight and a DST change),
 * courses and items, the hours ledger from valid certificates only, and who may ask.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
	certificates,
	courses,
	enrollments,
	itemProgress,
	learningDays,
	programItems,
	programTopics,
} from '../../db/schema';

/** 11:00 in Madrid (CET) on Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T10:00:00Z');
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_TRIAL = 205;

interface Stats {
	minutesWatched: number;
	days: { day: string; minutes: number }[];
	weeks: { week: string; minutes: number }[];
	streak: { current: number; best: number };
	coursesCompleted: number;
	coursesInProgress: number;
	itemsCompleted: number;
	certificates: number;
	hoursByArea: { area: string; minutes: number; certificates: number }[];
}

/** The calendar date `count` days from `day` (test-side arithmetic, independent of the service). */
function shift(day: string, count: number): string {
	const date = new Date(`${day}T12:00:00Z`);
	date.setUTCDate(date.getUTCDate() + count);
	return date.toISOString().slice(0, 10);
}

describe.each(databaseKinds)('statistics calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let clock: Date;
	/** Demo courses, each with its program items, for progress and certificates. */
	let catalogue: { id: number; name: string; items: number[] }[];

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		const rows = await handle.db
			.select({ courseId: courses.id, name: courses.name, itemId: programItems.id })
			.from(programItems)
			.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
			.innerJoin(courses, eq(courses.id, programTopics.courseId));
		const byCourse = new Map<number, { id: number; name: string; items: number[] }>();
		for (const row of rows) {
			const course = byCourse.get(row.courseId) ?? { id: row.courseId, name: row.name, items: [] };
			course.items.push(row.itemId);
			byCourse.set(row.courseId, course);
		}
		catalogue = [...byCourse.values()].filter((course) => course.items.length >= 2);
		if (catalogue.length < 4) throw new Error('the demo catalogue needs 4 courses with items');
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
	});

	async function learner(
		licence: { planId: number; status: string; endAt: Date | null } | null = {
			planId: PROFESSIONAL_MONTHLY,
			status: 'active',
			endAt: new Date('2027-12-31T10:00:00Z'),
		},
	) {
		const user = await createUser(handle.db);
		if (licence) {
			await handle.db.insert(enrollments).values({
				userId: user.id,
				planId: licence.planId,
				status: licence.status as 'active',
				startAt: new Date('2026-01-01T10:00:00Z'),
				endAt: licence.endAt,
				periodicity: 2,
				priceMinor: 1990,
			});
		}
		return { user, token: await tokenOf(user) };
	}

	/** A fresh access token: tokens are short-lived on the test clock, which some tests move. */
	async function tokenOf(user: { email: string; password: string }): Promise<string> {
		return (await login(app, user.email, user.password)).body.data.token.access_token as string;
	}

	async function watched(userId: number, days: Record<string, number>) {
		await handle.db
			.insert(learningDays)
			.values(
				Object.entries(days).map(([day, secondsWatched]) => ({ userId, day, secondsWatched })),
			);
	}

	async function certificate(
		userId: number,
		course: { id: number; name: string },
		categoryName: string,
		minutes: number,
		revoked = false,
	) {
		await handle.db.insert(certificates).values({
			code: randomUUID(),
			userId,
			courseId: course.id,
			holderName: 'Lucía Navarro',
			courseName: course.name,
			categoryName,
			minutes,
			issuedAt: new Date('2026-10-01T10:00:00Z'),
			revokedAt: revoked ? new Date('2026-10-15T10:00:00Z') : null,
		});
	}

	async function statistics(token: string): Promise<Stats> {
		const res = await call(app, 'POST', '/api/statistics/getStatistics', { token, body: {} });
		expect(res.status, res.text).toBe(200);
		expect(res.body.ok).toBe(true);
		return res.body.data.getStatistics as Stats;
	}

	it('a learner with no activity gets 30 days and 12 weeks of zeros and nothing else', async () => {
		const { token } = await learner();
		const stats = await statistics(token);
		expect(stats.minutesWatched).toBe(0);
		expect(stats.days).toHaveLength(30);
		expect(stats.days.every((day) => day.minutes === 0)).toBe(true);
		expect(stats.days.at(-1)?.day).toBe('2026-11-22');
		expect(stats.weeks).toHaveLength(12);
		expect(stats.weeks.every((week) => week.minutes === 0)).toBe(true);
		expect(stats).toMatchObject({
			streak: { current: 0, best: 0 },
			coursesCompleted: 0,
			coursesInProgress: 0,
			itemsCompleted: 0,
			certificates: 0,
			hoursByArea: [],
		});
	});

	it('counts minutes from learning_days: total, each of the last 30 days (zeros included), weeks', async () => {
		const { user, token } = await learner();
		const other = await learner();
		await watched(user.id, {
			'2026-11-22': 125, // today: 2 min
			'2026-11-20': 59, // under a minute: 0 min, still counted in the total
			'2026-11-16': 600, // Monday of this week
			'2026-11-15': 300, // Sunday of last week
			'2026-10-24': 240, // the oldest of the 30 days
			'2026-10-23': 3600, // one day before the window: only in the total and its week
		});
		await watched(other.user.id, { '2026-11-22': 6000 });
		const stats = await statistics(token);

		expect(stats.minutesWatched).toBe(Math.floor((125 + 59 + 600 + 300 + 240 + 3600) / 60));
		expect(stats.days).toHaveLength(30);
		expect(stats.days[0]?.day).toBe('2026-10-24');
		stats.days.forEach((entry, index) => {
			expect(entry.day).toBe(shift('2026-10-24', index));
		});
		const minutesOf = new Map(stats.days.map((entry) => [entry.day, entry.minutes]));
		expect(minutesOf.get('2026-11-22')).toBe(2);
		expect(minutesOf.get('2026-11-20')).toBe(0);
		expect(minutesOf.get('2026-11-16')).toBe(10);
		expect(minutesOf.get('2026-10-24')).toBe(4);
		expect(minutesOf.has('2026-10-23')).toBe(false);
		expect(stats.days.filter((entry) => entry.minutes > 0)).toHaveLength(4);

		expect(stats.weeks).toHaveLength(12);
		stats.weeks.forEach((entry, index) => {
			expect(entry.week).toBe(shift('2026-08-31', index * 7));
		});
		const weekOf = new Map(stats.weeks.map((entry) => [entry.week, entry.minutes]));
		// Seconds are added up before rounding: 125 + 59 + 600 = 784 s.
		expect(weekOf.get('2026-11-16')).toBe(13);
		expect(weekOf.get('2026-11-09')).toBe(5);
		// 23 Oct (Friday) and 24 Oct (Saturday) share the week of Monday 19 October.
		expect(weekOf.get('2026-10-19')).toBe(64);
	});

	it('the streak follows Madrid days: after midnight in Madrid it is already the next day', async () => {
		// 23:30 UTC on the 22nd is 00:30 on the 23rd in Madrid (CET, UTC+1).
		clock = new Date('2026-11-22T23:30:00Z');
		const { user, token } = await learner();
		await watched(user.id, { '2026-11-21': 120, '2026-11-22': 120, '2026-11-23': 180 });
		const stats = await statistics(token);
		expect(stats.days.at(-1)).toEqual({ day: '2026-11-23', minutes: 3 });
		expect(stats.streak).toEqual({ current: 3, best: 3 });

		// Nothing yet today (the 23rd): the streak still stands, counted up to yesterday.
		const quiet = await learner();
		await watched(quiet.user.id, { '2026-11-21': 120, '2026-11-22': 120 });
		expect((await statistics(quiet.token)).streak).toEqual({ current: 2, best: 2 });

		// A whole Madrid day without watching breaks it; the best is kept.
		clock = new Date('2026-11-24T23:30:00Z'); // 00:30 on the 25th in Madrid
		expect((await statistics(await tokenOf(quiet.user))).streak).toEqual({ current: 0, best: 2 });
		expect((await statistics(await tokenOf(user))).streak).toEqual({ current: 0, best: 3 });
	});

	it('the streak and the days run across a DST change without losing or repeating a day', async () => {
		// Clocks went forward on Sunday 29 March 2026. 22:30 UTC on the 30th is 00:30 on the 31st
		// in Madrid (CEST, UTC+2); with the winter offset it would still be the 30th.
		clock = new Date('2026-03-30T22:30:00Z');
		const { user, token } = await learner();
		await watched(user.id, {
			'2026-03-10': 60,
			'2026-03-11': 60,
			'2026-03-12': 60,
			'2026-03-13': 60,
			'2026-03-14': 60,
			'2026-03-27': 60,
			'2026-03-28': 60,
			'2026-03-29': 60,
			'2026-03-30': 60,
		});
		const stats = await statistics(token);
		expect(stats.streak).toEqual({ current: 4, best: 5 });
		expect(stats.days.at(-1)).toEqual({ day: '2026-03-31', minutes: 0 });
		expect(stats.days.filter((entry) => entry.day === '2026-03-29')).toEqual([
			{ day: '2026-03-29', minutes: 1 },
		]);
		expect(new Set(stats.days.map((entry) => entry.day)).size).toBe(30);
		expect(stats.days[0]?.day).toBe('2026-03-02');

		// Once it is the 31st and watching continues, the run reaches today.
		await watched(user.id, { '2026-03-31': 30 });
		expect((await statistics(token)).streak).toEqual({ current: 5, best: 5 });

		// Clocks go back on Sunday 25 October 2026: the run goes on through the 25-hour day.
		clock = new Date('2026-10-26T10:00:00Z');
		const autumn = await learner();
		await watched(autumn.user.id, { '2026-10-24': 60, '2026-10-25': 60, '2026-10-26': 60 });
		expect((await statistics(autumn.token)).streak).toEqual({ current: 3, best: 3 });
	});

	it('counts only certificates not revoked, and groups the ledger by area, most minutes first', async () => {
		const { user, token } = await learner();
		const other = await learner();
		const [first, second, third, fourth] = catalogue;
		if (!first || !second || !third || !fourth) throw new Error('not enough courses');
		await certificate(user.id, first, 'Dermofarmacia', 60);
		await certificate(user.id, second, 'Dermofarmacia', 45);
		await certificate(user.id, third, 'Nutrición', 120);
		await certificate(user.id, fourth, 'Pediatría', 500, true);
		await certificate(other.user.id, first, 'Pediatría', 90);

		const stats = await statistics(token);
		expect(stats.certificates).toBe(3);
		expect(stats.coursesCompleted).toBe(3);
		expect(stats.hoursByArea).toEqual([
			{ area: 'Nutrición', minutes: 120, certificates: 1 },
			{ area: 'Dermofarmacia', minutes: 105, certificates: 2 },
		]);
	});

	it('counts completed items and the courses started without a valid certificate', async () => {
		const { user, token } = await learner();
		const [started, certified, revoked, untouched] = catalogue;
		if (!started || !certified || !revoked || !untouched) throw new Error('not enough courses');
		const done = new Date('2026-11-20T10:00:00Z');
		await handle.db.insert(itemProgress).values([
			// Started: one item completed, another only begun.
			{ userId: user.id, itemId: started.items[0]!, completedAt: done },
			{ userId: user.id, itemId: started.items[1]!, positionSeconds: 30 },
			// Completed with a certificate: not in progress any more.
			{ userId: user.id, itemId: certified.items[0]!, completedAt: done },
			{ userId: user.id, itemId: certified.items[1]!, completedAt: done },
			// Its certificate was revoked: it counts as in progress again.
			{ userId: user.id, itemId: revoked.items[0]!, completedAt: done },
		]);
		await certificate(user.id, certified, 'Dermofarmacia', 60);
		await certificate(user.id, revoked, 'Nutrición', 60, true);

		const stats = await statistics(token);
		expect(stats.itemsCompleted).toBe(4);
		expect(stats.coursesInProgress).toBe(2);
		expect(stats.coursesCompleted).toBe(1);
	});

	it('a trial licence opens it; 401 without a session, 403 lic_req without or with an expired licence', async () => {
		const anonymous = await call(app, 'POST', '/api/statistics/getStatistics', { body: {} });
		expect(anonymous.status).toBe(401);
		expect(anonymous.body.ok).toBe(false);

		const none = await learner(null);
		const expired = await learner({
			planId: PROFESSIONAL_MONTHLY,
			status: 'active',
			endAt: new Date('2026-11-01T00:00:00Z'),
		});
		for (const { token } of [none, expired]) {
			const res = await call(app, 'POST', '/api/statistics/getStatistics', { token, body: {} });
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({ ok: false, result: 'lic_req' });
			expect(res.body.msg).toEqual(expect.any(String));
		}

		const trial = await learner({
			planId: PROFESSIONAL_TRIAL,
			status: 'trialing',
			endAt: new Date('2026-11-27T10:00:00Z'),
		});
		expect((await statistics(trial.token)).days).toHaveLength(30);

		const notJson = await call(app, 'POST', '/api/statistics/getStatistics', {
			token: trial.token,
			rawBody: '[1,',
		});
		expect(notJson.status).toBe(400);
		expect(notJson.body.result).toBe('inv_json');
	});
});
