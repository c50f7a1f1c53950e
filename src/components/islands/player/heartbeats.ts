/**
 * The player's heartbeats (issue #6, ADR 006): while a video plays, what was played since the
 * last heartbeat is sent at most once every 10 s, read from `video.played` so seeks and replays
 * are what they are. A video that ends, an item left for another and a page going away
 * (`pagehide`, with `keepalive`) send at once, so nothing played is lost.
 */
import type { SaveProgressPayload } from '../../../lib/contracts/progress';
import { subtractRanges, type PlayedRange } from '../../../lib/played-ranges';

/** No more than one write per viewer in this many milliseconds while watching. */
export const HEARTBEAT_INTERVAL_MS = 10_000;

/** What the tracker reads of the `<video>`: the parts of it that `TimeRanges` has. */
export interface PlayedSource {
	readonly currentTime: number;
	readonly played: {
		readonly length: number;
		start(index: number): number;
		end(index: number): number;
	};
}

export interface HeartbeatOptions {
	iid: number;
	source: PlayedSource;
	/** Sends one heartbeat; resolves false when it did not arrive (the ranges are sent again). */
	send: (payload: SaveProgressPayload, options: { keepalive: boolean }) => Promise<boolean>;
	now?: () => number;
}

/** Why a heartbeat is sent: the timer, or a moment that must not wait for it. */
export type FlushReason = 'interval' | 'ended' | 'leave' | 'pagehide';

/** `TimeRanges` as pairs, rounded to tenths so float noise does not make new ranges. */
export function readPlayed(source: PlayedSource): [number, number][] {
	const ranges: [number, number][] = [];
	for (let index = 0; index < source.played.length; index++) {
		const start = Math.floor(source.played.start(index) * 10) / 10;
		const end = Math.ceil(source.played.end(index) * 10) / 10;
		if (end > start) ranges.push([start, end]);
	}
	return ranges;
}

export function createHeartbeats({ iid, source, send, now = Date.now }: HeartbeatOptions) {
	/** Everything already sent (or on its way), so each heartbeat carries only what is new. */
	let sent: PlayedRange[] = [];
	let lastPosition = -1;
	let lastSentAt = -Infinity;

	function flush(reason: FlushReason): Promise<boolean> {
		const at = now();
		if (reason === 'interval' && at - lastSentAt < HEARTBEAT_INTERVAL_MS) {
			return Promise.resolve(false);
		}
		const played = readPlayed(source);
		const fresh = subtractRanges(played, sent);
		const position = Math.round(source.currentTime * 10) / 10;
		if (fresh.length === 0 && position === lastPosition) return Promise.resolve(false);
		sent = played;
		lastPosition = position;
		lastSentAt = at;
		return send(
			{ iid, pos: position, rng: fresh, ts: at },
			{ keepalive: reason === 'pagehide' },
		).then((arrived) => {
			if (!arrived) {
				// Sent again with the next heartbeat.
				sent = subtractRanges(sent, fresh);
				lastPosition = -1;
			}
			return arrived;
		});
	}

	return { flush };
}
