/**
 * Who may learn (issue #6): a licence that gives access now (active, trialing or freemium, and
 * not past its end). A trial, the demo licence of spec §6, does not open the courses marked as
 * excluded from it. Every campus call checks here, so the rule has one home.
 */
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import { AppError } from '../errors';
import * as subscriptions from './subscriptions';

type AccessDeps = Pick<AppDeps, 'db' | 'now'>;
type CachedAccessDeps = AccessDeps & Pick<AppDeps, 'catalogueCache'>;

/** Statuses whose licence opens the campus while it has not ended. */
const OPEN_STATUSES = ['active', 'trialing', 'freemium'];

export interface LearningAccess {
	/** Only trial licences are open: the demo licence's exclusions apply. */
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
	if (open.length === 0) throw new AppError('lic_req', 403, t('progress.licence_required'));
	return { demoOnly: open.every((licence) => licence.status === 'trialing') };
}

/** Refuses, with the right code, someone whose licences do not open this course. */
export async function requireCourseAccess(
	deps: AccessDeps,
	userId: number,
	course: { demoExcluded: boolean },
): Promise<LearningAccess> {
	const access = await requireLearningAccess(deps, userId);
	if (course.demoExcluded && access.demoOnly) {
		throw new AppError('demo_excl', 403, t('progress.demo_excluded'));
	}
	return access;
}

/**
 * {@link requireCourseAccess} for the player's heartbeats, which come every 10 s from every
 * viewer: a licence found open is trusted for the process cache's lifetime (30 s by default),
 * a refusal is never kept. A licence that ends is honoured that much later, never earlier; a new
 * one is seen at once.
 */
export async function requireCourseAccessForHeartbeat(
	deps: CachedAccessDeps,
	userId: number,
	course: { demoExcluded: boolean },
): Promise<LearningAccess> {
	const access = await deps.catalogueCache.getOrLoad(
		JSON.stringify(['learning-access', userId]),
		() => requireLearningAccess(deps, userId),
	);
	if (course.demoExcluded && access.demoOnly) {
		throw new AppError('demo_excl', 403, t('progress.demo_excluded'));
	}
	return access;
}
