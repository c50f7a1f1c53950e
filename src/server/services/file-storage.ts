/**
 * Where uploaded bytes live: pharmacy logos, own-training videos and PDFs (ADR 009), and the
 * studio's media, masters, HLS renditions, posters and captions (ADR 017m). The database keeps
 * each file's row; this module keeps only bytes, addressed by an opaque key that this server
 * makes: `<pharmacyId>/<uuid>` for uploads, `media/<uuid>/<name>` for media. A name the user
 * typed never becomes part of a key.
 *
 * Three implementations behind one interface, chosen once from `STORAGE` (services/storage):
 * the local folder under `${DATA_DIR}/uploads/` (default, here), an S3-compatible bucket
 * (storage/s3.ts) and Netlify Blobs (storage/netlify-blobs.ts). Every caller goes through
 * `fileStorage(deps)`. Private bytes leave only through `signedUrl`: presigned by the bucket, or
 * signed by this app and served by `GET /api/storage/*` where the storage cannot presign.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { ServerConfig } from '../config';
import type { JobRequest } from '../jobs/contract';
import { appSignedStorageUrl } from './file-urls';

/** Bytes to store: a web stream (a request body), any async iterable of chunks, or bytes. */
export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Uint8Array;

/** Inclusive byte positions, as an HTTP `Range: bytes=start-end` names them. */
export interface ByteRange {
	start: number;
	end: number;
}

