/** SQL of learning progress (issue #6): program items, their course, and each person's progress. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { courses, itemProgress, programItems, programTopics } from '../schema';

export type ItemProgressRow = typeof itemProgress.$inferSelect;

/** The item with its course's id and demo exclusion, or undefined. */
export async function findItemWithCourse(db: Database, itemId: number) {
	const [row] = await db
		.select({
			id: programItems.id,
			type: programItems.type,
			durationSeconds: programItems.durationSeconds,
			courseId: courses.id,
			demoExcluded: courses.demoExcluded,
		})
		.from(programItems)
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.innerJoin(courses, eq(courses.id, programTopics.courseId))
		.where(eq(programItems.id, itemId));
	return row;
}

export async function findCourseAccessInfo(db: Database, courseId: number) {
	const [row] = await db
		.select({ id: courses.id, demoExcluded: courses.demoExcluded })
		.from(courses)
		.where(eq(courses.id, courseId));
	return row;
}

/** The course's items in program order. */
export function listCourseItems(db: Database, courseId: number) {
	return db
		.select({
			id: programItems.id,
			type: programItems.type,
			durationSeconds: programItems.durationSeconds,
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
 * transaction ends, so two devices' heartbeats are applied one after the other, none lost.
 */
export async function lockProgress(
	db: Database,
	userId: number,
	itemId: number,
): Promise<ItemProgressRow> {
	await db.insert(itemProgress).values({ userId, itemId }).onConflictDoNothing();
	const [row] = await db
		.select()
		.from(itemProgress)
		.where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)))
		.for('update');
	if (!row) throw new Error('progress row neither inserted nor found');
	return row;
}

export async function updateProgress(
	db: Database,
	userId: number,
	itemId: number,
	values: Partial<
		Pick<ItemProgressRow, 'positionSeconds' | 'playedRanges' | 'positionAt' | 'completedAt'>
	>,
	now: Date,
): Promise<ItemProgressRow> {
	const [row] = await db
		.update(itemProgress)
		.set({ ...values, updatedAt: now })
		.where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)))
		.returning();
	if (!row) throw new Error('progress row not updated');
	return row;
}
