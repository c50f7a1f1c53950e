import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
	$loadingScreen,
	LOADING_HIDE_DELAY_MS,
	hideLoadingScreen,
	resetLoadingScreen,
	showLoadingScreen,
} from './overlays-loading';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	resetLoadingScreen();
	vi.useRealTimers();
});

test('shows at once with its texts (blank ones dropped) and the sending flag', () => {
	showLoadingScreen({ texts: ['Procesando el pago', '  '], sending: true });
	expect($loadingScreen.get()).toEqual({
		visible: true,
		texts: ['Procesando el pago'],
		sending: true,
	});
});

test('hides 500 ms after hideLoadingScreen (spec §9)', () => {
	expect(LOADING_HIDE_DELAY_MS).toBe(500);
	showLoadingScreen();
	hideLoadingScreen();
	vi.advanceTimersByTime(499);
	expect($loadingScreen.get().visible).toBe(true);
	vi.advanceTimersByTime(1);
	expect($loadingScreen.get()).toEqual({ visible: false, texts: [], sending: false });
});

test('showing again during the delay cancels the pending hide', () => {
	showLoadingScreen();
	hideLoadingScreen();
	vi.advanceTimersByTime(300);
	showLoadingScreen({ texts: ['Un momento'] });
	vi.advanceTimersByTime(1000);
	expect($loadingScreen.get().visible).toBe(true);
});

test('a second hide does not push the deadline back', () => {
	showLoadingScreen();
	hideLoadingScreen();
	vi.advanceTimersByTime(400);
	hideLoadingScreen();
	vi.advanceTimersByTime(100);
	expect($loadingScreen.get().visible).toBe(false);
});
