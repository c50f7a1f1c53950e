/**
 * The catalogue's search box, category filter and "see more" (spec §2 `cursos`). The first page
 * comes prerendered in the props, so the list is in the HTML before any JavaScript runs; after
 * hydration every change asks the API again. The query lives in the URL (`?q=…&cat=1,3`) so a
 * search can be shared and survives going back; how many courses were shown and the scroll
 * position come back on Back too (catalogue-place.ts).
 */
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { courseErrorMessage, getCourses, type CoursesQuery } from '../../lib/api/courses';
import type { Category, CourseSummary } from '../../lib/contracts/courses';
import { MAX_RESULTS_PER_PAGE, MAX_SEARCH_LENGTH } from '../../lib/contracts/courses';
import { Button } from '../ui/Button';
import { CourseCard } from '../catalogue/CourseCard';
import {
	isHistoryVisit,
	rememberedPlace,
	rememberPlace,
	restoreRequest,
} from '../catalogue/catalogue-place';
import { tCourses } from '../catalogue/course-labels';

export interface CourseCatalogueProps {
	categories: Category[];
	initialCourses: CourseSummary[];
	initialTotal: number;
	pageSize: number;
}

interface Filters {
	search: string;
	categoryIds: number[];
}

type Status = 'idle' | 'loading' | 'error';

/** Back from a course: where the page was scrolled, and the pages to ask for again if more than one. */
interface ReturnTo {
	scrollY: number;
	pages?: { rbp: number; page: number };
}

const SEARCH_DEBOUNCE_MS = 300;

