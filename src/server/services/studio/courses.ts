/**
 * The studio's rules for courses (issue #19, ADR 017): the list staff search, creating a course,
 * saving its draft, sending it for review and discarding it. Learners never see any of it: a draft
 * lives in `course_drafts` until it is published.
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
	type PublishedCourse,
	type StudioCourseDetail,
	type StudioCourseList,
	type StudioCourseListQuery,
	type StudioResult,
} from '../../../lib/contracts/studio';
import { normalizeSearchText } from '../../../lib/protocol-search';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { readCourseDocument } from '../../db/queries/course-document-reads';
import { CourseDocumentError, writeCourseDocument } from '../../db/queries/course-documents';
import * as queries from '../../db/queries/studio';
import { listMediaStates } from '../../db/queries/media';
import { draftMediaIds, publishProblems, type DraftMedia } from './publish-problems';
import { requestSitePublication } from './publications';
import { forgetAccess } from '../access-cache';
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
async function draftMedia(db: Database, document: CourseDocument): Promise<DraftMedia> {
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
	userId: number,
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
			userId,
			at: deps.now(),
		});
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
	userId: number,
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
			userId,
			at: deps.now(),
		});
		if (revision === null) throw fail('draft_conflict', 409, t('studio.errors.draft_conflict'));
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
export async function submitForReview(deps: StudioDeps, cid: number): Promise<{ inReview: true }> {
	return deps.db.transaction(async (tx) => {
		const course = await queries.lockStudioCourse(tx, cid);
		if (!course) throw courseNotFound();
		if (!(await queries.setDraftSubmitted(tx, cid, deps.now()))) {
			throw fail('wrong_status', 409, t('studio.errors.no_draft'));
		}
		if (course.status === 'draft') await queries.setCourseStatus(tx, cid, 'in_review');
		return { inReview: true };
	});
}

/**
 * `POST /studio/discardDraft {cid}`: drops the unpublished changes of a live course, or the whole
 * course when it was never published (nobody learnt with it).
 */
export async function discardDraft(deps: StudioDeps, cid: number): Promise<{ deleted: boolean }> {
	return deps.db.transaction(async (tx) => {
		const course = await queries.lockStudioCourse(tx, cid);
		if (!course) throw courseNotFound();
		if (course.status === 'draft' || course.status === 'in_review') {
			await queries.deleteUnpublishedCourse(tx, cid);
			return { deleted: true };
		}
		await queries.deleteDraft(tx, cid);
		return { deleted: false };
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

type PublishDeps = StudioDeps & Pick<AppDeps, 'catalogueCache' | 'accessCache' | 'jobs'>;

/** What changed for learners: the catalogue's and access caches of this process forget it. */
function forgetCatalogue(deps: PublishDeps) {
	deps.catalogueCache.clear();
	forgetAccess(deps);
}

/**
 * `POST /studio/publishCourse {cid, revision}`: the confirmed revision of the draft goes live in
 * one transaction (ADR 017) and the public pages are asked to follow (`site_publications`).
 */
export async function publishCourse(
	deps: PublishDeps,
	userId: number,
	input: { cid: number; revision: number },
): Promise<PublishedCourse> {
	const published = await deps.db.transaction(async (tx) => {
		const course = await queries.lockStudioCourse(tx, input.cid);
		if (!course) throw courseNotFound();
		const row = await queries.findStudioCourse(tx, input.cid);
		if (!row?.draft) throw fail('wrong_status', 409, t('studio.errors.no_draft'));
		if (row.draft.revision !== input.revision) {
			throw fail('draft_conflict', 409, t('studio.errors.draft_conflict'));
		}
		const document = { ...v.parse(CourseDocument, row.draft.document), id: input.cid };
		const problems = publishProblems(document, await draftMedia(tx, document));
		if (problems.length > 0) {
			throw fail(
				'not_publishable',
				422,
				t('studio.errors.not_publishable', { problems: problems.join(' ') }),
			);
		}
		const now = deps.now();
		try {
			await writeCourseDocument(tx, document, { status: 'published', now });
		} catch (error) {
			if (!(error instanceof CourseDocumentError)) throw error;
			const message = error.problems.map((problem) => problem.message).join(' ');
			throw error.problems.some((problem) => problem.field === 'path')
				? fail('path_taken', 409, message)
				: fail('unknown_reference', 422, message);
		}
		await queries.deleteDraft(tx, input.cid);
		const publicationId = await requestSitePublication(deps, tx, {
			reason: t('studio.publication.published', { name: document.name }),
			requestedBy: userId,
			at: now,
		});
		const live = await queries.findStudioCourse(tx, input.cid);
		return {
			status: 'published' as const,
			path: document.path,
			publishedAt: (live?.course.publishedAt ?? now).toISOString(),
			publicationId,
		};
	});
	forgetCatalogue(deps);
	return published;
}

/**
 * `POST /studio/archiveCourse {cid}` and `restoreCourse`: a published course leaves the catalogue
 * (its learners keep their certificates), or an archived one comes back.
 */
export async function setCourseArchived(
	deps: PublishDeps,
	userId: number,
	cid: number,
	archived: boolean,
): Promise<{ status: 'archived' | 'published' }> {
	const status = await deps.db.transaction(async (tx) => {
		const course = await queries.lockStudioCourse(tx, cid);
		if (!course) throw courseNotFound();
		const [from, to] = archived
			? (['published', 'archived'] as const)
			: (['archived', 'published'] as const);
		if (course.status !== from) {
			throw fail(
				'wrong_status',
				409,
				t(archived ? 'studio.errors.not_published' : 'studio.errors.not_archived'),
			);
		}
		await queries.setCourseStatus(tx, cid, to);
		const row = await queries.findStudioCourse(tx, cid);
		await requestSitePublication(deps, tx, {
			reason: t(archived ? 'studio.publication.archived' : 'studio.publication.restored', {
				name: row?.course.name ?? '',
			}),
			requestedBy: userId,
			at: deps.now(),
		});
		return to;
	});
	forgetCatalogue(deps);
	return { status };
}
