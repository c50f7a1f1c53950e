/**
 * The campus catalogue's call (issue #17). A module of its own, so the public catalogue's script,
 * which bundles courses.ts, does not carry it.
 */
import type { CampusCourseList, CampusCoursesResult } from '../contracts/courses';
import { api, dataAt, type ApiClient, type ApiResult } from './client';
import type { CoursesQuery } from './courses';

/**
 * A page of the campus catalogue (`data.getCampusCourses`, issue #17): the same filters as
 * {@link getCourses}, each course with the caller's progress and whether their trial leaves it out.
 * Logged-in only; 403 `lic_req` when no licence opens the campus.
 */
export function getCampusCourses(
	query: CoursesQuery = {},
	client: ApiClient = api,
): Promise<ApiResult<CampusCourseList, CampusCoursesResult>> {
	return client.post(
		'/courses/getCampusCourses',
		{ ...query },
		{ select: dataAt('getCampusCourses') },
	);
}
