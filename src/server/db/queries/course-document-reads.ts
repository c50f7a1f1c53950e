/**
 * Catalogue courses read back as documents (lib/contracts/course-document.ts, ADR 017c), with
 * their ids and their items' ids: the studio's export, and what a draft of a published course
 * starts from. Writing is queries/course-documents.ts.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { canonicalCourseDocument } from '../../../lib/contracts/content-files';
import {
	courseMinutes,
	type CourseDocument,
	type CourseItem,
	type ItemType,
} from '../../../lib/contracts/course-document';
import type { CourseStatus } from '../../../lib/contracts/studio';
import type { Database } from '../client';
import { mediaFromStored, type QuizQuestions } from '../course-document-rows';
import { categories, courses, programItems, programTopics, quizQuestions } from '../schema';

export interface CourseDocumentFilter {
	/** Only these courses; all catalogue courses when absent. */
	ids?: readonly number[];
	/** Only courses in these states; every state when absent. */
	statuses?: readonly CourseStatus[];
}

/**
 * Catalogue courses as documents, with their ids and their items' ids, ordered by id: the
 * studio's export, and what a draft of a published course starts from. A pharmacy's own training
 * is not a catalogue course and never comes back. A handful of statements whatever the number.
 */
export async function readCourseDocuments(
	db: Database,
	filter: CourseDocumentFilter = {},
): Promise<CourseDocument[]> {
	if (filter.ids?.length === 0 || filter.statuses?.length === 0) return [];
	const creator = sql<string>`(select slug from experts where id = ${courses.createdByExpertId})`;
	const teacher = sql<string>`(select slug from experts where id = ${courses.impartedByExpertId})`;
	const rows = await db
		.select({
			id: courses.id,
			path: courses.path,
			name: courses.name,
			category: categories.slug,
			audience: courses.target,
			description: courses.description,
			goals: courses.goals,
			createdBy: creator,
			impartedBy: teacher,
			durationMinutes: courses.durationMinutes,
			demoExcluded: courses.demoExcluded,
			relatedCourseIds: courses.relatedCourseIds,
			sources: courses.sources,
			reviewedOn: courses.reviewedOn,
			createdOn: courses.createdOn,
			updatedOn: courses.updatedOn,
			posterUrl: courses.posterUrl,
			trailerUrl: courses.trailerUrl,
			trailerCaptionsUrl: courses.captionsUrl,
		})
		.from(courses)
		.innerJoin(categories, eq(categories.id, courses.categoryId))
		.where(
			and(
				isNull(courses.pharmacyId),
				filter.ids ? inArray(courses.id, [...filter.ids]) : undefined,
				filter.statuses ? inArray(courses.status, [...filter.statuses]) : undefined,
			),
		)
		.orderBy(asc(courses.id));
	if (rows.length === 0) return [];
	const programOf = await readPrograms(
		db,
		rows.map((row) => row.id),
	);
	const relatedIds = [...new Set(rows.flatMap((row) => row.relatedCourseIds))];
	const relatedRows =
		relatedIds.length === 0
			? []
			: await db
					.select({ id: courses.id, path: courses.path })
					.from(courses)
					.where(inArray(courses.id, relatedIds));
	const pathOf = new Map(relatedRows.map((row) => [row.id, row.path]));

	return rows.map((row) => {
		const program = programOf.get(row.id) ?? [];
		const document: CourseDocument = {
			id: row.id,
			path: row.path,
			name: row.name,
			category: row.category,
			audience: row.audience,
			description: row.description,
			goals: row.goals,
			createdBy: row.createdBy,
			impartedBy: row.impartedBy,
			demoExcluded: row.demoExcluded,
			related: row.relatedCourseIds.flatMap((id) => {
				const path = pathOf.get(id);
				return path === undefined ? [] : [path];
			}),
			sources: row.sources,
			reviewedOn: row.reviewedOn,
			createdOn: row.createdOn,
			updatedOn: row.updatedOn,
			posterUrl: row.posterUrl || undefined,
			trailerUrl: row.trailerUrl || undefined,
			trailerCaptionsUrl: row.trailerCaptionsUrl || undefined,
			program,
		};
		// The card's minutes are written down only when they are not what the items add up to.
		if (row.durationMinutes !== courseMinutes(document)) {
			document.durationMinutes = row.durationMinutes;
		}
		return canonicalCourseDocument(document);
	});
}

