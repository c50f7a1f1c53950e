/**
 * What every handler can read from the Hono context. The caller and the request's dependencies are
 * resolved once, in middleware (STYLE §8).
 */
import type { Database } from './db/client';
import type { Logger } from './logger';
import type { ServerConfig } from './config';
import type { TtlCache } from './services/ttl-cache';

/** Dependencies of the API, passed in so tests can use in-memory PGlite and a fixed clock. */
export interface AppDeps {
	db: Database;
	config: ServerConfig;
	logger: Logger;
	now: () => Date;
	/** Short-lived per-process cache of catalogue answers (see services/ttl-cache.ts). */
	catalogueCache: TtlCache;
}

export interface AppEnv {
	Variables: {
		deps: AppDeps;
		requestId: string;
		log: Logger;
	};
}
