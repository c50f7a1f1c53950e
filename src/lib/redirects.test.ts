import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { EXPERT_COURSE_IDS } from '../content/expert-courses';
import {
	PERMANENT_REDIRECTS,
	PERMANENT_STATUS,
	redirectFor,
	UNKNOWN_PATH_REDIRECT,
} from './redirects';

interface NetlifyRule {
	from: string;
	to: string;
	status: number;
	force?: boolean;
}

/** The `[[redirects]]` tables of netlify.toml, in order (flat key = "value" lines only). */
async function netlifyRules(): Promise<NetlifyRule[]> {
	const toml = await readFile('netlify.toml', 'utf8');
	return toml
		.split(/^\[\[redirects\]\]\s*$/m)
		.slice(1)
		.map((block) => {
			const rule: Record<string, unknown> = {};
			for (const match of block.matchAll(/^\s*(\w+)\s*=\s*(.+?)\s*$/gm)) {
				const [, key = '', raw = ''] = match;
				if (raw.startsWith('[') || key === '') break;
				rule[key] = raw.startsWith('"') ? JSON.parse(raw) : JSON.parse(raw.toLowerCase());
			}
			return rule as unknown as NetlifyRule;
		});
}

describe('redirects (spec §2)', () => {
	it('sends the old expert addresses to the landings and /home to the home page', () => {
		expect(PERMANENT_REDIRECTS).toEqual({
			'/expert/salud_capilar': '/expert/salud-capilar',
			'/salud_capilar': '/expert/salud-capilar',
			'/salud-capilar': '/expert/salud-capilar',
			'/dermofarmacia': '/expert/dermofarmacia',
			'/inteligencia-artificial-farmacia': '/expert/inteligencia-artificial-farmacia',
			'/home': '/',
		});
	});

	it('points only at pages that exist', () => {
		const pages = new Set(['/', ...EXPERT_COURSE_IDS.map((id) => `/expert/${id}`)]);
		for (const destination of Object.values(PERMANENT_REDIRECTS)) {
			expect(pages).toContain(destination);
		}
	});

	it('the catch-all route answers the fixed redirects too, with or without a final slash', () => {
		// What the Netlify function answers: the adapter leaves these rules out of it.
		for (const [from, destination] of Object.entries(PERMANENT_REDIRECTS)) {
			expect(redirectFor(from)).toEqual({ destination, status: PERMANENT_STATUS });
			expect(redirectFor(`${from}/`)).toEqual({ destination, status: PERMANENT_STATUS });
		}
		expect(redirectFor('/salud_capilar/otra')).toEqual(UNKNOWN_PATH_REDIRECT);
		expect(redirectFor('/no-existe/')).toEqual(UNKNOWN_PATH_REDIRECT);
		expect(redirectFor('/')).toEqual(UNKNOWN_PATH_REDIRECT);
	});

	it('keeps the query string, and only that, on every redirect', () => {
		expect(redirectFor('/salud_capilar', '?utm_source=x&utm_medium=mail')).toEqual({
			destination: '/expert/salud-capilar?utm_source=x&utm_medium=mail',
			status: PERMANENT_STATUS,
		});
		expect(redirectFor('/no-existe/', '?utm_source=x').destination).toBe('/?utm_source=x');
		expect(redirectFor('/home', '?').destination).toBe('/');
		// What follows the path can never move the redirect to another host.
		expect(redirectFor('/home', '//evil.example').destination).toBe('/');
	});

	it('netlify.toml repeats the same rules, with the unknown-path rule last', async () => {
		const rules = await netlifyRules();
		const fixed = Object.entries(PERMANENT_REDIRECTS).map(([from, to]) => ({
			from,
			to,
			status: PERMANENT_STATUS,
		}));
		expect(rules).toEqual([
			...fixed,
			{ from: '/*', to: UNKNOWN_PATH_REDIRECT.destination, status: UNKNOWN_PATH_REDIRECT.status },
		]);
		// `force` would send real pages (and /api with them) home too.
		expect(rules.some((rule) => rule.force)).toBe(false);
	});
});
