import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $contactName, resetContactName, setContactName } from './contact-name';

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	resetContactName();
});

describe('contact name', () => {
	it('defaults to null', () => {
		expect($contactName.get()).toBeNull();
	});

	it('stores a trimmed name as JSON under "contactName"', () => {
		setContactName('  Lucía ');
		expect($contactName.get()).toBe('Lucía');
		expect(getTestStorage()['contactName']).toBe('"Lucía"');
	});

	it('stores a blank name as null', () => {
		setContactName('Lucía');
		setContactName('   ');
		expect($contactName.get()).toBeNull();
		expect(getTestStorage()['contactName']).toBe('null');
	});

	it('restores a stored name and ignores a value of another type', () => {
		const unbind = $contactName.listen(() => {});
		setTestStorageKey('contactName', '"Marta"');
		expect($contactName.get()).toBe('Marta');
		setTestStorageKey('contactName', '42');
		expect($contactName.get()).toBeNull();
		unbind();
	});
});
