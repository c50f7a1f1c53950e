/**
 * SQL of the advice protocols (issue #6). Search runs in PostgreSQL: `search_text` is the
 * accent-free, lower-cased symptom, summary and keywords written by the seed, and the area's
 * `search_name` is kept by the database; every search word must appear in one of them.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { adviceProtocols, categories } from '../schema';

/** `%word%` for LIKE, with LIKE's own wildcards in the user's text escaped. */
function containsPattern(word: string): string {
	return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchConditions(words: readonly string[]): SQL | undefined {
	const conditions = words.flatMap((word) => {
		const pattern = containsPattern(word);
		// The pattern goes through the same normalisation, so accents and case never matter.
		const match = or(
			sql`${adviceProtocols.searchText} like campus_search_normalize(${pattern})`,
			sql`${categories.searchName} like campus_search_normalize(${pattern})`,
		);
		return match ? [match] : [];
	});
	return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The protocols matching every word (all of them without words), with their area, ordered by
 * the accent-free symptom ("Ácaros" among the A's, not after the Z's).
 */
export async function listProtocols(db: Database, words: readonly string[]) {
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
		.where(searchConditions(words))
		.orderBy(
			sql`campus_search_normalize(${adviceProtocols.symptom})`,
			asc(adviceProtocols.symptom),
			asc(adviceProtocols.id),
		);
}
