/** SQL of course quizzes (issue #6): their questions and each person's attempts. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { quizAttempts, quizQuestions } from '../schema';

export function listQuestions(db: Database, itemId: number) {
	return db
		.select()
		.from(quizQuestions)
		.where(eq(quizQuestions.itemId, itemId))
		.orderBy(asc(quizQuestions.position));
}

/**
 * Writes the attempt unless one with its number exists (a second submission of the same shown
 * quiz, sent twice or from two devices at once): answers whether it was written.
 */
export async function insertAttempt(
	db: Database,
	values: typeof quizAttempts.$inferInsert,
): Promise<boolean> {
	const written = await db
		.insert(quizAttempts)
		.values(values)
		.onConflictDoNothing({
			target: [quizAttempts.userId, quizAttempts.itemId, quizAttempts.attempt],
		})
		.returning({ id: quizAttempts.id });
	return written.length > 0;
}

/**
 * The person's latest attempt at the quiz (undefined when none), whether any passed, and how
 * many failed: one row, read with the attempts' index.
 */
export async function findAttemptSummary(db: Database, userId: number, itemId: number) {
	const mine = and(eq(quizAttempts.userId, userId), eq(quizAttempts.itemId, itemId));
	const [latest] = await db
		.select({
			attempt: quizAttempts.attempt,
			score: quizAttempts.score,
			passed: quizAttempts.passed,
			createdAt: quizAttempts.createdAt,
			everPassed: sql<boolean>`bool_or(${quizAttempts.passed}) over ()`,
			failed: sql<number>`(count(*) filter (where not ${quizAttempts.passed}) over ())::int`,
		})
		.from(quizAttempts)
		.where(mine)
		.orderBy(desc(quizAttempts.attempt))
		.limit(1);
	return latest;
}
