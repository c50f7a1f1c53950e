/**
 * SQL of the content studio (issue #19, ADR 017): the course list staff search, drafts and their
 * revisions, states and the paths a course had. Never a pharmacy's own training: that is its
 * team's, not the campus's.
 */
import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { OWN_TRAINING_CATEGORY_ID } from '../../../lib/own-training';
import type { CourseStatus } from '../../../lib/studio-rules';
import type { Database } from '../client';
import { containsPattern } from '../like-patterns';
import { categories, courseDrafts, coursePathHistory, courses, experts } from '../schema';

export interface StudioListFilter {
	/** Words already normalised (lower case, no accents), as `courses.search_text` is: all must match. */
	searchWords: string[];
	status?: CourseStatus | undefined;
	categoryId?: number | undefined;
	/** Published courses reviewed before this day (or never) are due. */
	reviewCutoff: string;
	reviewDueOnly: boolean;
	limit: number;
	offset: number;
}

function reviewDue(cutoff: string): SQL<boolean> {
	return sql<boolean>`(${courses.status} = 'published' and (${courses.reviewedOn} is null or ${courses.reviewedOn} < ${cutoff}::date))`;
}

/** The studio's list: the campus's courses, newest change first, with the whole count. */
export async function listStudioCourses(db: Database, filter: StudioListFilter) {
	const conditions: (SQL | undefined)[] = [isNull(courses.pharmacyId)];
	for (const word of filter.searchWords) {
		const pattern = containsPattern(word);
		conditions.push(
			or(sql`${courses.searchText} like ${pattern}`, sql`${courses.path} like ${pattern}`),
		);
	}
	if (filter.status) conditions.push(eq(courses.status, filter.status));
	if (filter.categoryId) conditions.push(eq(courses.categoryId, filter.categoryId));
	if (filter.reviewDueOnly) conditions.push(reviewDue(filter.reviewCutoff));
	// greatest() skips nulls: the live day, the last publication or the draft's last save.
	const updatedAt = sql<Date>`greatest(${courses.updatedOn}::timestamptz, ${courses.publishedAt}, ${courseDrafts.updatedAt})`;
	return db
		.select({
			cid: courses.id,
			name: courses.name,
			path: courses.path,
			status: courses.status,
			categoryId: courses.categoryId,
			categoryName: categories.name,
			reviewedOn: courses.reviewedOn,
			reviewDue: reviewDue(filter.reviewCutoff),
			hasDraft: sql<boolean>`${courseDrafts.courseId} is not null`,
			inReview: sql<boolean>`${courseDrafts.submittedAt} is not null`,
			updatedAt,
			total: sql<number>`cast(count(*) over () as integer)`,
		})
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.leftJoin(courseDrafts, eq(courseDrafts.courseId, courses.id))
		.where(and(...conditions))
		.orderBy(desc(updatedAt), desc(courses.id))
		.limit(filter.limit)
		.offset(filter.offset);
}

/** Categories a course may be filed under (the own-training one is not the campus's). */
export function listCourseCategories(db: Database) {
	return db
		.select({ id: categories.id, slug: categories.slug, name: categories.name })
		.from(categories)
		.where(ne(categories.id, OWN_TRAINING_CATEGORY_ID))
		.orderBy(asc(categories.position));
}

export function listExperts(db: Database) {
	return db
		.select({ slug: experts.slug, name: experts.name })
		.from(experts)
		.orderBy(asc(experts.name));
}

/** A campus course with its draft, if any; undefined for own training or an unknown id. */
export async function findStudioCourse(db: Database, courseId: number) {
	const [row] = await db
		.select({ course: courses, draft: courseDrafts, categorySlug: categories.slug })
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.leftJoin(courseDrafts, eq(courseDrafts.courseId, courses.id))
		.where(and(eq(courses.id, courseId), isNull(courses.pharmacyId)));
	return row;
}

/** The course's row locked until the transaction ends: saves and publishes of it take turns. */
export async function lockStudioCourse(db: Database, courseId: number) {
	const [row] = await db
		.select({ id: courses.id, status: courses.status, path: courses.path })
		.from(courses)
		.where(and(eq(courses.id, courseId), isNull(courses.pharmacyId)))
		.for('update');
	return row;
}

export function findCategoryBySlug(db: Database, slug: string) {
	return db
		.select({ id: categories.id })
		.from(categories)
		.where(and(eq(categories.slug, slug), ne(categories.id, OWN_TRAINING_CATEGORY_ID)))
		.then(([row]) => row);
}

