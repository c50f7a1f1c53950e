/**
 * Demo learning of the demo pharmacy teams (issue #7), so a fresh campus shows its tracking
 * reports, its group dashboard and a member's dashboard with something in them: in "Farmacia Demo
 * Liceo" Marta (equipo1) has finished two courses (certificates, PDFs downloaded) and the team's
 * welcome video, Javier (equipo2) is half-way through one course and Nuria (equipo3) has not
 * started; the group's other two pharmacies have a little.
 *
 * The rows are not written here: each step is played through the campus's own services (the
 * player's heartbeats, the PDF download, the quiz) on a clock set back to the step's day, within
 * the last two weeks. So they are exactly the player's (`item_progress`, `learning_days`,
 * `course_progress`, `resource_downloads`, `quiz_attempts`, the certificates issued on
 * completion), and the same rules hold: licences, and itinerary date locks, whose refusal skips
 * the step. Only with the demo accounts (never in production): the people are demo accounts.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import { saveProgress } from '../../services/progress';
import { rightAnswersAsShown } from '../../services/quiz-order';
import { getQuiz, submitQuiz } from '../../services/quizzes';
import { downloadResource } from '../../services/resources';
import { createTtlCache } from '../../services/ttl-cache';
import type { Database } from '../client';
import { listCourseItems, lockProgress } from '../queries/progress';
import { listQuestions } from '../queries/quizzes';
import { courses, itemProgress, pharmacies, programItems, programTopics, users } from '../schema';
import { DEMO_OWN_TRAINING_PHARMACY } from './own-training';

/** Arbitrary constant naming this seed's advisory lock (two processes starting together). */
const LOCK_KEY = 7_240_013;
/** The player sends what was played every 10 s (components/islands/player/heartbeats.ts). */
const HEARTBEAT_SECONDS = 10;
const DAY_MS = 86_400_000;

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

type LearningDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'catalogueCache'>;

/** The UTC instant `hour`:00 of the day `daysAgo` days before `now`'s. */
function sittingStart(now: Date, sitting: DemoSitting): Date {
	const day = new Date(now.getTime() - sitting.daysAgo * DAY_MS);
	return new Date(
		Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), sitting.hour),
	);
}

/**
 * Plays the sittings of the people in `plan` who have no progress yet through the services;
 * answers how many people it gave some learning. Every sitting must end before `now`.
 *
 * The services run outside any transaction of this seed, as they do for a request (they run
 * queries side by side, which one transaction's connection must not, and PGlite's one connection
 * would wait for the transaction to end). So the people are first claimed under an advisory lock:
 * each gets the empty progress row the first heartbeat of their first item would create, and a
 * second process seeding at the same time finds them started and leaves them alone.
 */
export async function seedDemoTeamLearning(
	db: Database,
	{
		config,
		now = new Date(),
		plan = demoLearning,
	}: { config: ServerConfig; now?: Date; plan?: Record<string, DemoSitting[]> },
): Promise<number> {
	const welcome = await findWelcomeVideo(db);
	const courseOf = (sitting: DemoSitting) =>
		sitting.course === OWN_WELCOME_VIDEO ? welcome : sitting.course;

	const claimed = await db.transaction(async (tx) => {
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
		const learners: { userId: number; itemId: number; sittings: DemoSitting[] }[] = [];
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

	let clock = now;
	const deps: LearningDeps = {
		db,
		now: () => clock,
		config,
		// The player's process cache, for this run only.
		catalogueCache: createTtlCache({ ttlMs: 60_000, maxEntries: 500, now: () => Date.now() }),
	};
	/** Moves the clock on by `seconds`, as the person spends them. */
	const spend = (seconds: number) => {
		clock = new Date(clock.getTime() + seconds * 1000);
		if (clock >= now) throw new Error('a demo sitting must end before the seeding');
	};

	/** Does the sitting's items in order through the services, the clock moving along. */
	const play = async (userId: number, courseId: number, sitting: DemoSitting) => {
		const items = await listCourseItems(db, courseId);
		for (const step of sitting.items) {
			const item = items[step.position - 1];
			if (!item) throw new Error(`course ${courseId} has no item ${step.position}`);
			if (item.type === 'video' || item.type === 'counter_scene') {
				const end = Math.round(item.durationSeconds * Math.min(1, step.share ?? 1));
				for (let from = 0; from < end; from += HEARTBEAT_SECONDS) {
					const to = Math.min(end, from + HEARTBEAT_SECONDS);
					spend(to - from);
					await saveProgress(deps, userId, {
						iid: item.id,
						pos: to,
						rng: [[from, to]],
						ts: clock.getTime(),
					});
				}
			} else if (item.type === 'pdf') {
				spend(30);
				await downloadResource(deps, userId, item.id);
			} else {
				// The quiz, answered right, after a couple of minutes.
				spend(120);
				const [quiz, questions] = await Promise.all([
					getQuiz(deps, userId, item.id),
					listQuestions(db, item.id),
				]);
				await submitQuiz(deps, userId, {
					iid: item.id,
					attempt: quiz.attempt,
					answers: rightAnswersAsShown(quiz.questions, questions),
				});
			}
			spend(20);
		}
	};

	let taught = 0;
	for (const learner of claimed) {
		for (const sitting of learner.sittings) {
			const courseId = courseOf(sitting);
			if (courseId === undefined) continue;
			clock = sittingStart(now, sitting);
			try {
				await play(learner.userId, courseId, sitting);
			} catch (error) {
				// Refused as the player would be (a date-locked course, no licence): every service
				// checks before it writes, so the refused step left nothing.
				if (error instanceof AppError) continue;
				throw error;
			}
		}
		// The claim stays only as the progress it became: refused, it is taken back.
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
		if (learned) taught++;
	}
	return taught;
}

/** The demo pharmacy's own video, when the seed stored it (seed-data/own-training.ts). */
async function findWelcomeVideo(db: Database): Promise<number | undefined> {
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
