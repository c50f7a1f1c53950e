/**
 * The security headers of every answer, in one place (ARCHITECTURE decision 20, ADR 010). Four
 * places use it: astro.config.mjs (the policy each built page carries in a `<meta>`, with the
 * hashes of its inline scripts and styles), scripts/serve.ts (the headers of the built pages and
 * files on the Node server), src/middleware.ts (pages rendered on demand) and the Hono app (API
 * answers); netlify.toml repeats {@link STATIC_HEADERS} for the CDN and a test keeps it in step.
 *
 * Why two policies for a page: a prerendered page cannot carry a per-request nonce, and its
 * inline scripts' hashes (Astro's islands, the Partytown snippet) are known only once the page is
 * built, so the policy that names scripts travels inside the page as a `<meta>`, which also works
 * wherever the HTML is served. A `<meta>` cannot say `frame-ancestors` (browsers ignore it there),
 * so the header adds it; browsers enforce both, each narrowing what the other allows.
 */

/** Stripe.js and its card frames (the card form, 3-D Secure), as Stripe's CSP guide lists them. */
const STRIPE = {
	script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
	frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
	connect: ['https://api.stripe.com'],
	img: ['https://*.stripe.com'],
} as const;

/**
 * The tag manager and the analytics it loads. It runs in Partytown's worker, whose frame and
 * worker the service worker answers without this policy; the main page still loads the tags' image
 * beacons (Partytown builds them in the page) and, if Partytown cannot start, the tags themselves.
 */
