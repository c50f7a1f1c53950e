import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

/** The planner's idea of a table's size: -1 until the table was first analysed. */
async function estimatedRows(handle: DatabaseHandle, table: string): Promise<number> {
	const result: unknown = await handle.db.execute(
		sql`select reltuples::float8 as rows from pg_class where relname = ${table}`,
	);
	return (result as { rows: { rows: number }[] }).rows[0]?.rows ?? Number.NaN;
}

describe('PGlite planner statistics', () => {
	let handle: DatabaseHandle;

	beforeAll(async () => {
		handle = await openDatabase({ kind: 'pglite' });
		await handle.db.execute(sql`create table planned (id int primary key)`);
		await handle.db.execute(sql`insert into planned select generate_series(1, 5000)`);
	});

	afterAll(async () => {
		await handle.close();
	});

	it('knows a table only once the statistics are refreshed (PGlite has no autovacuum)', async () => {
		expect(await estimatedRows(handle, 'planned')).toBeLessThan(1);
		await handle.refreshStatistics();
		expect(await estimatedRows(handle, 'planned')).toBe(5000);
	});
});
