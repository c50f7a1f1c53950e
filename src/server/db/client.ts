/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, otherwise PGlite (PostgreSQL in
 * WASM) on a folder or in memory. Both speak the same SQL, so everything above this file is
 * unaware of which one runs.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { databaseUnavailableReason } from './unavailable';

/** The Drizzle handle every service receives; the common base of the PGlite and pg drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
	db: Database;
	kind: 'pglite' | 'postgres';
	/** Applies the committed migrations (idempotent: drizzle records what already ran). */
	migrate(): Promise<void>;
	/** PGlite only: the whole data folder as a tarball, to clone a migrated database quickly. */
	dump(): Promise<Blob | File>;
	/**
	 * Brings the planner's statistics up to date (`ANALYZE`). PostgreSQL's autovacuum does it by
	 * itself; PGlite runs without autovacuum, so its estimates would stay those of the day the
	 * tables were small (the group report's plan read 200 people where there were 1,000, and took
	 * 20 % longer). A no-op on PostgreSQL.
	 */
	refreshStatistics(): Promise<void>;
	close(): Promise<void>;
}

export type DatabaseOptions =
	| {
			kind: 'postgres';
			url: string;
			poolSize?: number;
			/**
			 * A pooled connection the server closed while idle (a restart, a failover). pg emits it
			 * on the pool, and an unheard 'error' event would end the process; the pool replaces the
			 * connection on its own, so this only reports it.
			 */
			onIdleConnectionError?: (error: Error) => void;
	  }
	/** `dataDir` undefined means in memory; `template` is a `dump()` to start from. */
	| { kind: 'pglite'; dataDir?: string; template?: Blob | File };

/** How long a request waits for a PostgreSQL connection before the database counts as down. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Migrations are read at run time, from the project root (the working directory of
 * `npm start`, the tests and the build), not from the bundle.
 */
export const MIGRATIONS_FOLDER = path.resolve('src/server/db/migrations');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
	if (options.kind === 'postgres') {
		const pool = new pg.Pool({
			connectionString: options.url,
			max: options.poolSize ?? 10,
			// Without a limit, a server that drops packets (not one that refuses them) would hold
			// every request open forever instead of answering 503 db_unavailable.
			connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
		});
		pool.on('error', (error) => options.onIdleConnectionError?.(error));
		const db = drizzlePostgres(pool, { schema });
		return {
			db,
			kind: 'postgres',
			migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
			dump: () => Promise.reject(new Error('dump() exists only for PGlite')),
			refreshStatistics: () => Promise.resolve(),
			close: () => pool.end(),
		};
	}
	if (options.dataDir) {
		// PGlite does not create parent folders itself.
		await mkdir(options.dataDir, { recursive: true });
	}
	const client = await PGlite.create({
		...(options.dataDir ? { dataDir: options.dataDir } : {}),
		...(options.template ? { loadDataDir: options.template } : {}),
		extensions: { unaccent, pg_trgm },
	});
	const db = drizzlePglite(client, { schema });
	return {
		db,
		kind: 'pglite',
		migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
		dump: () => client.dumpDataDir('none'),
		refreshStatistics: async () => {
			await client.exec('analyze');
		},
		close: () => client.close(),
	};
}

/**
 * Why the database does not answer a trivial query ("ECONNREFUSED", "PGlite is closed"…), or
 * undefined when it does; used by `GET /api/health`.
 */
export async function databaseProblem(db: Database): Promise<string | undefined> {
	try {
		await db.execute(sql`select 1`);
		return undefined;
	} catch (error) {
		return databaseUnavailableReason(error) ?? 'query failed';
	}
}
