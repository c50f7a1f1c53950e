/**
 * The studio's rules for courses (issue #19, ADR 017): the list staff search, creating a course,
 * saving its draft, sending it for review and discarding it (going live: course-publishing.ts).
 * Learners never see any of it: a draft lives in `course_drafts` until it is published. Every
 * change is written to the audit log (issue #20) in its own transaction.
 */
import * as v from 'valibot';
import { t } from '../../../i18n';
import { addDays, madridDay } from '../../../lib/dates';
import {
	CourseDocument,
	slugFromTitle,
	type CourseDocumentInput,
} from '../../../lib/contracts/course-document';
import {
	STUDIO_PAGE_SIZE,
	type StudioCourseDetail,
	type StudioCourseList,
	type StudioCourseListQuery,
	type StudioResult,
} from '../../../lib/contracts/studio';
import { normalizeSearchText } from '../../../lib/protocol-search';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { readCourseDocument } from '../../db/queries/course-document-reads';
import * as queries from '../../db/queries/studio';
import { listMediaStates } from '../../db/queries/media';
import { draftMediaIds, publishProblems, type DraftMedia } from './publish-problems';
import { recordStaffAction, type StaffActor } from '../audit';
import { AppError } from '../../errors';

export type StudioDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;

/** A refusal with one of the studio's result codes. */
export function fail(result: StudioResult, status: AppError['status'], msg: string): AppError {
	return new AppError(result, status, msg);
}

export function courseNotFound() {
	return fail('not_found', 404, t('studio.errors.course_not_found'));
}

/** Where the studio uploads `document` names stand, for {@link publishProblems}. */
export async function draftMedia(db: Database, document: CourseDocument): Promise<DraftMedia> {
	const rows = await listMediaStates(db, draftMediaIds(document));
	return new Map(rows.map(({ id, ...state }) => [id, state]));
}

function reviewCutoff(deps: StudioDeps): string {
	return addDays(madridDay(deps.now()), -deps.config.courseReviewMaxDays);
}

/** `POST /studio/listCourses`: a page of the campus's courses, last changed first. */
export async function listCourses(
	deps: StudioDeps,
	query: StudioCourseListQuery,
): Promise<StudioCourseList> {
	const [rows, categories] = await Promise.all([
		queries.listStudioCourses(deps.db, {
			searchWords: normalizeSearchText(query.query).split(/\s+/).filter(Boolean).slice(0, 8),
			status: query.status,
			categoryId: query.categoryId,
			reviewCutoff: reviewCutoff(deps),
			reviewDueOnly: query.reviewDue,
			limit: STUDIO_PAGE_SIZE,
			offset: (query.page - 1) * STUDIO_PAGE_SIZE,
		}),
		queries.listCourseCategories(deps.db),
	]);
	return {
		courses: rows.map(({ total: _total, updatedAt, ...row }) => ({
			...row,
			updatedAt: new Date(updatedAt).toISOString(),
		})),
		total: rows[0]?.total ?? 0,
		page: query.page,
		pageSize: STUDIO_PAGE_SIZE,
		categories: categories.map(({ id, name }) => ({ id, name })),
		reviewMaxDays: deps.config.courseReviewMaxDays,
	};
}

/** The first free path for a title: `tos-seca`, then `tos-seca-2`… */
async function freePath(db: Database, title: string): Promise<string> {
	const base = slugFromTitle(title) || 'curso';
	for (let suffix = 1; ; suffix++) {
		const path = suffix === 1 ? base : `${base.slice(0, 110)}-${String(suffix)}`;
		if (!(await queries.isPathTaken(db, path))) return path;
	}
}

/** `POST /studio/createCourse {name, categoryId}`: a new draft with a path from its title. */
export async function createCourse(
	deps: StudioDeps,
	actor: StaffActor,
	input: { name: string; categoryId: number },
): Promise<{ cid: number; revision: number }> {
	return deps.db.transaction(async (tx) => {
		const category = await queries.findCategoryById(tx, input.categoryId);
		if (!category) {
			throw fail('unknown_reference', 422, t('studio.errors.unknown_category'));
		}
		const today = madridDay(deps.now());
		const path = await freePath(tx, input.name);
		const cid = await queries.insertDraftCourse(tx, {
			name: input.name,
			path,
			categoryId: category.id,
			today,
		});
		const document: CourseDocumentInput = {
			id: cid,
			path,
			name: input.name,
			category: category.slug,
			audience: 'both',
			description: '',
			goals: [],
			createdBy: null,
			impartedBy: null,
			demoExcluded: false,
			related: [],
			sources: [],
			reviewedOn: null,
			createdOn: today,
			updatedOn: today,
			program: [],
		};
		const revision = await queries.saveDraftDocument(tx, {
			courseId: cid,
			expected: 0,
			document: v.parse(CourseDocument, document),
			userId: actor.userId,
			at: deps.now(),
		});
		await recordStaffAction(
			tx,
			actor,
			{
				action: 'course.create',
				subjectId: cid,
				after: { name: input.name, path, status: 'draft' },
			},
			deps.now(),
		);
		return { cid, revision: revision ?? 1 };
	});
}

/**
 * `POST /studio/saveDraft {cid, revision, document}`: the editor's copy, checked for its shape
 * (publishing checks completeness). Answers the new revision and what still keeps it from going
 * live. Refused with `draft_conflict` when another save came first.
 */
