/**
 * Hostile bodies against every API call (issue #15). The calls are read from the Hono app's own
 * routes, so a new call joins without editing this file; the fields each call reads are found by
 * watching which valibot object schema it parses. Every answer must be below 500, JSON in the
 * envelope (but the few calls listed in FILE_ANSWERS), and free of internals.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Valibot from 'valibot';
import { createLearner } from '../../tests/factories/learners';
import { createPharmacyTeam } from '../../tests/factories/pharmacies';
import { createUser } from '../../tests/factories/users';
import { clientFields, login } from '../../tests/setup/auth-calls';
import {
	call,
	createApp,
	createTestDeps,
	TEST_CLIENT_KEY,
	type JsonResponse,
} from '../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../tests/setup/test-db';
import type { App } from './app';
import { MAX_BODY_BYTES } from './app';
import type { DatabaseHandle } from './db/client';
import { UPLOAD_PATHS } from './services/uploads';

/** The object schemas parsed while a request runs: their keys are the fields the call reads. */
const parsed = vi.hoisted(() => ({ schemas: [] as unknown[] }));

vi.mock('valibot', async (importOriginal) => {
	const actual = await importOriginal<typeof Valibot>();
	return {
		...actual,
		safeParse: ((schema, input, config) => {
			parsed.schemas.push(schema);
			return actual.safeParse(schema, input, config);
		}) satisfies typeof actual.safeParse,
	};
});

/** Calls that answer something other than JSON when they succeed, with what they answer. */
const FILE_ANSWERS: Readonly<Record<string, RegExp>> = {
	'GET /api/files/:id': /^(image|video|application\/pdf)/,
	'GET /api/certificates/pdf/:code': /^application\/pdf/,
	'POST /api/reports/exportCsv': /^text\/csv/,
	'POST /api/admin/exportSalesCsv': /^text\/csv/,
	'GET /api/storage/*': /^(image|video|text\/vtt|application\/(vnd\.apple\.mpegurl|octet-stream))/,
	'GET /api/media/hls/:assetId/master.m3u8': /^application\/vnd\.apple\.mpegurl/,
	'GET /api/media/hls/:assetId/:rendition/index.m3u8': /^application\/vnd\.apple\.mpegurl/,
};

/** Calls that end the caller's session: run last, so the others still have a caller. */
const ENDS_SESSION = new Set(['POST /api/oauth/logout']);

