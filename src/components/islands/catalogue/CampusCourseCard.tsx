/**
 * A course of the campus catalogue: the public card leading straight into the player, with the
 * person's progress, or, for a course their trial leaves out, why and the way to a paid plan
 * (then the card is no link of its own, so the plan link inside it can be reached).
 */
import type { CampusCourse } from '../../../lib/contracts/courses';
import { playerHref } from '../../../lib/own-training';
import { CourseCard } from '../../catalogue/CourseCard';
import { courseStatus } from './campus-state';
import type { CourseSlot } from './CatalogueView';
import { t } from './t';

/** Where a trial learner is offered the plans that open every course. */
export const UPGRADE_PATH = '/compra/seleccion';

export function CampusCourseCard({ course, slot }: { course: CampusCourse; slot: CourseSlot }) {
	const status = courseStatus(course);
	return (
		<CourseCard
			course={course}
			categoryName={slot.categoryName}
			eager={slot.eager}
			href={status.kind === 'excluded' ? null : playerHref(course)}
			status={
				status.kind === 'excluded' ? (
					<p className="course-card__status course-card__status--excluded">
						{t('campus_courses.excluded')} <a href={UPGRADE_PATH}>{t('campus_courses.upgrade')}</a>
					</p>
				) : status.kind === 'completed' ? (
					<p className="course-card__status course-card__status--done">
						{t('campus_courses.completed')}
					</p>
				) : (
					<p className="course-card__status">{t('campus_courses.progress', { pct: status.pct })}</p>
				)
			}
		/>
	);
}
