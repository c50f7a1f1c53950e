/**
 * `npm run bench`: what each built page costs the browser and how fast the catalogue API answers.
 *
 * 1. For every HTML page in dist/client: HTML bytes and the JavaScript it loads (module scripts,
 *    island components and renderers, and every module they import), raw and gzip.
 * 2. Starts the built server on 127.0.0.1 with its own PGlite folder and measures with autocannon:
 *    latency (p50/p99) of POST /api/courses/getCourses (search and category filter) and of
 *    GET /api/health at a fixed 200 requests/s, then the maximum throughput of each.
 * Needs `npm run build` first. Prints budgets from issue #2 next to the figures.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const CLIENT_DIR = path.resolve('dist/client');
const PORT = 4398;
const BASE = `http://127.0.0.1:${PORT}`;
const CLIENT_KEY = 'campus-web-local';
const RATE = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Size {
	raw: number;
	gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function htmlFiles(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { withFileTypes: true });
	const files = await Promise.all(
		entries.map((entry) => {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) return htmlFiles(full);
			return Promise.resolve(entry.name.endsWith('.html') ? [full] : []);
		}),
	);
	return files.flat();
}

const moduleCache = new Map<string, Buffer>();
async function readModule(url: string): Promise<Buffer | undefined> {
	if (moduleCache.has(url)) return moduleCache.get(url);
	const file = path.join(CLIENT_DIR, decodeURIComponent(url.split('?')[0] ?? ''));
	try {
		const content = await readFile(file);
		moduleCache.set(url, content);
		return content;
	} catch {
		return undefined;
	}
}

/** Every script the page loads: entry modules and, transitively, their static imports. */
async function scriptGraph(html: string): Promise<Set<string>> {
	const entries = new Set<string>();
	const attribute = /(?:src|component-url|renderer-url|href)="(\/[^"]+\.m?js)"/g;
	for (const match of html.matchAll(attribute)) if (match[1]) entries.add(match[1]);
	// Inline module scripts (Astro's island loader) count through the HTML itself.
	const seen = new Set<string>();
	const queue = [...entries];
	while (queue.length > 0) {
		const url = queue.pop();
		if (!url || seen.has(url)) continue;
		const content = await readModule(url);
		if (!content) continue;
		seen.add(url);
		const text = content.toString('utf8');
		for (const match of text.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.m?js)["']/g)) {
			const specifier = match[1];
			if (!specifier) continue;
			queue.push(
				specifier.startsWith('/') ? specifier : path.posix.join(path.posix.dirname(url), specifier),
			);
		}
	}
	return seen;
}

async function pageSizes() {
	const files = (await htmlFiles(CLIENT_DIR)).sort();
	const rows: { page: string; html: Size; js: Size; scripts: number }[] = [];
	for (const file of files) {
		const html = await readFile(file);
		const scripts = await scriptGraph(html.toString('utf8'));
		let raw = 0;
		let gzip = 0;
		for (const url of scripts) {
			const content = moduleCache.get(url);
			if (!content) continue;
			raw += content.length;
			gzip += gzipSync(content, { level: 9 }).length;
		}
		const page =
			'/' +
			path
				.relative(CLIENT_DIR, file)
				.replace(/index\.html$/, '')
				.replace(/\.html$/, '');
		rows.push({
			page,
			html: { raw: html.length, gzip: gzipSync(html, { level: 9 }).length },
			js: { raw, gzip },
			scripts: scripts.size,
		});
	}
	return rows;
}

async function waitForHealth(timeoutMs: number) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		try {
			const response = await fetch(`${BASE}/api/health`);
			if (response.ok) return;
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error('The server did not become healthy in time');
}

interface LoadResult {
	label: string;
	rps: number;
	p50: number;
	p99: number;
	non2xx: number;
	errors: number;
}

async function load(
	label: string,
	request: { method: 'GET' | 'POST'; path: string; body?: unknown },
	rate?: number,
): Promise<LoadResult> {
	const result = await autocannon({
		url: `${BASE}${request.path}`,
		method: request.method,
		headers: { pcek: CLIENT_KEY, 'content-type': 'application/json' },
		...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
		connections: 10,
		duration: SECONDS,
		...(rate ? { overallRate: rate } : {}),
	});
	return {
		label,
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		non2xx: result.non2xx,
		errors: result.errors,
	};
}

