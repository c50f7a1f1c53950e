/**
 * `npm run bench`: what each built page costs the browser and how fast the catalogue API answers.
 *
 * 1. For every HTML page in dist/client: HTML bytes and the JavaScript it loads (module scripts,
 *    island components and renderers, and every module they import), raw and gzip.
 * 2. Starts the built server on 127.0.0.1 with its own PGlite folder and measures
 *    POST /api/courses/getCourses (search and category filter) next to GET /api/health:
 *    latency at a fixed 200 requests/s (open loop), then maximum throughput (autocannon);
 *    then the same calls with the catalogue cache off, to show what the database alone sustains.
 * 3. Issue #6: the course player's page weight (issue #19: before the video starts, and hls.js
 *    apart, which the player imports at the first interaction), and POST /api/progress/saveProgress
 *    from simulated viewers (accounts made through the API) at 300 heartbeats/s, then at its maximum.
 * 4. Issue #7: the tracking reports, in-process through the Hono app (scripts/report-bench.ts), on
 *    PGlite and on PostgreSQL (`BENCH_POSTGRES_URL`, default 127.0.0.1:5432/test; a database of its
 *    own, dropped afterwards): the data factory's group of 50 pharmacies, 1,000 people and 200,000
 *    progress rows, then the group report, one pharmacy's report and the CSV, p50/p99 of
 *    `BENCH_REPORT_CALLS` (100) calls each, and the heartbeat next to them.
 * 5. Issue #18: the job queue's mails per second and its enqueue → sent latency
 *    (scripts/jobs-bench.ts).
 * 6. Issue #19: the demo catalogue's seed from content/ on a fresh PGlite (scripts/seed-bench.ts);
 *    `--seed` runs it alone (no build needed; `BENCH_SEED_RUNS` runs, default 7).
 * 7. Issue #19: the studio at 2,000 courses (`BENCH_STUDIO_COURSES`): its course list in-process
 *    (scripts/studio-bench.ts, p99 budget 100 ms), then the rebuild of the public pages after a
 *    publish, on the built server serving a copy of the build (budget 120 s). `--studio` runs it alone
 *    (after a build).
 * 8. Issue #19: an HLS lesson's start in the player (scripts/player-bench.ts), `--player` alone.
 * `--heartbeats` skips step 2, 4, 5, 6, 7 and 8. `--jobs` runs step 5 alone. Needs `npm run build` first. Prints the budgets of issues #2–#17 next to the figures. `--sizes` stops
 * after step 1. `--reports` runs step 4 alone (no build needed).
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { jobsBench } from './jobs-bench.ts';
import { lighthouseMedians } from './lighthouse.ts';
import { playerStartBench } from './player-bench.ts';
import type { Call, LatencyResult, OpenLoopInput, Viewer } from './open-loop.ts';

/** The build measured: `BUILD_DIR` as for `npm run serve`, `dist` by default. */
const CLIENT_DIR = path.resolve(process.env.BUILD_DIR ?? 'dist', 'client');
const PORT = 4398;
const CLIENT_KEY = 'campus-web-local';
const RATE = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Issue #6: the progress endpoint at 300 heartbeats/s, from this many simulated viewers. */
const HEARTBEAT_RATE = 300;
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 300);
/** Issue #7: calls measured per report call and database. */
const REPORT_CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 100);
const REPORT_POSTGRES_URL =
	process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
	// before-hydration-url: what every island imports before it starts (astro.config.mjs).
	const attribute =
		/(?:src|component-url|renderer-url|before-hydration-url|href)="(\/[^"]+\.m?js)"/g;
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

