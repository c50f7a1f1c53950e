import { describe, expect, it } from 'vitest';
import type { LearnerStatistics } from '../../../lib/contracts/statistics';
import { canAsk, hasActivity, screenOf, type ScreenInput } from './state';

const QUIET: LearnerStatistics = {
	minutesWatched: 0,
	days: [],
	weeks: [],
	streak: { current: 0, best: 0 },
	coursesCompleted: 0,
	coursesInProgress: 0,
	itemsCompleted: 0,
	certificates: 0,
	hoursByArea: [],
};

/** Logged in with a licence, the statistics loaded. */
const LOADED: ScreenInput = {
	phase: 'ready',
	isLoggedIn: true,
	licencesLoaded: true,
	hasLicence: true,
	load: { state: 'ready', stats: { ...QUIET, minutesWatched: 12 } },
};

describe('screenOf', () => {
	it('shows nothing private before the session check', () => {
		expect(screenOf({ ...LOADED, phase: 'checking', isLoggedIn: false })).toBe('checking');
	});

	it('offers the plans when the server refuses the licence, even once the session closed', () => {
		const refused = { state: 'failed', result: 'lic_req', msg: 'x' } as const;
		expect(screenOf({ ...LOADED, load: refused })).toBe('plans');
		expect(screenOf({ ...LOADED, load: refused, isLoggedIn: false })).toBe('plans');
	});

	it('links to the login when the session ended on the page', () => {
		expect(screenOf({ ...LOADED, isLoggedIn: false })).toBe('session_gone');
	});

	it('offers the plans when the reloaded licences open nothing', () => {
		expect(screenOf({ ...LOADED, hasLicence: false, load: { state: 'idle' } })).toBe('plans');
		// Until they are reloaded the stored ones are not trusted to refuse.
		expect(
			screenOf({ ...LOADED, licencesLoaded: false, hasLicence: false, load: { state: 'idle' } }),
		).toBe('loading');
	});

	it('explains another failure, waits for the answer, and tells an empty start from activity', () => {
		expect(screenOf({ ...LOADED, load: { state: 'failed', result: 'x', msg: 'y' } })).toBe(
			'failed',
		);
		expect(screenOf({ ...LOADED, load: { state: 'loading' } })).toBe('loading');
		expect(screenOf({ ...LOADED, load: { state: 'ready', stats: QUIET } })).toBe('empty');
		expect(screenOf(LOADED)).toBe('statistics');
	});
});

describe('canAsk', () => {
	it('asks only a logged-in learner whose reloaded licences open the campus', () => {
		expect(canAsk(LOADED)).toBe(true);
		expect(canAsk({ ...LOADED, phase: 'checking' })).toBe(false);
		expect(canAsk({ ...LOADED, licencesLoaded: false })).toBe(false);
		expect(canAsk({ ...LOADED, hasLicence: false })).toBe(false);
		expect(canAsk({ ...LOADED, isLoggedIn: false })).toBe(false);
	});
});

describe('hasActivity', () => {
	it.each([
		['minutes watched', { minutesWatched: 1 }],
		['a best streak', { streak: { current: 0, best: 2 } }],
		['an item done', { itemsCompleted: 1 }],
		['a course started', { coursesInProgress: 1 }],
		['a certificate', { certificates: 1 }],
	])('counts %s', (_, change) => {
		expect(hasActivity({ ...QUIET, ...change })).toBe(true);
	});

	it('does not count a blank start', () => {
		expect(hasActivity(QUIET)).toBe(false);
	});
});