/** The programs of `courseIds` (topics, items, quiz questions), by course id: two statements. */
async function readPrograms(
	db: Database,
	courseIds: number[],
): Promise<Map<number, CourseDocument['program']>> {
	const items = await db
		.select({
			courseId: programTopics.courseId,
			topicPosition: programTopics.position,
			topic: programTopics.title,
			id: programItems.id,
			name: programItems.name,
			type: programItems.type,
			durationSeconds: programItems.durationSeconds,
			mediaUrl: programItems.mediaUrl,
			captionsUrl: programItems.captionsUrl,
		})
		.from(programTopics)
		.leftJoin(programItems, eq(programItems.topicId, programTopics.id))
		.where(inArray(programTopics.courseId, courseIds))
		.orderBy(asc(programTopics.courseId), asc(programTopics.position), asc(programItems.position));
	const questions = await db
		.select({
			itemId: quizQuestions.itemId,
			prompt: quizQuestions.prompt,
			options: quizQuestions.options,
			answer: quizQuestions.answer,
			explanation: quizQuestions.explanation,
		})
		.from(quizQuestions)
		.innerJoin(programItems, eq(programItems.id, quizQuestions.itemId))
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.where(inArray(programTopics.courseId, courseIds))
		.orderBy(asc(quizQuestions.itemId), asc(quizQuestions.position));
	const questionsOf = new Map<number, QuizQuestions>();
	for (const { itemId, ...question } of questions) {
		questionsOf.set(itemId, [...(questionsOf.get(itemId) ?? []), question]);
	}
	const programOf = new Map<number, CourseDocument['program']>();
	let lastTopic = '';
	for (const row of items) {
		const program = programOf.get(row.courseId) ?? [];
		programOf.set(row.courseId, program);
		const topicKey = `${row.courseId}:${row.topicPosition}`;
		if (topicKey !== lastTopic) {
			program.push({ title: row.topic, items: [] });
			lastTopic = topicKey;
		}
		// A topic without items comes back from the left join as one row without an item.
		if (row.id === null || row.type === null || row.name === null) continue;
		const item = { ...row, id: row.id, type: row.type, name: row.name };
		program
			.at(-1)
			?.items.push(
				itemFromRow({ ...item, durationSeconds: row.durationSeconds ?? 0 }, questionsOf),
			);
	}
	return programOf;
}

/** One catalogue course as a document (see {@link readCourseDocuments}), or null. */
export async function readCourseDocument(
	db: Database,
	courseId: number,
): Promise<CourseDocument | null> {
	const [document] = await readCourseDocuments(db, { ids: [courseId] });
	return document ?? null;
}

interface ItemRow {
	id: number;
	name: string;
	type: ItemType;
	durationSeconds: number;
	mediaUrl: string | null;
	captionsUrl: string | null;
}

function itemFromRow(row: ItemRow, questionsOf: Map<number, QuizQuestions>): CourseItem {
	const base = { id: row.id, name: row.name };
	const media = mediaFromStored(row.mediaUrl);
	switch (row.type) {
		case 'video':
		case 'counter_scene': {
			const captions = mediaFromStored(row.captionsUrl);
			return {
				type: row.type,
				...base,
				durationSeconds: row.durationSeconds,
				mediaAssetId: media.assetId,
				mediaUrl: media.url,
				captionsAssetId: captions.assetId,
				captionsUrl: captions.url,
			};
		}
		case 'pdf':
			return { type: 'pdf', ...base, fileAssetId: media.assetId, fileUrl: media.url };
		case 'quiz':
			return { type: 'quiz', ...base, questions: questionsOf.get(row.id) ?? [] };
	}
}
