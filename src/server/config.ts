/**
 * Server settings, read once from `astro:env/server` (declared in astro.config.mjs). Everything in
 * src/server takes its configuration from here, so tests can pass a different object.
 */
import {
	API_CLIENT_KEYS,
	CATALOGUE_CACHE_SECONDS,
	DATA_DIR,
	DATABASE_URL,
	LOG_LEVEL,
	PGLITE_DIR,
} from 'astro:env/server';
import { PUBLIC_ASSETS_URL } from 'astro:env/client';

export interface ServerConfig {
	/** Accepted values of the `pcek` client-key header. */
	clientKeys: string[];
	/** PostgreSQL URL; when absent the embedded PGlite in `pgliteDir` is used. */
	databaseUrl: string | undefined;
	pgliteDir: string;
	dataDir: string;
	/** Base of media URLs (videos, posters, captions); paths in the database are relative to it. */
	assetsUrl: string;
	logLevel: string;
	/** Seconds a process keeps a catalogue answer; 0 asks the database every time. */
	catalogueCacheSeconds: number;
}

export function readServerConfig(): ServerConfig {
	return {
		clientKeys: API_CLIENT_KEYS.split(',')
			.map((key) => key.trim())
			.filter(Boolean),
		databaseUrl: DATABASE_URL || undefined,
		pgliteDir: PGLITE_DIR,
		dataDir: DATA_DIR,
		assetsUrl: PUBLIC_ASSETS_URL.replace(/\/+$/, ''),
		logLevel: LOG_LEVEL,
		catalogueCacheSeconds: CATALOGUE_CACHE_SECONDS,
	};
}
