import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_API_URL, PUBLIC_CLIENT_KEY } from 'astro:env/client';
import { CLIENT_RESULT, statusMessage } from './answers';
import { api, createApiClient, dataAt, type ApiClientConfig } from './client';

interface Call {
	url: string;
	method: string;
	headers: Headers;
	body: string | null;
}

type Answer = { status?: number; body: unknown } | Response;

/** A fetch that records each call and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Answer | Promise<Answer>) {
	const calls: Call[] = [];
	const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const call: Call = {
			url: urlOf(input),
			method: init?.method ?? 'GET',
			headers: new Headers(init?.headers),
			body: bodyOf(init?.body),
		};
		calls.push(call);
		const answer = await respond(call);
		if (answer instanceof Response) return answer;
		return Response.json(answer.body, { status: answer.status ?? 200 });
	});
	return { fetch, calls };
}

function urlOf(input: RequestInfo | URL): string {
	if (typeof input === 'string') return input;
	return input instanceof URL ? input.href : input.url;
}

function bodyOf(body: BodyInit | null | undefined): string | null {
	if (typeof body === 'string') return body;
	return body instanceof URLSearchParams ? body.toString() : null;
}

function ok(data: unknown): Answer {
	return { body: { ok: true, data } };
}

function fail(status: number, result: string, msg?: string): Answer {
	return { status, body: { ok: false, result, ...(msg !== undefined && { msg }) } };
}

function client(
	respond: (call: Call) => Answer | Promise<Answer>,
	config: Partial<ApiClientConfig> = {},
) {
	const { fetch, calls } = fakeFetch(respond);
	const instance = createApiClient({
		baseUrl: 'https://api.test/v1',
		clientKey: 'key-123',
		getAccessToken: () => null,
		fetch,
		...config,
	});
	return { api: instance, calls, fetch };
}

function deferred<T>() {
	let resolve!: (value: T) => void;
	const promise = new Promise<T>((done) => {
		resolve = done;
	});
	return { promise, resolve };
}

describe('headers', () => {
	it('sends the client key on every call and no bearer without a token', async () => {
		const { api, calls } = client(() => ok({}));
		await api.get('/buy/checkUsedDemo');
		await api.post('/courses/getCategories', {});
		for (const call of calls) {
			expect(call.headers.get('pcek')).toBe('key-123');
			expect(call.headers.has('authorization')).toBe(false);
		}
	});

	it('adds the bearer token when there is one', async () => {
		const { api, calls } = client(() => ok({}), { getAccessToken: () => 'tok-1' });
		await api.get('/buy/checkUsedDemo');
		expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-1');
	});

	it('sends x-user-agent on write calls only', async () => {
		const { api, calls } = client(() => ok({}), { getUserAgent: () => 'Mozilla/5.0 Test' });
		await api.get('/a');
		await api.post('/b', {});
		await api.put('/c', {});
		await api.patch('/d', {});
		await api.delete('/e');
		expect(calls.map((call) => [call.method, call.headers.get('x-user-agent')])).toEqual([
			['GET', null],
			['POST', 'Mozilla/5.0 Test'],
			['PUT', 'Mozilla/5.0 Test'],
			['PATCH', 'Mozilla/5.0 Test'],
			['DELETE', 'Mozilla/5.0 Test'],
		]);
	});

	it('takes the user agent from navigator by default', async () => {
		const { api, calls } = client(() => ok({}));
		await api.post('/b', {});
		expect(calls[0]?.headers.get('x-user-agent')).toBe(navigator.userAgent);
	});

	it('sends x-client-ip only when a value is provided, and only on writes', async () => {
		const anonymous = client(() => ok({}));
		await anonymous.api.post('/b', {});
		expect(anonymous.calls[0]?.headers.has('x-client-ip')).toBe(false);

		const relayed = client(() => ok({}), { getClientIp: () => '203.0.113.7' });
		await relayed.api.post('/b', {});
		await relayed.api.get('/a');
		expect(relayed.calls.map((call) => call.headers.get('x-client-ip'))).toEqual([
			'203.0.113.7',
			null,
		]);
	});

	it('lets a caller add headers but never replace the client key', async () => {
		const { api, calls } = client(() => ok({}));
		await api.post('/auth/change-password', {}, { headers: { 'X-Special': 'yes', PCEK: 'other' } });
		expect(calls[0]?.headers.get('x-special')).toBe('yes');
		expect(calls[0]?.headers.get('pcek')).toBe('key-123');
	});
});

describe('requests', () => {
	it('joins the base URL, sends JSON bodies and query strings', async () => {
		const { api, calls } = client(() => ok({}));
		await api.post('/courses/getCourses', { qh: 'piel', rbp: 12 });
		await api.get('/courses/getTotalCourses', { query: { catid: '358' } });
		expect(calls[0]?.url).toBe('https://api.test/v1/courses/getCourses');
		expect(calls[0]?.headers.get('content-type')).toBe('application/json');
		expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ qh: 'piel', rbp: 12 });
		expect(calls[1]?.url).toBe('https://api.test/v1/courses/getTotalCourses?catid=358');
		expect(calls[1]?.body).toBeNull();
	});

	it('sends URLSearchParams form-encoded', async () => {
		const { api, calls } = client(() => ok({ token: {} }));
		await api.post('/oauth/token', new URLSearchParams({ grant_type: 'password', username: 'a' }));
		expect(calls[0]?.body).toBe('grant_type=password&username=a');
	});

	it('hands FormData to fetch untouched, with no content type of its own (the boundary)', async () => {
		const { api, fetch } = client(() => ok({ uploadLogo: { logoUrl: '/api/files/x' } }));
		const form = new FormData();
		form.append('pharmacyId', '12');
		form.append('file', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'a.png');
		const result = await api.post('/uploads/uploadLogo', form, { select: dataAt('uploadLogo') });
		expect(result).toEqual({ ok: true, data: { logoUrl: '/api/files/x' } });
		const init = fetch.mock.calls[0]?.[1];
		expect(init?.body).toBe(form);
		expect(new Headers(init?.headers).get('content-type')).toBeNull();
		// What the server reads: a multipart body with the fields in the order they were appended.
		const sent = new Request('https://api.test/', { method: 'POST', body: init?.body ?? null });
		expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
		const text = await sent.text();
		expect(text.indexOf('name="pharmacyId"')).toBeLessThan(text.indexOf('name="file"'));
	});

	it('gives a call its own time limit when it asks for one', async () => {
		const { fetch } = fakeFetch(() => ok({}));
		fetch.mockImplementation(
			(_input, init) =>
				new Promise<Response>((resolve, reject) => {
					const timer = setTimeout(() => {
						resolve(Response.json({ ok: true, data: { done: true } }));
					}, 60);
					init?.signal?.addEventListener('abort', () => {
						clearTimeout(timer);
						reject(new Error('aborted'));
					});
				}),
		);
		const quick = createApiClient({
			baseUrl: '/api',
			clientKey: 'k',
			getAccessToken: () => null,
			fetch,
			timeoutMs: 20,
		});
		expect(await quick.post('/x', new FormData())).toMatchObject({ ok: false, status: 0 });
		expect(await quick.post('/x', new FormData(), { timeoutMs: 5_000 })).toEqual({
			ok: true,
			data: { done: true },
		});
	});
});

describe('answers', () => {
	it('returns the data of a successful envelope', async () => {
		const { api } = client(() => ok({ getCategories: { cl: [{ ctid: 1, pos: 1 }] } }));
		expect(await api.post('/courses/getCategories', {})).toEqual({
			ok: true,
			data: { getCategories: { cl: [{ ctid: 1, pos: 1 }] } },
		});
	});

	it('narrows the data with select, and fails when the field is missing', async () => {
		const { api } = client(() => ok({ getProgram: { prg: [] } }));
		expect(
			await api.post('/courses/getProgram', { cid: 1 }, { select: dataAt('getProgram', 'prg') }),
		).toEqual({ ok: true, data: [] });
		expect(
			await api.post('/courses/getProgram', { cid: 1 }, { select: dataAt('getProgram', 'nope') }),
		).toEqual({
			ok: false,
			status: 200,
			result: CLIENT_RESULT.invalidResponse,
			msg: 'No se ha podido completar la solicitud. Inténtalo de nuevo.',
		});
	});

	it('keeps the server result code and message', async () => {
		const { api } = client(() => fail(404, 'co_nf', 'Curso no encontrado'));
		expect(await api.post('/courses/getCourse', { path: 'x' })).toEqual({
			ok: false,
			status: 404,
			result: 'co_nf',
			msg: 'Curso no encontrado',
		});
	});

	it.each([
		[400, 'Solicitud incorrecta'],
		[401, 'No autorizado'],
		[403, 'Acceso prohibido'],
		[404, 'Error desconocido: 404'],
		[500, 'Error desconocido: 500'],
	])('maps status %i without a message to "%s"', async (status, msg) => {
		const { api } = client(() => fail(status, 'some_code'));
		expect(await api.post('/x', {})).toEqual({ ok: false, status, result: 'some_code', msg });
		expect(statusMessage(status)).toBe(msg);
	});

	it('maps an error page without the envelope by its status', async () => {
		const { api } = client(
			() =>
				new Response('<h1>Bad gateway</h1>', {
					status: 502,
					headers: { 'content-type': 'text/html' },
				}),
		);
		expect(await api.get('/x')).toEqual({
			ok: false,
			status: 502,
			result: CLIENT_RESULT.http,
			msg: 'Error desconocido: 502',
		});
	});

	it('treats ok=false in a 200 answer as a failure', async () => {
		const { api } = client(() => fail(200, 'ko'));
		expect(await api.post('/x', {})).toEqual({
			ok: false,
			status: 200,
			result: 'ko',
			msg: 'No se ha podido completar la solicitud. Inténtalo de nuevo.',
		});
	});

	it('turns a network failure into status 0 with the generic message', async () => {
		const { api } = client(() => {
			throw new TypeError('Failed to fetch');
		});
		expect(await api.get('/x')).toEqual({
			ok: false,
			status: 0,
			result: CLIENT_RESULT.network,
			msg: 'No se ha podido completar la solicitud. Inténtalo de nuevo.',
		});
	});

	it('gives up after the time limit', async () => {
		const { fetch } = fakeFetch(() => ok({}));
		fetch.mockImplementation(
			(_input, init) =>
				new Promise<Response>((_resolve, reject) => {
					init?.signal?.addEventListener('abort', () => {
						reject(new Error('aborted', { cause: init.signal?.reason }));
					});
				}),
		);
		const slow = createApiClient({
			baseUrl: '/api',
			clientKey: 'k',
			getAccessToken: () => null,
			fetch,
			timeoutMs: 20,
		});
		expect(await slow.get('/x')).toMatchObject({ ok: false, status: 0 });
	});
});

describe('session rules', () => {
	/**
	 * A server that refuses `old` with 401 token_inv and accepts `new`, and a refresh that the test
	 * settles by hand.
	 */
	function expiringSession(refreshOutcome: 'renews' | 'fails' | 'throws') {
		let token = 'old';
		const refresh = deferred<undefined>();
		const refreshSession = vi.fn(async () => {
			await refresh.promise;
			if (refreshOutcome === 'throws') throw new Error('refresh endpoint down');
			if (refreshOutcome === 'fails') return false;
			token = 'new';
			return true;
		});
		const onSessionExpired = vi.fn();
		const setup = client(
			(call) =>
				call.headers.get('authorization') === 'Bearer new'
					? ok({ path: new URL(call.url).pathname })
					: fail(401, 'token_inv'),
			{ getAccessToken: () => token, refreshSession, onSessionExpired },
		);
		return { ...setup, refresh, refreshSession, onSessionExpired };
	}

	it('refreshes once for concurrent token_inv answers and retries each with the new token', async () => {
		const session = expiringSession('renews');
		const pending = Promise.all([
			session.api.post('/buy/getSubscriptions', {}),
			session.api.get('/buy/checkUsedDemo'),
			session.api.post('/buy/getCart', { scd: 'x' }),
		]);
		await vi.waitFor(() => {
			expect(session.calls).toHaveLength(3);
		});
		session.refresh.resolve(undefined);
		const results = await pending;

		expect(session.refreshSession).toHaveBeenCalledTimes(1);
		expect(results).toEqual([
			{ ok: true, data: { path: '/v1/buy/getSubscriptions' } },
			{ ok: true, data: { path: '/v1/buy/checkUsedDemo' } },
			{ ok: true, data: { path: '/v1/buy/getCart' } },
		]);
		const retries = session.calls.slice(3);
		expect(retries).toHaveLength(3);
		for (const call of retries) expect(call.headers.get('authorization')).toBe('Bearer new');
		expect(session.onSessionExpired).not.toHaveBeenCalled();
	});

	it('sends an upload again, the same form, after renewing an expired token', async () => {
		const session = expiringSession('renews');
		const form = new FormData();
		form.append('pharmacyId', '12');
		form.append('file', new Blob(['logo']), 'logo.png');
		const pending = session.api.post('/uploads/uploadLogo', form);
		await vi.waitFor(() => {
			expect(session.refreshSession).toHaveBeenCalled();
		});
		session.refresh.resolve(undefined);
		expect(await pending).toEqual({ ok: true, data: { path: '/v1/uploads/uploadLogo' } });
		const bodies = session.fetch.mock.calls.map(([, init]) => init?.body);
		expect(bodies).toEqual([form, form]);
		expect(session.calls[1]?.headers.get('authorization')).toBe('Bearer new');
	});

	it('holds calls started during a refresh and sends them with the new token', async () => {
		const session = expiringSession('renews');
		const first = session.api.get('/buy/checkUsedDemo');
		await vi.waitFor(() => {
			expect(session.refreshSession).toHaveBeenCalled();
		});
		const late = session.api.post('/buy/getPlans', {});
		session.refresh.resolve(undefined);
		expect(await late).toEqual({ ok: true, data: { path: '/v1/buy/getPlans' } });
		expect(await first).toMatchObject({ ok: true });
		const lateCalls = session.calls.filter((call) => call.url.endsWith('/buy/getPlans'));
		expect(lateCalls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer new']);
	});

	it.each(['fails', 'throws'] as const)(
		'closes the session once with "Sesión expirada" when the refresh %s',
		async (outcome) => {
			const session = expiringSession(outcome);
			const pending = Promise.all([
				session.api.post('/buy/getSubscriptions', {}),
				session.api.get('/buy/checkUsedDemo'),
			]);
			await vi.waitFor(() => {
				expect(session.calls).toHaveLength(2);
			});
			session.refresh.resolve(undefined);
			const results = await pending;

			expect(session.refreshSession).toHaveBeenCalledTimes(1);
			expect(session.onSessionExpired).toHaveBeenCalledTimes(1);
			expect(session.onSessionExpired).toHaveBeenCalledWith('Sesión expirada');
			for (const result of results) {
				expect(result).toEqual({
					ok: false,
					status: 401,
					result: 'token_inv',
					msg: 'No autorizado',
				});
			}
			// No retry after a failed refresh.
			expect(session.calls).toHaveLength(2);

			// A late answer for the same dead token does not refresh or toast again.
			await session.api.get('/buy/checkUsedDemo');
			expect(session.refreshSession).toHaveBeenCalledTimes(1);
			expect(session.onSessionExpired).toHaveBeenCalledTimes(1);
		},
	);

	it('treats token_inv as an expired session when no refresh is configured', async () => {
		const onSessionExpired = vi.fn();
		const { api } = client(() => fail(401, 'token_inv'), {
			getAccessToken: () => 'old',
			onSessionExpired,
		});
		await api.get('/buy/checkUsedDemo');
		expect(onSessionExpired).toHaveBeenCalledWith('Sesión expirada');
	});

	it('closes the session when the new token is refused too', async () => {
		let token = 'old';
		const onSessionExpired = vi.fn();
		const { api, calls } = client(() => fail(401, 'token_inv'), {
			getAccessToken: () => token,
			refreshSession: () => {
				token = 'new';
				return Promise.resolve(true);
			},
			onSessionExpired,
		});
		expect(await api.get('/x')).toMatchObject({ ok: false, status: 401 });
		expect(calls).toHaveLength(2);
		expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('Tu sesión ha expirado.');
	});

	it.each([
		[401, 'unauthorized'],
		[403, 'forbidden'],
		[403, 'token_inv'],
	])('closes the session with "Tu sesión ha expirado." on %i %s', async (status, result) => {
		const refreshSession = vi.fn(() => Promise.resolve(true));
		const onSessionExpired = vi.fn();
		const { api } = client(() => fail(status, result), {
			getAccessToken: () => 'tok',
			refreshSession,
			onSessionExpired,
		});
		expect(await api.post('/buy/getSubscriptions', {})).toMatchObject({
			ok: false,
			status,
			result,
		});
		expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('Tu sesión ha expirado.');
		expect(refreshSession).not.toHaveBeenCalled();
	});

	it.each(['lic_req', 'demo_excl', 'itn_lock'])(
		'keeps the session on a 403 %s: the course, not the session, is refused',
		async (result) => {
			const onSessionExpired = vi.fn();
			const { api } = client(() => fail(403, result), {
				getAccessToken: () => 'tok',
				onSessionExpired,
			});
			expect(await api.post('/progress/getProgress', { cid: 1 })).toMatchObject({
				ok: false,
				status: 403,
				result,
			});
			expect(onSessionExpired).not.toHaveBeenCalled();
		},
	);

	it('gives a file call its Blob, and a failed one its envelope', async () => {
		const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
		const { api } = client(
			(call) =>
				call.body?.includes('"iid":1')
					? new Response(pdf, { headers: { 'content-type': 'application/pdf' } })
					: fail(403, 'lic_req', 'Necesitas un plan activo'),
			{ getAccessToken: () => 'tok' },
		);
		const good = await api.post<Blob>('/progress/downloadResource', { iid: 1 }, { file: true });
		expect(good.ok).toBe(true);
		if (!good.ok) return;
		expect(good.data).toBeInstanceOf(Blob);
		expect(new Uint8Array(await good.data.arrayBuffer())).toEqual(pdf);
		expect(await api.post('/progress/downloadResource', { iid: 2 }, { file: true })).toEqual({
			ok: false,
			status: 403,
			result: 'lic_req',
			msg: 'Necesitas un plan activo',
		});
	});

	it('gives a text file (a report CSV) as a Blob too, its bytes untouched', async () => {
		const csv = new TextEncoder().encode('\uFEFFNombre;Email\r\n');
		const { api } = client(
			() => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
			{ getAccessToken: () => 'tok' },
		);
		const result = await api.post<Blob>('/reports/exportCsv', { view: 'members' }, { file: true });
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect(result.data).toBeInstanceOf(Blob);
		expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(csv);
	});

	it('asks fetch to keep a keepalive call alive after the page goes', async () => {
		const { api, fetch } = client(() => ok({ saved: true }));
		await api.post('/progress/saveProgress', {}, { keepalive: true });
		await api.post('/progress/saveProgress', {});
		expect(fetch.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
		expect(fetch.mock.calls[1]?.[1]).not.toHaveProperty('keepalive');
	});

	it('leaves anonymous 401 and 403 answers alone: there is no session to close', async () => {
		const onSessionExpired = vi.fn();
		const refreshSession = vi.fn(() => Promise.resolve(true));
		const { api } = client(() => fail(403, 'client_key_invalid'), {
			onSessionExpired,
			refreshSession,
		});
		await api.post('/courses/getCourses', {});
		expect(onSessionExpired).not.toHaveBeenCalled();
		expect(refreshSession).not.toHaveBeenCalled();
	});

	it.each([
		['/oauth/token', 401, 'token_inv'],
		['/oauth/refresh-token', 401, 'token_inv'],
		['/oauth/logout', 403, 'forbidden'],
		['/auth/signUp', 401, 'unauthorized'],
		['auth/permission', 401, 'token_inv'],
	])('passes errors of %s through untouched', async (path, status, result) => {
		const refreshSession = vi.fn(() => Promise.resolve(true));
		const onSessionExpired = vi.fn();
		const { api, calls } = client(() => fail(status, result, 'Credenciales no válidas'), {
			getAccessToken: () => 'tok',
			refreshSession,
			onSessionExpired,
		});
		expect(await api.post(path, {})).toEqual({
			ok: false,
			status,
			result,
			msg: 'Credenciales no válidas',
		});
		expect(calls).toHaveLength(1);
		expect(refreshSession).not.toHaveBeenCalled();
		expect(onSessionExpired).not.toHaveBeenCalled();
	});

	it('does not exempt paths that merely contain "auth"', async () => {
		const onSessionExpired = vi.fn();
		const { api } = client(() => fail(401, 'unauthorized'), {
			getAccessToken: () => 'tok',
			onSessionExpired,
		});
		await api.post('/authors/list', {});
		expect(onSessionExpired).toHaveBeenCalledOnce();
	});

	it('accepts session handlers installed after creation', async () => {
		let token = 'old';
		const { api } = client(
			(call) =>
				call.headers.get('authorization') === 'Bearer new' ? ok('fine') : fail(401, 'token_inv'),
			{ getAccessToken: () => token },
		);
		const onSessionExpired = vi.fn();
		api.setSessionHandlers({
			refreshSession: () => {
				token = 'new';
				return Promise.resolve(true);
			},
			onSessionExpired,
		});
		expect(await api.get('/x')).toEqual({ ok: true, data: 'fine' });
		expect(onSessionExpired).not.toHaveBeenCalled();
	});
});

describe('dataAt', () => {
	it('walks nested fields and stops at missing ones', () => {
		expect(dataAt('a', 'b')({ a: { b: 3 } })).toBe(3);
		expect(dataAt('a', 'b')({ a: null })).toBeUndefined();
		expect(dataAt('a')({ a: null })).toBeUndefined();
		expect(dataAt('a')('text')).toBeUndefined();
		expect(dataAt()('whole')).toBe('whole');
	});
});

describe('default client', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it('calls this site’s /api (or PUBLIC_API_URL) with PUBLIC_CLIENT_KEY through the global fetch', async () => {
		const { fetch, calls } = fakeFetch(() => ok({ getCategories: { cl: [] } }));
		vi.stubGlobal('fetch', fetch);
		expect(await api.post('/courses/getCategories', {})).toMatchObject({ ok: true });
		expect(calls[0]?.url).toBe(`${PUBLIC_API_URL || '/api'}/courses/getCategories`);
		expect(calls[0]?.headers.get('pcek')).toBe(PUBLIC_CLIENT_KEY);
		expect(calls[0]?.headers.has('authorization')).toBe(false);
	});
});
