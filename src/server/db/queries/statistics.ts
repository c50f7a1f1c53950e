/** SQL of the learner's statistics (issue #6): days watched, items and courses, certificates by area. */
import {
	and,
	asc,
	count,
	countDistinct,
	eq,
	gt,
	isNotNull,
	isNull,
	notExists,
	sql,
} from 'drizzle-orm';
import type { Database } from '../client';
import {
	certificates,
	courses,
	itemProgress,
	learningDays,
	programItems,
	programTopics,
} from '../schema';

/**
 * Every day the person played something, oldest first. One row per day of learning, so even
 * years of daily study stay a few thousand small rows: the windows and the streak are computed
 * from them in the service, with the calendar math in one place.
 */
export function listLearningDays(db: Database, userId: number) {
	return db
		.select({ day: learningDays.day, seconds: learningDays.secondsWatched })
		.from(learningDays)
		.where(and(eq(learningDays.userId, userId), gt(learningDays.secondsWatched, 0)))
		.orderBy(asc(learningDays.day));
}

/** Program items the person completed, in any course. */
export async function countCompletedItems(db: Database, userId: number): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(itemProgress)
		.where(and(eq(itemProgress.userId, userId), isNotNull(itemProgress.completedAt)));
	return row?.n ?? 0;
}

/**
 * Catalogue courses with some progress of the person and no valid (not revoked) certificate of
 * theirs. A pharmacy's own training issues no certificate, so it would never leave this count.
 */
export async function countCoursesInProgress(db: Database, userId: number): Promise<number> {
	const [row] = await db
		.select({ n: countDistinct(programTopics.courseId) })
		.from(itemProgress)
		.innerJoin(programItems, eq(programItems.id, itemProgress.itemId))
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.innerJoin(courses, eq(courses.id, programTopics.courseId))
		.where(
			and(
				eq(itemProgress.userId, userId),
				isNull(courses.pharmacyId),
				notExists(
					db
						.select({ one: sql`1` })
						.from(certificates)
						.where(
							and(
								eq(certificates.userId, userId),
								eq(certificates.courseId, programTopics.courseId),
								isNull(certificates.revokedAt),
							),
						),
				),
			),
		);
	return row?.n ?? 0;
}

/** The person's valid certificates grouped by the area copied onto them, unordered. */
export function certificatesByArea(db: Database, userId: number) {
	return db
		.select({
			area: certificates.categoryName,
			minutes: sql<number>`coalesce(sum(${certificates.minutes}), 0)`.mapWith(Number),
			certificates: count(),
		})
		.from(certificates)
		.where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
		.groupBy(certificates.categoryName);
}
