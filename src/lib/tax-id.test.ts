import { describe, expect, it } from 'vitest';
import { isSpanishTaxId, normalizeTaxId } from './tax-id';

describe('Spanish tax ids', () => {
	it('accepts NIF, NIE and CIF with the right control character, however typed', () => {
		for (const id of [
			'12345678Z',
			'00000000T',
			'X1234567L',
			'Y1234567X',
			'Z1234567R',
			'B12345674',
			'A58818501',
			'Q2826000H',
			'P2807900B',
			'G28029643',
			' b-12.345.674 ',
			'12345678z',
		]) {
			expect(isSpanishTaxId(id), id).toBe(true);
		}
	});

	it('refuses a wrong control character, a wrong shape or anything else', () => {
		for (const id of [
			'12345678A',
			'X1234567A',
			'B12345675',
			'Q2826000A',
			'P28079002',
			'1234567Z',
			'I12345674',
			'B1234567',
			'',
			'ABCDEFGHI',
			'12345678Z9',
		]) {
			expect(isSpanishTaxId(id), id).toBe(false);
		}
	});

	it('stores ids upper-case, without spaces, dots or hyphens', () => {
		expect(normalizeTaxId(' b-12.345.674 ')).toBe('B12345674');
		expect(normalizeTaxId('x 1234567 l')).toBe('X1234567L');
	});
});
