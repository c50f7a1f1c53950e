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

/**
 * Where bringing the public pages up to date stands (ADR 017): `queued` until a build takes it,
 * `building` while the pages are rebuilt (or the host deploys them), then `live` or `failed`.
 */
export const SITE_PUBLICATION_STATUSES = ['queued', 'building', 'live', 'failed'] as const;
export type SitePublicationStatus = (typeof SITE_PUBLICATION_STATUSES)[number];

/**
 * Where a master video is: bytes arriving (`uploading`), being transcoded (`processing`), playable
 * (`ready`) or not (`failed`, with the reason in `error`).
 */
export const MEDIA_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/**
 * What a studio upload is: a master video (tus, transcoded into HLS) or a lesson's PDF sheet (one
 * multipart request, `ready` as soon as it is stored).
 */
export const MEDIA_KINDS = ['video', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
