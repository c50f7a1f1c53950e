/**
 * Advice protocols call (issue #6): who may read them (a licence open now), the demo sheets
 * complete, and the search in SQL: accent- and case-insensitive, any word at the start of a word
 * matches (stop words aside), ranked title before text, keywords count, a regular expression's
 * characters are text, and at most 80 characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { AdviceProtocol } from '../../../lib/contracts/protocols';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { categories, enrollments } from '../../db/schema';
import { normalizeForSearch } from '../../db/seed';
import { demoContent } from '../../db/seed-data/content-files';

const { protocols: demoProtocols } = demoContent();
const NOW = new Date('2026-11-22T10:00:00Z');
const PROFESSIONAL_MONTHLY = 201;
const PROFESSIONAL_TRIAL = 205;

interface Licence {
	planId: number;
	status: 'active' | 'trialing' | 'freemium' | 'canceled';
	endAt: Date | null;
}

const OPEN_LICENCE: Licence = {
	planId: PROFESSIONAL_MONTHLY,
	status: 'active',
	endAt: new Date('2026-12-22T10:00:00Z'),
};

describe.each(databaseKinds)('protocols calls on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let token: string;
	/** Area names by slug, to search the demo sheets as the server does. */
	let areaNames: Map<string, string>;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		app = createApp(createTestDeps(handle.db, { now: () => NOW }));
		token = await learner();
		const rows = await handle.db
			.select({ slug: categories.slug, name: categories.name })
			.from(categories);
		areaNames = new Map(rows.map((row) => [row.slug, row.name]));
	});
	afterAll(async () => {
		await handle.close();
	});

	/** A new account with `licence` (none when null), logged in: its access token. */
	async function learner(licence: Licence | null = OPEN_LICENCE): Promise<string> {
		const user = await createUser(handle.db);
		if (licence) {
			await handle.db.insert(enrollments).values({
				userId: user.id,
				planId: licence.planId,
				status: licence.status,
				startAt: new Date('2026-11-01T10:00:00Z'),
				endAt: licence.endAt,
				periodicity: 2,
				priceMinor: licence.status === 'freemium' ? 0 : 1990,
			});
		}
		return (await login(app, user.email, user.password)).body.data.token.access_token as string;
	}

	const getProtocols = (bearer: string | undefined, body: unknown = {}) =>
		call(app, 'POST', '/api/protocols/getProtocols', {
			...(bearer === undefined ? {} : { token: bearer }),
			body,
		});

	async function search(q: string): Promise<AdviceProtocol[]> {
		const res = await getProtocols(token, { q });
		expect(res.status, q).toBe(200);
		return res.body.data.getProtocols.protocols as AdviceProtocol[];
	}

	/** Whether a word of `text` starts with `word` (told apart by anything but letters and digits). */
	const startsAWord = (text: string, word: string) =>
		normalizeForSearch(text)
			.split(/[^\p{L}\p{N}_]+/u)
			.some((part) => part.startsWith(word));

	/** Slugs of the demo sheets any of the words should find: symptom, summary, keywords or area. */
	function expectedSlugs(words: string[]): string[] {
		return demoProtocols
			.filter((protocol) => {
				const text = [protocol.symptom, protocol.summary, ...protocol.keywords].join(' ');
				const area = areaNames.get(protocol.category) ?? '';
				return words.some((word) => startsAWord(text, word) || startsAWord(area, word));
			})
			.map((protocol) => protocol.slug)
			.sort();
	}

	const slugs = (list: AdviceProtocol[]) => list.map((protocol) => protocol.slug).sort();

	it('refuses a caller without a token (401)', async () => {
		const res = await getProtocols(undefined);
		expect(res.status).toBe(401);
		expect(res.body).toMatchObject({ ok: false, result: 'token_inv' });
	});

	it('refuses 403 lic_req without a licence, with an expired one and with a cancelled one', async () => {
		const callers = [
			await learner(null),
			await learner({ ...OPEN_LICENCE, endAt: new Date('2026-11-21T10:00:00Z') }),
			await learner({ ...OPEN_LICENCE, status: 'canceled' }),
		];
		for (const bearer of callers) {
			const res = await getProtocols(bearer);
			expect(res.status).toBe(403);
			expect(res.body).toMatchObject({ ok: false, result: 'lic_req' });
			expect(res.body.msg).toEqual(expect.any(String));
			expect(res.text).not.toContain('Tos seca');
		}
	});

	it('opens to a trial (the demo licence) and to a free licence', async () => {
		const trial = await learner({
			planId: PROFESSIONAL_TRIAL,
			status: 'trialing',
			endAt: new Date('2026-11-27T10:00:00Z'),
		});
		const free = await learner({ ...OPEN_LICENCE, status: 'freemium', endAt: null });
		for (const bearer of [trial, free]) {
			expect((await getProtocols(bearer)).status).toBe(200);
		}
	});

	it('lists at least 15 complete sheets, ordered by symptom, never cached', async () => {
		const res = await getProtocols(token);
		expect(res.status).toBe(200);
		expect(res.headers.get('cache-control')).toContain('no-store');
		const list = res.body.data.getProtocols.protocols as AdviceProtocol[];
		expect(list.length).toBeGreaterThanOrEqual(15);
		expect(list).toHaveLength(demoProtocols.length);
		for (const protocol of list) {
			expect(Object.keys(protocol).sort()).toEqual(
				[
					'category',
					'questions',
					'recommendation',
					'referral',
					'slug',
					'summary',
					'symptom',
				].sort(),
			);
			for (const text of [
				protocol.slug,
				protocol.symptom,
				protocol.summary,
				protocol.category.slug,
				protocol.category.name,
			]) {
				expect(text.trim(), protocol.slug).not.toBe('');
			}
			for (const points of [protocol.questions, protocol.recommendation, protocol.referral]) {
				expect(points.length, protocol.slug).toBeGreaterThan(0);
				for (const point of points) expect(point.trim(), protocol.slug).not.toBe('');
			}
		}
		expect(new Set(slugs(list)).size).toBe(list.length);
		const symptoms = list.map((protocol) => normalizeForSearch(protocol.symptom));
		expect(symptoms).toEqual([...symptoms].sort((a, b) => a.localeCompare(b, 'es')));
	});

	it('treats a missing, null or blank search as no search', async () => {
		const all = slugs(await search(''));
		for (const body of [{}, { q: null }, { q: '   ' }]) {
			const res = await getProtocols(token, body);
			expect(res.status).toBe(200);
			expect(slugs(res.body.data.getProtocols.protocols)).toEqual(all);
		}
	});

	it('finds "garganta" by symptom and by keyword', async () => {
		const found = await search('garganta');
		expect(slugs(found)).toContain('dolor-de-garganta');
		expect(slugs(found)).toEqual(expectedSlugs(['garganta']));
		// Tos seca says "picor de garganta" only among its keywords.
		expect(slugs(found)).toContain('tos-seca');
		expect(found.length).toBeLessThan(demoProtocols.length);
	});

	it('ignores accents and case, in the search and in the sheets', async () => {
		const plain = slugs(await search('acidez'));
		expect(plain).toContain('acidez-y-ardor');
		expect(plain).toEqual(expectedSlugs(['acidez']));
		for (const variant of ['ÁCIDEZ', 'Acídez', '  acidez  ']) {
			expect(slugs(await search(variant)), variant).toEqual(plain);
		}
		// "Estreñimiento" and "estómago" in the sheets are found without their marks.
		expect(slugs(await search('estrenimiento'))).toContain('estrenimiento');
		expect(slugs(await search('ESTOMAGO'))).toEqual(slugs(await search('estómago')));
	});

	it('finds any word, the sheets matching more of them and in the title first', async () => {
		const pain = slugs(await search('dolor'));
		expect(pain).toEqual(expectedSlugs(['dolor']));
		expect(pain).toEqual(expect.arrayContaining(['dolor-de-cabeza', 'dolor-de-garganta']));
		const throat = await search('dolor   garganta');
		expect(slugs(throat)).toEqual(expectedSlugs(['dolor', 'garganta']));
		expect(throat[0]?.slug).toBe('dolor-de-garganta');
		expect(slugs(throat)).toContain('dolor-de-cabeza');
		expect(slugs(await search('garganta xilofono'))).toEqual(expectedSlugs(['garganta']));
		expect(await search('xilofono')).toEqual([]);
	});

	it('puts the diarrhoea sheet first for "niño con diarrea", leaving "con" out', async () => {
		const found = await search('Niño con diarrea');
		expect(found[0]?.slug).toBe('diarrea-aguda');
		expect(slugs(found)).toEqual(expectedSlugs(['nino', 'diarrea']));
		// "con" alone would find nearly every sheet; among other words it says nothing.
		expect(found.length).toBeLessThan(slugs(await search('con')).length);
	});

	it('matches the start of a word, not inside one', async () => {
		// "seca" is a word of "Tos seca"; "eca" is only inside words.
		expect(slugs(await search('seca'))).toContain('tos-seca');
		expect(slugs(await search('eca'))).toEqual(expectedSlugs(['eca']));
		expect(slugs(await search('eca'))).not.toContain('tos-seca');
	});

	it('finds a sheet by its area', async () => {
		const respiratory = slugs(await search('respiratorio'));
		expect(respiratory).toEqual(expect.arrayContaining(['tos-seca', 'dolor-de-garganta']));
		expect(respiratory).toEqual(expectedSlugs(['respiratorio']));
	});

	it("reads a regular expression's characters and LIKE's wildcards as text", async () => {
		for (const odd of ['%', '_', '\\', '.*', '(', '[a-z]', 'tos|dolor']) {
			expect(slugs(await search(odd)), odd).toEqual(expectedSlugs([normalizeForSearch(odd)]));
		}
		expect(await search('.*')).toEqual([]);
	});

	it('refuses a search longer than 80 characters or that is not text (400)', async () => {
		const edge = await getProtocols(token, { q: ` ${'a'.repeat(80)} ` });
		expect(edge.status).toBe(200);
		for (const body of [{ q: 'a'.repeat(81) }, { q: 42 }, { q: ['tos'] }]) {
			const res = await getProtocols(token, body);
			expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
			expect(res.body).toMatchObject({ ok: false, result: 'inv_data' });
			expect(res.body.msg).toBe(
				'Búsqueda (q): La búsqueda (q) debe ser un texto de 80 caracteres como máximo',
			);
		}
		const notJson = await call(app, 'POST', '/api/protocols/getProtocols', {
			token,
			rawBody: '{"q":',
		});
		expect(notJson.status).toBe(400);
		expect(notJson.body.result).toBe('inv_json');
	});
});
