/**
 * The campus's content as files (issue #19, ADR 017c): besides one `CourseDocument` per course
 * (course-document.ts), the catalogue's categories and experts, the advice protocols and la
 * Infiltrada's brands. The demo content under `content/` is loaded through these schemas at every
 * fresh start, and the studio's import answers with a {@link ContentImportReport}.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { positiveId, requiredText } from './fields';
import { slug, type CourseDocument, type CourseItem } from './course-document';

const position = () =>
	v.pipe(
		v.number(() => t('validation.positive_id')),
		v.integer(() => t('validation.positive_id')),
		v.minValue(1, () => t('validation.positive_id')),
	);
const lines = (max: number) => v.array(requiredText(max, { multiline: true }));

/** One area of the catalogue (`dermofarmacia`): its id is the `ctid` of links and filters. */
export const CatalogueCategory = v.object({
	id: positiveId(() => t('validation.positive_id')),
	slug: slug(),
	name: requiredText(80),
	/** Order in the catalogue's filter, 1-based, unique. */
	position: position(),
	description: requiredText(1000, { multiline: true }),
});
export type CatalogueCategory = v.InferOutput<typeof CatalogueCategory>;

/** Someone who writes or teaches courses, referred to by slug from a `CourseDocument`. */
export const CatalogueExpert = v.object({
	slug: slug(),
	name: requiredText(120),
	/** Short professional title: `Farmacéutica comunitaria y experta en dermofarmacia`. */
	title: requiredText(200),
	bio: requiredText(2000, { multiline: true }),
});
export type CatalogueExpert = v.InferOutput<typeof CatalogueExpert>;

/** `content/catalogue.json`: categories and experts, in the order the seed inserts them. */
export const CatalogueFile = v.object({
	categories: v.array(CatalogueCategory),
	experts: v.array(CatalogueExpert),
});
export type CatalogueFile = v.InferOutput<typeof CatalogueFile>;

/** A counter-advice sheet of `aula/protocolos-de-consejo`: measures and ingredients, no brands. */
export const AdviceProtocolEntry = v.object({
	slug: slug(),
	/** The symptom as a customer would put it: `Tos seca`. */
	symptom: requiredText(120),
	/** Slug of its catalogue category. */
	category: slug(),
	summary: requiredText(1000, { multiline: true }),
	/** Extra words a search should find it by (synonyms, lay terms), lowercase. */
	keywords: v.array(requiredText(120)),
	questions: lines(500),
	recommendation: lines(1000),
	referral: lines(1000),
});
export type AdviceProtocolEntry = v.InferOutput<typeof AdviceProtocolEntry>;

/** `content/protocols.json`. */
export const ProtocolsFile = v.array(AdviceProtocolEntry);

/** One brand of la Infiltrada: a fictional brand and its real active ingredient. */
export const BrandPairEntry = v.object({
	/** Never a real medicine's brand. */
	brand: requiredText(80),
	/** The active ingredient (DCI) in Spanish, lowercase: `ibuprofeno`. */
	ingredient: requiredText(120),
	/** Therapeutic group in Spanish: `Antiinflamatorio`. */
	group: requiredText(120),
});
export type BrandPairEntry = v.InferOutput<typeof BrandPairEntry>;

/** `content/brand-pairs.json`. */
export const BrandPairsFile = v.array(BrandPairEntry);

