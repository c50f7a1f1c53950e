/**
 * Who may learn (issue #6): a licence that gives access now (active, trialing or freemium, and
 * not past its end), their own or, for a member of a pharmacy's team, the pharmacy's (issue #7).
 * A trial or a free licence, the demo licence of spec §6, does not open the courses marked as
 * excluded from it;
 * a pharmacy on trial passes that on to its team. Every campus call checks here, so the rule has
 * one home.
 */
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import * as pharmacyQueries from '../db/queries/pharmacies';
import { AppError } from '../errors';
import { requireOwnTrainingAccess } from './own-training';
import { pharmacyPlan } from './pharmacy-access';
import { requireCourseUnlocked, requireCourseUnlockedForHeartbeat } from './itinerary-locks';
import * as subscriptions from './subscriptions';

type AccessDeps = Pick<AppDeps, 'db' | 'now'>;
type CachedAccessDeps = AccessDeps & Pick<AppDeps, 'accessCache'>;

/**
 * Statuses whose licence opens the campus while it has not ended. A renewal the card declined
 * (`past_due`) keeps it open until its grace ends, which is then the licence's end (issue #18).
 */
const OPEN_STATUSES = ['active', 'trialing', 'freemium', 'past_due'];

/** Statuses of the demo licence of spec §6: the courses excluded from it stay closed. */
const DEMO_STATUSES = ['trialing', 'freemium'];

export interface LearningAccess {
	/** Only trial or free licences are open: the demo licence's exclusions apply. */
	demoOnly: boolean;
}

/** Refuses (403 `lic_req`) someone without a licence that gives access now. */
export async function requireLearningAccess(
	deps: AccessDeps,
	userId: number,
): Promise<LearningAccess> {
	const { ens } = await subscriptions.getSubscriptions(deps, userId);
	const now = deps.now();
	const open = ens.filter(
		(licence) =>
			OPEN_STATUSES.includes(licence.status) &&
			(licence.end === null || new Date(licence.end) > now),
	);
	// A free licence (`freemium`) opens what the trial opens; a paid plan opens the rest (issue #17).
	const ownDemoOnly = open.every((licence) => DEMO_STATUSES.includes(licence.status));
	if (open.length > 0 && !ownDemoOnly) return { demoOnly: false };

	const team = await pharmacyQueries.findPharmacyOfPerson(deps.db, userId);
	const teamPlan = team ? await pharmacyPlan(deps, team) : null;
	if (open.length === 0 && !teamPlan) {
		throw new AppError('lic_req', 403, t('progress.licence_required'));
	}
	return { demoOnly: (open.length === 0 || ownDemoOnly) && (!teamPlan || teamPlan.trial) };
}

/**
 * What the access checks read of a course. `pharmacyId` is set for a pharmacy's own training
 * (issue #7): only the teams that may see it get past, everyone else is told it does not exist
 * (404 `co_nf`, services/own-training.ts).
 */
export interface CourseForAccess {
	demoExcluded: boolean;
	courseId: number;
	pharmacyId?: number | null;
}

/**
 * Refuses, with the right code, someone whose licences do not open this course, or whose
 * itineraries open it on a later day (403 `itn_lock`, services/itinerary-locks.ts).
 */
export async function requireCourseAccess(
	deps: AccessDeps,
	userId: number,
	course: CourseForAccess,
): Promise<LearningAccess> {
	const access =
		course.pharmacyId != null
			? await requireOwnTrainingAccess(deps, userId, course.pharmacyId, () =>
					requireLearningAccess(deps, userId),
				)
			: await requireLearningAccess(deps, userId);
	if (course.demoExcluded && access.demoOnly) {
		throw new AppError('demo_excl', 403, t('progress.demo_excluded'));
	}
	await requireCourseUnlocked(deps, userId, course.courseId);
	return access;
}

/**
 * {@link requireCourseAccess} for the player's heartbeats, which come every 10 s from every
 * viewer: a licence found open is trusted for `ACCESS_CHECK_SECONDS` (services/access-cache.ts), a refusal is never
 * kept. A licence that ends is honoured that much later, never earlier; a new
 * one is seen at once. Who may see an own training is kept the same way (someone removed from a
 * team stops counting that much later).
 */
export async function requireCourseAccessForHeartbeat(
	deps: CachedAccessDeps,
	userId: number,
	course: CourseForAccess,
): Promise<LearningAccess> {
	const ownPharmacyId = course.pharmacyId;
	const access =
		ownPharmacyId != null
			? await requireOwnTrainingAccessCached(deps, userId, ownPharmacyId)
			: await cachedLearningAccess(deps, userId);
	if (course.demoExcluded && access.demoOnly) {
		throw new AppError('demo_excl', 403, t('progress.demo_excluded'));
	}
	await requireCourseUnlockedForHeartbeat(deps, userId, course.courseId);
	return access;
}

/**
 * {@link requireOwnTrainingAccess} with what any learner needs, kept like the heartbeat's checks:
 * an answer that lets the user in is trusted for `ACCESS_CHECK_SECONDS` (services/access-cache.ts), a refusal never. Also what keeps a signed link to an own-training file working
 * (services/file-serving.ts): someone removed from the team loses it that much later.
 */
export function requireOwnTrainingAccessCached(
	deps: CachedAccessDeps,
	userId: number,
	pharmacyId: number,
): Promise<LearningAccess> {
	return deps.accessCache.getOrLoad(
		JSON.stringify(['own-training-access', userId, pharmacyId]),
		() =>
			requireOwnTrainingAccess(deps, userId, pharmacyId, () => cachedLearningAccess(deps, userId)),
	);
}

function cachedLearningAccess(deps: CachedAccessDeps, userId: number): Promise<LearningAccess> {
	return deps.accessCache.getOrLoad(JSON.stringify(['learning-access', userId]), () =>
		requireLearningAccess(deps, userId),
	);
}
