import { describe, expect, it } from 'vitest';
import {
	filtersFromQuery,
	isFiltered,
	NO_FILTERS,
	pageQuery,
	returnTo,
	toggleCategory,
	withFilters,
} from './catalogue-state';

describe('the catalogue filters', () => {
	const known = new Set([1, 3, 7]);

	it('reads the search and the known categories from the query, cutting the search', () => {
		expect(filtersFromQuery('?q=tos%20seca&cat=3,99,x,1', known)).toEqual({
			search: 'tos seca',
			categoryIds: [3, 1],
		});
		expect(filtersFromQuery('', known)).toEqual(NO_FILTERS);
		expect(filtersFromQuery(`?q=${'a'.repeat(150)}`, known).search).toHaveLength(100);
	});

	it('writes them into the URL, keeping its other parameters and dropping blank ones', () => {
		const url = new URL('https://campus.test/aula/cursos?utm_source=x&q=old&cat=1');
		expect(withFilters(url, { search: '  acné ', categoryIds: [3, 7] }).search).toBe(
			'?utm_source=x&q=acn%C3%A9&cat=3%2C7',
		);
		expect(withFilters(url, NO_FILTERS).search).toBe('?utm_source=x');
		// The URL given is left as it was.
		expect(url.searchParams.get('q')).toBe('old');
	});

	it('a blank search is no filter; a category is', () => {
		expect(isFiltered({ search: '   ', categoryIds: [] })).toBe(false);
		expect(isFiltered({ search: 'tos', categoryIds: [] })).toBe(true);
		expect(isFiltered({ search: '', categoryIds: [3] })).toBe(true);
	});

	it('toggles a category on and off, keeping the search', () => {
		const on = toggleCategory({ search: 'tos', categoryIds: [1] }, 3);
		expect(on).toEqual({ search: 'tos', categoryIds: [1, 3] });
		expect(toggleCategory(on, 1)).toEqual({ search: 'tos', categoryIds: [3] });
	});
});

describe('the catalogue pages', () => {
	it('asks page N by name with the filters, trimmed', () => {
		expect(pageQuery(NO_FILTERS, 1, 12)).toEqual({ rbp: 12, pid: 1, od: 1 });
		expect(pageQuery({ search: ' tos ', categoryIds: [3] }, 2, 12)).toEqual({
			rbp: 12,
			pid: 2,
			od: 1,
			qh: 'tos',
			cl: [3],
		});
	});

	it('asks every remembered page in one call on Back', () => {
		expect(pageQuery(NO_FILTERS, 1, 12, { rbp: 24, page: 2 })).toEqual({ rbp: 24, pid: 1, od: 1 });
	});

	it('returns to the scroll alone for one page, with the pages for more, nowhere without a place', () => {
		expect(returnTo(null, 12)).toBeUndefined();
		expect(returnTo({ shown: 12, scrollY: 300 }, 12)).toEqual({ scrollY: 300 });
		expect(returnTo({ shown: 24, scrollY: 1800 }, 12)).toEqual({
			scrollY: 1800,
			pages: { rbp: 24, page: 2 },
		});
		// Never more than the API's page limit (100) in one call.
		expect(returnTo({ shown: 500, scrollY: 0 }, 12)?.pages).toEqual({ rbp: 96, page: 8 });
	});
});
