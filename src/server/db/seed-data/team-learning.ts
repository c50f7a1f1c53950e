/**
 * Demo learning of the demo pharmacy teams (issue #7), so a fresh campus shows its tracking
 * reports, its group dashboard and a member's dashboard with something in them: in "Farmacia Demo
 * Liceo" Marta (equipo1) has finished two courses (certificates, PDFs downloaded) and the team's
 * welcome video, Javier (equipo2) is half-way through one course and Nuria (equipo3) has not
 * started; the group's other two pharmacies have a little.
 *
 * This file holds the plan and the little SQL it needs; the sittings are played through the
 * campus's own services by services/demo-team-learning.ts, so the rows are exactly the player's
 * and seed data never calls a service (db → nothing else in the server).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { listCourseItems, lockProgress } from '../queries/progress';
import { courses, itemProgress, pharmacies, programItems, programTopics, users } from '../schema';
import { DEMO_OWN_TRAINING_PHARMACY } from './own-training';

/** Arbitrary constant naming this seed's advisory lock (two processes starting together). */
const LOCK_KEY = 7_240_013;

/** The demo pharmacy's own video (seed-data/own-training.ts), when the seed stored it. */
export const OWN_WELCOME_VIDEO = 'own-welcome-video';

/**
 * One sitting: a course (a demo catalogue id, or the demo pharmacy's own welcome video) on a day
 * before seeding, starting at `hour` UTC (an hour later in Madrid in winter, two in summer: the
 * same day), doing its program items in the order given (1-based, as the player numbers them).
 */
export interface DemoSitting {
	daysAgo: number;
	hour: number;
	course: number | typeof OWN_WELCOME_VIDEO;
	/** A video or scene is watched whole unless `share` says how much of it (from its start). */
	items: { position: number; share?: number }[];
}

const whole = (...positions: number[]) => positions.map((position) => ({ position }));

/** Each demo person's sittings, by email; anyone missing (or who has learned already) is skipped. */
export const demoLearning: Record<string, DemoSitting[]> = {
	// Both open courses of the pharmacy's itinerary done (its third one is locked), and more.
	'equipo1@liceo.local': [
		// Atención al cliente y venta cruzada ética: 2 videos, 2 scenes, quiz.
		{ daysAgo: 13, hour: 9, course: 3016, items: whole(1, 2) },
		{ daysAgo: 12, hour: 15, course: 3016, items: whole(3, 4, 5) },
		{ daysAgo: 9, hour: 10, course: OWN_WELCOME_VIDEO, items: whole(1) },
		// Resfriado común frente a gripe: 2 videos, the PDF, quiz.
		{ daysAgo: 7, hour: 16, course: 2002, items: whole(1, 2) },
		{ daysAgo: 6, hour: 9, course: 2002, items: whole(3, 4) },
		// The PDF again, to have it at the counter.
		{ daysAgo: 2, hour: 17, course: 2002, items: whole(3) },
		// Dermofarmacia básica: the first video and the PDF.
		{ daysAgo: 1, hour: 10, course: 1001, items: whole(1, 4) },
	],
	// Half of Resfriado común frente a gripe: its two videos.
	'equipo2@liceo.local': [
		{ daysAgo: 10, hour: 11, course: 2002, items: whole(1) },
		{ daysAgo: 3, hour: 16, course: 2002, items: whole(2) },
	],
	// Gases y digestiones pesadas, finished.
	'norte1@liceo.local': [
		{ daysAgo: 11, hour: 10, course: 2010, items: whole(1, 2) },
		{ daysAgo: 8, hour: 12, course: 2010, items: whole(3, 4) },
	],
	// Dermofarmacia básica: the first video, and half of the second.
	'norte2@liceo.local': [
		{ daysAgo: 5, hour: 15, course: 1001, items: [{ position: 1 }, { position: 2, share: 0.5 }] },
	],
	// Atención al cliente: the two videos.
	'sur1@liceo.local': [{ daysAgo: 4, hour: 9, course: 3016, items: whole(1, 2) }],
};

/** Someone claimed for the demo learning: their sittings and the item of their claim. */
export interface DemoLearner {
	userId: number;
	itemId: number;
	sittings: DemoSitting[];
}

/**
 * Claims, under an advisory lock, the people of `plan` who have learned nothing yet: each gets the
 * empty progress row the first heartbeat of their first item would create, so a second process
 * seeding at the same time finds them started and leaves them alone. `courseOf` names a sitting's
 * course (undefined: skipped).
 */
export async function claimDemoLearners(
	db: Database,
	plan: Record<string, DemoSitting[]>,
	courseOf: (sitting: DemoSitting) => number | undefined,
): Promise<DemoLearner[]> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
		const emails = Object.keys(plan).map((email) => email.toLowerCase());
		if (emails.length === 0) return [];
		// Someone who has learned anything (here before, or by themselves) is left as they are.
		const people = await tx
			.select({ id: users.id, email: sql<string>`lower(${users.email})` })
			.from(users)
			.where(
				and(
					inArray(sql`lower(${users.email})`, emails),
					sql`not exists (select 1 from ${itemProgress} where ${itemProgress.userId} = ${users.id})`,
				),
			)
			.orderBy(asc(users.id));
		const learners: DemoLearner[] = [];
		for (const person of people) {
			const sittings = (plan[person.email] ?? []).filter(
				(sitting) => courseOf(sitting) !== undefined,
			);
			const [first] = sittings;
			const courseId = first && courseOf(first);
			if (!first || courseId === undefined) continue;
			const item = (await listCourseItems(tx, courseId))[(first.items[0]?.position ?? 1) - 1];
			if (!item) continue;
			await lockProgress(tx, person.id, item.id);
			learners.push({ userId: person.id, itemId: item.id, sittings });
		}
		return learners;
	});
}

/**
 * Takes back a claim that did not become progress (every step refused), and answers whether the
 * person has learned anything.
 */
export async function releaseDemoClaim(db: Database, learner: DemoLearner): Promise<boolean> {
	await db
		.delete(itemProgress)
		.where(
			and(
				eq(itemProgress.userId, learner.userId),
				eq(itemProgress.itemId, learner.itemId),
				isNull(itemProgress.positionAt),
				isNull(itemProgress.completedAt),
			),
		);
	const [learned] = await db
		.select({ userId: itemProgress.userId })
		.from(itemProgress)
		.where(eq(itemProgress.userId, learner.userId))
		.limit(1);
	return learned !== undefined;
}

/** The demo pharmacy's own video, when the seed stored it (seed-data/own-training.ts). */
export async function findWelcomeVideo(db: Database): Promise<number | undefined> {
	const [row] = await db
		.select({ id: courses.id })
		.from(courses)
		.innerJoin(pharmacies, eq(pharmacies.id, courses.pharmacyId))
		.innerJoin(programTopics, eq(programTopics.courseId, courses.id))
		.innerJoin(programItems, eq(programItems.topicId, programTopics.id))
		.where(
			and(
				sql`lower(${pharmacies.name}) = lower(${DEMO_OWN_TRAINING_PHARMACY})`,
				eq(programItems.type, 'video'),
			),
		)
		.orderBy(asc(courses.id))
		.limit(1);
	return row?.id;
}
