/**
 * The page's confirm dialog (spec §3 "Confirm dialog", §5): any island asks for a confirmation with
 * `openConfirmDialog` (callbacks) or `askConfirmation` (a promise); the ConfirmDialog island,
 * mounted once by SharedOverlays, shows it.
 */
import { atom } from 'nanostores';

export interface ConfirmDialogOptions {
	title: string;
	/** Plain-text description. */
	description?: string | undefined;
	/** HTML description from the catalogue or the server; only a small tag whitelist survives. */
	descriptionHtml?: string | undefined;
	/** Secondary note under the description. */
	infoText?: string | undefined;
	/** Left-aligned text instead of centred (long descriptions). */
	alignLeft?: boolean | undefined;
	/** Asks the person to type a word before the confirm button works. */
	showConfirmInput?: boolean | undefined;
	/** The word to type (compared ignoring case and surrounding spaces). */
	placeholder?: string | undefined;
	/** Shows the ✕ button; Escape and the cancel button always work. Defaults to true. */
	showCloseBtn?: boolean | undefined;
	/** Confirm button text; "Confirmar" by default. */
	confirmText?: string | undefined;
	/** Cancel button text; "Cancelar" by default. */
	cancelText?: string | undefined;
	onConfirm?: (() => void) | undefined;
	/** Called for every way out that is not confirming: cancel, ✕, Escape, backdrop. */
	onCancel?: (() => void) | undefined;
}

export interface ConfirmDialogState {
	open: boolean;
	/** Changes on every opening, so the dialog can start from a clean typed text. */
	openedAt: number;
	options: ConfirmDialogOptions;
}

export const $confirmDialog = atom<ConfirmDialogState>({
	open: false,
	openedAt: 0,
	options: { title: '' },
});

let openings = 0;

/**
 * Opens the confirm dialog. A dialog already open is replaced (and counts as cancelled).
 *
 * @example
 * openConfirmDialog({
 * 	title: 'Eliminar itinerario',
 * 	showConfirmInput: true,
 * 	placeholder: 'eliminar',
 * 	onConfirm: () => void deleteItinerary(id),
 * });
 */
export function openConfirmDialog(options: ConfirmDialogOptions): void {
	const current = $confirmDialog.get();
	openings += 1;
	$confirmDialog.set({ open: true, openedAt: openings, options });
	if (current.open) current.options.onCancel?.();
}

/**
 * Promise form of {@link openConfirmDialog}: resolves true when confirmed, false otherwise.
 *
 * @example
 * if (await askConfirmation({ title: '¿Cancelar la suscripción?' })) await unsubscribe(eid);
 */
export function askConfirmation(
	options: Omit<ConfirmDialogOptions, 'onConfirm' | 'onCancel'>,
): Promise<boolean> {
	return new Promise((resolve) => {
		openConfirmDialog({
			...options,
			onConfirm: () => {
				resolve(true);
			},
			onCancel: () => {
				resolve(false);
			},
		});
	});
}

/** The person confirmed: closes the dialog, then runs `onConfirm`. */
export function confirmConfirmDialog(): void {
	const { open, options } = $confirmDialog.get();
	if (!open) return;
	closeQuietly();
	options.onConfirm?.();
}

/** The person backed out: closes the dialog, then runs `onCancel`. */
export function cancelConfirmDialog(): void {
	const { open, options } = $confirmDialog.get();
	if (!open) return;
	closeQuietly();
	options.onCancel?.();
}

function closeQuietly(): void {
	const current = $confirmDialog.get();
	$confirmDialog.set({ ...current, open: false });
}

/**
 * Whether the typed text unlocks the confirm button (spec §5): equal to the word ignoring case
 * and surrounding spaces. Without a word any non-blank text does, since there is nothing to match.
 *
 * @example
 * matchesConfirmWord('  ELIMINAR ', 'eliminar'); // true
 * matchesConfirmWord('elimina', 'eliminar'); // false
 */
export function matchesConfirmWord(typed: string, word: string | undefined): boolean {
	const typedClean = typed.trim().toLocaleLowerCase('es');
	const wordClean = (word ?? '').trim().toLocaleLowerCase('es');
	if (wordClean === '') return typedClean !== '';
	return typedClean === wordClean;
}
