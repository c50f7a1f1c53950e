/**
 * Where a visitor was in the catalogue (issue #17): how many courses were shown and how far the
 * page was scrolled, so that Back from a course brings them to the same place instead of the first
 * 12 courses at the top. Kept in sessionStorage (this tab only) under the page's query, so a search
 * keeps its own place; restored only on a back/forward visit, never on a fresh one.
 */

export interface CataloguePlace {
	/** Courses shown when the visitor left. */
	shown: number;
	/** `window.scrollY` when the visitor left. */
	scrollY: number;
}

const KEY_PREFIX = 'liceo.catalogue-place:';

type PlaceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The storage key of a catalogue page: its query, since `?q=dermo` has a place of its own. */
function keyOf(search: string): string {
	return `${KEY_PREFIX}${search}`;
}

export function rememberPlace(storage: PlaceStorage, search: string, place: CataloguePlace): void {
	try {
		storage.setItem(keyOf(search), JSON.stringify(place));
	} catch {
		// Storage full or refused (private mode): Back then shows the first page, as before.
	}
}

/**
 * The place remembered for this catalogue page, or null when there is none or it is not usable.
 *
 * @example
 * rememberedPlace(sessionStorage, '?q=tos'); // { shown: 24, scrollY: 1810 }
 */
export function rememberedPlace(storage: PlaceStorage, search: string): CataloguePlace | null {
	let stored: unknown;
	try {
		stored = JSON.parse(storage.getItem(keyOf(search)) ?? 'null');
	} catch {
		return null;
	}
	if (typeof stored !== 'object' || stored === null) return null;
	const { shown, scrollY } = stored as Record<string, unknown>;
	if (!Number.isInteger(shown) || !Number.isFinite(scrollY)) return null;
	if ((shown as number) < 1 || (scrollY as number) < 0) return null;
	return { shown: shown as number, scrollY: scrollY as number };
}

/** Whether this page load is a Back or Forward, where the visitor expects their place. */
export function isHistoryVisit(performance: Pick<Performance, 'getEntriesByType'>): boolean {
	const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
	return navigation?.type === 'back_forward';
}

/**
 * How to ask for the remembered courses in one call: the whole list shown, as one page of that
 * size, and which page of `pageSize` the catalogue is then on, so "see more" goes on from there.
 */
export function restoreRequest(shown: number, pageSize: number, maxPageSize: number) {
	const pages = Math.min(Math.ceil(shown / pageSize), Math.floor(maxPageSize / pageSize));
	const page = Math.max(1, pages);
	return { rbp: page * pageSize, page };
}