export async function saveDraft(
	deps: StudioDeps,
	actor: StaffActor,
	input: { cid: number; revision: number; document: CourseDocument },
): Promise<{ revision: number; problems: string[] }> {
	const document: CourseDocument = { ...input.document, id: input.cid };
	return deps.db.transaction(async (tx) => {
		const course = await queries.lockStudioCourse(tx, input.cid);
		if (!course) throw courseNotFound();
		if (await queries.isPathTaken(tx, document.path, input.cid)) {
			throw fail('path_taken', 409, t('studio.errors.path_taken', { path: document.path }));
		}
		const category = await queries.findCategoryBySlug(tx, document.category);
		if (!category) throw fail('unknown_reference', 422, t('studio.errors.unknown_category'));
		const revision = await queries.saveDraftDocument(tx, {
			courseId: input.cid,
			expected: input.revision,
			document,
			userId: actor.userId,
			at: deps.now(),
		});
		if (revision === null) throw fail('draft_conflict', 409, t('studio.errors.draft_conflict'));
		await recordStaffAction(
			tx,
			actor,
			{
				action: 'course.save_draft',
				subjectId: input.cid,
				before: { revision: input.revision },
				after: { revision },
			},
			deps.now(),
		);
		// Nobody but staff sees a course never published: its list row follows the draft.
		if (course.status === 'draft' || course.status === 'in_review') {
			await queries.updateUnpublishedCourse(tx, input.cid, {
				name: document.name,
				path: document.path,
				categoryId: category.id,
				description: document.description,
				today: madridDay(deps.now()),
			});
		}
		return { revision, problems: publishProblems(document, await draftMedia(tx, document)) };
	});
}

/** `POST /studio/submitForReview {cid}`: the draft waits for someone to check and publish it. */
export async function submitForReview(
	deps: StudioDeps,
	actor: StaffActor,
	cid: number,
): Promise<{ inReview: true }> {
	return deps.db.transaction(async (tx) => {
		const course = await queries.lockStudioCourse(tx, cid);
		if (!course) throw courseNotFound();
		if (!(await queries.setDraftSubmitted(tx, cid, deps.now()))) {
			throw fail('wrong_status', 409, t('studio.errors.no_draft'));
		}
		if (course.status === 'draft') await queries.setCourseStatus(tx, cid, 'in_review');
		await recordStaffAction(
			tx,
			actor,
			{
				action: 'course.submit_review',
				subjectId: cid,
				before: { status: course.status },
				after: { status: course.status === 'draft' ? 'in_review' : course.status },
			},
			deps.now(),
		);
		return { inReview: true };
	});
}

/**
 * `POST /studio/discardDraft {cid}`: drops the unpublished changes of a live course, or the whole
 * course when it was never published (nobody learnt with it).
 */
export async function discardDraft(
	deps: StudioDeps,
	actor: StaffActor,
	cid: number,
): Promise<{ deleted: boolean }> {
	return deps.db.transaction(async (tx) => {
		const course = await queries.lockStudioCourse(tx, cid);
		if (!course) throw courseNotFound();
		const deleted = course.status === 'draft' || course.status === 'in_review';
		if (deleted) await queries.deleteUnpublishedCourse(tx, cid);
		else await queries.deleteDraft(tx, cid);
		await recordStaffAction(
			tx,
			actor,
			{
				action: 'course.discard_draft',
				subjectId: cid,
				before: { status: course.status },
				after: { status: deleted ? null : course.status, courseDeleted: deleted },
			},
			deps.now(),
		);
		return { deleted };
	});
}

/** Editor's choices for the selects of the course form. */
export async function formOptions(
	deps: StudioDeps,
): Promise<Pick<StudioCourseDetail, 'categories' | 'experts'>> {
	const [categories, experts] = await Promise.all([
		queries.listCourseCategories(deps.db),
		queries.listExperts(deps.db),
	]);
	return { categories: categories.map(({ slug, name }) => ({ slug, name })), experts };
}

/** `POST /studio/getCourse {cid}`: the draft when there is one, the live course otherwise. */
export async function getCourse(deps: StudioDeps, cid: number): Promise<StudioCourseDetail> {
	const row = await queries.findStudioCourse(deps.db, cid);
	if (!row) throw courseNotFound();
	const live = row.draft ? null : await readCourseDocument(deps.db, cid);
	const document = row.draft ? v.parse(CourseDocument, row.draft.document) : live;
	if (!document) throw courseNotFound();
	const [options, previousPaths, media] = await Promise.all([
		formOptions(deps),
		queries.listPreviousPaths(deps.db, cid),
		draftMedia(deps.db, document),
	]);
	const { course } = row;
	const wasLive = course.status === 'published' || course.status === 'archived';
	return {
		cid,
		status: course.status,
		document,
		revision: row.draft?.revision ?? 0,
		hasDraft: row.draft !== null,
		inReview: row.draft?.submittedAt != null,
		livePath: wasLive ? course.path : null,
		publishedAt: course.publishedAt?.toISOString() ?? null,
		previousPaths,
		problems: publishProblems(document, media),
		reviewDue:
			course.status === 'published' &&
			(course.reviewedOn === null || course.reviewedOn < reviewCutoff(deps)),
		...options,
	};
}
