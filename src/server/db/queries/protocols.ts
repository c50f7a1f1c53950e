/**
 * SQL of the advice protocols (issue #6). Search runs in PostgreSQL as the catalogue's (ADR 011):
 * `search_text` is the accent-free, lower-cased symptom, summary and keywords written by the seed,
 * and the area's `search_name` is kept by the database. A sheet matches when a word of it starts
 * with any of the search words, and the best matches come first (src/lib/protocol-search.ts).
 */
import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { PROTOCOL_MATCH_SCORE as SCORE } from '../../../lib/protocol-search';
import type { Database } from '../client';
import { adviceProtocols, categories } from '../schema';
import { wordPattern } from './word-search';

const normalizedSymptom = sql`campus_search_normalize(${adviceProtocols.symptom})`;

function searchCondition(words: readonly string[]): SQL | undefined {
	return or(
		...words.flatMap((word) => [
			sql`${adviceProtocols.searchText} ~ ${wordPattern(word)}`,
			sql`${categories.searchName} ~ ${wordPattern(word)}`,
		]),
	);
}

/** For each word, what the best place it matched is worth; the sum over the words. */
function relevance(words: readonly string[]): SQL {
	const scores = words.map(
		(word) => sql`(case
			when ${normalizedSymptom} ~ ${wordPattern(word, true)} then ${sql.raw(String(SCORE.titleWord))}
			when ${normalizedSymptom} ~ ${wordPattern(word)} then ${sql.raw(String(SCORE.titleStart))}
			when ${adviceProtocols.searchText} ~ ${wordPattern(word)} then ${sql.raw(String(SCORE.text))}
			when ${categories.searchName} ~ ${wordPattern(word)} then ${sql.raw(String(SCORE.area))}
			else 0 end)`,
	);
	return sql.join(scores, sql` + `);
}

/**
 * The protocols matching any of the words (all of them without words), with their area, the best
 * matches first, then by the accent-free symptom ("Ácaros" among the A's, not after the Z's).
 */
export async function listProtocols(db: Database, words: readonly string[]) {
	const orderBy: SQL[] = words.length > 0 ? [sql`${relevance(words)} desc`] : [];
	orderBy.push(normalizedSymptom, asc(adviceProtocols.symptom), asc(adviceProtocols.id));
	return db
		.select({
			slug: adviceProtocols.slug,
			symptom: adviceProtocols.symptom,
			categorySlug: categories.slug,
			categoryName: categories.name,
			summary: adviceProtocols.summary,
			questions: adviceProtocols.questions,
			recommendation: adviceProtocols.recommendation,
			referral: adviceProtocols.referral,
		})
		.from(adviceProtocols)
		.innerJoin(categories, eq(categories.id, adviceProtocols.categoryId))
		.where(searchCondition(words))
		.orderBy(...orderBy);
}
