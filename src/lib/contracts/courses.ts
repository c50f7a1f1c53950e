/**
 * Payloads of the course calls (spec §7 "Courses"), shared by the Hono routes and the islands.
 * Field names are the spec's wire names; each comment says what the field means in the product.
 */
import type { AreaResult } from './common';
import * as v from 'valibot';

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

/** Body of `POST /courses/getCourses`; every field optional (spec §7). */
export const GetCoursesBody = v.object({
	/** Page number, 1-based. */
	pid: v.optional(v.unknown()),
	/** Category ids to filter by (any of them). */
	cl: v.optional(v.unknown()),
	/** Search text; accent- and case-insensitive. */
	qh: v.optional(v.unknown()),
	/** Results by page (limit). */
	rbp: v.optional(v.unknown()),
	/** Order: 1 all (by name), 0 latest first. */
	od: v.optional(v.unknown()),
	/** Target audience as a user type: 1 titular, 2 professional, 3 student. */
	tg: v.optional(v.unknown()),
});

/** Body of `POST /courses/getCourse`: the course's path (slug); `cid` is accepted too. */
export const GetCourseBody = v.object({
	path: v.optional(v.unknown()),
	cid: v.optional(v.unknown()),
});

/** Body of `POST /courses/getProgram`. */
export const GetProgramBody = v.object({
	cid: v.optional(v.unknown()),
});

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
