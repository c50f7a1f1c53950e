/**
 * The studio's course list (`/estudio`, issue #19): search, filters by state, category and review,
 * a page of courses with their state and review date, and the form that starts a new course.
 * A static shell like the campus pages; the calls live in `use-studio-courses.ts`.
 */
import { Button } from '../../ui/Button';
import { ErrorNotice, Notice } from '../../ui/Notice';
import { CourseTable } from './CourseTable';
import { NewCourseForm } from './NewCourseForm';
import { t } from './shared';
import { StudioFilters } from './StudioFilters';
import { useStudioCourses } from './use-studio-courses';

export default function StudioCourses() {
	const state = useStudioCourses();
	const { load } = state;

	if (load.state === 'loading') {
		return (
			<p className="studio__loading" role="status">
				{t('studio.list.loading')}
			</p>
		);
	}
	if (load.state === 'not_staff') {
		return (
			<Notice title={t('studio.list.not_staff_title')}>
				<p>{t('studio.list.not_staff')}</p>
			</Notice>
		);
	}
	if (load.state === 'failed') {
		return (
			<ErrorNotice
				action={
					<Button variant="secondary" onClick={() => void state.reload()}>
						{t('studio.list.retry')}
					</Button>
				}
			>
				{t('studio.list.failed')} {load.msg}
			</ErrorNotice>
		);
	}

	const { list } = load;
	const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
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
			{pages > 1 ? (
				<nav className="studio__pages" aria-label={t('studio.list.pagination_label')}>
					<Button
						variant="secondary"
						disabled={list.page <= 1}
						onClick={() => {
							state.goToPage(list.page - 1);
						}}
					>
						{t('studio.list.previous')}
					</Button>
					<span>{t('studio.list.page_of', { page: list.page, pages })}</span>
					<Button
						variant="secondary"
						disabled={list.page >= pages}
						onClick={() => {
							state.goToPage(list.page + 1);
						}}
					>
						{t('studio.list.next')}
					</Button>
				</nav>
			) : null}
		</div>
	);
}
