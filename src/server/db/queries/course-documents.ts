/**
 * A course as one document (lib/contracts/course-document.ts, ADR 017c) written into the
 * catalogue's tables: what publishing in the studio, the studio's import and the demo catalogue's
 * seed share. Reading it back is queries/course-document-reads.ts.
 *
 * Writing keeps the `program_items` ids the document names, so learners' progress, quiz attempts
 * and downloads survive a new version of the course; an item without an id takes over the course's
 * item of the same type and name, if there is one, and is new otherwise; items the document no
 * longer has are deleted with their progress. Topics and items are renumbered as the seed always
 * numbered them: topics 1…n per course, items 1…n across the whole course.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
	courseMinutes,
	type CourseDocument,
	type CourseItem,
} from '../../../lib/contracts/course-document';
import type { CourseStatus } from '../../../lib/contracts/studio';
import type { Database } from '../client';
import { itemMedia, summariseContent } from '../course-document-rows';
import { coursePathHistory, courses, programItems, programTopics, quizQuestions } from '../schema';
import {
	CourseDocumentError,
	itemsOf,
	resolveCourseDocuments,
	type ExistingCourse,
	type ResolvedCourse,
} from './course-document-resolve';
import { lockCourseWrites } from './course-imports';
import { recountCourseProgress } from './course-progress';

export { CourseDocumentError } from './course-document-resolve';

export interface CourseWriteOptions {
	/** The course's state after the write; `published` also stamps `published_at` the first time. */
	status: CourseStatus;
	now: Date;
}

export interface WrittenCourse {
	courseId: number;
	created: boolean;
	/** The path it had when a write renamed it; a published course's old path now redirects. */
	previousPath: string | null;
	/** The `program_items` id of every item, in the document's order. */
	itemIds: number[];
}

function courseValues(course: ResolvedCourse) {
	const { document } = course;
	return {
		path: document.path,
		name: document.name,
		categoryId: course.categoryId,
		description: document.description,
		target: document.audience,
		goals: document.goals,
		content: summariseContent(document.program),
		trailerUrl: document.trailerUrl ?? '',
		captionsUrl: document.trailerCaptionsUrl ?? '',
		posterUrl: document.posterUrl ?? '',
		durationMinutes: courseMinutes(document),
		createdByExpertId: course.createdById,
		impartedByExpertId: course.impartedById,
		demoExcluded: document.demoExcluded,
		createdOn: document.createdOn,
		updatedOn: document.updatedOn,
		reviewedOn: document.reviewedOn,
		sources: document.sources,
	};
}

function itemValues(item: CourseItem, topicId: number, position: number) {
	return {
		topicId,
		position,
		name: item.name,
		type: item.type,
		durationSeconds: 'durationSeconds' in item ? item.durationSeconds : 0,
		...itemMedia(item),
	};
}

function questionRows(itemId: number, item: CourseItem) {
	if (item.type !== 'quiz') return [];
	return item.questions.map((question, index) => ({
		itemId,
		position: index + 1,
		prompt: question.prompt,
		options: question.options,
		answer: question.answer,
		explanation: question.explanation,
	}));
}

/**
 * Writes `documents` into the live tables in the caller's transaction: new courses inserted (with
 * the document's `id` when it has one), existing ones replaced in place (see the file's comment
 * for items). Related paths may name courses of the same batch. A published course renamed keeps
 * its old path in `course_path_history`, so it redirects. Throws {@link CourseDocumentError}
 * before writing anything when a document does not fit the database.
 */
