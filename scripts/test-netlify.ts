/**
 * `npm run test:netlify`: the deploy target exercised (issue #15). Builds the site with the
 * Netlify adapter and serves it with netlify-cli's local emulation (`netlify serve`: the CDN's
 * static files, netlify.toml's redirects and headers, `/*` as the Astro function), against a
 * PostgreSQL database of its own, then runs the smoke journey of tests/netlify with
 * playwright.netlify.config.ts. Everything it started is stopped and the database dropped, also
 * when a step fails or the run is interrupted.
 *
 * Offline by design: no login, no linked site, no telemetry, no browser; edge functions are off
 * (the site has none, and their runtime would be downloaded). The build goes to dist-netlify/ (the
 * `[context.dev]` publish folder of netlify.toml), so the Node build in dist/ is left alone; the
 * adapter's own files go to .netlify/.
 *
 * Settings: DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test;
 * the script creates and drops its own database there), NETLIFY_PORT (4618) and
 * NETLIFY_FUNCTIONS_PORT (4619).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { postgresUrlFor } from '../tests/setup/postgres-url.ts';

const PORT = Number(process.env.NETLIFY_PORT ?? 4618);
const FUNCTIONS_PORT = Number(process.env.NETLIFY_FUNCTIONS_PORT ?? 4619);
/** Must match `[context.dev] publish` in netlify.toml. */
const BUILD_DIR = 'dist-netlify';
/** The function's DATA_DIR (mail outbox); the emulation runs it from the project folder. */
const DATA_DIR = `.data/netlify-${PORT}`;
const LOG_FILE = path.resolve(`test-results/netlify-${PORT}.log`);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = `campus_netlify_${process.pid}`;
/** The scheduled job round's secret for this run (ADR 015). */
const JOBS_RUN_SECRET = randomBytes(24).toString('hex');
/** The build runs inside `netlify serve`; on two busy cores it has taken up to four minutes. */
const READY_TIMEOUT_MS = 10 * 60 * 1000;

const started = Date.now();
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(0)} s`;
let emulation: ChildProcess | undefined;
let databaseCreated = false;
let cleaning: Promise<void> | undefined;
let interrupted = false;

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
	const admin = new pg.Client({ connectionString: SERVER_URL });
	await admin.connect();
	try {
		return await work(admin);
	} finally {
		await admin.end();
	}
}

/** The emulation's process group: netlify-cli, the build it runs, and anything they started. */
async function stopEmulation(): Promise<void> {
	const child = emulation;
	if (!child?.pid) return;
	const group = -child.pid;
	const signalGroup = (signal: NodeJS.Signals) => {
		try {
			process.kill(group, signal);
		} catch {
			// The group is already gone.
		}
	};
	if (child.exitCode === null && child.signalCode === null) {
		const exited = new Promise<void>((resolve) =>
			child.once('exit', () => {
				resolve();
			}),
		);
		signalGroup('SIGTERM');
		const timer = setTimeout(() => {
			signalGroup('SIGKILL');
		}, 10_000);
		await exited;
		clearTimeout(timer);
	}
	// Whatever in the group outlived netlify-cli itself (a build it had started, say).
	signalGroup('SIGKILL');
}

function cleanUp(): Promise<void> {
	cleaning ??= (async () => {
		await stopEmulation();
		if (databaseCreated) {
			await withAdmin((admin) => admin.query(`drop database if exists ${DATABASE} with (force)`));
		}
		await rm(DATA_DIR, { recursive: true, force: true });
	})();
	return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.once(signal, () => {
		interrupted = true;
		console.error(`\ntest:netlify: ${signal}, stopping the emulation`);
		void cleanUp().finally(() => process.exit(130));
	});
}

async function waitUntilReady(): Promise<void> {
	const deadline = Date.now() + READY_TIMEOUT_MS;
	const exited = new Promise<never>((_, reject) => {
		emulation!.once('exit', (code, signal) => {
			reject(new Error(`netlify serve ended before serving (${signal ?? `exit ${code}`})`));
		});
	});
	exited.catch(() => undefined);
	while (Date.now() < deadline) {
		try {
			const answer = await fetch(`http://127.0.0.1:${PORT}/api/health`);
			if (answer.ok) return;
		} catch {
			// Still building.
		}
		await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
	}
	throw new Error(
		`netlify serve did not answer /api/health within ${READY_TIMEOUT_MS / 60000} min`,
	);
}

