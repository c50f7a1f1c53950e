/**
 * The seconds of a video someone really played, kept as sorted, disjoint `[start, end)` ranges
 * (issue #6): heartbeats add the ranges played since the last one, and a video counts as watched
 * once they cover 90 % of it. Seeking to the end adds nothing; replaying a part adds nothing new;
 * nothing is ever taken away. Shared by the server, which keeps the union, and the player, which
 * sends only what was played since its last heartbeat.
 */

/** `[start, end)` in seconds, start < end. */
export type PlayedRange = readonly [number, number];

/** Share of a video's seconds that must have been played for it to count as watched. */
export const WATCHED_SHARE = 0.9;

/**
 * The union of `current` and `added`, each range clipped to `[0, duration]`, sorted, with
 * touching or overlapping ranges merged. Empty or inverted ranges are dropped.
 *
 * @example
 * mergeRanges([[0, 10]], [[5, 20], [30, 40]], 60); // [[0, 20], [30, 40]]
 */
export function mergeRanges(
	current: readonly PlayedRange[],
	added: readonly PlayedRange[],
	duration: number,
): [number, number][] {
	const clipped = [...current, ...added]
		.map(([start, end]): PlayedRange => [Math.max(0, start), Math.min(duration, end)])
		.filter(([start, end]) => end > start)
		.sort((a, b) => a[0] - b[0]);
	const merged: [number, number][] = [];
	for (const [start, end] of clipped) {
		const last = merged.at(-1);
		if (last && start <= last[1]) last[1] = Math.max(last[1], end);
		else merged.push([start, end]);
	}
	return merged;
}

/** Seconds covered by disjoint ranges. */
export function playedSeconds(ranges: readonly PlayedRange[]): number {
	return ranges.reduce((sum, [start, end]) => sum + (end - start), 0);
}

/**
 * Whether the ranges cover enough of a video of `duration` seconds to count it as watched; a
 * video without duration (a PDF, a quiz) is never "watched" through ranges.
 */
export function isWatched(ranges: readonly PlayedRange[], duration: number): boolean {
	return duration > 0 && playedSeconds(ranges) >= WATCHED_SHARE * duration;
}

/**
 * The parts of `played` not in `sent`: what the player has played since its last heartbeat.
 * Both are sorted and disjoint (a `TimeRanges` read into pairs is).
 *
 * @example
 * subtractRanges([[0, 30]], [[0, 12]]); // [[12, 30]]
 */
export function subtractRanges(
	played: readonly PlayedRange[],
	sent: readonly PlayedRange[],
): [number, number][] {
	const left: [number, number][] = [];
	for (const [start, end] of played) {
		let from = start;
		for (const [sentStart, sentEnd] of sent) {
			if (sentEnd <= from || sentStart >= end) continue;
			if (sentStart > from) left.push([from, sentStart]);
			from = Math.max(from, sentEnd);
			if (from >= end) break;
		}
		if (from < end) left.push([from, end]);
	}
	return left;
}

/**
 * The first `seconds` of sorted, disjoint ranges: what is kept of them when only that many fit.
 *
 * @example
 * takeSeconds([[0, 10], [20, 40]], 15); // [[0, 10], [20, 25]]
 */
export function takeSeconds(ranges: readonly PlayedRange[], seconds: number): [number, number][] {
	const kept: [number, number][] = [];
	let left = seconds;
	for (const [start, end] of ranges) {
		if (left <= 0) break;
		const until = Math.min(end, start + left);
		kept.push([start, until]);
		left -= until - start;
	}
	return kept;
}
