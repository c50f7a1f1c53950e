/** SQL of course quizzes (issue #6): their questions and each person's attempts. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { quizAttempts, quizQuestions } from '../schema';

export function listQuestions(db: Database, itemId: number) {
	return db
		.select()
		.from(quizQuestions)
		.where(eq(quizQuestions.itemId, itemId))
		.orderBy(asc(quizQuestions.position));
}

export async function insertAttempt(db: Database, values: typeof quizAttempts.$inferInsert) {
	await db.insert(quizAttempts).values(values);
}

/** The person's latest attempt at the quiz, or undefined. */
export async function findLatestAttempt(db: Database, userId: number, itemId: number) {
	const [row] = await db
		.select()
		.from(quizAttempts)
		.where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.itemId, itemId)))
		.orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id))
		.limit(1);
	return row;
}
