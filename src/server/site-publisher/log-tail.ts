/** How much of a build's output the studio keeps: the end, where a failure says why. */
export const LOG_TAIL_CHARACTERS = 8000;

/** Keeps the last {@link LOG_TAIL_CHARACTERS} characters of what is appended. */
export function logTail() {
	let text = '';
	return {
		append(chunk: string) {
			text = (text + chunk).slice(-LOG_TAIL_CHARACTERS);
		},
		toString: () => text,
	};
}
