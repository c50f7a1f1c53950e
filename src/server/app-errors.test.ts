/**
 * What the API answers when a request cannot be served (issue #15): an unknown path, a known path
 * asked with another method, a database that cannot be reached, a data folder it cannot write.
 * Always the JSON envelope, never an empty or HTML body.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFields } from '../../tests/setup/auth-calls';
import {
	TEST_CLIENT_KEY,
	call,
	createApp,
	createTestDeps,
	type JsonResponse,
} from '../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../tests/setup/test-db';
import type { App } from './app';
import type { AppDeps } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { databaseUnavailableReason } from './db/unavailable';
import { createLogger } from './logger';
import { allowedMethods } from './middleware/not-found';
import { signAccessToken } from './services/auth/tokens';
import { startFailureResponse } from './unavailable';

async function send(app: App, method: string, path: string, body?: string) {
	const response = await app.request(path, {
		method,
		headers: { pcek: TEST_CLIENT_KEY, 'content-type': 'application/json' },
		...(body === undefined ? {} : { body }),
	});
	const text = await response.text();
	return { status: response.status, headers: response.headers, text };
}

describe('allowedMethods', () => {
	const routes = [
		{ method: 'ALL', path: '/api/*' },
		{ method: 'GET', path: '/api/health' },
		{ method: 'POST', path: '/api/oauth/token' },
		{ method: 'GET', path: '/api/oauth/token' },
		{ method: 'GET', path: '/api/files/:id' },
	];

	it('lists the methods of the routes at a path, HEAD with GET, middleware left out', () => {
		expect(allowedMethods(routes, '/api/oauth/token')).toEqual(['GET', 'HEAD', 'POST']);
		expect(allowedMethods(routes, '/api/files/4f1c')).toEqual(['GET', 'HEAD']);
		expect(allowedMethods(routes, '/api/files/4f1c/more')).toEqual([]);
		expect(allowedMethods(routes, '/api/nope')).toEqual([]);
	});
});

describe.each(databaseKinds)('unknown paths and methods on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db));
	});
	afterAll(async () => {
		await handle.close();
	});

	it.each([
		['GET', '/api/buy/setCart', 'POST'],
		['PUT', '/api/auth/signUp', 'POST'],
		['DELETE', '/api/health', 'GET, HEAD'],
		['POST', '/api/courses/getTotalCourses', 'GET, HEAD'],
		['PATCH', '/api/oauth/token', 'GET, HEAD, POST'],
		['OPTIONS', '/api/courses/getCourses', 'POST'],
		['PROPFIND', '/api/courses/getCourses', 'POST'],
		['POST', '/api/files/00000000-0000-4000-8000-000000000000', 'GET, HEAD'],
	])('%s %s answers a JSON 405 that allows %s', async (method, path, allow) => {
		const res = await send(app, method, path, method === 'GET' ? undefined : '{}');
		expect(res.status).toBe(405);
		expect(res.headers.get('allow')).toBe(allow);
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		expect(JSON.parse(res.text)).toEqual({
			ok: false,
			result: 'method_not_allowed',
			msg: 'Esta ruta de la API no admite ese método',
		});
	});

	it.each([
		['GET', '/api/nope'],
		['POST', '/api/courses/nope'],
		['DELETE', '/api/courses/getCourses/extra'],
		['GET', '/api/'],
		['GET', '/api/health/'],
	])('%s %s answers a JSON 404', async (method, path) => {
		const res = await send(app, method, path);
		expect(res.status).toBe(404);
		expect(res.headers.get('allow')).toBeNull();
		expect(JSON.parse(res.text)).toMatchObject({ ok: false, result: 'not_found' });
	});

	it('still answers HEAD where GET is served', async () => {
		const res = await send(app, 'HEAD', '/api/health');
		expect(res.status).toBe(200);
		expect(res.text).toBe('');
	});
});

/** A logger whose lines a test can read. */
function memoryLogger() {
	const lines: string[] = [];
	return { logger: createLogger('info', { write: (line: string) => lines.push(line) }), lines };
}

const DB_UNAVAILABLE = {
	ok: false,
	result: 'db_unavailable',
	msg: 'La base de datos no responde',
};

/** A PostgreSQL URL where nothing listens. */
const CLOSED_PORT_URL = 'postgres://postgres@127.0.0.1:1/campus';