/** Modules a script imports only when it runs (`import(`./x.js`)`), resolved like static ones. */
function dynamicSpecifiers(url: string, text: string): string[] {
	return [...text.matchAll(/\bimport\(\s*[`"']([^`"']+\.m?js)[`"']\s*\)/g)].flatMap((match) =>
		match[1] ? [path.posix.join(path.posix.dirname(url), match[1])] : [],
	);
}

/**
 * Issue #19: what a page loads later, on demand (the player's hls.js), apart from its own weight:
 * each module the page's scripts import dynamically, with what it imports that the page does not
 * already load, gzip.
 */
async function laterLoads(page: string): Promise<{ module: string; gzip: number }[]> {
	const html = await readFile(path.join(CLIENT_DIR, page, 'index.html'), 'utf8');
	const loaded = await scriptGraph(html);
	const later = new Map<string, number>();
	for (const url of loaded) {
		const text = moduleCache.get(url)?.toString('utf8') ?? '';
		for (const specifier of dynamicSpecifiers(url, text)) {
			if (later.has(specifier) || loaded.has(specifier)) continue;
			const graph = await scriptGraph(`<script src="${specifier}"></script>`);
			let gzip = 0;
			for (const module of graph) {
				const content = moduleCache.get(module);
				if (content && !loaded.has(module)) gzip += gzipSync(content, { level: 9 }).length;
			}
			later.set(specifier, gzip);
		}
	}
	return [...later].map(([module, gzip]) => ({ module, gzip }));
}

async function pageSizes() {
	const files = (await htmlFiles(CLIENT_DIR)).sort();
	const rows: { page: string; html: Size; js: Size; scripts: number }[] = [];
	for (const file of files) {
		const html = await readFile(file);
		const scripts = await scriptGraph(html.toString('utf8'));
		// Inline scripts (island loaders, small page scripts) are JavaScript too; JSON-LD is not.
		const inline = Buffer.from(
			[
				...html
					.toString('utf8')
					.matchAll(/<script(?![^>]*(?:application\/ld\+json|\ssrc=))[^>]*>([\s\S]*?)<\/script>/g),
			]
				.map((match) => match[1] ?? '')
				.join('\n'),
		);
		let raw = inline.length;
		let gzip = inline.length > 0 ? gzipSync(inline, { level: 9 }).length : 0;
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

/** One group of pages against its JavaScript budget (KB gzip): the heaviest page is what counts. */
function budgetLine(label: string, rows: { page: string; js: Size }[], budgetKb: number) {
	const worst = rows.reduce<(typeof rows)[number] | undefined>(
		(heaviest, row) => (heaviest && heaviest.js.gzip >= row.js.gzip ? heaviest : row),
		undefined,
	);
	if (!worst) return;
	const verdict = worst.js.gzip <= budgetKb * 1024 ? 'OK' : 'OVER';
	console.log(
		`  ${label}: ${String(rows.length)} pages, largest JS ${kb(worst.js.gzip)} KB gzip (${worst.page}; budget ${String(budgetKb)} KB) ${verdict}`,
	);
}

async function waitForHealth(base: string, timeoutMs: number) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		try {
			const response = await fetch(`${base}/api/health`);
			if (response.ok) return;
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error('The server did not become healthy in time');
}

/**
 * Open-loop latency (scripts/open-loop.ts), measured in a worker thread: its own heap, so the
 * garbage left by the page-size pass above is never collected in the middle of a measurement.
 */
function openLoop(port: number, call: Call, rate: number, seconds: number): Promise<LatencyResult> {
	const worker = new Worker(new URL('./open-loop.ts', import.meta.url), {
		workerData: { port, call, rate, seconds, clientKey: CLIENT_KEY } satisfies OpenLoopInput,
	});
	return new Promise((resolve, reject) => {
		worker.once('message', (result: LatencyResult) => {
			resolve(result);
		});
		worker.once('error', reject);
	});
}

interface ThroughputResult {
	label: string;
	rps: number;
	p50: number;
	p99: number;
	failed: number;
}

/** Closed-loop maximum throughput: 10 connections, each sending again as soon as answered. */
async function maxThroughput(port: number, call: Call, seconds: number): Promise<ThroughputResult> {
	const result = await autocannon({
		url: `http://127.0.0.1:${port}${call.path}`,
		method: call.method,
		headers: { pcek: CLIENT_KEY, 'content-type': 'application/json' },
		...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
		connections: 10,
		duration: seconds,
	});
	return {
		label: call.label,
		rps: Math.round(result.requests.average),
		p50: result.latency.p50,
		p99: result.latency.p99,
		failed: result.non2xx + result.errors,
	};
}

function printLatency(title: string, results: LatencyResult[]) {
	console.log(`\n${title}`);
	console.log(
		'  call                                 requests   p50 ms   p90 ms   p99 ms   max ms  failed',
	);
	for (const r of results) {
		console.log(
			`  ${r.label.padEnd(36)} ${String(r.sent).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p90).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.max).padStart(8)} ${String(r.failed).padStart(7)}`,
		);
	}
}

function printThroughput(title: string, results: ThroughputResult[]) {
	console.log(`\n${title}`);
	console.log('  call                                    req/s   p50 ms   p99 ms  failed');
	for (const r of results) {
		console.log(
			`  ${r.label.padEnd(36)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.failed).padStart(7)}`,
		);
	}
}

/** The built server on its own port and PGlite folder; `cacheSeconds` 0 sends every call to the database. */
async function withServer<T>(
	port: number,
	cacheSeconds: number,
	run: () => Promise<T>,
): Promise<T> {
	const dataDir = `.data/bench/${port}`;
	await rm(dataDir, { recursive: true, force: true });
	const server = spawn(process.execPath, ['scripts/serve.ts'], {
		env: {
			...process.env,
			HOST: '127.0.0.1',
			PORT: String(port),
			PGLITE_DIR: `${dataDir}/pglite`,
			// Its welcome mails go to its own outbox, not the checkout's.
			DATA_DIR: dataDir,
			LOG_LEVEL: 'warn',
			CATALOGUE_CACHE_SECONDS: String(cacheSeconds),
			// Viewers sign up from addresses of their own, as behind a real proxy; from one address
			// the sign-up limit (10 an hour, ADR 004) would stop the bench's accounts.
			TRUSTED_PROXY: 'xff:1',
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	});
	try {
		await waitForHealth(`http://127.0.0.1:${port}`, 60_000);
		return await run();
	} finally {
		server.kill('SIGTERM');
	}
}

const SEARCH: Call = {
	label: 'getCourses search "dermo"',
	method: 'POST',
	path: '/api/courses/getCourses',
	body: { qh: 'dermo', rbp: 12 },
};
const CATEGORY: Call = {
	label: 'getCourses category filter',
	method: 'POST',
	path: '/api/courses/getCourses',
	body: { cl: [3], rbp: 12 },
};
const HEALTH: Call = { label: 'health', method: 'GET', path: '/api/health' };

async function main() {
	// `npm run bench -- --reports`: the reports alone, in-process, without a build.
	if (process.argv.includes('--reports')) {
		await reportsBench();
		return;
	}
	// `npm run bench -- --seed`: the demo catalogue's seed alone (scripts/seed-bench.ts).
	if (process.argv.includes('--seed')) {
		await seedBench();
		return;
	}
	// `npm run bench -- --studio`: the studio at catalogue scale alone, after a build.
	if (process.argv.includes('--studio')) {
		await studioBench();
		return;
	}
	// `npm run bench -- --jobs`: the job queue alone (scripts/jobs-bench.ts), after a build.
	if (process.argv.includes('--jobs')) {
		await jobsBench();
		return;
	}
	// `npm run bench -- --player`: an HLS lesson's start in the player alone, after a build.
	if (process.argv.includes('--player')) {
		await playerBench();
		return;
	}
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
	// Issue #17: the content pages carry at most 75 KB, the catalogue at most 85 KB.
	const contentGroups: [string, RegExp][] = [
		['home', /^\/$/],
		['/cursos/{id}', /^\/cursos\/[^/]+\/$/],
		['/planes*, /plan/*', /^\/(planes|plan)(\/[^/]+)?\/$/],
		[
			'legal, FAQ and method',
			/^\/(aviso-legal|politica-de-privacidad|politica-de-cookies|preguntas-frecuentes|metodo-liceo)\/$/,
		],
	];
	console.log('');
	for (const [label, pattern] of contentGroups) {
		budgetLine(
			label,
			pages.filter((row) => pattern.test(row.page)),
			75,
		);
	}
	budgetLine(
		'/cursos',
		pages.filter((row) => row.page === '/cursos/'),
		85,
	);

	// Issue #5: the purchase and trial pages (Stripe's own script aside, loaded only with a key).
	const checkoutPages = pages.filter((row) => /^\/(compra|prueba-gratis)\//.test(row.page));
	const worstCheckout = checkoutPages.reduce<(typeof pages)[number] | undefined>(
		(worst, row) => (worst && worst.js.gzip >= row.js.gzip ? worst : row),
		undefined,
	);
	if (worstCheckout) {
		console.log(
			`  purchase and trial: ${checkoutPages.length} pages, largest JS ${kb(worstCheckout.js.gzip)} KB gzip (${worstCheckout.page}; budget 150 KB) ${worstCheckout.js.gzip <= 150 * 1024 ? 'OK' : 'OVER'}`,
		);
	}
	// Issue #3: every other page stays under 120 KB.
	const others = pages.filter(
		(row) => !checkoutPages.includes(row) && !/^\/aula\/curso\//.test(row.page),
	);
	const largest = others.reduce((worst, row) => (row.js.gzip > worst.js.gzip ? row : worst));
	console.log(
		`  other pages: largest JS ${kb(largest.js.gzip)} KB gzip (${largest.page}; budget 120 KB) ${largest.js.gzip <= 120 * 1024 ? 'OK' : 'OVER'}`,
	);
	// Issue #6: the course player (one static shell per course); issue #19: at most 160 KB before
	// the video starts, hls.js measured apart (it loads at the first interaction, ADR 017p).
	const playerPages = pages.filter((row) => /^\/aula\/curso\/[^/]+\/$/.test(row.page));
	const heaviestPlayer = playerPages.reduce<(typeof pages)[number] | undefined>(
		(worst, row) => (worst && worst.js.gzip >= row.js.gzip ? worst : row),
		undefined,
	);
	const worstPlayer = heaviestPlayer?.js.gzip ?? 0;
	console.log(
		`  /aula/curso/{id}: ${playerPages.length} pages, largest JS before the video starts ${kb(worstPlayer)} KB gzip (budget 160 KB) ${worstPlayer <= 160 * 1024 ? 'OK' : 'OVER'}`,
	);
	if (heaviestPlayer) {
		const later = await laterLoads(heaviestPlayer.page);
		const hls = later.filter((row) => /^hls/.test(path.posix.basename(row.module)));
		const hlsGzip = hls.reduce((sum, row) => sum + row.gzip, 0);
		const others = later.filter((row) => !hls.includes(row));
		console.log(
			`    hls.js (${hls.map((row) => path.posix.basename(row.module)).join(', ') || 'not found'}), imported at the first interaction where the browser needs it: ${kb(hlsGzip)} KB gzip; with the page ${kb(worstPlayer + hlsGzip)} KB (${worstPlayer + hlsGzip <= 160 * 1024 ? 'within' : 'over'} the 160 KB, were it loaded with the page)`,
		);
		console.log(
			`    other modules imported on demand: ${String(others.length)}, ${kb(others.reduce((sum, row) => sum + row.gzip, 0))} KB gzip`,
		);
	}

	// `npm run bench -- --sizes`: page weights only, in a second, while working on a page.
	if (process.argv.includes('--sizes')) return;

	// `npm run bench -- --heartbeats`: page weights, then the player's heartbeats only.
	const heartbeatsOnly = process.argv.includes('--heartbeats');
	const coursePages = pages.filter((row) => /^\/cursos\/[^/]+\/$/.test(row.page));
	if (!heartbeatsOnly) await catalogueBench(pages, coursePages);
	await heartbeatBench();
	if (!heartbeatsOnly) {
		await reportsBench();
		await jobsBench();
		await seedBench();
		await studioBench();
		await playerBench();
	}
}

/** Issue #19: the studio's list and the rebuild after a publish with 2,000 more courses. */
async function studioBench() {
	const courses = Number(process.env.BENCH_STUDIO_COURSES ?? 2000);
	const port = 4396;
	const dataDir = path.resolve(`.data/bench/studio-${port}`);
	const buildDir = path.resolve(`dist-bench-studio-${port}`);
	await rm(dataDir, { recursive: true, force: true });
	await rm(buildDir, { recursive: true, force: true });
	const { runnerImport } = await import('vite');
	const { module } = await runnerImport<typeof import('./studio-bench.ts')>(
		path.resolve('scripts/studio-bench.ts'),
	);
	const result = await module.runStudioBench({
		dataDir: path.join(dataDir, 'pglite'),
		courses,
		calls: REPORT_CALLS,
	});
	console.log(
		`\nStudio: the demo campus and ${result.courses} more published courses written in ${result.seedSeconds.toFixed(1)} s; ${REPORT_CALLS} calls of each, in-process`,
	);
	for (const row of result.rows) {
		const verdict = row.p99 < row.budget && row.failed === 0 ? 'OK' : 'OVER';
		console.log(
			`  ${row.label.padEnd(34)} p50 ${String(row.p50).padStart(6)} ms  p99 ${String(row.p99).padStart(6)} ms  max ${String(row.max).padStart(6)} ms  failed ${String(row.failed)}  p99 < ${row.budget} ms ${verdict}`,
		);
	}

	// The rebuild after a publish, as the studio asks for it, on a copy of the build.
	const copy = spawn('cp', ['-a', CLIENT_DIR.replace(/\/client$/, ''), buildDir]);
	await new Promise((resolve) => copy.on('close', resolve));
	const server = spawn(process.execPath, ['scripts/serve.ts'], {
		env: {
			...process.env,
			HOST: '127.0.0.1',
			PORT: String(port),
			BUILD_DIR: buildDir,
			PGLITE_DIR: path.join(dataDir, 'pglite'),
			DATA_DIR: dataDir,
			LOG_LEVEL: 'warn',
			DATABASE_URL: '',
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	});
	const base = `http://127.0.0.1:${port}`;
	try {
		await waitForHealth(base, 120_000);
		const login = await fetch(`${base}/api/oauth/token`, {
			method: 'POST',
			headers: { pcek: CLIENT_KEY, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({
				client_id: 'campus-web',
				grant_type: 'password',
				username: 'editora@liceo.local',
				password: 'Campus#2026',
			}),
		});
		const editor = ((await login.json()) as { data: { token: { access_token: string } } }).data
			.token.access_token;
		const started = Date.now();
		const { republishSite } = await post<{ republishSite: { publicationId: number } }>(
			base,
			'/studio/republishSite',
			{},
			editor,
		);
		type Row = { id: number; status: string; log: string };
		let row: Row | undefined;
		while (Date.now() - started < 600_000) {
			await new Promise((resolve) => setTimeout(resolve, 1000));
			const { listPublications } = await post<{ listPublications: { publications: Row[] } }>(
				base,
				'/studio/listPublications',
				{},
				editor,
			);
			row = listPublications.publications.find((item) => item.id === republishSite.publicationId);
			if (row && (row.status === 'live' || row.status === 'failed')) break;
		}
		const seconds = (Date.now() - started) / 1000;
		const pages = (await htmlFiles(path.join(buildDir, 'client'))).length;
		const built = /built in ([\d.]+) s/.exec(row?.log ?? '')?.[1] ?? '?';
		console.log(
			`  rebuild after a publish: ${row?.status ?? 'unknown'} in ${seconds.toFixed(1)} s from the call (astro build ${built} s), ${pages} pages served; budget 120 s ${row?.status === 'live' && seconds < 120 ? 'OK' : 'OVER'}`,
		);
		if (row?.status === 'failed') console.log(row.log.slice(-2000));
	} finally {
		server.kill('SIGTERM');
	}
}

/** Issue #19: seeding the demo catalogue from content/ into a fresh PGlite (no build needed). */
async function seedBench() {
	const { runnerImport } = await import('vite');
	const { module } = await runnerImport<typeof import('./seed-bench.ts')>(
		path.resolve('scripts/seed-bench.ts'),
	);
	const runs = Number(process.env.BENCH_SEED_RUNS ?? 7);
	const result = await module.runSeedBench(runs);
	const sorted = [...result.seedMs].sort((a, b) => a - b);
	const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
	console.log(
		`\nSeed: ${result.courses} courses from content/, checked in ${result.checkMs.toFixed(0)} ms; catalogue and learning seed on a fresh PGlite, ${runs} runs: median ${median.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
	);
}

/**
 * Issue #7: the tracking reports. scripts/report-bench.ts uses the server's code and the test
 * factories, written for Vite (extensionless imports, JSON), so Vite's module runner loads it.
 */
async function reportsBench() {
	const { runnerImport } = await import('vite');
	const { module } = await runnerImport<typeof import('./report-bench.ts')>(
		path.resolve('scripts/report-bench.ts'),
	);
	console.log(
		`\nReports: the data factory's group on each database, then ${REPORT_CALLS} calls of each, one after another, in-process`,
	);
	const result = await module.runReportBench({
		calls: REPORT_CALLS,
		postgresUrl: REPORT_POSTGRES_URL,
	});
	for (const setup of result.setups) {
		const { people, itemProgress, learningDays, certificates, downloads } = setup.counts;
		console.log(
			`  ${setup.database}: ${people} people, ${itemProgress} item_progress, ${learningDays} learning_days, ${certificates} certificates, ${downloads} downloads, written in ${setup.seconds} s`,
		);
	}
	for (const reason of result.skipped) console.log(`  skipped: ${reason}`);
	console.log(
		'  database    call                                   calls   p50 ms   p99 ms   max ms  failed  budget',
	);
	for (const row of result.rows) {
		const verdict = row.p99 < row.budget && row.failed === 0 ? 'OK' : 'OVER';
		console.log(
			`  ${row.database.padEnd(11)} ${row.label.padEnd(38)} ${String(row.calls).padStart(5)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.max).padStart(8)} ${String(row.failed).padStart(7)}  p99 < ${row.budget} ms ${verdict}`,
		);
	}
}

/** Issue #2 and #3: the catalogue API, with and without its cache, and Lighthouse. */
async function catalogueBench(
	pages: Awaited<ReturnType<typeof pageSizes>>,
	coursePages: Awaited<ReturnType<typeof pageSizes>>,
) {
	// As served: the catalogue cache on (CATALOGUE_CACHE_SECONDS default).
	await withServer(PORT, 30, async () => {
		await openLoop(PORT, SEARCH, RATE, 3); // warm-up: JIT, first queries
		const fixed = [
			await openLoop(PORT, SEARCH, RATE, SECONDS),
			await openLoop(PORT, CATEGORY, RATE, SECONDS),
			await openLoop(PORT, HEALTH, RATE, SECONDS),
		];
		printLatency(
			`Latency at ${RATE} requests/s, open loop, ${SECONDS} s each (catalogue cache on)`,
			fixed,
		);
		const max = [
			await maxThroughput(PORT, SEARCH, SECONDS),
			await maxThroughput(PORT, CATEGORY, SECONDS),
			await maxThroughput(PORT, HEALTH, SECONDS),
		];
		printThroughput(
			`Maximum throughput, 10 connections, ${SECONDS} s each (catalogue cache on)`,
			max,
		);
		const worstP99 = Math.max(fixed[0]?.p99 ?? NaN, fixed[1]?.p99 ?? NaN);
		const ratio = Math.min(max[0]?.rps ?? 0, max[1]?.rps ?? 0) / (max[2]?.rps ?? 1);
		console.log(
			`\n  getCourses p99 at ${RATE} req/s: ${worstP99} ms (budget < 25 ms) ${worstP99 < 25 ? 'OK' : 'OVER'}`,
		);
		console.log(
			`  getCourses throughput / health throughput: ${(ratio * 100).toFixed(0)} % (budget ≥ 40 %) ${ratio >= 0.4 ? 'OK' : 'UNDER'}`,
		);

		// Lighthouse after the API figures: its Chromium would otherwise share the two cores with them.
		const wanted = [
			'/',
			'/cursos/',
			coursePages[0]?.page,
			'/planes/',
			'/aviso-legal/',
			// The checkout's island replaces its loading line with a long form (a layout shift once).
			'/compra/profesional-anual/',
		];
		const built = new Set(pages.map((row) => row.page));
		const audited = wanted.filter((path): path is string => path !== undefined && built.has(path));
		if (LIGHTHOUSE_RUNS > 0 && audited.length > 0) {
			const scores = await lighthouseMedians(`http://127.0.0.1:${PORT}`, audited, LIGHTHOUSE_RUNS);
			console.log(`\nLighthouse, mobile, simulated throttling: median of ${LIGHTHOUSE_RUNS} runs`);
			console.log(
				'  page                                         perf  a11y  best   seo   LCP ms  TBT ms    CLS  JS gz KB',
			);
			for (const row of scores) {
				const js = pages.find((page) => page.page === row.path)?.js.gzip ?? 0;
				console.log(
					`  ${row.path.slice(0, 44).padEnd(44)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${String(row.bestPractices).padStart(5)} ${String(row.seo).padStart(5)} ${String(row.lcpMs).padStart(8)} ${String(row.tbtMs).padStart(7)} ${String(row.cls).padStart(6)} ${kb(js).padStart(9)}`,
				);
			}
			const missing = wanted.filter((path) => path && !built.has(path));
			if (missing.length > 0) console.log(`  not built yet: ${missing.join(', ')}`);
		}
	});

	// Every call to the database (CATALOGUE_CACHE_SECONDS=0): what PGlite itself sustains.
	await withServer(PORT + 1, 0, async () => {
		await maxThroughput(PORT + 1, SEARCH, 3); // warm-up
		const max = [
			await maxThroughput(PORT + 1, SEARCH, SECONDS),
			await maxThroughput(PORT + 1, CATEGORY, SECONDS),
			await maxThroughput(PORT + 1, HEALTH, SECONDS),
		];
		printThroughput(
			`Maximum throughput without the catalogue cache (every call queries PGlite)`,
			max,
		);
		const low = Math.floor(Math.min(max[0]?.rps ?? 0, max[1]?.rps ?? 0) / 2);
		const uncached = [
			await openLoop(PORT + 1, SEARCH, low, SECONDS),
			await openLoop(PORT + 1, CATEGORY, low, SECONDS),
		];
		printLatency(
			`Latency at ${low} requests/s (half the uncached maximum), open loop, no cache`,
			uncached,
		);
	});
}

/** Issue #6: the player's heartbeats, written to the embedded database. */
async function heartbeatBench() {
	await withServer(PORT + 2, 30, async () => {
		const base = `http://127.0.0.1:${PORT + 2}`;
		const started = performance.now();
		const viewers = await createViewers(base, VIEWERS);
		console.log(
			`\nHeartbeats: ${viewers.length} simulated viewers (accounts with a paid licence, each on its own video), ready in ${((performance.now() - started) / 1000).toFixed(0)} s`,
		);
		const call: Call = {
			label: 'saveProgress heartbeat',
			method: 'POST',
			path: '/api/progress/saveProgress',
			viewers,
		};
		await openLoop(PORT + 2, call, HEARTBEAT_RATE, 3); // warm-up
		const latency = await openLoop(PORT + 2, call, HEARTBEAT_RATE, SECONDS);
		printLatency(
			`Latency at ${HEARTBEAT_RATE} heartbeats/s, open loop, ${SECONDS} s (PGlite, one write each)`,
			[latency],
		);
		const max = await maxHeartbeats(PORT + 2, viewers, SECONDS);
		printThroughput('Maximum heartbeat throughput, 10 connections', [max]);
		console.log(
			`\n  saveProgress p99 at ${HEARTBEAT_RATE} heartbeats/s: ${latency.p99} ms (budget < 30 ms) ${latency.p99 < 30 && latency.failed === 0 ? 'OK' : 'OVER'}`,
		);
	});
}

/**
 * Issue #19: an HLS lesson's start in Chromium on a phone's network, hls.js loaded at the first
 * interaction (the player) or with the page (scripts/player-bench.ts). Timing is printed, never
 * judged: it varies with the machine.
 */
async function playerBench() {
	await withServer(PORT + 3, 30, async () => {
		const base = `http://127.0.0.1:${PORT + 3}`;
		const account = await newViewerAccount(base, `player${Date.now().toString(36)}`, 0);
		// The first course whose first item is a video: the player opens there.
		let playerPath: string | undefined;
		for (const cid of [1001, 1002, 1003, 2001, 3001]) {
			const { getCourse } = await post<{
				getCourse: { path: string; topics: { items: { type: string; media: string | null }[] }[] };
			}>(base, '/progress/getCourse', { cid }, account.token);
			const first = getCourse.topics[0]?.items[0];
			if (first?.media?.endsWith('.m3u8')) {
				playerPath = `/aula/curso/${getCourse.path}/`;
				break;
			}
		}
		if (!playerPath) throw new Error('no demo course starts with an HLS lesson');
		const runs = Number(process.env.BENCH_PLAYER_RUNS ?? 3);
		const results = await playerStartBench({ base, account, playerPath, runs });
		console.log(
			`\nHLS lesson start in Chromium (hls.js), Pixel 7 on a 150 ms / 1.6 Mbps network, median of ${String(runs)} cold starts (${playerPath}):`,
		);
		for (const result of results) {
			console.log(
				`  hls.js ${result.mode.padEnd(18)} press → playing ${String(result.pressToPlayingMs).padStart(5)} ms; scripts transferred before play ${kb(result.scriptBytesBeforePlay)} KB (with HTTP headers and the page's own on-demand modules)`,
			);
		}
	});
}

/** POST with the client key (and a token), failing the bench on anything but the envelope's ok. */
async function post<T>(
	base: string,
	apiPath: string,
	body: unknown,
	token?: string,
	headers: Record<string, string> = {},
): Promise<T> {
	const response = await fetch(`${base}/api${apiPath}`, {
		method: 'POST',
		headers: {
			...headers,
			pcek: CLIENT_KEY,
			'content-type': 'application/json',
			...(token ? { authorization: `Bearer ${token}` } : {}),
		},
		body: JSON.stringify(body),
	});
	const json = (await response.json()) as { ok: boolean; data: T; msg?: string };
	if (!json.ok) throw new Error(`${apiPath} answered ${response.status}: ${json.msg ?? ''}`);
	return json.data;
}

/** A new professional on the paid monthly plan (sandbox card), made through the API. */
async function newViewerAccount(base: string, run: string, index: number) {
	const password = 'Mostrador#2026';
	const email = `viewer.${run}.${index}@bench.local`;
	const { token } = await post<{ token: { access_token: string } }>(
		base,
		'/auth/signUp',
		{
			name: 'Espectador',
			last_name: 'Bench Espectador',
			email,
			nick: `viewer_${run}_${index}`,
			password,
			repeat_password: password,
			user_type: 2,
			terms: true,
		},
		undefined,
		{ 'x-forwarded-for': `198.18.${Math.floor(index / 256)}.${index % 256}` },
	);
	const bearer = token.access_token;
	const { setCart } = await post<{ setCart: { scd: string } }>(
		base,
		'/buy/setCart',
		{ itl: [201], app: 1 },
		bearer,
	);
	const { paymentMethod } = await post<{ paymentMethod: { id: string } }>(
		base,
		'/sandbox/paymentMethods',
		{ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
	);
	await post(base, '/buy/paidCart', { scd: setCart.scd, spid: paymentMethod.id }, bearer);
	return { email, password, token: bearer };
}

/**
 * Viewers as the site makes them: sign-up, then the monthly professional plan paid with the
 * sandbox's card, each given a video of the catalogue (round robin over the first courses).
 */
async function createViewers(base: string, count: number): Promise<Viewer[]> {
	const run = Date.now().toString(36);
	const account = async (index: number) => (await newViewerAccount(base, run, index)).token;
	const tokens: string[] = [];
	// A few at a time: sign-up hashes a password (argon2id) on purpose slowly.
	for (let first = 0; first < count; first += 8) {
		const batch = Array.from({ length: Math.min(8, count - first) }, (_, i) => account(first + i));
		tokens.push(...(await Promise.all(batch)));
	}
	const videos: { iid: number; duration: number }[] = [];
	for (const cid of [1001, 1002, 1003, 1004, 2001, 2002, 2003, 3001, 3002, 3003]) {
		const { getCourse } = await post<{
			getCourse: { topics: { items: { iid: number; type: string; dur: number }[] }[] };
		}>(base, '/progress/getCourse', { cid }, tokens[0]);
		for (const item of getCourse.topics.flatMap((topic) => topic.items)) {
			if (item.dur > 0) videos.push({ iid: item.iid, duration: item.dur });
		}
	}
	return tokens.map((token, index) => {
		const video = videos[index % videos.length];
		if (!video) throw new Error('no video in the catalogue');
		return { token, ...video };
	});
}

/** Closed-loop heartbeat throughput: each request the next viewer's next 10 s. */
async function maxHeartbeats(port: number, viewers: Viewer[], seconds: number) {
	let next = 0;
	const positions = viewers.map(() => 0);
	const result = await autocannon({
		url: `http://127.0.0.1:${port}/api/progress/saveProgress`,
		method: 'POST',
		connections: 10,
		duration: seconds,
		requests: [
			{
				setupRequest: (request) => {
					const index = next++ % viewers.length;
					const viewer = viewers[index];
					if (!viewer) return request;
					const from = positions[index] ?? 0;
					const to = Math.min(viewer.duration, from + 10);
					positions[index] = to >= viewer.duration ? 0 : to;
					return {
						...request,
						headers: {
							pcek: CLIENT_KEY,
							'content-type': 'application/json',
							authorization: `Bearer ${viewer.token}`,
						},
						body: JSON.stringify({ iid: viewer.iid, pos: to, rng: [[from, to]], ts: Date.now() }),
					};
				},
			},
		],
	});
	return {
		label: 'saveProgress heartbeat',
		rps: Math.round(result.requests.average),
		p50: result.latency.p50,
		p99: result.latency.p99,
		failed: result.non2xx + result.errors,
	};
}

await main();
