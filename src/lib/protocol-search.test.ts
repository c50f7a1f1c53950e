import { describe, expect, it } from 'vitest';
import {
	normalizeSearchText,
	PROTOCOL_MATCH_SCORE as SCORE,
	relevanceLocally,
	searchWords,
} from './protocol-search';

const heartburn = {
	symptom: 'Acidez y ardor de estómago',
	summary: 'Ardor que sube desde el estómago después de comer.',
	category: { name: 'Digestivo' },
};
const diarrhoea = {
	symptom: 'Diarrea aguda',
	summary: 'Deposiciones líquidas frecuentes; en un niño pequeño vigila la deshidratación.',
	category: { name: 'Digestivo' },
};
const fever = {
	symptom: 'Fiebre en adultos',
	summary: 'Para niños hay otra ficha: aquí, adultos con fiebre.',
	category: { name: 'General' },
};

describe('protocol search', () => {
	it('normalises like the seed and the database: no accents, lower case', () => {
		expect(normalizeSearchText('ÁCIDEZ, Estreñimiento, Pingüino')).toBe(
			'acidez, estrenimiento, pinguino',
		);
	});

	it('splits a search into its words, without stop words, extra spaces or repeats', () => {
		expect(searchWords('  Dolor \t de  GARGANTA ')).toEqual(['dolor', 'garganta']);
		expect(searchWords('Niño CON diarrea, para el niño')).toEqual(['nino', 'diarrea,']);
		expect(searchWords('   ')).toEqual([]);
		expect(searchWords(undefined)).toEqual([]);
	});

	it('keeps the stop words when the search has nothing else', () => {
		expect(searchWords('con la')).toEqual(['con', 'la']);
	});

	it('counts at most eight words', () => {
		expect(searchWords('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
	});

	it('matches any word at the start of a word of the symptom, the summary or the area', () => {
		expect(relevanceLocally(heartburn, searchWords('ESTOMAGO ardor'))).toBeGreaterThan(0);
		expect(relevanceLocally(heartburn, searchWords('digest'))).toBe(SCORE.area);
		expect(relevanceLocally(heartburn, searchWords('ardor garganta'))).toBe(SCORE.titleWord);
		// Inside a word is not the start of one: "cido" is in "Acidez".
		expect(relevanceLocally(heartburn, searchWords('cido'))).toBe(0);
		expect(relevanceLocally(heartburn, searchWords('garganta xilofono'))).toBe(0);
	});

	it('ranks a whole word of the title over its start, over the summary, over the area', () => {
		expect(relevanceLocally(diarrhoea, ['diarrea'])).toBe(SCORE.titleWord);
		expect(relevanceLocally(diarrhoea, ['diarr'])).toBe(SCORE.titleStart);
		expect(relevanceLocally(diarrhoea, ['deshidratacion'])).toBe(SCORE.text);
		expect(relevanceLocally(diarrhoea, ['digestivo'])).toBe(SCORE.area);
		expect(SCORE.titleWord).toBeGreaterThan(SCORE.titleStart);
		expect(SCORE.titleStart).toBeGreaterThan(SCORE.text);
		expect(SCORE.text).toBeGreaterThan(SCORE.area);
	});

	it('puts the diarrhoea sheet first for "niño con diarrea"', () => {
		const words = searchWords('niño con diarrea');
		const diarrhoeaScore = relevanceLocally(diarrhoea, words);
		expect(diarrhoeaScore).toBe(SCORE.titleWord + SCORE.text);
		// "niño" also starts "niños" in the fever sheet, which ranks lower.
		expect(relevanceLocally(fever, words)).toBe(SCORE.text);
		expect(relevanceLocally(heartburn, words)).toBe(0);
	});

	it("reads the regular expression's characters as text", () => {
		expect(relevanceLocally(heartburn, ['.*'])).toBe(0);
		const dose = { ...heartburn, summary: 'Dosis (máx.) 2 g' };
		expect(relevanceLocally(dose, ['m.x'])).toBe(0);
		expect(relevanceLocally(dose, ['max.'])).toBe(SCORE.text);
	});
});
