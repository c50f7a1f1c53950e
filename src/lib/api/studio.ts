/**
 * The content studio's calls (issue #19, `/estudio`), typed and unwrapped from `data.<operation>`.
 * The types are the wire contract (src/lib/contracts/studio.ts), which the server answers too.
 */
import type { CourseDocument } from '../contracts/course-document';
import type {
	QueuedPublication,
	SitePublicationList,
	PublishedCourse,
	StudioCourseDetail,
	StudioCourseList,
	StudioCourseListQuery,
	StudioResult,
} from '../contracts/studio';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

function post<T>(
	operation: string,
	body: Record<string, unknown>,
	client: ApiClient,
): Promise<ApiResult<T, StudioResult>> {
	return client.post(`/studio/${operation}`, body, { select: dataAt<T>(operation) });
}

export function listStudioCourses(query: Partial<StudioCourseListQuery>, client: ApiClient = api) {
	return post<StudioCourseList>('listCourses', query, client);
}

export function createStudioCourse(
	input: { name: string; categoryId: number },
	client: ApiClient = api,
) {
	return post<{ cid: number; revision: number }>('createCourse', input, client);
}

export function getStudioCourse(cid: number, client: ApiClient = api) {
	return post<StudioCourseDetail>('getCourse', { cid }, client);
}

export function saveCourseDraft(
	input: { cid: number; revision: number; document: CourseDocument },
	client: ApiClient = api,
) {
	return post<{ revision: number; problems: string[] }>('saveDraft', input, client);
}

export function submitCourseForReview(cid: number, client: ApiClient = api) {
	return post<{ inReview: true }>('submitForReview', { cid }, client);
}

/** Drops unpublished changes; a course never published goes altogether (`deleted`). */
export function discardCourseDraft(cid: number, client: ApiClient = api) {
	return post<{ deleted: boolean }>('discardDraft', { cid }, client);
}

/** Publishes exactly `revision` of the draft (the one the editor confirmed). */
export function publishStudioCourse(
	input: { cid: number; revision: number },
	client: ApiClient = api,
) {
	return post<PublishedCourse>('publishCourse', input, client);
}

/** Takes a published course out of the catalogue (learners keep their certificates). */
export function archiveStudioCourse(cid: number, client: ApiClient = api) {
	return post<{ status: 'archived' }>('archiveCourse', { cid }, client);
}

/** Puts an archived course back in the catalogue. */
export function restoreStudioCourse(cid: number, client: ApiClient = api) {
	return post<{ status: 'published' }>('restoreCourse', { cid }, client);
}

/** The latest site publications, newest first (`page` from 1). */
export function listSitePublications(page: number, client: ApiClient = api) {
	return post<SitePublicationList>('listPublications', { page }, client);
}

/** Builds the public pages again from the live data. */
export function republishSite(client: ApiClient = api) {
	return post<QueuedPublication>('republishSite', {}, client);
}
