/**
 * The greeting a login leaves for the next page.
 */
import { describe, expect, it } from 'vitest';
import { useSessionBrowser } from '../../../tests/mocks/session-api';
import { $welcomePopup, dismissWelcomePopup } from '../overlays-welcome';
import { PENDING_WELCOME_KEY, showPendingWelcome } from './welcome';

const browser = useSessionBrowser();

describe('showPendingWelcome', () => {
	it('shows the greeting a login left, once', () => {
		browser.session.set(PENDING_WELCOME_KEY, 'Ana Ruiz');
		showPendingWelcome();
		expect($welcomePopup.get()?.fullName).toBe('Ana Ruiz');
		dismissWelcomePopup();
		showPendingWelcome();
		expect($welcomePopup.get()).toBeNull();
	});
});
