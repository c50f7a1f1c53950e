/**
 * The job queue's way into the database (ADR 015): pg-boss writes its own SQL, and this is where
 * it gets a connection, so that only `src/server/db` hands out database access. The root handle
 * gives pg-boss PGlite's one connection (its maintained adapter, which runs multi-statement
 * plans through `exec`) or the `pg` pool; a Drizzle transaction gives an executor bound to that
 * transaction, so a job is enqueued or not together with the event that asked for it.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { fromDrizzle, fromPglite, type BackendProfile, type Db } from 'pg-boss';
import type { Database } from './client';

export interface JobDatabase {
	db: Db;
	backend: BackendProfile;
}

/** pg-boss's connection to the whole database of the root handle `db`. */
export function jobDatabase(db: Database): JobDatabase {
	const client: unknown = '$client' in db ? db.$client : undefined;
	if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' };
	if (client instanceof pg.Pool) {
		return {
			db: { executeSql: (text, values) => client.query(text, values as unknown[]) },
			backend: 'postgres',
		};
	}
	throw new Error('jobDatabase() takes the root handle, not a transaction');
}

/**
 * An executor bound to `db` as it is, a transaction included: what pg-boss's `send` takes to
 * enqueue a job inside the caller's transaction (PGlite and pg both run it there).
 */
export function jobExecutor(db: Database): Db {
	return fromDrizzle(
		{
			execute: async (query) => {
				const result: unknown = await db.execute(query as SQL);
				// Both drivers answer `{ rows }`; Drizzle's common type leaves the result unknown.
				return result as { rows: unknown[] };
			},
		},
		sql,
	);
}
