/**
 * The page's error modal (spec §3 "Error popup data", §4): a blocking message after which the
 * visitor goes back to the home page. Actions show it with `showErrorModal`; the ErrorModal island,
 * mounted once by SharedOverlays, renders it and leads home when it is closed.
 */
import { atom } from 'nanostores';

/** 'error' is a failure ("Oops!…"); 'advice' is a notice the visitor should read (no failure). */
export type ErrorModalType = 'error' | 'advice';

/** Spec §3 "Error popup data"; every field optional, the modal fills in Spanish defaults. */
export interface ErrorPopupData {
	title?: string | undefined;
	subTitle?: string | undefined;
	msg?: string | undefined;
	errorCode?: string | number | undefined;
	description?: string | undefined;
	info?: string | undefined;
	btnText?: string | undefined;
	type?: ErrorModalType | undefined;
}

export interface ErrorModalState {
	open: boolean;
	data: ErrorPopupData;
}

export const $errorModal = atom<ErrorModalState>({ open: false, data: {} });

/**
 * Opens the error modal.
 *
 * @example
 * showErrorModal({ msg: t('errors.payment_failed'), errorCode: result.result });
 * showErrorModal({ type: 'advice', title: 'Ya tienes un plan activo', btnText: 'Ir al inicio' });
 */
export function showErrorModal(data: ErrorPopupData = {}): void {
	$errorModal.set({ open: true, data });
}

/** Closes it; the island then sends the visitor home (spec §4). */
export function closeErrorModal(): void {
	if (!$errorModal.get().open) return;
	$errorModal.set({ ...$errorModal.get(), open: false });
}
