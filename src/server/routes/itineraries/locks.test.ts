/**
 * Date locks of the itineraries in the campus (issue #7): a course in a published itinerary
 * assigned to a person, directly or through their pharmacy's team (owner included), stays locked
 * until its day in Madrid on every player call (course, heartbeat, quiz, resource) with 403
 * `itn_lock` and the date; one itinerary that opens it already is enough; drafts, other people's
 * itineraries and courses in none are never locked; the heartbeat's cached locks lift at midnight.
 * The dashboard shows both kinds of assignment, with the locked course's date.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../../../tests/factories/catalogue';
import { createPharmacyTeam, type Person } from '../../../../tests/factories/pharmacies';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
	itineraries,
	itineraryCourses,
	itineraryMembers,
	itineraryPharmacies,
} from '../../db/schema';
import { createTtlCache } from '../../services/ttl-cache';

/** 11:00 in Madrid on Sunday 22 November 2026. */
const NOW = new Date('2026-11-22T10:00:00Z');
/** 00:30 on 1 December 2026 in Madrid (CET), still 30 November in UTC. */
const MADRID_DEC_1 = new Date('2026-11-30T23:30:00Z');
const LOCK_MESSAGE = 'Este curso se abre el 1 de diciembre de 2026.';

interface CourseItems {
	id: number;
	video: { id: number; duration: number };
	pdf: number;
	quiz: number;
}

type Team = Awaited<ReturnType<typeof createPharmacyTeam>>;

