/**
 * The catalogue's one data hook (issue #17), for the public `/cursos` and the campus `/aula/cursos`:
 * the filters, the courses shown and their total, and every call for them. The public page hands
 * in its prerendered first page and asks again only when a filter or a remembered place needs it;
 * the campus page has nothing prerendered and asks once `enabled` (its session and licence known).
 * Only the newest request may change the list, the search waits for typing to pause, and Back from
 * a course brings back how many courses were shown and the scroll (catalogue-place.ts).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { courseErrorMessage, type CoursesQuery } from '../../../lib/api/courses';
import type { ApiResult } from '../../../lib/api/client';
import type { Category } from '../../../lib/contracts/courses';
import { isHistoryVisit, rememberedPlace, rememberPlace } from '../../catalogue/catalogue-place';
import { tCourses } from '../../catalogue/course-labels';
import {
	filtersFromQuery,
	isFiltered,
	NO_FILTERS,
	pageQuery,
	returnTo,
	withFilters,
	type Filters,
	type ReturnTo,
} from './catalogue-state';

export interface CataloguePage<Course> {
	courses: Course[];
	tqr: number;
}

export interface CatalogueOptions<Course> {
	categories: Category[];
	pageSize: number;
	/** One page of courses from the API. Stable (a module's function), as it is an effect's input. */
	fetchPage: (query: CoursesQuery) => Promise<ApiResult<CataloguePage<Course>>>;
	/** The first page, prerendered in the HTML; without it the first page is asked once enabled. */
	initial?: CataloguePage<Course> | undefined;
	/** Whether the API may be asked yet (the campus waits for its session and licence). */
	enabled?: boolean | undefined;
}

export type CatalogueStatus = 'idle' | 'loading' | 'error';

export interface Catalogue<Course> {
	filters: Filters;
	courses: Course[];
	total: number;
	status: CatalogueStatus;
	/** The failed call's result code and Spanish message, while `status` is 'error'. */
	failure: { result: string; message: string } | null;
	/** What the live region says once a search answered. */
	announcement: string;
	searchInput: RefObject<HTMLInputElement | null>;
	/** New filters into the URL and the list: at once, or once typing pauses. */
	apply: (next: Filters, immediate: boolean) => void;
	retry: () => void;
	more: () => void;
}

const SEARCH_DEBOUNCE_MS = 300;

/** The key a page's place is remembered under: its path and query. */
function placeKey(): string {
	return `${window.location.pathname}${window.location.search}`;
}

function writeFiltersToUrl(filters: Filters) {
	window.history.replaceState(
		window.history.state,
		'',
		withFilters(new URL(window.location.href), filters),
	);
}

/** After the remembered courses are painted, the page is long enough to scroll back to the place. */
function useScrollBack(target: number | null, done: (target: null) => void) {
	useEffect(() => {
		if (target === null) return;
		window.scrollTo(0, target);
		done(null);
	}, [target, done]);
}

/** Leaving the page (to a course, or anywhere): remember the place for Back. */
function useRememberPlace(shown: number) {
	useEffect(() => {
		function save() {
			rememberPlace(sessionStorage, placeKey(), { shown, scrollY: window.scrollY });
		}
		window.addEventListener('pagehide', save);
		return () => {
			window.removeEventListener('pagehide', save);
		};
	}, [shown]);
}

export function useCatalogue<Course>({
	categories,
	pageSize,
	fetchPage,
	initial,
	enabled = true,
}: CatalogueOptions<Course>): Catalogue<Course> {
	const prerendered = initial !== undefined;
	const [filters, setFilters] = useState<Filters>(NO_FILTERS);
	const [courses, setCourses] = useState<Course[]>(initial?.courses ?? []);
	const [total, setTotal] = useState(initial?.tqr ?? 0);
	const [page, setPage] = useState(1);
	const [status, setStatus] = useState<CatalogueStatus>(prerendered ? 'idle' : 'loading');
	const [failure, setFailure] = useState<Catalogue<Course>['failure']>(null);
	const [announcement, setAnnouncement] = useState('');
	const latestRequest = useRef(0);
	const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const searchInput = useRef<HTMLInputElement>(null);
	/** Where to scroll once the remembered courses are on the page (Back from a course). */
	const [scrollTarget, setScrollTarget] = useState<number | null>(null);

	const load = useCallback(
		/** `back`: the place to return to, with the remembered pages in one call when there are more. */
		async (next: Filters, nextPage: number, back?: ReturnTo) => {
			const request = ++latestRequest.current;
			setStatus('loading');
			setFailure(null);
			const result = await fetchPage(pageQuery(next, nextPage, pageSize, back?.pages));
			if (request !== latestRequest.current) return;
			if (!result.ok) {
				setStatus('error');
				setFailure({ result: result.result, message: courseErrorMessage('courses', result) });
				return;
			}
			const { courses: found, tqr } = result.data;
			setCourses((previous) => (nextPage === 1 ? found : [...previous, ...found]));
			setTotal(tqr);
			setPage(back?.pages?.page ?? nextPage);
			// Rendered with the courses, so the page is long enough when the scroll is applied.
			if (back) setScrollTarget(back.scrollY);
			setStatus('idle');
			setAnnouncement(
				tqr === 0
					? tCourses('courses.no_results')
					: tCourses('courses.results_count', { count: tqr }),
			);
		},
		[fetchPage, pageSize],
	);

	// Once hydrated (and enabled): a shared link (`?q=dermo`) or going back restores its search, and
	// text typed into the prerendered box before hydration (React leaves it in the DOM) is searched.
	useEffect(() => {
		if (!enabled) return;
		const fromUrl = filtersFromQuery(
			window.location.search,
			new Set(categories.map((category) => category.ctid)),
		);
		const typed = searchInput.current?.value ?? '';
		const first = typed.trim() ? { ...fromUrl, search: typed } : fromUrl;
		const place = isHistoryVisit(performance) ? rememberedPlace(sessionStorage, placeKey()) : null;
		const back = returnTo(place, pageSize);
		if (!prerendered || isFiltered(first) || back?.pages) {
			setFilters(first);
			writeFiltersToUrl(first);
			void load(first, 1, back);
		}
		return () => {
			clearTimeout(debounce.current);
		};
	}, [enabled, prerendered, categories, load, pageSize]);

	useScrollBack(scrollTarget, setScrollTarget);
	useRememberPlace(courses.length);

	function apply(next: Filters, immediate: boolean) {
		setFilters(next);
		writeFiltersToUrl(next);
		clearTimeout(debounce.current);
		if (immediate) void load(next, 1);
		else debounce.current = setTimeout(() => void load(next, 1), SEARCH_DEBOUNCE_MS);
	}

	return {
		filters,
		courses,
		total,
		status,
		failure,
		announcement,
		searchInput,
		apply,
		retry: () => void load(filters, 1),
		more: () => void load(filters, page + 1),
	};
}