describe('databaseUnavailableReason', () => {
	const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

	it.each([
		[
			'a refused connection under Drizzle',
			wrapped(
				Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
			),
			'ECONNREFUSED',
		],
		[
			'one refusal per address',
			wrapped(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])),
			'ECONNREFUSED',
		],
		[
			'the server shutting down',
			wrapped(
				Object.assign(new Error('terminating connection due to administrator command'), {
					code: '57P01',
				}),
			),
			'57P01',
		],
		['a connection failure', Object.assign(new Error('x'), { code: '08006' }), '08006'],
		[
			'a dropped connection',
			wrapped(new Error('Connection terminated unexpectedly')),
			'Connection terminated unexpectedly',
		],
		[
			'a connect timeout',
			new Error('timeout exceeded when trying to connect'),
			'timeout exceeded when trying to connect',
		],
		['a closed PGlite', wrapped(new Error('PGlite is closed')), 'PGlite is closed'],
	])('recognises %s', (_what, error, reason) => {
		expect(databaseUnavailableReason(error)).toBe(reason);
	});

	it.each([
		['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
		['a plain error', new Error('boom')],
		['a file error', Object.assign(new Error('EACCES'), { code: 'EACCES' })],
		['nothing', undefined],
	])('leaves %s alone', (_what, error) => {
		expect(databaseUnavailableReason(error)).toBeUndefined();
	});
});

/**
 * Every call of the app, with a body that passes validation where one is easy to write: what
 * must not happen is a 5xx other than 503 db_unavailable, or anything outside the envelope.
 */
async function callEveryRoute(app: App, token: string): Promise<[string, JsonResponse][]> {
	const answers: [string, JsonResponse][] = [];
	const seen = new Set<string>();
	for (const route of app.routes) {
		const key = `${route.method} ${route.path}`;
		if (route.method === 'ALL' || seen.has(key)) continue;
		seen.add(key);
		const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
		for (const bearer of [undefined, token]) {
			answers.push([
				`${key} ${bearer ? 'with' : 'without'} a token`,
				await call(app, route.method as 'GET' | 'POST', path, {
					...(bearer ? { token: bearer } : {}),
					...(route.method === 'POST' ? { body: {} } : {}),
				}),
			]);
		}
	}
	return answers;
}

describe.each([
	['PostgreSQL at a closed port', 'postgres'],
	['a closed PGlite', 'pglite'],
] as const)('a database that cannot be reached: %s', (_name, kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let token: string;
	const log = memoryLogger();
	const reason = kind === 'postgres' ? 'ECONNREFUSED' : 'PGlite is closed';

	beforeAll(async () => {
		if (kind === 'postgres') {
			handle = await openDatabase({ kind: 'postgres', url: CLOSED_PORT_URL, poolSize: 2 });
		} else {
			handle = await openDatabase({ kind: 'pglite' });
			await handle.close();
		}
		deps = createTestDeps(handle.db, { logger: log.logger });
		app = createApp(deps);
		token = (
			await signAccessToken(
				deps.config.accessTokenSecret,
				{ userId: 1, role: 1, sessionId: randomUUID() },
				deps.now(),
			)
		).token;
	});
	afterAll(async () => {
		if (kind === 'postgres') await handle.close();
	});

	it('answers 503 db_unavailable, JSON, to the calls that need it, and says why in the log', async () => {
		const login = await call(app, 'POST', '/api/oauth/token', {
			form: { ...clientFields, grant_type: 'password', username: 'ana@liceo.test', password: 'x' },
		});
		const courses = await call(app, 'POST', '/api/courses/getCourses', { body: {} });
		const signUp = await call(app, 'POST', '/api/auth/signUp', {
			body: {
				name: 'Ana',
				last_name: 'Gil',
				email: 'ana@liceo.test',
				nick: 'ana_gil',
				password: 'Mostrador#2026',
				repeat_password: 'Mostrador#2026',
				user_type: 2,
				terms: true,
			},
		});
		const subscriptions = await call(app, 'POST', '/api/buy/getSubscriptions', { token, body: {} });
		const file = await call(app, 'GET', '/api/files/00000000-0000-4000-8000-000000000000');
		for (const res of [login, courses, signUp, subscriptions, file]) {
			expect(res.status, res.text).toBe(503);
			expect(res.body).toEqual(DB_UNAVAILABLE);
			expect(res.headers.get('retry-after')).toBe('5');
		}
		const logged = log.lines.map((line) => JSON.parse(line) as { msg: string; reason?: string });
		expect(logged.some((line) => line.reason === reason && line.msg.includes(reason))).toBe(true);
		// The log line holds the driver's reason, not the query's parameters.
		expect(log.lines.join('\n')).not.toContain('ana@liceo.test');
	});

	it('never answers another 5xx or outside the envelope, whatever the call', async () => {
		const answers = await callEveryRoute(app, token);
		expect(answers.length).toBeGreaterThan(140);
		const wrong = answers.filter(
			([, res]) =>
				(res.status >= 500 && !(res.status === 503 && res.body.result === 'db_unavailable')) ||
				!(res.headers.get('content-type') ?? '').startsWith('application/json') ||
				res.body.ok !== false,
		);
		expect(wrong.map(([what, res]) => `${what}: ${res.status} ${res.text.slice(0, 80)}`)).toEqual(
			[],
		);
		// The others refuse the empty body or the missing login before reading anything.
		expect(answers.filter(([, res]) => res.status === 503).length).toBeGreaterThan(20);
	});

	it('fails /api/health naming the database', async () => {
		const res = await call(app, 'GET', '/api/health', { headers: { pcek: '' } });
		expect(res.status).toBe(503);
		expect(res.body).toEqual({
			...DB_UNAVAILABLE,
			health: { status: 'failing', database: 'unavailable', dataDir: 'ok' },
		});
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(log.lines.some((line) => line.includes(`database unavailable (${reason})`))).toBe(true);
	});
});

