/**
 * What the API answers when a request cannot be served (issue #15): an unknown path, a known path
 * asked with another method, a database that cannot be reached, a data folder it cannot write.
 * Always the JSON envelope, never an empty or HTML body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENT_KEY, createApp, createTestDeps } from '../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../tests/setup/test-db';
import type { App } from './app';
import type { DatabaseHandle } from './db/client';
import { allowedMethods } from './middleware/not-found';

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