function printLoad(title: string, results: LoadResult[]) {
	console.log(`\n${title}`);
	console.log('  call                                   req/s    p50 ms  p99 ms  non-2xx errors');
	for (const r of results) {
		console.log(
			`  ${r.label.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(6)}`,
		);
	}
}

async function main() {
	await stat(CLIENT_DIR).catch(() => {
		throw new Error('dist/client is missing: run `npm run build` first');
	});

	const pages = await pageSizes();
	console.log('Built pages: HTML and JavaScript loaded (KB, raw / gzip)');
	console.log(
		'  page                                                        html raw  html gz   js raw    js gz  scripts',
	);
	for (const row of pages) {
		console.log(
			`  ${row.page.padEnd(58)} ${kb(row.html.raw).padStart(9)} ${kb(row.html.gzip).padStart(8)} ${kb(row.js.raw).padStart(8)} ${kb(row.js.gzip).padStart(8)} ${String(row.scripts).padStart(8)}`,
		);
	}
	const coursePages = pages.filter((row) => /^\/cursos\/[^/]+\/$/.test(row.page));
	const catalogue = pages.find((row) => row.page === '/cursos/');
	const worstCourse = Math.max(0, ...coursePages.map((row) => row.js.gzip));
	console.log(
		`\n  /cursos/{id}: ${coursePages.length} pages, largest JS ${kb(worstCourse)} KB gzip (budget 85 KB) ${worstCourse <= 85 * 1024 ? 'OK' : 'OVER'}`,
	);
	if (catalogue) {
		console.log(
			`  /cursos: JS ${kb(catalogue.js.gzip)} KB gzip (budget 95 KB) ${catalogue.js.gzip <= 95 * 1024 ? 'OK' : 'OVER'}`,
		);
	}

	await rm('.data/bench', { recursive: true, force: true });
	const server = spawn(process.execPath, ['dist/server/entry.mjs'], {
		env: {
			...process.env,
			HOST: '127.0.0.1',
			PORT: String(PORT),
			PGLITE_DIR: '.data/bench/pglite',
			LOG_LEVEL: 'warn',
		},
		stdio: ['ignore', 'inherit', 'inherit'],
	});
	try {
		await waitForHealth(60_000);
		const search = {
			method: 'POST',
			path: '/api/courses/getCourses',
			body: { qh: 'dermo', rbp: 12 },
		} as const;
		const category = {
			method: 'POST',
			path: '/api/courses/getCourses',
			body: { cl: [3], rbp: 12 },
		} as const;
		const health = { method: 'GET', path: '/api/health' } as const;
		// Warm-up so the first measurements do not include JIT and cache start-up.
		await load('warm-up', search, RATE);

		const fixed = [
			await load('getCourses search "dermo"', search, RATE),
			await load('getCourses category filter', category, RATE),
			await load('health', health, RATE),
		];
		printLoad(`Latency at ${RATE} requests/s for ${SECONDS} s (10 connections)`, fixed);

		const max = [
			await load('getCourses search "dermo"', search),
			await load('getCourses category filter', category),
			await load('health', health),
		];
		printLoad(`Maximum throughput for ${SECONDS} s (10 connections)`, max);

		const worstP99 = Math.max(fixed[0]!.p99, fixed[1]!.p99);
		const ratio = Math.min(max[0]!.rps, max[1]!.rps) / max[2]!.rps;
		console.log(
			`\n  getCourses p99 at ${RATE} req/s: ${worstP99} ms (budget < 25 ms) ${worstP99 < 25 ? 'OK' : 'OVER'}`,
		);
		console.log(
			`  getCourses throughput / health throughput: ${(ratio * 100).toFixed(0)} % (budget ≥ 40 %) ${ratio >= 0.4 ? 'OK' : 'UNDER'}`,
		);
	} finally {
		server.kill('SIGTERM');
	}
}

await main();
