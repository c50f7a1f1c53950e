import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_CATALOGUE_SECTIONS, browserCatalogue } from './browser-catalogue';
import es from './es.json';

/** Browser code: what islands, stores and the isomorphic lib are made of. */
const BROWSER_DIRS = ['src/components', 'src/stores', 'src/lib'];
/** Imports the global `t` (the whole catalogue on the server, the browser's part in bundles). */
const IMPORTS_GLOBAL_T = /from '(?:\.\.\/)+i18n(?:\/index)?'/;

async function sourceFiles(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	return entries
		.filter(
			(entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name),
		)
		.map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the browser catalogue', () => {
	it('holds every section that browser code reads through the global t', async () => {
		const sections = new Set(Object.keys(es));
		const used = new Map<string, string>();
		for (const file of (await Promise.all(BROWSER_DIRS.map(sourceFiles))).flat()) {
			const source = await readFile(file, 'utf8');
			if (!IMPORTS_GLOBAL_T.test(source)) continue;
			for (const [, section] of source.matchAll(/['"`]([a-z_]+)\.[a-z_]/g)) {
				if (section && sections.has(section)) used.set(section, file);
			}
		}
		expect(used.size).toBeGreaterThan(0);
		const missing = [...used].filter(([section]) => !BROWSER_CATALOGUE_SECTIONS.includes(section));
		expect(missing, 'sections read in the browser but left out of its catalogue').toEqual([]);
	});

	it('names only sections that exist', () => {
		for (const section of BROWSER_CATALOGUE_SECTIONS) expect(Object.keys(es)).toContain(section);
	});

	it('keeps the browser sections and drops the server-only ones', () => {
		const kept = browserCatalogue(es);
		expect(Object.keys(kept).sort()).toEqual([...BROWSER_CATALOGUE_SECTIONS].sort());
		expect(kept).not.toHaveProperty('auth_mail');
		expect(kept).not.toHaveProperty('purchase_api');
		expect(kept.validation).toEqual(es.validation);
	});
});
