/**
 * The demo content of a fresh campus (ADR 017c): the catalogue's categories and experts, one
 * `CourseDocument` per course, the advice protocols and la Infiltrada's brands, read from the files
 * under content/ and checked by the same valibot schemas the studio's import uses. A bad file
 * stops the start with its name and field: the seed never loads half a catalogue.
 */
import * as v from 'valibot';
import {
	BrandPairsFile,
	CatalogueFile,
	contentProblems,
	ProtocolsFile,
	type AdviceProtocolEntry,
	type BrandPairEntry,
	type CatalogueCategory,
	type CatalogueExpert,
} from '../../../lib/contracts/content-files';
import { CourseDocument } from '../../../lib/contracts/course-document';
import { contentModules } from './content-modules';

export interface DemoContent {
	categories: CatalogueCategory[];
	experts: CatalogueExpert[];
	/** In id order: the order the seed has always inserted them, which numbered their topics. */
	courses: CourseDocument[];
	protocols: AdviceProtocolEntry[];
	brandPairs: BrandPairEntry[];
}

const CATALOGUE = '/content/catalogue.json';
const PROTOCOLS = '/content/protocols.json';
const BRAND_PAIRS = '/content/brand-pairs.json';
const COURSES = '/content/courses/';

/** Content files that do not hold what the seed needs, one line per problem. */
export class ContentFilesError extends Error {
	constructor(readonly lines: string[]) {
		super(`Invalid content files:\n${lines.join('\n')}`);
		this.name = 'ContentFilesError';
	}
}

/**
 * Checks `files` (path → parsed JSON, as content-modules.ts gives them) and answers the demo
 * content, or throws {@link ContentFilesError} naming every bad file and field: each file against
 * its schema, then what they say of each other (a course's category, experts and related paths,
 * a protocol's category, a course file named after its path, no id or path twice).
 */
export function parseContentFiles(files: Record<string, unknown>): DemoContent {
	const lines: string[] = [];
	const parse = <S extends v.GenericSchema>(schema: S, name: string): v.InferOutput<S> | null => {
		if (!(name in files)) {
			lines.push(`${name.slice(1)}: missing`);
			return null;
		}
		const result = v.safeParse(schema, files[name]);
		if (result.success) return result.output;
		for (const problem of contentProblems(result.issues)) {
			lines.push(`${name.slice(1)}: ${problem.field || '(file)'}: ${problem.message}`);
		}
		return null;
	};
	const catalogue = parse(CatalogueFile, CATALOGUE);
	const protocols = parse(ProtocolsFile, PROTOCOLS) ?? [];
	const brandPairs = parse(BrandPairsFile, BRAND_PAIRS) ?? [];
	const courses: { file: string; course: CourseDocument }[] = [];
	for (const name of Object.keys(files)
		.filter((key) => key.startsWith(COURSES))
		.sort()) {
		const course = parse(CourseDocument, name);
		if (course) courses.push({ file: name.slice(1), course });
	}
	if (catalogue) lines.push(...crossProblems(catalogue, courses, protocols));
	if (lines.length > 0 || !catalogue) throw new ContentFilesError(lines);
	return {
		categories: catalogue.categories,
		experts: catalogue.experts,
		courses: courses.map(({ course }) => course).sort((a, b) => (a.id ?? 0) - (b.id ?? 0)),
		protocols,
		brandPairs,
	};
}

function crossProblems(
	catalogue: CatalogueFile,
	courses: { file: string; course: CourseDocument }[],
	protocols: AdviceProtocolEntry[],
): string[] {
	const lines: string[] = [];
	const categories = new Set(catalogue.categories.map((category) => category.slug));
	const experts = new Set(catalogue.experts.map((expert) => expert.slug));
	const paths = new Set(courses.map(({ course }) => course.path));
	const seen = new Map<string, string>();
	const once = (key: string, file: string, what: string) => {
		const first = seen.get(key);
		if (first !== undefined) lines.push(`${file}: ${what} is also in ${first}`);
		else seen.set(key, file);
	};
	for (const { file, course } of courses) {
		if (file !== `content/courses/${course.path}.json`) {
			lines.push(`${file}: path: the file must be named ${course.path}.json`);
		}
		if (course.id === undefined) lines.push(`${file}: id: a demo course needs its id`);
		else once(`id:${course.id}`, file, `id ${course.id}`);
		if (!categories.has(course.category)) {
			lines.push(`${file}: category: no category "${course.category}" in content/catalogue.json`);
		}
		for (const field of ['createdBy', 'impartedBy'] as const) {
			const slug = course[field];
			if (slug === null || !experts.has(slug)) {
				lines.push(`${file}: ${field}: no expert "${course[field]}" in content/catalogue.json`);
			}
		}
		course.related.forEach((path, index) => {
			if (!paths.has(path)) lines.push(`${file}: related[${index}]: no course "${path}"`);
		});
		for (const item of course.program.flatMap((topic) => topic.items)) {
			if (item.id !== undefined) once(`item:${item.id}`, file, `item id ${item.id}`);
		}
	}
	protocols.forEach((protocol, index) => {
		if (!categories.has(protocol.category)) {
			lines.push(`content/protocols.json: [${index}].category: no category "${protocol.category}"`);
		}
	});
	return lines;
}

let loaded: DemoContent | undefined;

/**
 * The demo content, checked once per process, the first time a seed needs it (a database already
 * seeded never pays for it). The files themselves are bundled rather than imported on demand: a
 * module loaded later fails in the scripts, whose Vite module runner closes once they are loaded.
 */
export function demoContent(): DemoContent {
	loaded ??= parseContentFiles(contentModules);
	return loaded;
}

/** The questions of each demo course's quiz (its last quiz item), by course id. */
export function demoQuizzes(content: DemoContent) {
	return content.courses.flatMap((course) => {
		const quiz = course.program
			.flatMap((topic) => topic.items)
			.findLast((item) => item.type === 'quiz');
		return quiz?.type === 'quiz' && course.id !== undefined
			? [{ courseId: course.id, questions: quiz.questions }]
			: [];
	});
}
