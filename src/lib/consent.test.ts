// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { consentCookie, CONSENT_VERSION, readConsent, startAnalytics, trackEvent } from './consent';

afterEach(() => {
	document.head.innerHTML = '';
	delete window.dataLayer;
});

describe('consent cookie', () => {
	it('reads no choice when the cookie is absent or from another version', () => {
		expect(readConsent('')).toBeNull();
		expect(readConsent('at_dev=abc; other=1')).toBeNull();
		expect(readConsent(`lc_consent=v${CONSENT_VERSION + 1}.analytics-1`)).toBeNull();
		expect(readConsent('lc_consent=garbage')).toBeNull();
	});

	it('round-trips acceptance and rejection among other cookies', () => {
		for (const analytics of [true, false]) {
			const cookie = consentCookie({ analytics }, false).split(';')[0]!;
			expect(readConsent(`at_dev=x; ${cookie}; rt_dev=y`)).toEqual({ analytics });
		}
	});

	it('keeps the choice for 12 months on the whole site, Secure over HTTPS', () => {
		const cookie = consentCookie({ analytics: true }, true);
		expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
		expect(cookie).toContain('Path=/');
		expect(cookie).toContain('Secure');
		expect(consentCookie({ analytics: false }, false)).not.toContain('Secure');
	});
});

describe('analytics', () => {
	it('does nothing without a container id', () => {
		expect(startAnalytics(window, undefined)).toBe(false);
		expect(window.dataLayer).toBeUndefined();
		expect(document.querySelector('script')).toBeNull();
	});

	it('queues the page view and adds the tag manager once, for Partytown', () => {
		let updates = 0;
		window.addEventListener('ptupdate', () => updates++);
		expect(startAnalytics(window, 'GTM-TEST1')).toBe(true);
		startAnalytics(window, 'GTM-TEST1');
		const scripts = document.querySelectorAll('script[data-tag-manager]');
		expect(scripts).toHaveLength(1);
		expect(scripts[0]?.getAttribute('type')).toBe('text/partytown');
		expect(scripts[0]?.getAttribute('src')).toContain('id=GTM-TEST1');
		expect(updates).toBe(1);
		expect(window.dataLayer).toContainEqual({ event: 'page_view', page_path: location.pathname });
	});

	it('records events only once analytics run', () => {
		trackEvent(window, 'free_trial');
		expect(window.dataLayer).toBeUndefined();
		startAnalytics(window, 'GTM-TEST1');
		trackEvent(window, 'free_trial', { from: 'footer' });
		expect(window.dataLayer?.at(-1)).toEqual({ event: 'free_trial', from: 'footer' });
	});
});
