/**
 * Entering the campus once a session starts (spec §4): the dashboard, and the welcome popup that
 * greets the person there, handed from one page to the next through sessionStorage.
 */
import { $auth } from '../auth';
import { showWelcomePopup } from '../overlays-welcome';
import { goTo, sessionStorageOrNull } from './browser';

/** Where a login, a sign-up or a new password leads (spec §4). */
export const DASHBOARD_PATH = '/dashboard';
/** sessionStorage key of the greeting the next page shows after a login. */
export const PENDING_WELCOME_KEY = 'campus:welcome';

/**
 * Goes to the campus (the dashboard unless told otherwise) and has the welcome popup greet the
 * user there; with null, stays and greets here.
 */
export function enterCampus(redirectTo: string | null = DASHBOARD_PATH): void {
	const name = fullName();
	if (redirectTo === null) {
		showWelcomePopup(name);
		return;
	}
	sessionStorageOrNull()?.setItem(PENDING_WELCOME_KEY, name);
	goTo(redirectTo);
}

/** Shows the welcome popup a login on the previous page asked for, once. */
export function showPendingWelcome(): void {
	const storage = sessionStorageOrNull();
	const pending = storage?.getItem(PENDING_WELCOME_KEY);
	if (pending === null || pending === undefined) return;
	storage?.removeItem(PENDING_WELCOME_KEY);
	showWelcomePopup(pending);
}

/** The user's name and surname, for the greeting. */
export function fullName(): string {
	const { name, lastName } = $auth.get();
	return `${name} ${lastName}`.trim();
}
