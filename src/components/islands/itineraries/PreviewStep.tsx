import type { ApiResult } from '../../../lib/api/client';
import type { ItineraryPreview } from '../../../lib/contracts/itineraries';
import { Alert, Loading, longDay, t } from './shared';
import type { WizardDraft } from './wizard';

/** The itinerary as the server says a member sees it today (the draft is saved by then). */
export function PreviewStep({ answer }: { answer: ApiResult<ItineraryPreview> | null }) {
	if (!answer) return <Loading text={t('itineraries.wizard.loading')} />;
	if (!answer.ok) return <Alert text={answer.msg} />;
	const preview = answer.data;
	return (
		<div className="wizard__preview">
			<p>{t('itineraries.wizard.preview_lead')}</p>
			<div className="preview-card">
				<h3 className="preview-card__title">{preview.name}</h3>
				{preview.description ? <p>{preview.description}</p> : null}
				{preview.endsOn ? (
					<p className="wizard__course-meta">
						{t('itineraries.wizard.preview_ends', { date: longDay(preview.endsOn) })}
					</p>
				) : null}
				{preview.courses.length === 0 ? (
					<p>{t('itineraries.wizard.preview_empty')}</p>
				) : (
					<ol className="preview-card__courses">
						{preview.courses.map((course) => (
							<li
								key={course.courseId}
								className={
									course.locked ? 'preview-card__course is-locked' : 'preview-card__course'
								}
							>
								<span className="wizard__course-name">{course.name}</span>
								<span className="wizard__course-meta">
									{course.locked && course.opensOn ? (
										<>
											<span aria-hidden="true">🔒</span>
											{t('itineraries.wizard.preview_locked', { date: longDay(course.opensOn) })}
										</>
									) : (
										t('itineraries.wizard.preview_open')
									)}
								</span>
							</li>
						))}
					</ol>
				)}
			</div>
		</div>
	);
}

/** The last step: what publishing will assign. */
export function PublishSummary({ draft }: { draft: WizardDraft }) {
	const dated = draft.courses.filter((course) => course.opensOn !== '').length;
	return (
		<div className="wizard__summary">
			<p>{t('itineraries.wizard.publish_lead')}</p>
			<ul>
				<li>
					{t('itineraries.wizard.summary_courses', { count: draft.courses.length })}
					{dated > 0 ? ` (${t('itineraries.wizard.summary_locked', { count: dated })})` : null}
				</li>
				<li>{t('itineraries.wizard.summary_pharmacies', { count: draft.pharmacyIds.length })}</li>
				<li>{t('itineraries.wizard.summary_users', { count: draft.userIds.length })}</li>
			</ul>
		</div>
	);
}
