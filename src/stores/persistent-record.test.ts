/**
 * Runs without the test storage engine on purpose: in Node, as on the server, there is no
 * localStorage, and the stores must still work (in memory).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { $auth, setAuth } from './auth';
import { $cart, addLicence } from './cart';
import { persistentRecord } from './persistent-record';

describe('stores without localStorage', () => {
	it('has no window or localStorage in this environment', () => {
		expect(typeof window).toBe('undefined');
		expect(typeof localStorage).toBe('undefined');
	});

	it('keeps values in memory', () => {
		setAuth({ name: 'Ana' });
		addLicence({ license_id: 1, name: 'Plan', slug: 'plan', amount_minor: 100 });
		expect($auth.get().initials).toBe('An');
		expect($cart.get().license).toHaveLength(1);
		const unbind = $auth.listen(() => {});
		expect($auth.get().name).toBe('Ana');
		unbind();
	});

	it('starts a new record from its defaults', () => {
		const $record = persistentRecord('test-record', v.object({ count: v.number() }), { count: 3 });
		expect($record.get()).toEqual({ count: 3 });
		$record.set({ count: 4 });
		expect($record.get()).toEqual({ count: 4 });
	});
});
