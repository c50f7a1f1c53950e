import type { AssignableCourse } from '../../../lib/contracts/itineraries';
import { t } from './shared';

/** A course's name, area and length, and whether it is the pharmacy's own training. */
export function CourseLabel({ course }: { course: AssignableCourse }) {
	return (
		<div className="wizard__course-text">
			<span className="wizard__course-name">{course.name}</span>
			<span className="wizard__course-meta">
				{`${course.area} · ${t('itineraries.wizard.minutes', { minutes: course.minutes })}`}
				{course.ownTraining ? (
					<span className="wizard__badge">{t('itineraries.wizard.own_training')}</span>
				) : null}
			</span>
		</div>
	);
}
