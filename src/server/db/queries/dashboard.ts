/** SQL of the learner's dashboard (issue #6): courses to suggest and the minutes watched. */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { inCatalogue } from './courses';
import { assignedTo } from './itineraries';
import {
	categories,
	certificates,
	courses,
	itineraries,
	itineraryCourses,
	itemProgress,
	learningDays,
	programItems,
	programTopics,
} from '../schema';

export interface SuggestionFilter {
	/** Audiences the person's courses are written for (their own and `both`). */
	audiences: ('professional' | 'student' | 'both')[];
	/** Courses not to suggest (already started). */
	exclude: number[];
	/** Leave out the courses a demo licence does not open. */
	demoOnly: boolean;
	/** Only these categories, when given. */
	categoryIds?: number[];
	limit: number;
}

/** The newest courses matching the filter, with their area and poster. */
export function listSuggestions(db: Database, filter: SuggestionFilter) {
	return db
		.select({
			id: courses.id,
			name: courses.name,
			path: courses.path,
			posterUrl: courses.posterUrl,
			durationMinutes: courses.durationMinutes,
			categoryId: courses.categoryId,
			categoryName: categories.name,
			createdOn: courses.createdOn,
		})
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.where(
			and(
				// Suggestions come from the live catalogue, never a pharmacy's own training.
				inCatalogue(),
				inArray(courses.target, filter.audiences),
				filter.exclude.length > 0 ? notInArray(courses.id, filter.exclude) : undefined,
				filter.demoOnly ? eq(courses.demoExcluded, false) : undefined,
				filter.categoryIds ? inArray(courses.categoryId, filter.categoryIds) : undefined,
			),
		)
		.orderBy(desc(courses.createdOn), desc(courses.id))
		.limit(filter.limit);
}

/** Course rows by id, with their area (for the courses a person has started). */
export function findCourses(db: Database, ids: number[]) {
	if (ids.length === 0) return Promise.resolve([]);
	return db
		.select({
			id: courses.id,
			name: courses.name,
			path: courses.path,
			posterUrl: courses.posterUrl,
			durationMinutes: courses.durationMinutes,
			categoryId: courses.categoryId,
			categoryName: categories.name,
		})
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.where(inArray(courses.id, ids));
}

/** Seconds watched in all, from the learner's days. */
export async function totalSecondsWatched(db: Database, userId: number): Promise<number> {
	const [row] = await db
		.select({ seconds: sql<number>`coalesce(sum(${learningDays.secondsWatched}), 0)::int` })
		.from(learningDays)
		.where(eq(learningDays.userId, userId));
	return row?.seconds ?? 0;
}

/**
 * The published itineraries assigned to the person, directly or through the pharmacy whose team
 * they are in (issue #7), each course in order with whether the person completed it: the
 * certificate for a catalogue course (completing one issues it), every item done for a pharmacy's
 * own training, which has no certificate.
 */
export function listAssignedItineraryCourses(db: Database, userId: number) {
	return db
		.select({
			itineraryId: itineraries.id,
			itineraryName: itineraries.name,
			endsOn: itineraries.endsOn,
			position: itineraryCourses.position,
			opensOn: itineraryCourses.opensOn,
			courseId: courses.id,
			courseName: courses.name,
			coursePath: courses.path,
			completed: sql<boolean>`(${certificates.id} is not null or (${courses.pharmacyId} is not null
				and not exists (
					select 1 from ${programItems}
					join ${programTopics} on ${programTopics.id} = ${programItems.topicId}
					left join ${itemProgress} on ${itemProgress.itemId} = ${programItems.id}
						and ${itemProgress.userId} = ${userId}
					where ${programTopics.courseId} = ${courses.id} and ${itemProgress.completedAt} is null
				)))`,
		})
		.from(itineraries)
		.innerJoin(itineraryCourses, eq(itineraryCourses.itineraryId, itineraries.id))
		.innerJoin(courses, eq(courses.id, itineraryCourses.courseId))
		.leftJoin(
			certificates,
			and(
				eq(certificates.courseId, courses.id),
				eq(certificates.userId, userId),
				isNull(certificates.revokedAt),
			),
		)
		.where(and(assignedTo(userId), eq(itineraries.status, 'published')))
		.orderBy(asc(itineraries.name), asc(itineraries.id), asc(itineraryCourses.position));
}

/**
 * The items of the given courses in program order, each with whether the person completed it:
 * one query for every course the dashboard shows.
 */
export function listItemsWithCompletion(db: Database, userId: number, courseIds: number[]) {
	if (courseIds.length === 0) return Promise.resolve([]);
	return db
		.select({
			courseId: programTopics.courseId,
			id: programItems.id,
			name: programItems.name,
			type: programItems.type,
			done: sql<boolean>`${itemProgress.completedAt} is not null`,
		})
		.from(programItems)
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.leftJoin(
			itemProgress,
			and(eq(itemProgress.itemId, programItems.id), eq(itemProgress.userId, userId)),
		)
		.where(inArray(programTopics.courseId, courseIds))
		.orderBy(asc(programTopics.position), asc(programItems.position));
}
