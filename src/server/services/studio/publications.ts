/**
 * Bringing the public pages up to date after a change in the studio (issue #19, ADR 017). The
 * change and its `site_publications` row commit together with a job; the job's round takes every
 * queued row, has the site publisher build once for all of them, and records how it ended. The
 * studio lists the rows with their state and log.
 */
import { t } from '../../../i18n';
import {
	PUBLICATIONS_PAGE_SIZE,
	type QueuedPublication,
	type SitePublicationList,
} from '../../../lib/contracts/studio';
import type { DeployNotificationOutcome } from '../../../lib/contracts/site';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import * as queries from '../../db/queries/site-publications';
import type { JobRequest } from '../../jobs/contract';
import { readDeployNotification } from '../../site-publisher/netlify-notification';
import { recordStaffAction, type StaffActor } from '../audit';

type PublicationDeps = Pick<AppDeps, 'db' | 'now' | 'jobs' | 'logger' | 'sitePublisher'>;

function publishSiteChore(publicationId: number): JobRequest {
	return {
		queue: 'chores',
		key: `chore:publish-site:${String(publicationId)}`,
		work: { chore: 'publish-site', publicationId },
	};
}

/**
 * Records that the public pages must follow a change, in the change's transaction `tx`, and
 * enqueues the round that rebuilds them: a rolled-back change asks for nothing.
 */
export async function requestSitePublication(
	deps: Pick<AppDeps, 'jobs'>,
	tx: Database,
	request: { reason: string; requestedBy: number | null; at: Date },
): Promise<number> {
	const id = await queries.insertSitePublication(tx, request);
	await deps.jobs.enqueue(tx, publishSiteChore(id), request.at);
	return id;
}

export interface PublicationRound {
	/** The publications this round took (none when an earlier round already took them). */
	taken: number[];
	state: 'live' | 'building' | 'failed' | 'nothing';
}

/**
 * One build for every queued publication (the `publish-site` chore). Rows another round took are
 * left to it; a publisher that throws fails the round's rows with the error, never leaves them
 * building.
 */
export async function runPublicationRound(deps: PublicationDeps): Promise<PublicationRound> {
	const claimed = await queries.claimQueuedPublications(deps.db, deps.now());
	const last = claimed.at(-1);
	if (!last) return { taken: [], state: 'nothing' };
	const taken = claimed.map((row) => row.id);
	let outcome: Awaited<ReturnType<AppDeps['sitePublisher']['publish']>>;
	try {
		outcome = await deps.sitePublisher.publish({ upTo: last.id, reason: last.reason });
	} catch (error) {
		deps.logger.error({ err: error, taken }, 'site publication failed');
		outcome = { state: 'failed', log: String(error) };
	}
	await queries.settlePublications(deps.db, taken, {
		status: outcome.state,
		log: outcome.log,
		now: deps.now(),
	});
	return { taken, state: outcome.state };
}

/** `POST /studio/listPublications {page?}`: the latest publications, newest first. */
export async function listPublications(
	deps: PublicationDeps,
	page: number,
): Promise<SitePublicationList> {
	const { rows, total } = await queries.listSitePublications(deps.db, {
		limit: PUBLICATIONS_PAGE_SIZE,
		offset: (page - 1) * PUBLICATIONS_PAGE_SIZE,
	});
	return {
		publications: rows.map((row) => ({
			...row,
			requestedAt: row.requestedAt.toISOString(),
			startedAt: row.startedAt?.toISOString() ?? null,
			finishedAt: row.finishedAt?.toISOString() ?? null,
		})),
		total,
		page,
		pageSize: PUBLICATIONS_PAGE_SIZE,
		publisher: deps.sitePublisher.kind,
	};
}

/**
 * `POST /studio/republishSite`: builds the public pages again from the live data, after a failed
 * publication (or to be sure they show it).
 */
export async function republishSite(
	deps: PublicationDeps,
	actor: StaffActor,
): Promise<QueuedPublication> {
	const at = deps.now();
	const publicationId = await deps.db.transaction(async (tx) => {
		const id = await requestSitePublication(deps, tx, {
			reason: t('studio.publication.republished'),
			requestedBy: actor.userId,
			at,
		});
		await recordStaffAction(
			tx,
			actor,
			{ action: 'site.republish', subjectId: null, after: { publicationId: id } },
			at,
		);
		return id;
	});
	return { publicationId };
}

/**
 * `POST /site/deployNotification`: Netlify says how a deploy ended. A deploy that is `ready`
 * puts live every publication that was building when it was created, an `error` fails them with
 * Netlify's message; other states change nothing. Throws InvalidDeployNotification when the
 * signature does not hold.
 */
export async function recordDeployNotification(
	deps: Pick<AppDeps, 'db' | 'now'>,
	secret: string,
	rawBody: string,
	signature: string | undefined,
): Promise<DeployNotificationOutcome> {
	const deploy = await readDeployNotification(rawBody, signature, secret);
	if (deploy.state !== 'ready' && deploy.state !== 'error') return { settled: 0 };
	const settled = await queries.settleDeployedPublications(deps.db, {
		createdAt: deploy.createdAt,
		status: deploy.state === 'ready' ? 'live' : 'failed',
		log:
			deploy.state === 'ready'
				? 'Netlify: deploy ready.'
				: `Netlify: deploy failed. ${deploy.errorMessage ?? ''}`.trim(),
		now: deps.now(),
	});
	return { settled };
}
