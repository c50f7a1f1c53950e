/**
 * The API as the running site uses it: opens the configured database once per process, applies
 * the migrations, loads the demo catalogue into an empty database, and builds the Hono app.
 * Used by the `/api/*` endpoint and by prerendered pages at build time.
 */
import { PUBLIC_API_URL, PUBLIC_CLIENT_KEY, PUBLIC_ENVIRONMENT } from 'astro:env/client';
import { BUILD_API_URL } from 'astro:env/server';
import { createApiClient, type ApiClient, type ApiResult } from '../lib/api/client';
import { addSecurityHeaders, securityHeaders } from '../lib/security-headers';
import { createApp, type App } from './app';
import { readServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createLogger, type Logger } from './logger';
import { createPaymentGateway } from './payments';
import { assertProductionSecrets } from './production-secrets';
import { createFileStorage } from './services/storage';
import { createAccessCache } from './services/access-cache';
import { createSessionCache } from './services/auth/sessions';
import { seedDemoCampus } from './services/demo-team-learning';
import { createMailer } from './services/mail';
import { createJobQueue } from './jobs/queue';
import { startJobWorker } from './jobs/worker';
import { reconcilePurchases } from './services/purchase';

import { createTtlCache } from './services/ttl-cache';
import { startFailureResponse } from './unavailable';
import { createSitePublisher } from './site-publisher';

/** How often PGlite, which has no autovacuum, refreshes the planner's statistics. */
const STATISTICS_TICK_MS = 6 * 60 * 60 * 1000;

let runtime: Promise<{ app: App; database: DatabaseHandle }> | undefined;

async function start(purpose: 'serve' | 'build') {
	const config = readServerConfig();
	// Before anything else: a production server with a known or short secret must not answer one
	// call. Building the pages signs nothing, so a build (CI, a preview) still builds.
	if (purpose === 'serve') assertProductionSecrets(config);
	// At build time one log line per prerendered call would bury the build's own output.
	const logger = createLogger(purpose === 'build' ? 'warn' : config.logLevel);
	const database = await openDatabase(
		config.databaseUrl
			? {
					kind: 'postgres',
					url: config.databaseUrl,
					onIdleConnectionError: (error) => {
						logger.warn({ err: error }, 'idle database connection lost; the pool replaces it');
					},
				}
			: { kind: 'pglite', dataDir: config.pgliteDir },
	);
	// Chosen once from STORAGE (ADR 017m): the seed's files, uploads and media all go there.
	const files = createFileStorage(config);
	let seed: Awaited<ReturnType<typeof seedDemoCampus>>;
	try {
		await database.migrate();
		seed = await seedDemoCampus(database.db, {
			demoAccounts: config.environment !== 'production',
			files,
			config,
		});
	} catch (error) {
		// The next request starts again from scratch (getApp): let go of this pool or PGlite first.
		await database.close().catch(() => undefined);
		throw error;
	}
	logger.info(
		{
			database: database.kind,
			seeded: seed.seeded,
			courses: seed.courses,
			plans: seed.plans,
			accounts: seed.accounts,
		},
		'api ready',
	);
	const catalogueCache = createTtlCache({
		ttlMs: config.catalogueCacheSeconds * 1000,
		maxEntries: 2000,
		now: () => Date.now(),
	});
	const now = () => new Date();
	// Only a process that works the queue also tidies it; every process enqueues.
	const worksJobs = purpose === 'serve' && config.jobWorker;
	const jobs = createJobQueue({ db: database.db, logger, supervise: worksJobs });
	const mailer = createMailer({
		smtpUrl: config.smtpUrl,
		mailFrom: config.mailFrom,
		dataDir: config.dataDir,
		logger,
		now,
	});
	const payments = await createPaymentGateway({
		config,
		db: database.db,
		now,
		takesPayments: purpose === 'serve',
	});
	const deps = {
		db: database.db,
		config,
		logger,
		now,
		catalogueCache,
		accessCache: createAccessCache(),
		sessionCache: createSessionCache(),
		mailer,
		payments,
		jobs,
		sitePublisher: createSitePublisher({
			netlifyBuildHookUrl: config.netlifyBuildHookUrl,
			rebuild: purpose === 'serve' ? config.siteRebuild : undefined,
			logger,
		}),
		files,
	};
	const app = createApp(deps);
	if (purpose === 'serve') {
		// Before the first request or reconciliation enqueues: on PGlite a start inside an open
		// transaction would wait for that transaction forever (jobs/queue.ts).
		const boss = await jobs.start();
		// A payment confirmed while a process died before giving access is completed now (ADR 005).
		const reconciled = await reconcilePurchases(deps);
		if (reconciled > 0)
			logger.warn({ reconciled }, 'licences of paid checkouts completed at start');
		if (worksJobs) {
			await startJobWorker(deps, boss);
			logger.info('job worker running');
		}
		// ANALYZE reads a sample of each table: tens of milliseconds on a campus's data, during
		// which PGlite's one connection waits, so a few times a day rather than after each change.
		const analyze = () =>
			database.refreshStatistics().catch((error: unknown) => {
				logger.error({ err: error }, 'refreshing the planner statistics failed');
			});
		await analyze();
		setInterval(() => void analyze(), STATISTICS_TICK_MS).unref();
	}
	return { app, database };
}

