/**
 * What "Mis estadísticas" shows, decided without React: the statistics' load as a value and the
 * one screen that follows from it, the session check and the licences.
 */
import type { LearnerStatistics } from '../../../lib/contracts/statistics';

export type Load =
	| { state: 'idle' | 'loading' }
	| { state: 'ready'; stats: LearnerStatistics }
	| { state: 'failed'; result: string; msg: string };

/** The API's answer when no licence opens the campus (services/access.ts). */
const LICENCE_REQUIRED = 'lic_req';

export interface ScreenInput {
	phase: 'checking' | 'ready';
	isLoggedIn: boolean;
	licencesLoaded: boolean;
	hasLicence: boolean;
	load: Load;
}

export type Screen =
	'checking' | 'plans' | 'session_gone' | 'failed' | 'loading' | 'empty' | 'statistics';

/** Something to show: watching, a course started, an item done or a certificate. */
export function hasActivity(stats: LearnerStatistics): boolean {
	return (
		stats.minutesWatched > 0 ||
		stats.streak.best > 0 ||
		stats.itemsCompleted > 0 ||
		stats.coursesInProgress > 0 ||
		stats.certificates > 0
	);
}

export function screenOf({
	phase,
	isLoggedIn,
	licencesLoaded,
	hasLicence,
	load,
}: ScreenInput): Screen {
	if (phase === 'checking') return 'checking';
	// The server said no licence opens the campus (one that ended since the store last saw it).
	if (load.state === 'failed' && load.result === LICENCE_REQUIRED) return 'plans';
	// The session ended while on the page (logged out in another tab, expired).
	if (!isLoggedIn) return 'session_gone';
	if (licencesLoaded && !hasLicence) return 'plans';
	if (load.state === 'failed') return 'failed';
	if (load.state !== 'ready') return 'loading';
	return hasActivity(load.stats) ? 'statistics' : 'empty';
}

/**
 * The statistics are asked only once the reloaded licences say one opens the campus: the API
 * answers 403 without one, and the API client closes the session on any 403 (spec §7).
 */
export function canAsk({
	phase,
	isLoggedIn,
	licencesLoaded,
	hasLicence,
}: Omit<ScreenInput, 'load'>): boolean {
	return phase === 'ready' && licencesLoaded && isLoggedIn && hasLicence;
}
