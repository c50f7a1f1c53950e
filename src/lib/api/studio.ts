/**
 * The content studio's calls (issue #19, `/estudio`), typed and unwrapped from `data.<operation>`.
 * The types are the wire contract (src/lib/contracts/studio.ts), which the server answers too.
 */
import type { StudioCourseList, StudioCourseListQuery, StudioResult } from '../contracts/studio';
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
