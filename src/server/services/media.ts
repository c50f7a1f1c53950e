/**
 * The studio's media (issue #19, ADR 017m): what an asset looks like to the studio, its captions,
 * and how a player gets to play it. Rules only: routes/studio/media and routes/media speak HTTP.
 */
import { randomUUID } from 'node:crypto';
import { t } from '../../i18n';
import type {
	CaptionsAnswer,
	MediaAssetView,
	PlaybackAnswer,
	RenditionName,
} from '../../lib/contracts/media';
import { RENDITIONS } from '../../lib/contracts/media';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/media';
import type { MediaAssetRow } from '../db/queries/media';
import { AppError } from '../errors';
import { CaptionsError, captionsMessage, checkWebVtt, srtToWebVtt } from './captions';
import { fileStorage, mediaKey } from './file-storage';
import { checkFileSignature, signedLinkQuery } from './file-urls';
import { discardUpload, type ReceivedUpload } from './uploads';

type MediaDeps = Pick<AppDeps, 'db' | 'config' | 'files' | 'now'>;

/**
 * How long a playback link works: a long lesson with pauses (like the file links of ADR 009).
 * The segments inside the playlists are signed for what is left of it.
 */
export const PLAYBACK_TTL_SECONDS = 6 * 60 * 60;
/** Posters and captions shown in the studio: long enough for an editing session. */
const STUDIO_LINK_TTL_SECONDS = 60 * 60;
/** Shortest life of a segment link, so a playlist fetched just before its end still plays. */
const MIN_SEGMENT_TTL_SECONDS = 60;

const notFound = () => new AppError('media_nf', 404, t('media.api.media_nf'));

async function requireAsset(deps: MediaDeps, id: string): Promise<MediaAssetRow> {
	const asset = await queries.findMediaAsset(deps.db, id);
	if (!asset) throw notFound();
	return asset;
}

/** Captions and playback are a video's: a PDF sheet has neither. */
async function requireVideo(deps: MediaDeps, id: string): Promise<MediaAssetRow> {
	const asset = await requireAsset(deps, id);
	if (asset.kind !== 'video') throw new AppError('media_state', 409, t('media.api.not_video'));
	return asset;
}

