/**
 * Date locks of the itineraries (issue #7). A course is locked for a person while every published
 * itinerary assigned to them (directly, or through the pharmacy whose team they are in) that
 * contains it opens it on a day after today in Spain; one itinerary that opens it already (or has
 * no date for it) is enough to open it. Courses in no itinerary of theirs are never locked.
 * services/access.ts asks here for every campus call about a course, so the player, the quiz, the
 * resources and the heartbeats all refuse a locked course with 403 `itn_lock` and its date.
 */
import { t } from '../../i18n';
import { madridDay, spanishDay } from '../../lib/dates';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/itineraries';
import { AppError } from '../errors';

type LockDeps = Pick<AppDeps, 'db' | 'now'>;
type CachedLockDeps = LockDeps & Pick<AppDeps, 'accessCache'>;

/** The refusal of a course that opens on `opensOn`. */
export function lockedError(opensOn: string): AppError {
	return new AppError('itn_lock', 403, t('itineraries.api.locked', { date: spanishDay(opensOn) }));
}

/** Refuses (403 `itn_lock`) a course the person's itineraries have not opened yet. */
export async function requireCourseUnlocked(
	deps: LockDeps,
	userId: number,
	courseId: number,
): Promise<void> {
	const [lock] = await queries.listCourseLocks(deps.db, userId, courseId);
	if (lock && lock.opensOn > madridDay(deps.now())) throw lockedError(lock.opensOn);
}

/**
 * {@link requireCourseUnlocked} for the player's heartbeats (every 10 s from every viewer): the
 * person's locks, all courses at once, are kept in the access cache (services/access.ts, 30 s)
 * and today is compared on each call, so a lock lifts at midnight exactly; an itinerary published
 * or changed is seen at once by the process that changed it, by the others that much later.
 */
export async function requireCourseUnlockedForHeartbeat(
	deps: CachedLockDeps,
	userId: number,
	courseId: number,
): Promise<void> {
	const locks = await deps.accessCache.getOrLoad(JSON.stringify(['itinerary-locks', userId]), () =>
		queries.listCourseLocks(deps.db, userId),
	);
	const lock = locks.find((candidate) => candidate.courseId === courseId);
	if (lock && lock.opensOn > madridDay(deps.now())) throw lockedError(lock.opensOn);
}
