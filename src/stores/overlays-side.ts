/**
 * The side popup (spec §2, §4): a short message that slides in 400 ms after it is asked for and
 * leaves by itself 4 s later. An island calls `showSidePopup`; SharedOverlays renders it. Its
 * first use (issue #17): the protocol search says how many sheets it found by their keywords.
 */
import { atom } from 'nanostores';

export interface SidePopupState {
	/** Changes on every message, so a new one restarts the popup's clock. */
	id: number;
	title?: string | undefined;
	text: string;
}

export const $sidePopup = atom<SidePopupState | null>(null);

let messages = 0;

/**
 * Shows `text` in the side popup, replacing a message still on screen.
 *
 * @example
 * showSidePopup({ text: 'La búsqueda por palabras clave añade 2 fichas' });
 */
export function showSidePopup({ title, text }: { title?: string; text: string }): void {
	messages += 1;
	$sidePopup.set({ id: messages, title, text });
}

/** The popup went away (its time ran out or the person closed it). */
export function dismissSidePopup(): void {
	$sidePopup.set(null);
}
