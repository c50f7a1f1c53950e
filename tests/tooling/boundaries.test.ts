/**
 * The architecture's boundaries are lint rules (ARCHITECTURE "Boundaries", STYLE §2): these tests
 * lint small snippets as if they lived in each folder, so loosening a rule fails here.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The snippets are not files on disk, so the type-aware rules (which need them in the TypeScript
// project) are switched off; the boundary rules do not need types.
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

describe('import boundaries', () => {
	it.each([
		['src/components/ui/Example.tsx', "import { createApp } from '../../server/app';"],
		['src/components/islands/Example.tsx', "import { getApp } from '../../server/runtime';"],
		['src/stores/example.ts', "import { AppError } from '../server/errors';"],
		['src/lib/example.ts', "import * as schema from '../server/db/schema';"],
	])('%s may not import from src/server', async (filePath, code) => {
		expect(await ruleIds(filePath, `${code}\nexport {};\n`)).toContain('no-restricted-imports');
	});

	it('pages may reach the server only through the runtime', async () => {
		const viaRuntime = await ruleIds(
			'src/pages/example.astro',
			"---\nimport { buildTimeApiClient } from '../server/runtime';\nbuildTimeApiClient();\n---\n",
		);
		expect(viaRuntime).not.toContain('no-restricted-imports');
		const direct = await ruleIds(
			'src/pages/example.astro',
			"---\nimport { courses } from '../server/db/schema';\nconsole.log(courses);\n---\n",
		);
		expect(direct).toContain('no-restricted-imports');
	});

	it('the server may import its own modules', async () => {
		const ids = await ruleIds(
			'src/server/services/example.ts',
			"import { AppError } from '../errors';\nexport const error = new AppError('x', 400, 'y');\n",
		);
		expect(ids).not.toContain('no-restricted-imports');
	});

	it('source code reads settings from astro:env, not process.env', async () => {
		const ids = await ruleIds(
			'src/server/example.ts',
			'export const url = process.env.DATABASE_URL;\n',
		);
		expect(ids).toContain('no-restricted-syntax');
	});
});
