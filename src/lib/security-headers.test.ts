import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
	addSecurityHeaders,
	API_POLICY,
	HSTS_HEADER,
	originOf,
	pagePolicy,
	securityHeaders,
	STATIC_HEADERS,
} from './security-headers';

/** The `[headers.values]` of netlify.toml's `[[headers]]` table `for` a path (flat lines only). */
async function netlifyHeaders(path: string): Promise<Record<string, string> | undefined> {
	const toml = await readFile('netlify.toml', 'utf8');
	for (const block of toml.split(/^\[\[headers\]\]\s*$/m).slice(1)) {
		// The table ends where the next array of tables starts.
		const table = block.split(/^\s*\[\[/m)[0] ?? '';
		const forValue = /^\s*for\s*=\s*(".*")\s*$/m.exec(table)?.[1];
		if (!forValue || JSON.parse(forValue) !== path) continue;
		const values = table.split(/^\s*\[headers\.values\]\s*$/m)[1] ?? '';
		return Object.fromEntries(
			[...values.matchAll(/^\s*([\w-]+)\s*=\s*(".*")\s*$/gm)].map(([, name, value]) => [
				name,
				JSON.parse(value ?? '') as string,
			]),
		);
	}
	return undefined;
}

const directivesOf = (policy: ReturnType<typeof pagePolicy>) =>
	Object.fromEntries(
		policy.directives.map((line) => {
			const [name = '', ...sources] = line.split(' ');
			return [name, sources];
		}),
	);

describe('security headers (ADR 010)', () => {
	it('netlify.toml gives every CDN file the same headers as the Node server in production', async () => {
		expect(await netlifyHeaders('/*')).toEqual({ ...STATIC_HEADERS, ...HSTS_HEADER });
		expect(securityHeaders('page', { production: true })).toEqual({
			...STATIC_HEADERS,
			...HSTS_HEADER,
		});
	});

	it('refuses framing, plugins and foreign base or form targets on pages, and sends HSTS only in production', () => {
		const page = securityHeaders('page', { production: false });
		expect(page['Content-Security-Policy']).toBe(
			"frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
		);
		expect(page).toMatchObject({
			'X-Frame-Options': 'DENY',
			'X-Content-Type-Options': 'nosniff',
			'Referrer-Policy': 'strict-origin-when-cross-origin',
			'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
		});
		expect(page).not.toHaveProperty('Strict-Transport-Security');
		expect(securityHeaders('api', { production: true })['Strict-Transport-Security']).toBe(
			'max-age=63072000',
		);
	});

	it('gives JSON answers a policy that loads nothing, and files none of their own', () => {
		expect(securityHeaders('api', { production: false })['Content-Security-Policy']).toBe(
			API_POLICY,
		);
		const file = securityHeaders('api', { production: false, json: false });
		expect(file).not.toHaveProperty('Content-Security-Policy');
		expect(file['X-Content-Type-Options']).toBe('nosniff');
	});

	it('keeps what an answer chose and adds the frame rule to a page policy without it', () => {
		const svg = new Headers({ 'Content-Security-Policy': "default-src 'none'; sandbox" });
		addSecurityHeaders(svg, { 'Content-Security-Policy': API_POLICY, 'X-Frame-Options': 'DENY' });
		expect(svg.get('Content-Security-Policy')).toBe(`default-src 'none'; sandbox, ${API_POLICY}`);
		expect(svg.get('X-Frame-Options')).toBe('DENY');

		const own = new Headers({
			'Content-Security-Policy': "frame-ancestors 'self'",
			'Cache-Control': 'no-store',
		});
		addSecurityHeaders(own, { 'Content-Security-Policy': API_POLICY, 'Cache-Control': 'public' });
		expect(own.get('Content-Security-Policy')).toBe("frame-ancestors 'self'");
		expect(own.get('Cache-Control')).toBe('no-store');
	});

	it('lets a page reach only the site and Stripe when nothing else is configured', () => {
		const policy = pagePolicy({ assetsUrl: '/media', tagManager: false });
		expect(directivesOf(policy)).toEqual({
			'default-src': ["'self'"],
			'connect-src': ["'self'", 'https://api.stripe.com'],
			'img-src': ["'self'", 'data:', 'https://*.stripe.com'],
			'media-src': ["'self'", 'blob:'],
			'font-src': ["'self'"],
			'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
			'worker-src': ["'self'"],
			'object-src': ["'none'"],
			'base-uri': ["'self'"],
			'form-action': ["'self'"],
		});
		expect(policy.scriptDirective.resources).toEqual([
			"'self'",
			'https://js.stripe.com',
			'https://*.js.stripe.com',
		]);
		// No inline script or eval anywhere: Astro adds each page's hashes.
		expect(JSON.stringify(policy)).not.toMatch(/unsafe-eval/);
		expect(policy.styleDirective.resources).toEqual([
			"'self'",
			{ resource: "'unsafe-inline'", kind: 'attribute' },
		]);
	});

	it('adds the media CDN, another API host, Sentry’s ingest and the tag manager when configured', () => {
		const directives = directivesOf(
			pagePolicy({
				assetsUrl: 'https://media.liceocampus.es/campus/',
				apiUrl: 'https://api.liceocampus.es/api',
				sentryDsn: 'https://abc123@o42.ingest.de.sentry.io/7',
				tagManager: true,
			}),
		);
		expect(directives['media-src']).toEqual([
			"'self'",
			'blob:',
			'https://media.liceocampus.es',
			'https://api.liceocampus.es',
		]);
		expect(directives['img-src']).toContain('https://media.liceocampus.es');
		// hls.js fetches the lessons' playlists and segments from the media CDN.
		expect(directives['connect-src']).toContain('https://media.liceocampus.es');
		expect(directives['connect-src']).toEqual(
			expect.arrayContaining([
				'https://api.liceocampus.es',
				'https://o42.ingest.de.sentry.io',
				'https://www.googletagmanager.com',
			]),
		);
		expect(directives['connect-src']).not.toContain('https://abc123@o42.ingest.de.sentry.io');
		expect(directives['frame-src']).toContain("'self'");
		expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
	});

	it('reads only absolute http(s) addresses as other origins', () => {
		expect(originOf('/media')).toBeNull();
		expect(originOf('')).toBeNull();
		expect(originOf(undefined)).toBeNull();
		expect(originOf('javascript:alert(1)')).toBeNull();
		expect(originOf('https://cdn.example.com/a/b?c')).toBe('https://cdn.example.com');
	});
});