export async function writeCourseDocuments(
	tx: Database,
	documents: readonly CourseDocument[],
	options: CourseWriteOptions,
): Promise<WrittenCourse[]> {
	if (documents.length === 0) return [];
	await lockCourseWrites(tx);
	const { resolved, problems } = await resolveCourseDocuments(tx, documents);
	if (problems.length > 0) throw new CourseDocumentError(problems);
	const publishedAt = (existing: ExistingCourse | null) =>
		existing?.publishedAt ?? (options.status === 'published' ? options.now : null);

	// New courses, in one statement: the seed writes the whole demo catalogue this way.
	const fresh = resolved.filter((course) => course.existing === null);
	const freshIds =
		fresh.length === 0
			? []
			: await tx
					.insert(courses)
					.values(
						fresh.map((course) => ({
							...courseValues(course),
							id: course.document.id,
							status: options.status,
							publishedAt: publishedAt(null),
						})),
					)
					.returning({ id: courses.id });
	const courseIds = new Map<ResolvedCourse, number>();
	fresh.forEach((course, index) => {
		const row = freshIds[index];
		if (row) courseIds.set(course, row.id);
	});

	const written: WrittenCourse[] = [];
	const replaced = resolved.filter((course) => course.existing !== null);
	for (const course of replaced) {
		const existing = course.existing as ExistingCourse;
		courseIds.set(course, existing.id);
		await tx
			.update(courses)
			.set({ ...courseValues(course), status: options.status, publishedAt: publishedAt(existing) })
			.where(eq(courses.id, existing.id));
		if (existing.path !== course.document.path) {
			await retirePath(tx, existing, course.document.path, options.now);
		}
	}

	const itemIds = new Map<ResolvedCourse, number[]>();
	for (const [course, ids] of await insertPrograms(tx, fresh, courseIds)) itemIds.set(course, ids);
	for (const course of replaced) {
		itemIds.set(course, await replaceProgram(tx, course, courseIds.get(course) ?? 0));
	}

	// Related courses last: a path may name a course this batch has just created.
	const related = resolved.filter(
		(course) => course.document.related.length > 0 || course.existing,
	);
	if (related.length > 0) {
		const relatedPaths = [...new Set(related.flatMap((course) => course.document.related))];
		const rows =
			relatedPaths.length === 0
				? []
				: await tx
						.select({ id: courses.id, path: courses.path })
						.from(courses)
						.where(inArray(courses.path, relatedPaths));
		const idOfPath = new Map(rows.map((row) => [row.path, row.id]));
		for (const course of related) {
			await tx
				.update(courses)
				.set({
					relatedCourseIds: course.document.related.flatMap((path) => {
						const id = idOfPath.get(path);
						return id === undefined ? [] : [id];
					}),
				})
				.where(eq(courses.id, courseIds.get(course) ?? 0));
		}
	}

	const explicitIds = resolved.some(
		(course) =>
			(course.existing === null && course.document.id !== undefined) ||
			itemsOf(course.document).some(
				(item) => item.id !== undefined && !course.keptItemIds.has(item.id),
			),
	);
	if (explicitIds) await catchUpSequences(tx);

	for (const course of resolved) {
		const courseId = courseIds.get(course) ?? 0;
		if (course.existing) await recountCourseProgress(tx, courseId);
		written.push({
			courseId,
			created: course.existing === null,
			previousPath:
				course.existing && course.existing.path !== course.document.path
					? course.existing.path
					: null,
			itemIds: itemIds.get(course) ?? [],
		});
	}
	return written;
}

/** {@link writeCourseDocuments} for one course: what publishing a studio draft calls. */
export async function writeCourseDocument(
	tx: Database,
	document: CourseDocument,
	options: CourseWriteOptions,
): Promise<WrittenCourse> {
	const [written] = await writeCourseDocuments(tx, [document], options);
	if (!written) throw new Error('writeCourseDocuments wrote nothing');
	return written;
}

/**
 * A published (or archived) course's old path keeps leading to it; a course that never went live
 * had no public page, so its old path is simply free again. Renaming back takes the path out of
 * the history.
 */
async function retirePath(tx: Database, existing: ExistingCourse, newPath: string, now: Date) {
	await tx
		.delete(coursePathHistory)
		.where(and(eq(coursePathHistory.path, newPath), eq(coursePathHistory.courseId, existing.id)));
	if (existing.status !== 'published' && existing.status !== 'archived') return;
	await tx
		.insert(coursePathHistory)
		.values({ path: existing.path, courseId: existing.id, retiredAt: now })
		.onConflictDoUpdate({
			target: coursePathHistory.path,
			set: { courseId: existing.id, retiredAt: now },
		});
}

/** Topics, items and questions of new courses, a statement each for the whole batch. */
async function insertPrograms(
	tx: Database,
	fresh: ResolvedCourse[],
	courseIds: Map<ResolvedCourse, number>,
): Promise<Map<ResolvedCourse, number[]>> {
	const result = new Map<ResolvedCourse, number[]>();
	const topicValues = fresh.flatMap((course) =>
		course.document.program.map((topic, index) => ({
			courseId: courseIds.get(course) ?? 0,
			position: index + 1,
			title: topic.title,
		})),
	);
	if (topicValues.length === 0) return result;
	const topicRows = await tx.insert(programTopics).values(topicValues).returning({
		id: programTopics.id,
		courseId: programTopics.courseId,
		position: programTopics.position,
	});
	const topicId = new Map(topicRows.map((row) => [`${row.courseId}:${row.position}`, row.id]));

	const itemValueRows = fresh.flatMap((course) => {
		const courseId = courseIds.get(course) ?? 0;
		let position = 0;
		return course.document.program.flatMap((topic, topicIndex) =>
			topic.items.map((item) => ({
				...itemValues(item, topicId.get(`${courseId}:${topicIndex + 1}`) ?? 0, ++position),
				id: item.id,
			})),
		);
	});
	if (itemValueRows.length === 0) return result;
	const itemRows = await tx.insert(programItems).values(itemValueRows).returning({
		id: programItems.id,
		topicId: programItems.topicId,
		position: programItems.position,
	});
	const itemId = new Map(itemRows.map((row) => [`${row.topicId}:${row.position}`, row.id]));

	const questions = [];
	for (const course of fresh) {
		const courseId = courseIds.get(course) ?? 0;
		const ids: number[] = [];
		let position = 0;
		for (const [topicIndex, topic] of course.document.program.entries()) {
			const topicKey = topicId.get(`${courseId}:${topicIndex + 1}`) ?? 0;
			for (const item of topic.items) {
				const id = itemId.get(`${topicKey}:${++position}`) ?? 0;
				ids.push(id);
				questions.push(...questionRows(id, item));
			}
		}
		result.set(course, ids);
	}
	if (questions.length > 0) await tx.insert(quizQuestions).values(questions);
	return result;
}

