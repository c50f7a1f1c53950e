/**
 * `FileStorage` on an S3-compatible bucket (STORAGE=s3; ADR 017m): AWS S3, or any service that
 * speaks its API (Cloudflare R2, MinIO, Scaleway…) through `S3_ENDPOINT`. The bucket stays private:
 * every read from a browser is a presigned GET that expires.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
	DeleteObjectCommand,
	GetObjectCommand,
	HeadObjectCommand,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
	type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config';
import {
	chunksOf,
	FileTooLargeError,
	isStorageKey,
	storedContentType,
	StoredFileMissingError,
	type FileStorage,
} from '../file-storage';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

function clientConfig(settings: S3Settings): S3ClientConfig {
	return {
		region: settings.region,
		...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
		...(settings.credentials ? { credentials: settings.credentials } : {}),
		forcePathStyle: settings.forcePathStyle,
		// Only the checksums S3 requires: other S3-compatible services refuse the newer defaults.
		requestChecksumCalculation: 'WHEN_REQUIRED',
		responseChecksumValidation: 'WHEN_REQUIRED',
	};
}

/** The S3 client of `settings`. */
function createS3Client(settings: S3Settings): S3Client {
	return new S3Client(clientConfig(settings));
}

/** Whether S3 answered that the object (or the bucket) is not there. */
function isMissing(error: unknown): boolean {
	return (
		error instanceof S3ServiceException &&
		(error.name === 'NoSuchKey' ||
			error.name === 'NotFound' ||
			error.$metadata.httpStatusCode === 404)
	);
}

/** Objects in the bucket of `settings`. */
export function s3Storage(settings: S3Settings): FileStorage {
	const client = createS3Client(settings);
	const bucket = settings.bucket;
	let uploads: DataStore | undefined;
	const checked = (key: string): string => {
		if (!isStorageKey(key)) throw new TypeError(`invalid storage key ${JSON.stringify(key)}`);
		return key;
	};

	return {
		async save(key, source, { maxBytes }) {
			checked(key);
			// PutObject needs the length before the first byte, and a refused upload must leave
			// nothing: the bytes are counted into a temporary file first, then sent in one PUT, which
			// S3 makes visible whole or not at all.
			const folder = await mkdtemp(path.join(os.tmpdir(), 'campus-s3-'));
			const file = path.join(folder, randomUUID());
			try {
				let bytes = 0;
				async function* counted(): AsyncGenerator<Uint8Array> {
					for await (const chunk of chunksOf(source)) {
						bytes += chunk.byteLength;
						if (bytes > maxBytes) throw new FileTooLargeError(maxBytes);
						yield chunk;
					}
				}
				await pipeline(counted(), createWriteStream(file, { flags: 'wx' }));
				await client.send(
					new PutObjectCommand({
						Bucket: bucket,
						Key: key,
						Body: createReadStream(file),
						ContentLength: bytes,
						ContentType: storedContentType(key),
					}),
				);
				return { bytes };
			} finally {
				await rm(folder, { recursive: true, force: true });
			}
		},

		async open(key, range) {
			try {
				const answer = await client.send(
					new GetObjectCommand({
						Bucket: bucket,
						Key: checked(key),
						...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
					}),
				);
				if (!answer.Body) throw new StoredFileMissingError(key);
				return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
			} catch (error) {
				if (isMissing(error)) throw new StoredFileMissingError(key);
				throw error;
			}
		},

		async size(key) {
			try {
				const head = await client.send(
					new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }),
				);
				return head.ContentLength ?? 0;
			} catch (error) {
				if (isMissing(error)) return null;
				throw error;
			}
		},

		async remove(key) {
			// S3 answers a delete of a missing key as done.
			await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
		},

		async signedUrl(key, link) {
			return getSignedUrl(
				client,
				new GetObjectCommand({
					Bucket: bucket,
					Key: checked(key),
					ResponseContentType: storedContentType(key),
				}),
				// Signed at the caller's clock, so tests (and the link's expiry) follow `deps.now`.
				{ expiresIn: Math.max(1, Math.floor(link.ttlSeconds)), signingDate: link.now },
			);
		},

		localPath() {
			return null;
		},

		resumableStore() {
			// A multipart upload whose object is the upload's id (a key); S3 joins the parts when
			// the last arrives, so the master appears whole under its key.
			uploads ??= new S3Store({ s3ClientConfig: { ...clientConfig(settings), bucket } });
			return uploads;
		},
	};
}
