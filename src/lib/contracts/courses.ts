/**
 * Payloads of the course calls (spec §7 "Courses"), shared by the Hono routes and the islands.
 * Field names are the spec's wire names; each comment says what the field means in the product.
 */
import * as v from 'valibot';
import type { AreaResult, LicenceRefusal } from './common';
import { isPlainText, MAX_ID, text } from './fields';

/** The spec's fixed category ids whose totals are the professional and student course counts. */
export const AUDIENCE_CATEGORY = { PROFESSIONAL: 358, STUDENT: 359 } as const;

/** User types (spec §3); as a course target, titular and professional see the same courses. */
export const USER_TYPE = { TITULAR: 1, PROFESSIONAL: 2, STUDENT: 3 } as const;

/** Course order flag (spec §9): 1 all courses by name, 0 latest first. */
export const COURSE_ORDER = { ALL: 1, LATEST: 0 } as const;

export const MAX_RESULTS_PER_PAGE = 100;
export const DEFAULT_RESULTS_PER_PAGE = 12;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_PATH_LENGTH = 160;
export const MAX_CATEGORY_FILTER = 50;

/** Kinds of program item (spec §2). */
export const PROGRAM_ITEM_TYPES = ['video', 'counter_scene', 'pdf', 'quiz'] as const;
export type ProgramItemType = (typeof PROGRAM_ITEM_TYPES)[number];

/** Who a course is for. `both` counts in the professional and the student totals. */
export const COURSE_AUDIENCES = ['professional', 'student', 'both'] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];

// ---- Payloads ------------------------------------------------------------------------------
// The course calls are older than the other areas' (spec §7): ids may come as strings of digits,
// and each bad field has its own result code (spec §8), which `courseFieldCode` gives.

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

/** The category filter: one id or a list of them, without repeats; undefined when one is bad. */
function toCategoryIds(value: unknown): number[] | undefined {
	const list: unknown[] = Array.isArray(value) ? value : [value];
	const ids = list.map(toPositiveInt);
	if (list.length > MAX_CATEGORY_FILTER || ids.some((id) => id === undefined)) return undefined;
	return [...new Set(ids as number[])];
}

/** A course path as the catalogue keeps it (trimmed, lower case); undefined when it cannot be one. */
function toCoursePath(value: unknown): string | undefined {
	const path = typeof value === 'string' ? value.trim().toLowerCase() : '';
	return path.length > 0 && path.length <= MAX_PATH_LENGTH && /^[a-z0-9-]+$/.test(path)
		? path
		: undefined;
}

/**
 * A bad field's message is the i18n key of its spec §8 code (section `api`), worded by the course
 * routes on the server (routes/courses/handlers.ts): the browser, which imports this module for
 * its constants and types, carries no API messages.
 */
const message = (key: `api.${string}`) => () => key;

/** Absent, null and (when `blank`) the empty string all read as absent. */
function absent(value: unknown, blank: boolean): boolean {
	return value === undefined || value === null || (blank && value === '');
}

/**
 * An optional field read by `read`: absent reads as undefined; a value `read` cannot make sense
 * of is refused with `refusal`.
 */
function looseField<T>(
	read: (value: unknown) => T | undefined,
	refusal: () => string,
	{ blank = false }: { blank?: boolean } = {},
) {
	return v.pipe(
		v.unknown(),
		v.transform((value) => (absent(value, blank) ? undefined : { read: read(value) })),
		// The input is what the transform above made: undefined or `{ read }`.
		v.custom<{ read: T } | undefined>(
			(value) => value === undefined || (value as { read: T | undefined }).read !== undefined,
			refusal,
		),
		v.transform((value) => value?.read),
	);
}

/**
 * Body of `POST /courses/getCourses`; every field optional (spec §7). Also the body of
 * `POST /courses/getCampusCourses` (issue #17): the campus catalogue takes the same filters, read
 * and refused the same way.
 */
export const GetCoursesBody = v.object({
	/** Page number, 1-based. */
	pid: v.optional(looseField(toPositiveInt, message('api.pid_int'))),
	/** Results by page (limit). */
	rbp: v.optional(
		v.pipe(
			looseField(toPositiveInt, message('api.rbp_int')),
			v.check(
				(perPage) => perPage === undefined || perPage <= MAX_RESULTS_PER_PAGE,
				message('api.max_int'),
			),
		),
	),
	/** Order: 1 all (by name), 0 latest first. */
	od: v.optional(looseField(toOrder, message('api.od_int'))),
	/** Category ids to filter by (any of them). */
	cl: v.optional(looseField(toCategoryIds, message('api.cl_inv'))),
	/** Search text; accent- and case-insensitive. */
	qh: v.optional(
		v.pipe(
			looseField(
				(value) =>
					typeof value === 'string' && value.length <= MAX_SEARCH_LENGTH ? value : undefined,
				message('api.qh_len'),
			),
			v.check((search) => search === undefined || isPlainText(search), message('api.qh_text')),
		),
	),
	/** Target audience as a user type: 1 titular, 2 professional, 3 student. */
	tg: v.optional(
		looseField(
			(value) => {
				const target = toPositiveInt(value);
				return target === 1 || target === 2 || target === 3 ? target : undefined;
			},
			message('api.tg_inv'),
			{ blank: true },
		),
	),
});

/**
 * Body of `POST /courses/getCourse`: the course's path (slug), or else its `cid`, read then with
 * {@link GetProgramBody}'s rule (a bad `cid` next to a good path is not an error).
 */
