/**
 * The local disk storage: keys it makes (never a user's name), the byte limit while reading (the
 * bytes over the limit are never written and nothing is left behind), byte ranges for seeking,
 * size and removal.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
	diskStorage,
	FileTooLargeError,
	isStorageKey,
	newStorageKey,
	StoredFileMissingError,
	type FileStorage,
} from './file-storage';

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
	return new Response(stream).text();
}

async function* pieces(...parts: string[]): AsyncGenerator<Uint8Array> {
	for (const part of parts) yield await Promise.resolve(new TextEncoder().encode(part));
}

describe('diskStorage', () => {
	let root: string;
	let storage: FileStorage;

	beforeEach(async () => {
		root = await mkdtemp(path.join(os.tmpdir(), 'file-storage-'));
		storage = diskStorage(root);
	});
	afterEach(async () => {
		await rm(root, { recursive: true, force: true });
	});

	const filesOnDisk = async () =>
		(await readdir(root, { recursive: true, withFileTypes: true }))
			.filter((entry) => entry.isFile())
			.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

	it('stores a stream under <pharmacyId>/<uuid> and reads it back whole or by range', async () => {
		const key = newStorageKey(7);
		expect(key).toMatch(/^7\/[0-9a-f-]{36}$/);
		expect(await storage.save(key, pieces('0123', '4567', '89'), { maxBytes: 10 })).toEqual({
			bytes: 10,
		});
		expect(await filesOnDisk()).toEqual([key]);
		expect(await storage.size(key)).toBe(10);
		expect(await text(await storage.open(key))).toBe('0123456789');
		expect(await text(await storage.open(key, { start: 2, end: 5 }))).toBe('2345');
		expect(await text(await storage.open(key, { start: 9, end: 9 }))).toBe('9');
	});

	it('stops at one byte over the limit and leaves nothing behind', async () => {
		const key = newStorageKey(7);
		await expect(
			storage.save(key, pieces('01234', '56789', 'X'), { maxBytes: 10 }),
		).rejects.toBeInstanceOf(FileTooLargeError);
		expect(await filesOnDisk()).toEqual([]);
		expect(await storage.size(key)).toBeNull();
	});

	it('stops reading the source once over the limit', async () => {
		let pulled = 0;
		async function* endless(): AsyncGenerator<Uint8Array> {
			for (;;) {
				pulled += 1;
				yield await Promise.resolve(new Uint8Array(1024));
			}
		}
		await expect(storage.save(newStorageKey(1), endless(), { maxBytes: 4096 })).rejects.toThrow(
			FileTooLargeError,
		);
		expect(pulled).toBe(5);
	});

	it('saves plain bytes and removes them; removing twice is fine', async () => {
		const key = newStorageKey(3);
		await storage.save(key, new TextEncoder().encode('logo'), { maxBytes: 4 });
		await storage.remove(key);
		await storage.remove(key);
		expect(await storage.size(key)).toBeNull();
		await expect(storage.open(key)).rejects.toBeInstanceOf(StoredFileMissingError);
	});

	it.each([
		'../etc/passwd',
		'7/../../x',
		'7/logo.png',
		'a/3b241101-e2bb-4255-8caf-4136c566a962',
		'',
	])('refuses the key %j', async (key) => {
		expect(isStorageKey(key)).toBe(false);
		await expect(storage.save(key, new Uint8Array(1), { maxBytes: 1 })).rejects.toThrow(TypeError);
		await expect(storage.size(key)).rejects.toThrow(TypeError);
	});
});
