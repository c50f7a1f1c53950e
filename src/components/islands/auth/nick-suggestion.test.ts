import { describe, expect, it } from 'vitest';
import { NICK_MAX_LENGTH, nick } from '../../../lib/contracts/auth';
import * as v from 'valibot';
import { nickSuffix, suggestNick } from './nick-suggestion';

describe('suggestNick', () => {
	it.each([
		['Lucía', 'Ferrer Gil', 'lucia_ferrer_0427'],
		['  María José ', 'Núñez-Peña', 'maria_nunez_0427'],
		['Çelik', "O'Brien", 'celik_o_0427'],
		['Ana', '', 'ana_0427'],
		['', 'Gil', 'gil_0427'],
	])('%s %s → %s', (name, lastName, expected) => {
		expect(suggestNick(name, lastName, '0427')).toBe(expected);
	});

	it('suggests nothing until a name with letters or digits is written', () => {
		expect(suggestNick('', '', '0427')).toBe('');
		expect(suggestNick('—', '¿?', '0427')).toBe('');
	});

	it('keeps to the nick rule, however long the name', () => {
		const suggestion = suggestNick('Maximiliano'.repeat(3), 'Fernández'.repeat(3), '9999');
		expect(suggestion).toHaveLength(NICK_MAX_LENGTH);
		expect(suggestion.endsWith('_9999')).toBe(true);
		expect(v.safeParse(nick(), suggestion).success).toBe(true);
	});
});

describe('nickSuffix', () => {
	it('is four digits, zero-padded', () => {
		expect(nickSuffix(() => 0)).toBe('0000');
		expect(nickSuffix(() => 0.0427)).toBe('0427');
		expect(nickSuffix(() => 0.99999)).toBe('9999');
	});
});
