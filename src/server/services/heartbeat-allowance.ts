/**
 * The heartbeat allowance (issue #15, ADR 006): the server accepts newly played seconds of a
 * video only as fast as its own clock allows at the fastest playback speed the player offers, so
 * a made-up heartbeat (`rng: [[0, 9999]]`), or a burst of them, cannot mark a video watched.
 *
 * Each viewing (a person's progress row on one item, whatever the device) keeps a credit of
 * seconds: the server's time since its last top-up × the speed, up to a cap, so the hours between
 * two sittings do not buy a whole video; an initial credit covers the first heartbeat, which
 * carries what was played before it. A heartbeat spends the credit on its new seconds first (the
 * earliest ones; any beyond the credit are dropped), then on seconds played again, which count as
 * time spent learning but add nothing to the union. The device's `ts` is never trusted for this.
 */
import {
	mergeRanges,
	playedSeconds,
	subtractRanges,
	takeSeconds,
	type PlayedRange,
} from '../../lib/played-ranges';

/**
 * Real seconds of initial credit: the player's first heartbeat (a second or so after play starts,
 * then 10 s of playing) and a heartbeat arriving late, at the fastest speed. 30 s of video at 2×.
 */
export const INITIAL_CREDIT_REAL_SECONDS = 15;
/**
 * Real seconds the credit may hold: a connection lost for this long loses nothing (heartbeats.ts
 * sends the seconds again, batched), while idle hours buy no more than 90 s of video at 2×, short
 * of 90 % of the shortest video (150 s).
 */
export const CREDIT_CAP_REAL_SECONDS = 45;

export interface CreditState {
	creditSeconds: number;
	/** The server's time of the last top-up; null before the viewing's first heartbeat. */
	creditAt: Date | null;
}

/** The credit available at `now`: the initial one, or the last one topped up by elapsed × rate. */
export function availableCredit(state: CreditState, now: Date, rate: number): number {
	if (state.creditAt === null) return INITIAL_CREDIT_REAL_SECONDS * rate;
	// Another process's clock a little ahead: no time passed, none taken away.
	const elapsed = Math.max(0, (now.getTime() - state.creditAt.getTime()) / 1000);
	return Math.min(CREDIT_CAP_REAL_SECONDS * rate, state.creditSeconds + elapsed * rate);
}

export interface AllowedHeartbeat {
	/** The union of what was played, with the new seconds the credit allowed. */
	ranges: [number, number][];
	/** New seconds added to the union. */
	counted: number;
	/** Seconds of the heartbeat accepted as time spent (counted + allowed replays): learning_days. */
	spent: number;
	/** What is left of the credit, and when it was worked out. */
	credit: { creditSeconds: number; creditAt: Date };
}

/**
 * Applies one heartbeat's ranges to a viewing: what it adds to `played`, what it spends of the
 * credit, and what is left. Ranges are clipped to `[0, duration]` first.
 *
 * @example
 * // A first heartbeat claiming a whole 3-minute video gets the initial 30 s, no more.
 * allowHeartbeat([], [[0, 9999]], 180, { creditSeconds: 0, creditAt: null }, now, 2).ranges;
 * // [[0, 30]]
 */
export function allowHeartbeat(
	played: readonly PlayedRange[],
	added: readonly PlayedRange[],
	duration: number,
	state: CreditState,
	now: Date,
	rate: number,
): AllowedHeartbeat {
	const credit = availableCredit(state, now, rate);
	const claimed = mergeRanges([], added, duration);
	const fresh = subtractRanges(claimed, played);
	const kept = takeSeconds(fresh, credit);
	const counted = playedSeconds(kept);
	const replayed = playedSeconds(claimed) - playedSeconds(fresh);
	const spent = counted + Math.min(replayed, credit - counted);
	const lastTopUp = state.creditAt && state.creditAt > now ? state.creditAt : now;
	return {
		ranges: mergeRanges(played, kept, duration),
		counted,
		spent,
		credit: { creditSeconds: Math.max(0, credit - spent), creditAt: lastTopUp },
	};
}
