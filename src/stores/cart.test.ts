import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	$cart,
	$firstCartEntry,
	$firstLicence,
	$hasSaleCode,
	addLicence,
	clearCart,
	resetCart,
	setCartItems,
	setSaleCode,
	type CartLicence,
} from './cart';

const monthly: CartLicence = {
	license_id: 10,
	name: 'Profesional mensual',
	slug: 'profesional-mensual',
	amount_minor: 1990,
	currency_code: 'EUR',
	billing_type: 2,
};
const annual: CartLicence = {
	license_id: 11,
	name: 'Profesional anual',
	slug: 'profesional-anual',
	amount_minor: 19_100,
};

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	resetCart();
});

describe('cart', () => {
	it('starts empty', () => {
		expect($cart.get()).toEqual({ license: [], cart: [], saleCode: null });
		expect($firstCartEntry.get()).toBeNull();
		expect($firstLicence.get()).toBeNull();
		expect($hasSaleCode.get()).toBe(false);
	});

	it('keeps only one licence: adding replaces the list', () => {
		addLicence(monthly);
		addLicence(annual);
		expect($cart.get().license).toEqual([annual]);
		expect($firstLicence.get()).toEqual(annual);
	});

	it('exposes the first cart entry', () => {
		setCartItems([{ lid: 11 }, { lid: 12 }]);
		expect($firstCartEntry.get()).toEqual({ lid: 11 });
	});

	it('clears cart lines and licences but keeps the sale code', () => {
		addLicence(monthly);
		setCartItems([{ lid: 10 }]);
		setSaleCode('SC-1');
		clearCart();
		expect($cart.get()).toEqual({ license: [], cart: [], saleCode: 'SC-1' });
		expect($firstCartEntry.get()).toBeNull();
		expect($firstLicence.get()).toBeNull();
	});

	it.each([
		[null, false],
		['', false],
		['  ', false],
		['\t\n', false],
		['SC-1', true],
		['  SC-1 ', true],
	])('hasSaleCode for %j is %s', (code, expected) => {
		setSaleCode(code);
		expect($hasSaleCode.get()).toBe(expected);
	});

	it('sets and clears the sale code', () => {
		setSaleCode('SC-1');
		expect($cart.get().saleCode).toBe('SC-1');
		setSaleCode(null);
		expect($cart.get().saleCode).toBeNull();
	});

	it('persists as JSON under "lwf_cart"', () => {
		addLicence(monthly);
		setSaleCode('SC-9');
		expect(JSON.parse(getTestStorage()['lwf_cart'] ?? 'null')).toEqual({
			license: [monthly],
			cart: [],
			saleCode: 'SC-9',
		});
	});

	it('restores a stored cart and repairs a damaged one field by field', () => {
		const unbind = $cart.listen(() => {});
		setTestStorageKey(
			'lwf_cart',
			JSON.stringify({ license: [annual], cart: [{ lid: 11, qty: 1 }], saleCode: 'SC-2' }),
		);
		expect($cart.get()).toEqual({
			license: [annual],
			cart: [{ lid: 11, qty: 1 }],
			saleCode: 'SC-2',
		});

		setTestStorageKey('lwf_cart', JSON.stringify({ license: 'x', saleCode: 'SC-3' }));
		expect($cart.get()).toEqual({ license: [], cart: [], saleCode: 'SC-3' });
		unbind();
	});
});
