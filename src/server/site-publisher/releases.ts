/**
 * The releases of the static pages on the Node server (ADR 017): each rebuild writes a new folder
 * under `{buildDir}/releases/`, and `{buildDir}/client`, the folder Astro's Node handler serves, is
 * a symbolic link that is swapped to it in one `rename`. A request is answered from the old
 * release or the new one, never from a half-written folder; the handler looks the link up on each
 * request (it stats every file it sends), so the running server needs no restart.
 */
import {
	copyFile,
	lstat,
	mkdir,
	readdir,
	readFile,
	readlink,
	rename,
	rm,
	symlink,
	writeFile,
} from 'node:fs/promises';
import path from 'node:path';

/** The folder of the releases, inside the build folder so the pair moves together. */
export const RELEASES_FOLDER = 'releases';
/** Releases kept besides the live one: pages a visitor has open still find their scripts. */
const RELEASES_KEPT = 3;
/** What a release records about itself: the last publication its pages include. */
const RELEASE_FILE = 'release.json';

interface ReleaseRecord {
	/** The highest `site_publications.id` whose change the release's pages show. */
	upTo: number;
}

export function releasesDir(buildDir: string): string {
	return path.join(buildDir, RELEASES_FOLDER);
}

/** `{buildDir}/releases/{name}`: where a rebuild writes (its own `client` and `server`). */
export function releaseDir(buildDir: string, upTo: number): string {
	return path.join(
		releasesDir(buildDir),
		`${String(upTo).padStart(8, '0')}-${Date.now().toString(36)}`,
	);
}

async function isSymlink(file: string): Promise<boolean> {
	try {
		return (await lstat(file)).isSymbolicLink();
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
		throw error;
	}
}

/**
 * Makes the served `client` folder a link to a release, once, before the server listens: the
 * folder the build wrote becomes the first release. Afterwards every swap is a single rename.
 */
export async function adoptBuild(buildDir: string): Promise<void> {
	const client = path.join(buildDir, 'client');
	if (await isSymlink(client)) return;
	const first = path.join(releasesDir(buildDir), '00000000-build');
	await rm(first, { recursive: true, force: true });
	await mkdir(first, { recursive: true });
	await writeRecord(first, { upTo: 0 });
	await rename(client, path.join(first, 'client'));
	await symlink(path.relative(buildDir, path.join(first, 'client')), client);
}

async function writeRecord(release: string, record: ReleaseRecord) {
	await writeFile(path.join(release, RELEASE_FILE), JSON.stringify(record));
}

async function readRecord(release: string): Promise<ReleaseRecord | undefined> {
	try {
		return JSON.parse(await readFile(path.join(release, RELEASE_FILE), 'utf8')) as ReleaseRecord;
	} catch {
		return undefined;
	}
}

/** The release `{buildDir}/client` points at, or undefined before {@link adoptBuild}. */
async function liveRelease(buildDir: string): Promise<string | undefined> {
	const client = path.join(buildDir, 'client');
	if (!(await isSymlink(client))) return undefined;
	return path.dirname(path.resolve(buildDir, await readlink(client)));
}

/**
 * Files of `from` that `to` lacks, copied across: the hashed scripts and styles of the pages
 * still open in browsers, and of the pages the running server renders on demand (built with the
 * first release). Only `_astro`, where every name carries its content's hash.
 */
async function carryOverAssets(from: string, to: string) {
	const source = path.join(from, 'client', '_astro');
	const target = path.join(to, 'client', '_astro');
	let names: string[];
	try {
		names = await readdir(source);
	} catch {
		return;
	}
	await mkdir(target, { recursive: true });
	const present = new Set(await readdir(target));
	for (const name of names) {
		if (!present.has(name)) await copyFile(path.join(source, name), path.join(target, name));
	}
}

export type SwapOutcome = 'swapped' | 'superseded';

/**
 * Puts the built `release` live, unless the live one already includes a later publication (two
 * builds that overlapped: the one that read the newer data wins, whatever finishes last). Older
 * releases beyond {@link RELEASES_KEPT} are removed.
 */
export async function swapRelease(
	buildDir: string,
	release: string,
	upTo: number,
): Promise<SwapOutcome> {
	const live = await liveRelease(buildDir);
	const liveRecord = live ? await readRecord(live) : undefined;
	if (liveRecord && liveRecord.upTo >= upTo) {
		await rm(release, { recursive: true, force: true });
		return 'superseded';
	}
	if (live) await carryOverAssets(live, release);
	await writeRecord(release, { upTo });
	const client = path.join(buildDir, 'client');
	const next = `${client}.next`;
	await rm(next, { force: true });
	await symlink(path.relative(buildDir, path.join(release, 'client')), next);
	// rename(2) replaces the link in one step: a request sees the old target or the new one.
	await rename(next, client);
	await pruneReleases(buildDir, release);
	return 'swapped';
}

async function pruneReleases(buildDir: string, keep: string) {
	const all = (await readdir(releasesDir(buildDir))).sort();
	const others = all
		.map((name) => path.join(releasesDir(buildDir), name))
		.filter((dir) => dir !== keep);
	for (const old of others.slice(0, Math.max(0, others.length - RELEASES_KEPT))) {
		await rm(old, { recursive: true, force: true });
	}
}

/** Removes a release that failed to build. */
export async function discardRelease(release: string): Promise<void> {
	await rm(release, { recursive: true, force: true });
}
