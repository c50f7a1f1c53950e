/**
 * Vitest global setup: builds one migrated, seeded database template per run, so each test file
 * gets a fresh copy in well under a second instead of migrating and seeding again.
 * - PGlite: a `dumpDataDir()` tarball in the OS temp folder.
 * - PostgreSQL (when DATABASE_URL is set, as in CI): a template database cloned per test file.
 */
import { randomUUID } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createJobQueue } from '../../src/server/jobs/queue';
import { createLogger } from '../../src/server/logger';
import { seedDemoData } from '../../src/server/db/seed';
import { postgresUrlFor } from './postgres-url';

/** pg-boss's schema and the queues, in the template, so no test file installs them again. */
async function installJobQueue(db: Database): Promise<void> {
	const queue = createJobQueue({ db, logger: createLogger('silent'), supervise: false });
	await queue.start();
	await queue.stop();
}

declare module 'vitest' {
	export interface ProvidedContext {
		pgliteTemplatePath: string;
		postgresTemplate: { url: string; database: string } | null;
	}
}

export default async function setup(project: TestProject) {
	const id = randomUUID().slice(0, 8);
	const pglite = await openDatabase({ kind: 'pglite' });
	await pglite.migrate();
	await seedDemoData(pglite.db);
	await installJobQueue(pglite.db);
	const dump = await pglite.dump();
	await pglite.close();
	const templatePath = path.join(os.tmpdir(), `campus-pglite-template-${id}.tar`);
	await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
	project.provide('pgliteTemplatePath', templatePath);

	const baseUrl = process.env.DATABASE_URL;
	let templateDatabase: string | null = null;
	if (baseUrl) {
		templateDatabase = `campus_template_${id}`;
		const admin = new pg.Client({ connectionString: baseUrl });
		await admin.connect();
		await admin.query(`create database ${templateDatabase}`);
		await admin.end();
		const postgres = await openDatabase({
			kind: 'postgres',
			url: postgresUrlFor(baseUrl, templateDatabase),
		});
		await postgres.migrate();
		await seedDemoData(postgres.db);
		await installJobQueue(postgres.db);
		await postgres.close();
		project.provide('postgresTemplate', { url: baseUrl, database: templateDatabase });
	} else {
		project.provide('postgresTemplate', null);
	}

	return async () => {
		await rm(templatePath, { force: true });
		if (baseUrl && templateDatabase) {
			const admin = new pg.Client({ connectionString: baseUrl });
			await admin.connect();
			await admin.query(`drop database if exists ${templateDatabase} with (force)`);
			await admin.end();
		}
	};
}
