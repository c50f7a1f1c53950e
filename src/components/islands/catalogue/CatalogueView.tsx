/**
 * What both catalogues render (issue #17): the search box, the category chips, the count, the
 * live region, the messages, the grid and "Ver más cursos". The page's own card comes from
 * `renderCourse`, so the public catalogue links the course page and the campus one the player.
 */
import { useId, type ReactNode, type SubmitEvent } from 'react';
import type { Category } from '../../../lib/contracts/courses';
import { MAX_SEARCH_LENGTH } from '../../../lib/contracts/courses';
import { Button } from '../../ui/Button';
import { tCourses } from '../../catalogue/course-labels';
import { isFiltered, toggleCategory } from './catalogue-state';
import type { Catalogue } from './use-catalogue';

export interface CourseSlot {
	categoryName: string | undefined;
	/** The first row: its posters load at once. */
	eager: boolean;
}

export interface CatalogueViewProps<Course extends { cid: number; ctid: number }> {
	catalogue: Catalogue<Course>;
	categories: Category[];
	renderCourse: (course: Course, slot: CourseSlot) => ReactNode;
}

export function CatalogueView<Course extends { cid: number; ctid: number }>({
	catalogue,
	categories,
	renderCourse,
}: CatalogueViewProps<Course>) {
	const { courses, total, status } = catalogue;
	const categoryNames = new Map(categories.map((category) => [category.ctid, category.nm]));
	return (
		<div className="catalogue">
			<SearchForm catalogue={catalogue} />
			<CategoryChips catalogue={catalogue} categories={categories} />

			<p className="catalogue__count" aria-hidden="true">
				{total === 0
					? ''
					: `${tCourses('courses.results_count', { count: total })} · ${tCourses('courses.showing', { shown: courses.length, total })}`}
			</p>
			<p className="visually-hidden" role="status" aria-live="polite">
				{status === 'loading' ? tCourses('courses.loading_results') : catalogue.announcement}
			</p>

			<Messages catalogue={catalogue} />

			<ul className="catalogue__grid" aria-busy={status === 'loading'}>
				{courses.map((course, index) => (
					<li key={course.cid}>
						{renderCourse(course, {
							categoryName: categoryNames.get(course.ctid),
							eager: index < 3,
						})}
					</li>
				))}
			</ul>

			{courses.length < total ? (
				<div className="catalogue__more">
					<Button variant="secondary" loading={status === 'loading'} onClick={catalogue.more}>
						{tCourses('courses.see_more')}
					</Button>
				</div>
			) : null}
		</div>
	);
}

function SearchForm<Course>({ catalogue }: { catalogue: Catalogue<Course> }) {
	const searchId = useId();
	function onSubmit(event: SubmitEvent) {
		event.preventDefault();
		catalogue.apply(catalogue.filters, true);
	}
	return (
		<form className="catalogue__search" role="search" onSubmit={onSubmit}>
			<label htmlFor={searchId} className="catalogue__search-label">
				{tCourses('courses.search_label')}
			</label>
			<div className="catalogue__search-row">
				<input
					ref={catalogue.searchInput}
					id={searchId}
					className="catalogue__search-input"
					type="search"
					name="q"
					enterKeyHint="search"
					autoComplete="off"
					maxLength={MAX_SEARCH_LENGTH}
					placeholder={tCourses('courses.search_placeholder')}
					value={catalogue.filters.search}
					onChange={(event) => {
						catalogue.apply({ ...catalogue.filters, search: event.target.value }, false);
					}}
				/>
				<Button type="submit" variant="primary">
					{tCourses('courses.search_button')}
				</Button>
			</div>
		</form>
	);
}

function CategoryChips<Course>({
	catalogue,
	categories,
}: {
	catalogue: Catalogue<Course>;
	categories: Category[];
}) {
	const { filters, apply } = catalogue;
	const chosen = filters.categoryIds;
	return (
		<fieldset className="catalogue__categories">
			<legend className="catalogue__categories-legend">
				{tCourses('courses.categories_label')}
			</legend>
			<div className="catalogue__chips">
				<button
					type="button"
					className="catalogue__chip"
					aria-pressed={chosen.length === 0}
					onClick={() => {
						apply({ ...filters, categoryIds: [] }, true);
					}}
				>
					{tCourses('courses.all_categories')}
				</button>
				{categories.map((category) => (
					<button
						key={category.ctid}
						type="button"
						className="catalogue__chip"
						aria-pressed={chosen.includes(category.ctid)}
						onClick={() => {
							apply(toggleCategory(filters, category.ctid), true);
						}}
					>
						{category.nm}
					</button>
				))}
			</div>
		</fieldset>
	);
}

/** The error with its retry, or "no results" once an answer came with nothing in it. */
function Messages<Course>({ catalogue }: { catalogue: Catalogue<Course> }) {
	const { status, total, filters } = catalogue;
	if (status === 'error') {
		return (
			<div className="catalogue__message catalogue__message--error" role="alert">
				<p>{catalogue.failure?.message}</p>
				<Button variant="secondary" onClick={catalogue.retry}>
					{tCourses('courses.retry')}
				</Button>
			</div>
		);
	}
	if (total > 0 || status === 'loading') return null;
	return (
		<div className="catalogue__message">
			<p className="catalogue__message-title">
				{isFiltered(filters) ? tCourses('courses.no_results') : tCourses('courses.no_courses')}
			</p>
			{isFiltered(filters) ? <p>{tCourses('courses.no_results_hint')}</p> : null}
		</div>
	);
}
