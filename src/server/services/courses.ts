/**
 * Catalogue rules (spec §7 "Courses", §8 codes): paging, audience totals, the wire shapes. Handlers
 * give already-validated input; SQL lives in db/queries/courses.ts.
 */
import {
	AUDIENCE_CATEGORY,
	COURSE_ORDER,
	DEFAULT_RESULTS_PER_PAGE,
	USER_TYPE,
	type Category,
	type CourseDetail,
	type CourseList,
	type ProgramTopic,
	type MovedCourse,
} from '../../lib/contracts/courses';
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/courses';
import { AppError } from '../errors';

type CatalogueDeps = Pick<AppDeps, 'db' | 'config' | 'catalogueCache'>;

/** The catalogue's answers are the same for everyone: identical queries share one cached answer. */
function cached<T>(deps: CatalogueDeps, key: unknown[], load: () => Promise<T>): Promise<T> {
	return deps.catalogueCache.getOrLoad(JSON.stringify(key), load);
}

/** Ids of every category, from the cached category list. */
async function knownCategoryIds(deps: CatalogueDeps): Promise<Set<number>> {
	const categories = await cached(deps, ['categories'], () => queries.listCategories(deps.db));
	return new Set(categories.map((category) => category.ctid));
}

export interface CourseListParams {
	page?: number;
	categoryIds?: number[];
	search?: string;
	perPage?: number;
	order?: 0 | 1;
	target?: 1 | 2 | 3;
}

/** Resolves a media path stored in the database against the assets base URL. */
export function assetUrl(assetsUrl: string, relative: string): string {
	if (!relative || /^https?:\/\//.test(relative)) return relative;
	return `${assetsUrl}/${relative.replace(/^\/+/, '')}`;
}

/** Splits search text into words: what must all appear in a course for it to match. */
export function searchTerms(search: string | undefined): string[] {
	return (search ?? '')
		.split(/\s+/)
		.map((word) => word.trim())
		.filter((word) => word.length > 0)
		.slice(0, 8);
}

function audienceOf(target: number | undefined): queries.AudienceFilter | undefined {
	if (target === undefined) return undefined;
	return target === USER_TYPE.STUDENT ? 'student' : 'professional';
}

export async function getCourses(
	deps: CatalogueDeps,
	params: CourseListParams,
): Promise<CourseList> {
	const categoryIds = params.categoryIds ?? [];
	if (categoryIds.length > 0) {
		const known = await knownCategoryIds(deps);
		const unknown = categoryIds.filter((id) => !known.has(id));
		if (unknown.length > 0) {
			throw new AppError('ct_nf', 404, t('api.ct_nf', { ids: unknown.join(', ') }));
		}
	}
	const perPage = params.perPage ?? DEFAULT_RESULTS_PER_PAGE;
	const page = params.page ?? 1;
	const filter = {
		categoryIds,
		searchTerms: searchTerms(params.search),
		audience: audienceOf(params.target),
	};
	const order = params.order === COURSE_ORDER.LATEST ? 'latest' : 'name';
	const list = await cached(deps, ['courses', filter, order, perPage, page], async () => {
		const rows = await queries.listCourses(deps.db, {
			...filter,
			order,
			limit: perPage,
			offset: (page - 1) * perPage,
		});
		return {
			courses: rows.map((row) => ({
				cid: row.cid,
				cnm: row.cnm,
				ctid: row.ctid,
				des: row.des,
				lu: row.lu,
				path: row.path,
				img: assetUrl(deps.config.assetsUrl, row.poster),
				dur: row.dur,
				tg: row.tg,
			})),
			tqr: rows[0]?.total ?? 0,
		};
	});
	if (list.courses.length === 0 && page > 1) {
		// A page past the end is an error; an empty first page is just "no results".
		const total = await queries.countCourses(deps.db, filter);
		if (total > 0) throw new AppError('p_nf', 404, t('api.pid_nf'));
	}
	return list;
}

export async function getCourse(
	deps: CatalogueDeps,
	by: { path: string } | { id: number },
): Promise<CourseDetail> {
	const row = await cached(deps, ['course', by], () => queries.findCourse(deps.db, by));
	if (!row) throw new AppError('co_nf', 404, t('api.co_nf'));
	const { course } = row;
	return {
		courseId: course.id,
		name: course.name,
		categoryId: course.categoryId,
		description: course.description,
		lastUpdated: course.updatedOn,
		path: course.path,
		content: course.content,
		video: assetUrl(deps.config.assetsUrl, course.trailerUrl),
		captions: assetUrl(deps.config.assetsUrl, course.captionsUrl),
		poster: assetUrl(deps.config.assetsUrl, course.posterUrl),
		target: course.target,
		created: row.creatorName ?? '',
		createdBio: row.creatorBio ?? '',
		imparted: row.teacherName ?? '',
		impartedBio: row.teacherBio ?? '',
		goals: course.goals,
		duration: course.durationMinutes,
		demoExcluded: course.demoExcluded,
		reviewedOn: course.reviewedOn,
		sources: course.sources,
	};
}

/**
 * `POST /courses/getMovedCourse {path}`: the current path of the course that was at `path` before
 * a rename (issue #19), so its old links answer 301; `co_nf` when no live course had it.
 */
export async function getMovedCourse(deps: CatalogueDeps, path: string): Promise<MovedCourse> {
	const moved = await cached(deps, ['moved', path], () =>
		queries.findRenamedCoursePath(deps.db, path),
	);
	if (moved === undefined) throw new AppError('co_nf', 404, t('api.co_nf'));
	return { path: moved };
}

export async function getProgram(deps: CatalogueDeps, courseId: number): Promise<ProgramTopic[]> {
	const rows = await cached(deps, ['program', courseId], () =>
		queries.listProgramRows(deps.db, courseId),
	);
	if (rows.length === 0) {
		// Either the course does not exist or it has no program yet; both read "not found".
		throw new AppError('co_nf', 404, t('api.prg_nf'));
	}
	const topics: ProgramTopic[] = [];
	for (const row of rows) {
		let topic = topics.at(-1);
		if (!topic || topic.position !== row.topicPosition) {
			topic = { position: row.topicPosition, topic: row.topic, content: [] };
			topics.push(topic);
		}
		topic.content.push({
			name: row.name,
			type: row.type,
			position: row.itemPosition,
			duration: row.duration,
		});
	}
	return topics;
}

export async function getCategories(deps: CatalogueDeps): Promise<Category[]> {
	const rows = await cached(deps, ['categories'], () => queries.listCategories(deps.db));
	if (rows.length === 0) throw new AppError('ct_nf', 404, t('api.ct_nf_all'));
	return rows;
}

/**
 * Course count for a category. The spec's fixed ids 358 and 359 are not categories: they ask
 * for the courses open to professionals and to students, the figures the plan texts quote.
 */
export async function getTotalCourses(deps: CatalogueDeps, categoryId: number): Promise<number> {
	if (categoryId === AUDIENCE_CATEGORY.PROFESSIONAL || categoryId === AUDIENCE_CATEGORY.STUDENT) {
		const audience = categoryId === AUDIENCE_CATEGORY.STUDENT ? 'student' : 'professional';
		return cached(deps, ['total', audience], () => queries.countCourses(deps.db, { audience }));
	}
	if (!(await knownCategoryIds(deps)).has(categoryId)) {
		throw new AppError('ct_nf', 404, t('api.ct_nf', { ids: String(categoryId) }));
	}
	return cached(deps, ['total', categoryId], () =>
		queries.countCoursesInCategory(deps.db, categoryId),
	);
}
