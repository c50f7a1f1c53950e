// @ts-check
import { readFileSync } from 'node:fs';
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import preact from '@astrojs/preact';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import partytown from '@astrojs/partytown';
import sitemap from '@astrojs/sitemap';
import sentry from '@sentry/astro';
import { browserCatalogue } from './src/i18n/browser-catalogue.ts';
import { assertOperatorConfigured, EXAMPLE_OPERATOR } from './src/lib/operator.ts';
import { pagePolicy } from './src/lib/security-headers.ts';

// Netlify sets NETLIFY=true in its build image; everywhere else the standalone Node server runs the
// site. Read from process.env because the adapter is chosen before astro:env exists.
const onNetlify = Boolean(process.env.NETLIFY);
// Error reporting only in production builds that have a DSN (ARCHITECTURE decision 13): elsewhere
// the Sentry SDK is not even bundled, so development and CI pages carry none of its weight.
const withSentry =
	Boolean(process.env.PUBLIC_SENTRY_DSN) && process.env.PUBLIC_ENVIRONMENT === 'production';

// The page policy names the hosts a built page may reach, so it must see the settings that
// astro:env will see: the environment and the .env files (Astro's documented way, through Vite).
const buildEnv = loadEnv('production', process.cwd(), '');
// A production site never shows example legal data on its legal pages and invoices (issue #18).
assertOperatorConfigured(buildEnv);

/**
 * `import courses from 'i18n-section:courses'` gives one top-level section of src/i18n/es.json as
 * its own module, `i18n-section:itineraries.wizard` one part of a section. Browser code imports
 * only the sections it shows, so an island's chunk carries those and not the whole catalogue, nor
 * the server's messages kept in the same section (docs/decisions/002).
 */
function i18nSections() {
	const prefix = 'i18n-section:';
	const catalogueFile = new URL('./src/i18n/es.json', import.meta.url);
	return {
		name: 'campus-i18n-sections',
		/** @param {string} id */
		resolveId(id) {
			return id.startsWith(prefix) ? `\0${id}` : null;
		},
		/**
		 * @param {string} id
		 * @param {{ ssr?: boolean } | undefined} options
		 */
		load(id, options) {
			// The catalogue behind the global `t`: in browser bundles, only the sections browser code
			// reads through it (src/i18n/browser-catalogue.ts). Returned as JSON for Vite's JSON plugin.
			// Not under Vitest: its jsdom tests render with texts the server would give the islands.
			if (!options?.ssr && !process.env.VITEST && id === catalogueFile.pathname) {
				return JSON.stringify(browserCatalogue(JSON.parse(readFileSync(catalogueFile, 'utf8'))));
			}
			if (!id.startsWith(`\0${prefix}`)) return null;
			const section = id.slice(prefix.length + 1);
			/** @type {unknown} */
			let texts = JSON.parse(readFileSync(catalogueFile, 'utf8'));
			for (const part of section.split('.')) {
				texts = texts && typeof texts === 'object' ? Reflect.get(texts, part) : undefined;
			}
			if (!texts || typeof texts !== 'object')
				throw new Error(`es.json has no section "${section}"`);
			return `export default ${JSON.stringify(texts)};`;
		},
	};
}

/**
 * Islands are written against React's API and run on Preact's compat layer (docs/decisions/014):
 * the Preact integration aliases `react` and `react-dom` to `preact/compat` in our code. A package
 * that imports `react` itself (@nanostores/react) must be bundled for the server too, or Node would
 * load the real React for it and its hooks would fail inside Preact's render.
 */
function reactThroughCompat() {
	return {
		name: 'campus-react-through-compat',
		/** @param {string} name */
		configEnvironment(name) {
			if (name !== 'ssr' && name !== 'prerender') return undefined;
			// Setting noExternal replaces the integration's own list, so React's entry points are named too.
			return {
				resolve: { noExternal: ['@nanostores/react', 'react', 'react-dom', 'react/jsx-runtime'] },
			};
		},
	};
}

