/**
 * Course calls (spec §7). Each handler turns the raw body into checked parameters, answering the
 * spec §8 result code for each kind of bad input, then calls one service.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { t } from '../../../i18n';
import {
	GetCourseBody,
	GetCoursesBody,
	GetProgramBody,
	MAX_CATEGORY_FILTER,
	MAX_PATH_LENGTH,
	MAX_RESULTS_PER_PAGE,
	MAX_SEARCH_LENGTH,
	type CoursesResult,
} from '../../../lib/contracts/courses';
import { isPlainText } from '../../../lib/contracts/fields';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok, readJsonObject } from '../../http';
import * as catalogue from '../../services/courses';

type CoursesContext = Context<AppEnv>;

const MAX_ID = 2_147_483_647;

/** A positive integer as a JSON number or a string of digits (query strings, older clients). */
export function toPositiveInt(value: unknown): number | undefined {
	const number =
		typeof value === 'number'
			? value
			: typeof value === 'string' && /^\d{1,10}$/.test(value)
				? Number(value)
				: NaN;
	return Number.isInteger(number) && number >= 1 && number <= MAX_ID ? number : undefined;
}

/** The order flag: 1 (all, by name) or 0 (latest), as a number or a one-digit string. */
export function toOrder(value: unknown): 0 | 1 | undefined {
	if (value === 0 || value === '0') return 0;
	if (value === 1 || value === '1') return 1;
	return undefined;
}

function fail(
	result: CoursesResult,
	status: 400 | 404,
	key: string,
	vars?: Record<string, unknown>,
): never {
	throw new AppError(result, status, t(key, vars));
}

async function parseBody<S extends v.GenericSchema>(c: CoursesContext, schema: S) {
	const body = await readJsonObject(c);
	const parsed = v.safeParse(schema, body);
	if (!parsed.success) fail('inv_data', 400, 'api.inv_data');
	return parsed.output;
}

export async function getCourses(c: CoursesContext) {
	const body = await parseBody(c, GetCoursesBody);
	const params: catalogue.CourseListParams = {};

	if (body.pid !== undefined && body.pid !== null) {
		params.page = toPositiveInt(body.pid) ?? fail('pid_int', 400, 'api.pid_int');
	}
	if (body.rbp !== undefined && body.rbp !== null) {
		const perPage = toPositiveInt(body.rbp) ?? fail('rbp_int', 400, 'api.rbp_int');
		if (perPage > MAX_RESULTS_PER_PAGE) {
			fail('max_int', 400, 'api.max_int', { max: MAX_RESULTS_PER_PAGE });
		}
		params.perPage = perPage;
	}
	if (body.od !== undefined && body.od !== null) {
		params.order = toOrder(body.od) ?? fail('od_int', 400, 'api.od_int');
	}
	if (body.cl !== undefined && body.cl !== null) {
		const list = Array.isArray(body.cl) ? body.cl : [body.cl];
		const ids = list.map(toPositiveInt);
		if (list.length > MAX_CATEGORY_FILTER || ids.some((id) => id === undefined)) {
			fail('inv_data', 400, 'api.cl_inv', { max: MAX_CATEGORY_FILTER });
		}
		params.categoryIds = [...new Set(ids as number[])];
	}
	if (body.qh !== undefined && body.qh !== null) {
		if (typeof body.qh !== 'string' || body.qh.length > MAX_SEARCH_LENGTH) {
			fail('inv_data', 400, 'api.qh_len', { max: MAX_SEARCH_LENGTH });
		}
		if (!isPlainText(body.qh)) fail('inv_data', 400, 'api.qh_text');
		params.search = body.qh;
	}
	if (body.tg !== undefined && body.tg !== null && body.tg !== '') {
		const target = toPositiveInt(body.tg);
		if (target !== 1 && target !== 2 && target !== 3) fail('inv_data', 400, 'api.tg_inv');
		params.target = target;
	}
	return ok(c, 'getCourses', await catalogue.getCourses(c.var.deps, params));
}

export async function getCourse(c: CoursesContext) {
	const body = await parseBody(c, GetCourseBody);
	if (body.path !== undefined && body.path !== null && body.path !== '') {
		const path = typeof body.path === 'string' ? body.path.trim().toLowerCase() : '';
		if (path.length === 0 || path.length > MAX_PATH_LENGTH || !/^[a-z0-9-]+$/.test(path)) {
			fail('p_nf', 404, 'api.p_nf');
		}
		return ok(c, 'getCourse', await catalogue.getCourse(c.var.deps, { path }));
	}
	if (body.cid === undefined || body.cid === null || body.cid === '') {
		fail('cid_ms', 400, 'api.cid_ms');
	}
	const id = toPositiveInt(body.cid) ?? fail('cid_int', 400, 'api.cid_int');
	return ok(c, 'getCourse', await catalogue.getCourse(c.var.deps, { id }));
}

export async function getProgram(c: CoursesContext) {
	const body = await parseBody(c, GetProgramBody);
	if (body.cid === undefined || body.cid === null || body.cid === '') {
		fail('cid_ms', 400, 'api.cid_ms');
	}
	const id = toPositiveInt(body.cid) ?? fail('cid_int', 400, 'api.cid_int');
	return ok(c, 'getProgram', { prg: await catalogue.getProgram(c.var.deps, id) });
}

export async function getCategories(c: CoursesContext) {
	await readJsonObject(c);
	return ok(c, 'getCategories', { cl: await catalogue.getCategories(c.var.deps) });
}

export async function getTotalCourses(c: CoursesContext) {
	const raw = c.req.query('catid');
	const categoryId = toPositiveInt(raw) ?? fail('inv_data', 400, 'api.catid_int');
	const total = await catalogue.getTotalCourses(c.var.deps, categoryId);
	// Totals change only when the catalogue does: let a CDN keep them a while.
	c.header('Cache-Control', 'public, max-age=60, s-maxage=300, stale-while-revalidate=600');
	return ok(c, 'getTotalCourses', total);
}
