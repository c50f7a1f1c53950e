// @vitest-environment happy-dom
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeTokenCookies } from '../lib/session-cookies';
import { clearSession, setAuth } from './auth';
import { $offerPerson, syncOfferAttribute } from './offer';
import { addSubscription, setSubscriptions, type Licence } from './subscription';

const trial: Licence = {
	status: 'trialing',
	end: '2030-01-06',
	enrollment_id: 1,
	name: 'Plan Profesional mensual',
	lid: 205,
	periodicity: 2,
	price: 0,
};

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	clearSession();
});

function logIn(role: number | null = 1): void {
	writeTokenCookies({ access_token: 'token' });
	setAuth({ name: 'Ana', role });
}

describe('$offerPerson', () => {
	it('follows the session and the subscription record', () => {
		expect($offerPerson.get()).toEqual({ state: 'anonymous', access: 'none' });
		logIn();
		expect($offerPerson.get()).toEqual({ state: 'trial_available', access: 'none' });
		addSubscription(trial);
		expect($offerPerson.get()).toEqual({ state: 'trialing', access: 'demo' });
		setSubscriptions([], true, null, { name: 'Grupo Demo Liceo' });
		expect($offerPerson.get()).toEqual({ state: 'group_holder', access: 'none' });
		clearSession();
		expect($offerPerson.get()).toEqual({ state: 'anonymous', access: 'none' });
	});
});

describe('syncOfferAttribute', () => {
	it('keeps data-offer on <html> equal to the person while the page lives', () => {
		const root = document.documentElement;
		const stop = syncOfferAttribute(root);
		expect(root.getAttribute('data-offer')).toBe('anonymous.none');
		logIn(2);
		setSubscriptions([{ ...trial, status: 'active' }], false);
		expect(root.getAttribute('data-offer')).toBe('pharmacy_owner.full');
		stop();
		clearSession();
		expect(root.getAttribute('data-offer')).toBe('pharmacy_owner.full');
	});
});
