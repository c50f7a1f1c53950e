/**
 * The data hook behind every staff list (studio courses, the back-office's customers and audit
 * log): once the session check answered, the page for the current filters, the search sent after
 * a pause in typing, only the newest answer kept. A 404 from the API means the caller is not staff
 * of the role the list needs.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../lib/api/client';
import { useCampusSession } from '../use-campus-session';
import type { StudioLoad } from './StudioLoading';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 250;

export interface ListFilters {
	query: string;
	page: number;
}

export function useFilteredList<Filters extends ListFilters, List>(
	initial: Filters,
	fetchPage: (filters: Filters) => Promise<ApiResult<List>>,
) {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<StudioLoad<List>>({ state: 'loading' });
	const [filters, setFilters] = useState<Filters>(initial);
	const latest = useRef(0);
	// The caller's function is new on each render; the latest one is the one to call.
	const fetcher = useRef(fetchPage);
	fetcher.current = fetchPage;

	const fetchList = useCallback(async (current: Filters) => {
		const request = ++latest.current;
		const result = await fetcher.current(current);
		if (request !== latest.current) return;
		if (result.ok) setLoad({ state: 'ready', list: result.data });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
	}, []);

	useEffect(() => {
		if (phase !== 'ready') return;
		const timer = setTimeout(
			() => {
				void fetchList(filters);
			},
			filters.query === '' ? 0 : SEARCH_DELAY_MS,
		);
		return () => {
			clearTimeout(timer);
		};
	}, [phase, filters, fetchList]);

	/** Changes one filter and goes back to the first page (the old page may not exist). */
	function setFilter<K extends Exclude<keyof Filters, 'page'>>(key: K, value: Filters[K]) {
		setFilters((current) => ({ ...current, [key]: value, page: 1 }));
	}

	function goToPage(page: number) {
		setFilters((current) => ({ ...current, page }));
	}

	return { load, filters, setFilter, goToPage, reload: () => fetchList(filters) };
}
