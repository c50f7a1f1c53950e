/**
 * When the session check runs: on load, on focus (debounced) and when the tab becomes visible.
 */
import { describe, expect, it, vi, beforeEach } from 'vitest';
import {
	CHECK,
	fakeApi,
	logInLocally,
	ok,
	useSessionBrowser,
} from '../../../tests/mocks/session-api';
import { $auth, $isLoggedIn } from '../auth';
import { $welcomePopup } from '../overlays-welcome';
import { FOCUS_DEBOUNCE_MS, watchSession } from './watch';
import { PENDING_WELCOME_KEY } from './welcome';

const browser = useSessionBrowser();

describe('watchSession', () => {
	class FakeDocument extends EventTarget {
		visibilityState: DocumentVisibilityState = 'visible';
		show(state: DocumentVisibilityState) {
			this.visibilityState = state;
			this.dispatchEvent(new Event('visibilitychange'));
		}
	}

	function watch() {
		logInLocally('at-1', 'rt-1');
		const api = fakeApi({ [CHECK]: () => ok({ token: { call_refresh_token: false } }) });
		const win = new EventTarget();
		const doc = new FakeDocument();
		const stop = watchSession({
			focusTarget: win,
			visibilityTarget: doc,
			pathname: () => browser.pathname,
			client: api.client,
		});
		const checks = () => api.callsTo(CHECK).length;
		const focus = () => win.dispatchEvent(new Event('focus'));
		return { api, win, doc, stop, checks, focus };
	}

	beforeEach(() => {
		vi.useFakeTimers();
	});

	it('checks on load', async () => {
		const { checks, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		expect(checks()).toBe(1);
		stop();
	});

	it('debounces focus by 500 ms: a burst of focus events makes one check', async () => {
		expect(FOCUS_DEBOUNCE_MS).toBe(500);
		const { checks, focus, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		focus();
		await vi.advanceTimersByTimeAsync(200);
		focus();
		await vi.advanceTimersByTimeAsync(200);
		focus();
		await vi.advanceTimersByTimeAsync(499);
		expect(checks()).toBe(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(checks()).toBe(2);
		stop();
	});

	it('checks at once when the tab becomes visible, not when it is hidden', async () => {
		const { checks, doc, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		doc.show('hidden');
		await vi.advanceTimersByTimeAsync(0);
		expect(checks()).toBe(1);
		doc.show('visible');
		await vi.advanceTimersByTimeAsync(0);
		expect(checks()).toBe(2);
		stop();
	});

	it('counts a tab switch (visible, then focus) as one check', async () => {
		const { checks, doc, focus, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		doc.show('visible');
		focus();
		await vi.advanceTimersByTimeAsync(FOCUS_DEBOUNCE_MS * 2);
		expect(checks()).toBe(2);
		stop();
	});

	it('notices on focus that another tab logged out', async () => {
		const { focus, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		expect($isLoggedIn.get()).toBe(true);
		// The other tab expired the shared cookies.
		browser.jar.values.clear();
		focus();
		await vi.advanceTimersByTimeAsync(FOCUS_DEBOUNCE_MS);
		expect($isLoggedIn.get()).toBe(false);
		expect($auth.get().name).toBe('');
		stop();
	});

	it('shows the greeting a login left for this page', async () => {
		browser.session.set(PENDING_WELCOME_KEY, 'Ana Ruiz');
		const { stop } = watch();
		expect($welcomePopup.get()?.fullName).toBe('Ana Ruiz');
		await vi.advanceTimersByTimeAsync(0);
		stop();
	});

	it('stops listening', async () => {
		const { checks, focus, doc, stop } = watch();
		await vi.advanceTimersByTimeAsync(0);
		stop();
		focus();
		doc.show('visible');
		await vi.advanceTimersByTimeAsync(FOCUS_DEBOUNCE_MS);
		expect(checks()).toBe(1);
	});
});
