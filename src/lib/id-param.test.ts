import { describe, expect, it } from 'vitest';
import { idParam } from './id-param';

describe('idParam', () => {
	it('reads a positive id from its parameter', () => {
		expect(idParam('?cid=12', 'cid')).toBe(12);
		expect(idParam('?x=1&id=2147483647', 'id')).toBe(2_147_483_647);
	});

	it('refuses what is not an id the API takes', () => {
		for (const search of [
			'',
			'?id=',
			'?id=0',
			'?id=012',
			'?id=-3',
			'?id=1.5',
			'?id=2147483648',
			'?id=1e3',
			'?cid=4',
		]) {
			expect(idParam(search, 'id'), search).toBeNull();
		}
	});
});
