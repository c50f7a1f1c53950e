/**
 * The full-screen loading screen (spec §4, §9): one per page, shown by whatever action waits on a
 * slow call (a payment, a sign-up) and hidden 500 ms after the action says it is done, so a fast
 * answer does not make the screen flash.
 */
import { atom } from 'nanostores';

/** Delay between `hideLoadingScreen()` and the screen going away (spec §9). */
export const LOADING_HIDE_DELAY_MS = 500;

export interface LoadingScreenState {
	visible: boolean;
	/** Messages typed one after another while waiting; the "can take a few seconds" note needs them. */
	texts: readonly string[];
	/** Shows the "sending" animation (a message flying off) instead of the spinner. */
	sending: boolean;
}

export interface LoadingScreenOptions {
	texts?: readonly string[] | undefined;
	sending?: boolean | undefined;
}

const HIDDEN: LoadingScreenState = { visible: false, texts: [], sending: false };

export const $loadingScreen = atom<LoadingScreenState>(HIDDEN);

let hideTimer: ReturnType<typeof setTimeout> | null = null;

function cancelPendingHide(): void {
	if (hideTimer) clearTimeout(hideTimer);
	hideTimer = null;
}

/**
 * Shows the loading screen at once; a hide still pending from an earlier call is cancelled.
 *
 * @example
 * showLoadingScreen({ texts: ['Procesando el pago', 'Activando tu plan'], sending: true });
 */
export function showLoadingScreen({
	texts = [],
	sending = false,
}: LoadingScreenOptions = {}): void {
	cancelPendingHide();
	$loadingScreen.set({ visible: true, texts: texts.filter((text) => text.trim() !== ''), sending });
}

/** Hides the loading screen after {@link LOADING_HIDE_DELAY_MS}. */
export function hideLoadingScreen(): void {
	if (!$loadingScreen.get().visible || hideTimer) return;
	hideTimer = setTimeout(() => {
		hideTimer = null;
		$loadingScreen.set(HIDDEN);
	}, LOADING_HIDE_DELAY_MS);
}

/** Hides it now, without the delay (tests, or a page being left anyway). */
export function resetLoadingScreen(): void {
	cancelPendingHide();
	$loadingScreen.set(HIDDEN);
}
