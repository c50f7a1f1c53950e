/**
 * What the shared overlays have in common: where to draw something that must stay above an open
 * modal dialog, popups that come and go on a clock, Escape for non-modal popups, media queries and
 * leaving the page.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * An overlay's store, read as the prerendered page had it (the store's initial value) while React
 * hydrates, then as it is. The session flows may fill these stores before SharedOverlays
 * (`client:idle`) hydrates: the welcome popup a login left for the next page, a toast of the
 * session check, a checkout's loading screen or error. Read at once, the first render would differ
 * from the prerendered HTML and React would throw its hydration error #418.
 */
export function useOverlayStore<T>(store: ReadableAtom<T>): T {
	return useStore(store, { ssr: 'initial' });
}

/** Leaves the page for `url` (the overlays' default; tests inject a spy instead). */
export function goTo(url: string): void {
	window.location.assign(url);
}

/**
 * The open modal <dialog> drawn last, or null. While one is open the rest of the page is inert
 * and under its backdrop, so a toast outside it would be neither seen, clickable nor announced.
 */
export function findTopModalDialog(): HTMLDialogElement | null {
	const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
	for (let index = open.length - 1; index >= 0; index -= 1) {
		const dialog = open[index];
		if (dialog && isModal(dialog)) return dialog;
	}
	return null;
}

function isModal(dialog: HTMLDialogElement): boolean {
	try {
		return dialog.matches(':modal');
	} catch {
		// An engine without :modal (old browsers, test DOMs): an open dialog is most likely modal.
		return true;
	}
}

/**
 * The modal dialog that content should be portalled into while `active`, following dialogs as
 * they open and close; null when none is open (render in place).
 */
export function useTopModalHost(active: boolean): HTMLDialogElement | null {
	const [host, setHost] = useState<HTMLDialogElement | null>(null);
	useEffect(() => {
		if (!active) {
			setHost(null);
			return;
		}
		const update = () => {
			setHost(findTopModalDialog());
		};
		update();
		// showModal() and close() both flip the `open` attribute.
		const observer = new MutationObserver(update);
		observer.observe(document.body, { attributes: true, attributeFilter: ['open'], subtree: true });
		return () => {
			observer.disconnect();
		};
	}, [active]);
	return host;
}

/**
 * A popup that appears `showAfterMs` after mounting and goes away `hideAfterMs` after mounting (both
 * counted from the start, spec §4), or when `dismiss` is called. `onHidden` runs once it is gone.
 */
export function useTimedPopup(
	showAfterMs: number,
	hideAfterMs: number,
	onHidden?: () => void,
): { visible: boolean; dismiss: () => void } {
	const [phase, setPhase] = useState<'waiting' | 'visible' | 'hidden'>(
		showAfterMs <= 0 ? 'visible' : 'waiting',
	);
	const onHiddenRef = useRef(onHidden);
	useEffect(() => {
		onHiddenRef.current = onHidden;
	});

	useEffect(() => {
		const timers: Array<ReturnType<typeof setTimeout>> = [];
		if (showAfterMs > 0) {
			timers.push(
				setTimeout(() => {
					setPhase((current) => (current === 'waiting' ? 'visible' : current));
				}, showAfterMs),
			);
		}
		timers.push(
			setTimeout(() => {
				setPhase('hidden');
			}, hideAfterMs),
		);
		return () => {
			for (const timer of timers) clearTimeout(timer);
		};
	}, [showAfterMs, hideAfterMs]);

	useEffect(() => {
		if (phase === 'hidden') onHiddenRef.current?.();
	}, [phase]);

	const dismiss = useCallback(() => {
		setPhase('hidden');
	}, []);

	return { visible: phase === 'visible', dismiss };
}

/** Closes a non-modal popup on Escape, unless a modal dialog is open (Escape belongs to the dialog). */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
	const onEscapeRef = useRef(onEscape);
	useEffect(() => {
		onEscapeRef.current = onEscape;
	});
	useEffect(() => {
		if (!active) return;
		const handleKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape' || findTopModalDialog()) return;
			onEscapeRef.current();
		};
		document.addEventListener('keydown', handleKeyDown);
		return () => {
			document.removeEventListener('keydown', handleKeyDown);
		};
	}, [active]);
}

/** Whether `query` matches, following changes; false while prerendering and on first render. */
export function useMediaQuery(query: string): boolean {
	const subscribe = useCallback(
		(onChange: () => void) => {
			const list = window.matchMedia(query);
			list.addEventListener('change', onChange);
			return () => {
				list.removeEventListener('change', onChange);
			};
		},
		[query],
	);
	return useSyncExternalStore(
		subscribe,
		() => window.matchMedia(query).matches,
		() => false,
	);
}

/** Phones (spec §9: mobile is 768 px wide or less). */
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)';
