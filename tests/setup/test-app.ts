/** The API in-process for tests: the real Hono app on a test database, silent logs, fixed clock. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PLAYBACK_RATE } from '../../src/lib/contracts/progress';
import type { OperatorDetails } from '../../src/lib/operator';
import { createApp, type App } from '../../src/server/app';
import type { AppDeps } from '../../src/server/context';
import type { Database } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { noSitePublisher } from '../../src/server/site-publisher';
import { createSandboxGateway } from '../../src/server/payments/sandbox';
import { createSessionCache } from '../../src/server/services/auth/sessions';
import { createMemoryMailer } from '../../src/server/services/mail';
import { createTtlCache } from '../../src/server/services/ttl-cache';
import { testJobQueue } from './test-jobs';

export const TEST_CLIENT_KEY = 'test-client-key';
/** The OAuth client of the test config (`/oauth/token`, change-password's Basic header). */
export const TEST_OAUTH_CLIENT = { id: 'campus-web-test', secret: 'test-oauth-client-secret-5f1c' };
/** Where in-process calls come from unless a test says otherwise. */
export const TEST_CLIENT_ADDRESS = '127.0.0.1';
/** Signs the sandbox gateway's webhooks in tests. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_8d2f0c';

let sharedDataDir: string | undefined;

const silentLogger = createLogger('silent');

/** The operator of the test config: not the example values, so a test sees configuration reach it. */
export const TEST_OPERATOR: OperatorDetails = {
	name: 'Formación Farmacéutica Prueba, S.L.',
	taxId: 'B87654321',
	address: 'Calle del Test 7, 46001 Valencia',
	registry: 'Registro Mercantil de Valencia, tomo 1, folio 2, hoja V-3',
};

/** One temporary folder per test process, made on first use. */
function testDataDir(): string {
	sharedDataDir ??= mkdtempSync(join(tmpdir(), 'campus-test-data-'));
	return sharedDataDir;
}

export function createTestDeps(db: Database, overrides: Partial<AppDeps> = {}): AppDeps {
	const now = overrides.now ?? (() => new Date('2026-11-22T10:00:00Z'));
	return {
		db,
		config: {
			environment: 'develop',
			clientKeys: [TEST_CLIENT_KEY],
			databaseUrl: undefined,
			jobWorker: false,
			jobsRunSecret: undefined,
			netlifyBuildHookUrl: undefined,
			netlifyDeploySecret: undefined,
			siteRebuild: undefined,
			pgliteDir: '',
			// Never the checkout: uploads and the outbox of a test that forgets its own folder land here.
			dataDir: testDataDir(),
			assetsUrl: '/media',
			logLevel: 'silent',
			catalogueCacheSeconds: 0,
			courseReviewMaxDays: 365,
			heartbeatMaxRate: MAX_PLAYBACK_RATE,
			siteUrl: 'https://campus.test',
			campusUrl: '',
			oauthClientId: TEST_OAUTH_CLIENT.id,
			oauthClientSecret: TEST_OAUTH_CLIENT.secret,
			accessTokenSecret: 'test-access-token-secret-0d9a4c7e2b1f8a6c3e5d7b9a',
			refreshTokenSecret: 'test-refresh-token-secret-7c2e9b4a1d6f3e8c5a0b2d4f',
			smtpUrl: undefined,
			mailFrom: 'Liceo Campus <no-responder@campus.test>',
			salesInbox: 'ventas@campus.test',
			supportInbox: 'soporte@campus.test',
			stripeSecretKey: undefined,
			webhookSecret: TEST_WEBHOOK_SECRET,
			trustedProxy: { kind: 'none' },
			operator: TEST_OPERATOR,
			storage: { kind: 'local' },
			mediaMaxBytes: 64 * 1024 * 1024,
			ffmpegPath: 'ffmpeg',
			ffprobePath: 'ffprobe',
		},
		logger: silentLogger,
		now,
		// Off by default so each test sees the database; caching has tests of its own.
		catalogueCache: createTtlCache({ ttlMs: 0, maxEntries: 0, now: () => 0 }),
		// Off too: tests of who may learn see each change at once; the cache has tests of its own.
		accessCache: createTtlCache({ ttlMs: 0, maxEntries: 0, now: () => 0 }),
		// On, as in production: the tests of ended sessions prove each ending forgets its entry.
		sessionCache: createSessionCache(),
		// Tests that read the mail pass their own `createMemoryMailer()`.
		mailer: createMemoryMailer(),
		jobs: overrides.jobs ?? testJobQueue(db, overrides.logger ?? silentLogger),
		payments: createSandboxGateway({ db, now, webhookSecret: TEST_WEBHOOK_SECRET }),
		// Builds nothing; the studio's publication tests pass one that records its calls.
		sitePublisher: noSitePublisher,
		...overrides,
	};
}

export interface JsonResponse {
	status: number;
	headers: Headers;
	// The envelope's shape depends on the call; tests narrow it with expect().
	body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above
	/** The body as received, for tests that search it. */
	text: string;
}

export interface CallOptions {
	/** Sent as JSON. */
	body?: unknown;
	/** Sent form-encoded (`application/x-www-form-urlencoded`), as `/oauth/token` expects. */
	form?: Record<string, string>;
	/** Sent as is, with the JSON content type unless `headers` says otherwise. */
	rawBody?: string;
	headers?: Record<string, string>;
	/** Bearer token for `Authorization`. */
	token?: string;
	/** The connection's address the server would pass in (default 127.0.0.1). */
	clientAddress?: string;
}

/** Calls the app like a browser of the site would: JSON body, `pcek` header. */
export async function call(
	app: App,
	method: 'GET' | 'POST',
	path: string,
	options: CallOptions = {},
): Promise<JsonResponse> {
	const headers: Record<string, string> = {
		pcek: TEST_CLIENT_KEY,
		'content-type': options.form
			? 'application/x-www-form-urlencoded;charset=UTF-8'
			: 'application/json',
		...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
		...options.headers,
	};
	const init: RequestInit = { method, headers };
	if (options.rawBody !== undefined) init.body = options.rawBody;
	else if (options.form !== undefined) init.body = new URLSearchParams(options.form).toString();
	else if (options.body !== undefined) init.body = JSON.stringify(options.body);
	const response = await app.request(path, init, {
		clientAddress: options.clientAddress ?? TEST_CLIENT_ADDRESS,
	});
	const text = await response.text();
	let body: unknown = text;
	try {
		body = JSON.parse(text);
	} catch {
		// Left as text: tests assert it is JSON, so a non-JSON answer fails them visibly.
	}
	return { status: response.status, headers: response.headers, body, text };
}

export { createApp };
