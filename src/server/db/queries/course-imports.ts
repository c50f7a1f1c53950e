/**
 * What the studio's import needs besides the course writer (ADR 017c): one import or publish at a
 * time, and the studio's drafts of the courses a batch touches (`course_drafts`).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { courseDrafts } from '../schema';

/** Arbitrary constant naming the transaction-scoped advisory lock of writes to the catalogue. */
const COURSE_WRITE_LOCK_KEY = 7_240_019;

/**
 * Holds the catalogue's write lock until the caller's transaction ends, so what an import or a
 * publish read (a course's state, its draft) is still true when it writes.
 */
export async function lockCourseWrites(tx: Database): Promise<void> {
	await tx.execute(sql`select pg_advisory_xact_lock(${COURSE_WRITE_LOCK_KEY})`);
}

/** The studio drafts of `courseIds`: what an editor saved and has not published yet. */
export function listCourseDrafts(db: Database, courseIds: readonly number[]) {
	if (courseIds.length === 0) return Promise.resolve([]);
	return db
		.select({ courseId: courseDrafts.courseId, document: courseDrafts.document })
		.from(courseDrafts)
		.where(inArray(courseDrafts.courseId, [...courseIds]));
}

/** New studio drafts of published courses (an import's changes waiting for an editor). */
export async function insertCourseDrafts(
	db: Database,
	rows: { courseId: number; document: unknown; updatedBy: number | null; updatedAt: Date }[],
): Promise<void> {
	if (rows.length === 0) return;
	await db.insert(courseDrafts).values(rows);
}
