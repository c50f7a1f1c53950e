import { describe, expect, it } from 'vitest';
import { matchesLocally, normalizeSearchText, searchWords } from './protocol-search';

const heartburn = {
	symptom: 'Acidez y ardor de estómago',
	summary: 'Ardor que sube desde el estómago después de comer.',
	category: { name: 'Digestivo' },
};

describe('protocol search', () => {
	it('normalises like the seed and the database: no accents, lower case', () => {
		expect(normalizeSearchText('ÁCIDEZ, Estreñimiento, Pingüino')).toBe(
			'acidez, estrenimiento, pinguino',
		);
	});

	it('splits a search into its words, ignoring extra spaces', () => {
		expect(searchWords('  Dolor \t de  GARGANTA ')).toEqual(['dolor', 'de', 'garganta']);
		expect(searchWords('   ')).toEqual([]);
		expect(searchWords(undefined)).toEqual([]);
	});

	it('matches when every word is in the symptom, the summary or the area', () => {
		expect(matchesLocally(heartburn, [])).toBe(true);
		expect(matchesLocally(heartburn, searchWords('ESTOMAGO ardor'))).toBe(true);
		expect(matchesLocally(heartburn, searchWords('digest comer'))).toBe(true);
		expect(matchesLocally(heartburn, searchWords('ardor garganta'))).toBe(false);
	});
});
