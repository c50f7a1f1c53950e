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

describe('server layers: routes → services → db', () => {
	it.each([
		[
			'src/server/routes/example/handlers.ts',
			"import { findCart } from '../../db/queries/purchase';",
		],
		['src/server/routes/example/handlers.ts', "import type { Database } from '../../db/client';"],
		['src/server/routes/example/handlers.ts', "import { eq } from 'drizzle-orm';"],
		['src/server/middleware/example.ts', "import { users } from '../db/schema';"],
		['src/server/app.ts', "import { openDatabase } from './db/client';"],
	])('%s may not reach the database (%s)', async (filePath, code) => {
		expect(await ruleIds(filePath, `${code}\nexport {};\n`)).toContain('no-restricted-imports');
	});

	it.each([
		['src/server/services/example.ts', "import type { Context } from 'hono';"],
		['src/server/services/example.ts', "import { HTTPException } from 'hono/http-exception';"],
		['src/server/services/example.ts', "import { buyRouter } from '../routes/buy';"],
		[
			'src/server/services/auth/example.ts',
			"import { currentUser } from '../../middleware/require-user';",
		],
		['src/server/services/example.ts', "import { ok } from '../http';"],
		['src/server/payments/example.ts', "import { createApp } from '../app';"],
	])('%s may not see HTTP (%s)', async (filePath, code) => {
		expect(await ruleIds(filePath, `${code}\nexport {};\n`)).toContain('no-restricted-imports');
	});

	it.each([
		['src/server/services/example.ts', "import { and, eq } from 'drizzle-orm';"],
		['src/server/payments/example.ts', "import { sql } from 'drizzle-orm';"],
		['src/server/runtime.ts', "import pg from 'pg';"],
	])('%s may not speak SQL outside src/server/db (%s)', async (filePath, code) => {
		expect(await ruleIds(filePath, `${code}\nexport {};\n`)).toContain('no-restricted-imports');
	});

	it.each([
		[
			'src/server/db/seed-data/example.ts',
			"import { saveProgress } from '../../services/progress';",
		],
		[
			'src/server/db/queries/example.ts',
			"import { createTtlCache } from '../../services/ttl-cache';",
		],
		['src/server/db/example.ts', "import { buyRouter } from '../routes/buy';"],
		['src/server/db/example.ts', "import type { Context } from 'hono';"],
		['src/server/db/example.ts', "import { createSandboxGateway } from '../payments/sandbox';"],
	])('%s may not import the layers above it (%s)', async (filePath, code) => {
		expect(await ruleIds(filePath, `${code}\nexport {};\n`)).toContain('no-restricted-imports');
	});

	it.each([
		[
			'src/server/routes/example/handlers.ts',
			"import * as purchase from '../../services/purchase';",
		],
		['src/server/services/example.ts', "import * as queries from '../db/queries/purchase';"],
		['src/server/services/example.ts', "import type { AppDeps } from '../context';"],
		['src/server/payments/example.ts', "import * as queries from '../db/queries/sandbox';"],
		['src/server/db/queries/example.ts', "import { and, eq } from 'drizzle-orm';"],
		[
			'src/server/db/seed-data/example.ts',
			"import { UPLOAD_LIMITS } from '../../../lib/contracts/uploads';",
		],
		[
			'src/server/services/example.test.ts',
			"import { call } from '../../../tests/setup/test-app';",
		],
	])('%s may import %s', async (filePath, code) => {
		expect(await ruleIds(filePath, `${code}\nexport {};\n`)).not.toContain('no-restricted-imports');
	});
});