describe.each(databaseKinds)('itinerary date locks on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let cachedApp: App;
	let clock: Date;
	let cacheClock: number;
	/** Four demo courses with a video, a PDF and a quiz. */
	let catalogue: CourseItems[];

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => clock }));
		// The production cache (30 s) for the heartbeat's locks, on a clock of its own.
		cachedApp = createApp(
			createTestDeps(handle.db, {
				now: () => clock,
				catalogueCache: createTtlCache({ ttlMs: 30_000, maxEntries: 100, now: () => cacheClock }),
				accessCache: createTtlCache({ ttlMs: 30_000, maxEntries: 100, now: () => cacheClock }),
			}),
		);
		const rows = await catalogueItems(handle.db, { demoExcluded: false });
		const byCourse = new Map<number, Partial<CourseItems> & { id: number }>();
		for (const row of rows) {
			const course = byCourse.get(row.courseId) ?? { id: row.courseId };
			if (row.type === 'video' && !course.video) {
				course.video = { id: row.id, duration: row.durationSeconds };
			}
			if (row.type === 'pdf' && !course.pdf) course.pdf = row.id;
			if (row.type === 'quiz') course.quiz = row.id;
			byCourse.set(row.courseId, course);
		}
		catalogue = [...byCourse.values()]
			.filter((course): course is CourseItems => Boolean(course.video && course.pdf && course.quiz))
			.slice(0, 4);
		if (catalogue.length < 4) throw new Error('the demo catalogue needs 4 complete courses');
	});
	afterAll(async () => {
		await handle.close();
	});
	beforeEach(() => {
		clock = NOW;
		cacheClock = 0;
	});

	function course(index: number): CourseItems {
		const found = catalogue[index];
		if (!found) throw new Error(`no course ${index}`);
		return found;
	}

	function member(team: Team): Person {
		const person = team.members[0];
		if (!person) throw new Error('missing member');
		return person;
	}

	async function fresh(person: Person): Promise<Person> {
		const res = await login(app, person.user.email, person.user.password);
		return { ...person, token: res.body.data.token.access_token as string };
	}

	function post(target: App, path: string, person: Person, body: unknown) {
		return call(target, 'POST', `/api${path}`, { token: person.token, body });
	}

	/** A published (or draft) itinerary of the team's pharmacy with these courses and dates. */
	async function itinerary(
		team: Team,
		entries: [CourseItems, string | null][],
		assign: { pharmacy?: boolean; userIds?: number[] },
		status: 'published' | 'draft' = 'published',
	) {
		const [row] = await handle.db
			.insert(itineraries)
			.values({
				pharmacyId: team.pharmacy.id,
				name: `Itinerario ${Math.random().toString(36).slice(2)}`,
				status,
			})
			.returning();
		if (!row) throw new Error('no itinerary');
		await handle.db.insert(itineraryCourses).values(
			entries.map(([entry, opensOn], index) => ({
				itineraryId: row.id,
				courseId: entry.id,
				position: index + 1,
				opensOn,
			})),
		);
		if (assign.pharmacy) {
			await handle.db
				.insert(itineraryPharmacies)
				.values({ itineraryId: row.id, pharmacyId: team.pharmacy.id });
		}
		for (const userId of assign.userIds ?? []) {
			await handle.db.insert(itineraryMembers).values({ itineraryId: row.id, userId });
		}
		return row;
	}

	/** Every player call about the course, each as the player sends it. */
	function playerCalls(target: CourseItems): [string, Record<string, unknown>][] {
		return [
			['/progress/getCourse', { cid: target.id }],
			[
				'/progress/saveProgress',
				{ iid: target.video.id, pos: 5, rng: [[0, 5]], ts: NOW.getTime() },
			],
			['/progress/getQuiz', { iid: target.quiz }],
			['/progress/submitQuiz', { iid: target.quiz, attempt: 0, answers: [0, 0, 0] }],
			['/progress/downloadResource', { iid: target.pdf }],
		];
	}

	async function expectLocked(person: Person, target: CourseItems, via: App = app) {
		for (const [path, body] of playerCalls(target)) {
			const res = await post(via, path, person, body);
			expect(res.status, `${path} ${res.text}`).toBe(403);
			expect(res.body).toEqual({ ok: false, result: 'itn_lock', msg: LOCK_MESSAGE });
		}
	}

	it('locks a course of an itinerary assigned to the pharmacy for its whole team, until its day in Madrid', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		const other = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		await itinerary(
			team,
			[
				[course(0), null],
				[course(1), '2026-12-01'],
			],
			{ pharmacy: true },
		);
		for (const person of [member(team), team.owner]) {
			await expectLocked(person, course(1));
			expect((await post(app, '/progress/getCourse', person, { cid: course(0).id })).status).toBe(
				200,
			);
		}
		// Not assigned to another pharmacy's team.
		expect(
			(await post(app, '/progress/getCourse', member(other), { cid: course(1).id })).status,
		).toBe(200);

		clock = new Date('2026-11-30T22:59:00Z');
		await expectLocked(await fresh(member(team)), course(1));
		clock = MADRID_DEC_1;
		const opened = await post(app, '/progress/getCourse', await fresh(member(team)), {
			cid: course(1).id,
		});
		expect(opened.status).toBe(200);
	});

	it('locks a course of an itinerary assigned to the person directly, and only for them', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		await itinerary(team, [[course(2), '2026-12-01']], { userIds: [member(team).user.id] });
		await expectLocked(member(team), course(2));
		expect((await post(app, '/progress/getCourse', team.owner, { cid: course(2).id })).status).toBe(
			200,
		);
	});

	it('opens a course as soon as one published itinerary of the person opens it; drafts do not count', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		await itinerary(team, [[course(3), '2026-12-01']], { pharmacy: true });
		await itinerary(team, [[course(3), null]], { pharmacy: true }, 'draft');
		await itinerary(team, [[course(3), '2026-12-20']], { userIds: [member(team).user.id] });
		await expectLocked(member(team), course(3));

		await itinerary(team, [[course(3), '2026-11-22']], { userIds: [member(team).user.id] });
		expect(
			(await post(app, '/progress/getCourse', member(team), { cid: course(3).id })).status,
		).toBe(200);
	});

	it('keeps the heartbeat cheap with cached locks that still lift at midnight', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		await itinerary(team, [[course(1), '2026-12-01']], { pharmacy: true });
		const person = member(team);
		const heartbeat = {
			iid: course(1).video.id,
			pos: 5,
			rng: [[0, 5]],
			ts: NOW.getTime(),
		};
		const locked = await post(cachedApp, '/progress/saveProgress', person, heartbeat);
		expect(locked.status).toBe(403);
		expect(locked.body.result).toBe('itn_lock');

		// Within the cache's 30 s, the locks are not read again, but today is.
		clock = MADRID_DEC_1;
		const fresher = await fresh(person);
		const open = await post(cachedApp, '/progress/saveProgress', fresher, {
			...heartbeat,
			ts: MADRID_DEC_1.getTime(),
		});
		expect(open.status, open.text).toBe(200);
	});

	it('shows on the dashboard the itineraries of both kinds of assignment, with the locked course’s date', async () => {
		const team = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 1 });
		const other = await createPharmacyTeam(handle.db, app, { size: 'XL', members: 0 });
		const byPharmacy = await itinerary(
			team,
			[
				[course(1), '2026-12-01'],
				[course(0), null],
			],
			{ pharmacy: true },
		);
		const direct = await itinerary(team, [[course(2), '2026-12-15']], {
			userIds: [member(team).user.id],
		});
		await itinerary(team, [[course(3), null]], { pharmacy: true }, 'draft');
		await itinerary(other, [[course(3), null]], { pharmacy: true });

		const dashboard = (await post(app, '/progress/getDashboard', member(team), {})).body.data
			.getDashboard;
		const shown = dashboard.itineraries.map(
			(row: { id: number; next: { cid: number; opensOn: string | null } }) => [
				row.id,
				row.next.cid,
				row.next.opensOn,
			],
		);
		expect(shown).toHaveLength(2);
		expect(shown).toEqual(
			expect.arrayContaining([
				[byPharmacy.id, course(1).id, '2026-12-01'],
				[direct.id, course(2).id, '2026-12-15'],
			]),
		);
		// The owner is part of the team: the pharmacy's itinerary is theirs too, not the member's own.
		const ownerDashboard = (await post(app, '/progress/getDashboard', team.owner, {})).body.data
			.getDashboard;
		expect(ownerDashboard.itineraries.map((row: { id: number }) => row.id)).toEqual([
			byPharmacy.id,
		]);
	});
});