/** What would say how the server is built: stack frames, error names, SQL, file paths. */
const INTERNALS = [
	/\bat [\w.<>]+ \(/,
	/\b\w*Error:/,
	/\bselect\b[^"]*\bfrom\b/i,
	/\binsert into\b/i,
	/\bupdate\b[^"]*\bset\b/i,
	/\bdelete from\b/i,
	/duplicate key|violates|relation "|syntax error|invalid byte sequence|unterminated/i,
	/\/work\/|\/home\/|node_modules|\.ts:\d+|file:\/\//,
	/pglite|drizzle|postgres/i,
];

const NUL = '\u0000';
const CONTROLS = `${NUL}\u0007\u001B[2J\u007F\u0085\uD800`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A valid-looking value for each field name the API reads, so one bad field is the only fault. */
function sampleValues(ids: { pharmacyId: number; userId: number }): Record<string, Json> {
	const unique = `h${Math.random().toString(36).slice(2, 10)}`;
	return {
		// accounts
		name: 'Marta',
		last_name: 'Gil',
		email: `${unique}@liceo.test`,
		nick: unique,
		password: 'Mostrador#2026',
		repeat_password: 'Mostrador#2026',
		current_password: 'Mostrador#2026',
		phone: '600123456',
		// billing details (issue #18)
		billing_name: 'Farmacia Sol, C.B.',
		tax_id: 'E12345674',
		billing_address: 'Plaza Mayor 1, 28012 Madrid',
		user_type: 1,
		// mail preferences (issue #18)
		learning_reminders: false,
		team_digest: true,
		newsletter: false,
		terms: true,
		pharmacy_name: 'Farmacia Sol',
		sale_code: 'abc123',
		tk: 'a'.repeat(43),
		refresh_token: 'r'.repeat(43),
		username: `${unique}@liceo.test`,
		// purchase
		itl: [201],
		scd: 'a'.repeat(32),
		app: 1,
		cpn: 'BIENVENIDA20',
		item: 201,
		spid: 'pm_sandbox_1',
		eid: 1,
		prd: 1_795_000_000,
		ftyp: 1,
		fnm: 'Marta',
		lnm: 'Gil',
		ph: '600123456',
		lid: 301,
		wn: 'mañana',
		pnm: 'Farmacia Sol',
		number: '4242424242424242',
		exp_month: 12,
		exp_year: 2030,
		cvc: '123',
		client_secret: 'pi_sandbox_1_secret_1',
		approve: true,
		// crm and support
		f_name: 'Marta',
		l_name: 'Gil',
		typ: 2,
		fnl: 'home',
		msg: 'Hola,\nquiero información.',
		course: 'Dermofarmacia',
		sub: 'Cursos',
		des: 'No veo el certificado.',
		won_newsletter: true,
		// catalogue and campus
		cid: 1,
		path: 'dermofarmacia',
		pid: 1,
		rbp: 12,
		od: 1,
		cl: [358],
		qh: 'nutricion',
		tg: 2,
		iid: 1,
		pos: 5,
		rng: [[0, 5]],
		ts: 1_795_000_000_000,
		answers: [0, 1, 2, 3],
		attempt: 1,
		code: 'ABCD-EFGH-JKMN',
		q: 'tos',
		rid: '00000000-0000-4000-8000-000000000000',
		choice: 1,
		ms: 1000,
		// pharmacies, itineraries, reports, training
		pharmacyId: ids.pharmacyId,
		groupId: 1,
		userId: ids.userId,
		invitationId: 1,
		token: 't'.repeat(43),
		id: 1,
		owner: { pharmacyId: ids.pharmacyId },
		query: 'derm',
		status: 'draft',
		description: 'Primer trimestre\ncon fechas.',
		fromTemplateId: 1,
		endsOn: '2026-12-31',
		courses: [{ courseId: 1, opensOn: '2026-12-01' }],
		pharmacyIds: [ids.pharmacyId],
		userIds: [ids.userId],
		word: 'BORRAR',
		from: '2026-11-01',
		to: '2026-11-22',
		itineraryId: 1,
		view: 'team',
		courseId: 1,
		title: 'Atención en mostrador',
		durationSeconds: 300,
		// content studio (issue #19)
		categoryId: 1,
		reviewDue: true,
		page: 1,
		revision: 1,
		document: {
			path: 'tos-seca',
			name: 'Tos seca',
			category: 'respiratorio',
			audience: 'both',
			description: 'Qué preguntar.',
			goals: ['Reconocer los signos de alarma.'],
			createdBy: null,
			impartedBy: null,
			demoExcluded: false,
			related: [],
			sources: [],
			reviewedOn: null,
			createdOn: '2026-11-26',
			updatedOn: '2026-11-26',
			program: [
				{ title: 'Tema 1', items: [{ type: 'video', name: 'Lección', durationSeconds: 60 }] },
			],
		},
		// studio media (issue #19)
		limit: 10,
		format: 'srt',
		text: '1\n00:00:00,000 --> 00:00:01,000\nHola\n',
		// back-office (issue #20)
		action: 'course.publish',
		actorId: 1,
		planId: 201,
		months: 1,
		requestKey: '6f1c7a52-3b1e-4d7a-9a55-0c1f2e3d4b5a',
		lastName: 'Gil Ortega',
		invoiceId: 1,
		amountMinor: 100,
		when: 'now',
		enrollmentId: 1,
		days: 7,
		percentOff: 10,
		// One of the two discounts: a sample with both would never reach the service.
		amountOffMinor: null,
		everyPayment: false,
		startsOn: '2026-12-01',
		maxRedemptions: 2,
		perPersonLimit: 1,
		planIds: [201],
		note: 'Prueba',
		html: 'Nuevo curso: <a href="/cursos/">míralo</a>',
		audience: 'learners',
		interval: 'month',
		priceMinor: 1990,
		// the support inbox (issue #20); `status` is the studio's sample, which the inbox refuses
		threadId: 1,
		kind: 'contact',
		assigneeId: null,
		body: 'Hola,\nte respondemos.',
	};
}

/** Every string in `value` with control characters added. */
function withControls(value: Json): Json {
	if (typeof value === 'string') return `${value}${CONTROLS}`;
	if (typeof value === 'number') return `${value}${NUL}`;
	if (Array.isArray(value)) return value.map(withControls);
	if (value && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [key, withControls(item)]),
		);
	}
	return value;
}

/** Values of the wrong type for any field. */
const WRONG_TYPES: Json[] = [
	12345,
	-1,
	1.5,
	'',
	'texto',
	'x'.repeat(5000),
	true,
	null,
	[],
	[1, 'a', null],
	{},
	{ a: { b: 1 } },
];

interface Route {
	method: string;
	/** As the app declares it (`/api/files/:id`). */
	pattern: string;
}

/** The app's calls: every route but the middleware (`ALL`), one per method and path. */
function apiRoutes(app: App): Route[] {
	const seen = new Map<string, Route>();
	for (const route of app.routes) {
		if (route.method === 'ALL') continue;
		seen.set(`${route.method} ${route.path}`, { method: route.method, pattern: route.path });
	}
	return [...seen.values()].sort(
		(a, b) =>
			Number(ENDS_SESSION.has(`${a.method} ${a.pattern}`)) -
			Number(ENDS_SESSION.has(`${b.method} ${b.pattern}`)),
	);
}

/** Paths to try for a pattern: its parameters filled with hostile and plausible values. */
function concretePaths(pattern: string): string[] {
	if (!pattern.includes('/:')) return [pattern];
	return [
		'%00',
		'%C2%85',
		'%ED%A0%80',
		'a%00b',
		'..%2F..%2Fetc%2Fpasswd',
		'x'.repeat(300),
		'00000000-0000-4000-8000-000000000000',
		'ABCD-EFGH-JKMN',
	].map((value) => pattern.replace(/:\w+/g, value));
}

const QUERIES = [
	'',
	'?slug=%00&catid=%00&exp=%00&sig=%00&demo=%00',
	'?slug=profesional%00&catid=358%00',
	'?slug[]=a&catid[]=1',
	'?catid=99999999999999999999&exp=-1&sig=zz',
	'?__proto__[x]=1&constructor[prototype][x]=1',
];

/** Raw bodies that are hostile whatever the call. */
function hostileRawBodies(sample: Record<string, Json>): { what: string; raw: string }[] {
	const depth = 10_000;
	return [
		{ what: 'not JSON', raw: '{"a":' },
		{ what: 'an array', raw: '[]' },
		{ what: 'null', raw: 'null' },
		{ what: 'a string', raw: '"texto"' },
		{ what: 'a number', raw: '123' },
		{ what: 'U+0000 outside strings', raw: `{${NUL}}` },
		{ what: 'above the body limit', raw: JSON.stringify({ a: 'x'.repeat(MAX_BODY_BYTES + 10) }) },
		{
			what: 'deeply nested arrays',
			raw:
				'['.repeat(Math.floor(MAX_BODY_BYTES / 2) - 10) +
				']'.repeat(Math.floor(MAX_BODY_BYTES / 2) - 10),
		},
		{ what: 'deeply nested objects', raw: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) },
		{
			what: 'prototype-pollution keys',
			raw: `{"__proto__":{"polluted":1,"role":9},"constructor":{"prototype":{"polluted":1}},"prototype":{"polluted":1},${JSON.stringify(sample).slice(1)}`,
		},
		{ what: 'every field with control characters', raw: JSON.stringify(withControls(sample)) },
		{
			what: 'every field of the wrong type',
			raw: JSON.stringify(Object.fromEntries(Object.keys(sample).map((key) => [key, [{}]]))),
		},
	];
}

