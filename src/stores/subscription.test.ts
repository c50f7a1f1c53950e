import {
	cleanTestStorage,
	getTestStorage,
	setTestStorageKey,
	useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	$activeLicence,
	$hasFreeTrial,
	$hasLicence,
	$isFreemium,
	$subscription,
	addSubscription,
	callToAction,
	callToActionHref,
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
		expect($subscription.get()).toEqual({ licenses: [], hasFreeTrial: true, team: null });
		expect($hasFreeTrial.get()).toBe(true);
		expect($hasLicence.get()).toBe(false);
		expect($activeLicence.get()).toBeNull();
		expect($isFreemium.get()).toBe(false);
	});

	it('appends a subscription and uses up the free trial', () => {
		addSubscription(trialing);
		addSubscription(active);
		expect($subscription.get()).toEqual({
			licenses: [trialing, active],
			hasFreeTrial: false,
			team: null,
		});
		expect($hasFreeTrial.get()).toBe(false);
	});

	it('persists as JSON under "subscription"', () => {
		addSubscription(active);
		expect(JSON.parse(getTestStorage()['subscription'] ?? 'null')).toEqual({
			licenses: [active],
			hasFreeTrial: false,
			team: null,
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

	it('replaces everything with setSubscriptions', () => {
		addSubscription(active);
		setSubscriptions([canceled], true);
		expect($subscription.get()).toEqual({ licenses: [canceled], hasFreeTrial: true, team: null });
	});

	it('restores a stored record, and falls back to the defaults when it is unusable', () => {
		unbind = $subscription.listen(() => {});
		setTestStorageKey(
			'subscription',
			JSON.stringify({ licenses: [freemium], hasFreeTrial: false }),
		);
		expect($subscription.get()).toEqual({ licenses: [freemium], hasFreeTrial: false, team: null });
		expect($isFreemium.get()).toBe(true);

		setTestStorageKey('subscription', '{oops');
		expect($subscription.get()).toEqual({ licenses: [], hasFreeTrial: true, team: null });

		setTestStorageKey('subscription', JSON.stringify({ licenses: [{ status: 1 }] }));
		expect($subscription.get()).toEqual({ licenses: [], hasFreeTrial: true, team: null });
	});
});

describe('active licence', () => {
	it('is the first licence that is active, trialing or freemium', () => {
		setSubscriptions([canceled, pastDue, trialing, active], false);
		expect($activeLicence.get()).toBe(trialing);
		expect($hasLicence.get()).toBe(true);
		expect($isFreemium.get()).toBe(false);
	});

	it('skips statuses without access such as canceled', () => {
		setSubscriptions([canceled, active], false);
		expect($activeLicence.get()).toBe(active);
	});

	it('can be a freemium licence, which sets isFreemium', () => {
		setSubscriptions([canceled, freemium, active], false);
		expect($activeLicence.get()).toBe(freemium);
		expect($isFreemium.get()).toBe(true);
	});

	it('is null when no licence gives access', () => {
		setSubscriptions([canceled, pastDue], false);
		expect($activeLicence.get()).toBeNull();
		expect($hasLicence.get()).toBe(false);
		expect($isFreemium.get()).toBe(false);
	});
});

describe('callToAction', () => {
	it.each([
		{ isLoggedIn: false, hasFreeTrial: true, activeLicence: null, expected: 'free_trial' },
		{ isLoggedIn: false, hasFreeTrial: false, activeLicence: active, expected: 'free_trial' },
		{ isLoggedIn: true, hasFreeTrial: true, activeLicence: active, expected: 'free_trial' },
		{ isLoggedIn: true, hasFreeTrial: false, activeLicence: active, expected: 'go_to_campus' },
		{ isLoggedIn: true, hasFreeTrial: false, activeLicence: trialing, expected: 'go_to_campus' },
		{ isLoggedIn: true, hasFreeTrial: false, activeLicence: freemium, expected: 'subscribe' },
		{ isLoggedIn: true, hasFreeTrial: false, activeLicence: null, expected: 'subscribe' },
	] as const)(
		'logged in $isLoggedIn, trial $hasFreeTrial, licence $activeLicence.status → $expected',
		({ expected, ...input }) => {
			expect(callToAction(input)).toBe(expected);
		},
	);
});

describe('callToActionHref', () => {
	it('leads to the trial chooser, the campus or the purchase chooser', () => {
		expect(callToActionHref('free_trial', 'https://campus.example')).toBe(
			'/prueba-gratis/seleccion',
		);
		expect(callToActionHref('go_to_campus', 'https://campus.example')).toBe(
			'https://campus.example',
		);
		expect(callToActionHref('subscribe', 'https://campus.example')).toBe('/compra/seleccion');
	});

	it('uses this site’s dashboard when the campus URL is empty', () => {
		expect(callToActionHref('go_to_campus', '')).toBe('/dashboard');
	});
});