/** How an import writes: courses land as drafts for the studio, or go live at once (admins). */
export const IMPORT_MODES = ['draft', 'publish'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/**
 * What became of one file: a new course (`created`); an unpublished course, or in `publish` mode
 * any course, changed in place (`updated`); a published course whose changes wait as its studio
 * draft (`drafted`); nothing to do (`unchanged`); or not imported (`refused`, with `problems`).
 */
export const IMPORT_OUTCOMES = ['created', 'updated', 'drafted', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** Something wrong with a file: the field (`program[0].items[2].durationSeconds`) and why. */
export interface ContentProblem {
	/** Dotted path in the document; empty for the file as a whole (not JSON, a repeated path). */
	field: string;
	/** In Spanish, for the editor. */
	message: string;
}

export interface ContentFileReport {
	/** The file's name as given (`fotoproteccion-en-el-mostrador.json`). */
	file: string;
	/** The course's path, when the file could be read. */
	path: string | null;
	/** The course it wrote or would write; null for a new course or a refused file. */
	courseId: number | null;
	outcome: ImportOutcome;
	problems: ContentProblem[];
}

/**
 * The answer of an import. All or nothing: `written` is false when any file was refused, and the
 * other files then say what they would have done.
 */
export interface ContentImportReport {
	written: boolean;
	files: ContentFileReport[];
}

/** One exported course: `<path>.json` and its text (tab-indented JSON, one line at the end). */
export interface ContentFile {
	name: string;
	text: string;
}

/**
 * Valibot's issues as problems of a file: the field as a path into the document, indexes in
 * brackets (`program[0].items[2].durationSeconds`), and the issue's Spanish message.
 *
 * @example
 * contentProblems(v.safeParse(CourseDocument, json).issues ?? []);
 * // [{ field: 'program[0].title', message: 'Este campo es obligatorio' }]
 */
export function contentProblems(issues: readonly v.BaseIssue<unknown>[]): ContentProblem[] {
	return issues.map((issue) => ({
		field: (issue.path ?? [])
			.map((step, index) => {
				const key = String(step.key);
				if (typeof step.key === 'number') return `[${key}]`;
				return index === 0 ? key : `.${key}`;
			})
			.join(''),
		message: issue.message,
	}));
}

/** Keys in a fixed order, absent values left out: what makes two equal documents equal text. */
function ordered<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
	const out: Partial<Pick<T, K>> = {};
	for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
	return out as Pick<T, K>;
}

function canonicalItem(item: CourseItem): CourseItem {
	switch (item.type) {
		case 'video':
		case 'counter_scene':
			return ordered(item, [
				'type',
				'id',
				'name',
				'durationSeconds',
				'mediaAssetId',
				'mediaUrl',
				'captionsAssetId',
				'captionsUrl',
			]);
		case 'pdf':
			return ordered(item, ['type', 'id', 'name', 'fileAssetId', 'fileUrl']);
		case 'quiz':
			return {
				...ordered(item, ['type', 'id', 'name']),
				questions: item.questions.map((question) =>
					ordered(question, ['prompt', 'options', 'answer', 'explanation']),
				),
			};
	}
}

/**
 * The document with its keys in the schema's order and nothing undefined, so a course read from
 * the tables, one parsed from a file and one an editor saved compare (and print) alike.
 */
export function canonicalCourseDocument(course: CourseDocument): CourseDocument {
	return {
		...ordered(course, [
			'id',
			'path',
			'name',
			'category',
			'audience',
			'description',
			'goals',
			'createdBy',
			'impartedBy',
			'durationMinutes',
			'demoExcluded',
			'related',
		]),
		sources: course.sources.map((source) =>
			ordered(source, ['title', 'publisher', 'url', 'consultedOn']),
		),
		...ordered(course, [
			'reviewedOn',
			'createdOn',
			'updatedOn',
			'posterUrl',
			'trailerUrl',
			'trailerCaptionsUrl',
		]),
		program: course.program.map((topic) => ({
			title: topic.title,
			items: topic.items.map(canonicalItem),
		})),
	};
}

/**
 * A course's file: `<path>.json`, tab-indented JSON in the canonical order, ending in a newline.
 * The studio's export writes exactly this, and the demo files under `content/courses` are this.
 */
export function courseFile(course: CourseDocument): ContentFile {
	return {
		name: `${course.path}.json`,
		text: `${JSON.stringify(canonicalCourseDocument(course), null, '\t')}\n`,
	};
}
