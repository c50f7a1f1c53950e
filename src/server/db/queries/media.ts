/**
 * SQL of the studio's media (issue #19, ADR 017m): the rows of `media_assets`. The bytes are in
 * the storage (services/file-storage.ts) under each row's keys.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MediaKind, MediaStatus } from '../../../lib/studio-rules';
import type { Database } from '../client';
import { mediaAssets } from '../schema';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;

export async function insertMediaAsset(
	db: Database,
	values: Pick<
		typeof mediaAssets.$inferInsert,
		'id' | 'originalName' | 'bytes' | 'masterKey' | 'createdBy' | 'createdAt' | 'updatedAt'
	> &
		Partial<Pick<typeof mediaAssets.$inferInsert, 'kind' | 'status'>>,
): Promise<MediaAssetRow> {
	const [row] = await db.insert(mediaAssets).values(values).returning();
	if (!row) throw new Error('media_assets insert returned no row');
	return row;
}

export async function findMediaAsset(db: Database, id: string): Promise<MediaAssetRow | undefined> {
	const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
	return row;
}

/** What each of `ids` is, where it stands and whether it has captions, for the publish check. */
export async function listMediaStates(
	db: Database,
	ids: string[],
): Promise<{ id: string; kind: MediaKind; status: MediaStatus; hasCaptions: boolean }[]> {
	if (ids.length === 0) return [];
	const rows = await db
		.select({
			id: mediaAssets.id,
			kind: mediaAssets.kind,
			status: mediaAssets.status,
			captionsKey: mediaAssets.captionsKey,
		})
		.from(mediaAssets)
		.where(inArray(mediaAssets.id, ids));
	return rows.map((row) => ({
		id: row.id,
		kind: row.kind,
		status: row.status,
		hasCaptions: row.captionsKey !== null,
	}));
}

/** The most recent assets first. */
export async function listMediaAssets(db: Database, limit: number): Promise<MediaAssetRow[]> {
	return db.select().from(mediaAssets).orderBy(desc(mediaAssets.createdAt)).limit(limit);
}

/**
 * Moves the asset from `from` to `to` (and writes `values`); answers whether it was in `from`, so
 * two requests or two deliveries of a job decide a step once.
 */
export async function moveMediaAsset(
	db: Database,
	id: string,
	from: MediaStatus,
	to: MediaStatus,
	values: Partial<
		Pick<
			typeof mediaAssets.$inferInsert,
			| 'durationSeconds'
			| 'width'
			| 'height'
			| 'renditions'
			| 'playlistKey'
			| 'posterKey'
			| 'error'
			| 'bytes'
		>
	> & { updatedAt: Date },
): Promise<boolean> {
	const rows = await db
		.update(mediaAssets)
		.set({ ...values, status: to })
		.where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, from)))
		.returning({ id: mediaAssets.id });
	return rows.length > 0;
}

export async function setMediaCaptions(
	db: Database,
	id: string,
	captionsKey: string,
	now: Date,
): Promise<void> {
	await db.update(mediaAssets).set({ captionsKey, updatedAt: now }).where(eq(mediaAssets.id, id));
}

/** Deletes the asset if it is still `status`; answers whether it did. */
export async function deleteMediaAssetIn(
	db: Database,
	id: string,
	status: MediaStatus,
): Promise<boolean> {
	const rows = await db
		.delete(mediaAssets)
		.where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, status)))
		.returning({ id: mediaAssets.id });
	return rows.length > 0;
}