/** An asset as the studio shows it, with a short-lived poster link once it is ready. */
export async function mediaAssetView(deps: MediaDeps, row: MediaAssetRow): Promise<MediaAssetView> {
	const link = { ttlSeconds: STUDIO_LINK_TTL_SECONDS, now: deps.now() };
	const order = RENDITIONS.map((rendition) => rendition.name as string);
	return {
		id: row.id,
		kind: row.kind,
		status: row.status,
		originalName: row.originalName,
		bytes: row.bytes,
		durationSeconds: row.durationSeconds,
		renditions: row.renditions
			.filter((name): name is RenditionName => order.includes(name))
			.sort((a, b) => order.indexOf(a) - order.indexOf(b)),
		posterUrl:
			row.status === 'ready' && row.posterKey
				? await fileStorage(deps).signedUrl(row.posterKey, link)
				: null,
		hasCaptions: row.captionsKey !== null,
		error: row.error,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

/** One asset, for the studio's polling while it is transcoded. Throws 404 `media_nf`. */
export async function getMediaAsset(deps: MediaDeps, id: string): Promise<MediaAssetView> {
	return mediaAssetView(deps, await requireAsset(deps, id));
}

/** The most recent assets first. */
export async function listRecentMediaAssets(
	deps: MediaDeps,
	limit: number,
): Promise<MediaAssetView[]> {
	const rows = await queries.listMediaAssets(deps.db, limit);
	return Promise.all(rows.map((row) => mediaAssetView(deps, row)));
}

/** Where a lesson's PDF sheet is stored: its own asset's folder, `media/<uuid>/sheet.pdf`. */
export interface SheetDestination {
	assetId: string;
	storageKey: string;
}

/** A new asset id and its sheet's key, for `receiveUpload` (routes/studio/media). */
export function newSheetDestination(): SheetDestination {
	const assetId = randomUUID();
	return { assetId, storageKey: mediaKey(assetId, 'sheet.pdf') };
}

/**
 * `POST /studio/media/uploadSheet`: records a lesson's PDF sheet `receiveUpload` stored (with
 * SHEET_POLICY, under `newSheetDestination()`), ready at once since nothing is made from it. If
 * its row cannot be written, the file is removed.
 */
export async function createSheet(
	deps: MediaDeps,
	uploaderId: number,
	upload: ReceivedUpload<SheetDestination>,
): Promise<MediaAssetView> {
	const now = deps.now();
	try {
		const row = await queries.insertMediaAsset(deps.db, {
			id: upload.destination.assetId,
			kind: 'pdf',
			status: 'ready',
			originalName: upload.file.originalName,
			bytes: upload.file.bytes,
			masterKey: upload.file.storageKey,
			createdBy: uploaderId,
			createdAt: now,
			updatedAt: now,
		});
		return await mediaAssetView(deps, row);
	} catch (error) {
		await discardUpload(deps, upload.file);
		throw error;
	}
}

/**
 * Replaces the captions of a video with `text`: WebVTT checked as it is, SRT converted first.
 * Throws 404 `media_nf`, 409 `media_state` (the master is still uploading, or not a video), 422
 * `vtt_inv`.
 */
export async function storeCaptions(
	deps: MediaDeps,
	id: string,
	format: 'vtt' | 'srt',
	text: string,
): Promise<CaptionsAnswer> {
	const asset = await requireVideo(deps, id);
	if (asset.status === 'uploading') {
		throw new AppError('media_state', 409, t('media.api.not_uploaded'));
	}
	let vtt: string;
	try {
		vtt = format === 'srt' ? srtToWebVtt(text) : checkWebVtt(text);
	} catch (error) {
		if (error instanceof CaptionsError) throw new AppError('vtt_inv', 422, captionsMessage(error));
		throw error;
	}
	const bytes = new TextEncoder().encode(vtt);
	const key = mediaKey(asset.id, 'captions.vtt');
	await fileStorage(deps).save(key, bytes, { maxBytes: bytes.byteLength });
	await queries.setMediaCaptions(deps.db, asset.id, key, deps.now());
	return { id: asset.id, text: vtt };
}

/** The captions of a video as WebVTT, empty when it has none. Throws 404 `media_nf`. */
export async function getCaptions(deps: MediaDeps, id: string): Promise<CaptionsAnswer> {
	const asset = await requireAsset(deps, id);
	if (!asset.captionsKey) return { id: asset.id, text: '' };
	const stream = await fileStorage(deps).open(asset.captionsKey);
	return { id: asset.id, text: await new Response(stream).text() };
}

/** What the playlist URLs sign: a link for one asset opens all of its playlists, nothing else. */
const playbackSubject = (assetId: string) => `hls:${assetId}`;

/**
 * A signed, short-lived HLS master playlist for `viewer`, with the poster and captions: what a
 * published lesson's player (or the studio's preview) plays. The caller has decided that the
 * viewer may see the asset; the link names them. Throws 404 `media_nf`, 409 `media_state`.
 *
 * @example
 * const play = await playbackUrlFor(deps, assetId, { userId: 42 });
 * // play.url: '/api/media/hls/3b24…/master.m3u8?exp=…&uid=42&sig=…'
 */
export async function playbackUrlFor(
	deps: MediaDeps,
	assetId: string,
	viewer: { userId: number },
): Promise<PlaybackAnswer> {
	const asset = await requireVideo(deps, assetId);
	if (asset.status !== 'ready' || !asset.playlistKey) {
		throw new AppError('media_state', 409, t('media.api.not_ready'));
	}
	const now = deps.now();
	const link = { viewerId: viewer.userId, ttlSeconds: PLAYBACK_TTL_SECONDS, now };
	const query = signedLinkQuery(deps.config, playbackSubject(asset.id), link);
	const storage = fileStorage(deps);
	const objectLink = { ttlSeconds: PLAYBACK_TTL_SECONDS, now };
	return {
		url: `/api/media/hls/${asset.id}/master.m3u8?${query}`,
		posterUrl: asset.posterKey ? await storage.signedUrl(asset.posterKey, objectLink) : null,
		captionsUrl: asset.captionsKey ? await storage.signedUrl(asset.captionsKey, objectLink) : null,
		expiresAt: new Date(now.getTime() + PLAYBACK_TTL_SECONDS * 1000).toISOString(),
	};
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RENDITION_NAMES: readonly string[] = RENDITIONS.map((rendition) => rendition.name);
const SEGMENT = /^seg-\d{5}\.ts$/;

export interface PlaylistRequest {
	assetId: string;
	/** `null` for the master playlist, else the rendition whose playlist is asked for. */
	rendition: string | null;
	exp: string | undefined;
	uid: string | undefined;
	sig: string | undefined;
}

/**
 * A playlist of a ready asset, rewritten for the holder of a valid playback link: the master's
 * rendition playlists carry the same link; a rendition's segments become the storage's own
 * signed URLs (presigned by S3, this app's elsewhere) for what is left of the link's life. Only
 * lines this server wrote are kept. Throws 404 `file_nf` (no such asset or rendition, a link not
 * ours or for another asset) and 403 `link_exp`.
 */
export async function signedPlaylist(deps: MediaDeps, request: PlaylistRequest): Promise<string> {
	const fileNotFound = () => new AppError('file_nf', 404, t('uploads.api.file_nf'));
	if (!UUID.test(request.assetId)) throw fileNotFound();
	if (request.rendition !== null && !RENDITION_NAMES.includes(request.rendition)) {
		throw fileNotFound();
	}
	const now = deps.now();
	const check = checkFileSignature(deps.config, playbackSubject(request.assetId), request, now);
	if (check.status === 'invalid') throw fileNotFound();
	if (check.status === 'expired') throw new AppError('link_exp', 403, t('media.api.link_exp'));
	const asset = await queries.findMediaAsset(deps.db, request.assetId);
	if (!asset || asset.status !== 'ready') throw fileNotFound();
	if (request.rendition !== null && !asset.renditions.includes(request.rendition)) {
		throw fileNotFound();
	}
	const storage = fileStorage(deps);
	const name =
		request.rendition === null ? 'hls/master.m3u8' : `hls/${request.rendition}/index.m3u8`;
	const original = await new Response(await storage.open(mediaKey(asset.id, name))).text();
	const query = `exp=${request.exp ?? ''}&uid=${request.uid ?? ''}&sig=${request.sig ?? ''}`;
	const left = Math.floor((check.expiresAt.getTime() - now.getTime()) / 1000);
	const segmentLink = { ttlSeconds: Math.max(MIN_SEGMENT_TTL_SECONDS, left), now };
	const out: string[] = [];
	for (const line of original.split('\n')) {
		const trimmed = line.trim();
		if (trimmed === '' || trimmed.startsWith('#')) {
			out.push(trimmed);
			continue;
		}
		if (request.rendition === null) {
			const rendition = /^([0-9a-z]+)\/index\.m3u8$/.exec(trimmed)?.[1];
			if (rendition && asset.renditions.includes(rendition)) {
				out.push(`/api/media/hls/${asset.id}/${rendition}/index.m3u8?${query}`);
			}
		} else if (SEGMENT.test(trimmed)) {
			const key = mediaKey(asset.id, `hls/${request.rendition}/${trimmed}`);
			out.push(await storage.signedUrl(key, segmentLink));
		}
	}
	return out.join('\n');
}
