import { access } from 'node:fs/promises';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { verifyPassword } from '../services/auth/passwords';
import {
	adviceProtocols,
	brandIngredientPairs,
	categories,
	courses,
	enrollments,
	pharmacies,
	pharmacyGroups,
	pharmacyMembers,
	programItems,
	programTopics,
	quizQuestions,
	users,
} from './schema';
import { courseMinutes, type CourseDocument } from '../../lib/contracts/course-document';
import { itemsOf } from './queries/course-document-resolve';
import { summariseContent } from './course-document-rows';
import { writeCourseDocument } from './queries/course-documents';
import {
	seedDemoAccounts,
	seedDemoCatalogue,
	seedDemoData,
	seedDemoLearning,
	seedDemoPlans,
} from './seed';
import { demoContent } from './seed-data/content-files';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH, demoAccounts } from './seed-data/accounts';
import { demoTeamEmails, seedDemoPharmacyTeams } from './seed-data/pharmacy-teams';

const demoCatalogue = demoContent();

describe('demo catalogue data', () => {
	it('has at least 12 categories and 60 courses, with unique ids, paths and names', () => {
		expect(demoCatalogue.categories.length).toBeGreaterThanOrEqual(12);
		expect(demoCatalogue.courses.length).toBeGreaterThanOrEqual(60);
		const unique = (values: unknown[]) => new Set(values).size === values.length;
		expect(unique(demoCatalogue.courses.map((c) => c.id))).toBe(true);
		expect(unique(demoCatalogue.courses.map((c) => c.path))).toBe(true);
		expect(unique(demoCatalogue.courses.map((c) => c.name))).toBe(true);
		expect(unique(demoCatalogue.categories.map((c) => c.position))).toBe(true);
	});

	it('gives every course 3–8 program items ending with a quiz, goals and known authors', () => {
		const experts = new Set(demoCatalogue.experts.map((e) => e.slug));
		const slugs = new Set(demoCatalogue.categories.map((c) => c.slug));
		for (const course of demoCatalogue.courses) {
			const items = course.program.flatMap((topic) => topic.items);
			expect(items.length, course.path).toBeGreaterThanOrEqual(3);
			expect(items.length, course.path).toBeLessThanOrEqual(8);
			expect(items.at(-1)?.type, course.path).toBe('quiz');
			expect(course.goals.length, course.path).toBeGreaterThanOrEqual(3);
			expect(
				experts.has(course.createdBy ?? '') && experts.has(course.impartedBy ?? ''),
				course.path,
			).toBe(true);
			expect(slugs.has(course.category), course.path).toBe(true);
			expect(course.updatedOn >= course.createdOn, course.path).toBe(true);
			// Issue #19: what each course follows, and when it was last checked against it.
			expect(course.sources.length, course.path).toBeGreaterThanOrEqual(1);
			expect(course.sources.length, course.path).toBeLessThanOrEqual(3);
			expect(course.reviewedOn, course.path).toBe(course.updatedOn);
		}
	});

	it('serves both audiences with different totals', () => {
		const professional = demoCatalogue.courses.filter((c) => c.audience !== 'student').length;
		const student = demoCatalogue.courses.filter((c) => c.audience !== 'professional').length;
		expect(professional).not.toBe(student);
	});
});

describe('content summary', () => {
	it('counts items by type in a fixed order with singular and plural labels', () => {
		const program: CourseDocument['program'] = [
			{
				title: 'Tema',
				items: [
					{ name: 'a', type: 'video', durationSeconds: 90 },
					{ name: 'b', type: 'quiz', questions: [] },
					{ name: 'c', type: 'video', durationSeconds: 150 },
					{ name: 'd', type: 'counter_scene', durationSeconds: 61 },
				],
			},
		];
		expect(summariseContent(program)).toEqual([
			{ type: 'video', quantity: 2, name: 'Vídeos' },
			{ type: 'counter_scene', quantity: 1, name: 'Escena de mostrador' },
			{ type: 'quiz', quantity: 1, name: 'Test final' },
		]);
		expect(courseMinutes({ program })).toBe(5);
	});
});