interface Failure {
	request: string;
	status: number;
	why: string;
	body: string;
}

function judge(key: string, request: string, res: JsonResponse): Failure | undefined {
	const fail = (why: string): Failure => ({
		request,
		status: res.status,
		why,
		body: res.text.slice(0, 300),
	});
	if (res.status >= 500) return fail('5xx');
	if (res.status === 304 || res.status === 204) return undefined;
	const type = res.headers.get('content-type') ?? '';
	const fileType = FILE_ANSWERS[key];
	if (fileType && res.status < 300 && fileType.test(type)) return undefined;
	if (res.status >= 300 && res.status < 400) return fail('redirect');
	if (!type.startsWith('application/json')) return fail(`content type ${type || 'none'}`);
	const body: unknown = res.body;
	if (typeof body !== 'object' || body === null) return fail('not JSON');
	const envelope = body as { ok?: unknown; result?: unknown; msg?: unknown; data?: unknown };
	if (envelope.ok === true) {
		if (typeof envelope.data !== 'object') return fail('ok without data');
	} else if (
		envelope.ok !== false ||
		typeof envelope.result !== 'string' ||
		typeof envelope.msg !== 'string'
	) {
		return fail('not the envelope');
	}
	const internal = INTERNALS.find((pattern) => pattern.test(res.text));
	if (internal) return fail(`internals (${internal.source})`);
	if (Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')) {
		return fail('Object.prototype polluted');
	}
	return undefined;
}

