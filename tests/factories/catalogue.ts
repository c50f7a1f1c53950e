/**
 * The demo catalogue as API tests read it: the program items of its courses, in the order a
 * learner meets them. The seed writes the catalogue (src/server/db/seed-data); tests pick
 * courses and items from it instead of each repeating the same join.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { courses, programItems, programTopics } from '../../src/server/db/schema';

export interface CatalogueItem {
	/** The program item's id. */
	id: number;
	type: (typeof programItems.$inferSelect)['type'];
	durationSeconds: number;
	courseId: number;
	courseName: string;
}

export interface CatalogueFilter {
	/** Only this course. */
	courseId?: number;
	/** Only courses that are (true) or are not (false) left out of the demo. */
	demoExcluded?: boolean;
}

/**
 * The program items of the catalogue's courses, by course id, then topic and item position.
 *
 * @example
 * const items = await catalogueItems(db, { demoExcluded: false });
 * const video = items.find((item) => item.type === 'video');
 */
export async function catalogueItems(
	db: Database,
	{ courseId, demoExcluded }: CatalogueFilter = {},
): Promise<CatalogueItem[]> {
	const conditions: SQL[] = [];
	if (courseId !== undefined) conditions.push(eq(courses.id, courseId));
	if (demoExcluded !== undefined) conditions.push(eq(courses.demoExcluded, demoExcluded));
	return db
		.select({
			id: programItems.id,
			type: programItems.type,
			durationSeconds: programItems.durationSeconds,
			courseId: courses.id,
			courseName: courses.name,
		})
		.from(programItems)
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.innerJoin(courses, eq(courses.id, programTopics.courseId))
		.where(and(...conditions))
		.orderBy(asc(courses.id), asc(programTopics.position), asc(programItems.position));
}

/** The catalogue course with the lowest id that is (true) or is not (false) left out of the demo. */
export async function firstCourse(
	db: Database,
	{ demoExcluded }: { demoExcluded: boolean },
): Promise<{ id: number; name: string }> {
	const [course] = await db
		.select({ id: courses.id, name: courses.name })
		.from(courses)
		.where(eq(courses.demoExcluded, demoExcluded))
		.orderBy(asc(courses.id))
		.limit(1);
	if (!course)
		throw new Error(`the demo catalogue has no course with demoExcluded=${String(demoExcluded)}`);
	return course;
}
