import { describe, expect, it } from 'vitest';
import { COMPANION_APPS, COMPANION_APP_IDS, storeForUserAgent } from './companion-apps';
import { EXPERT_COURSE_HOURS, EXPERT_COURSE_IDS, EXPERT_COURSES } from './expert-courses';
import { DEFAULT_FUNNEL, SPONSORS } from './sponsors';

const UA = {
	android:
		'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
	iphone:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
	ipadDesktopMode:
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
	windows:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('expert courses (spec §1)', () => {
	it('has one landing per id, each with modules adding up to 20 hours', () => {
		expect(EXPERT_COURSES.map((course) => course.id)).toEqual([...EXPERT_COURSE_IDS]);
		for (const course of EXPERT_COURSES) {
			const hours = course.modules.reduce((sum, module) => sum + module.hours, 0);
			expect(hours, course.id).toBe(EXPERT_COURSE_HOURS);
			expect(course.outcomes.length, course.id).toBeGreaterThanOrEqual(3);
			expect(course.description.length, course.id).toBeLessThanOrEqual(160);
		}
		expect(EXPERT_COURSE_HOURS).toBe(20);
	});

	it('lets at least one landing ask for the bare navigation bar', () => {
		expect(EXPERT_COURSES.some((course) => course.hideNavbar)).toBe(true);
	});
});

describe('companion apps', () => {
	it('offers both stores for every app', () => {
		expect(COMPANION_APPS.map((app) => app.id)).toEqual([...COMPANION_APP_IDS]);
		for (const app of COMPANION_APPS) {
			expect(app.stores.ios).toMatch(/^https:\/\/apps\.apple\.com\//);
			expect(app.stores.android).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=/);
		}
	});

	it.each([
		[UA.android, 0, 'android'],
		[UA.iphone, 5, 'ios'],
		[UA.ipadDesktopMode, 5, 'ios'],
		[UA.ipadDesktopMode, 0, undefined],
		[UA.windows, 0, undefined],
		['', 0, undefined],
	])('the store for %s (%i touch points) is %s', (userAgent, touchPoints, store) => {
		expect(storeForUserAgent(userAgent, touchPoints)).toBe(store);
	});
});

describe('sponsors', () => {
	it('have unique slugs that are valid funnels and differ from the default one', () => {
		const slugs = SPONSORS.map((sponsor) => sponsor.slug);
		expect(new Set(slugs).size).toBe(slugs.length);
		expect(SPONSORS.length).toBeGreaterThanOrEqual(2);
		for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]{1,60}$/);
		expect(slugs).not.toContain(DEFAULT_FUNNEL);
	});
});
