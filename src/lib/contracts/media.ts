/**
 * The studio's media (issue #19, ADR 017m): master videos uploaded by tus to
 * `/api/studio/media/uploads`, transcoded by a job into HLS, with WebVTT captions, and lessons'
 * PDF sheets (`/api/studio/media/uploadSheet`); shared by the routes, services/media*.ts, the
 * transcode job and the studio's islands.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';
import type { MediaKind, MediaStatus } from '../studio-rules';
import type { AreaResult } from './common';
import type { UploadRefusal } from './uploads';
import { payloadObject, text } from './fields';

/** The HLS renditions a master gives, those not taller than it (at least the smallest). */
export const RENDITIONS = [
	{ name: '360p', height: 360, videoKbps: 800, audioKbps: 96 },
	{ name: '540p', height: 540, videoKbps: 1400, audioKbps: 128 },
	{ name: '720p', height: 720, videoKbps: 2800, audioKbps: 128 },
] as const;
export type RenditionName = (typeof RENDITIONS)[number]['name'];

/** Seconds of each HLS segment; keyframes are forced on these boundaries in every rendition. */
export const HLS_SEGMENT_SECONDS = 4;

/** Largest captions file or text the studio takes (a lesson of an hour is about 80 KB of SRT). */
export const CAPTIONS_MAX_BYTES = 512 * 1024;

/** Largest original file name kept for display. */
export const MEDIA_NAME_MAX_LENGTH = 200;

/** What the tus client sends as `Upload-Metadata` `filename` is shown, never used as a path. */
export const UPLOAD_METADATA_NAME = 'filename';

const mediaId = v.pipe(
	text(() => t('validation.media_id')),
	v.uuid(() => t('validation.media_id')),
	v.toLowerCase(),
);

/** `POST /studio/media/getMediaAsset {id}`: one asset, polled while it is processed. */
export const MediaAssetBody = payloadObject({ id: mediaId });

/** `POST /studio/media/listMediaAssets {}`: the most recent assets first. */
export const ListMediaAssetsBody = payloadObject({
	limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 50),
});

/** The formats captions arrive in; SRT is converted to WebVTT on the way in. */
export const CAPTIONS_FORMATS = ['vtt', 'srt'] as const;

/**
 * `POST /studio/media/uploadCaptions {id, format, text}`: a captions file as the island read it
 * (WebVTT kept as is, SRT converted), replacing the asset's captions.
 */
export const UploadCaptionsBody = payloadObject({
	id: mediaId,
	format: v.picklist(CAPTIONS_FORMATS, () => t('validation.captions_format')),
	text: v.pipe(
		text(() => t('validation.captions_text'), { multiline: true }),
		v.maxLength(CAPTIONS_MAX_BYTES, () => t('validation.captions_big')),
	),
});

/** `POST /studio/media/saveCaptions {id, text}`: the captions as edited in the studio, WebVTT. */
export const SaveCaptionsBody = payloadObject({
	id: mediaId,
	text: v.pipe(
		text(() => t('validation.captions_text'), { multiline: true }),
		v.maxLength(CAPTIONS_MAX_BYTES, () => t('validation.captions_big')),
	),
});

// ---- Answers -------------------------------------------------------------------------------

/** An asset as the studio sees it (`data.getMediaAsset`, items of `data.listMediaAssets`). */
export interface MediaAssetView {
	id: string;
	/** A master video, or a lesson's PDF sheet (`ready` once stored, no renditions). */
	kind: MediaKind;
	status: MediaStatus;
	/** The uploaded file's name, cleaned, for display only. */
	originalName: string;
	/** Bytes of the master or the PDF (the declared length while uploading). */
	bytes: number;
	/** Read from the file by the transcode job; null until then. */
	durationSeconds: number | null;
	/** The renditions made, smallest first. */
	renditions: RenditionName[];
	/** A short-lived link to the poster JPEG, once ready. */
	posterUrl: string | null;
	hasCaptions: boolean;
	/** Why the transcode failed (ffmpeg's last lines), for staff only. */
	error: string | null;
	createdAt: string;
	updatedAt: string;
}

/** `data.listMediaAssets`. */
export interface MediaAssetList {
	assets: MediaAssetView[];
}

/** `data.getCaptions`: the asset's captions as WebVTT, empty when it has none. */
export interface CaptionsAnswer {
	id: string;
	text: string;
}

/** `data.getPlayback`: a signed, short-lived HLS master playlist and its poster and captions. */
export interface PlaybackAnswer {
	url: string;
	posterUrl: string | null;
	captionsUrl: string | null;
	expiresAt: string;
}

// ---- Result codes ----------------------------------------------------------------------------

/**
 * `media_nf` no such asset; `media_state` the asset is not in a state for that (captions of an
 * asset not uploaded, playback of one not ready, either of a PDF sheet); `vtt_inv` captions that
 * are not valid WebVTT (or SRT that cannot be read), with the line; `vid_type` a master that is
 * not a video; `file_big` over MEDIA_MAX_BYTES (a sheet over 20 MB); `link_exp` a signed media
 * link past its time; the upload refusals of a sheet (`file_type` not a PDF, `file_ms` no file).
 */
export type MediaResult = AreaResult<
	| UploadRefusal
	| 'media_nf'
	| 'media_state'
	| 'vtt_inv'
	| 'vid_type'
	| 'file_big'
	| 'upl_inv'
	| 'link_exp'
	| 'file_nf'
>;