export const GetCourseBody = v.object({
	path: v.optional(looseField(toCoursePath, message('api.p_nf'), { blank: true })),
	cid: v.optional(v.unknown()),
});

/** Body of `POST /courses/getMovedCourse`: a path a course had before it was renamed. */
export const MovedCourseBody = v.pipe(
	v.object({ path: v.optional(v.unknown()) }),
	v.transform(({ path }) => ({ path: toCoursePath(path) })),
	v.object({ path: text(message('api.p_nf')) }),
);

/** `data.getMovedCourse`: where the course is now. */
export interface MovedCourse {
	path: string;
}

/** Body of `POST /courses/getProgram` (and of `getCourse` without a path): the course id. */
export const GetProgramBody = v.object({
	// A missing `cid` reads as '' so the rule runs and answers `cid_ms`.
	cid: v.optional(
		v.pipe(
			v.unknown(),
			v.check((cid) => !absent(cid, true), message('api.cid_ms')),
			v.transform(toPositiveInt),
			v.number(message('api.cid_int')),
		),
		'',
	),
});

/**
 * The spec §8 code of a course call's bad field, from its name and the valibot issue type:
 * `rbp` over the limit is `max_int`, a missing `cid` is `cid_ms`; the filters without a code of
 * their own answer `inv_data`.
 */
export function courseFieldCode(field: string, issueType: string): CoursesResult {
	switch (field) {
		case 'pid':
			return 'pid_int';
		case 'rbp':
			return issueType === 'check' ? 'max_int' : 'rbp_int';
		case 'od':
			return 'od_int';
		case 'path':
			return 'p_nf';
		case 'cid':
			return issueType === 'check' ? 'cid_ms' : 'cid_int';
		default:
			return 'inv_data';
	}
}

/** One course in a list (`data.getCourses.courses[]`). */
export interface CourseSummary {
	/** Course id. */
	cid: number;
	/** Course name. */
	cnm: string;
	/** Category id. */
	ctid: number;
	/** Short description. */
	des: string;
	/** Last updated, ISO date (YYYY-MM-DD). */
	lu: string;
	/** URL slug: the page is `/cursos/{path}`. */
	path: string;
	/** Poster image URL. */
	img: string;
	/** Total duration in minutes. */
	dur: number;
	/** Audience: professional, student or both. */
	tg: CourseAudience;
}

export interface CourseList {
	courses: CourseSummary[];
	/** Total rows matching the query, across all pages. */
	tqr: number;
}

/** One course of the campus catalogue (`data.getCampusCourses.courses[]`): the caller's view of it. */
export interface CampusCourse extends CourseSummary {
	/** Share of its items the caller completed, 0–100 (rounded down); 0 when not started. */
	pct: number;
	/** Every item completed. */
	completed: boolean;
	/** The caller's only licence is a trial (the demo licence, spec §6), which does not open it. */
	demoExcluded: boolean;
}

export interface CampusCourseList {
	courses: CampusCourse[];
	/** Total rows matching the query, across all pages. */
	tqr: number;
}

/** One line of a course's content summary: `{ type: 'video', quantity: 4, name: 'Vídeos' }`. */
export interface CourseContentLine {
	type: ProgramItemType;
	quantity: number;
	name: string;
}

/** `data.getCourse`: the course detail (spec §3 "Course" and "Course detail"). */
export interface CourseDetail {
	courseId: number;
	name: string;
	categoryId: number;
	description: string;
	lastUpdated: string;
	path: string;
	content: CourseContentLine[];
	/** Trailer video URL. */
	video: string;
	/** WebVTT captions (Spanish) of the trailer. */
	captions: string;
	poster: string;
	target: CourseAudience;
	/** Created: author name and bio. */
	created: string;
	createdBio: string;
	/** Imparted: who teaches it, and bio. */
	imparted: string;
	impartedBio: string;
	goals: string[];
	/** Minutes. */
	duration: number;
	/** Excluded from demo (trial) licences. */
	demoExcluded: boolean;
	/** `YYYY-MM-DD` an expert last checked it against its sources (issue #19); null if never. */
	reviewedOn: string | null;
	/** What the course follows: CIMA/AEMPS sheets, clinical guidelines. */
	sources: CourseSourceLine[];
}

/** One source of a course, as its public page and the player list it. */
export interface CourseSourceLine {
	title: string;
	publisher: string;
	url: string;
	consultedOn: string;
}

export interface ProgramItem {
	name: string;
	type: ProgramItemType;
	position: number;
	/** Seconds; 0 for PDF and quiz. */
	duration: number;
}

/** One entry of `data.getProgram.prg`. */
export interface ProgramTopic {
	position: number;
	topic: string;
	content: ProgramItem[];
}

/** One entry of `data.getCategories.cl`. */
export interface Category {
	ctid: number;
	pos: number;
	/** Display name. */
	nm: string;
	slug: string;
}

// ---- Result codes ----------------------------------------------------------------------------

/**
 * What the course calls answer when they fail (spec §8). `pn_int` is the original API host's
 * (ARCHITECTURE decision 4, `API_URL`): this server answers `pid_int` for the same page number.
 */
export type CoursesResult = AreaResult<
	| 'cid_ms'
	| 'cid_int'
	| 'pid_int'
	| 'pn_int'
	| 'rbp_int'
	| 'max_int'
	| 'od_int'
	| 'co_nf'
	| 'ct_nf'
	| 'p_nf'
>;

/** The campus catalogue also answers 403 `lic_req` when no licence opens the campus. */
export type CampusCoursesResult = CoursesResult | LicenceRefusal;
