/**
 * The size rules of issue #16 (no source file over 400 lines, no function over 120) are ESLint
 * rules: these tests lint generated snippets as if they lived in each folder, so loosening a rule,
 * or widening its exemptions, fails here.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The snippets are not files on disk, so the type-aware rules are switched off; size rules need no types.
const eslint = new ESLint({
	cwd: process.cwd(),
	overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath });
	const messages = result?.messages ?? [];
	const fatal = messages.find((message) => message.fatal);
	if (fatal) throw new Error(`Could not lint the snippet: ${fatal.message}`);
	return messages.map((message) => message.ruleId ?? message.message);
}

/** A module of exactly `lines` lines: one exported constant per line. */
function moduleOfLines(lines: number): string {
	return Array.from(
		{ length: lines },
		(_, index) => `export const value${String(index)} = ${String(index)};`,
	).join('\n');
}

/** A module whose one function spans exactly `lines` lines, braces included. */
function functionOfLines(lines: number): string {
	const body = Array.from({ length: lines - 2 }, (_, index) => `\ttotal += ${String(index)};`);
	return [
		`export function sum(total: number): number {`,
		...body.slice(0, -1),
		'\treturn total;',
		'}',
	].join('\n');
}

/** Comments and blank lines count: a reader reads them too. */
function moduleOfComments(lines: number): string {
	return [
		'export const value = 1;',
		...Array.from({ length: lines - 1 }, (_, i) => (i % 2 ? '// why' : '')),
	].join('\n');
}

describe('file size', () => {
	it.each([
		'src/lib/example.ts',
		'src/server/services/example.ts',
		'src/components/islands/Example.tsx',
		'src/stores/example.ts',
	])('%s may have 400 lines but not 401', async (filePath) => {
		expect(await ruleIds(filePath, moduleOfLines(400))).not.toContain('max-lines');
		expect(await ruleIds(filePath, moduleOfLines(401))).toContain('max-lines');
	});

	it('counts comments and blank lines', async () => {
		expect(await ruleIds('src/lib/example.ts', moduleOfComments(401))).toContain('max-lines');
	});

	it('applies to Astro components and pages too', async () => {
		const page = `---\nconst title = 'x';\n---\n<h1>{title}</h1>\n${'<p>texto</p>\n'.repeat(400)}`;
		expect(await ruleIds('src/pages/example.astro', page)).toContain('max-lines');
	});

	it.each([
		'src/server/db/seed-data/example.ts',
		'src/server/db/schema.ts',
		'src/content/example.ts',
		'src/lib/example.test.ts',
		'src/components/islands/Example.test.tsx',
	])('data, schema and test file %s may be longer', async (filePath) => {
		expect(await ruleIds(filePath, moduleOfLines(401))).not.toContain('max-lines');
	});
});

describe('function size', () => {
	it.each([
		'src/lib/example.ts',
		'src/server/services/example.ts',
		'src/components/islands/Example.tsx',
	])('a function in %s may have 120 lines but not 121', async (filePath) => {
		expect(await ruleIds(filePath, functionOfLines(120))).not.toContain('max-lines-per-function');
		expect(await ruleIds(filePath, functionOfLines(121))).toContain('max-lines-per-function');
	});

	it('counts arrow-function components as well', async () => {
		const lines = Array.from(
			{ length: 120 },
			(_, index) => `\tconst v${String(index)} = ${String(index)};`,
		);
		const component = `export const Big = (): number => {\n${lines.join('\n')}\n\treturn v0;\n};\n`;
		expect(await ruleIds('src/components/islands/Big.tsx', component)).toContain(
			'max-lines-per-function',
		);
	});
});
