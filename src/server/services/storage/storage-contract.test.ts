/**
 * One contract, three storages (ADR 017m): the same suite runs against the local folder, an
 * S3-compatible server (s3rver on 127.0.0.1, through the AWS SDK) and Netlify Blobs (Netlify's own
 * local Blobs server). Keys are this server's only; a save over its limit leaves nothing (and an
 * older version in place); ranges read the right bytes, across Blobs' parts too; and every
 * storage hands out a short-lived signed URL that serves the bytes with the key's type, and is
 * refused once tampered with or expired.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { openTestDatabase } from '../../../../tests/setup/test-db';
import { startBlobsServer, startS3Server } from '../../../../tests/setup/storage-servers';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import {
	diskStorage,
	FileTooLargeError,
	mediaKey,
	newStorageKey,
	StoredFileMissingError,
	type FileStorage,
} from '../file-storage';
import { netlifyBlobsStorage, PART_BYTES } from './netlify-blobs';
import { s3Storage } from './s3';

const NOW = new Date('2026-11-22T10:00:00Z');

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
	return new Response(stream).text();
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
	return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function* pieces(...parts: string[]): AsyncGenerator<Uint8Array> {
	for (const part of parts) yield await Promise.resolve(new TextEncoder().encode(part));
}

/** `length` bytes, each telling its position mod 251 (a prime: parts never line up with it). */
function patterned(length: number): Uint8Array {
	return Uint8Array.from({ length }, (_, i) => i % 251);
}

interface Implementation {
	name: string;
	/** Whether the implementation takes a tus upload (all three do; the twin of S3 answers ListParts). */
	resumable: boolean;
	open: (secret: { accessTokenSecret: string }) => Promise<{
		storage: FileStorage;
		close: () => Promise<void>;
	}>;
}

const IMPLEMENTATIONS: Implementation[] = [
	{
		name: 'local folder',
		resumable: true,
		async open(secret) {
			const root = await mkdtemp(path.join(os.tmpdir(), 'storage-contract-'));
			return {
				storage: diskStorage(root, secret),
				close: () => rm(root, { recursive: true, force: true }),
			};
		},
	},
	{
		name: 'S3-compatible (s3rver)',
		resumable: true,
		async open() {
			const twin = await startS3Server();
			return {
				storage: s3Storage(twin.settings),
				close: () => twin.close(),
			};
		},
	},
	{
		name: 'Netlify Blobs (local Blobs server)',
		resumable: true,
		async open(secret) {
			const twin = await startBlobsServer();
			return { storage: netlifyBlobsStorage(() => twin.store, secret), close: () => twin.close() };
		},
	},
];

