/**
 * The nick the sign-up form proposes from the name (issue #17: one field fewer to fill on the way
 * to a first lesson). It keeps to the nick rule of spec §5 (letters, digits and underscores, at
 * most 35) and ends in four digits so two people called the same rarely meet the "nick already in
 * use" message; the person can still write their own.
 */
import { NICK_MAX_LENGTH } from '../../../lib/contracts/auth';

/** The digits that follow the name, kept apart so the same person gets the same suggestion. */
export function nickSuffix(random: () => number = Math.random): string {
	return String(Math.floor(random() * 10_000)).padStart(4, '0');
}

/** `lucia_ferrer_0427` from "Lucía", "Ferrer Gil"; empty until a name is written. */
export function suggestNick(name: string, lastName: string, suffix: string): string {
	const words = [...asciiWords(name).slice(0, 1), ...asciiWords(lastName).slice(0, 1)];
	if (words.length === 0) return '';
	const tail = `_${suffix}`;
	return words.join('_').slice(0, NICK_MAX_LENGTH - tail.length) + tail;
}

function asciiWords(text: string): string[] {
	return text
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.split(/[^a-z0-9]+/)
		.filter(Boolean);
}