describe.each(databaseKinds)('health and the data folder on %s', (kind) => {
	let handle: DatabaseHandle;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
	});
	afterAll(async () => {
		await handle.close();
	});

	function appWithDataDir(dataDir: string) {
		const log = memoryLogger();
		const deps = createTestDeps(handle.db, { logger: log.logger });
		return { app: createApp({ ...deps, config: { ...deps.config, dataDir } }), log };
	}

	it('is healthy with a data folder not made yet under a writable one', async () => {
		const parent = mkdtempSync(join(tmpdir(), 'campus-health-'));
		const { app } = appWithDataDir(join(parent, 'not-yet', 'data'));
		const res = await call(app, 'GET', '/api/health');
		expect(res.status).toBe(200);
		expect(res.body.data.health).toMatchObject({ status: 'ok', database: 'ok', dataDir: 'ok' });
	});

	it('fails, naming the data folder, when it cannot be written, and logs why', async () => {
		// A file where the folder should be: unwritable even for root, who ignores permissions.
		const file = join(mkdtempSync(join(tmpdir(), 'campus-health-')), 'data');
		writeFileSync(file, '');
		const { app, log } = appWithDataDir(file);
		const res = await call(app, 'GET', '/api/health');
		expect(res.status).toBe(503);
		expect(res.body).toEqual({
			ok: false,
			result: 'data_dir_unwritable',
			msg: 'La carpeta de datos (DATA_DIR) no admite escritura: el correo y los archivos subidos no pueden guardarse',
			health: { status: 'failing', database: 'ok', dataDir: 'not_writable' },
		});
		expect(res.text).not.toContain(file);
		expect(log.lines.some((line) => line.includes('data folder not writable (ENOTDIR)'))).toBe(
			true,
		);
		expect(log.lines.some((line) => line.includes(file))).toBe(true);
	});
});

describe('an API that cannot start', () => {
	it('answers every call 503 db_unavailable in JSON when the database is out of reach', async () => {
		const database = await openDatabase({ kind: 'postgres', url: CLOSED_PORT_URL });
		const error = await database.migrate().then(
			() => undefined,
			(failure: unknown) => failure,
		);
		await database.close();
		const log = memoryLogger();
		const res = startFailureResponse(error, '/api/courses/getCourses', log.logger);
		expect(res.status).toBe(503);
		expect(res.headers.get('content-type')).toBe('application/json');
		expect(await res.json()).toEqual(DB_UNAVAILABLE);
		const health = startFailureResponse(error, '/api/health', log.logger);
		expect(health.status).toBe(503);
		expect(await health.json()).toEqual({
			...DB_UNAVAILABLE,
			health: { status: 'failing', database: 'unavailable' },
		});
		expect(log.lines.some((line) => line.includes('database unavailable: ECONNREFUSED'))).toBe(
			true,
		);
	});

	it('answers a JSON 500 when something else stopped it', async () => {
		const log = memoryLogger();
		const res = startFailureResponse(new Error('bad settings'), '/api/health', log.logger);
		expect(res.status).toBe(500);
		expect(await res.json()).toMatchObject({ ok: false, result: 'server_error' });
		expect(log.lines.some((line) => line.includes('the API could not start'))).toBe(true);
	});
});