describe.each(IMPLEMENTATIONS)('FileStorage contract: $name', (implementation) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let storage: FileStorage;
	let close: () => Promise<void>;

	beforeAll(async () => {
		handle = await openTestDatabase('pglite');
		const base = createTestDeps(handle.db, { now: () => NOW });
		const opened = await implementation.open(base.config);
		storage = opened.storage;
		close = opened.close;
		deps = { ...base, files: storage };
		app = createApp(deps);
	});
	afterAll(async () => {
		await close();
		await handle.close();
	});

	/** A signed URL as a browser would follow it: this app's, or the bucket's own. */
	async function follow(url: string): Promise<Response> {
		return url.startsWith('/api/') ? app.request(url) : fetch(url);
	}

	it('stores bytes under a key it made, reads them whole or by range, and removes them', async () => {
		const key = newStorageKey(7);
		expect(await storage.save(key, pieces('0123', '4567', '89'), { maxBytes: 10 })).toEqual({
			bytes: 10,
		});
		expect(await storage.size(key)).toBe(10);
		expect(await text(await storage.open(key))).toBe('0123456789');
		expect(await text(await storage.open(key, { start: 2, end: 5 }))).toBe('2345');
		expect(await text(await storage.open(key, { start: 9, end: 9 }))).toBe('9');
		await storage.remove(key);
		expect(await storage.size(key)).toBeNull();
		await expect(storage.open(key)).rejects.toBeInstanceOf(StoredFileMissingError);
		// Removing what is not there is not an error (a retried removal job).
		await storage.remove(key);
	});

	it('keeps media under media/<uuid>/… and refuses keys it did not make', async () => {
		const assetId = randomUUID();
		const key = mediaKey(assetId, 'hls/720p/seg-00001.ts');
		await storage.save(key, new Uint8Array([1, 2, 3]), { maxBytes: 3 });
		expect(await bytesOf(await storage.open(key))).toEqual(new Uint8Array([1, 2, 3]));
		for (const bad of ['../etc/passwd', 'media/x/../../y', `media/${assetId}/../a`, 'a b', '']) {
			await expect(storage.save(bad, new Uint8Array([1]), { maxBytes: 1 })).rejects.toThrow(
				TypeError,
			);
		}
		expect(() => mediaKey(assetId, '../master')).toThrow(TypeError);
		expect(() => mediaKey('not-a-uuid', 'master')).toThrow(TypeError);
	});

	it('stops past the limit, stores nothing, and keeps the version it had', async () => {
		const key = newStorageKey(8);
		await expect(
			storage.save(key, pieces('01234', '56789', 'X'), { maxBytes: 10 }),
		).rejects.toBeInstanceOf(FileTooLargeError);
		expect(await storage.size(key)).toBeNull();
		await storage.save(key, pieces('old'), { maxBytes: 10 });
		await expect(
			storage.save(key, pieces('new version too long'), { maxBytes: 10 }),
		).rejects.toBeInstanceOf(FileTooLargeError);
		expect(await text(await storage.open(key))).toBe('old');
		await storage.save(key, pieces('new'), { maxBytes: 10 });
		expect(await text(await storage.open(key))).toBe('new');
	});

	it('stores a file larger than a Blobs part and reads ranges across parts', async () => {
		const key = mediaKey(randomUUID(), 'master');
		const length = 2 * PART_BYTES + 12_345;
		const data = patterned(length);
		const chunks = async function* () {
			for (let at = 0; at < length; at += 1_000_000) yield data.subarray(at, at + 1_000_000);
			await Promise.resolve();
		};
		expect(await storage.save(key, chunks(), { maxBytes: length })).toEqual({ bytes: length });
		expect(await storage.size(key)).toBe(length);
		const across = { start: PART_BYTES - 10, end: PART_BYTES + 10 };
		expect(await bytesOf(await storage.open(key, across))).toEqual(
			data.subarray(across.start, across.end + 1),
		);
		const whole = await bytesOf(await storage.open(key));
		expect(whole.length).toBe(length);
		expect(whole[length - 1]).toBe((length - 1) % 251);
	});

	it.skipIf(!implementation.resumable)(
		'takes a resumable upload through its tus store, and the whole file reads under its key',
		async () => {
			const key = mediaKey(randomUUID(), 'master');
			const store = storage.resumableStore();
			// Over S3's 5 MB smallest part, sent as a small chunk and then the rest, as a resumed upload.
			const length = 6 * 1024 * 1024 + 7;
			const data = patterned(length);
			await store.create(new Upload({ id: key, size: length, offset: 0 }));
			expect(await store.write(Readable.from([data.subarray(0, 1000)]), key, 0)).toBe(1000);
			expect((await store.getUpload(key)).offset).toBe(1000);
			expect(await store.write(Readable.from([data.subarray(1000)]), key, 1000)).toBe(length);
			expect((await store.getUpload(key)).offset).toBe(length);
			expect(await storage.size(key)).toBe(length);
			expect(await bytesOf(await storage.open(key, { start: 990, end: 1010 }))).toEqual(
				data.subarray(990, 1011),
			);
			expect((await bytesOf(await storage.open(key))).length).toBe(length);

			// Cancelled half-way (tus DELETE): nothing of it is left to resume.
			const cancelled = mediaKey(randomUUID(), 'master');
			await store.create(new Upload({ id: cancelled, size: length, offset: 0 }));
			await store.write(Readable.from([data.subarray(0, 1000)]), cancelled, 0);
			await store.remove(cancelled);
			await expect(store.getUpload(cancelled)).rejects.toBeDefined();
		},
	);

	it('gives a short-lived signed URL that serves the bytes with the type of the key', async () => {
		const key = mediaKey(randomUUID(), 'hls/master.m3u8');
		await storage.save(key, pieces('#EXTM3U\n'), { maxBytes: 100 });
		const url = await storage.signedUrl(key, { ttlSeconds: 600, now: new Date() });
		const res = await follow(url);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
		expect(await res.text()).toBe('#EXTM3U\n');
	});

	it('refuses a signed URL that was tampered with, moved to another key or has expired', async () => {
		const key = mediaKey(randomUUID(), 'poster.jpg');
		const other = mediaKey(randomUUID(), 'poster.jpg');
		await storage.save(key, new Uint8Array([0xff, 0xd8, 0xff]), { maxBytes: 3 });
		await storage.save(other, new Uint8Array([0xff, 0xd8, 0xff]), { maxBytes: 3 });
		// Past links are signed at an earlier clock; this app's route reads `deps.now` (NOW).
		const valid = await storage.signedUrl(key, { ttlSeconds: 600, now: new Date() });
		const tampered = valid.replace(
			/(sig=|Signature=)(.)/,
			(_, name: string, first: string) => `${name}${first === 'A' ? 'B' : 'A'}`,
		);
		expect([403, 404]).toContain((await follow(tampered)).status);
		const moved = valid.replace(key.split('/')[1]!, other.split('/')[1]!);
		expect([403, 404]).toContain((await follow(moved)).status);
		const past = new Date(Math.min(Date.now(), NOW.getTime()) - 3 * 60 * 60 * 1000);
		const expired = await storage.signedUrl(key, { ttlSeconds: 60, now: past });
		expect((await follow(expired)).status).toBe(403);
	});
});
