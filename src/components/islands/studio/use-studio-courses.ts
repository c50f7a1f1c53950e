/**
 * The studio list's one data hook (issue #19): once the session check answered, the page of
 * courses for the search and filters (the newest request wins), and creating a course, which opens
 * its editor. A 404 from the API means the caller is not campus staff.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createStudioCourse, listStudioCourses } from '../../../lib/api/studio';
import type { CourseStatus, StudioCourseList } from '../../../lib/contracts/studio';
import { useCampusSession } from '../use-campus-session';
import { editorHref } from './shared';
import type { StudioLoad } from './StudioLoading';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 250;

export type StudioListLoad = StudioLoad<StudioCourseList>;

export interface StudioFilters {
	query: string;
	status: CourseStatus | '';
	categoryId: string;
	reviewDue: boolean;
	page: number;
}

const NO_FILTERS: StudioFilters = {
	query: '',
	status: '',
	categoryId: '',
	reviewDue: false,
	page: 1,
};

export function useStudioCourses() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<StudioListLoad>({ state: 'loading' });
	const [filters, setFilters] = useState<StudioFilters>(NO_FILTERS);
	const [creating, setCreating] = useState(false);
	const latest = useRef(0);

	const fetchList = useCallback(async (current: StudioFilters) => {
		const request = ++latest.current;
		const result = await listStudioCourses({
			query: current.query,
			status: current.status === '' ? undefined : current.status,
			categoryId: current.categoryId === '' ? undefined : Number(current.categoryId),
			reviewDue: current.reviewDue,
			page: current.page,
		});
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
	function setFilter<K extends keyof Omit<StudioFilters, 'page'>>(key: K, value: StudioFilters[K]) {
		setFilters((current) => ({ ...current, [key]: value, page: 1 }));
	}

	function goToPage(page: number) {
		setFilters((current) => ({ ...current, page }));
	}

	/** Creates the draft and opens its editor; answers the error message, if any. */
	async function createCourse(name: string, categoryId: number): Promise<string | null> {
		setCreating(true);
		const result = await createStudioCourse({ name, categoryId });
		setCreating(false);
		if (!result.ok) return result.msg;
		window.location.assign(editorHref(result.data.cid));
		return null;
	}

	return {
		load,
		filters,
		setFilter,
		goToPage,
		creating,
		createCourse,
		reload: () => fetchList(filters),
	};
}

export type StudioCoursesState = ReturnType<typeof useStudioCourses>;
