/**
 * Course documents checked against the database before anything is written (ADR 017c): which
 * course each one replaces, the rows its slugs and paths name, and the `program_items` id each
 * item keeps or takes. The writer (queries/course-documents.ts) and the studio's import use it.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { t } from '../../../i18n/index';
import type { ContentProblem } from '../../../lib/contracts/content-files';
import type { CourseDocument, ItemType } from '../../../lib/contracts/course-document';
import type { CourseStatus } from '../../../lib/contracts/studio';
import type { Database } from '../client';
import {
	categories,
	coursePathHistory,
	courses,
	experts,
	programItems,
	programTopics,
} from '../schema';

/** A problem of one document of a batch: which one (its index), the field and why. */
export interface DocumentProblem extends ContentProblem {
	document: number;
}

/**
 * A document that cannot be written as it is: a category, expert or related course that does not
 * exist, a path another course has or had. The caller answers 422 with the messages (Spanish).
 */
export class CourseDocumentError extends Error {
	constructor(readonly problems: DocumentProblem[]) {
		super(problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '));
		this.name = 'CourseDocumentError';
	}
}

/** A course a document would replace. */
export interface ExistingCourse {
	id: number;
	path: string;
	status: CourseStatus;
	pharmacyId: number | null;
	publishedAt: Date | null;
}

/** A document checked against the database, with the ids it will be written with. */
export interface ResolvedCourse {
	/** The document, its `id` the course's and each item's `id` the one it keeps or takes. */
	document: CourseDocument;
	existing: ExistingCourse | null;
	categoryId: number;
	/** Null while a draft names no expert yet. */
	createdById: number | null;
	impartedById: number | null;
	/** Items of `existing` the document keeps (by id). */
	keptItemIds: Set<number>;
}

interface ExistingItem {
	id: number;
	courseId: number;
	type: ItemType;
	name: string;
}

type Report = (document: number, field: string, message: string) => void;

const unique = <T>(values: T[]) => [...new Set(values)];

export const itemsOf = (document: CourseDocument) =>
	document.program.flatMap((topic) => topic.items);

/** `program[0].items[2].id` for the `index`th item of the course (0-based, across topics). */
function itemField(document: CourseDocument, index: number, key: string): string {
	let remaining = index;
	for (const [topicIndex, topic] of document.program.entries()) {
		if (remaining < topic.items.length) return `program[${topicIndex}].items[${remaining}].${key}`;
		remaining -= topic.items.length;
	}
	return key;
}

/** The rows the documents name, a statement each, one after another (one connection in a transaction). */
async function loadReferences(db: Database, documents: readonly CourseDocument[]) {
	const ids = unique(
		documents.flatMap((document) => (document.id === undefined ? [] : [document.id])),
	);
	const paths = unique(documents.map((document) => document.path));
	const relatedPaths = unique(documents.flatMap((document) => document.related));
	const categoryRows = await db
		.select({ id: categories.id, slug: categories.slug })
		.from(categories)
		.where(inArray(categories.slug, unique(documents.map((document) => document.category))));
	const expertRows = await db
		.select({ id: experts.id, slug: experts.slug })
		.from(experts)
		.where(
			inArray(
				experts.slug,
				unique(
					documents.flatMap((document) =>
						[document.createdBy, document.impartedBy].filter((slug) => slug !== null),
					),
				),
			),
		);
	const courseRows: ExistingCourse[] = await db
		.select({
			id: courses.id,
			path: courses.path,
			status: courses.status,
			pharmacyId: courses.pharmacyId,
			publishedAt: courses.publishedAt,
		})
		.from(courses)
		.where(
			ids.length > 0
				? or(inArray(courses.id, ids), inArray(courses.path, paths))
				: inArray(courses.path, paths),
		);
	const historyRows = await db
		.select({ path: coursePathHistory.path, courseId: coursePathHistory.courseId })
		.from(coursePathHistory)
		.where(inArray(coursePathHistory.path, paths));
	const relatedRows =
		relatedPaths.length === 0
			? []
			: await db
					.select({ path: courses.path })
					.from(courses)
					.where(and(inArray(courses.path, relatedPaths), isNull(courses.pharmacyId)));
	return {
		categoryId: new Map(categoryRows.map((row) => [row.slug, row.id])),
		expertId: new Map(expertRows.map((row) => [row.slug, row.id])),
		courseById: new Map(courseRows.map((row) => [row.id, row])),
		courseByPath: new Map(courseRows.map((row) => [row.path, row])),
		retiredPath: new Map(historyRows.map((row) => [row.path, row.courseId])),
		// A related path may name a course of the same batch.
		knownPaths: new Set([...relatedRows.map((row) => row.path), ...paths]),
	};
}

type References = Awaited<ReturnType<typeof loadReferences>>;

/**
 * The course each document replaces: the one with its `id`, else the one with its `path` (ids
 * are one campus's; paths travel between campuses). Never a pharmacy's own training, never a path
 * another course has or had, never the same course or path twice in a batch.
 */
function matchCourses(documents: readonly CourseDocument[], refs: References, report: Report) {
	const seenPaths = new Set<string>();
	const seenCourses = new Set<number>();
	return documents.map((document, index) => {
		const byId = document.id === undefined ? undefined : refs.courseById.get(document.id);
		const byPath = refs.courseByPath.get(document.path);
		if (byId && byPath && byId.id !== byPath.id) {
			report(index, 'path', t('studio.content.path_taken', { path: document.path }));
		}
		const target = byId ?? byPath ?? null;
		if (target && target.pharmacyId !== null) {
			report(index, 'id', t('studio.content.own_training'));
		}
		const retiredFor = refs.retiredPath.get(document.path);
		if (retiredFor !== undefined && retiredFor !== target?.id) {
			report(index, 'path', t('studio.content.path_retired', { path: document.path }));
		}
		if (seenPaths.has(document.path)) {
			report(index, 'path', t('studio.content.repeated_path', { path: document.path }));
		}
		seenPaths.add(document.path);
		const courseId = target?.id ?? document.id;
		if (courseId !== undefined && seenCourses.has(courseId)) {
			report(index, 'id', t('studio.content.repeated_course', { id: courseId }));
		}
		if (courseId !== undefined) seenCourses.add(courseId);
		return target;
	});
}

/** The category, experts and related paths of one document, each reported when unknown. */
function checkReferences(
	document: CourseDocument,
	refs: References,
	report: (field: string, message: string) => void,
) {
	const category = refs.categoryId.get(document.category);
	if (category === undefined) {
		report('category', t('studio.content.unknown_category', { slug: document.category }));
	}
	// A draft may not name its experts yet (null); a slug that names nobody is refused.
	const expert = (field: 'createdBy' | 'impartedBy') => {
		const slug = document[field];
		if (slug === null) return null;
		const id = refs.expertId.get(slug);
		if (id === undefined) report(field, t('studio.content.unknown_expert', { slug }));
		return id ?? 0;
	};
	const createdById = expert('createdBy');
	const impartedById = expert('impartedBy');
	document.related.forEach((path, position) => {
		if (path === document.path) {
			report(`related[${position}]`, t('studio.content.related_self'));
		} else if (!refs.knownPaths.has(path)) {
			report(`related[${position}]`, t('studio.content.unknown_related', { path }));
		}
	});
	return { categoryId: category ?? 0, createdById, impartedById };
}

/** The targets' own items, and the course of every item id a document names. */
async function loadItems(
	db: Database,
	documents: readonly CourseDocument[],
	targets: (ExistingCourse | null)[],
): Promise<ExistingItem[]> {
	const targetIds = targets.flatMap((target) => (target ? [target.id] : []));
	const namedIds = unique(
		documents.flatMap((document) =>
			itemsOf(document).flatMap((item) => (item.id === undefined ? [] : [item.id])),
		),
	);
	if (targetIds.length === 0 && namedIds.length === 0) return [];
	return db
		.select({
			id: programItems.id,
			courseId: programTopics.courseId,
			type: programItems.type,
			name: programItems.name,
		})
		.from(programItems)
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.where(
			or(
				targetIds.length > 0 ? inArray(programTopics.courseId, targetIds) : sql`false`,
				namedIds.length > 0 ? inArray(programItems.id, namedIds) : sql`false`,
			),
		)
		.orderBy(asc(programTopics.position), asc(programItems.position));
}

/**
 * The id each item of one document is written with: its own when it is the target's item or free
 * (kept or taken), none when another course has it (a copied document: a new item here). An item
 * without id takes over the target's unclaimed item of the same type and name.
 */
function resolveItemIds(
	document: CourseDocument,
	target: ExistingCourse | null,
	items: ExistingItem[],
	takenFreeIds: Set<number>,
	report: (field: string, message: string) => void,
) {
	const owner = new Map(items.map((row) => [row.id, row.courseId]));
	const kept = new Set<number>();
	const documentItems = itemsOf(document);
	const ids = documentItems.map((item, index) => {
		if (item.id === undefined) return undefined;
		const course = owner.get(item.id);
		if (kept.has(item.id) || (course === undefined && takenFreeIds.has(item.id))) {
			report(itemField(document, index, 'id'), t('studio.content.repeated_item', { id: item.id }));
			return undefined;
		}
		if (target !== null && course === target.id) kept.add(item.id);
		else if (course === undefined) takenFreeIds.add(item.id);
		else return undefined;
		return item.id;
	});
	const own = items.filter((row) => target !== null && row.courseId === target.id);
	documentItems.forEach((item, index) => {
		if (item.id !== undefined) return;
		const match = own.find(
			(row) => !kept.has(row.id) && row.type === item.type && row.name === item.name,
		);
		if (!match) return;
		kept.add(match.id);
		ids[index] = match.id;
	});
	return { ids, kept };
}

/**
 * Checks `documents` against the database without writing: which course each replaces, the
 * category and experts they name, their related paths (in the database or in the batch), the
 * paths they take, and the item ids each keeps. Answers the problems found too.
 */
export async function resolveCourseDocuments(
	db: Database,
	documents: readonly CourseDocument[],
): Promise<{ resolved: ResolvedCourse[]; problems: DocumentProblem[] }> {
	const problems: DocumentProblem[] = [];
	if (documents.length === 0) return { resolved: [], problems };
	const report: Report = (document, field, message) => problems.push({ document, field, message });
	const refs = await loadReferences(db, documents);
	const targets = matchCourses(documents, refs, report);
	const items = await loadItems(db, documents, targets);
	/** Free ids a document of this batch takes for a new item: only one document may. */
	const takenFreeIds = new Set<number>();

	const resolved = documents.map((document, index): ResolvedCourse => {
		const existing = targets[index] ?? null;
		const reportHere = (field: string, message: string) => {
			report(index, field, message);
		};
		const references = checkReferences(document, refs, reportHere);
		const { ids, kept } = resolveItemIds(document, existing, items, takenFreeIds, reportHere);
		let position = 0;
		return {
			document: {
				...document,
				id: existing?.id ?? document.id,
				program: document.program.map((topic) => ({
					...topic,
					items: topic.items.map((item) => ({ ...item, id: ids[position++] })),
				})),
			},
			existing,
			...references,
			keptItemIds: kept,
		};
	});
	// One document's problems together, in the order of its fields' discovery.
	problems.sort((a, b) => a.document - b.document);
	return { resolved, problems };
}
