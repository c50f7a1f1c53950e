/**
 * The keyboard and pointer behaviour of a WAI-ARIA menu button: Enter, Space or the arrows open it
 * on an item, the arrows, Home and End move, Escape closes it and returns focus to the button, Tab
 * or a click outside close it. The view renders the button, the menu and its items with the refs
 * and handlers given here.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export function useMenuButton(itemCount: number) {
	const [open, setOpen] = useState(false);
	const rootRef = useRef<HTMLDivElement>(null);
	const buttonRef = useRef<HTMLButtonElement>(null);
	const itemRefs = useRef<(HTMLElement | null)[]>([]);
	const menuId = useId();

	const focusItem = (index: number) => {
		itemRefs.current[(index + itemCount) % itemCount]?.focus();
	};

	// Opening by keyboard or click puts focus on an item; which one is decided by how it opened.
	const pendingFocus = useRef<number | null>(null);
	useEffect(() => {
		if (open && pendingFocus.current !== null) {
			focusItem(pendingFocus.current);
			pendingFocus.current = null;
		}
	});

	const openAt = (index: number) => {
		pendingFocus.current = index;
		setOpen(true);
	};

	const close = (returnFocus: boolean) => {
		setOpen(false);
		if (returnFocus) buttonRef.current?.focus();
	};

	useEffect(() => {
		if (!open) return;
		const onPointerDown = (event: PointerEvent) => {
			if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
				setOpen(false);
			}
		};
		document.addEventListener('pointerdown', onPointerDown);
		return () => {
			document.removeEventListener('pointerdown', onPointerDown);
		};
	}, [open]);

	const onButtonClick = () => {
		if (open) close(false);
		else openAt(0);
	};

	const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
		if (event.key === 'ArrowDown') {
			event.preventDefault();
			openAt(0);
		} else if (event.key === 'ArrowUp') {
			event.preventDefault();
			openAt(itemCount - 1);
		}
	};

	const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
		const current = itemRefs.current.findIndex((item) => item === document.activeElement);
		switch (event.key) {
			case 'ArrowDown':
				event.preventDefault();
				focusItem(current + 1);
				break;
			case 'ArrowUp':
				event.preventDefault();
				focusItem(current - 1);
				break;
			case 'Home':
				event.preventDefault();
				focusItem(0);
				break;
			case 'End':
				event.preventDefault();
				focusItem(itemCount - 1);
				break;
			case 'Escape':
				event.preventDefault();
				close(true);
				break;
			case 'Tab':
				// Let focus move on to the next control; the menu does not stay open behind it.
				setOpen(false);
				break;
		}
	};

	/** Ref callback of the item at `index` (the links, then the logout button). */
	const itemRef = (index: number) => (node: HTMLElement | null) => {
		itemRefs.current[index] = node;
	};

	return {
		open,
		menuId,
		rootRef,
		buttonRef,
		itemRef,
		onButtonClick,
		onButtonKeyDown,
		onMenuKeyDown,
	};
}
