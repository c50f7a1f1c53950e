import { describe, expect, it } from 'vitest';
import { campusScreen, courseStatus, type CampusScreenInput } from './campus-state';

describe('what a campus card says', () => {
	it('a course the trial leaves out says so, whatever the progress', () => {
		expect(courseStatus({ pct: 50, completed: false, demoExcluded: true })).toEqual({
			kind: 'excluded',
		});
	});

	it('a completed course says "Completado"; any other its share, within 0–100', () => {
		expect(courseStatus({ pct: 100, completed: true, demoExcluded: false })).toEqual({
			kind: 'completed',
		});
		expect(courseStatus({ pct: 0, completed: false, demoExcluded: false })).toEqual({
			kind: 'progress',
			pct: 0,
		});
		expect(courseStatus({ pct: 40, completed: false, demoExcluded: false })).toEqual({
			kind: 'progress',
			pct: 40,
		});
		expect(courseStatus({ pct: 140, completed: false, demoExcluded: false })).toMatchObject({
			pct: 100,
		});
	});
});

describe('the campus catalogue screen', () => {
	const ready: CampusScreenInput = {
		phase: 'ready',
		isLoggedIn: true,
		licencesLoaded: true,
		hasLicence: true,
		refused: false,
	};

	it('waits for the session check and the licences', () => {
		expect(campusScreen({ ...ready, phase: 'checking' })).toBe('checking');
		expect(campusScreen({ ...ready, licencesLoaded: false })).toBe('checking');
	});

	it('shows the catalogue to someone a licence (their own or their team’s) lets in', () => {
		expect(campusScreen(ready)).toBe('catalogue');
	});

	it('offers the plans without a licence, or when the API says the licence ended', () => {
		expect(campusScreen({ ...ready, hasLicence: false })).toBe('plans');
		expect(campusScreen({ ...ready, refused: true })).toBe('plans');
	});

	it('says the session ended when it ends on the page', () => {
		expect(campusScreen({ ...ready, isLoggedIn: false })).toBe('session_gone');
	});
});
