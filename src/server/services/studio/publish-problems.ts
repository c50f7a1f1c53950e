/**
 * What keeps a course's draft from going live (issue #19, ADR 017): on the server, which answers
 * it with each save and refuses a publish while it is not empty; the editor shows what it gets.
 */
import { t } from '../../../i18n';
import type { CourseDocument } from '../../../lib/contracts/course-document';

/** What keeps a draft from being published, in the editor's words; empty when it can go live. */
export function publishProblems(course: CourseDocument): string[] {
	const problems: string[] = [];
	const items = course.program.flatMap((topic) => topic.items);
	if (course.description === '') problems.push(t('studio.problems.description'));
	if (course.createdBy === null || course.impartedBy === null) {
		problems.push(t('studio.problems.experts'));
	}
	if (course.goals.length === 0) problems.push(t('studio.problems.goals'));
	if (items.length === 0) problems.push(t('studio.problems.items'));
	if (course.program.some((topic) => topic.items.length === 0)) {
		problems.push(t('studio.problems.empty_topic'));
	}
	if (course.sources.length === 0) problems.push(t('studio.problems.sources'));
	if (course.reviewedOn === null) problems.push(t('studio.problems.reviewed_on'));
	for (const item of items) {
		if (item.type === 'video' || item.type === 'counter_scene') {
			if (!item.mediaAssetId && !item.mediaUrl) {
				problems.push(t('studio.problems.media', { item: item.name }));
			}
			if (!item.captionsAssetId && !item.captionsUrl) {
				problems.push(t('studio.problems.captions', { item: item.name }));
			}
		} else if (item.type === 'pdf') {
			if (!item.fileAssetId && !item.fileUrl) {
				problems.push(t('studio.problems.file', { item: item.name }));
			}
		} else if (item.questions.length === 0) {
			problems.push(t('studio.problems.questions', { item: item.name }));
		}
	}
	return problems;
}
