/**
 * The content studio's calls (issue #19, ADR 017), for campus staff only (`requireStaff`). Each
 * validates its payload and hands it to services/studio.
 */
import type { Context } from 'hono';
import {
	CourseIdBody,
	CreateCourseBody,
	PublicationListBody,
	PublishCourseBody,
	SaveDraftBody,
	StudioCourseListBody,
} from '../../../lib/contracts/studio';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { staffActor } from '../../middleware/require-staff';
import { fieldLabels, readPayload } from '../../payload';
import * as studio from '../../services/studio/courses';
import * as going from '../../services/studio/course-publishing';
import * as publications from '../../services/studio/publications';

const labels = fieldLabels('studio.fields', [
	'cid',
	'revision',
	'document',
	'name',
	'categoryId',
	'query',
	'status',
	'reviewDue',
	'page',
]);

/** `POST /studio/listCourses {query?, status?, categoryId?, reviewDue?, page?}`. */
export async function listCourses(c: Context<AppEnv>) {
	const query = await readPayload(c, StudioCourseListBody, labels);
	return ok(c, 'listCourses', await studio.listCourses(c.var.deps, query));
}

/** `POST /studio/createCourse {name, categoryId}`. */
export async function createCourse(c: Context<AppEnv>) {
	const input = await readPayload(c, CreateCourseBody, labels);
	return ok(c, 'createCourse', await studio.createCourse(c.var.deps, staffActor(c), input));
}

/** `POST /studio/saveDraft {cid, revision, document}`. */
export async function saveDraft(c: Context<AppEnv>) {
	const input = await readPayload(c, SaveDraftBody, labels);
	return ok(c, 'saveDraft', await studio.saveDraft(c.var.deps, staffActor(c), input));
}

/** `POST /studio/submitForReview {cid}`. */
export async function submitForReview(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, CourseIdBody, labels);
	return ok(c, 'submitForReview', await studio.submitForReview(c.var.deps, staffActor(c), cid));
}

/** `POST /studio/discardDraft {cid}`. */
export async function discardDraft(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, CourseIdBody, labels);
	return ok(c, 'discardDraft', await studio.discardDraft(c.var.deps, staffActor(c), cid));
}

/** `POST /studio/getCourse {cid}`. */
export async function getCourse(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, CourseIdBody, labels);
	return ok(c, 'getCourse', await studio.getCourse(c.var.deps, cid));
}

/** `POST /studio/publishCourse {cid, revision}`. */
export async function publishCourse(c: Context<AppEnv>) {
	const input = await readPayload(c, PublishCourseBody, labels);
	return ok(c, 'publishCourse', await going.publishCourse(c.var.deps, staffActor(c), input));
}

/** `POST /studio/archiveCourse {cid}`. */
export async function archiveCourse(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, CourseIdBody, labels);
	return ok(
		c,
		'archiveCourse',
		await going.setCourseArchived(c.var.deps, staffActor(c), cid, true),
	);
}

/** `POST /studio/restoreCourse {cid}`. */
export async function restoreCourse(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, CourseIdBody, labels);
	return ok(
		c,
		'restoreCourse',
		await going.setCourseArchived(c.var.deps, staffActor(c), cid, false),
	);
}

/** `POST /studio/listPublications {page?}`: how the public pages followed each change. */
export async function listPublications(c: Context<AppEnv>) {
	const { page } = await readPayload(c, PublicationListBody, labels);
	return ok(c, 'listPublications', await publications.listPublications(c.var.deps, page));
}

/** `POST /studio/republishSite`: builds the public pages again (after a failed publication). */
export async function republishSite(c: Context<AppEnv>) {
	return ok(c, 'republishSite', await publications.republishSite(c.var.deps, staffActor(c)));
}
