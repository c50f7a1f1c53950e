/**
 * Server settings, read once from `astro:env/server` (declared in astro.config.mjs). Everything in
 * src/server takes its configuration from here, so tests can pass a different object.
 */
import {
	ACCESS_TOKEN_SECRET,
	API_CLIENT_KEYS,
	CATALOGUE_CACHE_SECONDS,
	COURSE_REVIEW_MAX_DAYS,
	DATA_DIR,
	DATABASE_URL,
	HEARTBEAT_MAX_RATE,
	JOB_WORKER,
	JOBS_RUN_SECRET,
	LOG_LEVEL,
	NETLIFY_BUILD_HOOK_URL,
	NETLIFY_DEPLOY_SECRET,
	MAIL_FROM,
	OAUTH_CLIENT_SECRET,
	OPERATOR_ADDRESS,
	OPERATOR_NAME,
	OPERATOR_REGISTRY,
	OPERATOR_TAX_ID,
	PGLITE_DIR,
	REFRESH_TOKEN_SECRET,
	SALES_INBOX,
	SUPPORT_INBOX,
	SMTP_URL,
	STRIPE_SECRET_KEY,
	STRIPE_WEBHOOK_SECRET,
	TRUSTED_PROXY,
	getSecret,
	STORAGE,
	S3_BUCKET,
	S3_ENDPOINT,
	S3_REGION,
	S3_ACCESS_KEY_ID,
	S3_SECRET_ACCESS_KEY,
	S3_FORCE_PATH_STYLE,
	NETLIFY_BLOBS_STORE,
	NETLIFY_BLOBS_SITE_ID,
	NETLIFY_BLOBS_TOKEN,
	MEDIA_MAX_BYTES,
	FFMPEG_PATH,
	FFPROBE_PATH,
} from 'astro:env/server';
import {
	PUBLIC_ASSETS_URL,
	PUBLIC_CAMPUS_URL,
	PUBLIC_ENVIRONMENT,
	PUBLIC_OAUTH_CLIENT_ID,
} from 'astro:env/client';
import { parseTrustedProxy, type TrustedProxy } from './middleware/client-address';
import type { SiteRebuild } from './site-publisher';
import type { OperatorDetails } from '../lib/operator';
import { MAX_PLAYBACK_RATE } from '../lib/contracts/progress';

/** Where uploads and studio media are kept (STORAGE and its settings; ADR 017m). */
export type StorageConfig =
	| { kind: 'local' }
	| {
			kind: 's3';
			bucket: string;
			/** Unset for AWS itself. */
			endpoint: string | undefined;
			region: string;
			/** Both unset: the SDK's own credential chain. */
			credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
			forcePathStyle: boolean;
	  }
	| {
			kind: 'netlify-blobs';
			store: string;
			/** Outside Netlify's functions only; inside, the function's context names the site. */
			siteId: string | undefined;
			token: string | undefined;
	  };

export interface ServerConfig {
	/** `develop`, `staging` or `production` (PUBLIC_ENVIRONMENT): production gets no demo accounts. */
	environment: 'develop' | 'staging' | 'production';
	/** Accepted values of the `pcek` client-key header. */
	clientKeys: string[];
	/** PostgreSQL URL; when absent the embedded PGlite in `pgliteDir` is used. */
	databaseUrl: string | undefined;
	pgliteDir: string;
	dataDir: string;
	/** Base of media URLs (videos, posters, captions); paths in the database are relative to it. */
	assetsUrl: string;
	logLevel: string;
	/** Seconds a process keeps a catalogue answer; 0 asks the database every time. */
	catalogueCacheSeconds: number;
	/** Published courses not reviewed for longer are flagged in the studio (issue #19). */
	courseReviewMaxDays: number;
	/**
	 * The playback speed whose seconds the server's clock allows heartbeats to add (ADR 006): the
	 * player's fastest; only a test build (never production) may raise it.
	 */
	heartbeatMaxRate: number;
	/** Public address of the site (SITE_URL at build time), the base of links in mails. */
	siteUrl: string;
	/** The campus (aula) address without a trailing slash; empty means this site (ARCHITECTURE 15). */
	campusUrl: string;
	/** The OAuth client of `/oauth/token` and the change-password header (ADR 004). */
	oauthClientId: string;
	oauthClientSecret: string;
	/** Signs access tokens (HS256). */
	accessTokenSecret: string;
	/** Keys the HMAC under which refresh and reset tokens are stored. */
	refreshTokenSecret: string;
	/** Whether this process runs the job worker (JOB_WORKER, ADR 015). */
	jobWorker: boolean;
	/** The bearer secret of `POST /api/jobs/run` (Netlify's scheduled drain); unset, it is off. */
	jobsRunSecret: string | undefined;
	/** Netlify's build hook, called after a publish in the studio (ADR 017); unset, not called. */
	netlifyBuildHookUrl: string | undefined;
	/** Verifies Netlify's deploy notifications (`POST /api/site/deployNotification`); unset, off. */
	netlifyDeploySecret: string | undefined;
	/**
	 * Where `npm run serve` rebuilds the pages after a publish (ADR 017): the build folder it serves
	 * and its own API on the loopback, which it sets itself (SITE_REBUILD_DIR, SITE_REBUILD_API_URL)
	 * once it listens; unset elsewhere.
	 */
	siteRebuild: SiteRebuild | undefined;
	/** `smtp://user:pass@host:587`; when absent mails go to `dataDir/outbox`. */
	smtpUrl: string | undefined;
	mailFrom: string;
	/** Where pharmacy plan requests are mailed. */
	salesInbox: string;
	/** Where support requests of the campus chat are mailed. */
	supportInbox: string;
	/** Stripe's secret key; when absent the sandbox gateway takes payments (ADR 005). */
	stripeSecretKey: string | undefined;
	/**
	 * STRIPE_WEBHOOK_SECRET: verifies webhooks. Stripe without it accepts no webhook (and
	 * production refuses to start); the sandbox, which signs its own like Stripe, falls back to a
	 * local value (payments/index.ts).
	 */
	webhookSecret: string | undefined;
	/**
	 * The proxy whose header names the client for the rate limits (TRUSTED_PROXY); `none` takes
	 * the connection's address and reads no header (middleware/client-address.ts).
	 */
	trustedProxy: TrustedProxy;
	/** The company that runs the campus, on invoices (OPERATOR_*, src/lib/operator.ts). */
	operator: OperatorDetails;
	/** Where uploaded and studio bytes live (services/storage). */
	storage: StorageConfig;
	/** Largest master video the studio accepts, in bytes (MEDIA_MAX_BYTES). */
	mediaMaxBytes: number;
	/** The ffmpeg and ffprobe programs of the transcode job (jobs/transcode.ts). */
	ffmpegPath: string;
	ffprobePath: string;
}

