/**
 * What `GET /api/health` checks: the database answers, and the data folder (DATA_DIR: the mail
 * outbox and the pharmacies' uploads) can be written. Each check says why it failed.
 */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../context';
import { databaseProblem } from '../db/client';

export interface HealthReport {
	/** Undefined when the database answers; otherwise why not ("ECONNREFUSED"…). */
	database: string | undefined;
	/** Milliseconds the database took to answer. */
	dbMs: number;
	/** Undefined when the data folder can be written; otherwise why not ("EROFS"…). */
	dataDir: string | undefined;
}

export async function checkHealth(deps: Pick<AppDeps, 'db' | 'config'>): Promise<HealthReport> {
	const started = performance.now();
	const [database, dataDir] = await Promise.all([
		databaseProblem(deps.db),
		dataDirProblem(deps.config.dataDir),
	]);
	const dbMs = Math.round((performance.now() - started) * 10) / 10;
	return { database, dbMs, dataDir };
}

/**
 * Why files cannot be written under `dir`, or undefined. A folder not made yet counts by its
 * nearest existing parent, since the outbox and uploads create it on first use.
 */
export async function dataDirProblem(dir: string): Promise<string | undefined> {
	let current = path.resolve(dir);
	for (;;) {
		try {
			if (!(await stat(current)).isDirectory()) return 'ENOTDIR';
			await access(current, constants.W_OK | constants.X_OK);
			return undefined;
		} catch (error) {
			const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
			const parent = path.dirname(current);
			if (code !== 'ENOENT' || parent === current) return code;
			current = parent;
		}
	}
}
