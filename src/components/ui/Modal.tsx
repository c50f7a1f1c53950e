import {
	useEffect,
	useId,
	useRef,
	type MouseEvent,
	type PointerEvent,
	type ReactNode,
} from 'react';
import { cx } from './class-names';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
	/** Controlled: the parent owns the state and flips it back in `onClose`. */
	open: boolean;
	/** Called when the person dismisses the dialog (Escape, close button, backdrop). */
	onClose: () => void;
	title: ReactNode;
	/** Accessible name of the ✕ button, e.g. "Cerrar"; ui/ holds no copy of its own. */
	closeLabel: string;
	children: ReactNode;
	footer?: ReactNode;
	size?: ModalSize | undefined;
	/** Clicking outside the panel closes it; turn off for forms where a stray tap loses input. */
	closeOnBackdrop?: boolean | undefined;
	/** Leaves out the ✕ button (a dialog whose own buttons are the only way out); Escape still works. */
	hideCloseButton?: boolean | undefined;
	className?: string | undefined;
}

// Page scroll lock shared by every open modal, so closing an inner one keeps the outer one locked.
let scrollLocks = 0;
let savedRootStyle: { overflow: string; paddingRight: string } | null = null;

/**
 * Locks page scroll until the returned function is called; nests with open modals. Exported for
 * overlays that are not a Modal (the loading screen) so they share one count.
 */
export function lockPageScroll(): () => void {
	const root = document.documentElement;
	if (scrollLocks === 0) {
		// Hiding the scrollbar widens the page; pad by its width so nothing jumps sideways.
		const scrollbarWidth = window.innerWidth - root.clientWidth;
		savedRootStyle = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
		root.style.overflow = 'hidden';
		if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
	}
	scrollLocks += 1;
	let released = false;
	return () => {
		if (released) return;
		released = true;
		scrollLocks -= 1;
		if (scrollLocks === 0 && savedRootStyle) {
			root.style.overflow = savedRootStyle.overflow;
			root.style.paddingRight = savedRootStyle.paddingRight;
			savedRootStyle = null;
		}
	};
}

/**
 * Dialog on the native <dialog> element: showModal() makes the rest of the page inert, so focus
 * stays inside and Escape closes it without any focus-trap code. Needs an island (client:*): it
 * opens from script. Focus returns to whatever opened it when it closes.
 */
export function Modal({
	open,
	onClose,
	title,
	closeLabel,
	children,
	footer,
	size = 'md',
	closeOnBackdrop = true,
	hideCloseButton = false,
	className,
}: ModalProps) {
	const dialogRef = useRef<HTMLDialogElement>(null);
	const titleId = useId();
	const onCloseRef = useRef(onClose);
	const pressStartedOnBackdrop = useRef(false);

	useEffect(() => {
		onCloseRef.current = onClose;
	});

	useEffect(() => {
		const dialog = dialogRef.current;
		if (!open || !dialog) return;

		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		// Closing because the parent set open=false is not a dismissal; only report the person's.
		let reportClose = true;
		const handleClose = () => {
			if (reportClose) onCloseRef.current();
		};
		dialog.addEventListener('close', handleClose);
		if (!dialog.open) dialog.showModal();
		// showModal() focuses the first focusable element (the ✕); a control marked
		// data-autofocus (the field to fill in) takes focus instead.
		dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
		const unlockScroll = lockPageScroll();

		return () => {
			reportClose = false;
			dialog.removeEventListener('close', handleClose);
			if (dialog.open) dialog.close();
			unlockScroll();
			if (opener?.isConnected) opener.focus();
		};
	}, [open]);

	// A drag that starts in the panel and ends on the backdrop (selecting text) must not close it.
	const handlePointerDown = (event: PointerEvent<HTMLDialogElement>) => {
		pressStartedOnBackdrop.current = event.target === event.currentTarget;
	};

	const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
		if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) {
			event.currentTarget.close();
		}
	};

	return (
		<dialog
			ref={dialogRef}
			className={cx('ui-modal', `ui-modal--${size}`, className)}
			aria-labelledby={titleId}
			onPointerDown={handlePointerDown}
			onClick={handleClick}
		>
			<div className="ui-modal__panel">
				<div className="ui-modal__header">
					<h2 id={titleId} className="ui-modal__title">
						{title}
					</h2>
					{hideCloseButton ? null : (
						<button
							type="button"
							className="ui-modal__close"
							aria-label={closeLabel}
							onClick={() => dialogRef.current?.close()}
						>
							<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
								<path
									d="M6 6l12 12M18 6L6 18"
									fill="none"
									stroke="currentColor"
									strokeWidth="2"
									strokeLinecap="round"
								/>
							</svg>
						</button>
					)}
				</div>
				<div className="ui-modal__body">{children}</div>
				{footer ? <div className="ui-modal__footer">{footer}</div> : null}
			</div>
		</dialog>
	);
}
