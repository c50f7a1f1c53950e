import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeTokenCookies } from '../lib/session-cookies';
import { clearSession, setAuth } from './auth';
import { $callToAction } from './call-to-action';
import { addSubscription, setSubscriptions, type Licence } from './subscription';

const base: Licence = {
	status: 'active',
	end: '2026-01-31',
	enrollment_id: 1,
	name: 'Plan',
	lid: 10,
	periodicity: 2,
	price: 1990,
};

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
});

function logIn(): void {
	writeTokenCookies({ access_token: 'token' });
	setAuth({ name: 'Ana' });
}

describe('$callToAction', () => {
	it('offers the free trial to anonymous visitors', () => {
		expect($callToAction.get()).toBe('free_trial');
	});

	it('offers the free trial to a logged-in user who has not used it', () => {
		logIn();
		expect($callToAction.get()).toBe('free_trial');
	});

	it('sends a subscriber with an active licence to the campus', () => {
		logIn();
		addSubscription(base);
		expect($callToAction.get()).toBe('go_to_campus');
	});

	it('asks a freemium or lapsed user to subscribe', () => {
		logIn();
		setSubscriptions([{ ...base, status: 'freemium' }], false);
		expect($callToAction.get()).toBe('subscribe');
		setSubscriptions([{ ...base, status: 'canceled' }], false);
		expect($callToAction.get()).toBe('subscribe');
	});

	it('goes back to the free trial after logout', () => {
		logIn();
		addSubscription(base);
		clearSession();
		expect($callToAction.get()).toBe('free_trial');
	});
});
