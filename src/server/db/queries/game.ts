/** SQL of la Infiltrada (issue #6): the brand pairs, each round, and each person's best score. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { brandIngredientPairs, gameRounds, gameScores } from '../schema';

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameScoreRow = typeof gameScores.$inferSelect;

/** Every brand with its active ingredient and therapeutic group, in a stable order. */
export function listPairs(db: Database) {
	return db
		.select({
			brand: brandIngredientPairs.brand,
			ingredient: brandIngredientPairs.ingredient,
			group: brandIngredientPairs.therapeuticGroup,
		})
		.from(brandIngredientPairs)
		.orderBy(asc(brandIngredientPairs.id));
}

/** Stores a new round; its questions (answers included) never leave the server whole. */
export async function insertRound(
	db: Database,
	userId: number,
	questions: unknown,
	startedAt: Date,
): Promise<string> {
	const [row] = await db
		.insert(gameRounds)
		.values({ userId, questions, startedAt })
		.returning({ id: gameRounds.id });
	if (!row) throw new Error('game round not inserted');
	return row.id;
}

/**
 * The round, locked until the transaction ends, so two calls on the same round (a double
 * submit, two tabs) are marked one after the other and the second sees the first's work.
 */
export async function lockRound(db: Database, roundId: string): Promise<GameRoundRow | undefined> {
	const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, roundId)).for('update');
	return row;
}

export async function updateRound(
	db: Database,
	roundId: string,
	values: Partial<Pick<GameRoundRow, 'questions' | 'finishedAt' | 'correct' | 'score'>>,
): Promise<void> {
	await db.update(gameRounds).set(values).where(eq(gameRounds.id, roundId));
}

export async function findScore(db: Database, userId: number): Promise<GameScoreRow | undefined> {
	const [row] = await db.select().from(gameScores).where(eq(gameScores.userId, userId));
	return row;
}

/**
 * The person's score row, created empty (no round played) if missing and locked until the
 * transaction ends: two rounds finished at once are counted one after the other, so neither
 * the round count nor the best score loses an update.
 */
export async function lockScore(db: Database, userId: number, now: Date): Promise<GameScoreRow> {
	await db
		.insert(gameScores)
		.values({ userId, bestScore: 0, bestAt: now, roundsPlayed: 0, updatedAt: now })
		.onConflictDoNothing();
	const [row] = await db
		.select()
		.from(gameScores)
		.where(eq(gameScores.userId, userId))
		.for('update');
	if (!row) throw new Error('game score row neither inserted nor found');
	return row;
}

export async function updateScore(
	db: Database,
	userId: number,
	values: Pick<GameScoreRow, 'bestScore' | 'bestAt' | 'roundsPlayed' | 'updatedAt'>,
): Promise<void> {
	await db.update(gameScores).set(values).where(eq(gameScores.userId, userId));
}
