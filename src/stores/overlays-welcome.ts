/**
 * The login welcome popup (spec §4): greets the person by full name, or generically, right after
 * logging in. The login flow calls `showWelcomePopup`; SharedOverlays renders it.
 */
import { atom } from 'nanostores';

export interface WelcomePopupState {
	/** Changes on every greeting so a second login restarts the popup's clock. */
	id: number;
	/** Empty for the generic greeting. */
	fullName: string;
}

export const $welcomePopup = atom<WelcomePopupState | null>(null);

let greetings = 0;

/**
 * Shows the welcome popup now.
 *
 * @example
 * showWelcomePopup(`${auth.name} ${auth.lastName}`);
 */
export function showWelcomePopup(fullName?: string | null): void {
	greetings += 1;
	$welcomePopup.set({ id: greetings, fullName: (fullName ?? '').replace(/\s+/g, ' ').trim() });
}

/** The popup went away (its time ran out or the person closed it). */
export function dismissWelcomePopup(): void {
	$welcomePopup.set(null);
}
