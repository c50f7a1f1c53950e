/**
 * `npm run serve`: the built site and API on one Node server (HOST, PORT; BUILD_DIR picks the build).
 *
 * Astro's standalone server sends every file and page uncompressed, which on a phone network costs
 * the catalogue page about a second (48 KB of HTML and 35 KB of render-blocking CSS). This wraps
 * the same handler (static files, then the on-demand routes) with gzip/brotli for text responses.
 * On Netlify the CDN compresses and this file is not used.
 *
 * It also gives the built pages and files their security headers (src/lib/security-headers.ts,
 * ADR 010), which Astro's static handler does not send. They are set before the handler runs, so
 * an answer that sets its own (a page rendered on demand, through src/middleware.ts) replaces
 * them; `/api/*` is left to the API, which knows which of its answers are files.
 *
 * After a publish in the studio the API rebuilds the prerendered pages into a new release and
 * swaps it in (ADR 017, src/server/site-publisher): this makes the served `client` folder a link
 * to the first release before listening, and tells the API where the build is and its own
 * loopback address. `SITE_REBUILD=off` keeps the build as it is (a read-only deployment).
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { securityHeaders } from '../src/lib/security-headers.ts';
import { adoptBuild } from '../src/server/site-publisher/releases.ts';
import {
	secretSettingsFromEnvironment,
	unsafeProductionSecret,
} from '../src/server/production-secrets.ts';
import es from '../src/i18n/es.json' with { type: 'json' };

interface AstroNodeEntry {
	handler: (request: http.IncomingMessage, response: http.ServerResponse) => void;
}

// A production server with a known or short secret does not start at all (issue #15): one line
// naming the variable, exit code 1, before the build is loaded or a port is opened. The API checks
// the same again on its first call, which is what guards Netlify, where no process starts.
const unsafeSecret = unsafeProductionSecret(secretSettingsFromEnvironment(process.env));
if (unsafeSecret) {
	console.error(unsafeSecret);
	process.exit(1);
}

// Must be set before the entry is evaluated: otherwise it starts its own uncompressed server.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const rebuildsPages = process.env.SITE_REBUILD !== 'off';
if (rebuildsPages) {
	await adoptBuild(buildDir);
	process.env.SITE_REBUILD_DIR = buildDir;
}
const entry = (await import(
	pathToFileURL(path.join(buildDir, 'server/entry.mjs')).href
)) as AstroNodeEntry;

const host = process.env.HOST ?? 'localhost';
const port = Number(process.env.PORT ?? 4321);
type NodeMiddleware = (
	request: http.IncomingMessage,
	response: http.ServerResponse,
	next: () => void,
) => void;
// compression is typed for Express but only uses what Node's own request and response have.
const compress = compression({ threshold: 1024 }) as unknown as NodeMiddleware;
const production = process.env.PUBLIC_ENVIRONMENT === 'production';
const pageHeaders = Object.entries(securityHeaders('page', { production }));
const apiHeaders = securityHeaders('api', { production });

function isApi(url: string | undefined): boolean {
	return url === '/api' || Boolean(url?.startsWith('/api/') || url?.startsWith('/api?'));
}

/**
 * Methods Node's `Request` refuses to build, so the adapter would answer them an empty 500: they
 * get the API's JSON 405 here instead (issue #15). `Allow` names what the site answers at all.
 */
const UNBUILDABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
const json = (status: number, result: string, msg: string) => ({
	status,
	body: JSON.stringify({ ok: false, result, msg }),
});
const methodNotAllowed = json(405, 'method_not_allowed', es.api.method_not_allowed);
const badRequest = json(400, 'http_error', es.http['400']);

const server = http.createServer((request, response) => {
	if (UNBUILDABLE_METHODS.has(request.method ?? '')) {
		response.writeHead(methodNotAllowed.status, {
			...apiHeaders,
			'content-type': 'application/json',
			allow: 'GET, HEAD, POST',
		});
		response.end(methodNotAllowed.body);
		return;
	}
	if (!isApi(request.url)) {
		for (const [name, value] of pageHeaders) response.setHeader(name, value);
	}
	compress(request, response, () => {
		entry.handler(request, response);
	});
});

// A request Node cannot parse (an unknown method such as FOO, a broken header) would get an empty
// 400 from Node itself; answer it in the envelope like the rest.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
	if (error.code === 'ECONNRESET' || !socket.writable) return;
	socket.end(
		`HTTP/1.1 ${badRequest.status} Bad Request\r\ncontent-type: application/json\r\n` +
			`content-length: ${Buffer.byteLength(badRequest.body)}\r\nconnection: close\r\n\r\n` +
			badRequest.body,
	);
});

/**
 * `npm run worker` (WORKER_ONLY=1): the same build, working the job queue alone for a deployment
 * whose web processes run with JOB_WORKER=off. It listens only on the loopback, where its
 * `/api/health` still answers a supervisor, and serves nobody else (ADR 015).
 */
const workerOnly = process.env.WORKER_ONLY === '1';
const listenHost = workerOnly ? '127.0.0.1' : host;
const listenPort = workerOnly ? Number(process.env.PORT ?? 0) : port;

server.listen(listenPort, listenHost, () => {
	const address = server.address();
	const bound = typeof address === 'object' && address ? address.port : listenPort;
	const origin = `http://${listenHost}:${String(bound)}`;
	// Set before the API's first call below, which starts it: a rebuild reads the live data here.
	const loopback = listenHost === '0.0.0.0' || listenHost === '::' ? '127.0.0.1' : listenHost;
	if (rebuildsPages) process.env.SITE_REBUILD_API_URL = `http://${loopback}:${String(bound)}/api`;
	// The API (and with it the job worker) starts on its first call: ask for it now, so jobs run
	// before anyone visits. A failed start is logged by the API and retried on the next call.
	void fetch(`${origin}/api/health`).then(
		() => {
			console.log(
				workerOnly ? `Trabajador de tareas en marcha (${origin})` : `Campus listo en ${origin}`,
			);
		},
		(error: unknown) => {
			console.error('El API no ha arrancado:', error);
		},
	);
});
