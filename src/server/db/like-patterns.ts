/**
 * LIKE patterns of what people type in a search box: `%`, `_` and `\` are looked for as
 * themselves (PostgreSQL's default escape character is `\`).
 */
function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%`: the text anywhere. */
export function containsPattern(text: string): string {
	return `%${escapeLike(text)}%`;
}

/** `text%`: what begins with the text. */
export function startsWithPattern(text: string): string {
	return `${escapeLike(text)}%`;
}