describe.each(databaseKinds)('hostile bodies against every API call on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db));
	});
	afterAll(async () => {
		await handle.close();
	});

	async function send(
		route: Route,
		path: string,
		token: string | undefined,
		body: { raw?: string; form?: Record<string, string>; contentType?: string },
	): Promise<JsonResponse> {
		const headers: Record<string, string> = { pcek: TEST_CLIENT_KEY };
		if (body.contentType) headers['content-type'] = body.contentType;
		return call(app, route.method as 'GET' | 'POST', path, {
			...(token ? { token } : {}),
			headers,
			...(body.form ? { form: body.form } : {}),
			...(body.raw !== undefined && route.method !== 'GET' && route.method !== 'HEAD'
				? { rawBody: body.raw }
				: {}),
		});
	}

	/** The keys of the object schemas a call parses, found by sending it `{}`. */
	async function fieldsOf(route: Route, path: string, token: string | undefined) {
		parsed.schemas.length = 0;
		await send(route, path, token, { raw: '{}' });
		const fields = new Set<string>();
		for (const schema of parsed.schemas) {
			const entries = (schema as { entries?: Record<string, unknown> }).entries;
			for (const key of Object.keys(entries ?? {})) fields.add(key);
		}
		return [...fields];
	}

	it(
		'answers every call below 500, in the JSON envelope, without internals',
		{ timeout: 240_000 },
		async () => {
			const learner = await createLearner(handle.db, app);
			const team = await createPharmacyTeam(handle.db, app, { members: 1 });
			const editor = await createUser(handle.db, { staffRole: 'editor' });
			const editorLogin = await login(app, editor.email, editor.password);
			const admin = await createUser(handle.db, { staffRole: 'admin' });
			const adminLogin = await login(app, admin.email, admin.password);
			const callers: [string, string | undefined][] = [
				['anonymous', undefined],
				['learner', learner.token],
				['owner', team.owner.token],
				['editor', editorLogin.body.data.token.access_token as string],
				// Admins pass where editors do; only the back-office's own calls need them apart.
				['admin', adminLogin.body.data.token.access_token as string],
			];
			const routes = apiRoutes(app);
			// The enumeration found the calls (a broken one would make this suite pass vacuously).
			expect(routes.length).toBeGreaterThan(70);
			expect(routes.map((r) => `${r.method} ${r.pattern}`)).toEqual(
				expect.arrayContaining([
					'POST /api/auth/signUp',
					'GET /api/files/:id',
					'GET /api/health',
					// the studio's media (ADR 017m): tus, captions, playback and signed objects
					'POST /api/studio/media/uploads',
					'PATCH /api/studio/media/uploads/:id',
					'DELETE /api/studio/media/uploads/:id',
					'POST /api/studio/media/saveCaptions',
					'POST /api/studio/media/uploadSheet',
					// the back-office (issue #20)
					'POST /api/admin/listAuditLog',
					'POST /api/admin/searchCustomers',
					'POST /api/admin/getCustomer',
					'POST /api/admin/grantLicence',
					'POST /api/admin/endSessions',
					'POST /api/admin/sendPasswordReset',
					'POST /api/admin/correctName',
					'POST /api/admin/blockAccount',
					'POST /api/admin/unblockAccount',
					'POST /api/admin/refundInvoice',
					'POST /api/admin/cancelLicence',
					'POST /api/admin/extendTrial',
					'POST /api/admin/listCoupons',
					'POST /api/admin/createCoupon',
					'POST /api/admin/endCoupon',
					'POST /api/admin/listCouponRedemptions',
					'POST /api/admin/getSiteSettings',
					'POST /api/admin/saveBanner',
					'POST /api/admin/getSales',
					'POST /api/admin/exportSalesCsv',
					'POST /api/admin/listPlans',
					'POST /api/admin/updatePlan',
					'POST /api/admin/previewPlanMove',
					'POST /api/admin/movePlan',
					'POST /api/admin/listInbox',
					'POST /api/admin/getThread',
					'POST /api/admin/setThreadStatus',
					'POST /api/admin/assignThread',
					'POST /api/admin/addNote',
					'POST /api/admin/sendReply',
					'POST /api/studio/media/getPlayback',
					'GET /api/media/hls/:assetId/master.m3u8',
					'GET /api/storage/*',
				]),
			);

			const failures: Failure[] = [];
			const missingSamples = new Set<string>();
			let requests = 0;
			for (const route of routes) {
				const key = `${route.method} ${route.pattern}`;
				for (const [who, token] of callers) {
					if (who === 'admin' && !route.pattern.startsWith('/api/admin/')) continue;
					const ids = { pharmacyId: team.pharmacy.id, userId: team.members[0]!.user.id };
					for (const path of concretePaths(route.pattern)) {
						const queries = route.method === 'GET' ? QUERIES : [''];
						for (const query of queries) {
							const samples = sampleValues(ids);
							const fields = await fieldsOf(route, path + query, token);
							const sample: Record<string, Json> = {};
							for (const field of fields) {
								if (field in samples) sample[field] = samples[field]!;
								else missingSamples.add(`${key}: ${field}`);
							}
							const bodies: {
								what: string;
								raw?: string;
								form?: Record<string, string>;
								contentType?: string;
							}[] = hostileRawBodies(sample);
							for (const field of fields) {
								const value = sample[field] ?? 'x';
								bodies.push({
									what: `${field} with control characters`,
									raw: JSON.stringify({ ...sample, [field]: withControls(value) }),
								});
								const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
								bodies.push({
									what: `${field} nested 5,000 deep`,
									raw: JSON.stringify({ ...sample, [field]: 0 }).replace(
										`"${field}":0`,
										`"${field}":${nested}`,
									),
								});
								for (const wrong of WRONG_TYPES) {
									bodies.push({
										what: `${field} = ${JSON.stringify(wrong).slice(0, 20)}`,
										raw: JSON.stringify({ ...sample, [field]: wrong }),
									});
								}
							}
							if (key === 'POST /api/oauth/token') bodies.push(...oauthForms(ids));
							if (UPLOAD_PATHS.has(path)) bodies.push(...multipartBodies(ids));
							for (const body of bodies) {
								const res = await send(route, path + query, token, {
									...body,
									...(body.form ? {} : { contentType: body.contentType ?? 'application/json' }),
								});
								requests++;
								const failure = judge(
									key,
									`${who} ${route.method} ${path}${query}: ${body.what}`,
									res,
								);
								if (failure) failures.push(failure);
							}
						}
					}
				}
			}
			expect([...missingSamples], 'fields without a sample value in sampleValues()').toEqual([]);
			// One line per call and kind of fault, with its first example, so a regression reads short.
			const faults = new Map<string, string>();
			for (const failure of failures) {
				const group = `${failure.request.split(':')[0]} → ${failure.why}`;
				if (!faults.has(group)) {
					faults.set(group, `${failure.request} → ${failure.status} ${failure.body}`);
				}
			}
			expect([...faults.values()]).toEqual([]);
			expect(requests).toBeGreaterThan(1000);
		},
	);
});

