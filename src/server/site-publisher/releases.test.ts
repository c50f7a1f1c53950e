/**
 * The Node server's releases (ADR 017) on a real disk: the served `client` becomes a link once,
 * each swap replaces it in one step, open pages keep their scripts, an older build never replaces
 * a newer one, and old releases go.
 */
import { existsSync } from 'node:fs';
import {
	lstat,
	mkdir,
	mkdtemp,
	readdir,
	readFile,
	realpath,
	rm,
	writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptBuild, releaseDir, releasesDir, swapRelease } from './releases';

let buildDir: string;

async function write(file: string, text: string) {
	await mkdir(path.dirname(file), { recursive: true });
	await writeFile(file, text);
}

/** A finished build of a release: its home page and one hashed script. */
async function built(upTo: number, page: string, script: string) {
	const release = releaseDir(buildDir, upTo);
	await write(path.join(release, 'client', 'index.html'), page);
	await write(path.join(release, 'client', '_astro', script), `/* ${script} */`);
	return release;
}

const served = (file: string) => readFile(path.join(buildDir, 'client', file), 'utf8');

beforeEach(async () => {
	buildDir = await mkdtemp(path.join(tmpdir(), 'campus-releases-'));
	await write(path.join(buildDir, 'client', 'index.html'), 'first build');
	await write(path.join(buildDir, 'client', '_astro', 'page.AAAA.js'), 'old script');
	await write(path.join(buildDir, 'server', 'entry.mjs'), '');
});
afterEach(async () => {
	await rm(buildDir, { recursive: true, force: true });
});

describe('the releases of the static pages', () => {
	it('turns the build into the first release, once, serving the same files', async () => {
		await adoptBuild(buildDir);
		expect((await lstat(path.join(buildDir, 'client'))).isSymbolicLink()).toBe(true);
		expect(await served('index.html')).toBe('first build');
		await adoptBuild(buildDir);
		expect(await readdir(releasesDir(buildDir))).toHaveLength(1);
		expect(await served('index.html')).toBe('first build');
	});

	it('swaps a new release in, keeping the scripts of pages still open', async () => {
		await adoptBuild(buildDir);
		const release = await built(7, 'with the new course', 'page.BBBB.js');
		expect(await swapRelease(buildDir, release, 7)).toBe('swapped');
		expect(await served('index.html')).toBe('with the new course');
		expect(await served('_astro/page.BBBB.js')).toBe('/* page.BBBB.js */');
		expect(await served('_astro/page.AAAA.js')).toBe('old script');
		expect(await realpath(path.join(buildDir, 'client'))).toBe(
			await realpath(path.join(release, 'client')),
		);
		// No temporary link is left beside it.
		expect(existsSync(path.join(buildDir, 'client.next'))).toBe(false);
	});

	it('never replaces a newer release with an older build that finished later', async () => {
		await adoptBuild(buildDir);
		const newer = await built(9, 'publication 9', 'p.9.js');
		const older = await built(8, 'publication 8', 'p.8.js');
		expect(await swapRelease(buildDir, newer, 9)).toBe('swapped');
		expect(await swapRelease(buildDir, older, 8)).toBe('superseded');
		expect(await served('index.html')).toBe('publication 9');
		expect(existsSync(older)).toBe(false);
	});

	it('keeps the live release and the three before it', async () => {
		await adoptBuild(buildDir);
		const releases: string[] = [];
		for (const upTo of [1, 2, 3, 4, 5]) {
			const release = await built(upTo, `publication ${String(upTo)}`, `p.${String(upTo)}.js`);
			releases.push(release);
			await swapRelease(buildDir, release, upTo);
		}
		const kept = (await readdir(releasesDir(buildDir))).map((name) =>
			path.join(releasesDir(buildDir), name),
		);
		expect(kept.sort()).toEqual(releases.slice(1).sort());
		expect(await served('index.html')).toBe('publication 5');
		// Every script a kept page could ask for is still served.
		expect(await served('_astro/p.2.js')).toBe('/* p.2.js */');
	});
});
