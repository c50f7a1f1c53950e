/**
 * `FileStorage` on Netlify Blobs (STORAGE=netlify-blobs, the default of a Netlify build; ADR
 * 017m). Blobs has no byte ranges, no appends and no presigned URLs, and a function holds its
 * whole request in memory, so a file is kept as parts of at most {@link PART_BYTES} under
 * `<key>.parts/…` and a small manifest under `<key>` that lists them. The manifest is written
 * last, so a reader never sees half a file; a range reads only the parts it needs. Links are
 * this app's (`GET /api/storage/*`).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Store } from '@netlify/blobs';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { ServerConfig } from '../../config';
import {
	chunksOf,
	FileTooLargeError,
	isStorageKey,
	StoredFileMissingError,
	type ByteSource,
	type FileStorage,
} from '../file-storage';
import { appSignedStorageUrl } from '../file-urls';

/** Largest part: well under a function's memory, large enough that a 2 GB file is 512 parts. */
export const PART_BYTES = 4 * 1024 * 1024;

/** What `<key>` holds: the file's size and its parts in order. */
export interface BlobManifest {
	manifest: 1;
	size: number;
	parts: { key: string; bytes: number }[];
}

function isManifest(value: unknown): value is BlobManifest {
	const manifest = value as Partial<BlobManifest> | null;
	return (
		typeof manifest === 'object' &&
		manifest !== null &&
		manifest.manifest === 1 &&
		typeof manifest.size === 'number' &&
		Array.isArray(manifest.parts)
	);
}

export async function readManifest(store: Store, key: string): Promise<BlobManifest | null> {
	const value: unknown = await store.get(key, { type: 'json' });
	return isManifest(value) ? value : null;
}

/**
 * Stores `source` as new parts named `<prefix>-<n>` (at most PART_BYTES each, at least one byte)
 * and answers them; over `maxBytes` it deletes what it stored and throws FileTooLargeError.
 */
export async function storeParts(
	store: Store,
	prefix: string,
	source: ByteSource,
	maxBytes: number,
): Promise<BlobManifest['parts']> {
	const parts: BlobManifest['parts'] = [];
	let pending: Uint8Array[] = [];
	let pendingBytes = 0;
	let total = 0;
	const flush = async () => {
		if (pendingBytes === 0) return;
		const key = `${prefix}-${parts.length}`;
		const body = Buffer.concat(pending, pendingBytes);
		pending = [];
		pendingBytes = 0;
		await store.set(key, body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
		parts.push({ key, bytes: body.byteLength });
	};
	try {
		for await (const chunk of chunksOf(source)) {
			total += chunk.byteLength;
			if (total > maxBytes) throw new FileTooLargeError(maxBytes);
			let offset = 0;
			while (offset < chunk.byteLength) {
				const take = Math.min(PART_BYTES - pendingBytes, chunk.byteLength - offset);
				pending.push(chunk.subarray(offset, offset + take));
				pendingBytes += take;
				offset += take;
				if (pendingBytes === PART_BYTES) await flush();
			}
		}
		await flush();
		return parts;
	} catch (error) {
		await Promise.all(parts.map((part) => store.delete(part.key)));
		throw error;
	}
}

/** The bytes `start`…`end` (inclusive) of the file the manifest lists, read part by part. */
function readParts(
	store: Store,
	manifest: BlobManifest,
	start: number,
	end: number,
): ReadableStream<Uint8Array> {
	let index = 0;
	let partStart = 0;
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			while (index < manifest.parts.length) {
				const part = manifest.parts[index];
				if (!part) break;
				const partEnd = partStart + part.bytes - 1;
				index += 1;
				const from = partStart;
				partStart += part.bytes;
				if (partEnd < start) continue;
				if (from > end) break;
				// Typed as always there, but a missing blob is null.
				const bytes = (await store.get(part.key, { type: 'arrayBuffer' })) as ArrayBuffer | null;
				if (!bytes) {
					controller.error(new StoredFileMissingError(part.key));
					return;
				}
				const slice = new Uint8Array(bytes).subarray(
					Math.max(0, start - from),
					Math.min(part.bytes, end - from + 1),
				);
				controller.enqueue(slice);
				return;
			}
			controller.close();
		},
	});
}

/**
 * Files in the Blobs store that `openStore` gives, asked for on first use: outside a function's
 * context (a build) Netlify's client throws at once, and a build that stores nothing needs none.
 */
