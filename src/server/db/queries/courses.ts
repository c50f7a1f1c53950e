/**
 * SQL of the catalogue. Search runs in PostgreSQL (ADR 011): `search_text` is the accent-free,
 * lower-cased name and description kept by the database; a search word matches the start of a word
 * there or in the category's name ("tos" finds "Tos seca", not "productos"), and the courses are
 * ranked by where it matched. A pharmacy's
 * own training (`courses.pharmacy_id`, issue #7) is never part of it: every query here leaves it
 * out, so neither the API nor the pages built from it can show it.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OWN_TRAINING_CATEGORY_ID } from '../../../lib/own-training';
import type { Database } from '../client';
import {
	categories,
	coursePathHistory,
	courses,
	experts,
	programItems,
	programTopics,
} from '../schema';
import { wordPattern } from './word-search';

export type AudienceFilter = 'professional' | 'student';

export interface CourseListQuery {
	categoryIds?: number[];
	/** Search words; every word must match the course (its name, description or category). */
	searchTerms?: string[];
	audience?: AudienceFilter | undefined;
	order: 'name' | 'latest';
	limit: number;
	offset: number;
}

/**
 * How well a course matches the search: for each word, a whole word of the title counts most,
 * then the start of a word of the title, then one of the description, then the category.
 */
function relevance(terms: string[]): SQL {
	const scores = terms.map(
		(term) => sql`(case
			when ${courses.sortName} ~ ${wordPattern(term, true)} then 8
			when ${courses.sortName} ~ ${wordPattern(term)} then 4
			when ${courses.searchText} ~ ${wordPattern(term)} then 2
			else 1 end)`,
	);
	return sql.join(scores, sql` + `);
}

function audienceTargets(audience: AudienceFilter) {
	return audience === 'professional'
		? (['professional', 'both'] as const)
		: (['student', 'both'] as const);
}

/**
 * Published: what learners may see. Drafts and courses in review were never published; archived
 * ones left the catalogue (issue #19).
 */
export function isLive(): SQL {
	return eq(courses.status, 'published');
}

/** Only the campus's live catalogue: a pharmacy's own training is seen by its team alone. */
export function inCatalogue(): SQL {
	return and(isNull(courses.pharmacyId), isLive()) ?? isLive();
}

function listConditions(query: Omit<CourseListQuery, 'order' | 'limit' | 'offset'>) {
	const conditions: SQL[] = [inCatalogue()];
	if (query.categoryIds && query.categoryIds.length > 0) {
		conditions.push(inArray(courses.categoryId, query.categoryIds));
	}
	if (query.audience) {
		conditions.push(inArray(courses.target, [...audienceTargets(query.audience)]));
	}
	for (const term of query.searchTerms ?? []) {
		const match = or(
			sql`${courses.searchText} ~ ${wordPattern(term)}`,
			sql`${categories.searchName} ~ ${wordPattern(term)}`,
		);
		if (match) conditions.push(match);
	}
	return and(...conditions);
}

export async function listCourses(db: Database, query: CourseListQuery) {
	const where = listConditions(query);
	const terms = query.searchTerms ?? [];
	const orderBy: SQL[] = [];
	// Without a search the catalogue keeps its order; with one, the best matches come first.
	if (terms.length > 0) orderBy.push(sql`${relevance(terms)} desc`);
	if (query.order === 'latest') {
		orderBy.push(desc(courses.updatedOn), desc(courses.id));
	} else {
		orderBy.push(asc(courses.sortName), asc(courses.id));
	}
	const rows = await db
		.select({
			cid: courses.id,
			cnm: courses.name,
			ctid: courses.categoryId,
			des: courses.description,
			lu: courses.updatedOn,
			path: courses.path,
			poster: courses.posterUrl,
			dur: courses.durationMinutes,
			tg: courses.target,
			// The total of the whole query in the same round trip, for `tqr`.
			total: sql<number>`cast(count(*) over () as integer)`,
		})
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.where(where)
		.orderBy(...orderBy)
		.limit(query.limit)
		.offset(query.offset);
	return rows;
}

export async function countCourses(
	db: Database,
	query: Omit<CourseListQuery, 'order' | 'limit' | 'offset'>,
): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.where(listConditions(query));
	return row?.n ?? 0;
}

export async function findCourse(db: Database, by: { path: string } | { id: number }) {
	const creator = alias(experts, 'creator');
	const teacher = alias(experts, 'teacher');
	const [row] = await db
		.select({
			course: courses,
			creatorName: creator.name,
			creatorBio: creator.bio,
			teacherName: teacher.name,
			teacherBio: teacher.bio,
		})
		.from(courses)
		.leftJoin(creator, eq(creator.id, courses.createdByExpertId))
		.leftJoin(teacher, eq(teacher.id, courses.impartedByExpertId))
		.where(and(inCatalogue(), 'path' in by ? eq(courses.path, by.path) : eq(courses.id, by.id)))
		.limit(1);
	return row;
}

export async function listProgramRows(db: Database, courseId: number) {
	return db
		.select({
			topicPosition: programTopics.position,
			topic: programTopics.title,
			itemPosition: programItems.position,
			name: programItems.name,
			type: programItems.type,
			duration: programItems.durationSeconds,
		})
		.from(programTopics)
		.innerJoin(programItems, eq(programItems.topicId, programTopics.id))
		.innerJoin(courses, eq(courses.id, programTopics.courseId))
		.where(and(eq(programTopics.courseId, courseId), inCatalogue()))
		.orderBy(asc(programTopics.position), asc(programItems.position));
}

/** The catalogue's categories; the own-training one holds no catalogue course and is left out. */
export async function listCategories(db: Database) {
	return db
		.select({
			ctid: categories.id,
			pos: categories.position,
			nm: categories.name,
			slug: categories.slug,
		})
		.from(categories)
		.where(ne(categories.id, OWN_TRAINING_CATEGORY_ID))
		.orderBy(asc(categories.position));
}

export async function countCoursesInCategory(db: Database, categoryId: number) {
	const [row] = await db
		.select({ n: count() })
		.from(courses)
		.where(and(eq(courses.categoryId, categoryId), inCatalogue()));
	return row?.n ?? 0;
}

/** Where `path` leads now: the live path of the published course that had it (issue #19). */
export async function findRenamedCoursePath(db: Database, path: string) {
	const [row] = await db
		.select({ path: courses.path })
		.from(coursePathHistory)
		.innerJoin(courses, eq(courses.id, coursePathHistory.courseId))
		.where(and(eq(coursePathHistory.path, path), isLive()));
	return row?.path;
}
