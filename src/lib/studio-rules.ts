/**
 * The studio's fixed vocabularies (issue #19), without imports: the database schema (read by
 * drizzle-kit on its own) and the studio's contract both take them from here.
 */

/** What a member of the campus staff may do: editors make courses, admins also run the campus. */
export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Where a course is: `draft` and `in_review` were never published; learners see only `published`;
 * `archived` left the catalogue but keeps its learners' progress and certificates.
 */
export const COURSE_STATUSES = ['draft', 'in_review', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