/** `/oauth/token` reads a form: each field with control characters, and both grants. */
function oauthForms(ids: { pharmacyId: number }): { what: string; form: Record<string, string> }[] {
	const base: Record<string, string> = {
		...clientFields,
		grant_type: 'password',
		username: 'demo@liceo.test',
		password: 'Mostrador#2026',
		space_id: String(ids.pharmacyId),
		partner_slug: 'liceo',
	};
	const forms: { what: string; form: Record<string, string> }[] = [];
	for (const grant of ['password', 'refresh_token']) {
		const form: Record<string, string> = {
			...base,
			grant_type: grant,
			refresh_token: 'r'.repeat(43),
		};
		for (const field of Object.keys(form)) {
			for (const value of [`${form[field] ?? ''}${CONTROLS}`, NUL, '', 'x'.repeat(5000)]) {
				forms.push({
					what: `form ${grant} ${field}=${JSON.stringify(value).slice(0, 12)}`,
					form: { ...form, [field]: value },
				});
			}
		}
	}
	return forms;
}

const BOUNDARY = 'hostile-boundary-7f3a';
/** A logo the upload takes (text, unlike a PNG, survives the string body), so its name is kept. */
const SVG_LOGO =
	'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

/** Multipart bodies for the upload calls: control characters in fields and file name, bad forms. */
function multipartBodies(ids: { pharmacyId: number }) {
	const part = (name: string, value: string, filename?: string) =>
		`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
			filename === undefined ? '' : `; filename="${filename}"`
		}\r\n\r\n${value}\r\n`;
	const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
	const fields = (values: Record<string, string>) =>
		Object.entries(values)
			.map(([name, value]) => part(name, value))
			.join('');
	const good = { pharmacyId: String(ids.pharmacyId), title: 'Atención', description: 'Hola' };
	const bodies: { what: string; raw: string; contentType: string }[] = [];
	for (const field of Object.keys(good)) {
		bodies.push({
			what: `multipart ${field} with control characters`,
			raw: `${fields({ ...good, [field]: `${good[field as keyof typeof good]}${CONTROLS}` })}${part('file', SVG_LOGO, 'logo.svg')}--${BOUNDARY}--\r\n`,
			contentType,
		});
	}
	bodies.push(
		{
			what: 'multipart file name with control characters',
			raw: `${fields(good)}${part('file', SVG_LOGO, `lo${CONTROLS}go.svg`)}--${BOUNDARY}--\r\n`,
			contentType,
		},
		{ what: 'multipart without its end', raw: fields(good), contentType },
		{
			what: 'multipart with another boundary',
			raw: fields(good),
			contentType: 'multipart/form-data; boundary=x',
		},
		{ what: 'multipart without a boundary', raw: fields(good), contentType: 'multipart/form-data' },
		{
			what: 'multipart with 300 fields',
			raw: `${Array.from({ length: 300 }, (_, i) => part(`f${i}`, 'x')).join('')}--${BOUNDARY}--\r\n`,
			contentType,
		},
	);
	return bodies;
}
