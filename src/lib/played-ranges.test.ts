import { describe, expect, it } from 'vitest';
import {
	isWatched,
	mergeRanges,
	playedSeconds,
	subtractRanges,
	takeSeconds,
} from './played-ranges';

describe('mergeRanges', () => {
	it('merges overlapping and touching ranges, keeps gaps, sorts', () => {
		expect(
			mergeRanges(
				[[30, 40]],
				[
					[0, 10],
					[10, 15],
					[12, 20],
				],
				60,
			),
		).toEqual([
			[0, 20],
			[30, 40],
		]);
	});

	it('clips to the video and drops empty or inverted ranges', () => {
		expect(
			mergeRanges(
				[],
				[
					[-5, 3],
					[50, 90],
					[20, 20],
					[30, 25],
				],
				60,
			),
		).toEqual([
			[0, 3],
			[50, 60],
		]);
	});

	it('never loses what was played: a replay of a part changes nothing', () => {
		const watched = mergeRanges([], [[0, 45]], 60);
		expect(mergeRanges(watched, [[10, 20]], 60)).toEqual(watched);
	});
});

describe('isWatched (90 % of the seconds really played)', () => {
	it('counts a video as watched from 90 % of its seconds, in any order', () => {
		expect(isWatched([[0, 53.9]], 60)).toBe(false);
		expect(isWatched([[0, 54]], 60)).toBe(true);
		expect(
			isWatched(
				mergeRanges(
					[],
					[
						[30, 60],
						[0, 24],
					],
					60,
				),
				60,
			),
		).toBe(true);
	});

	it('a seek to the end is not watching: only the seconds played count', () => {
		const seeked = mergeRanges(
			[],
			[
				[0, 5],
				[55, 60],
			],
			60,
		);
		expect(playedSeconds(seeked)).toBe(10);
		expect(isWatched(seeked, 60)).toBe(false);
	});

	it('an item without duration is never watched through ranges', () => {
		expect(isWatched([], 0)).toBe(false);
	});
});

describe('subtractRanges', () => {
	it('gives what was played since the last heartbeat', () => {
		expect(subtractRanges([[0, 30]], [[0, 12]])).toEqual([[12, 30]]);
		expect(subtractRanges([[0, 30]], [])).toEqual([[0, 30]]);
		expect(subtractRanges([[0, 30]], [[0, 30]])).toEqual([]);
	});

	it('cuts around everything already sent, across several ranges', () => {
		expect(
			subtractRanges(
				[
					[0, 50],
					[60, 90],
				],
				[
					[5, 10],
					[20, 25],
					[70, 100],
				],
			),
		).toEqual([
			[0, 5],
			[10, 20],
			[25, 50],
			[60, 70],
		]);
	});

	it('a seek back and a replay of what was sent add nothing', () => {
		expect(subtractRanges([[0, 40]], [[0, 40]])).toEqual([]);
		expect(
			subtractRanges(
				[
					[0, 40],
					[100, 110],
				],
				[[0, 40]],
			),
		).toEqual([[100, 110]]);
	});
});

describe('takeSeconds', () => {
	it('keeps the earliest seconds, cutting the range where they run out', () => {
		expect(
			takeSeconds(
				[
					[0, 10],
					[20, 40],
				],
				15,
			),
		).toEqual([
			[0, 10],
			[20, 25],
		]);
		expect(takeSeconds([[0, 10]], 30)).toEqual([[0, 10]]);
		expect(takeSeconds([[0, 10]], 0)).toEqual([]);
	});
});
