/**
 * The catalogue's rules, without React (issue #17): the public `/cursos` and the campus
 * `/aula/cursos` share them. The filters live in the URL (`?q=…&cat=1,3`) so a search can be
 * shared and survives going back; a page of courses is asked with the public catalogue's query.
 */
import type { CoursesQuery } from '../../../lib/api/courses';
import { MAX_RESULTS_PER_PAGE, MAX_SEARCH_LENGTH } from '../../../lib/contracts/courses';
import { restoreRequest, type CataloguePlace } from '../../catalogue/catalogue-place';

export interface Filters {
	search: string;
	categoryIds: number[];
}

export const NO_FILTERS: Filters = { search: '', categoryIds: [] };

/** Back from a course: where the page was scrolled, and the pages to ask for again if more than one. */
export interface ReturnTo {
	scrollY: number;
	pages?: { rbp: number; page: number };
}

/** The filters of a page's query string; unknown categories are dropped, the search is cut. */
export function filtersFromQuery(query: string, known: ReadonlySet<number>): Filters {
	const params = new URLSearchParams(query);
	const search = (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
	const categoryIds = (params.get('cat') ?? '')
		.split(',')
		.map(Number)
		.filter((id) => known.has(id));
	return { search, categoryIds };
}

/** `url` with the filters in its query (`q`, `cat`), the rest of it kept. */
export function withFilters(url: URL, filters: Filters): URL {
	const next = new URL(url);
	const search = filters.search.trim();
	if (search) next.searchParams.set('q', search);
	else next.searchParams.delete('q');
	if (filters.categoryIds.length > 0) next.searchParams.set('cat', filters.categoryIds.join(','));
	else next.searchParams.delete('cat');
	return next;
}

export function isFiltered(filters: Filters): boolean {
	return filters.search.trim() !== '' || filters.categoryIds.length > 0;
}

/** The filters with `id` chosen, or no longer chosen when it was. */
export function toggleCategory(filters: Filters, id: number): Filters {
	const categoryIds = filters.categoryIds.includes(id)
		? filters.categoryIds.filter((other) => other !== id)
		: [...filters.categoryIds, id];
	return { ...filters, categoryIds };
}

/**
 * The query of page `page` (by name, `pageSize` a page), or of every page remembered for Back in
 * one call.
 */
export function pageQuery(
	filters: Filters,
	page: number,
	pageSize: number,
	restore?: ReturnTo['pages'],
): CoursesQuery {
	const query: CoursesQuery = restore
		? { rbp: restore.rbp, pid: 1, od: 1 }
		: { rbp: pageSize, pid: page, od: 1 };
	const search = filters.search.trim();
	if (search) query.qh = search;
	if (filters.categoryIds.length > 0) query.cl = filters.categoryIds;
	return query;
}

/** Where Back returns to, from the place remembered (or none): the scroll, and the pages when more than one. */
export function returnTo(place: CataloguePlace | null, pageSize: number): ReturnTo | undefined {
	if (!place) return undefined;
	return place.shown > pageSize
		? {
				scrollY: place.scrollY,
				pages: restoreRequest(place.shown, pageSize, MAX_RESULTS_PER_PAGE),
			}
		: { scrollY: place.scrollY };
}