/** Pages a search engine should not list: purchase steps, private areas, thank-you pages. */
const NOT_IN_SITEMAP =
	/\/(api|aula|dashboard|mi-perfil|compra|prueba-gratis|gracias-|ya-tienes|compra-sin|recovery-password|login|fin-contacto|descargar-app|baja-de-avisos|estudio|admin)/;

export default defineConfig({
	// Public address of the site, for canonical and social links in the prerendered pages.
	site: process.env.SITE_URL || 'http://localhost:4321',
	// A separate build folder lets two builds (or a build and a running server) coexist.
	outDir: process.env.BUILD_DIR || 'dist',
	output: 'static',
	adapter: onNetlify ? netlify() : node({ mode: 'standalone' }),
	integrations: [
		// Islands keep React's API and run on Preact's compat layer, a sixth of React's weight (ADR 014).
		preact({ compat: true }),
		{
			name: 'campus-compat-refs',
			hooks: {
				/** @param {{ injectScript: (stage: 'before-hydration', content: string) => void }} options */
				'astro:config:setup': ({ injectScript }) => {
					injectScript('before-hydration', `import '/src/lib/compat-refs.ts';`);
				},
			},
		},
		sitemap({ filter: (page) => !NOT_IN_SITEMAP.test(new URL(page).pathname) }),
		// The tag manager runs in a web worker, off the main thread, once the visitor consents;
		// without a container id there is nothing to run, so Partytown is not even added.
		...(process.env.PUBLIC_GTM_ID ? [partytown({ config: { forward: ['dataLayer.push'] } })] : []),
		...(withSentry ? [sentry({ sourcemaps: { disable: true }, telemetry: false })] : []),
	],
	i18n: {
		locales: ['es'],
		defaultLocale: 'es',
	},
	trailingSlash: 'ignore',
	build: { format: 'directory' },
	// Spec §2 redirects are answered by src/pages/[...path].ts on every server (redirectFor), not
	// given to Astro: its redirect routes drop the query string (UTM tags), and on Netlify its
	// function, routed for "/*" before any redirect rule, answered them 404. netlify.toml repeats
	// them for the CDN, which keeps the query string itself.
	// The API decides its own origin rules (form-encoded /oauth/token comes from apps, not this site).
	// Every built page carries its Content-Security-Policy, with the hashes of its inline scripts
	// and styles, in a <meta> (ADR 010); the headers that a <meta> cannot hold come from
	// src/lib/security-headers.ts on every server.
	security: {
		checkOrigin: false,
		csp: pagePolicy({
			assetsUrl: buildEnv.PUBLIC_ASSETS_URL || '/media',
			apiUrl: buildEnv.PUBLIC_API_URL,
			sentryDsn: buildEnv.PUBLIC_SENTRY_DSN,
			tagManager: Boolean(buildEnv.PUBLIC_GTM_ID),
		}),
	},
	env: {
		validateSecrets: true,
		schema: {
			// --- Browser-visible settings (spec §9) ---
			PUBLIC_API_URL: envField.string({
				context: 'client',
				access: 'public',
				default: '',
			}),
			PUBLIC_CLIENT_KEY: envField.string({
				context: 'client',
				access: 'public',
				default: 'campus-web-local',
			}),
			PUBLIC_OAUTH_CLIENT_ID: envField.string({
				context: 'client',
				access: 'public',
				default: 'campus-web',
			}),
			PUBLIC_APP_ID: envField.number({ context: 'client', access: 'public', default: 1 }),
			PUBLIC_STRIPE_PUBLISHABLE_KEY: envField.string({
				context: 'client',
				access: 'public',
				optional: true,
			}),
			PUBLIC_GTM_ID: envField.string({ context: 'client', access: 'public', optional: true }),
			PUBLIC_SENTRY_DSN: envField.string({ context: 'client', access: 'public', optional: true }),
			PUBLIC_CAMPUS_URL: envField.string({ context: 'client', access: 'public', default: '' }),
			PUBLIC_ASSETS_URL: envField.string({
				context: 'client',
				access: 'public',
				default: '/media',
			}),
			PUBLIC_ENVIRONMENT: envField.enum({
				context: 'client',
				access: 'public',
				values: ['develop', 'staging', 'production'],
				default: 'develop',
			}),
			// The operator's legal data (src/lib/operator.ts): public, so the prerendered legal pages
			// take it at build time; a production build without all four fails above.
			OPERATOR_NAME: envField.string({
				context: 'server',
				access: 'public',
				default: EXAMPLE_OPERATOR.name,
			}),
			OPERATOR_TAX_ID: envField.string({
				context: 'server',
				access: 'public',
				default: EXAMPLE_OPERATOR.taxId,
			}),
			OPERATOR_ADDRESS: envField.string({
				context: 'server',
				access: 'public',
				default: EXAMPLE_OPERATOR.address,
			}),
			OPERATOR_REGISTRY: envField.string({
				context: 'server',
				access: 'public',
				default: EXAMPLE_OPERATOR.registry,
			}),
			// --- Server-only settings ---
			API_CLIENT_KEYS: envField.string({
				context: 'server',
				access: 'secret',
				default: 'campus-web-local',
			}),
			OAUTH_CLIENT_SECRET: envField.string({
				context: 'server',
				access: 'secret',
				default: 'local-client-secret',
			}),
			DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
			PGLITE_DIR: envField.string({ context: 'server', access: 'secret', default: '.data/pglite' }),
			DATA_DIR: envField.string({ context: 'server', access: 'secret', default: '.data' }),
			SMTP_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
			// Whether this process runs the job worker (ADR 015): `npm start` does; web processes of
			// a larger deployment set it off and run `npm run worker` apart. Netlify never runs one.
			JOB_WORKER: envField.enum({
				context: 'server',
				access: 'secret',
				values: ['on', 'off'],
				default: 'on',
			}),
			// Lets Netlify's scheduled function drain the queue through POST /api/jobs/run (ADR 015);
			// unset, that call answers 404.
			JOBS_RUN_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
			// Where prerendered pages read their data when set (scripts/serve.ts gives it to the
			// rebuild after a publish, ADR 017), instead of opening the database in the build.
			BUILD_API_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
			// Netlify's build hook: a publish in the studio calls it to rebuild the pages (ADR 017).
			NETLIFY_BUILD_HOOK_URL: envField.string({
				context: 'server',
				access: 'secret',
				optional: true,
			}),
			// The "JWS secret token" of Netlify's deploy notifications, which tell the studio how a
			// publication's deploy ended.
			NETLIFY_DEPLOY_SECRET: envField.string({
				context: 'server',
				access: 'secret',
				optional: true,
			}),
			// Set by scripts/serve.ts for its own API (never by hand): the build folder it serves and
			// its loopback address, where a rebuild after a publish reads the live data (ADR 017).
			SITE_REBUILD_DIR: envField.string({ context: 'server', access: 'secret', optional: true }),
			SITE_REBUILD_API_URL: envField.string({
				context: 'server',
				access: 'secret',
				optional: true,
			}),
			MAIL_FROM: envField.string({
				context: 'server',
				access: 'secret',
				default: 'Liceo Campus <no-responder@campus.local>',
			}),
			ACCESS_TOKEN_SECRET: envField.string({
				context: 'server',
				access: 'secret',
				default: 'local-only-access-token-secret-change-me-in-production',
			}),
			REFRESH_TOKEN_SECRET: envField.string({
				context: 'server',
				access: 'secret',
				default: 'local-only-refresh-token-secret-change-me-in-production',
			}),
			STRIPE_SECRET_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
			STRIPE_WEBHOOK_SECRET: envField.string({
				context: 'server',
				access: 'secret',
				optional: true,
			}),
			SALES_INBOX: envField.string({
				context: 'server',
				access: 'secret',
				default: 'ventas@liceocampus.es',
			}),
			SUPPORT_INBOX: envField.string({
				context: 'server',
				access: 'secret',
				default: 'soporte@liceocampus.es',
			}),
			SENTRY_DSN: envField.string({ context: 'server', access: 'secret', optional: true }),
			CATALOGUE_CACHE_SECONDS: envField.number({
				context: 'server',
				access: 'secret',
				default: 30,
				int: true,
				min: 0,
			}),
			COURSE_REVIEW_MAX_DAYS: envField.number({
				context: 'server',
				access: 'secret',
				default: 365,
				int: true,
				min: 1,
			}),
			// none | netlify | xff:<hops>: which proxy header names the client (ADR 004).
			TRUSTED_PROXY: envField.string({ context: 'server', access: 'secret', default: 'none' }),
			// The fastest playback whose seconds heartbeats may add (ADR 006); 2 is the player's fastest
			// speed. Browser tests that play at 16× raise it; production always uses 2.
			HEARTBEAT_MAX_RATE: envField.number({
				context: 'server',
				access: 'secret',
				default: 2,
				min: 2,
				max: 64,
			}),
			// Where uploads and studio media live (ADR 017m): the local folder under DATA_DIR, an
			// S3-compatible bucket, or Netlify Blobs (the default of a build made on Netlify).
			STORAGE: envField.enum({
				context: 'server',
				access: 'secret',
				values: ['local', 's3', 'netlify-blobs'],
				default: onNetlify ? 'netlify-blobs' : 'local',
			}),
			S3_BUCKET: envField.string({ context: 'server', access: 'secret', optional: true }),
			// Empty: AWS itself; set it for another S3-compatible service (R2, MinIO, Scaleway…).
			S3_ENDPOINT: envField.string({ context: 'server', access: 'secret', optional: true }),
			S3_REGION: envField.string({ context: 'server', access: 'secret', default: 'us-east-1' }),
			// Empty: the SDK's own credential chain (instance role, AWS_* variables).
			S3_ACCESS_KEY_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
			S3_SECRET_ACCESS_KEY: envField.string({
				context: 'server',
				access: 'secret',
				optional: true,
			}),
			S3_FORCE_PATH_STYLE: envField.boolean({
				context: 'server',
				access: 'secret',
				default: false,
			}),
			// The Netlify Blobs store; on Netlify the site and token come from the function's context,
			// elsewhere (a worker on another host) from these two.
			NETLIFY_BLOBS_STORE: envField.string({
				context: 'server',
				access: 'secret',
				default: 'campus-files',
			}),
			NETLIFY_BLOBS_SITE_ID: envField.string({
				context: 'server',
				access: 'secret',
				optional: true,
			}),
			NETLIFY_BLOBS_TOKEN: envField.string({ context: 'server', access: 'secret', optional: true }),
			// Largest master video the studio accepts (bytes); 2 GB by default.
			MEDIA_MAX_BYTES: envField.number({
				context: 'server',
				access: 'secret',
				default: 2 * 1024 * 1024 * 1024,
				int: true,
				min: 1024 * 1024,
			}),
			// The ffmpeg and ffprobe the transcode job runs (Debian: apt-get install ffmpeg).
			FFMPEG_PATH: envField.string({ context: 'server', access: 'secret', default: 'ffmpeg' }),
			FFPROBE_PATH: envField.string({ context: 'server', access: 'secret', default: 'ffprobe' }),
			LOG_LEVEL: envField.enum({
				context: 'server',
				access: 'secret',
				values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
				default: 'info',
			}),
		},
	},
	vite: {
		build: { assetsInlineLimit: 0 },
		plugins: [i18nSections(), reactThroughCompat()],
	},
});
