/**
 * An uploaded video's length, read from its bytes by mediabunny through the storage interface:
 * MP4 and WebM of the same 150-second lesson, the demo trailer, and files whose length cannot be
 * read (cut short, a container header and nothing else, not a video at all).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage, newStorageKey, type FileStorage } from './file-storage';
import { readVideoDuration } from './video-duration';

const LESSON_WEBM = path.resolve('public/media/lessons/lesson-150.webm');
/** The same lesson remuxed into MP4 by mediabunny (tests/fixtures/media/README.md). */
const LESSON_MP4 = path.resolve('tests/fixtures/media/lesson-150.mp4');
const TRAILER_WEBM = path.resolve('public/media/demo/trailer-1.webm');

describe('readVideoDuration', () => {
	let root: string;
	let storage: FileStorage;

	beforeAll(async () => {
		root = await mkdtemp(path.join(os.tmpdir(), 'video-duration-'));
		storage = diskStorage(root);
	});
	afterAll(async () => {
		await rm(root, { recursive: true, force: true });
	});

	async function store(bytes: Uint8Array): Promise<string> {
		const key = newStorageKey(1);
		await storage.save(key, bytes, { maxBytes: bytes.byteLength });
		return key;
	}

	it.each([
		['a WebM', LESSON_WEBM, 150],
		['an MP4', LESSON_MP4, 150],
		['a WebM of another length', TRAILER_WEBM, 23.3],
	])('reads the length of %s from its packets', async (_, file, seconds) => {
		const key = await store(await readFile(file));
		const duration = await readVideoDuration(storage, key);
		expect(duration).not.toBeNull();
		expect(duration).toBeCloseTo(seconds, 0);
	});

	it('measures a WebM cut in half by what it holds, not by what its header declares', async () => {
		const whole = await readFile(LESSON_WEBM);
		const key = await store(new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2))));
		const duration = await readVideoDuration(storage, key);
		expect(duration).not.toBeNull();
		expect(duration).toBeGreaterThan(30);
		expect(duration).toBeLessThan(120);
	});

	it.each([
		['only the MP4 type box', async () => (await readFile(LESSON_MP4)).subarray(0, 24)],
		['only the WebM header', async () => (await readFile(LESSON_WEBM)).subarray(0, 40)],
		[
			'an MP4 type box and then noise',
			async () => {
				const head = (await readFile(LESSON_MP4)).subarray(0, 24);
				return Buffer.concat([head, Buffer.alloc(4096, 0x5a)]);
			},
		],
		['a PDF', () => Promise.resolve(Buffer.from('%PDF-1.4\n%%EOF\n'))],
	])('answers null for %s', async (_, bytes) => {
		const key = await store(new Uint8Array(await bytes()));
		expect(await readVideoDuration(storage, key)).toBeNull();
	});

	it('answers null for a key with nothing stored', async () => {
		expect(await readVideoDuration(storage, newStorageKey(1))).toBeNull();
	});
});
