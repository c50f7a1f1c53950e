/**
 * The studio's course list (`/estudio`, issue #19): search, filters by state, category and review,
 * a page of courses with their state and review date, and the form that starts a new course.
 * A static shell like the campus pages; the calls live in `use-studio-courses.ts`.
 */
import { CourseTable } from './CourseTable';
import { NewCourseForm } from './NewCourseForm';
import { t } from './shared';
import { StudioFilters } from './StudioFilters';
import { StudioLoading } from './StudioLoading';
import { StudioPager } from './StudioPager';
import { useStudioCourses } from './use-studio-courses';

export default function StudioCourses() {
	const state = useStudioCourses();
	const { load } = state;

	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{ loading: t('studio.list.loading'), failed: t('studio.list.failed') }}
				onRetry={() => void state.reload()}
			/>
		);
	}

	const { list } = load;
	return (
		<div className="studio">
			<NewCourseForm
				categories={list.categories}
				creating={state.creating}
				onCreate={state.createCourse}
			/>
			<StudioFilters
				state={state}
				categories={list.categories}
				reviewMaxDays={list.reviewMaxDays}
			/>
			<p className="studio__count" role="status">
				{t('studio.list.results', { count: list.total })}
			</p>
			{list.courses.length === 0 ? (
				<p className="studio__empty">{t('studio.list.empty')}</p>
			) : (
				<CourseTable courses={list.courses} />
			)}
			<StudioPager list={list} label={t('studio.list.pagination_label')} onPage={state.goToPage} />
		</div>
	);
}
