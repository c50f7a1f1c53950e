import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * drizzle-kit and the browser tests' runner (Playwright, through tests/e2e/shared-pieces.spec.ts)
 * load the schema with their own loaders, which refuse a JSON import without an import attribute:
 * the schema must never reach the message catalogue (`src/i18n/es.json`). Vite, which runs the
 * rest of the suite, accepts that import, so only walking the imports shows the mistake.
 */
const SCHEMA = path.resolve('src/server/db/schema.ts');

function relativeImports(file: string): string[] {
	const source = readFileSync(file, 'utf8');
	const specifiers = [
		...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/g),
	];
	return specifiers.map((match) => {
		const target = path.resolve(path.dirname(file), match[1] ?? '');
		const candidates = [`${target}.ts`, path.join(target, 'index.ts'), target];
		return candidates.find((candidate) => existsSync(candidate)) ?? target;
	});
}

function importedFiles(entry: string): Set<string> {
	const seen = new Set<string>();
	const pending = [entry];
	while (pending.length > 0) {
		const file = pending.pop() as string;
		if (seen.has(file)) continue;
		seen.add(file);
		if (file.endsWith('.ts')) pending.push(...relativeImports(file));
	}
	return seen;
}

describe('the database schema', () => {
	it('imports only modules that any loader reads, never the message catalogue', () => {
		const files = [...importedFiles(SCHEMA)].map((file) => path.relative(process.cwd(), file));
		expect(files).toContain('src/lib/studio-rules.ts');
		expect(files.filter((file) => file.startsWith('src/i18n') || file.endsWith('.json'))).toEqual(
			[],
		);
	});
});