export function findCategoryById(db: Database, id: number) {
	return db
		.select({ id: categories.id, slug: categories.slug })
		.from(categories)
		.where(and(eq(categories.id, id), ne(categories.id, OWN_TRAINING_CATEGORY_ID)))
		.then(([row]) => row);
}

/** Whether a course other than `exceptCourseId` has, or had, `path`. */
export async function isPathTaken(
	db: Database,
	path: string,
	exceptCourseId?: number,
): Promise<boolean> {
	const other = exceptCourseId ?? 0;
	const [current] = await db
		.select({ id: courses.id })
		.from(courses)
		.where(and(eq(courses.path, path), ne(courses.id, other)))
		.limit(1);
	if (current) return true;
	const [former] = await db
		.select({ id: coursePathHistory.courseId })
		.from(coursePathHistory)
		.where(and(eq(coursePathHistory.path, path), ne(coursePathHistory.courseId, other)))
		.limit(1);
	return former !== undefined;
}

/** A new, never published course: the row that holds its id, path and name in the studio's list. */
export async function insertDraftCourse(
	db: Database,
	row: { name: string; path: string; categoryId: number; today: string },
): Promise<number> {
	const [created] = await db
		.insert(courses)
		.values({
			name: row.name,
			path: row.path,
			categoryId: row.categoryId,
			description: '',
			status: 'draft',
			createdOn: row.today,
			updatedOn: row.today,
		})
		.returning({ id: courses.id });
	if (!created) throw new Error('insert into courses returned no row');
	return created.id;
}

/**
 * Saves a draft over revision `expected` (0: there was none) and answers the new revision, or
 * null when someone saved another one meanwhile.
 */
export async function saveDraftDocument(
	db: Database,
	draft: { courseId: number; expected: number; document: unknown; userId: number; at: Date },
): Promise<number | null> {
	if (draft.expected === 0) {
		const [inserted] = await db
			.insert(courseDrafts)
			.values({
				courseId: draft.courseId,
				document: draft.document,
				revision: 1,
				updatedBy: draft.userId,
				updatedAt: draft.at,
			})
			.onConflictDoNothing()
			.returning({ revision: courseDrafts.revision });
		return inserted?.revision ?? null;
	}
	const [updated] = await db
		.update(courseDrafts)
		.set({
			document: draft.document,
			revision: sql`${courseDrafts.revision} + 1`,
			updatedBy: draft.userId,
			updatedAt: draft.at,
		})
		.where(
			and(eq(courseDrafts.courseId, draft.courseId), eq(courseDrafts.revision, draft.expected)),
		)
		.returning({ revision: courseDrafts.revision });
	return updated?.revision ?? null;
}

/** The list's columns of a never-published course follow its draft (nobody else sees them). */
export async function updateUnpublishedCourse(
	db: Database,
	courseId: number,
	values: { name: string; path: string; categoryId: number; description: string; today: string },
) {
	await db
		.update(courses)
		.set({
			name: values.name,
			path: values.path,
			categoryId: values.categoryId,
			description: values.description,
			updatedOn: values.today,
		})
		.where(
			and(
				eq(courses.id, courseId),
				or(eq(courses.status, 'draft'), eq(courses.status, 'in_review')),
			),
		);
}

export async function setDraftSubmitted(db: Database, courseId: number, at: Date | null) {
	const updated = await db
		.update(courseDrafts)
		.set({ submittedAt: at })
		.where(eq(courseDrafts.courseId, courseId))
		.returning({ courseId: courseDrafts.courseId });
	return updated.length > 0;
}

export async function deleteDraft(db: Database, courseId: number) {
	await db.delete(courseDrafts).where(eq(courseDrafts.courseId, courseId));
}

export async function setCourseStatus(db: Database, courseId: number, status: CourseStatus) {
	await db.update(courses).set({ status }).where(eq(courses.id, courseId));
}

export async function deleteUnpublishedCourse(db: Database, courseId: number) {
	await db
		.delete(courses)
		.where(
			and(
				eq(courses.id, courseId),
				or(eq(courses.status, 'draft'), eq(courses.status, 'in_review')),
			),
		);
}

export function listPreviousPaths(db: Database, courseId: number) {
	return db
		.select({ path: coursePathHistory.path })
		.from(coursePathHistory)
		.where(eq(coursePathHistory.courseId, courseId))
		.orderBy(desc(coursePathHistory.retiredAt))
		.then((rows) => rows.map((row) => row.path));
}
