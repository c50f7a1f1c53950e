import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	$activeLicence,
	$hasLicence,
	$subscription,
	addSubscription,
	resetSubscription,
	setSubscriptions,
	type Licence,
} from './subscription';

function licence(overrides: Partial<Licence> = {}): Licence {
	return {
		status: 'active',
		end: '2026-01-31',
		enrollment_id: 1,
		name: 'Plan Profesional',
		lid: 10,
		periodicity: 2,
		price: 1990,
		info: null,
		...overrides,
	};
}

const canceled = licence({ status: 'canceled', enrollment_id: 1 });
const pastDue = licence({ status: 'past_due', enrollment_id: 2 });
const trialing = licence({ status: 'trialing', enrollment_id: 3 });
const freemium = licence({ status: 'freemium', enrollment_id: 4, end: null });
const active = licence({ status: 'active', enrollment_id: 5 });

beforeAll(() => {
	useTestStorageEngine();
});

beforeEach(() => {
	cleanTestStorage();
	resetSubscription();
});

describe('subscription record', () => {
	let unbind: (() => void) | undefined;

	afterEach(() => {
		unbind?.();
		unbind = undefined;
	});

	it('starts with no licences and the free trial available', () => {
		expect($subscription.get()).toEqual({
			licenses: [],
			hasFreeTrial: true,
			team: null,
			group: null,
		});
		expect($hasLicence.get()).toBe(false);
		expect($activeLicence.get()).toBeNull();
	});

	it('appends a subscription and uses up the free trial', () => {
		addSubscription(trialing);
		addSubscription(active);
		expect($subscription.get()).toEqual({
			licenses: [trialing, active],
			hasFreeTrial: false,
			team: null,
			group: null,
		});
	});

	it('persists as JSON under "subscription"', () => {
		addSubscription(active);
		expect(JSON.parse(getTestStorage()['subscription'] ?? 'null')).toEqual({
			licenses: [active],
			hasFreeTrial: false,
			team: null,
			group: null,
		});
	});

	it("counts a team member's pharmacy licence as a licence, without making it one of theirs", () => {
		setSubscriptions([], true, {
			pharmacyName: 'Farmacia Centro',
			planName: 'Plan Farmacia XL mensual',
			status: 'active',
		});
		expect($hasLicence.get()).toBe(true);
		expect($activeLicence.get()).toBeNull();
		setSubscriptions([canceled], false, null);
		expect($hasLicence.get()).toBe(false);
	});

	it('keeps the group a person holds, and forgets it with the rest', () => {
		setSubscriptions([], true, null, { name: 'Grupo Norte' });
		expect($subscription.get().group).toEqual({ name: 'Grupo Norte' });
		addSubscription(active);
		expect($subscription.get().group).toEqual({ name: 'Grupo Norte' });
		resetSubscription();
		expect($subscription.get().group).toBeNull();
	});

	it('replaces everything with setSubscriptions', () => {
		addSubscription(active);
		setSubscriptions([canceled], true);
		expect($subscription.get()).toEqual({
			licenses: [canceled],
			hasFreeTrial: true,
			team: null,
			group: null,
		});
	});

	it('restores a stored record, and falls back to the defaults when it is unusable', () => {
		unbind = $subscription.listen(() => {});
		setTestStorageKey(
			'subscription',
			JSON.stringify({ licenses: [freemium], hasFreeTrial: false }),
		);
		expect($subscription.get()).toEqual({
			licenses: [freemium],
			hasFreeTrial: false,
			team: null,
			group: null,
		});

		setTestStorageKey('subscription', '{oops');
		expect($subscription.get()).toEqual({
			licenses: [],
			hasFreeTrial: true,
			team: null,
			group: null,
		});

		setTestStorageKey('subscription', JSON.stringify({ licenses: [{ status: 1 }] }));
		expect($subscription.get()).toEqual({
			licenses: [],
			hasFreeTrial: true,
			team: null,
			group: null,
		});
	});
});

describe('active licence', () => {
	it('is the first licence that is active, trialing or freemium', () => {
		setSubscriptions([canceled, trialing, active], false);
		expect($activeLicence.get()).toBe(trialing);
		expect($hasLicence.get()).toBe(true);
	});

	it('can be a licence whose renewal failed, which keeps access during its grace', () => {
		setSubscriptions([canceled, pastDue, active], false);
		expect($activeLicence.get()).toBe(pastDue);
	});

	it('skips statuses without access such as canceled', () => {
		setSubscriptions([canceled, active], false);
		expect($activeLicence.get()).toBe(active);
	});

	it('can be a freemium licence, which sets isFreemium', () => {
		setSubscriptions([canceled, freemium, active], false);
		expect($activeLicence.get()).toBe(freemium);
	});

	it('is null when no licence gives access', () => {
		setSubscriptions([canceled], false);
		expect($activeLicence.get()).toBeNull();
		expect($hasLicence.get()).toBe(false);
	});
});