/**
 * Replaces an existing course's program in place: its topic rows reused in order, kept items
 * moved and updated, new ones inserted, the rest deleted (their progress with them), every quiz's
 * questions written again. Positions are first parked below zero so the renumbering never meets
 * the unique (topic, position) of a row not yet moved.
 */
async function replaceProgram(tx: Database, course: ResolvedCourse, courseId: number) {
	const topics = await tx
		.select({ id: programTopics.id })
		.from(programTopics)
		.where(eq(programTopics.courseId, courseId))
		.orderBy(asc(programTopics.position));
	const topicIds = topics.map((topic) => topic.id);
	const current =
		topicIds.length === 0
			? []
			: await tx
					.select({ id: programItems.id })
					.from(programItems)
					.where(inArray(programItems.topicId, topicIds));
	if (topicIds.length > 0) {
		await tx
			.update(programTopics)
			.set({ position: sql`-${programTopics.position}` })
			.where(eq(programTopics.courseId, courseId));
		await tx
			.update(programItems)
			.set({ position: sql`-${programItems.position}` })
			.where(inArray(programItems.topicId, topicIds));
	}

	const ids: number[] = [];
	const questions = [];
	let position = 0;
	for (const [topicIndex, topic] of course.document.program.entries()) {
		const reused = topicIds[topicIndex];
		let topicId: number;
		if (reused === undefined) {
			const [row] = await tx
				.insert(programTopics)
				.values({ courseId, position: topicIndex + 1, title: topic.title })
				.returning({ id: programTopics.id });
			topicId = row?.id ?? 0;
		} else {
			topicId = reused;
			await tx
				.update(programTopics)
				.set({ position: topicIndex + 1, title: topic.title })
				.where(eq(programTopics.id, topicId));
		}
		for (const item of topic.items) {
			const values = itemValues(item, topicId, ++position);
			let id: number;
			if (item.id !== undefined && course.keptItemIds.has(item.id)) {
				id = item.id;
				await tx.update(programItems).set(values).where(eq(programItems.id, id));
			} else {
				const [row] = await tx
					.insert(programItems)
					.values({ ...values, id: item.id })
					.returning({ id: programItems.id });
				id = row?.id ?? 0;
			}
			ids.push(id);
			questions.push(...questionRows(id, item));
		}
	}

	const removed = current.map((row) => row.id).filter((id) => !course.keptItemIds.has(id));
	if (removed.length > 0) await tx.delete(programItems).where(inArray(programItems.id, removed));
	const unusedTopics = topicIds.slice(course.document.program.length);
	if (unusedTopics.length > 0) {
		await tx.delete(programTopics).where(inArray(programTopics.id, unusedTopics));
	}
	const kept = ids.filter((id) => course.keptItemIds.has(id));
	if (kept.length > 0) await tx.delete(quizQuestions).where(inArray(quizQuestions.itemId, kept));
	if (questions.length > 0) await tx.insert(quizQuestions).values(questions);
	return ids;
}

/**
 * After rows were inserted with ids of their own (the demo catalogue, a file from another
 * campus), the id sequences move past them, so the next course or item made without one does not
 * collide. Never moves a sequence back (courses start at 10000).
 */
async function catchUpSequences(tx: Database) {
	for (const table of ['courses', 'program_items']) {
		await tx.execute(sql`
			select setval(
				pg_get_serial_sequence(${table}, 'id'),
				greatest(m.max_id, s.next_id),
				m.max_id >= s.next_id
			)
			from (select nextval(pg_get_serial_sequence(${table}, 'id')) as next_id) s,
				(select coalesce(max(id), 0) as max_id from ${sql.identifier(table)}) m`);
	}
}
