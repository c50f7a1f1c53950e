/**
 * The course calls of spec §7 "Courses", typed and unwrapped from their `data.<operation>` level,
 * plus the Spanish messages of spec §8 for their result codes.
 */
import { createTranslator } from '../../i18n/translate';
import errors from 'i18n-section:errors';
import type {
	Category,
	CourseDetail,
	MovedCourse,
	CourseList,
	CoursesResult,
	ProgramTopic,
} from '../contracts/courses';
import { api, dataAt, type ApiClient, type ApiFailure, type ApiResult } from './client';

const t = createTranslator({ errors });

/** Body of `POST /courses/getCourses`; every field optional (spec §7). */
export interface CoursesQuery {
	/** Page number, 1-based. */
	pid?: number;
	/** Category ids to filter by (any of them). */
	cl?: number[];
	/** Search text. */
	qh?: string;
	/** Results by page. */
	rbp?: number;
	/** Order: 1 all (by name), 0 latest first. */
	od?: 0 | 1;
	/** Target audience as a user type: 1 titular, 2 professional, 3 student. */
	tg?: 1 | 2 | 3;
}

/**
 * A page of courses and the total matching rows (`data.getCourses`).
 *
 * @example
 * const result = await getCourses({ qh: 'dermo', rbp: 12 });
 * if (!result.ok) show(courseErrorMessage('courses', result));
 */
export function getCourses(
	query: CoursesQuery = {},
	client: ApiClient = api,
): Promise<ApiResult<CourseList, CoursesResult>> {
	return client.post('/courses/getCourses', { ...query }, { select: dataAt('getCourses') });
}

/** The detail of the course at `/cursos/{path}` (`data.getCourse`). */
export function getCourse(
	path: string,
	client: ApiClient = api,
): Promise<ApiResult<CourseDetail, CoursesResult>> {
	return client.post('/courses/getCourse', { path }, { select: dataAt('getCourse') });
}

/** Where a course renamed away from `path` is now (`data.getMovedCourse`), or `co_nf`. */
export function getMovedCourse(
	path: string,
	client: ApiClient = api,
): Promise<ApiResult<MovedCourse, CoursesResult>> {
	return client.post('/courses/getMovedCourse', { path }, { select: dataAt('getMovedCourse') });
}

/** The program (topics and their items) of a course (`data.getProgram.prg`). */
export function getProgram(
	cid: number,
	client: ApiClient = api,
): Promise<ApiResult<ProgramTopic[], CoursesResult>> {
	return client.post('/courses/getProgram', { cid }, { select: dataAt('getProgram', 'prg') });
}

/** Every category with its position (`data.getCategories.cl`). */
export function getCategories(
	client: ApiClient = api,
): Promise<ApiResult<Category[], CoursesResult>> {
	return client.post('/courses/getCategories', {}, { select: dataAt('getCategories', 'cl') });
}

/**
 * How many courses a category has (`data.getTotalCourses`); 358 and 359 are the professional and
 * student totals of the plan texts.
 */
export function getTotalCourses(
	catid: number | string,
	client: ApiClient = api,
): Promise<ApiResult<number, CoursesResult>> {
	return client.get('/courses/getTotalCourses', {
		query: { catid: String(catid) },
		select: (data) => {
			const total = dataAt<unknown>('getTotalCourses')(data);
			return typeof total === 'number' ? total : undefined;
		},
	});
}

/** Which course call failed, for {@link courseErrorMessage}. */
export type CourseCallKind = 'course' | 'program' | 'courses' | 'categories';

/** Result codes that mean "not found" for each course call (spec §8), and the message they get. */
const NOT_FOUND: Record<CourseCallKind, { codes: ReadonlySet<string>; key: string }> = {
	course: {
		codes: new Set<CoursesResult>(['cid_ms', 'pid_int', 'p_nf', 'cid_int', 'co_nf']),
		key: 'errors.course_not_found',
	},
	program: {
		codes: new Set<CoursesResult>(['cid_ms', 'cid_int', 'co_nf']),
		key: 'errors.program_not_found',
	},
	courses: {
		codes: new Set<CoursesResult>([
			'co_nf',
			'pid_int',
			'p_nf',
			'max_int',
			'rbp_int',
			'pn_int',
			'od_int',
			'ct_nf',
		]),
		key: 'errors.courses_not_found',
	},
	categories: { codes: new Set<CoursesResult>(['ct_nf']), key: 'errors.categories_not_found' },
};

/**
 * The Spanish message for a failed course call (spec §8): the "not found" message of the call when
 * the result code is one of its codes, otherwise the failure's own message, or the generic one.
 *
 * @example
 * courseErrorMessage('program', { result: 'co_nf', msg: '' }); // 'Programa no encontrado'
 * courseErrorMessage('categories', { result: 'co_nf', msg: '' }); // generic request error
 */
export function courseErrorMessage(
	kind: CourseCallKind,
	failure: Pick<ApiFailure, 'result'> & Partial<Pick<ApiFailure, 'msg'>>,
): string {
	const notFound = NOT_FOUND[kind];
	if (notFound.codes.has(failure.result)) return t(notFound.key);
	return failure.msg?.trim() || t('errors.generic_request');
}
