/** The API in-process for tests: the real Hono app on a test database, silent logs, fixed clock. */
import { createApp, type App } from '../../src/server/app';
import type { AppDeps } from '../../src/server/context';
import type { Database } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { createTtlCache } from '../../src/server/services/ttl-cache';

export const TEST_CLIENT_KEY = 'test-client-key';

export function createTestDeps(db: Database, overrides: Partial<AppDeps> = {}): AppDeps {
	return {
		db,
		config: {
			clientKeys: [TEST_CLIENT_KEY],
			databaseUrl: undefined,
			pgliteDir: '',
			dataDir: '',
			assetsUrl: '/media',
			logLevel: 'silent',
			catalogueCacheSeconds: 0,
		},
		logger: createLogger('silent'),
		now: () => new Date('2026-11-22T10:00:00Z'),
		// Off by default so each test sees the database; caching has tests of its own.
		catalogueCache: createTtlCache({ ttlMs: 0, maxEntries: 0, now: () => 0 }),
		...overrides,
	};
}

export interface JsonResponse {
	status: number;
	headers: Headers;
	// The envelope's shape depends on the call; tests narrow it with expect().
	body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above
}

/** Calls the app like a browser of the site would: JSON body, `pcek` header. */
export async function call(
	app: App,
	method: 'GET' | 'POST',
	path: string,
	options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
	const headers: Record<string, string> = {
		pcek: TEST_CLIENT_KEY,
		'content-type': 'application/json',
		...options.headers,
	};
	const init: RequestInit = { method, headers };
	if (options.rawBody !== undefined) init.body = options.rawBody;
	else if (options.body !== undefined) init.body = JSON.stringify(options.body);
	const response = await app.request(path, init);
	const text = await response.text();
	let body: unknown = text;
	try {
		body = JSON.parse(text);
	} catch {
		// Left as text: tests assert it is JSON, so a non-JSON answer fails them visibly.
	}
	return { status: response.status, headers: response.headers, body };
}

export { createApp };
