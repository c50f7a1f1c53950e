import { useId } from 'react';
import type { AssignableCourse } from '../../../lib/contracts/itineraries';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { CourseLabel } from './CourseLabel';
import { t } from './shared';
import type { CourseSearch } from './use-itinerary-wizard';
import { addCourse, removeCourse, type DraftCourse } from './wizard';

/** The catalogue and own training to choose from (searched as the person types), and the chosen. */
export function CoursesStep({
	search,
	selected,
	onChange,
}: {
	search: CourseSearch;
	selected: DraftCourse[];
	onChange: (courses: DraftCourse[]) => void;
}) {
	const resultsId = useId();
	const { results } = search;
	const chosen = new Set(selected.map((course) => course.courseId));
	return (
		<div className="wizard__courses">
			<form
				role="search"
				className="wizard__search"
				onSubmit={(event) => {
					event.preventDefault();
					search.submit();
				}}
			>
				<Input
					type="search"
					label={t('itineraries.wizard.search_label')}
					placeholder={t('itineraries.wizard.search_placeholder')}
					value={search.query}
					autoComplete="off"
					aria-controls={resultsId}
					onChange={(event) => {
						search.setQuery(event.target.value);
					}}
				/>
				<Button type="submit" variant="secondary">
					{t('itineraries.wizard.search_button')}
				</Button>
			</form>
			<p className="wizard__count" role="status">
				{search.failure ??
					(results === null
						? t('itineraries.wizard.searching')
						: results.length === 0
							? t('itineraries.wizard.results_none')
							: t('itineraries.wizard.results', { count: results.length }))}
			</p>
			<ul id={resultsId} className="wizard__results">
				{(results ?? []).map((course) => (
					<CourseRow
						key={course.courseId}
						course={course}
						added={chosen.has(course.courseId)}
						selected={selected}
						onChange={onChange}
					/>
				))}
			</ul>

			<section className="wizard__selected" aria-labelledby="wizard-selected">
				<h3 id="wizard-selected">{t('itineraries.wizard.selected_title')}</h3>
				<p className="wizard__count">
					{selected.length === 0
						? t('itineraries.wizard.selected_empty')
						: t('itineraries.wizard.selected_count', { count: selected.length })}
				</p>
				<ol className="wizard__results">
					{selected.map((course) => (
						<CourseRow
							key={course.courseId}
							course={course}
							added
							selected={selected}
							onChange={onChange}
						/>
					))}
				</ol>
			</section>
		</div>
	);
}

/** A course with its button: add it, or remove it once chosen (the same in both lists). */
function CourseRow({
	course,
	added,
	selected,
	onChange,
}: {
	course: AssignableCourse;
	added: boolean;
	selected: DraftCourse[];
	onChange: (courses: DraftCourse[]) => void;
}) {
	return (
		<li className="wizard__course">
			<CourseLabel course={course} />
			<Button
				size="sm"
				variant={added ? 'ghost' : 'secondary'}
				aria-label={t(added ? 'itineraries.wizard.remove_label' : 'itineraries.wizard.add_label', {
					name: course.name,
				})}
				onClick={() => {
					onChange(added ? removeCourse(selected, course.courseId) : addCourse(selected, course));
				}}
			>
				{added ? t('itineraries.wizard.remove') : t('itineraries.wizard.add')}
			</Button>
		</li>
	);
}
