import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../lib/api/client';
import { searchWords } from '../../../lib/protocol-search';
import type { AdviceProtocol } from '../../../lib/contracts/protocols';
import {
	distinctCategories,
	foundByKeywordOnly,
	screenOf,
	toggled,
	visibleProtocols,
	type ScreenInput,
} from './state';

function sheet(slug: string, symptom: string, area: string): AdviceProtocol {
	return {
		slug,
		symptom,
		category: { slug: area.toLowerCase(), name: area },
		summary: `Qué hacer ante ${symptom.toLowerCase()}.`,
		questions: [],
		recommendation: [],
		referral: [],
	};
}

const COUGH = sheet('tos-seca', 'Tos seca', 'Respiratorio');
const COLD = sheet('resfriado', 'Resfriado común', 'Respiratorio');
const HEARTBURN = sheet('acidez', 'Acidez', 'Digestivo');
const ALL = [COUGH, COLD, HEARTBURN];

const failure = (status: number, result: string): ApiFailure => ({
	ok: false,
	status,
	result,
	msg: 'x',
});

const LOADED: ScreenInput = {
	phase: 'ready',
	isLoggedIn: true,
	licencesLoaded: true,
	hasLicence: true,
	load: { kind: 'loaded', protocols: ALL },
	licenceRequired: 'lic_req',
};

describe('screenOf', () => {
	it('waits for the session check, then the licences, then the protocols', () => {
		expect(screenOf({ ...LOADED, phase: 'checking' })).toBe('checking');
		expect(screenOf({ ...LOADED, licencesLoaded: false, load: { kind: 'idle' } })).toBe(
			'loading_licence',
		);
		expect(screenOf({ ...LOADED, load: { kind: 'loading' } })).toBe('loading');
		expect(screenOf(LOADED)).toBe('loaded');
	});

	it('offers the plans without a licence, also when the server refused one on the page', () => {
		expect(screenOf({ ...LOADED, hasLicence: false })).toBe('no_licence');
		const refused = { kind: 'failed', failure: failure(403, 'lic_req') } as const;
		expect(screenOf({ ...LOADED, load: refused, isLoggedIn: false })).toBe('no_licence');
	});

	it('links to the login when the session ended, and explains another failure', () => {
		expect(screenOf({ ...LOADED, isLoggedIn: false })).toBe('session_gone');
		const failed = { kind: 'failed', failure: failure(0, 'network_error') } as const;
		expect(screenOf({ ...LOADED, load: failed })).toBe('failed');
	});
});

describe('visibleProtocols', () => {
	it('lists every sheet for no words and no area', () => {
		expect(visibleProtocols(ALL, [], null, null)).toEqual(ALL);
	});

	it('keeps the sheets the words match here, accents and case aside', () => {
		expect(visibleProtocols(ALL, searchWords('ACIDEZ'), null, null)).toEqual([HEARTBURN]);
	});

	it('keeps the sheets any word matches, the title before the summary', () => {
		// "seca" is a title word of the cough sheet; "resfriado" is the cold's title word too, and
		// "comun" adds to it, so the cold comes first.
		expect(visibleProtocols(ALL, searchWords('tos con resfriado comun'), null, null)).toEqual([
			COLD,
			COUGH,
		]);
		// Only in the summary ("Qué hacer ante tos seca."), after the sheet whose title has it.
		const summaryOnly = sheet('gripe', 'Gripe', 'Respiratorio');
		const withFlu = [{ ...summaryOnly, summary: 'Fiebre, tos y malestar.' }, ...ALL];
		expect(visibleProtocols(withFlu, ['tos'], null, null).map((p) => p.slug)).toEqual([
			'tos-seca',
			'gripe',
		]);
	});

	it("follows the server's order once it answered, which also knows the keywords", () => {
		const found = { key: 'tos acidez', slugs: ['acidez', 'tos-seca'] };
		expect(visibleProtocols(ALL, ['tos', 'acidez'], found, null)).toEqual([HEARTBURN, COUGH]);
	});

	it("adds the server's finds for the same words, and only those", () => {
		const found = { key: 'carraspera', slugs: ['tos-seca'] };
		expect(visibleProtocols(ALL, ['carraspera'], found, null)).toEqual([COUGH]);
		expect(visibleProtocols(ALL, ['carraspera'], { key: 'carraspera', slugs: null }, null)).toEqual(
			[],
		);
	});

	it('narrows to the chosen area', () => {
		expect(visibleProtocols(ALL, [], null, 'respiratorio')).toEqual([COUGH, COLD]);
		expect(visibleProtocols(ALL, searchWords('acidez'), null, 'respiratorio')).toEqual([]);
	});
});

describe('foundByKeywordOnly', () => {
	it('counts the sheets the server found that none of the words is in here', () => {
		expect(foundByKeywordOnly(ALL, ['carraspera'], null)).toBe(0);
		const found = { key: 'tos carraspera', slugs: ['tos-seca', 'resfriado'] };
		// "tos" is in the cough sheet; the cold came by its keywords alone.
		expect(foundByKeywordOnly(ALL, ['tos', 'carraspera'], found)).toBe(1);
		expect(foundByKeywordOnly(ALL, ['tos'], { key: 'tos', slugs: null })).toBe(0);
	});
});

describe('distinctCategories', () => {
	it('gives each area once, by name', () => {
		expect(distinctCategories(ALL).map((area) => area.name)).toEqual(['Digestivo', 'Respiratorio']);
	});
});

describe('toggled', () => {
	it('opens a closed sheet and closes an open one, leaving the set given untouched', () => {
		const none = new Set<string>();
		const open = toggled(none, 'acidez');
		expect([...open]).toEqual(['acidez']);
		expect(none.size).toBe(0);
		expect([...toggled(open, 'acidez')]).toEqual([]);
	});
});
