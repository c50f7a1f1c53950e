/**
 * The Node server's rebuild (ADR 017): `astro build` in a child process into a new release folder,
 * reading the live data from the running server over the loopback (`BUILD_API_URL`), then swapped
 * in atomically (releases.ts). One build at a time per process: a publish that arrives during a
 * build is taken by the next round, which reads the newer data.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import type { PublishOutcome, SitePublisher } from './index';
import { logTail } from './log-tail';
import { discardRelease, releaseDir, swapRelease } from './releases';

/** A build that runs longer is stopped and the publication fails (the 2,000-course budget is 120 s). */
const BUILD_TIMEOUT_MS = 10 * 60 * 1000;

/** The embedded-database folder a build is given, never opened (see runBuild). */
const UNUSED_PGLITE = 'unused-pglite';

export interface RebuildSettings {
	/** The build folder the server serves (`BUILD_DIR`, `dist` by default). */
	buildDir: string;
	/** The running server's API on the loopback, e.g. `http://127.0.0.1:4321/api`. */
	apiUrl: string;
	/** The checkout the server runs from: its sources and node_modules build the pages. */
	projectDir: string;
	logger: Logger;
	/** The command that builds into `BUILD_DIR`; Astro's by default (tests give a smaller one). */
	command?: readonly string[];
	timeoutMs?: number;
}

export function rebuildPublisher(settings: RebuildSettings): SitePublisher {
	let running: Promise<unknown> = Promise.resolve();
	return {
		kind: 'rebuild',
		publish(request) {
			const round = running.then(() => rebuild(settings, request.upTo));
			running = round.catch(() => undefined);
			return round;
		},
	};
}

async function rebuild(settings: RebuildSettings, upTo: number): Promise<PublishOutcome> {
	const buildDir = path.resolve(settings.projectDir, settings.buildDir);
	const release = releaseDir(buildDir, upTo);
	await mkdir(release, { recursive: true });
	const started = Date.now();
	const { code, log } = await runBuild(settings, release);
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	if (code !== 0) {
		await discardRelease(release);
		settings.logger.warn({ code, seconds }, 'site rebuild failed');
		return {
			state: 'failed',
			log: `${log}\n[build exited with ${String(code)} after ${seconds} s]`,
		};
	}
	// Only the pages and files are served from a release; its server bundle is not used.
	for (const unused of ['server', UNUSED_PGLITE]) {
		await rm(path.join(release, unused), { recursive: true, force: true });
	}
	const swapped = await swapRelease(buildDir, release, upTo);
	settings.logger.info({ seconds, swapped, upTo }, 'site rebuilt');
	return {
		state: 'live',
		log: `${log}\n[built in ${seconds} s; ${swapped === 'swapped' ? 'now served' : 'a newer build was already served'}]`,
	};
}

function runBuild(
	settings: RebuildSettings,
	release: string,
): Promise<{ code: number | null; log: string }> {
	const [command, ...args] = settings.command ?? [
		process.execPath,
		path.join(settings.projectDir, 'node_modules', 'astro', 'bin', 'astro.mjs'),
		'build',
	];
	if (!command) throw new Error('the rebuild has no command');
	const log = logTail();
	return new Promise((resolve) => {
		const child = spawn(command, args, {
			cwd: settings.projectDir,
			env: {
				// The build sees the settings the server was started with, as the first build did.
				// eslint-disable-next-line no-restricted-syntax -- handed to a child, not read here
				...process.env,
				BUILD_DIR: release,
				BUILD_API_URL: settings.apiUrl,
				// The build reads the data over BUILD_API_URL; should anything still open the embedded
				// database, it gets a folder of its own and never the one the server holds.
				PGLITE_DIR: path.join(release, UNUSED_PGLITE),
				ASTRO_TELEMETRY_DISABLED: '1',
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		const timer = setTimeout(() => {
			log.append('\n[stopped: the build took too long]');
			child.kill('SIGKILL');
		}, settings.timeoutMs ?? BUILD_TIMEOUT_MS);
		child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
			log.append(chunk);
		});
		child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
			log.append(chunk);
		});
		child.on('error', (error) => {
			log.append(`\n${String(error)}`);
		});
		child.on('close', (code) => {
			clearTimeout(timer);
			resolve({ code, log: log.toString() });
		});
	});
}
