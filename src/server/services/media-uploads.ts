/**
 * Resumable upload of a master video (issue #19, ADR 017m): the tus protocol, served by
 * `@tus/server` through its web handler, writing through the storage's own tus store
 * (`FileStorage.resumableStore`: @tus/file-store, @tus/s3-store, parts in Netlify Blobs). The
 * upload's id is the storage key of the master, `media/<uuid>/master`; its URL names only the uuid.
 *
 * The studio's guard has run before (routes/studio/media). Here: the declared length must be given
 * and within MEDIA_MAX_BYTES; the first bytes must be a video (sniffed, never the name or type
 * the browser claims); a row `uploading` is written when the upload is created, and deleted when
 * the upload is cancelled; when the last byte arrives the asset becomes `processing` and its
 * transcode job is enqueued, in one transaction.
 */
import { randomUUID } from 'node:crypto';
import { Server, type Upload } from '@tus/server';
import { t } from '../../i18n';
import { formatFileSize } from '../../lib/file-size';
import { MEDIA_NAME_MAX_LENGTH, UPLOAD_METADATA_NAME } from '../../lib/contracts/media';
import type { AppDeps, AuthUser } from '../context';
import * as queries from '../db/queries/media';
import { transcodeJob } from '../jobs/media-jobs';
import { cleanFileName } from './file-names';
import { fileStorage, mediaKey } from './file-storage';

/** Where the tus endpoint is mounted (routes/studio/media); uploads are `<this>/<uuid>`. */
export const MEDIA_UPLOAD_PATH = '/api/studio/media/uploads';

type UploadDeps = Pick<AppDeps, 'db' | 'config' | 'files' | 'now' | 'jobs' | 'logger'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Enough of the file to tell a video from anything else: two transport-stream packets' sync bytes. */
const SNIFF_BYTES = 189;
/** Enough for the containers that say what they are in their first bytes. */
const MAGIC_BYTES = 12;

/** Whether `path` is the tus endpoint or one of its uploads (exempt from the 64 KB body limit). */
export function isMediaUploadPath(path: string): boolean {
	return path === MEDIA_UPLOAD_PATH || path.startsWith(`${MEDIA_UPLOAD_PATH}/`);
}

/** The asset id named by an upload's URL (`…/uploads/<uuid>`), or '' for none. */
function uuidOf(url: string): string {
	const last = new URL(url).pathname.split('/').pop() ?? '';
	return UUID.test(last) ? last.toLowerCase() : '';
}

/** The asset id of a master's key `media/<uuid>/master`. */
function assetIdOf(uploadId: string): string {
	return uploadId.split('/')[1] ?? '';
}

/**
 * Whether the first bytes are a video container the transcoder takes: MP4 and QuickTime (a box
 * size then `ftyp`, or an older file's `moov`, `mdat`, `wide`, `free`, `skip`), WebM and Matroska
 * (EBML), AVI (`RIFF….AVI `), or MPEG transport stream (the sync byte 0x47 at the start of two
 * 188-byte packets: one alone would take any file starting with `G`, a GIF among them).
 */
export function looksLikeVideo(head: Uint8Array): boolean {
	const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
	if (bytes.length < MAGIC_BYTES) return false;
	const box = bytes.toString('latin1', 4, 8);
	if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(box)) return true;
	if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return true;
	if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'AVI ') {
		return true;
	}
	return bytes.length >= SNIFF_BYTES && bytes[0] === 0x47 && bytes[188] === 0x47;
}

/** A refusal tus answers with `status_code` and `body` (its hooks' way to stop a request). */
class TusRefusal extends Error {
	constructor(
		readonly status_code: number,
		readonly body: string,
	) {
		super(body.trim());
		this.name = 'TusRefusal';
	}
}

/** The caller of each request the tus server is handling, for its hooks. */
const callers = new WeakMap<Request, AuthUser>();
const servers = new WeakMap<UploadDeps, Server>();

function uploadServer(deps: UploadDeps): Server {
	let server = servers.get(deps);
	if (server) return server;
	server = new Server({
		path: MEDIA_UPLOAD_PATH,
		datastore: fileStorage(deps).resumableStore(),
		maxSize: deps.config.mediaMaxBytes,
		// The Location is this API's own path: correct behind any proxy or CDN.
		generateUrl: (_req, { path, id }) => `${path}/${assetIdOf(id)}`,
		getFileIdFromRequest: (_req, lastPath) =>
			lastPath && UUID.test(lastPath) ? mediaKey(lastPath.toLowerCase(), 'master') : undefined,
		namingFunction: () => mediaKey(randomUUID(), 'master'),
		disableTerminationForFinishedUploads: true,
		onUploadCreate: async (req, upload) => {
			const caller = callers.get(req);
			if (!caller) throw new TusRefusal(404, 'Not found\n');
			if (upload.size === undefined) throw new TusRefusal(400, 'Upload-Length is required\n');
			const name = upload.metadata?.[UPLOAD_METADATA_NAME] ?? '';
			const now = deps.now();
			await queries.insertMediaAsset(deps.db, {
				id: assetIdOf(upload.id),
				originalName: cleanFileName(name, MEDIA_NAME_MAX_LENGTH) || 'video',
				bytes: upload.size,
				masterKey: upload.id,
				createdBy: caller.id,
				createdAt: now,
				updatedAt: now,
			});
			return {};
		},
		onUploadFinish: async (_req, upload) => {
			await finishUpload(deps, upload);
			return {};
		},
	});
	servers.set(deps, server);
	return server;
}

