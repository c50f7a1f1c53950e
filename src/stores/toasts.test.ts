import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
	$toasts,
	DEFAULT_TOAST_TIMEOUT_MS,
	clearToasts,
	dismissToast,
	holdToast,
	releaseToast,
	showToast,
} from './toasts';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	clearToasts();
	vi.useRealTimers();
});

const texts = () => $toasts.get().map((toast) => toast.text);

describe('showToast', () => {
	test('stays 3000 ms by default (spec §9)', () => {
		expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(3000);
		showToast({ text: 'Guardado', type: 'success' });
		vi.advanceTimersByTime(2999);
		expect(texts()).toEqual(['Guardado']);
		vi.advanceTimersByTime(1);
		expect(texts()).toEqual([]);
	});

	test('honours a custom timeout', () => {
		showToast({ text: 'Sesión no válida', type: 'error', timeout: 4000 });
		vi.advanceTimersByTime(3999);
		expect(texts()).toEqual(['Sesión no válida']);
		vi.advanceTimersByTime(1);
		expect(texts()).toEqual([]);
	});

	test('falls back to the default for a zero, negative or non-finite timeout', () => {
		showToast({ text: 'a', type: 'success', timeout: 0 });
		showToast({ text: 'b', type: 'success', timeout: -5 });
		showToast({ text: 'c', type: 'success', timeout: Number.NaN });
		expect($toasts.get().map((toast) => toast.timeout)).toEqual([3000, 3000, 3000]);
	});

	test('keeps toasts in order with their own ids and clocks', () => {
		const first = showToast({ text: 'uno', type: 'success' });
		vi.advanceTimersByTime(1000);
		const second = showToast({ text: 'dos', type: 'error' });
		expect(second).not.toBe(first);
		expect(texts()).toEqual(['uno', 'dos']);
		vi.advanceTimersByTime(2000);
		expect(texts()).toEqual(['dos']);
		vi.advanceTimersByTime(1000);
		expect(texts()).toEqual([]);
	});

	test('gives each type its icon unless one is given', () => {
		showToast({ text: 'ok', type: 'success' });
		showToast({ text: 'mal', type: 'error' });
		showToast({ text: 'correo', type: 'success', icon: 'mail' });
		expect($toasts.get().map((toast) => toast.icon)).toEqual(['check', 'alert', 'mail']);
	});
});

describe('dismissToast', () => {
	test('removes the toast at once and its timer does nothing later', () => {
		const id = showToast({ text: 'Guardado', type: 'success' });
		showToast({ text: 'Otro', type: 'success', timeout: 10_000 });
		dismissToast(id);
		expect(texts()).toEqual(['Otro']);
		vi.advanceTimersByTime(3000);
		expect(texts()).toEqual(['Otro']);
	});

	test('ignores an unknown id', () => {
		showToast({ text: 'Guardado', type: 'success' });
		const before = $toasts.get();
		dismissToast(999_999);
		expect($toasts.get()).toBe(before);
	});
});

describe('holdToast and releaseToast', () => {
	test('stop the clock while held and resume with the time left', () => {
		const id = showToast({ text: 'Guardado', type: 'success' });
		vi.advanceTimersByTime(1000);
		holdToast(id);
		vi.advanceTimersByTime(60_000);
		expect(texts()).toEqual(['Guardado']);
		releaseToast(id);
		vi.advanceTimersByTime(1999);
		expect(texts()).toEqual(['Guardado']);
		vi.advanceTimersByTime(1);
		expect(texts()).toEqual([]);
	});

	test('a second release does not start a second clock', () => {
		const id = showToast({ text: 'Guardado', type: 'success' });
		holdToast(id);
		releaseToast(id);
		releaseToast(id);
		vi.advanceTimersByTime(3000);
		expect(texts()).toEqual([]);
	});
});
