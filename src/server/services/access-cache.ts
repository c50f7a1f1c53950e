/**
 * The per-process cache of who may learn (issue #16): licences, team access and itinerary locks
 * per user, apart from the catalogue's cache, which holds only what is the same for everyone
 * (ADR 001). services/access.ts and itinerary-locks.ts read through it; the services that change
 * who may learn call {@link forgetAccess}.
 */
import type { AppDeps } from '../context';
import { createTtlCache, type TtlCache } from './ttl-cache';

/**
 * How long a process trusts that someone may learn (their licence, their team, their itinerary
 * locks). Longer than the player's 10 s between heartbeats, so most of a viewer's heartbeats read
 * no licence; the process that changes who may learn forgets at once ({@link forgetAccess}), any
 * other process within this time.
 */
export const ACCESS_CHECK_SECONDS = 30;

/** The cache for `AppDeps.accessCache`. */
export function createAccessCache(now: () => number = Date.now): TtlCache {
	// Past this many viewers within ACCESS_CHECK_SECONDS the oldest is read again: memory stays
	// bounded whatever the traffic (three entries at most per viewer).
	return createTtlCache({ ttlMs: ACCESS_CHECK_SECONDS * 1000, maxEntries: 20_000, now });
}

/**
 * After a change to who may learn what (a licence's status, a team's members, an itinerary's
 * courses, dates or people) has committed: this process reads every access again. Such changes
 * are a few a day, and a whole clear is what keeps a team-wide change (a pharmacy's plan, an
 * itinerary assigned to a pharmacy) from needing to know each person it touches.
 */
export function forgetAccess(deps: Pick<AppDeps, 'accessCache'>): void {
	deps.accessCache.clear();
}
