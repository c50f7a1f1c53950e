import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../../../lib/contracts/auth';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
	it('hashes with argon2id at 19 MiB and 2 passes, salted', async () => {
		const first = await hashPassword('Mostrador#2026');
		const second = await hashPassword('Mostrador#2026');
		expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
		expect(first).not.toBe(second);
		expect(first).not.toContain('Mostrador');
	});

	it('verifies the right password only, and never throws for a bad hash', async () => {
		const hash = await hashPassword('Mostrador#2026');
		expect(await verifyPassword(hash, 'Mostrador#2026')).toBe(true);
		expect(await verifyPassword(hash, 'mostrador#2026')).toBe(false);
		expect(await verifyPassword(hash, 'Mostrador#2026 ')).toBe(false);
		expect(await verifyPassword('no-es-un-hash', 'Mostrador#2026')).toBe(false);
		expect(await verifyPassword('', '')).toBe(false);
	});
});

describe('password rule (spec §5)', () => {
	it.each([
		['Mostrador#2026', true],
		['Ñandú_2026', true],
		['aB3$efgh', true],
		['aB3$efg', false],
		['mostrador#2026', false],
		['MOSTRADOR#2026', false],
		['Mostrador#abc', false],
		['Mostrador2026', false],
		['Mostrador 2026', false],
		['', false],
	])('%j → %s', (password, strong) => {
		expect(isStrongPassword(password)).toBe(strong);
	});
});