/** The master is whole: the asset is `processing` and its transcode job queued, once. */
async function finishUpload(deps: UploadDeps, upload: Upload): Promise<void> {
	const assetId = assetIdOf(upload.id);
	await deps.db.transaction(async (tx) => {
		const moved = await queries.moveMediaAsset(tx, assetId, 'uploading', 'processing', {
			bytes: upload.offset,
			updatedAt: deps.now(),
		});
		if (moved) await deps.jobs.enqueue(tx, transcodeJob(assetId), deps.now());
	});
}

/**
 * The first bytes of `body` and a stream that gives them again followed by the rest, so the tus
 * server reads the body whole after it was sniffed.
 */
async function peek(
	body: ReadableStream<Uint8Array>,
	bytes: number,
): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
	const reader = body.getReader();
	const chunks: Uint8Array[] = [];
	let length = 0;
	let done = false;
	while (length < bytes) {
		const step = await reader.read();
		if (step.done) {
			done = true;
			break;
		}
		chunks.push(step.value);
		length += step.value.byteLength;
	}
	const head = Buffer.concat(chunks, length);
	let sent = false;
	return {
		head,
		body: new ReadableStream<Uint8Array>({
			async pull(controller) {
				if (!sent) {
					sent = true;
					if (length > 0) controller.enqueue(head);
					if (done) controller.close();
					return;
				}
				const step = await reader.read();
				if (step.done) controller.close();
				else controller.enqueue(step.value);
			},
			cancel: (reason) => reader.cancel(reason),
		}),
	};
}

/** A JSON refusal in the API's envelope, keeping the tus headers a client needs. */
function refusal(
	status: number,
	result: string,
	msg: string,
	headers: Headers = new Headers(),
): Response {
	headers.set('Content-Type', 'application/json; charset=UTF-8');
	headers.delete('Content-Length');
	return new Response(JSON.stringify({ ok: false, result, msg }), { status, headers });
}

/**
 * Answers one tus request of `caller` (a member of staff). Refusals are the API's JSON envelope
 * (413 `file_big`, 415 `vid_type`, 404 `media_nf`, else 400 `upl_inv`, 409 with the
 * server's `Upload-Offset` when the client is out of step); a created upload answers its id too.
 */
export async function handleMediaUpload(
	deps: UploadDeps,
	request: Request,
	caller: AuthUser,
): Promise<Response> {
	let forwarded = request;
	const body = request.body;
	// The first bytes of an upload, in a request tus will take (any other it refuses unread).
	const firstBytes =
		body !== null &&
		request.headers.get('content-type') === 'application/offset+octet-stream' &&
		(request.method === 'POST' ||
			(request.method === 'PATCH' && request.headers.get('upload-offset') === '0'));
	if (firstBytes) {
		const peeked = await peek(body, SNIFF_BYTES);
		if (!looksLikeVideo(peeked.head)) {
			await peeked.body.cancel();
			if (request.method === 'PATCH') await refuseUpload(deps, request.url);
			return refusal(415, 'vid_type', t('media.api.vid_type'));
		}
		forwarded = new Request(request.url, {
			method: request.method,
			headers: request.headers,
			body: peeked.body,
			// @ts-expect-error Node's fetch needs `duplex` to send a streamed body; the DOM types lack it.
			duplex: 'half',
		});
	}
	callers.set(forwarded, caller);
	const answer = await uploadServer(deps).handleWeb(forwarded);
	if (answer.status === 201) {
		const location = answer.headers.get('location') ?? '';
		const id = location.slice(location.lastIndexOf('/') + 1);
		const headers = new Headers(answer.headers);
		headers.set('Content-Type', 'application/json; charset=UTF-8');
		return new Response(JSON.stringify({ ok: true, data: { createMediaUpload: { id } } }), {
			status: 201,
			headers,
		});
	}
	const cancelled = request.method === 'DELETE' && answer.status === 204 && uuidOf(request.url);
	// A cancelled upload (tus termination; a finished one cannot be) leaves no row behind.
	if (cancelled) await queries.deleteMediaAssetIn(deps.db, cancelled, 'uploading');
	if (answer.status < 400) return answer;
	await answer.body?.cancel();
	const headers = new Headers(answer.headers);
	if (answer.status === 413) {
		return refusal(
			413,
			'file_big',
			t('media.api.file_big', { limit: formatFileSize(deps.config.mediaMaxBytes) }),
			headers,
		);
	}
	if (answer.status === 404 || answer.status === 410) {
		return refusal(404, 'media_nf', t('media.api.media_nf'), headers);
	}
	// tus answers 501 to an extension it does not offer here (concatenation, deferred length):
	// the client's request, not a fault of this server. Any other 5xx is one, and is logged.
	if (answer.status >= 500 && answer.status !== 501) {
		deps.logger.error({ status: answer.status, url: request.url }, 'tus upload failed');
		return refusal(500, 'upl_inv', t('media.api.upload_refused'), headers);
	}
	return refusal(
		answer.status === 409 ? 409 : 400,
		'upl_inv',
		t('media.api.upload_refused'),
		headers,
	);
}

/** A first chunk that is not a video: the upload's bytes go, the asset says why. */
async function refuseUpload(deps: UploadDeps, url: string): Promise<void> {
	const assetId = uuidOf(url);
	if (!assetId) return;
	const moved = await queries.moveMediaAsset(deps.db, assetId, 'uploading', 'failed', {
		error: t('media.api.vid_type'),
		updatedAt: deps.now(),
	});
	if (moved) {
		await fileStorage(deps)
			.resumableStore()
			.remove(mediaKey(assetId, 'master'))
			.catch((error: unknown) => {
				deps.logger.warn({ err: error, assetId }, 'refused upload not removed');
			});
	}
}
