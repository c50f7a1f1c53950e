/**
 * Helpers for the shared overlays' component tests. happy-dom's <dialog> has showModal() and
 * close() but no Escape handling, so `pressEscape` does what a browser does: a cancelable
 * `cancel` event, then close() unless it was prevented.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function pressEscape(dialog: HTMLDialogElement): void {
	act(() => {
		const cancel = new Event('cancel', { cancelable: true });
		dialog.dispatchEvent(cancel);
		if (!cancel.defaultPrevented) dialog.close();
	});
}

/** Moves the fake clock inside act(), so React renders what the timers changed. */
export function advance(ms: number): void {
	act(() => {
		vi.advanceTimersByTime(ms);
	});
}

/**
 * The browser's Back button: resolves once `popstate` has fired (happy-dom fires it on a later
 * task), after the listeners the component registered on mount have run.
 */
export function historyBack(): Promise<void> {
	return new Promise((resolve) => {
		window.addEventListener(
			'popstate',
			() => {
				resolve();
			},
			{ once: true },
		);
		window.history.back();
	});
}
