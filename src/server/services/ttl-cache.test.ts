import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

function clock(start = 1_000) {
	let time = start;
	return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('ttl cache', () => {
	it('answers from memory until the time limit, then loads again', async () => {
		const time = clock();
		const cache = createTtlCache({ ttlMs: 5_000, maxEntries: 10, now: time.now });
		const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
		expect(await cache.getOrLoad('k', load)).toBe('first');
		time.advance(4_999);
		expect(await cache.getOrLoad('k', load)).toBe('first');
		time.advance(1);
		expect(await cache.getOrLoad('k', load)).toBe('second');
		expect(load).toHaveBeenCalledTimes(2);
	});

	it('runs one load for concurrent misses of the same key', async () => {
		const cache = createTtlCache({ ttlMs: 1_000, maxEntries: 10, now: clock().now });
		let resolve: (value: number) => void = () => undefined;
		const load = vi.fn(() => new Promise<number>((r) => (resolve = r)));
		const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
		resolve(7);
		expect(await both).toEqual([7, 7]);
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('forgets one key at once, a load under way included, and keeps the others', async () => {
		const cache = createTtlCache({ ttlMs: 5_000, maxEntries: 10, now: clock().now });
		expect(await cache.getOrLoad('a', () => Promise.resolve('open'))).toBe('open');
		expect(await cache.getOrLoad('b', () => Promise.resolve('open'))).toBe('open');
		cache.forget('a');
		let resolve: (value: string) => void = () => undefined;
		const slow = cache.getOrLoad('c', () => new Promise<string>((r) => (resolve = r)));
		cache.forget('c');
		resolve('read before the change');
		expect(await slow).toBe('read before the change');
		expect(await cache.getOrLoad('a', () => Promise.resolve('closed'))).toBe('closed');
		expect(await cache.getOrLoad('c', () => Promise.resolve('closed'))).toBe('closed');
		expect(await cache.getOrLoad('b', () => Promise.resolve('closed'))).toBe('open');
	});

	it('does not keep failures', async () => {
		const cache = createTtlCache({ ttlMs: 1_000, maxEntries: 10, now: clock().now });
		const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
		await expect(cache.getOrLoad('k', load)).rejects.toThrow('down');
		expect(await cache.getOrLoad('k', load)).toBe('up');
	});

	it('drops the oldest entry past the limit', async () => {
		const cache = createTtlCache({ ttlMs: 1_000, maxEntries: 2, now: clock().now });
		await cache.getOrLoad('a', () => Promise.resolve(1));
		await cache.getOrLoad('b', () => Promise.resolve(2));
		await cache.getOrLoad('c', () => Promise.resolve(3));
		expect(cache.size).toBe(2);
		const reload = vi.fn(() => Promise.resolve(10));
		expect(await cache.getOrLoad('a', reload)).toBe(10);
		expect(reload).toHaveBeenCalledOnce();
	});

	it('with a time limit of 0 always loads', async () => {
		const cache = createTtlCache({ ttlMs: 0, maxEntries: 2, now: clock().now });
		const load = vi.fn(() => Promise.resolve(1));
		await cache.getOrLoad('k', load);
		await cache.getOrLoad('k', load);
		expect(load).toHaveBeenCalledTimes(2);
		expect(cache.size).toBe(0);
	});
});
