/**
 * The rebuild after a publish (ADR 017), with a small build command in place of Astro's: it is
 * given the release folder and the running server's API, its pages go live only when it succeeds,
 * its output's end is kept, and two publishes never build at once.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { rebuildPublisher } from './rebuild';
import { adoptBuild, releasesDir } from './releases';

const logger = createLogger('silent');
let projectDir: string;

/**
 * Writes BUILD_DIR/client/index.html naming BUILD_API_URL, after `wait` ms; exits with `code`.
 * It also records when it ran, so the test can see two builds never overlap.
 */
const FAKE_BUILD = `
const fs = require('node:fs');
const path = require('node:path');
const [wait, code] = process.argv.slice(1).map(Number);
const started = Date.now();
console.log('building into', path.basename(process.env.BUILD_DIR));
setTimeout(() => {
	fs.mkdirSync(path.join(process.env.BUILD_DIR, 'client'), { recursive: true });
	fs.mkdirSync(path.join(process.env.BUILD_DIR, 'server'), { recursive: true });
	fs.writeFileSync(path.join(process.env.BUILD_DIR, 'client', 'index.html'), 'from ' + process.env.BUILD_API_URL);
	fs.appendFileSync(path.join(process.cwd(), 'runs.log'), started + '-' + Date.now() + '\\n');
	if (code) console.error('[ERROR] the page could not be built');
	process.exit(code);
}, wait);
`;

function publisher(wait: number, code: number) {
	return rebuildPublisher({
		buildDir: 'dist',
		apiUrl: 'http://127.0.0.1:4999/api',
		projectDir,
		logger,
		command: [process.execPath, '-e', FAKE_BUILD, String(wait), String(code)],
	});
}

beforeEach(async () => {
	projectDir = await mkdtemp(path.join(tmpdir(), 'campus-rebuild-'));
	await mkdir(path.join(projectDir, 'dist', 'client'), { recursive: true });
	await writeFile(path.join(projectDir, 'dist', 'client', 'index.html'), 'first build');
	await adoptBuild(path.join(projectDir, 'dist'));
});
afterEach(async () => {
	await rm(projectDir, { recursive: true, force: true });
});

const served = () => readFile(path.join(projectDir, 'dist', 'client', 'index.html'), 'utf8');

describe('the rebuild of the public pages', () => {
	it('builds into a new release from the running server’s API and serves it', async () => {
		const outcome = await publisher(0, 0).publish({ upTo: 3, reason: 'Publicado: Tos' });
		expect(outcome.state).toBe('live');
		expect(outcome.log).toMatch(/building into 00000003-/);
		expect(outcome.log).toMatch(/built in \d+\.\d s; now served/);
		expect(await served()).toBe('from http://127.0.0.1:4999/api');
		// The release keeps only what is served.
		const releases = await readdir(releasesDir(path.join(projectDir, 'dist')));
		const release = releases.find((name) => name.startsWith('00000003-'));
		expect(release).toBeDefined();
		expect(await readdir(path.join(releasesDir(path.join(projectDir, 'dist')), release!))).toEqual(
			expect.not.arrayContaining(['server']),
		);
	});

	it('fails with the end of the output and keeps serving the pages it had', async () => {
		const outcome = await publisher(0, 2).publish({ upTo: 4, reason: 'Publicado: Tos' });
		expect(outcome.state).toBe('failed');
		expect(outcome.log).toContain('[ERROR] the page could not be built');
		expect(outcome.log).toMatch(/build exited with 2/);
		expect(await served()).toBe('first build');
		expect(await readdir(releasesDir(path.join(projectDir, 'dist')))).toHaveLength(1);
	});

	it('runs one build at a time', async () => {
		const site = publisher(150, 0);
		const outcomes = await Promise.all([
			site.publish({ upTo: 5, reason: 'a' }),
			site.publish({ upTo: 6, reason: 'b' }),
		]);
		expect(outcomes.map((outcome) => outcome.state)).toEqual(['live', 'live']);
		const runs = (await readFile(path.join(projectDir, 'runs.log'), 'utf8'))
			.trim()
			.split('\n')
			.map((line) => line.split('-').map(Number) as [number, number]);
		expect(runs).toHaveLength(2);
		expect(runs[1]![0]).toBeGreaterThanOrEqual(runs[0]![1]);
	});
});
