/**
 * Cookie consent (Spanish LSSI art. 22.2 and the AEPD guide): technical cookies need no consent;
 * analytics only run after the visitor accepts them, and the choice is remembered for 12 months
 * (the AEPD considers up to 24 months reasonable) in a technical cookie of its own.
 */

export const CONSENT_COOKIE = 'lc_consent';
/** Bump when the purposes change: older answers then no longer count and the banner returns. */
export const CONSENT_VERSION = 1;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface Consent {
	analytics: boolean;
}

/**
 * The stored choice, or null when the visitor has not chosen yet (or chose under an older version).
 *
 * @example
 * readConsent('lc_consent=v1.analytics-1; at_dev=x'); // { analytics: true }
 */
export function readConsent(cookieHeader: string): Consent | null {
	const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=v(\\d+)\\.analytics-([01])(?:;|$)`).exec(
		cookieHeader,
	);
	if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
	return { analytics: match[2] === '1' };
}

/** The `document.cookie` assignment that stores `consent`. */
export function consentCookie(consent: Consent, secure: boolean): string {
	const value = `v${CONSENT_VERSION}.analytics-${consent.analytics ? '1' : '0'}`;
	return `${CONSENT_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** What the tag manager reads; declared here so the analytics code stays typed. */
type DataLayer = Record<string, unknown>[];
declare global {
	interface Window {
		dataLayer?: DataLayer;
	}
}

/**
 * Loads the tag manager through Partytown (a `text/partytown` script that its worker picks up) and
 * records this page view. Does nothing without a container id.
 */
export function startAnalytics(win: Window, containerId: string | undefined): boolean {
	if (!containerId) return false;
	const dataLayer = (win.dataLayer ??= []);
	dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
	// Every navigation of this multi-page site is a page load: one page-path event each (spec §2).
	dataLayer.push({ event: 'page_view', page_path: win.location.pathname });
	const doc = win.document;
	if (!doc.querySelector('script[data-tag-manager]')) {
		const script = doc.createElement('script');
		script.type = 'text/partytown';
		script.dataset.tagManager = '';
		script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
		doc.head.append(script);
		win.dispatchEvent(new CustomEvent('ptupdate'));
	}
	return true;
}

/** Records an analytics event (e.g. the footer's free-trial click) when analytics are running. */
export function trackEvent(win: Window, event: string, data: Record<string, unknown> = {}): void {
	win.dataLayer?.push({ event, ...data });
}
