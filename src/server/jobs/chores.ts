/** What each chore does (issue #18): the services own the work; this only dispatches. */
import type { AppDeps } from '../context';
import { deleteDoneJobKeys } from '../db/queries/job-keys';
import { fileStorage } from '../services/file-storage';
import { mailItineraryAssignees, remindLearners } from '../services/itinerary-mail';
import { advanceSandboxSubscriptions, remindEndingTrials } from '../services/purchase';
import { runPublicationRound } from '../services/studio/publications';
import { enqueueTeamDigests } from '../services/team-digest';
import type { ChoreJob } from './contract';

/**
 * How long the key of done work is kept: longer than any replay (Stripe retries a webhook for 3
 * days) or period, so nothing done is done again.
 */
const DONE_KEYS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

export async function runChore(deps: AppDeps, work: ChoreJob): Promise<void> {
	switch (work.chore) {
		case 'sandbox-renewals': {
			const changed = await advanceSandboxSubscriptions(deps);
			if (changed > 0) deps.logger.info({ changed }, 'sandbox subscriptions renewed or ended');
			return;
		}
		case 'trial-reminders': {
			const reminded = await remindEndingTrials(deps);
			if (reminded > 0) deps.logger.info({ reminded }, 'trial reminders queued');
			return;
		}
		case 'learning-reminders': {
			const reminded = await remindLearners(deps);
			if (reminded > 0) deps.logger.info({ reminded }, 'learning reminders queued');
			return;
		}
		case 'team-digest': {
			const digests = await enqueueTeamDigests(deps);
			if (digests > 0) deps.logger.info({ digests }, 'team digests queued');
			return;
		}
		case 'itinerary-published': {
			const assigned = await mailItineraryAssignees(deps, work.itineraryId, work.publishedBy);
			deps.logger.info({ itineraryId: work.itineraryId, assigned }, 'itinerary assignees mailed');
			return;
		}
		case 'remove-stored-file': {
			// Throws when the storage refuses: retried, then dead-lettered, never forgotten.
			await fileStorage(deps).remove(work.storageKey);
			return;
		}
		case 'publish-site': {
			// One round takes every queued publication: the job of one already built is a no-op.
			const round = await runPublicationRound(deps);
			if (round.taken.length > 0) deps.logger.info(round, 'site publication round');
			return;
		}
		case 'forget-done-job-keys': {
			const now = deps.now();
			await deleteDoneJobKeys(deps.db, new Date(now.getTime() - DONE_KEYS_KEPT_MS));
			return;
		}
	}
}
