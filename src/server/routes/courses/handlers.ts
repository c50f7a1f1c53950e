/**
 * Course calls (spec §7). Bodies are checked with the shared schemas of
 * src/lib/contracts/courses.ts through `readPayload`, like every area; a bad field answers its
 * spec §8 code (`pid_int`, `cid_ms`…, `courseFieldCode`) rather than `inv_data`.
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import { t } from '../../../i18n';
import {
	courseFieldCode,
	GetCourseBody,
	GetCoursesBody,
	GetProgramBody,
	MovedCourseBody,
	MAX_CATEGORY_FILTER,
	MAX_RESULTS_PER_PAGE,
	MAX_SEARCH_LENGTH,
	toPositiveInt,
	type CoursesResult,
} from '../../../lib/contracts/courses';
import type { AppEnv } from '../../context';
import { failures, ok, readJsonObject } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { readPayload, type Refusal } from '../../payload';
import { getCampusCourses as getCampusCatalogue } from '../../services/campus-courses';
import * as catalogue from '../../services/courses';

type CoursesContext = Context<AppEnv>;

const fail = failures<CoursesResult>();

/** The limits some of the fields' messages name, by message key. */
const MESSAGE_VARS: Readonly<Record<string, Record<string, number>>> = {
	'api.max_int': { max: MAX_RESULTS_PER_PAGE },
	'api.cl_inv': { max: MAX_CATEGORY_FILTER },
	'api.qh_len': { max: MAX_SEARCH_LENGTH },
};

/**
 * A bad field: its code, 404 for a path that cannot be a course's, 400 otherwise, with the
 * message the schema names by its i18n key.
 */
const refuse: Refusal = (field, issue) => {
	const code = courseFieldCode(field, issue.type);
	return fail(code, code === 'p_nf' ? 404 : 400, t(issue.message, MESSAGE_VARS[issue.message]));
};

/** The messages come from the schemas (one per code), so no labels are needed. */
const NO_LABELS = {};

/** The list filters of a `getCourses` body, as the service takes them. */
function listParams(body: v.InferOutput<typeof GetCoursesBody>): catalogue.CourseListParams {
	const params: catalogue.CourseListParams = {};
	if (body.pid !== undefined) params.page = body.pid;
	if (body.rbp !== undefined) params.perPage = body.rbp;
	if (body.od !== undefined) params.order = body.od;
	if (body.cl !== undefined) params.categoryIds = body.cl;
	if (body.qh !== undefined) params.search = body.qh;
	if (body.tg !== undefined) params.target = body.tg;
	return params;
}

export async function getCourses(c: CoursesContext) {
	const body = await readPayload(c, GetCoursesBody, NO_LABELS, refuse);
	return ok(c, 'getCourses', await catalogue.getCourses(c.var.deps, listParams(body)));
}

/** `POST /courses/getCampusCourses`: the catalogue as the logged-in caller sees it (issue #17). */
export async function getCampusCourses(c: CoursesContext) {
	const body = await readPayload(c, GetCoursesBody, NO_LABELS, refuse);
	const list = await getCampusCatalogue(c.var.deps, currentUser(c).id, listParams(body));
	return ok(c, 'getCampusCourses', list);
}

export async function getCourse(c: CoursesContext) {
	const { path } = await readPayload(c, GetCourseBody, NO_LABELS, refuse);
	if (path !== undefined) {
		return ok(c, 'getCourse', await catalogue.getCourse(c.var.deps, { path }));
	}
	// No path: the course id decides (Hono keeps the body, so it can be read again).
	const { cid } = await readPayload(c, GetProgramBody, NO_LABELS, refuse);
	return ok(c, 'getCourse', await catalogue.getCourse(c.var.deps, { id: cid }));
}

/** `POST /courses/getMovedCourse {path}` (issue #19). */
export async function getMovedCourse(c: CoursesContext) {
	const { path } = await readPayload(c, MovedCourseBody, NO_LABELS, refuse);
	return ok(c, 'getMovedCourse', await catalogue.getMovedCourse(c.var.deps, path));
}

export async function getProgram(c: CoursesContext) {
	const { cid } = await readPayload(c, GetProgramBody, NO_LABELS, refuse);
	return ok(c, 'getProgram', { prg: await catalogue.getProgram(c.var.deps, cid) });
}

export async function getCategories(c: CoursesContext) {
	await readJsonObject(c);
	return ok(c, 'getCategories', { cl: await catalogue.getCategories(c.var.deps) });
}

export async function getTotalCourses(c: CoursesContext) {
	const categoryId = toPositiveInt(c.req.query('catid'));
	if (categoryId === undefined) throw fail('inv_data', 400, t('api.catid_int'));
	const total = await catalogue.getTotalCourses(c.var.deps, categoryId);
	// Totals change only when the catalogue does: let a CDN keep them a while.
	c.header('Cache-Control', 'public, max-age=60, s-maxage=300, stale-while-revalidate=600');
	return ok(c, 'getTotalCourses', total);
}
