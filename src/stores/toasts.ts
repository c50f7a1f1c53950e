/**
 * The one toast service of the site (spec §3 "Toast", §4, §9). Any island or store shows a toast
 * with `showToast`; the Toaster island (mounted once per page by SharedOverlays) renders them.
 * Each toast closes itself after its timeout (3000 ms unless given) or by hand.
 */
import { atom } from 'nanostores';

/** How long a toast stays when the caller gives no timeout (spec §9). */
export const DEFAULT_TOAST_TIMEOUT_MS = 3000;

export type ToastType = 'success' | 'error';

/** Decorative icon drawn before the text; each type has its own when none is given. */
export type ToastIcon = 'check' | 'alert' | 'info' | 'mail';

export interface Toast {
	id: number;
	text: string;
	type: ToastType;
	icon: ToastIcon;
	/** Milliseconds it stays on screen. */
	timeout: number;
}

export interface ToastInput {
	text: string;
	type: ToastType;
	icon?: ToastIcon | undefined;
	/** Milliseconds; defaults to {@link DEFAULT_TOAST_TIMEOUT_MS}. */
	timeout?: number | undefined;
}

/** Toasts on screen, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);

interface Countdown {
	timer: ReturnType<typeof setTimeout> | null;
	/** When the running timer was started, to know what is left when it is held. */
	startedAt: number;
	remaining: number;
}

// Timers stay out of the atom: they are not state any island renders.
const countdowns = new Map<number, Countdown>();
let lastId = 0;

const DEFAULT_ICON: Record<ToastType, ToastIcon> = { success: 'check', error: 'alert' };

/**
 * Shows a toast and returns its id (for {@link dismissToast}).
 *
 * @example
 * showToast({ text: t('shared.support.success'), type: 'success' });
 * showToast({ text: t('toasts.session_invalid'), type: 'error', timeout: 4000 });
 */
export function showToast({ text, type, icon, timeout }: ToastInput): number {
	lastId += 1;
	const id = lastId;
	const duration =
		typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0
			? timeout
			: DEFAULT_TOAST_TIMEOUT_MS;
	$toasts.set([
		...$toasts.get(),
		{ id, text, type, icon: icon ?? DEFAULT_ICON[type], timeout: duration },
	]);
	countdowns.set(id, { timer: null, startedAt: 0, remaining: duration });
	startCountdown(id);
	return id;
}

/** Removes a toast now (its close button, or a caller whose message no longer applies). */
export function dismissToast(id: number): void {
	const countdown = countdowns.get(id);
	if (countdown?.timer) clearTimeout(countdown.timer);
	countdowns.delete(id);
	const toasts = $toasts.get();
	if (toasts.some((toast) => toast.id === id)) {
		$toasts.set(toasts.filter((toast) => toast.id !== id));
	}
}

/**
 * Stops a toast's clock while the pointer rests on it or focus is inside it, so someone reading
 * slowly or reaching for its close button does not see it vanish (WCAG 2.2.1).
 */
export function holdToast(id: number): void {
	const countdown = countdowns.get(id);
	if (!countdown?.timer) return;
	clearTimeout(countdown.timer);
	countdown.timer = null;
	countdown.remaining = Math.max(0, countdown.remaining - (Date.now() - countdown.startedAt));
}

/** Restarts a held toast's clock with the time it had left. */
export function releaseToast(id: number): void {
	const countdown = countdowns.get(id);
	if (!countdown || countdown.timer) return;
	startCountdown(id);
}

/** Removes every toast (tests, or a page that replaces its whole content). */
export function clearToasts(): void {
	for (const countdown of countdowns.values()) {
		if (countdown.timer) clearTimeout(countdown.timer);
	}
	countdowns.clear();
	$toasts.set([]);
}

function startCountdown(id: number): void {
	const countdown = countdowns.get(id);
	if (!countdown) return;
	countdown.startedAt = Date.now();
	countdown.timer = setTimeout(() => {
		dismissToast(id);
	}, countdown.remaining);
}
