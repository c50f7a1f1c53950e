/**
 * How the advice protocols (issue #6, `aula/protocolos-de-consejo`) are searched: accent- and
 * case-insensitive, every word must match. The server does it in SQL over the stored
 * `search_text` (symptom, summary and keywords); the island does the same over what it has
 * loaded (symptom, summary and area), so results appear as the user types and the server's
 * answer only adds the sheets found by a keyword. No i18n and no valibot here: the island
 * imports this module and must stay small.
 */

/** Longest search accepted (characters, after trimming). */
export const PROTOCOL_SEARCH_MAX_LENGTH = 80;

/**
 * Lower-cased, accent-free text, like `normalizeForSearch` of the seed and
 * `campus_search_normalize` in SQL.
 *
 * @example
 * normalizeSearchText('Ácidez y ARDOR'); // 'acidez y ardor'
 */
export function normalizeSearchText(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase();
}

/**
 * The words of a search, normalised: what must all appear in a protocol for it to match.
 *
 * @example
 * searchWords('  Dolor  de  GARGANTA '); // ['dolor', 'de', 'garganta']
 * searchWords('   '); // []
 */
export function searchWords(search: string | undefined): string[] {
	return normalizeSearchText(search ?? '')
		.split(/\s+/)
		.filter((word) => word.length > 0);
}

/** What the island knows of a protocol and can search locally. */
export interface LocallySearchable {
	symptom: string;
	summary: string;
	category: { name: string };
}

/**
 * Whether every word appears in the protocol's symptom, summary or area (a subset of what the
 * server searches, which also knows each sheet's keywords).
 *
 * @example
 * matchesLocally(protocol, searchWords('ardor estomago')); // true for "Acidez y ardor de estómago"
 */
export function matchesLocally(protocol: LocallySearchable, words: readonly string[]): boolean {
	if (words.length === 0) return true;
	const text = normalizeSearchText(
		`${protocol.symptom} ${protocol.summary} ${protocol.category.name}`,
	);
	return words.every((word) => text.includes(word));
}
