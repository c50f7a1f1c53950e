import { formatDate, formatLongDay } from '../../../lib/dates';
import type { StudioCourseRow } from '../../../lib/contracts/studio';
import { editorHref, t } from './shared';

function reviewedLabel(course: StudioCourseRow): string {
	if (course.reviewedOn === null) return t('studio.list.never_reviewed');
	return formatLongDay(course.reviewedOn);
}

/**
 * The courses of one page. A real table (a caption, column headers) so screen readers can move by
 * cell; on a phone each row becomes a card (studio.css), its headers repeated as labels.
 */
export function CourseTable({ courses }: { courses: StudioCourseRow[] }) {
	return (
		<table className="studio__table">
			<caption className="visually-hidden">{t('studio.list.caption')}</caption>
			<thead>
				<tr>
					<th scope="col">{t('studio.list.col_title')}</th>
					<th scope="col">{t('studio.list.col_status')}</th>
					<th scope="col">{t('studio.list.col_category')}</th>
					<th scope="col">{t('studio.list.col_reviewed')}</th>
					<th scope="col">{t('studio.list.col_updated')}</th>
				</tr>
			</thead>
			<tbody>
				{courses.map((course) => (
					<tr key={course.cid}>
						<th scope="row" data-label={t('studio.list.col_title')}>
							<a className="studio__course-link" href={editorHref(course.cid)}>
								{course.name}
							</a>
							<span className="studio__path">/cursos/{course.path}</span>
						</th>
						<td data-label={t('studio.list.col_status')}>
							<span className={`studio__status studio__status--${course.status}`}>
								{t(`studio.status.${course.status}`)}
							</span>
							{course.status !== 'draft' && course.status !== 'in_review' && course.hasDraft ? (
								<span className="studio__note">
									{course.inReview ? t('studio.list.in_review') : t('studio.list.has_draft')}
								</span>
							) : null}
						</td>
						<td data-label={t('studio.list.col_category')}>{course.categoryName}</td>
						<td data-label={t('studio.list.col_reviewed')}>
							{reviewedLabel(course)}
							{course.reviewDue ? (
								<span className="studio__flag">{t('studio.list.review_due')}</span>
							) : null}
						</td>
						<td data-label={t('studio.list.col_updated')}>{formatDate(course.updatedAt)}</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}
