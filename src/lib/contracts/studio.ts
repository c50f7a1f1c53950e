/**
 * The content studio's contract (issue #19): staff roles and course states, shared by the schema,
 * the studio's routes, its services and its islands.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import type { AreaResult } from './common';
import { COURSE_NAME_MAX_LENGTH, CourseDocument } from './course-document';
import { COURSE_STATUSES, type CourseStatus, type SitePublicationStatus } from '../studio-rules';
import { MAX_ID, optionalFlag, payloadObject, positiveId, requiredText, text } from './fields';

export type { CourseStatus, SitePublicationStatus, StaffRole } from '../studio-rules';

/** Result codes of the studio's calls (`/api/studio/*`). */
export type StudioResult = AreaResult<
	/** Someone saved the course since this copy was opened: reload before saving again. */
	| 'draft_conflict'
	/** The draft is not complete enough to go live; `msg` lists what is missing. */
	| 'not_publishable'
	/** Another course has (or had) that path. */
	| 'path_taken'
	/** A category, expert or related course the document names does not exist. */
	| 'unknown_reference'
	/** The action needs a published (or archived) course. */
	| 'wrong_status'
>;

export const STUDIO_PAGE_SIZE = 50;
export const STUDIO_SEARCH_MAX_LENGTH = 100;

const idMessage = () => t('validation.positive_id');
const pageNumber = () =>
	v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1);

/** `POST /studio/listCourses`. */
export const StudioCourseListBody = payloadObject({
	query: v.nullish(v.pipe(text(), v.trim(), v.maxLength(STUDIO_SEARCH_MAX_LENGTH)), ''),
	status: v.optional(
		v.picklist(COURSE_STATUSES, () =>
			t('validation.choice', { options: COURSE_STATUSES.join(', ') }),
		),
	),
	categoryId: v.optional(positiveId(idMessage)),
	/** Only published courses due for review. */
	reviewDue: optionalFlag(() => t('validation.flag')),
	page: pageNumber(),
});
export type StudioCourseListQuery = v.InferOutput<typeof StudioCourseListBody>;

export interface StudioCourseRow {
	cid: number;
	name: string;
	path: string;
	status: CourseStatus;
	categoryId: number;
	categoryName: string;
	reviewedOn: string | null;
	/** Published and not reviewed within the configured age. */
	reviewDue: boolean;
	/** A published course with changes not yet live. */
	hasDraft: boolean;
	/** Its draft was sent for review. */
	inReview: boolean;
	/** ISO time of the last change, draft or live. */
	updatedAt: string;
}

export interface StudioCourseList {
	courses: StudioCourseRow[];
	total: number;
	page: number;
	pageSize: number;
	categories: { id: number; name: string }[];
	reviewMaxDays: number;
}

/** `POST /studio/createCourse`. */
export const CreateCourseBody = payloadObject({
	name: requiredText(COURSE_NAME_MAX_LENGTH),
	categoryId: positiveId(idMessage),
});

/** `POST /studio/getCourse`, `submitForReview`, `discardDraft`, `archiveCourse`, `restoreCourse`. */
export const CourseIdBody = payloadObject({ cid: positiveId(idMessage) });

const revision = () =>
	v.pipe(v.number(idMessage), v.integer(idMessage), v.minValue(0, idMessage), v.maxValue(MAX_ID));

/** `POST /studio/saveDraft`: `revision` is the one the editor opened (0: the live course). */
export const SaveDraftBody = payloadObject({
	cid: positiveId(idMessage),
	revision: revision(),
	document: CourseDocument,
});

/** `POST /studio/publishCourse`: publishes exactly the revision the editor confirmed. */
export const PublishCourseBody = payloadObject({
	cid: positiveId(idMessage),
	revision: revision(),
});

export interface StudioCourseDetail {
	cid: number;
	status: CourseStatus;
	document: CourseDocument;
	/** The draft's revision; 0 when the document is the live course, unchanged. */
	revision: number;
	hasDraft: boolean;
	inReview: boolean;
	/** The path learners reach it at, when published or archived. */
	livePath: string | null;
	publishedAt: string | null;
	/** Paths that answer 301 to this course. */
	previousPaths: string[];
	/** What keeps the document from going live (publishProblems). */
	problems: string[];
	reviewDue: boolean;
	categories: { slug: string; name: string }[];
	experts: { slug: string; name: string }[];
}

/** The answer of `publishCourse`: where learners find it, and the update of the public pages. */
export interface PublishedCourse {
	status: 'published';
	path: string;
	publishedAt: string;
	/** The site publication that brings the public pages up to date (ADR 017). */
	publicationId: number;
}

/** Bodies of these calls may reach this size: a course with long quizzes (app.ts). */
export const STUDIO_DOCUMENT_MAX_BYTES = 1024 * 1024;
export const STUDIO_DOCUMENT_PATHS: ReadonlySet<string> = new Set(['/api/studio/saveDraft']);

/** How this deployment brings the public pages up to date (ADR 017). */
export type SitePublisherKind = 'rebuild' | 'netlify' | 'none';

export const PUBLICATIONS_PAGE_SIZE = 20;

/** `POST /studio/listPublications {page?}`: newest first. */
export const PublicationListBody = payloadObject({ page: pageNumber() });

export interface SitePublicationRow {
	id: number;
	status: SitePublicationStatus;
	/** What asked for it: "Publicado: Fotoprotección en el mostrador". */
	reason: string;
	/** Who asked, by name; null when the account is gone or a command asked. */
	requestedBy: string | null;
	requestedAt: string;
	startedAt: string | null;
	finishedAt: string | null;
	/** The end of the build's output, or the host's answer. */
	log: string;
}

export interface SitePublicationList {
	publications: SitePublicationRow[];
	total: number;
	page: number;
	pageSize: number;
	publisher: SitePublisherKind;
}

/** The answer of `republishSite`: the new publication, queued. */
export interface QueuedPublication {
	publicationId: number;
}
