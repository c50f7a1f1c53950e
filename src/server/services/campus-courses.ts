/**
 * The campus catalogue (issue #17, `/aula/cursos`): the public catalogue's list, searched and
 * filtered the same way (services/courses.ts, ADR 011), as one person sees it: how far they got in
 * each course, and which ones their trial leaves out (the demo licence of spec §6) so the page can
 * say why and offer the plans instead of opening a player that would refuse them.
 */
import type { CampusCourseList } from '../../lib/contracts/courses';
import type { AppDeps } from '../context';
import { listLearnerCourseStates } from '../db/queries/course-progress';
import { requireLearningAccess } from './access';
import { getCourses, type CourseListParams } from './courses';

type CampusCatalogueDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'catalogueCache'>;

/** Refuses (403 `lic_req`) someone no licence lets into the campus, like every campus call. */
export async function getCampusCourses(
	deps: CampusCatalogueDeps,
	userId: number,
	params: CourseListParams,
): Promise<CampusCourseList> {
	const access = await requireLearningAccess(deps, userId);
	// The list is everyone's (and cached); only the progress and the exclusions are the person's.
	const list = await getCourses(deps, params);
	const states = await listLearnerCourseStates(
		deps.db,
		userId,
		list.courses.map((course) => course.cid),
	);
	const stateOf = new Map(states.map((state) => [state.courseId, state]));
	return {
		tqr: list.tqr,
		courses: list.courses.map((course) => {
			const state = stateOf.get(course.cid);
			return {
				...course,
				pct: Math.floor((state?.share ?? 0) * 100),
				completed: (state?.completedAt ?? null) !== null,
				demoExcluded: access.demoOnly && state?.demoExcluded === true,
			};
		}),
	};
}
