/**
 * A small per-process cache of read-only answers with a time limit. The catalogue is the same for
 * every visitor and changes a few times a week (and the prerendered pages only change on a new
 * build), so answering identical catalogue queries from memory for a few seconds spares the
 * database most of the site's traffic. Nothing is shared between processes and nothing needs to
 * be: each one forgets its entries after `ttlMs`, so a change reaches every process within that
 * time, like the CDN's `s-maxage` does for GET calls. `ttlMs` 0 turns caching off.
 */
export interface TtlCache {
	/** The cached value of `key`, or the value `load` produces (cached unless it throws). */
	getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
	/** Drops `key`, so the next read loads it again (a load already under way is not kept). */
	forget(key: string): void;
	clear(): void;
	readonly size: number;
}

export interface TtlCacheOptions {
	ttlMs: number;
	/** Oldest entries are dropped past this many, so odd queries cannot grow memory without end. */
	maxEntries: number;
	now: () => number;
}

export function createTtlCache({ ttlMs, maxEntries, now }: TtlCacheOptions): TtlCache {
	const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
	return {
		async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
			if (ttlMs <= 0) return load();
			const hit = entries.get(key);
			if (hit && hit.expires > now()) return hit.value as Promise<T>;
			entries.delete(key);
			// The promise itself is cached, so concurrent misses of one key run one query.
			const value = load();
			entries.set(key, { expires: now() + ttlMs, value });
			if (entries.size > maxEntries) {
				const oldest = entries.keys().next();
				if (!oldest.done) entries.delete(oldest.value);
			}
			try {
				return await value;
			} catch (error) {
				// Errors are not cached: the next call tries the database again.
				if (entries.get(key)?.value === value) entries.delete(key);
				throw error;
			}
		},
		forget(key: string) {
			entries.delete(key);
		},
		clear() {
			entries.clear();
		},
		get size() {
			return entries.size;
		},
	};
}
