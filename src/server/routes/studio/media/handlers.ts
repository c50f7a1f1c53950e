/** The studio's media calls (issue #19): validate, call one service, shape the envelope. */
import type { Context } from 'hono';
import {
	ListMediaAssetsBody,
	MediaAssetBody,
	type MediaAssetList,
	SaveCaptionsBody,
	UploadCaptionsBody,
} from '../../../../lib/contracts/media';
import { t } from '../../../../i18n';
import type { AppEnv } from '../../../context';
import { AppError } from '../../../errors';
import { ok } from '../../../http';
import { currentUser } from '../../../middleware/require-user';
import { fieldLabels, readPayload } from '../../../payload';
import * as media from '../../../services/media';
import { handleMediaUpload } from '../../../services/media-uploads';
import { receiveUpload, SHEET_POLICY } from '../../../services/uploads';

const labels = fieldLabels('media.fields', ['id', 'limit', 'format', 'text']);

/** tus: `POST /uploads` creates, `HEAD`/`PATCH`/`DELETE /uploads/<uuid>` resume, send, cancel. */
export async function tusUpload(c: Context<AppEnv>) {
	// A GET would download the master; nothing in the studio needs that.
	if (c.req.raw.method === 'GET') throw new AppError('not_found', 404, t('api.not_found'));
	return handleMediaUpload(c.var.deps, c.req.raw, currentUser(c));
}

/** `POST /studio/media/uploadSheet`, multipart with one `file`: a lesson's PDF sheet. */
export async function uploadSheet(c: Context<AppEnv>) {
	const upload = await receiveUpload(c.var.deps, c.req.raw, {
		policy: SHEET_POLICY,
		destination: () => Promise.resolve(media.newSheetDestination()),
	});
	return ok(c, 'uploadSheet', await media.createSheet(c.var.deps, currentUser(c).id, upload));
}

/** `POST /studio/media/getMediaAsset {id}`. */
export async function getMediaAsset(c: Context<AppEnv>) {
	const { id } = await readPayload(c, MediaAssetBody, labels);
	return ok(c, 'getMediaAsset', await media.getMediaAsset(c.var.deps, id));
}

/** `POST /studio/media/listMediaAssets {limit?}`. */
export async function listMediaAssets(c: Context<AppEnv>) {
	const { limit } = await readPayload(c, ListMediaAssetsBody, labels);
	const list: MediaAssetList = { assets: await media.listRecentMediaAssets(c.var.deps, limit) };
	return ok(c, 'listMediaAssets', list);
}

/** `POST /studio/media/uploadCaptions {id, format, text}`. */
export async function uploadCaptions(c: Context<AppEnv>) {
	const { id, format, text } = await readPayload(c, UploadCaptionsBody, labels);
	return ok(c, 'uploadCaptions', await media.storeCaptions(c.var.deps, id, format, text));
}

/** `POST /studio/media/saveCaptions {id, text}` (WebVTT). */
export async function saveCaptions(c: Context<AppEnv>) {
	const { id, text } = await readPayload(c, SaveCaptionsBody, labels);
	return ok(c, 'saveCaptions', await media.storeCaptions(c.var.deps, id, 'vtt', text));
}

/** `POST /studio/media/getCaptions {id}`. */
export async function getCaptions(c: Context<AppEnv>) {
	const { id } = await readPayload(c, MediaAssetBody, labels);
	return ok(c, 'getCaptions', await media.getCaptions(c.var.deps, id));
}

/** `POST /studio/media/getPlayback {id}`: the studio's preview of a ready video. */
export async function getPlayback(c: Context<AppEnv>) {
	const { id } = await readPayload(c, MediaAssetBody, labels);
	const playback = await media.playbackUrlFor(c.var.deps, id, { userId: currentUser(c).id });
	return ok(c, 'getPlayback', playback);
}
