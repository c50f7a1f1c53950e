/**
 * Plays the demo teams' learning (db/seed-data/team-learning.ts) through the campus's own
 * services, on a clock set back to each sitting's day within the last two weeks: the player's
 * heartbeats, the PDF download, the quiz. So the rows are exactly the player's (`item_progress`,
 * `learning_days`, `course_progress`, `resource_downloads`, `quiz_attempts`, the certificates
 * issued on completion), and the same rules hold: licences, and itinerary date locks, whose
 * refusal skips the step. Only with the demo accounts (never in production).
 *
 * It lives with the services, not the seed data, because it calls them: db imports nothing else
 * in the server. {@link seedDemoCampus} is the seeding the runtime runs at start.
 */
import type { ServerConfig } from '../config';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { listCourseItems } from '../db/queries/progress';
import { listQuestions } from '../db/queries/quizzes';
import { seedDemoData, type SeedOptions } from '../db/seed';
import {
	claimDemoLearners,
	demoLearning,
	findWelcomeVideo,
	OWN_WELCOME_VIDEO,
	releaseDemoClaim,
	type DemoSitting,
} from '../db/seed-data/team-learning';
import { AppError } from '../errors';
import { createAccessCache } from './access-cache';
import { saveProgress } from './progress';
import { rightAnswersAsShown } from './quiz-order';
import { getQuiz, submitQuiz } from './quizzes';
import { downloadResource } from './resources';
import { createTtlCache } from './ttl-cache';

/** The player sends what was played every 10 s (components/islands/player/heartbeats.ts). */
const HEARTBEAT_SECONDS = 10;
const DAY_MS = 86_400_000;

/**
 * Everything a fresh campus needs to look real (db/seed.ts), then, with the demo accounts and
 * the server's settings, the demo teams' learning. Without `config` (test templates) there is none.
 */
export async function seedDemoCampus(
	db: Database,
	options: SeedOptions & { config?: ServerConfig | undefined } = {},
) {
	const seeded = await seedDemoData(db, options);
	// Last: the members' learning includes the own training's video.
	if ((options.demoAccounts ?? true) && options.config) {
		await seedDemoTeamLearning(db, { config: options.config });
	}
	return seeded;
}

type LearningDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'catalogueCache' | 'accessCache'>;

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
 * would wait for the transaction to end). So the people are first claimed under an advisory lock
 * (claimDemoLearners), and a second process seeding at the same time leaves them alone.
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
	const claimed = await claimDemoLearners(db, plan, courseOf);

	let clock = now;
	const deps: LearningDeps = {
		db,
		now: () => clock,
		config,
		// The player's process caches, for this run only.
		catalogueCache: createTtlCache({ ttlMs: 60_000, maxEntries: 500, now: () => Date.now() }),
		accessCache: createAccessCache(),
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
		if (await releaseDemoClaim(db, learner)) taught++;
	}
	return taught;
}