async function printLogTail(): Promise<void> {
	if (interrupted) return;
	const log = await readFile(LOG_FILE, 'utf8').catch(() => '');
	console.error(`--- last lines of ${path.relative('.', LOG_FILE)} ---`);
	console.error(log.split('\n').slice(-40).join('\n'));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { stdio: 'inherit', env });
		child.once('error', reject);
		child.once('exit', (code, signal) => {
			resolve(code ?? (signal ? 1 : 0));
		});
	});
}

let exitCode = 1;
try {
	// Another server on the port would answer the readiness check and the journey.
	const portTaken = await fetch(`http://127.0.0.1:${PORT}/`).then(
		() => true,
		() => false,
	);
	if (portTaken) throw new Error(`port ${PORT} is already in use (NETLIFY_PORT picks another)`);
	await withAdmin((admin) => admin.query(`create database ${DATABASE}`));
	databaseCreated = true;
	await rm(DATA_DIR, { recursive: true, force: true });
	await mkdir(path.dirname(LOG_FILE), { recursive: true });
	const log = createWriteStream(LOG_FILE);

	console.log(`test:netlify: building with @astrojs/netlify into ${BUILD_DIR}/ and serving it`);
	console.log(`  with netlify serve on 127.0.0.1:${PORT} (log: ${path.relative('.', LOG_FILE)})`);
	emulation = spawn(
		process.execPath,
		[
			'node_modules/netlify-cli/bin/run.js',
			'serve',
			'--offline',
			'--context',
			'dev',
			// The site has no edge functions; their Deno runtime would be downloaded.
			'--internal-disable-edge-functions',
			'--port',
			String(PORT),
			'--functions-port',
			String(FUNCTIONS_PORT),
		],
		{
			// Its own process group, so that stopping it stops the build and servers it started.
			detached: true,
			stdio: ['ignore', 'pipe', 'pipe'],
			env: {
				...process.env,
				// astro.config.mjs picks @astrojs/netlify on NETLIFY, which Netlify's build image sets
				// and the CLI does not (it sets NETLIFY_LOCAL).
				NETLIFY: 'true',
				BUILD_DIR,
				DATABASE_URL: postgresUrlFor(SERVER_URL, DATABASE),
				DATA_DIR,
				LOG_LEVEL: 'warn',
				// As on Netlify (ADR 015): no worker in the function; the scheduled round drains.
				JOB_WORKER: 'off',
				JOBS_RUN_SECRET,
				NETLIFY_TELEMETRY_DISABLED: '1',
				BROWSER: 'none',
			},
		},
	);
	emulation.stdout!.pipe(log);
	emulation.stderr!.pipe(log);
	const buildStarted = Date.now();
	await waitUntilReady();
	console.log(`test:netlify: built and serving after ${seconds(buildStarted)}`);

	const smokeStarted = Date.now();
	exitCode = await run(
		process.execPath,
		['node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.netlify.config.ts'],
		{
			...process.env,
			NETLIFY_PORT: String(PORT),
			NETLIFY_DATA_DIR: DATA_DIR,
			NETLIFY_JOBS_RUN_SECRET: JOBS_RUN_SECRET,
		},
	);
	console.log(
		`test:netlify: smoke journey ${exitCode === 0 ? 'passed' : 'FAILED'} in ${seconds(smokeStarted)}`,
	);
	if (exitCode !== 0) await printLogTail();
} catch (error) {
	console.error(`test:netlify: ${(error as Error).message}`);
	await printLogTail();
	exitCode = 1;
} finally {
	await cleanUp();
	console.log(`test:netlify: ${exitCode === 0 ? 'done' : 'failed'} in ${seconds(started)} overall`);
}
process.exit(exitCode);
