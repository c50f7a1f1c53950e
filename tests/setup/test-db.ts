/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory always, and
 * PostgreSQL too when the run has DATABASE_URL (CI). Use `databaseKinds` with `describe.each`.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { postgresUrlFor } from './postgres-url';
import { stopJobQueuesOf } from './test-jobs';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every API test runs against in this run. */
export const databaseKinds: DatabaseKind[] = inject('postgresTemplate')
	? ['pglite', 'postgres']
	: ['pglite'];

export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
	if (kind === 'pglite') {
		const tarball = await readFile(inject('pgliteTemplatePath'));
		const handle = await openDatabase({ kind: 'pglite', template: new Blob([tarball]) });
		return {
			...handle,
			close: async () => {
				await stopJobQueuesOf(handle.db);
				await handle.close();
			},
		};
	}
	const template = inject('postgresTemplate');
	if (!template) throw new Error('PostgreSQL tests need DATABASE_URL');
	const database = `campus_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
	const admin = new pg.Client({ connectionString: template.url });
	await admin.connect();
	await admin.query(`create database ${database} template ${template.database}`);
	await admin.end();
	const handle = await openDatabase({
		kind: 'postgres',
		url: postgresUrlFor(template.url, database),
		poolSize: 4,
	});
	return {
		...handle,
		close: async () => {
			await stopJobQueuesOf(handle.db);
			await handle.close();
			const cleanup = new pg.Client({ connectionString: template.url });
			await cleanup.connect();
			// pool.end() resolves before its sockets have closed; dropping `with (force)` at once
			// would kill a connection still closing, whose error then has no listener left.
			await waitForNoConnections(cleanup, database);
			await cleanup.query(`drop database if exists ${database} with (force)`);
			await cleanup.end();
		},
	};
}

/** Waits (up to 5 s) until nobody is connected to `database`. */
async function waitForNoConnections(client: pg.Client, database: string): Promise<void> {
	for (let attempt = 0; attempt < 100; attempt++) {
		const { rows } = await client.query<{ n: number }>(
			'select count(*)::int as n from pg_stat_activity where datname = $1',
			[database],
		);
		if (rows[0]?.n === 0) return;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}