/** The process-wide API, started on first use. A failed start is retried on the next call. */
export function getApp(purpose: 'serve' | 'build' = 'serve'): Promise<App> {
	runtime ??= start(purpose).catch((error: unknown) => {
		runtime = undefined;
		throw error;
	});
	return runtime.then((started) => started.app);
}

let startFailureLogger: Logger | undefined;

/** A logger for when the API could not start, at the configured level if the settings read. */
function fallbackLogger(): Logger {
	if (!startFailureLogger) {
		let level = 'info';
		try {
			level = readServerConfig().logLevel;
		} catch {
			// The settings themselves may be what stopped the start; log at the default level.
		}
		startFailureLogger = createLogger(level);
	}
	return startFailureLogger;
}

/**
 * Answers one `/api/*` request: through the app, or, when the API cannot start (a database out
 * of reach at start-up), with the JSON 503/500 of {@link startFailureResponse}.
 */
export async function answerApiRequest(
	request: Request,
	bindings: { clientAddress?: string | undefined } = {},
): Promise<Response> {
	let app: App;
	try {
		app = await getApp();
	} catch (error) {
		// The app's own header middleware never ran: the refusal carries the same headers.
		const response = startFailureResponse(error, new URL(request.url).pathname, fallbackLogger());
		addSecurityHeaders(
			response.headers,
			securityHeaders('api', { production: PUBLIC_ENVIRONMENT === 'production' }),
		);
		return response;
	}
	return app.fetch(request, bindings);
}

/**
 * A `fetch` that answers from the in-process API, for build-time pages: the same client code
 * that islands use, with no server running.
 */
export const inProcessFetch: typeof fetch = async (input, init) => {
	const app = await getApp('build');
	return app.fetch(new Request(input, init));
};

/**
 * The API client prerendered pages use at build time: the running server's API when BUILD_API_URL
 * names it, the external API host when PUBLIC_API_URL names one, otherwise this process's own API through {@link inProcessFetch}.
 */
export function buildTimeApiClient(): ApiClient {
	const common = { clientKey: PUBLIC_CLIENT_KEY, getAccessToken: () => null };
	// A rebuild after a publish reads the running server's data (ADR 017).
	if (BUILD_API_URL) return createApiClient({ ...common, baseUrl: BUILD_API_URL });
	if (PUBLIC_API_URL) return createApiClient({ ...common, baseUrl: PUBLIC_API_URL });
	return createApiClient({ ...common, baseUrl: 'http://in-process/api', fetch: inProcessFetch });
}

/** Unwraps a build-time call: a page without its data must fail the build, not ship empty. */
export function buildData<T>(result: ApiResult<T>, what: string): T {
	if (!result.ok) {
		throw new Error(
			`Build-time API call failed (${what}): ${result.status} ${result.result} ${result.msg}`,
		);
	}
	return result.data;
}

/**
 * The API client of the pages rendered on demand (the public `certificados/{code}`): the external
 * API host when PUBLIC_API_URL names one, otherwise this serving process's own API.
 */
export function onDemandApiClient(): ApiClient {
	const common = { clientKey: PUBLIC_CLIENT_KEY, getAccessToken: () => null };
	if (PUBLIC_API_URL) return createApiClient({ ...common, baseUrl: PUBLIC_API_URL });
	const serving: typeof fetch = (input, init) => answerApiRequest(new Request(input, init));
	return createApiClient({ ...common, baseUrl: 'http://in-process/api', fetch: serving });
}
