import { COURSE_STATUSES } from '../../../lib/studio-rules';
import type { StudioCourseList } from '../../../lib/contracts/studio';
import { Checkbox } from '../../ui/Checkbox';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { t } from './shared';
import type { StudioCoursesState, StudioFilters as Filters } from './use-studio-courses';

/** Search (sent as the person types), state, category and "due for review". */
export function StudioFilters({
	state,
	categories,
	reviewMaxDays,
}: {
	state: StudioCoursesState;
	categories: StudioCourseList['categories'];
	reviewMaxDays: number;
}) {
	const { filters, setFilter } = state;
	return (
		<form
			className="studio__filters"
			role="search"
			aria-label={t('studio.list.filters_label')}
			onSubmit={(event) => {
				event.preventDefault();
				void state.reload();
			}}
		>
			<Input
				type="search"
				label={t('studio.list.search_label')}
				placeholder={t('studio.list.search_placeholder')}
				value={filters.query}
				onChange={(event) => {
					setFilter('query', event.target.value);
				}}
				autoComplete="off"
			/>
			<Select
				label={t('studio.list.status_label')}
				value={filters.status}
				onChange={(event) => {
					setFilter('status', event.target.value as Filters['status']);
				}}
				options={[
					{ value: '', label: t('studio.list.status_all') },
					...COURSE_STATUSES.map((value) => ({ value, label: t(`studio.status.${value}`) })),
				]}
			/>
			<Select
				label={t('studio.list.category_label')}
				value={filters.categoryId}
				onChange={(event) => {
					setFilter('categoryId', event.target.value);
				}}
				options={[
					{ value: '', label: t('studio.list.category_all') },
					...categories.map((category) => ({ value: String(category.id), label: category.name })),
				]}
			/>
			<Checkbox
				label={t('studio.list.review_due_filter')}
				hint={t('studio.list.review_due_hint', { days: reviewMaxDays })}
				checked={filters.reviewDue}
				onChange={(event) => {
					setFilter('reviewDue', event.currentTarget.checked);
				}}
			/>
		</form>
	);
}
