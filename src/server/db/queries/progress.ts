/** SQL of learning progress (issue #6): program items, their course, and each person's progress. */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { isLive } from './courses';
import {
	categories,
	courses,
	itemProgress,
	learningDays,
	programItems,
	programTopics,
	resourceDownloads,
} from '../schema';

export type ItemProgressRow = typeof itemProgress.$inferSelect;

/** The item with its course's id and demo exclusion, or undefined. */
export async function findItemWithCourse(db: Database, itemId: number) {
	const [row] = await db
		.select({
			id: programItems.id,
			type: programItems.type,
			durationSeconds: programItems.durationSeconds,
			/** A PDF sheet uploaded in the studio is `asset:<uuid>` (course-document-rows.ts). */
			mediaUrl: programItems.mediaUrl,
			courseId: courses.id,
			demoExcluded: courses.demoExcluded,
			// Set for a pharmacy's own training: services/access.ts checks who may see it.
			pharmacyId: courses.pharmacyId,
		})
		.from(programItems)
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.innerJoin(courses, eq(courses.id, programTopics.courseId))
		.where(eq(programItems.id, itemId));
	return row;
}

export async function findCourseAccessInfo(db: Database, courseId: number) {
	const [row] = await db
		.select({
			id: courses.id,
			courseId: courses.id,
			demoExcluded: courses.demoExcluded,
			pharmacyId: courses.pharmacyId,
		})
		.from(courses)
		.where(and(eq(courses.id, courseId), isLive()));
	return row;
}

/** The course as the player shows it, with its area, or undefined. */
export async function findCourseForPlayer(db: Database, courseId: number) {
	const [row] = await db
		.select({
			id: courses.id,
			// The name services/access.ts reads, whatever row it is handed (item rows too).
			courseId: courses.id,
			name: courses.name,
			path: courses.path,
			demoExcluded: courses.demoExcluded,
			pharmacyId: courses.pharmacyId,
			durationMinutes: courses.durationMinutes,
			goals: courses.goals,
			categoryName: categories.name,
		})
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.where(and(eq(courses.id, courseId), isLive()));
	return row;
}

/** The course's items in program order, with their topic and media. */
export function listCourseItems(db: Database, courseId: number) {
	return db
		.select({
			id: programItems.id,
			type: programItems.type,
			name: programItems.name,
			durationSeconds: programItems.durationSeconds,
			mediaUrl: programItems.mediaUrl,
			captionsUrl: programItems.captionsUrl,
			topicPosition: programTopics.position,
			topic: programTopics.title,
		})
		.from(programItems)
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.where(eq(programTopics.courseId, courseId))
		.orderBy(asc(programTopics.position), asc(programItems.position));
}

export function listProgress(db: Database, userId: number, itemIds: number[]) {
	if (itemIds.length === 0) return Promise.resolve([]);
	return db
		.select()
		.from(itemProgress)
		.where(and(eq(itemProgress.userId, userId), inArray(itemProgress.itemId, itemIds)));
}

/**
 * The person's progress row for the item, created empty if missing and locked until the
 * transaction ends, so two devices' heartbeats are applied one after the other, none lost. The
 * row usually exists: it is looked for first, and inserted only the first time.
 */
export async function lockProgress(
	db: Database,
	userId: number,
	itemId: number,
): Promise<ItemProgressRow> {
	const find = () =>
		db
			.select()
			.from(itemProgress)
			.where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)))
			.for('update');
	const [existing] = await find();
	if (existing) return existing;
	await db.insert(itemProgress).values({ userId, itemId }).onConflictDoNothing();
	const [row] = await find();
	if (!row) throw new Error('progress row neither inserted nor found');
	return row;
}

/**
 * Writes the heartbeat's progress and, in the same statement, adds the seconds it played to the
 * person's day (`learning_days`): one round trip for both.
 */
export async function updateProgress(
	db: Database,
	userId: number,
	itemId: number,
	values: Partial<
		Pick<
			ItemProgressRow,
			| 'positionSeconds'
			| 'playedRanges'
			| 'positionAt'
			| 'completedAt'
			| 'creditSeconds'
			| 'creditAt'
		>
	>,
	now: Date,
	watched?: { day: string; seconds: number },
): Promise<ItemProgressRow> {
	const update = db
		.update(itemProgress)
		.set({ ...values, updatedAt: now })
		.where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)))
		.returning();
	if (!watched || watched.seconds <= 0) {
		const [row] = await update;
		if (!row) throw new Error('progress row not updated');
		return row;
	}
	const days = db.$with('days').as(
		db
			.insert(learningDays)
			.values({ userId, day: watched.day, secondsWatched: watched.seconds })
			.onConflictDoUpdate({
				target: [learningDays.userId, learningDays.day],
				set: { secondsWatched: sql`${learningDays.secondsWatched} + ${watched.seconds}` },
			})
			.returning({ day: learningDays.day }),
	);
	const [row] = await db
		.with(days)
		.update(itemProgress)
		.set({ ...values, updatedAt: now })
		.where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)))
		.returning();
	if (!row) throw new Error('progress row not updated');
	return row;
}

/** Marks the item completed (a PDF downloaded, a quiz passed); a date already set is kept. */
export async function completeItem(db: Database, userId: number, itemId: number, now: Date) {
	await db
		.insert(itemProgress)
		.values({ userId, itemId, completedAt: now, updatedAt: now })
		.onConflictDoUpdate({
			target: [itemProgress.userId, itemProgress.itemId],
			set: {
				completedAt: sql`coalesce(${itemProgress.completedAt}, excluded.completed_at)`,
				updatedAt: now,
			},
		});
}

export async function insertDownload(
	db: Database,
	values: { userId: number; itemId: number; courseId: number; createdAt: Date },
) {
	await db.insert(resourceDownloads).values(values);
}

/** The person's courses with something done, most recent activity first (continue watching). */
export function listRecentCourses(db: Database, userId: number, limit: number) {
	return db
		.select({
			courseId: programTopics.courseId,
			lastActivity: sql<Date>`max(${itemProgress.updatedAt})`.mapWith(
				(value: string | Date) => new Date(value),
			),
			completed: sql<number>`count(${itemProgress.completedAt})::int`,
		})
		.from(itemProgress)
		.innerJoin(programItems, eq(programItems.id, itemProgress.itemId))
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.where(and(eq(itemProgress.userId, userId), isNotNull(itemProgress.updatedAt)))
		.groupBy(programTopics.courseId)
		.orderBy(sql`max(${itemProgress.updatedAt}) desc`)
		.limit(limit);
}