const TAG_MANAGER = {
	script: ['https://www.googletagmanager.com'],
	connect: [
		'https://www.googletagmanager.com',
		'https://*.google-analytics.com',
		'https://*.analytics.google.com',
	],
	img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/** The header policy of pages and site files: what a `<meta>` cannot say, and rules true of any file. */
const PAGE_HEADER_POLICY =
	"frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * The API answers JSON: nothing in it may load or run anything if a browser ever shows it. Files
 * that set their own policy (an SVG's sandbox, services/file-serving.ts) keep theirs.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Two years, the usual recommendation; other hosts under the domain are not ours to bind. */
const HSTS = 'max-age=63072000';

/**
 * Every answer's headers but the policy and HSTS: the same on pages, files and the API.
 * `X-Frame-Options` repeats `frame-ancestors 'none'` for browsers that predate it.
 */
const COMMON_HEADERS = {
	'X-Frame-Options': 'DENY',
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/**
 * The headers of static pages and files outside production (netlify.toml's `/*` rule, which
 * adds {@link HSTS_HEADER}: the CDN answers HTTPS only).
 */
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
	'Content-Security-Policy': PAGE_HEADER_POLICY,
	...COMMON_HEADERS,
};

/** Strict-Transport-Security: production only, where the site is HTTPS for good. */
export const HSTS_HEADER = { 'Strict-Transport-Security': HSTS } as const;

export type Answer = 'page' | 'api';

/**
 * The headers an answer of `kind` must carry. The API's policy is for JSON only: a file the API
 * serves (a video, a PDF opened in a tab) needs its browser viewer, which a `default-src 'none'`
 * document policy would block, so files get the rest and their route's own policy, if any.
 *
 * @example
 * securityHeaders('page', { production: true })['Strict-Transport-Security']; // 'max-age=63072000'
 */
export function securityHeaders(
	kind: Answer,
	{ production, json = true }: { production: boolean; json?: boolean },
): Record<string, string> {
	const policy = kind === 'page' ? PAGE_HEADER_POLICY : json ? API_POLICY : null;
	return {
		...(policy ? { 'Content-Security-Policy': policy } : {}),
		...COMMON_HEADERS,
		...(production ? HSTS_HEADER : {}),
	};
}

/**
 * Adds `wanted` to `headers` without undoing what the answer chose: a header it already has is
 * kept, except a page's own policy (Astro's, with its hashes, on a page rendered on demand), to
 * which ours is added as a second policy when it lacks `frame-ancestors`; browsers enforce both.
 */
export function addSecurityHeaders(headers: Headers, wanted: Record<string, string>): void {
	for (const [name, value] of Object.entries(wanted)) {
		const current = headers.get(name);
		if (current === null) headers.set(name, value);
		else if (name === 'Content-Security-Policy' && !current.includes('frame-ancestors')) {
			headers.set(name, `${current}, ${value}`);
		}
	}
}

/** Build-time settings that decide which outside hosts a page may reach. */
export interface PagePolicySettings {
	/** PUBLIC_ASSETS_URL: videos, posters and captions (a path on this site, or a CDN). */
	assetsUrl: string;
	/** PUBLIC_API_URL: another API host, when set (its files too: logos, own training). */
	apiUrl?: string | undefined;
	/** PUBLIC_SENTRY_DSN: the browser reports errors to its ingest host. */
	sentryDsn?: string | undefined;
	/** PUBLIC_GTM_ID is set: the tag manager may run after consent. */
	tagManager: boolean;
}

/** The origin of an absolute http(s) URL; null for a path on this site or anything else. */
export function originOf(url: string | undefined): string | null {
	if (!url) return null;
	try {
		const parsed = new URL(url);
		return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
	} catch {
		return null;
	}
}

type Source = string | null | false | undefined;

/** The sources given, without the ones left out (null, false) or repeated. */
function sources(...list: (Source | readonly string[])[]): string[] {
	return [...new Set(list.flat().filter((source): source is string => Boolean(source)))];
}

type DirectiveName =
	| `${'default' | 'connect' | 'img' | 'media' | 'font' | 'frame' | 'worker' | 'object'}-src`
	| 'base-uri'
	| 'form-action';
/** One directive of the page policy, in the shape Astro's `security.csp.directives` accepts. */
type Directive = `${DirectiveName} ${string}`;

function directive(name: DirectiveName, ...list: (Source | readonly string[])[]): Directive {
	return `${name} ${sources(...list).join(' ')}`;
}

/**
 * What Astro's `security.csp` gets (astro.config.mjs): the fetch rules of the page policy, and the
 * script and style sources to which Astro adds the hashes of each page's inline code. Style
 * attributes are allowed (`style-src-attr 'unsafe-inline'`): React islands render `style="…"`
 * (progress bars, brand colours) and a style attribute cannot run script; `<style>` elements stay
 * hash-only. Nothing here is `'unsafe-inline'` or `'unsafe-eval'` for scripts.
 */
export function pagePolicy(settings: PagePolicySettings) {
	const assets = originOf(settings.assetsUrl);
	const api = originOf(settings.apiUrl);
	const sentry = originOf(settings.sentryDsn);
	const tags = settings.tagManager;
	return {
		directives: [
			directive('default-src', "'self'"),
			// assets: hls.js fetches a lesson's playlists and segments itself (issue #19).
			directive(
				'connect-src',
				"'self'",
				assets,
				api,
				STRIPE.connect,
				sentry,
				tags && TAG_MANAGER.connect,
			),
			directive('img-src', "'self'", 'data:', assets, api, STRIPE.img, tags && TAG_MANAGER.img),
			// blob: the own-training form reads a chosen video's length before uploading it.
			directive('media-src', "'self'", 'blob:', assets, api),
			directive('font-src', "'self'"),
			// 'self': Partytown's sandbox frame.
			directive('frame-src', tags && "'self'", STRIPE.frame),
			// Partytown's service worker is 'self'; Sentry's replay compresses in a blob: worker.
			directive('worker-src', "'self'", sentry && 'blob:'),
			directive('object-src', "'none'"),
			directive('base-uri', "'self'"),
			directive('form-action', "'self'"),
		],
		scriptDirective: {
			resources: sources("'self'", STRIPE.script, tags && TAG_MANAGER.script),
		},
		styleDirective: {
			resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' as const }],
		},
	};
}
