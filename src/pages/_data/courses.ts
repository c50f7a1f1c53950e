/**
 * Build-time data of the pages made per course (`cursos/{path}`, `aula/curso/{path}`): every
 * course of the catalogue, page after page.
 */
import { getCourses } from '../../lib/api/courses';
import type { ApiClient } from '../../lib/api/client';
import { MAX_RESULTS_PER_PAGE, type CourseSummary } from '../../lib/contracts/courses';
import { buildData, buildTimeApiClient } from '../../server/runtime';

export async function loadAllCourses(
	client: ApiClient = buildTimeApiClient(),
): Promise<CourseSummary[]> {
	const all: CourseSummary[] = [];
	for (let page = 1; ; page++) {
		const { courses, tqr } = buildData(
			await getCourses({ rbp: MAX_RESULTS_PER_PAGE, pid: page, od: 1 }, client),
			'getCourses',
		);
		all.push(...courses);
		if (all.length >= tqr || courses.length === 0) break;
	}
	return all;
}
