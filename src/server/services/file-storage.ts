/**
 * Where uploaded bytes live (pharmacy logos, own-training videos and PDFs). The database keeps the
 * file's row (`uploaded_files`: kind, detected content type, size, storage key); this module keeps
 * only bytes, addressed by an opaque key. Keys are `<pharmacyId>/<uuid>`, made here: a name the
 * user typed never becomes part of a path.
 *
 * The default is the local disk under `${config.dataDir}/uploads/` (DATA_DIR, `.data` by default).
 * A deployment with object storage (the bucket behind ASSETS_URL, or a Netlify function whose disk
 * is not kept) implements `FileStorage` and passes it as `deps.files` (context.ts): every caller
 * goes through `fileStorage(deps)`, so nothing else changes.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config';
import type { JobRequest } from '../jobs/contract';

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

const KEY_PATTERN =
	/^[1-9][0-9]{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

/** Whether `key` has the shape `newStorageKey` makes (so it cannot climb out of the folder). */
export function isStorageKey(key: string): boolean {
	return KEY_PATTERN.test(key);
}

/** The storage of this request: `deps.files` when a deployment sets one, else the local disk. */
export function fileStorage(deps: {
	config: ServerConfig;
	files?: FileStorage | undefined;
}): FileStorage {
	return deps.files ?? diskStorage(path.join(deps.config.dataDir, 'uploads'));
}

/** Files under `root` (created on first save), one file per key. */
export function diskStorage(root: string): FileStorage {
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

async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
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
