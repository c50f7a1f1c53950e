/**
 * Word-start matching shared by the catalogue and the advice protocols (ADR 011): a search word
 * matches where a word of the text starts with it ("tos" finds "Tos seca", not "productos").
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The regular expression (PostgreSQL's ARE) of a word starting with `term`, or being it when
 * `whole`: `\m` and `\M` are the start and end of a word. The user's text is escaped, then goes
 * through the same normalisation as the columns, so accents and case never matter.
 */
export function wordPattern(term: string, whole = false): SQL {
	const escaped = term.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`);
	return sql`('\\m' || campus_search_normalize(${escaped})${whole ? sql` || '\\M'` : sql``})`;
}
