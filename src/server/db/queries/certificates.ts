/** SQL of certificates (issue #6): one per person and course, found by its public code. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { certificates, courses } from '../schema';

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * Inserts the certificate unless the person already has one for the course (the unique index
 * settles a race between two completions); either way answers the one that exists.
 */
export async function insertOrFindCertificate(
	db: Database,
	values: typeof certificates.$inferInsert & { userId: number; courseId: number },
): Promise<{ row: CertificateRow; created: boolean }> {
	const [inserted] = await db
		.insert(certificates)
		.values(values)
		.onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
		.returning();
	if (inserted) return { row: inserted, created: true };
	const existing = await findForUserCourse(db, values.userId, values.courseId);
	if (!existing) throw new Error('certificate neither inserted nor found');
	return { row: existing, created: false };
}

export async function findForUserCourse(db: Database, userId: number, courseId: number) {
	const [row] = await db
		.select()
		.from(certificates)
		.where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
	return row;
}

export async function findByCode(db: Database, code: string) {
	const [row] = await db
		.select({ certificate: certificates, coursePath: courses.path })
		.from(certificates)
		.innerJoin(courses, eq(courses.id, certificates.courseId))
		.where(eq(certificates.code, code));
	return row;
}

/** The person's certificates, newest first, with each course's page path. */
export function listForUser(db: Database, userId: number) {
	return db
		.select({ certificate: certificates, coursePath: courses.path })
		.from(certificates)
		.innerJoin(courses, eq(courses.id, certificates.courseId))
		.where(eq(certificates.userId, userId))
		.orderBy(desc(certificates.issuedAt), desc(certificates.id));
}
