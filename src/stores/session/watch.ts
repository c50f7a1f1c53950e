/** When the session check runs: on load, on focus and when the tab becomes visible (spec §4). */
import { api, type ApiClient } from '../../lib/api/client';
import { currentPathname } from './browser';
import { checkSession } from './check';
import { showPendingWelcome } from './welcome';

/** Focus events closer together than this make one session check (spec §9). */
export const FOCUS_DEBOUNCE_MS = 500;

export interface WatchSessionOptions {
	/** Receives `focus` (the window). */
	focusTarget?: EventTarget | undefined;
	/** Receives `visibilitychange` and tells `visibilityState` (the document). */
	visibilityTarget?:
		(EventTarget & { readonly visibilityState: DocumentVisibilityState }) | undefined;
	pathname?: (() => string) | undefined;
	client?: ApiClient | undefined;
}

/**
 * Checks the session now, when the window gets focus (debounced 500 ms) and when the tab becomes
 * visible (spec §4), and shows the greeting a login on the previous page left. A tab switch fires
 * both visibilitychange and focus: the focus that follows a visibility check is the same switch
 * and is ignored. Returns a function that stops watching.
 */
export function watchSession(options: WatchSessionOptions = {}): () => void {
	const {
		focusTarget = window,
		visibilityTarget = document,
		pathname = currentPathname,
		client = api,
	} = options;
	const check = () => checkSession({ pathname: pathname(), client });
	let focusTimer: ReturnType<typeof setTimeout> | null = null;
	let ignoreFocusUntil = 0;

	const cancelFocusCheck = () => {
		if (focusTimer !== null) clearTimeout(focusTimer);
		focusTimer = null;
	};
	const onFocus = () => {
		if (Date.now() < ignoreFocusUntil) return;
		cancelFocusCheck();
		focusTimer = setTimeout(() => {
			focusTimer = null;
			void check();
		}, FOCUS_DEBOUNCE_MS);
	};
	const onVisibilityChange = () => {
		if (visibilityTarget.visibilityState !== 'visible') return;
		cancelFocusCheck();
		ignoreFocusUntil = Date.now() + FOCUS_DEBOUNCE_MS;
		void check();
	};

	showPendingWelcome();
	void check();
	focusTarget.addEventListener('focus', onFocus);
	visibilityTarget.addEventListener('visibilitychange', onVisibilityChange);
	return () => {
		cancelFocusCheck();
		focusTarget.removeEventListener('focus', onFocus);
		visibilityTarget.removeEventListener('visibilitychange', onVisibilityChange);
	};
}
