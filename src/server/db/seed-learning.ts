/**
 * What the campus needs to learn with (issue #6), seeded apart from the catalogue because it came
 * later: demo media for videos and scenes, quiz questions, the advice protocols and la Infiltrada's
 * brands, each only where none are yet.
 */
import { and, count, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from './client';
import {
	adviceProtocols,
	brandIngredientPairs,
	categories,
	programItems,
	programTopics,
	quizQuestions,
} from './schema';
import { demoHlsLesson, demoLessonNumber } from './demo-lessons';
import { itemsOf } from './queries/course-document-resolve';
import { demoContent, demoQuizzes as quizzesOf } from './seed-data/content-files';

/** Spanish labels of the content summary shown on course pages (singular, plural). */
import { SEED_LOCK_KEY } from './seed-lock';

/**
 * A demo video's files, always exactly `duration_seconds` long (the 90 % that completes it is
 * counted against that length, ADR 006): one of the generated HLS lessons (issue #19), chosen by
 * course and place so that videos in a row differ, in its playlist of that length; for a length no
 * playlist has, the WebM of that length (issue #6).
 */
export function demoLessonMedia(durationSeconds: number, courseId: number, videoPosition: number) {
	return (
		demoHlsLesson(demoLessonNumber(courseId, videoPosition), durationSeconds) ?? {
			mediaUrl: `lessons/lesson-${durationSeconds}.webm`,
			captionsUrl: `lessons/lesson-${durationSeconds}.es.vtt`,
		}
	);
}

/** Lower-cased, accent-free text, as `campus_search_normalize` does in SQL. */
export function normalizeForSearch(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase();
}

export interface LearningSeedResult {
	media: number;
	quizzes: number;
	protocols: number;
	brandPairs: number;
}

/**
 * Demo media for the demo catalogue's videos and scenes that have none ({@link demoLessonMedia});
 * how many it gave.
 */
async function seedDemoMedia(tx: Database): Promise<number> {
	const withoutMedia = await tx
		.select({
			id: programItems.id,
			durationSeconds: programItems.durationSeconds,
			courseId: programTopics.courseId,
		})
		.from(programItems)
		.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
		.where(
			and(
				isNull(programItems.mediaUrl),
				inArray(programItems.type, ['video', 'counter_scene']),
				gt(programItems.durationSeconds, 0),
			),
		)
		.orderBy(programTopics.courseId, programTopics.position, programItems.position);
	// Demo lessons only for the demo catalogue's own videos: a course an editor imported as a
	// draft keeps its videos without media until the editor gives them theirs.
	const demoItemIds =
		withoutMedia.length === 0
			? new Set<number>()
			: new Set(
					demoContent().courses.flatMap((course) =>
						itemsOf(course).flatMap((item) => item.id ?? []),
					),
				);
	const demoVideos = withoutMedia.filter((item) => demoItemIds.has(item.id));
	const videosSeen = new Map<number, number>();
	for (const item of demoVideos) {
		const position = videosSeen.get(item.courseId) ?? 0;
		videosSeen.set(item.courseId, position + 1);
		await tx
			.update(programItems)
			.set(demoLessonMedia(item.durationSeconds, item.courseId, position))
			.where(eq(programItems.id, item.id));
	}
	return demoVideos.length;
}

/**
 * Fills in what the campus needs to learn with (issue #6), on a database whose catalogue may
 * have been seeded before it existed: demo media for the demo catalogue's videos and scenes that
 * have none, the questions of quizzes that have none, and the protocols and la Infiltrada's brands
 * when their tables are empty. Anything already there is kept.
 */
export async function seedDemoLearning(db: Database): Promise<LearningSeedResult> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
		const mediaAdded = await seedDemoMedia(tx);

		// The quiz of a course is its (last) quiz item; questions go only where there are none.
		const quizItems = await tx
			.select({ id: programItems.id, courseId: programTopics.courseId })
			.from(programItems)
			.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
			.where(
				and(
					eq(programItems.type, 'quiz'),
					notExists(
						tx
							.select({ one: sql`1` })
							.from(quizQuestions)
							.where(eq(quizQuestions.itemId, programItems.id)),
					),
				),
			);
		const quizItemByCourse = new Map(quizItems.map((item) => [item.courseId, item.id]));
		// The content files are read only when something is missing: not at every start.
		const demoQuizzes = quizItems.length === 0 ? [] : quizzesOf(demoContent());
		const questionRows = demoQuizzes.flatMap((quiz) => {
			const itemId = quizItemByCourse.get(quiz.courseId);
			if (itemId === undefined) return [];
			return quiz.questions.map((question, index) => ({
				itemId,
				position: index + 1,
				prompt: question.prompt,
				options: question.options,
				answer: question.answer,
				explanation: question.explanation,
			}));
		});
		if (questionRows.length > 0) await tx.insert(quizQuestions).values(questionRows);

		let protocolsAdded = 0;
		const [protocolCount] = await tx.select({ n: count() }).from(adviceProtocols);
		if ((protocolCount?.n ?? 0) === 0) {
			const categoryRows = await tx
				.select({ id: categories.id, slug: categories.slug })
				.from(categories);
			const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
			const { protocols: demoProtocols } = demoContent();
			const rows = demoProtocols.flatMap((protocol) => {
				const id = categoryId.get(protocol.category);
				if (id === undefined) return [];
				return [
					{
						slug: protocol.slug,
						symptom: protocol.symptom,
						categoryId: id,
						summary: protocol.summary,
						keywords: protocol.keywords,
						questions: protocol.questions,
						recommendation: protocol.recommendation,
						referral: protocol.referral,
						searchText: normalizeForSearch(
							[protocol.symptom, protocol.summary, ...protocol.keywords].join(' '),
						),
					},
				];
			});
			if (rows.length > 0) await tx.insert(adviceProtocols).values(rows);
			protocolsAdded = rows.length;
		}

		let pairsAdded = 0;
		const [pairCount] = await tx.select({ n: count() }).from(brandIngredientPairs);
		if ((pairCount?.n ?? 0) === 0) {
			const { brandPairs: demoBrandPairs } = demoContent();
			await tx.insert(brandIngredientPairs).values(
				demoBrandPairs.map((pair) => ({
					brand: pair.brand,
					ingredient: pair.ingredient,
					therapeuticGroup: pair.group,
				})),
			);
			pairsAdded = demoBrandPairs.length;
		}

		return {
			media: mediaAdded,
			quizzes: new Set(questionRows.map((row) => row.itemId)).size,
			protocols: protocolsAdded,
			brandPairs: pairsAdded,
		};
	});
}