export function readServerConfig(): ServerConfig {
	return {
		environment: PUBLIC_ENVIRONMENT,
		clientKeys: API_CLIENT_KEYS.split(',')
			.map((key) => key.trim())
			.filter(Boolean),
		databaseUrl: DATABASE_URL || undefined,
		jobWorker: JOB_WORKER === 'on',
		jobsRunSecret: JOBS_RUN_SECRET || undefined,
		netlifyBuildHookUrl: NETLIFY_BUILD_HOOK_URL || undefined,
		netlifyDeploySecret: NETLIFY_DEPLOY_SECRET || undefined,
		siteRebuild: siteRebuild(),
		pgliteDir: PGLITE_DIR,
		dataDir: DATA_DIR,
		assetsUrl: PUBLIC_ASSETS_URL.replace(/\/+$/, ''),
		logLevel: LOG_LEVEL,
		catalogueCacheSeconds: CATALOGUE_CACHE_SECONDS,
		courseReviewMaxDays: COURSE_REVIEW_MAX_DAYS,
		heartbeatMaxRate:
			PUBLIC_ENVIRONMENT === 'production'
				? MAX_PLAYBACK_RATE
				: Math.max(MAX_PLAYBACK_RATE, HEARTBEAT_MAX_RATE),
		// Astro fills SITE from `site` in astro.config.mjs (the SITE_URL variable).
		siteUrl: (import.meta.env.SITE || 'http://localhost:4321').replace(/\/+$/, ''),
		campusUrl: PUBLIC_CAMPUS_URL.replace(/\/+$/, ''),
		oauthClientId: PUBLIC_OAUTH_CLIENT_ID,
		oauthClientSecret: OAUTH_CLIENT_SECRET,
		accessTokenSecret: ACCESS_TOKEN_SECRET,
		refreshTokenSecret: REFRESH_TOKEN_SECRET,
		smtpUrl: SMTP_URL || undefined,
		mailFrom: MAIL_FROM,
		salesInbox: SALES_INBOX,
		supportInbox: SUPPORT_INBOX,
		stripeSecretKey: STRIPE_SECRET_KEY || undefined,
		webhookSecret: STRIPE_WEBHOOK_SECRET || undefined,
		trustedProxy: parseTrustedProxy(TRUSTED_PROXY),
		// Public settings, inlined at build time: the prerendered legal pages show the same.
		operator: {
			name: OPERATOR_NAME,
			taxId: OPERATOR_TAX_ID,
			address: OPERATOR_ADDRESS,
			registry: OPERATOR_REGISTRY,
		},
		storage: readStorageConfig(),
		mediaMaxBytes: MEDIA_MAX_BYTES,
		ffmpegPath: FFMPEG_PATH,
		ffprobePath: FFPROBE_PATH,
	};
}

/**
 * Read when the API starts, not when this module loads: scripts/serve.ts sets the API's address
 * only once its port is bound, which may come after the build's modules were imported.
 */
function siteRebuild(): SiteRebuild | undefined {
	const buildDir = getSecret('SITE_REBUILD_DIR');
	const apiUrl = getSecret('SITE_REBUILD_API_URL');
	return buildDir && apiUrl ? { buildDir, apiUrl } : undefined;
}

function readStorageConfig(): StorageConfig {
	if (STORAGE === 's3') {
		if (!S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
		if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
			throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
		}
		return {
			kind: 's3',
			bucket: S3_BUCKET,
			endpoint: S3_ENDPOINT || undefined,
			region: S3_REGION,
			credentials:
				S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
					? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
					: undefined,
			forcePathStyle: S3_FORCE_PATH_STYLE,
		};
	}
	if (STORAGE === 'netlify-blobs') {
		return {
			kind: 'netlify-blobs',
			store: NETLIFY_BLOBS_STORE,
			siteId: NETLIFY_BLOBS_SITE_ID || undefined,
			token: NETLIFY_BLOBS_TOKEN || undefined,
		};
	}
	return { kind: 'local' };
}