export interface FileStorage {
	/**
	 * Stores `source` under `key`, counting bytes as they arrive. Over `maxBytes` it stops reading,
	 * leaves nothing behind and throws `FileTooLargeError`. A reader never sees a half-written file.
	 */
	save(key: string, source: ByteSource, options: { maxBytes: number }): Promise<{ bytes: number }>;
	/** The stored bytes, or only `range` of them (video seeking). Throws `StoredFileMissingError`. */
	open(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
	/** Size in bytes, or null when nothing is stored under `key`. */
	size(key: string): Promise<number | null>;
	/** Deletes the bytes; removing a key that holds nothing is not an error. */
	remove(key: string): Promise<void>;
	/**
	 * A URL that reads the bytes of `key` for `ttlSeconds`, without a session: presigned by the
	 * bucket (S3), or signed by this app and served by `GET /api/storage/*` (local folder, Netlify
	 * Blobs). Served with the type {@link storedContentType} gives the key. Says nothing about
	 * whether bytes are there.
	 */
	signedUrl(key: string, link: StorageLink): Promise<string>;
	/** The file on this machine's disk that holds `key`, or null for remote storage. */
	localPath(key: string): string | null;
	/**
	 * Where tus writes a resumable upload (services/media-uploads.ts), so that the upload whose
	 * id is a key ends up stored under that key: `@tus/file-store` in the folder, `@tus/s3-store`
	 * in the bucket, parts and a manifest in Netlify Blobs.
	 */
	resumableStore(): DataStore;
}

/** How long a signed URL works, from when. */
export interface StorageLink {
	ttlSeconds: number;
	now: Date;
}

/** Thrown by `save` when the source has more than `maxBytes`; nothing is kept. */
export class FileTooLargeError extends Error {
	constructor(readonly maxBytes: number) {
		super(`upload over ${maxBytes} bytes`);
		this.name = 'FileTooLargeError';
	}
}

/** Thrown by `open` for a key with no bytes (a row whose file was lost or removed). */
export class StoredFileMissingError extends Error {
	constructor(readonly key: string) {
		super(`no stored file under ${key}`);
		this.name = 'StoredFileMissingError';
	}
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A name inside a media folder: lower-case letters, digits, `-` and `_`, one extension. */
const MEDIA_NAME = '[a-z0-9][a-z0-9_-]{0,62}(?:\\.[a-z0-9]{1,8})?';
const KEY_PATTERN = new RegExp(
	`^(?:[1-9][0-9]{0,9}/${UUID}|media/${UUID}(?:/${MEDIA_NAME}){1,3})$`,
);

/**
 * A fresh storage key for a file of `pharmacyId`: `<pharmacyId>/<uuid>`.
 *
 * @example
 * newStorageKey(12); // '12/3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newStorageKey(pharmacyId: number): string {
	if (!Number.isSafeInteger(pharmacyId) || pharmacyId <= 0) {
		throw new TypeError(`invalid pharmacy id ${pharmacyId}`);
	}
	return `${pharmacyId}/${randomUUID()}`;
}

/**
 * The key of `name` in the media folder of the asset `assetId`: `media/<uuid>/<name>`, where
 * `name` is one to three of this server's own path segments (`hls/720p/index.m3u8`).
 *
 * @example
 * mediaKey('3b241101-e2bb-4255-8caf-4136c566a962', 'poster.jpg');
 * // 'media/3b241101-e2bb-4255-8caf-4136c566a962/poster.jpg'
 */
export function mediaKey(assetId: string, name: string): string {
	const key = `media/${assetId}/${name}`;
	if (!KEY_PATTERN.test(key)) throw new TypeError(`invalid media key ${JSON.stringify(key)}`);
	return key;
}

/** Whether `key` has a shape this module makes (so it cannot climb out of its folder). */
export function isStorageKey(key: string): boolean {
	return KEY_PATTERN.test(key);
}

/** Types a stored object is served as, by its key's extension; anything else is a download. */
const STORED_TYPES: Readonly<Record<string, string>> = {
	m3u8: 'application/vnd.apple.mpegurl',
	ts: 'video/mp2t',
	m4s: 'video/iso.segment',
	mp4: 'video/mp4',
	jpg: 'image/jpeg',
	vtt: 'text/vtt; charset=utf-8',
};

/**
 * The type `key` is served as through a signed URL, from the extension this server gave it.
 *
 * @example
 * storedContentType('media/3b24…/hls/720p/seg-00001.ts'); // 'video/mp2t'
 * storedContentType('12/3b24…'); // 'application/octet-stream'
 */
export function storedContentType(key: string): string {
	const extension = /\.([a-z0-9]+)$/.exec(key.slice(key.lastIndexOf('/') + 1))?.[1];
	return (extension && STORED_TYPES[extension]) || 'application/octet-stream';
}

/**
 * The storage of this request: `deps.files`, which the runtime sets from `STORAGE`
 * (services/storage), or else the local folder (tests that do not care).
 */
export function fileStorage(deps: {
	config: ServerConfig;
	files?: FileStorage | undefined;
}): FileStorage {
	return deps.files ?? diskStorage(path.join(deps.config.dataDir, 'uploads'), deps.config);
}

/**
 * Files under `root` (created on first save), one file per key. Signed URLs are this app's
 * (`/api/storage/*`), keyed by `links` (the token secret); without it `signedUrl` throws.
 */
export function diskStorage(
	root: string,
	links?: Pick<ServerConfig, 'accessTokenSecret'>,
): FileStorage {
	let uploads: DataStore | undefined;
	const resolve = (key: string): string => {
		if (!isStorageKey(key)) throw new TypeError(`invalid storage key ${JSON.stringify(key)}`);
		return path.join(root, ...key.split('/'));
	};

	return {
		async save(key, source, { maxBytes }) {
			const target = resolve(key);
			await mkdir(path.dirname(target), { recursive: true });
			// Written beside the target and renamed once complete: a reader never sees part of it.
			const partial = `${target}.${randomUUID()}.part`;
			let bytes = 0;
			async function* counted(): AsyncGenerator<Uint8Array> {
				for await (const chunk of chunksOf(source)) {
					bytes += chunk.byteLength;
					if (bytes > maxBytes) throw new FileTooLargeError(maxBytes);
					yield chunk;
				}
			}
			try {
				// pipeline closes the file on success and destroys it on any error, either side.
				await pipeline(counted(), createWriteStream(partial, { flags: 'wx' }));
				await rename(partial, target);
				return { bytes };
			} catch (error) {
				await rm(partial, { force: true });
				throw error;
			}
		},

		async open(key, range) {
			const file = resolve(key);
			const size = await fileSize(file);
			if (size === null) throw new StoredFileMissingError(key);
			const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
			return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
		},

		async size(key) {
			return fileSize(resolve(key));
		},

		async remove(key) {
			await rm(resolve(key), { force: true });
		},

		signedUrl(key, link) {
			if (!links) throw new Error('diskStorage was made without a secret to sign links');
			resolve(key);
			return Promise.resolve(appSignedStorageUrl(links, key, link));
		},

		localPath(key) {
			return resolve(key);
		},

		resumableStore() {
			// The upload's id is its key, so the master is written in place under that key; its
			// info beside it (`<key>.json`), which the key pattern never names.
			uploads ??= new FileStore({ directory: root });
			return uploads;
		},
	};
}

async function fileSize(file: string): Promise<number | null> {
	try {
		const info = await stat(file);
		return info.isFile() ? info.size : null;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
		throw error;
	}
}

/** The chunks of any byte source, in order. */
export async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
	if (source instanceof Uint8Array) {
		yield source;
		return;
	}
	// Web streams are async iterable in Node; breaking out of the loop cancels the stream.
	yield* source as AsyncIterable<Uint8Array>;
}

/**
 * The job that deletes the bytes of `storageKey` once its row is gone (issue #18): enqueued in
 * the transaction that deletes the row, so a rolled-back deletion keeps its file, and retried by
 * the queue when the storage fails, instead of leaving bytes nobody points at.
 */
export function storedFileRemoval(storageKey: string): JobRequest {
	return {
		queue: 'chores',
		key: `file:remove:${storageKey}`,
		work: { chore: 'remove-stored-file', storageKey },
	};
}
