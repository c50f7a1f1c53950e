/**
 * The visibility service of spec §2: an island that needs the whole screen (a player, a purchase
 * step) hides the navigation bar or the footer, and shows them again when done. Also the banner
 * text shown above the bar. Per page, not persisted: a new page starts with everything shown.
 *
 * The header and footer scripts listen to these atoms and apply `navigation()` to them.
 */
import { atom } from 'nanostores';

export interface ChromeVisibility {
	navbar: boolean;
	footer: boolean;
}

export const VISIBILITY_DEFAULTS: ChromeVisibility = { navbar: true, footer: true };

export const $visibility = atom<ChromeVisibility>({ ...VISIBILITY_DEFAULTS });

/**
 * HTML of the banner above the bar; null for none. Trusted markup written by the site itself,
 * never text a visitor typed: it is inserted as HTML.
 */
export const $bannerHtml = atom<string | null>(null);

export function hideNavbar(): void {
	$visibility.set({ ...$visibility.get(), navbar: false });
}

export function showNavbar(): void {
	$visibility.set({ ...$visibility.get(), navbar: true });
}

export function hideFooter(): void {
	$visibility.set({ ...$visibility.get(), footer: false });
}

export function showFooter(): void {
	$visibility.set({ ...$visibility.get(), footer: true });
}

/** Everything shown again. */
export function resetVisibility(): void {
	$visibility.set({ ...VISIBILITY_DEFAULTS });
}

/** Shows the banner with this HTML; blank text removes it. */
export function setBanner(html: string | null): void {
	$bannerHtml.set(html?.trim() ? html : null);
}

export function clearBanner(): void {
	$bannerHtml.set(null);
}
