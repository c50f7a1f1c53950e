/**
 * SQL of the site publications (issue #19, ADR 017): one row per change of the public pages asked
 * by the studio, taken by a build round, and settled `live` or `failed` with the build's log.
 */
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SitePublicationStatus } from '../../../lib/studio-rules';
import type { Database } from '../client';
import { sitePublications, users } from '../schema';

export async function insertSitePublication(
	db: Database,
	row: { reason: string; requestedBy: number | null; at: Date },
): Promise<number> {
	const [created] = await db
		.insert(sitePublications)
		.values({ reason: row.reason, requestedBy: row.requestedBy, requestedAt: row.at })
		.returning({ id: sitePublications.id });
	if (!created) throw new Error('insert into site_publications returned no row');
	return created.id;
}

/**
 * Takes every queued publication for one build round, in one statement: two rounds never take the
 * same row. The build starts after this commits, so it reads every change they announce.
 */
export function claimQueuedPublications(db: Database, now: Date) {
	return db
		.update(sitePublications)
		.set({ status: 'building', startedAt: now })
		.where(eq(sitePublications.status, 'queued'))
		.returning({ id: sitePublications.id, reason: sitePublications.reason })
		.then((rows) => rows.sort((a, b) => a.id - b.id));
}

/** Settles the rows of one round (only those still building: a deploy notice may have come first). */
export async function settlePublications(
	db: Database,
	ids: readonly number[],
	outcome: { status: Exclude<SitePublicationStatus, 'queued'>; log: string; now: Date },
): Promise<void> {
	if (ids.length === 0) return;
	await db
		.update(sitePublications)
		.set({
			status: outcome.status,
			log: outcome.log,
			...(outcome.status === 'building' ? {} : { finishedAt: outcome.now }),
		})
		.where(and(inArray(sitePublications.id, [...ids]), eq(sitePublications.status, 'building')));
}

/**
 * Settles what a host's deploy covered: every publication that was building when the deploy was
 * created (a later one waits for its own deploy). Answers how many rows changed.
 */
export async function settleDeployedPublications(
	db: Database,
	deploy: { createdAt: Date; status: 'live' | 'failed'; log: string; now: Date },
): Promise<number> {
	const rows = await db
		.update(sitePublications)
		.set({ status: deploy.status, log: deploy.log, finishedAt: deploy.now })
		.where(
			and(
				eq(sitePublications.status, 'building'),
				lte(sitePublications.startedAt, deploy.createdAt),
			),
		)
		.returning({ id: sitePublications.id });
	return rows.length;
}

export async function listSitePublications(db: Database, page: { limit: number; offset: number }) {
	const [rows, [total]] = await Promise.all([
		db
			.select({
				id: sitePublications.id,
				status: sitePublications.status,
				reason: sitePublications.reason,
				requestedBy: sql<
					string | null
				>`nullif(trim(${users.name} || ' ' || ${users.lastName}), '')`,
				requestedAt: sitePublications.requestedAt,
				startedAt: sitePublications.startedAt,
				finishedAt: sitePublications.finishedAt,
				log: sitePublications.log,
			})
			.from(sitePublications)
			.leftJoin(users, eq(users.id, sitePublications.requestedBy))
			.orderBy(desc(sitePublications.id))
			.limit(page.limit)
			.offset(page.offset),
		db.select({ n: count() }).from(sitePublications),
	]);
	return { rows, total: total?.n ?? 0 };
}
