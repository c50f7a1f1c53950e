/**
 * The studio's media calls (issue #19, ADR 017m): an asset's state, its captions, a lesson's PDF
 * sheet, and the master video's resumable upload by tus to `/api/studio/media/uploads`, typed and
 * unwrapped from `data.<operation>`. The contract is src/lib/contracts/media.ts.
 */
import { PUBLIC_CLIENT_KEY } from 'astro:env/client';
import type { DetailedError, HttpRequest, Upload } from 'tus-js-client';
import type {
	CaptionsAnswer,
	CAPTIONS_FORMATS,
	MediaAssetView,
	MediaResult,
} from '../contracts/media';
import { syncAccessToken } from '../session-cookies';
import { api, API_BASE_URL, dataAt, type ApiClient, type ApiResult } from './client';

function post<T>(
	operation: string,
	body: Record<string, unknown>,
	client: ApiClient,
): Promise<ApiResult<T, MediaResult>> {
	return client.post(`/studio/media/${operation}`, body, { select: dataAt<T>(operation) });
}

/** One asset, polled while it is uploaded and transcoded. */
export function getMediaAsset(id: string, client: ApiClient = api) {
	return post<MediaAssetView>('getMediaAsset', { id }, client);
}

export type CaptionsFormat = (typeof CAPTIONS_FORMATS)[number];

/** A captions file as read (SRT is converted); answers the asset's captions as WebVTT. */
export function uploadCaptions(
	input: { id: string; format: CaptionsFormat; text: string },
	client: ApiClient = api,
) {
	return post<CaptionsAnswer>('uploadCaptions', input, client);
}

/**
 * A lesson's PDF sheet, in one request (the server takes a PDF of up to 20 MB and answers its
 * asset, ready). `signal` cancels it, and replaces the client's 30 s limit: 20 MB on a slow line
 * takes minutes.
 */
export function uploadSheet(file: File, signal: AbortSignal, client: ApiClient = api) {
	const form = new FormData();
	form.append('file', file, file.name);
	return client.post<MediaAssetView, MediaResult>('/studio/media/uploadSheet', form, {
		select: dataAt<MediaAssetView>('uploadSheet'),
		signal,
	});
}

/** The captions as edited in the studio (WebVTT). */
export function saveCaptions(input: { id: string; text: string }, client: ApiClient = api) {
	return post<CaptionsAnswer>('saveCaptions', input, client);
}

/** The asset's captions as WebVTT, empty when it has none. */
export function getCaptions(id: string, client: ApiClient = api) {
	return post<CaptionsAnswer>('getCaptions', { id }, client);
}

// ---- The master's upload (tus) -------------------------------------------------------------

/** Where tus creates uploads; each is then `<this>/<asset uuid>`. */
export const MEDIA_UPLOADS_URL = `${API_BASE_URL}/studio/media/uploads`;

/**
 * Bytes per PATCH: under the 6 MB a Netlify function takes in one request (ADR 017m asks for
 * chunks below about 4 MB there); on a Node host bigger chunks would only save a few requests.
 */
const CHUNK_BYTES = 3 * 1024 * 1024;

/** Waits before tus tries a failed request again: a dropped line often comes back within seconds. */
const RETRY_DELAYS_MS = [1000, 3000, 5000, 10_000, 20_000];

export interface MasterUploadEvents {
	onProgress: (sent: number, total: number) => void;
	/** The last byte arrived: the asset is being transcoded. */
	onSuccess: (assetId: string) => void;
	/** The server's message when it refused the file (`vid_type`, `file_big`), else null. */
	onError: (message: string | null) => void;
}

/** A running upload: stopped and taken up again, or cancelled (the server drops what it got). */
export interface MasterUpload {
	pause: () => void;
	resume: () => void;
	cancel: () => Promise<void>;
}

/** The asset id an upload's URL names (`…/uploads/<uuid>`). */
function assetIdOf(url: string | null): string {
	return url?.split('?')[0]?.split('/').pop() ?? '';
}

/** The `msg` of the API's JSON envelope a refusal comes in, when there is one. */
function refusalMessage(error: Error | DetailedError): string | null {
	const response = 'originalResponse' in error ? error.originalResponse : null;
	if (!response) return null;
	try {
		const body = JSON.parse(response.getBody()) as { msg?: unknown };
		return typeof body.msg === 'string' ? body.msg : null;
	} catch {
		return null;
	}
}

/**
 * The headers the API client sends (client.ts): the bearer token read before each request (a
 * renewed one is picked up), the client key, and the browser as `x-user-agent` on a write.
 */
function addApiHeaders(request: HttpRequest): void {
	const token = syncAccessToken();
	if (token) request.setHeader('authorization', `Bearer ${token}`);
	request.setHeader('pcek', PUBLIC_CLIENT_KEY);
	if (request.getMethod() !== 'HEAD') request.setHeader('x-user-agent', navigator.userAgent);
}

/**
 * Whether tus tries again: what tus does itself (not after a refusal, except a conflict or a
 * lock, and only online), plus once after a 401, when an expired token is renewed meanwhile by
 * a call of the API client, whose session rules do that.
 */
function shouldRetry(error: DetailedError, attempt: number): boolean {
	const status = error.originalResponse?.getStatus() ?? 0;
	if (status === 401 && attempt === 0) {
		void api.post('/studio/media/listMediaAssets', { limit: 1 });
		return true;
	}
	const refused = status >= 400 && status < 500 && status !== 409 && status !== 423;
	return !refused && navigator.onLine;
}

/**
 * Starts (or, when this browser stored an unfinished upload of the same file, resumes) the upload
 * of a master video. tus-js-client is loaded only now: most visits to the editor upload nothing.
 */
export async function startMasterUpload(
	file: File,
	events: MasterUploadEvents,
): Promise<MasterUpload> {
	const tus = await import('tus-js-client');
	const upload: Upload = new tus.Upload(file, {
		endpoint: MEDIA_UPLOADS_URL,
		chunkSize: CHUNK_BYTES,
		retryDelays: RETRY_DELAYS_MS,
		// Shown in the studio, never used as a path (UPLOAD_METADATA_NAME).
		metadata: { filename: file.name },
		// The file's name, type, size and date with the endpoint: picking the same file after a
		// reload finds its upload in localStorage and goes on from the server's offset.
		storeFingerprintForResuming: true,
		removeFingerprintOnSuccess: true,
		onBeforeRequest: addApiHeaders,
		onShouldRetry: shouldRetry,
		onProgress: events.onProgress,
		onSuccess: () => {
			events.onSuccess(assetIdOf(upload.url));
		},
		onError: (error) => {
			events.onError(refusalMessage(error));
		},
	});
	const previous = await upload.findPreviousUploads();
	const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
	if (latest) upload.resumeFromPreviousUpload(latest);
	upload.start();
	return {
		pause: () => {
			void upload.abort(false);
		},
		resume: () => {
			upload.start();
		},
		// Terminates the upload on the server (its row and bytes go) and forgets its fingerprint.
		cancel: () => upload.abort(true).catch(() => undefined),
	};
}
