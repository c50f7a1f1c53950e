/**
 * A second server of the same build on a PGlite folder of its own, for the journeys that change
 * what every page shows (the site's banner): on the main server they would change the pages other
 * journeys, running at the same time, look at. It stops when the journey's file ends.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { E2E_DATA_DIR, serverUnderTest } from './server';

export interface ExtraServer {
	baseUrl: string;
	stop: () => void;
}

/**
 * Starts the server on `port` in a fresh folder named after `name`, once `prepare` (if given) has
 * written what the journey needs in its migrated database; resolves when it answers its health.
 */
export async function startExtraServer(
	name: string,
	port: number,
	prepare?: (db: DatabaseHandle['db']) => Promise<void>,
): Promise<ExtraServer> {
	const dataDir = path.resolve(`${E2E_DATA_DIR}-${name}-${String(port)}`);
	await rm(dataDir, { recursive: true, force: true });
	if (prepare) {
		const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
		await database.migrate();
		await prepare(database.db);
		await database.close();
	}
	const server = spawn(process.execPath, ['scripts/serve.ts'], {
		env: {
			...process.env,
			...serverUnderTest(port, dataDir),
			BUILD_DIR: process.env.BUILD_DIR ?? 'dist',
		},
		stdio: 'ignore',
	});
	const baseUrl = `http://127.0.0.1:${String(port)}`;
	await expect
		.poll(
			async () => {
				try {
					return (await fetch(`${baseUrl}/api/health`)).ok;
				} catch {
					return false;
				}
			},
			{ timeout: 150_000, intervals: [500] },
		)
		.toBe(true);
	return { baseUrl, stop: () => server.kill() };
}
