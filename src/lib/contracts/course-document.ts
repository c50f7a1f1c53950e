/**
 * A course as one document (issue #19, ADR 017): what the studio's editor saves as a draft, what
 * publishing writes into the catalogue's tables, and what the content files hold (one JSON file
 * per course: the demo catalogue on a fresh start, an editor's batch import, the studio's export).
 * One schema for the three, so a file the studio exports is a file it imports.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { isCalendarDay, positiveId, requiredText, text } from './fields';

export const COURSE_NAME_MAX_LENGTH = 160;
export const COURSE_PATH_MAX_LENGTH = 120;
export const COURSE_DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_GOALS = 10;
export const MAX_SOURCES = 30;
export const MAX_RELATED_COURSES = 6;
export const MAX_TOPICS = 30;
export const MAX_ITEMS_PER_TOPIC = 40;
export const MAX_QUIZ_QUESTIONS = 50;
export const MIN_QUIZ_OPTIONS = 2;
export const MAX_QUIZ_OPTIONS = 6;
/** Four hours: a recorded session, the longest thing a course item can be. */
export const MAX_ITEM_SECONDS = 4 * 60 * 60;

export const COURSE_AUDIENCES = ['professional', 'student', 'both'] as const;

export const ITEM_TYPES = ['video', 'counter_scene', 'pdf', 'quiz'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Lowercase letters without accents, digits and single hyphens: a course's or category's path. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * A file of the site's own media, relative to `ASSETS_URL` (`lessons/lesson-150.webm`): no scheme,
 * no leading slash, no `..`.
 */
const RELATIVE_MEDIA_PATTERN = /^(?!.*\.\.)[a-z0-9][a-z0-9._/-]*$/i;

const slugMessage = () => t('validation.slug');
const dayMessage = () => t('validation.calendar_day');
const urlMessage = () => t('validation.url');
const uuidMessage = () => t('validation.uuid');
const choiceMessage = (options: readonly string[]) => () =>
	t('validation.choice', { options: options.join(', ') });
const maxItems = (max: number) => () => t('validation.max_items', { max });
const minItems = (min: number) => () => t('validation.min_items', { min });

/**
 * `fotoproteccion-en-el-mostrador`.
 *
 * @example
 * isSlug('fotoproteccion-en-el-mostrador'); // true
 * isSlug('Fotoprotección'); // false
 */
export function isSlug(value: string): boolean {
	return SLUG_PATTERN.test(value) && value.length <= COURSE_PATH_MAX_LENGTH;
}

/**
 * The path a course's title suggests: lowercase, accents dropped, anything else a hyphen.
 *
 * @example
 * slugFromTitle('Fotoprotección en el mostrador'); // 'fotoproteccion-en-el-mostrador'
 */
export function slugFromTitle(title: string): string {
	return title
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, COURSE_PATH_MAX_LENGTH)
		.replace(/-+$/, '');
}

/** A course's, category's or expert's path: trimmed, then checked by {@link isSlug}. */
export const slug = () => v.pipe(text(slugMessage), v.trim(), v.check(isSlug, slugMessage));
const day = () => v.pipe(text(dayMessage), v.trim(), v.check(isCalendarDay, dayMessage));

const webUrl = () =>
	v.pipe(
		text(urlMessage),
		v.trim(),
		v.maxLength(2000, urlMessage),
		v.check((value) => {
			try {
				const url = new URL(value);
				return url.protocol === 'https:' || url.protocol === 'http:';
			} catch {
				return false;
			}
		}, urlMessage),
	);

const mediaPath = () =>
	v.pipe(
		text(urlMessage),
		v.trim(),
		v.maxLength(300, urlMessage),
		v.regex(RELATIVE_MEDIA_PATTERN, urlMessage),
	);

const mediaAssetId = () =>
	v.pipe(text(uuidMessage), v.trim(), v.toLowerCase(), v.regex(UUID_PATTERN, uuidMessage));

const itemId = () => v.optional(positiveId(() => t('validation.positive_id')));

/** One source the course follows: a CIMA/AEMPS sheet, a guideline, a society's consensus. */
export const CourseSource = v.object({
	title: requiredText(300),
	/** `CIMA (AEMPS)`, `SEFAC`, `Guía de práctica clínica…`. */
	publisher: requiredText(160),
	url: webUrl(),
	/** The day the editor consulted it. */
	consultedOn: day(),
});
export type CourseSource = v.InferOutput<typeof CourseSource>;

export const QuizQuestion = v.pipe(
	v.object({
		prompt: requiredText(500, { multiline: true }),
		options: v.pipe(
			v.array(requiredText(300)),
			v.minLength(MIN_QUIZ_OPTIONS, minItems(MIN_QUIZ_OPTIONS)),
			v.maxLength(MAX_QUIZ_OPTIONS, maxItems(MAX_QUIZ_OPTIONS)),
		),
		/** Index in `options` of the right answer. */
		answer: v.pipe(
			v.number(() => t('validation.quiz_answer')),
			v.integer(),
			v.minValue(0),
		),
		/** Shown once the quiz is passed: why that answer is the right one. */
		explanation: requiredText(1000, { multiline: true }),
	}),
	v.check(
		(question) => question.answer < question.options.length,
		() => t('validation.quiz_answer'),
	),
);
export type QuizQuestion = v.InferOutput<typeof QuizQuestion>;

