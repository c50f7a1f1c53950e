/**
 * The full-screen loading screen of `src/stores/overlays-loading.ts` (spec §4). It is a modal
 * <dialog> that cannot be dismissed: the page behind is inert (no stray taps or tab stops while a
 * payment runs), scroll is locked, and focus comes back to where it was when it hides. Optional
 * texts are typed one after another; the "can take a few seconds" note shows only with them.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n';
import { $loadingScreen } from '../../../stores/overlays-loading';
import { lockPageScroll } from '../../ui/Modal';
import { Icon } from './icons';
import { useMediaQuery, useOverlayStore } from './overlay-hooks';
import './shared.css';

/** Typing speed of the waiting texts. */
export const TYPE_CHARACTER_MS = 45;
/** How long a fully typed text stays before the next one starts. */
export const TEXT_HOLD_MS = 1800;

export function LoadingScreen() {
	const { visible, texts, sending } = useOverlayStore($loadingScreen);
	const dialogRef = useRef<HTMLDialogElement>(null);

	useEffect(() => {
		const dialog = dialogRef.current;
		if (!visible || !dialog) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		// Escape must not close it: the operation is still running.
		const preventCancel = (event: Event) => {
			event.preventDefault();
		};
		// Browsers may close a dialog after repeated Escapes despite the above; open it again.
		const reopen = () => {
			if (!dialog.open && dialog.isConnected) dialog.showModal();
		};
		dialog.addEventListener('cancel', preventCancel);
		dialog.addEventListener('close', reopen);
		if (!dialog.open) dialog.showModal();
		const unlockScroll = lockPageScroll();
		return () => {
			dialog.removeEventListener('cancel', preventCancel);
			dialog.removeEventListener('close', reopen);
			if (dialog.open) dialog.close();
			unlockScroll();
			if (opener?.isConnected) opener.focus();
		};
	}, [visible]);

	return (
		<dialog
			ref={dialogRef}
			className="loading-screen"
			aria-label={sending ? t('shared.loading.sending') : t('shared.loading.label')}
			aria-busy="true"
			tabIndex={-1}
		>
			{visible ? (
				<div className="loading-screen__panel">
					{sending ? (
						<span className="loading-screen__sending" aria-hidden="true">
							<Icon name="send" size={40} />
						</span>
					) : (
						<span className="loading-screen__spinner" aria-hidden="true" />
					)}
					{texts.length > 0 ? (
						<>
							<TypedTexts key={texts.join('\n')} texts={texts} />
							<p className="loading-screen__note">{t('shared.loading.note')}</p>
						</>
					) : (
						<p className="visually-hidden">
							{sending ? t('shared.loading.sending') : t('shared.loading.label')}
						</p>
					)}
				</div>
			) : null}
		</dialog>
	);
}

interface TypingState {
	index: number;
	length: number;
}

/**
 * Types each text character by character, holds it, then starts the next, round and round. The
 * typing is hidden from screen readers; each whole text is announced once instead.
 */
function TypedTexts({ texts }: { texts: readonly string[] }) {
	const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
	const [typing, setTyping] = useState<TypingState>({ index: 0, length: 0 });
	const index = typing.index % texts.length;
	const text = texts[index] ?? '';
	const length = reducedMotion ? text.length : Math.min(typing.length, text.length);

	useEffect(() => {
		if (length < text.length) {
			const timer = setTimeout(() => {
				setTyping({ index, length: length + 1 });
			}, TYPE_CHARACTER_MS);
			return () => {
				clearTimeout(timer);
			};
		}
		if (texts.length < 2) return;
		const timer = setTimeout(() => {
			setTyping({ index: (index + 1) % texts.length, length: 0 });
		}, TEXT_HOLD_MS);
		return () => {
			clearTimeout(timer);
		};
	}, [index, length, text, texts.length]);

	return (
		<>
			<p className="loading-screen__text" aria-hidden="true">
				{text.slice(0, length)}
				<span className="loading-screen__caret" />
			</p>
			<p className="visually-hidden" role="status">
				{text}
			</p>
		</>
	);
}
