/**
 * How the advice protocols (issue #6, `aula/protocolos-de-consejo`) are searched: accent- and
 * case-insensitive, a word matches where a word of the sheet starts with it (as the catalogue,
 * ADR 011), and any word of the search is enough: "niño con diarrea" finds the diarrhoea sheet,
 * ranked first because its title matches. Spanish stop words ("con", "de", "la"…) are left out.
 * The server does it in SQL over the stored `search_text` (symptom, summary and keywords); the
 * island does the same over what it has loaded (symptom, summary and area), so results appear
 * as the user types and the server's answer adds the sheets found by a keyword and gives the
 * final order. No i18n and no valibot here: the island imports this module and must stay small.
 */

/** Longest search accepted (characters, after trimming). */
export const PROTOCOL_SEARCH_MAX_LENGTH = 80;

/** Most words of a search that count (a pasted paragraph does not make a huge query). */
export const PROTOCOL_SEARCH_MAX_WORDS = 8;

/**
 * What a search word is worth in a sheet, by where it matched (the best place counts): a whole
 * word of the title, the start of a word of the title, of the text (summary, keywords), of the area.
 */
export const PROTOCOL_MATCH_SCORE = { titleWord: 8, titleStart: 4, text: 2, area: 1 } as const;

/**
 * Words that say nothing about a symptom (accent-free, as the search is normalised): articles,
 * prepositions, conjunctions, pronouns and the commonest verbs of a question at the counter.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
	(
		'a al algo ante bajo cada como con contra cual cuando de del desde donde durante e el ella ' +
		'ellos en entre es esta este esto hay hasta la las le les lo los mas me mi mis mucho muy ' +
		'ni no nos o os otra otro para pero poco por porque que se segun sin sobre su sus tambien ' +
		'te tengo tiene tu un una unas uno unos y ya'
	).split(' '),
);

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
 * The words of a search that count, normalised, each once: stop words are left out, unless the
 * search has nothing else (then "con" still finds what contains it).
 *
 * @example
 * searchWords('  Niño CON  diarrea '); // ['nino', 'diarrea']
 * searchWords('   '); // []
 */
export function searchWords(search: string | undefined): string[] {
	const words = normalizeSearchText(search ?? '')
		.split(/\s+/)
		.filter((word) => word.length > 0);
	const meaningful = words.filter((word) => !STOP_WORDS.has(word));
	return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(
		0,
		PROTOCOL_SEARCH_MAX_WORDS,
	);
}

/** What the island knows of a protocol and can search locally. */
export interface LocallySearchable {
	symptom: string;
	summary: string;
	category: { name: string };
}

function escapeRegExp(text: string): string {
	return text.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`);
}

/** Whether a word of the (normalised) `text` starts with `word`, or is it when `whole`. */
function hasWord(text: string, word: string, whole = false): boolean {
	// Like PostgreSQL's `\m`/`\M`: letters, digits and `_` make up a word.
	const end = whole ? '(?![\\p{L}\\p{N}_])' : '';
	return new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}${end}`, 'u').test(text);
}

/**
 * How well a protocol matches the words (0: not at all), from what the island has: the sum, over
 * the words, of {@link PROTOCOL_MATCH_SCORE} for the best place each matched. The server adds the
 * sheets' keywords to the text.
 *
 * @example
 * relevanceLocally(diarrhoea, searchWords('niño con diarrea')); // 10: title word + summary
 */
export function relevanceLocally(protocol: LocallySearchable, words: readonly string[]): number {
	const title = normalizeSearchText(protocol.symptom);
	const text = normalizeSearchText(protocol.summary);
	const area = normalizeSearchText(protocol.category.name);
	let score = 0;
	for (const word of words) {
		if (hasWord(title, word, true)) score += PROTOCOL_MATCH_SCORE.titleWord;
		else if (hasWord(title, word)) score += PROTOCOL_MATCH_SCORE.titleStart;
		else if (hasWord(text, word)) score += PROTOCOL_MATCH_SCORE.text;
		else if (hasWord(area, word)) score += PROTOCOL_MATCH_SCORE.area;
	}
	return score;
}
