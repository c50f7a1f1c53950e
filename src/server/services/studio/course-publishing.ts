/**
 * Going live from the studio (issue #19, ADR 017): publishing the confirmed revision of a draft,
 * archiving a published course and restoring it. Each asks the public pages to follow
 * (`site_publications`) and is written to the audit log (issue #20), in one transaction.
 */
import * as v from 'valibot';
import { t } from '../../../i18n';
import { CourseDocument } from '../../../lib/contracts/course-document';
import type { PublishedCourse } from '../../../lib/contracts/studio';
import type { AppDeps } from '../../context';
import { CourseDocumentError, writeCourseDocument } from '../../db/queries/course-documents';
import * as queries from '../../db/queries/studio';
import { forgetAccess } from '../access-cache';
import { recordStaffAction, type StaffActor } from '../audit';
import { courseNotFound, draftMedia, fail, type StudioDeps } from './courses';
import { publishProblems } from './publish-problems';
import { requestSitePublication } from './publications';

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
	actor: StaffActor,
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
			requestedBy: actor.userId,
			at: now,
		});
		await recordStaffAction(
			tx,
			actor,
			{
				action: 'course.publish',
				subjectId: input.cid,
				before: { status: course.status, path: course.path },
				after: { status: 'published', path: document.path, revision: input.revision },
			},
			now,
		);
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
	actor: StaffActor,
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
			requestedBy: actor.userId,
			at: deps.now(),
		});
		await recordStaffAction(
			tx,
			actor,
			{
				action: archived ? 'course.archive' : 'course.restore',
				subjectId: cid,
				before: { status: from },
				after: { status: to },
			},
			deps.now(),
		);
		return to;
	});
	forgetCatalogue(deps);
	return { status };
}
