/**
 * The studio list's one data hook (issue #19): the page of courses for the search and filters
 * (use-filtered-list.ts), and creating a course, which opens its editor.
 */
import { useState } from 'react';
import { createStudioCourse, listStudioCourses } from '../../../lib/api/studio';
import type { CourseStatus, StudioCourseList } from '../../../lib/contracts/studio';
import { editorHref } from './shared';
import { useFilteredList } from './use-filtered-list';

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
	const list = useFilteredList<StudioFilters, StudioCourseList>(NO_FILTERS, (current) =>
		listStudioCourses({
			query: current.query,
			status: current.status === '' ? undefined : current.status,
			categoryId: current.categoryId === '' ? undefined : Number(current.categoryId),
			reviewDue: current.reviewDue,
			page: current.page,
		}),
	);
	const [creating, setCreating] = useState(false);

	/** Creates the draft and opens its editor; answers the error message, if any. */
	async function createCourse(name: string, categoryId: number): Promise<string | null> {
		setCreating(true);
		const result = await createStudioCourse({ name, categoryId });
		setCreating(false);
		if (!result.ok) return result.msg;
		window.location.assign(editorHref(result.data.cid));
		return null;
	}

	return { ...list, creating, createCourse };
}

export type StudioCoursesState = ReturnType<typeof useStudioCourses>;