describe('seeding', () => {
	let handle: DatabaseHandle;

	beforeAll(async () => {
		handle = await openDatabase({ kind: 'pglite' });
		await handle.migrate();
	});
	afterAll(async () => {
		await handle.close();
	});

	it('loads an empty database once and leaves it alone afterwards', async () => {
		const first = await seedDemoCatalogue(handle.db);
		expect(first).toEqual({
			seeded: true,
			categories: demoCatalogue.categories.length,
			courses: demoCatalogue.courses.length,
		});
		const second = await seedDemoCatalogue(handle.db);
		expect(second.seeded).toBe(false);

		const [courseRows] = await handle.db.select({ n: count() }).from(courses);
		const [categoryRows] = await handle.db.select({ n: count() }).from(categories);
		const [itemRows] = await handle.db.select({ n: count() }).from(programItems);
		expect(courseRows?.n).toBe(demoCatalogue.courses.length);
		expect(categoryRows?.n).toBe(demoCatalogue.categories.length);
		expect(itemRows?.n).toBe(
			demoCatalogue.courses.reduce(
				(sum, c) => sum + c.program.reduce((s, t) => s + t.items.length, 0),
				0,
			),
		);
	});

	it('adds no demo account when told not to (production: their password is public)', async () => {
		const seeded = await seedDemoData(handle.db, { demoAccounts: false });
		expect(seeded.accounts).toBe(0);
		const [userRows] = await handle.db.select({ n: count() }).from(users);
		expect(userRows?.n).toBe(0);
	});

	it("adds the demo accounts once, with the titular's pharmacy and the studio's staff", async () => {
		expect(await seedDemoAccounts(handle.db)).toBe(demoAccounts.length);
		expect(await seedDemoAccounts(handle.db)).toBe(0);
		const rows = await handle.db.select().from(users);
		expect(
			rows.map((row) => [row.email, row.nick, row.userType, row.role, row.staffRole]).sort(),
		).toEqual([
			['admin@liceo.local', 'demo_admin', 2, 1, 'admin'],
			['demo@liceo.local', 'demo_profesional', 2, 1, null],
			['editora@liceo.local', 'demo_editora', 2, 1, 'editor'],
			['gratuita@liceo.local', 'demo_gratuita', 2, 1, null],
			['titular@liceo.local', 'demo_titular', 1, 2, null],
		]);
		const [pharmacy] = await handle.db.select().from(pharmacies);
		expect(pharmacy?.ownerUserId).toBe(rows.find((row) => row.userType === 1)?.id);
	});

	it('gives the demo professionals a free licence when the plans are there', async () => {
		await seedDemoPlans(handle.db);
		await seedDemoAccounts(handle.db);
		const licences = await handle.db
			.select({ email: users.email, status: enrollments.status, endAt: enrollments.endAt })
			.from(enrollments)
			.innerJoin(users, eq(users.id, enrollments.userId));
		expect(licences).toEqual([
			{ email: 'demo@liceo.local', status: 'freemium', endAt: null },
			{ email: 'gratuita@liceo.local', status: 'freemium', endAt: null },
		]);
	});

	it('fills in what the campus needs to learn, once, keeping what is there', async () => {
		await seedDemoCatalogue(handle.db);
		await seedDemoLearning(handle.db);
		const [protocolRows] = await handle.db.select({ n: count() }).from(adviceProtocols);
		const [pairRows] = await handle.db.select({ n: count() }).from(brandIngredientPairs);
		expect(protocolRows?.n).toBeGreaterThanOrEqual(15);
		expect(pairRows?.n).toBeGreaterThanOrEqual(60);
		const items = await handle.db
			.select({
				id: programItems.id,
				courseId: programTopics.courseId,
				type: programItems.type,
				duration: programItems.durationSeconds,
				mediaUrl: programItems.mediaUrl,
				captionsUrl: programItems.captionsUrl,
			})
			.from(programItems)
			.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
			.orderBy(
				asc(programTopics.courseId),
				asc(programTopics.position),
				asc(programItems.position),
			);
		const questions = await handle.db
			.select({ itemId: quizQuestions.itemId, n: count() })
			.from(quizQuestions)
			.groupBy(quizQuestions.itemId);
		const perQuiz = new Map(questions.map((row) => [row.itemId, row.n]));
		const lessonsByCourse = new Map<number, string[]>();
		for (const item of items) {
			if (item.type === 'video' || item.type === 'counter_scene') {
				// One of the HLS lessons, in its playlist of exactly the item's length (ADR 006's 90 %).
				const [, lesson] =
					new RegExp(`^lessons/hls/([1-6])/${String(item.duration)}\\.m3u8$`).exec(
						item.mediaUrl ?? '',
					) ?? [];
				expect(lesson, item.mediaUrl ?? 'no media').toBeDefined();
				expect(item.captionsUrl).toBe(`lessons/hls/${lesson ?? ''}/captions.es.vtt`);
				lessonsByCourse.set(item.courseId, [
					...(lessonsByCourse.get(item.courseId) ?? []),
					lesson ?? '',
				]);
				// The files the player will play are in the repository.
				await expect(access(`public/media/${item.mediaUrl ?? ''}`)).resolves.toBeUndefined();
				await expect(access(`public/media/${item.captionsUrl ?? ''}`)).resolves.toBeUndefined();
			}
			if (item.type === 'quiz') expect(perQuiz.get(item.id)).toBeGreaterThanOrEqual(3);
		}
		// Learners see different videos: never the same lesson twice in a row, nor every course
		// starting with the same one.
		for (const lessons of lessonsByCourse.values()) {
			lessons.slice(1).forEach((lesson, index) => {
				expect(lesson).not.toBe(lessons[index]);
			});
		}
		const firsts = [...lessonsByCourse.values()].map((lessons) => lessons[0]);
		expect(new Set(firsts).size).toBe(6);
		expect(await seedDemoLearning(handle.db)).toEqual({
			media: 0,
			quizzes: 0,
			protocols: 0,
			brandPairs: 0,
		});
	});

	it('gives the demo lessons only to demo videos without media', async () => {
		await seedDemoCatalogue(handle.db);
		await seedDemoLearning(handle.db);
		const demo = demoCatalogue.courses.find(
			(course) => itemsOf(course).filter((item) => item.type === 'video').length >= 2,
		) as CourseDocument;
		// A course an editor imported as a draft, its videos still without media.
		const imported = await handle.db.transaction((tx) =>
			writeCourseDocument(
				tx,
				{
					...demo,
					id: undefined,
					path: 'curso-importado-sin-videos',
					name: 'Curso importado sin vídeos todavía',
					related: [],
					program: demo.program.map((topic) => ({
						...topic,
						items: topic.items.map((item) => ({ ...item, id: undefined })),
					})),
				},
				{ status: 'draft', now: new Date() },
			),
		);
		// Two demo videos: one an editor gave its own file, one that lost its media.
		const demoVideos = await handle.db
			.select({ id: programItems.id })
			.from(programItems)
			.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
			.where(and(eq(programTopics.courseId, demo.id ?? 0), eq(programItems.type, 'video')))
			.orderBy(asc(programItems.position));
		const [own, emptied] = demoVideos.map((row) => row.id);
		const setMedia = (id: number | undefined, mediaUrl: string | null) =>
			handle.db
				.update(programItems)
				.set({ mediaUrl, captionsUrl: mediaUrl && 'lessons/propio.es.vtt' })
				.where(eq(programItems.id, id ?? 0));
		await setMedia(own, 'lessons/propio.m3u8');
		await setMedia(emptied, null);

		expect((await seedDemoLearning(handle.db)).media).toBe(1);
		const media = async (ids: (number | undefined)[]) =>
			(
				await handle.db
					.select({ mediaUrl: programItems.mediaUrl })
					.from(programItems)
					.where(
						and(
							inArray(
								programItems.id,
								ids.flatMap((id) => id ?? []),
							),
							inArray(programItems.type, ['video', 'counter_scene']),
						),
					)
			).map((row) => row.mediaUrl);
		expect(await media([own])).toEqual(['lessons/propio.m3u8']);
		expect(await media([emptied])).toEqual([expect.stringMatching(/^lessons\/hls\/[1-6]\//)]);
		const importedMedia = await media(imported.itemIds);
		expect(importedMedia.length).toBeGreaterThanOrEqual(2);
		expect(importedMedia.every((url) => url === null)).toBe(true);
	});

	it('adds the demo pharmacy teams once: an XL team of four in a group of three pharmacies', async () => {
		await seedDemoPlans(handle.db);
		await seedDemoAccounts(handle.db);
		expect(await seedDemoPharmacyTeams(handle.db)).toBe(demoTeamEmails.length);
		expect(await seedDemoPharmacyTeams(handle.db)).toBe(0);

		const [titularPharmacy] = await handle.db
			.select({
				id: pharmacies.id,
				groupId: pharmacies.groupId,
				ownerUserId: pharmacies.ownerUserId,
			})
			.from(pharmacies)
			.where(eq(pharmacies.name, 'Farmacia Demo Liceo'));
		const team = await handle.db
			.select({ email: users.email })
			.from(pharmacyMembers)
			.innerJoin(users, eq(users.id, pharmacyMembers.userId))
			.where(eq(pharmacyMembers.pharmacyId, titularPharmacy?.id ?? 0));
		expect(team.map((row) => row.email).sort()).toEqual([
			'equipo1@liceo.local',
			'equipo2@liceo.local',
			'equipo3@liceo.local',
		]);
		const licences = await handle.db
			.select({ planId: enrollments.planId, status: enrollments.status })
			.from(enrollments)
			.where(eq(enrollments.userId, titularPharmacy?.ownerUserId ?? 0));
		expect(licences).toEqual([{ planId: 321, status: 'active' }]);

		const [group] = await handle.db
			.select({ id: pharmacyGroups.id, holder: users.email })
			.from(pharmacyGroups)
			.innerJoin(users, eq(users.id, pharmacyGroups.holderUserId))
			.where(eq(pharmacyGroups.name, 'Grupo Demo Liceo'));
		expect(group?.holder).toBe('grupo@liceo.local');
		const grouped = await handle.db
			.select({ name: pharmacies.name })
			.from(pharmacies)
			.where(eq(pharmacies.groupId, group?.id ?? 0));
		expect(grouped.map((row) => row.name).sort()).toEqual([
			'Farmacia Demo Liceo',
			'Farmacia Demo Norte',
			'Farmacia Demo Sur',
		]);
	});

	it('gives the demo accounts the published password', async () => {
		expect(await verifyPassword(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
	});

	it('applies migrations idempotently', async () => {
		await expect(handle.migrate()).resolves.toBeUndefined();
	});
});