export function netlifyBlobsStorage(
	openStore: () => Store,
	links: Pick<ServerConfig, 'accessTokenSecret'>,
): FileStorage {
	let opened: Store | undefined;
	let uploads: DataStore | undefined;
	const blobs = (): Store => (opened ??= openStore());
	const checked = (key: string): string => {
		if (!isStorageKey(key)) throw new TypeError(`invalid storage key ${JSON.stringify(key)}`);
		return key;
	};

	return {
		async save(key, source, { maxBytes }) {
			checked(key);
			const previous = await readManifest(blobs(), key);
			const parts = await storeParts(blobs(), `${key}.parts/${randomUUID()}`, source, maxBytes);
			const size = parts.reduce((sum, part) => sum + part.bytes, 0);
			const manifest: BlobManifest = { manifest: 1, size, parts };
			await blobs().setJSON(key, manifest);
			// The old parts once nothing points at them.
			await Promise.all((previous?.parts ?? []).map((part) => blobs().delete(part.key)));
			return { bytes: size };
		},

		async open(key, range) {
			const manifest = await readManifest(blobs(), checked(key));
			if (!manifest) throw new StoredFileMissingError(key);
			return readParts(
				blobs(),
				manifest,
				range?.start ?? 0,
				range ? range.end : Math.max(0, manifest.size - 1),
			);
		},

		async size(key) {
			return (await readManifest(blobs(), checked(key)))?.size ?? null;
		},

		async remove(key) {
			const manifest = await readManifest(blobs(), checked(key));
			await blobs().delete(key);
			await Promise.all((manifest?.parts ?? []).map((part) => blobs().delete(part.key)));
		},

		signedUrl(key, link) {
			return Promise.resolve(appSignedStorageUrl(links, checked(key), link));
		},

		localPath() {
			return null;
		},

		resumableStore() {
			uploads ??= new BlobsUploadStore(blobs);
			return uploads;
		},
	};
}

/** What `<key>.upload` holds while a resumable upload of `<key>` is under way. */
interface UploadInfo {
	size: number | null;
	offset: number;
	metadata: Record<string, string | null>;
	creationDate: string;
	parts: BlobManifest['parts'];
}

/**
 * A tus data store on Netlify Blobs: each PATCH's bytes become parts (a function receives at most
 * 6 MB per request, so a browser sends chunks below that), listed in `<key>.upload`; when the last
 * byte arrives the manifest under `<key>` is written, and the file reads like any other.
 */
class BlobsUploadStore extends DataStore {
	constructor(private readonly blobs: () => Store) {
		super();
		this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination'];
	}

	private async info(id: string): Promise<UploadInfo> {
		const info = (await this.blobs().get(`${id}.upload`, { type: 'json' })) as UploadInfo | null;
		// tus's protocol errors are plain objects, which its server turns into answers.
		// eslint-disable-next-line @typescript-eslint/only-throw-error
		if (!info) throw ERRORS.FILE_NOT_FOUND;
		return info;
	}

	override async create(upload: Upload): Promise<Upload> {
		const info: UploadInfo = {
			size: upload.size ?? null,
			offset: 0,
			metadata: upload.metadata ?? {},
			creationDate: upload.creation_date ?? new Date().toISOString(),
			parts: [],
		};
		await this.blobs().setJSON(`${upload.id}.upload`, info);
		return upload;
	}

	override async write(source: Readable, id: string, offset: number): Promise<number> {
		const info = await this.info(id);
		// eslint-disable-next-line @typescript-eslint/only-throw-error -- tus's error objects, as above
		if (offset !== info.offset) throw ERRORS.INVALID_OFFSET;
		const room = (info.size ?? Number.MAX_SAFE_INTEGER) - offset;
		const parts = await storeParts(
			this.blobs(),
			`${id}.parts/${randomUUID()}`,
			source as AsyncIterable<Uint8Array>,
			room,
		).catch((error: unknown) => {
			throw error instanceof FileTooLargeError ? ERRORS.ERR_SIZE_EXCEEDED : error;
		});
		info.parts.push(...parts);
		info.offset += parts.reduce((sum, part) => sum + part.bytes, 0);
		await this.blobs().setJSON(`${id}.upload`, info);
		if (info.size !== null && info.offset === info.size) {
			const manifest: BlobManifest = { manifest: 1, size: info.size, parts: info.parts };
			await this.blobs().setJSON(id, manifest);
		}
		return info.offset;
	}

	override async getUpload(id: string): Promise<Upload> {
		const info = await this.info(id);
		return new Upload({
			id,
			offset: info.offset,
			...(info.size === null ? {} : { size: info.size }),
			metadata: info.metadata,
			creation_date: info.creationDate,
		});
	}

	override async declareUploadLength(id: string, length: number): Promise<void> {
		const info = await this.info(id);
		info.size = length;
		await this.blobs().setJSON(`${id}.upload`, info);
	}

	override async remove(id: string): Promise<void> {
		const info = await this.info(id);
		await Promise.all(info.parts.map((part) => this.blobs().delete(part.key)));
		await this.blobs().delete(`${id}.upload`);
		await this.blobs().delete(id);
	}
}
