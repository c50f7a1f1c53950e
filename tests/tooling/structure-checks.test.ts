/**
 * knip (dead code, import cycles) and jscpd (copied blocks) run in `npm run lint` with the
 * project's own configuration. These tests run them on small projects made on the fly, so a
 * configuration that stops catching a cycle, a dead export or a copied block fails here
 * (STYLE rule 26).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import knipConfig from '../../knip.config';

const root = process.cwd();
const fixtures: string[] = [];

/** A throwaway project with `files` (path → text) and a package.json. */
function project(files: Record<string, string>): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'campus-structure-'));
	fixtures.push(dir);
	const all = {
		'package.json': '{ "name": "fixture", "private": true, "type": "module" }',
		...files,
	};
	for (const [file, text] of Object.entries(all)) {
		mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
		writeFileSync(path.join(dir, file), text);
	}
	return dir;
}

afterEach(() => {
	for (const dir of fixtures.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(bin: string, args: string[], cwd: string): { status: number | null; output: string } {
	const result = spawnSync(process.execPath, [path.join(root, bin), ...args], {
		cwd,
		encoding: 'utf8',
	});
	return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function knip(dir: string) {
	return run(
		'node_modules/knip/bin/knip.js',
		['--no-progress', '--no-config-hints', '--config', path.join(root, 'knip.config.ts')],
		dir,
	);
}

function jscpd(dir: string) {
	// The configuration's `path` is read relative to its own folder: name the fixture's instead.
	return run(
		'node_modules/jscpd/run-jscpd.js',
		['--config', path.join(root, '.jscpd.json'), path.join(dir, 'src')],
		dir,
	);
}

describe('knip, with the project configuration', () => {
	// scripts/*.ts is one of the configured entry points.
	const entry = "import { a } from '../src/a.ts';\nconsole.log(a());\n";

	it('passes a project with no cycle and no dead export', { timeout: 120_000 }, () => {
		const dir = project({
			'scripts/main.ts': entry,
			'src/a.ts':
				"import { b } from './b.ts';\nexport function a(): number {\n\treturn b() + 1;\n}\n",
			'src/b.ts': 'export function b(): number {\n\treturn 1;\n}\n',
		});
		const { status, output } = knip(dir);
		expect(output).not.toMatch(/Circular|Unused/);
		expect(status).toBe(0);
	});

	it('fails on an import cycle and on an export nothing imports', { timeout: 120_000 }, () => {
		const dir = project({
			'scripts/main.ts': entry,
			'src/a.ts':
				"import { b } from './b.ts';\nexport function a(): number {\n\treturn b() + 1;\n}\n",
			'src/b.ts':
				"import { a } from './a.ts';\nexport function b(): number {\n\treturn 1;\n}\nexport const later = () => a();\nexport const nobodyImportsThis = 2;\n",
		});
		const { status, output } = knip(dir);
		expect(output).toContain('Circular dependencies');
		expect(output).toContain('nobodyImportsThis');
		expect(status).not.toBe(0);
	});

	it('allows no import cycle: the project configuration lists none', () => {
		expect(knipConfig).not.toHaveProperty('cycles');
	});
});

describe('jscpd, with the project configuration', () => {
	/** A function of exactly `lines` lines that another file may copy. */
	function block(lines: number): string {
		const body = Array.from(
			{ length: lines - 3 },
			(_, index) => `\tconst step${String(index)} = input * ${String(index + 2)} + offset;`,
		);
		return [
			'export function shared(input: number, offset: number): number {',
			...body,
			'\treturn input + offset;',
			'}',
		].join('\n');
	}

	function copies(lines: number): string {
		// No semicolons: what comes before the block ends in different tokens, so the copy is the block alone.
		return project({
			'src/one.ts': `let one = 1\n\n${block(lines)}\n`,
			'src/two.ts': `let two = 'two'\n\n${block(lines)}\n`,
		});
	}

	it('passes a block of 10 lines found twice', () => {
		expect(jscpd(copies(10)).status).toBe(0);
	});

	it('fails on a block of 11 lines found twice', () => {
		const { status, output } = jscpd(copies(11));
		expect(output).toContain('Clone found');
		expect(status).not.toBe(0);
	});

	it('does not look at tests', () => {
		const dir = project({
			'src/one.test.ts': `${block(20)}\n`,
			'src/two.test.ts': `${block(20)}\n`,
		});
		expect(jscpd(dir).status).toBe(0);
	});
});