const playable = {
	/** The live item's id once published: keeps learners' progress across publishes. */
	id: itemId(),
	name: requiredText(COURSE_NAME_MAX_LENGTH),
	durationSeconds: v.pipe(
		v.number(() => t('validation.duration_seconds', { max: MAX_ITEM_SECONDS })),
		v.integer(() => t('validation.duration_seconds', { max: MAX_ITEM_SECONDS })),
		v.minValue(1, () => t('validation.duration_seconds', { max: MAX_ITEM_SECONDS })),
		v.maxValue(MAX_ITEM_SECONDS, () => t('validation.duration_seconds', { max: MAX_ITEM_SECONDS })),
	),
	/** A studio upload (media_assets), transcoded to HLS; wins over `mediaUrl`. */
	mediaAssetId: v.optional(mediaAssetId()),
	/** One of the site's own files (the demo lessons), relative to `ASSETS_URL`. */
	mediaUrl: v.optional(mediaPath()),
	/** Spanish WebVTT captions: a studio upload, or one of the site's own files. */
	captionsAssetId: v.optional(mediaAssetId()),
	captionsUrl: v.optional(mediaPath()),
};

export const CourseItem = v.variant('type', [
	v.object({ type: v.literal('video'), ...playable }),
	v.object({ type: v.literal('counter_scene'), ...playable }),
	v.object({
		type: v.literal('pdf'),
		id: itemId(),
		name: requiredText(COURSE_NAME_MAX_LENGTH),
		fileAssetId: v.optional(mediaAssetId()),
		fileUrl: v.optional(mediaPath()),
	}),
	v.object({
		type: v.literal('quiz'),
		id: itemId(),
		name: requiredText(COURSE_NAME_MAX_LENGTH),
		questions: v.pipe(
			v.array(QuizQuestion),
			v.maxLength(MAX_QUIZ_QUESTIONS, maxItems(MAX_QUIZ_QUESTIONS)),
		),
	}),
]);
export type CourseItem = v.InferOutput<typeof CourseItem>;

export const CourseTopic = v.object({
	title: requiredText(COURSE_NAME_MAX_LENGTH),
	items: v.pipe(
		v.array(CourseItem),
		v.maxLength(MAX_ITEMS_PER_TOPIC, maxItems(MAX_ITEMS_PER_TOPIC)),
	),
});
export type CourseTopic = v.InferOutput<typeof CourseTopic>;

/**
 * A whole course. Drafts may be incomplete in what publishing checks (`publishProblems`): a video
 * without its file yet, no sources, an empty quiz; the shape itself is always valid.
 */
export const CourseDocument = v.object({
	/** `cid`: absent in a file for a course the campus does not have yet. */
	id: v.optional(positiveId(() => t('validation.positive_id'))),
	path: slug(),
	name: requiredText(COURSE_NAME_MAX_LENGTH),
	/** The category's slug (`dermofarmacia`). */
	category: slug(),
	audience: v.picklist(COURSE_AUDIENCES, choiceMessage(COURSE_AUDIENCES)),
	/** May be empty while a draft; publishing asks for it. */
	description: v.pipe(
		text(undefined, { multiline: true }),
		v.trim(),
		v.maxLength(COURSE_DESCRIPTION_MAX_LENGTH, () =>
			t('validation.max_length', { max: COURSE_DESCRIPTION_MAX_LENGTH }),
		),
	),
	goals: v.pipe(v.array(requiredText(300)), v.maxLength(MAX_GOALS, maxItems(MAX_GOALS))),
	/** Slugs of the experts who wrote the course and who teach it on screen (null in a new draft). */
	createdBy: v.nullable(slug()),
	impartedBy: v.nullable(slug()),
	/** Minutes shown on the course's card; absent, the items' durations add up to it. */
	durationMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6000))),
	/** Not part of a trial licence. */
	demoExcluded: v.boolean(),
	/** Paths of the courses suggested after this one. */
	related: v.pipe(v.array(slug()), v.maxLength(MAX_RELATED_COURSES, maxItems(MAX_RELATED_COURSES))),
	sources: v.pipe(v.array(CourseSource), v.maxLength(MAX_SOURCES, maxItems(MAX_SOURCES))),
	/** When an expert last checked the course against its sources. */
	reviewedOn: v.nullable(day()),
	createdOn: day(),
	updatedOn: day(),
	/** Course poster and trailer: site files, relative to `ASSETS_URL`, or studio uploads. */
	posterUrl: v.optional(mediaPath()),
	trailerUrl: v.optional(mediaPath()),
	trailerCaptionsUrl: v.optional(mediaPath()),
	program: v.pipe(v.array(CourseTopic), v.maxLength(MAX_TOPICS, maxItems(MAX_TOPICS))),
});
export type CourseDocument = v.InferOutput<typeof CourseDocument>;
/** What a file or an editor sends, before trimming and defaults. */
export type CourseDocumentInput = v.InferInput<typeof CourseDocument>;

/**
 * The minutes a course lasts: its own figure, or its videos' and scenes' seconds to the nearest
 * minute, at least 1 (what the catalogue's cards have always shown: 150 s is 3, 140 s is 2).
 */
export function courseMinutes(course: Pick<CourseDocument, 'durationMinutes' | 'program'>): number {
	if (course.durationMinutes !== undefined) return course.durationMinutes;
	const seconds = course.program
		.flatMap((topic) => topic.items)
		.reduce((sum, item) => sum + ('durationSeconds' in item ? item.durationSeconds : 0), 0);
	return Math.max(1, Math.round(seconds / 60));
}
