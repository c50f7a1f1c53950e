import { describe, expect, it } from 'vitest';
import type { SaveProgressPayload } from '../../../lib/contracts/progress';
import {
	createHeartbeats,
	HEARTBEAT_INTERVAL_MS,
	readPlayed,
	type PlayedSource,
} from './heartbeats';

/** A `<video>` stand-in whose played ranges and position the test moves. */
function fakeVideo() {
	const state = { currentTime: 0, ranges: [] as [number, number][] };
	const source: PlayedSource = {
		get currentTime() {
			return state.currentTime;
		},
		played: {
			get length() {
				return state.ranges.length;
			},
			start: (index) => state.ranges[index]?.[0] ?? 0,
			end: (index) => state.ranges[index]?.[1] ?? 0,
		},
	};
	return { state, source };
}

function tracker(arrives: () => boolean = () => true) {
	const video = fakeVideo();
	let clock = 1_000_000;
	const sent: { payload: SaveProgressPayload; keepalive: boolean }[] = [];
	const heartbeats = createHeartbeats({
		iid: 7,
		source: video.source,
		now: () => clock,
		send: (payload, { keepalive }) => {
			sent.push({ payload, keepalive });
			return Promise.resolve(arrives());
		},
	});
	return {
		video: video.state,
		heartbeats,
		sent,
		advance: (ms: number) => {
			clock += ms;
		},
	};
}

describe('heartbeats', () => {
	it('sends only what was played since the last heartbeat, and the position', async () => {
		const { video, heartbeats, sent, advance } = tracker();
		video.ranges = [[0, 12.04]];
		video.currentTime = 12.04;
		await heartbeats.flush('interval');
		advance(HEARTBEAT_INTERVAL_MS);
		video.ranges = [[0, 25]];
		video.currentTime = 25;
		await heartbeats.flush('interval');
		expect(sent.map((beat) => beat.payload.rng)).toEqual([[[0, 12.1]], [[12.1, 25]]]);
		expect(sent.map((beat) => beat.payload.pos)).toEqual([12, 25]);
		expect(sent[0]?.payload.iid).toBe(7);
		expect(sent[1]?.payload.ts).toBeGreaterThan(sent[0]?.payload.ts ?? Infinity);
	});

	it('writes at most once every 10 s while watching', async () => {
		const { video, heartbeats, sent, advance } = tracker();
		for (let second = 1; second <= 35; second++) {
			video.ranges = [[0, second]];
			video.currentTime = second;
			advance(1000);
			await heartbeats.flush('interval');
		}
		// 35 seconds of watching: the first tick and then one every 10 s.
		expect(sent).toHaveLength(4);
		const gaps = sent
			.slice(1)
			.map((beat, index) => beat.payload.ts - (sent[index]?.payload.ts ?? 0));
		for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(HEARTBEAT_INTERVAL_MS);
	});

	it('sends at once when the video ends or the page goes, the last with keepalive', async () => {
		const { video, heartbeats, sent, advance } = tracker();
		video.ranges = [[0, 5]];
		video.currentTime = 5;
		await heartbeats.flush('interval');
		advance(2000);
		video.ranges = [[0, 7]];
		video.currentTime = 7;
		await heartbeats.flush('ended');
		advance(500);
		video.ranges = [[0, 8]];
		video.currentTime = 8;
		await heartbeats.flush('pagehide');
		expect(sent.map((beat) => [beat.payload.rng, beat.keepalive])).toEqual([
			[[[0, 5]], false],
			[[[5, 7]], false],
			[[[7, 8]], true],
		]);
	});

	it('sends nothing when nothing moved, and a seek back sends the position alone', async () => {
		const { video, heartbeats, sent, advance } = tracker();
		video.ranges = [[0, 30]];
		video.currentTime = 30;
		await heartbeats.flush('leave');
		await heartbeats.flush('leave');
		expect(sent).toHaveLength(1);
		advance(HEARTBEAT_INTERVAL_MS);
		video.currentTime = 10;
		await heartbeats.flush('interval');
		expect(sent[1]?.payload).toMatchObject({ pos: 10, rng: [] });
	});

	it('sends again what did not arrive', async () => {
		let arrive = false;
		const { video, heartbeats, sent, advance } = tracker(() => arrive);
		video.ranges = [[0, 10]];
		video.currentTime = 10;
		await heartbeats.flush('interval');
		arrive = true;
		advance(HEARTBEAT_INTERVAL_MS);
		video.ranges = [[0, 20]];
		video.currentTime = 20;
		await heartbeats.flush('interval');
		expect(sent[1]?.payload.rng).toEqual([[0, 20]]);
	});

	it('reads TimeRanges into rounded pairs', () => {
		const { state, source } = fakeVideo();
		state.ranges = [
			[0.04, 3.01],
			[5, 5],
		];
		expect(readPlayed(source)).toEqual([[0, 3.1]]);
	});
});