function readFiltersFromUrl(known: Set<number>): Filters {
	const params = new URLSearchParams(window.location.search);
	const search = (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
	const categoryIds = (params.get('cat') ?? '')
		.split(',')
		.map(Number)
		.filter((id) => known.has(id));
	return { search, categoryIds };
}

function writeFiltersToUrl(filters: Filters) {
	const url = new URL(window.location.href);
	const search = filters.search.trim();
	if (search) url.searchParams.set('q', search);
	else url.searchParams.delete('q');
	if (filters.categoryIds.length > 0) url.searchParams.set('cat', filters.categoryIds.join(','));
	else url.searchParams.delete('cat');
	window.history.replaceState(window.history.state, '', url);
}

function isFiltered(filters: Filters) {
	return filters.search.trim() !== '' || filters.categoryIds.length > 0;
}

export default function CourseCatalogue({
	categories,
	initialCourses,
	initialTotal,
	pageSize,
}: CourseCatalogueProps) {
	const [filters, setFilters] = useState<Filters>({ search: '', categoryIds: [] });
	const [courses, setCourses] = useState(initialCourses);
	const [total, setTotal] = useState(initialTotal);
	const [page, setPage] = useState(1);
	const [status, setStatus] = useState<Status>('idle');
	const [error, setError] = useState('');
	const [announcement, setAnnouncement] = useState('');
	/** Only the newest request may change the list: older answers arriving late are dropped. */
	const latestRequest = useRef(0);
	const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const searchInput = useRef<HTMLInputElement>(null);
	/** Where to scroll once the remembered courses are on the page (Back from a course). */
	const [scrollTarget, setScrollTarget] = useState<number | null>(null);
	const searchId = useId();
	const categoryNames = new Map(categories.map((category) => [category.ctid, category.nm]));

	const load = useCallback(
		/** `back`: the place to return to, with the remembered pages in one call when there are more. */
		async (next: Filters, nextPage: number, back?: ReturnTo) => {
			const restore = back?.pages;
			const request = ++latestRequest.current;
			setStatus('loading');
			setError('');
			const query: CoursesQuery = restore
				? { rbp: restore.rbp, pid: 1, od: 1 }
				: { rbp: pageSize, pid: nextPage, od: 1 };
			const search = next.search.trim();
			if (search) query.qh = search;
			if (next.categoryIds.length > 0) query.cl = next.categoryIds;
			const result = await getCourses(query);
			if (request !== latestRequest.current) return;
			if (!result.ok) {
				setStatus('error');
				setError(courseErrorMessage('courses', result));
				return;
			}
			const { courses: found, tqr } = result.data;
			setCourses((previous) => (nextPage === 1 ? found : [...previous, ...found]));
			setTotal(tqr);
			setPage(restore?.page ?? nextPage);
			// Rendered with the courses, so the page is long enough when the scroll is applied.
			if (back) setScrollTarget(back.scrollY);
			setStatus('idle');
			setAnnouncement(
				tqr === 0
					? tCourses('courses.no_results')
					: tCourses('courses.results_count', { count: tqr }),
			);
		},
		[pageSize],
	);

	// Once hydrated: a shared link (`/cursos?q=dermo`) or going back restores its search, and text
	// typed into the prerendered box before hydration (React leaves it in the DOM) is searched.
	useEffect(() => {
		const fromUrl = readFiltersFromUrl(new Set(categories.map((category) => category.ctid)));
		const typed = searchInput.current?.value ?? '';
		const initial = typed.trim() ? { ...fromUrl, search: typed } : fromUrl;
		const place = isHistoryVisit(performance)
			? rememberedPlace(sessionStorage, window.location.search)
			: null;
		const morePages = place !== null && place.shown > pageSize;
		if (isFiltered(initial) || morePages) {
			setFilters(initial);
			writeFiltersToUrl(initial);
			const back: ReturnTo | undefined = place
				? {
						scrollY: place.scrollY,
						...(morePages
							? { pages: restoreRequest(place.shown, pageSize, MAX_RESULTS_PER_PAGE) }
							: {}),
					}
				: undefined;
			void load(initial, 1, back);
		}
		return () => {
			clearTimeout(debounce.current);
		};
	}, [categories, load, pageSize]);

	// After the remembered courses are painted, the page is long enough to scroll back to the place.
	useEffect(() => {
		if (scrollTarget === null) return;
		window.scrollTo(0, scrollTarget);
		setScrollTarget(null);
	}, [scrollTarget]);

	// Leaving the page (to a course, or anywhere): remember the place for Back.
	useEffect(() => {
		function save() {
			rememberPlace(sessionStorage, window.location.search, {
				shown: courses.length,
				scrollY: window.scrollY,
			});
		}
		window.addEventListener('pagehide', save);
		return () => {
			window.removeEventListener('pagehide', save);
		};
	}, [courses.length]);

	function apply(next: Filters, { immediate }: { immediate: boolean }) {
		setFilters(next);
		writeFiltersToUrl(next);
		clearTimeout(debounce.current);
		if (immediate) void load(next, 1);
		else debounce.current = setTimeout(() => void load(next, 1), SEARCH_DEBOUNCE_MS);
	}

	function toggleCategory(id: number) {
		const categoryIds = filters.categoryIds.includes(id)
			? filters.categoryIds.filter((other) => other !== id)
			: [...filters.categoryIds, id];
		apply({ ...filters, categoryIds }, { immediate: true });
	}

	function onSubmit(event: SubmitEvent) {
		event.preventDefault();
		apply(filters, { immediate: true });
	}

	const hasMore = courses.length < total;

	return (
		<div className="catalogue">
			<form className="catalogue__search" role="search" onSubmit={onSubmit}>
				<label htmlFor={searchId} className="catalogue__search-label">
					{tCourses('courses.search_label')}
				</label>
				<div className="catalogue__search-row">
					<input
						ref={searchInput}
						id={searchId}
						className="catalogue__search-input"
						type="search"
						name="q"
						enterKeyHint="search"
						autoComplete="off"
						maxLength={MAX_SEARCH_LENGTH}
						placeholder={tCourses('courses.search_placeholder')}
						value={filters.search}
						onChange={(event) => {
							apply({ ...filters, search: event.target.value }, { immediate: false });
						}}
					/>
					<Button type="submit" variant="primary">
						{tCourses('courses.search_button')}
					</Button>
				</div>
			</form>

			<fieldset className="catalogue__categories">
				<legend className="catalogue__categories-legend">
					{tCourses('courses.categories_label')}
				</legend>
				<div className="catalogue__chips">
					<button
						type="button"
						className="catalogue__chip"
						aria-pressed={filters.categoryIds.length === 0}
						onClick={() => {
							apply({ ...filters, categoryIds: [] }, { immediate: true });
						}}
					>
						{tCourses('courses.all_categories')}
					</button>
					{categories.map((category) => (
						<button
							key={category.ctid}
							type="button"
							className="catalogue__chip"
							aria-pressed={filters.categoryIds.includes(category.ctid)}
							onClick={() => {
								toggleCategory(category.ctid);
							}}
						>
							{category.nm}
						</button>
					))}
				</div>
			</fieldset>

			<p className="catalogue__count" aria-hidden="true">
				{total === 0
					? ''
					: `${tCourses('courses.results_count', { count: total })} · ${tCourses('courses.showing', { shown: courses.length, total })}`}
			</p>
			<p className="visually-hidden" role="status" aria-live="polite">
				{status === 'loading' ? tCourses('courses.loading_results') : announcement}
			</p>

			{status === 'error' ? (
				<div className="catalogue__message catalogue__message--error" role="alert">
					<p>{error}</p>
					<Button variant="secondary" onClick={() => void load(filters, 1)}>
						{tCourses('courses.retry')}
					</Button>
				</div>
			) : null}

			{total === 0 && status !== 'loading' && status !== 'error' ? (
				<div className="catalogue__message">
					<p className="catalogue__message-title">
						{isFiltered(filters) ? tCourses('courses.no_results') : tCourses('courses.no_courses')}
					</p>
					{isFiltered(filters) ? <p>{tCourses('courses.no_results_hint')}</p> : null}
				</div>
			) : null}

			<ul className="catalogue__grid" aria-busy={status === 'loading'}>
				{courses.map((course, index) => (
					<li key={course.cid}>
						<CourseCard
							course={course}
							categoryName={categoryNames.get(course.ctid)}
							eager={index < 3}
						/>
					</li>
				))}
			</ul>

			{hasMore ? (
				<div className="catalogue__more">
					<Button
						variant="secondary"
						loading={status === 'loading'}
						onClick={() => void load(filters, page + 1)}
					>
						{tCourses('courses.see_more')}
					</Button>
				</div>
			) : null}
		</div>
	);
}
