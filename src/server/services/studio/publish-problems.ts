/**
 * What keeps a course's draft from going live (issue #19, ADR 017): on the server, which answers
 * it with each save and refuses a publish while it is not empty; the editor shows what it gets.
 */
import { t } from '../../../i18n';
import type { CourseDocument } from '../../../lib/contracts/course-document';
import type { MediaKind, MediaStatus } from '../../../lib/studio-rules';

/**
 * What each studio upload a draft names is and where it stands (ADR 017m), by asset id; absent
 * when it is gone.
 */
export type DraftMedia = ReadonlyMap<
	string,
	{ kind: MediaKind; status: MediaStatus; hasCaptions: boolean }
>;

/** The ids of the studio uploads a document's videos, scenes and PDF sheets name. */
export function draftMediaIds(course: CourseDocument): string[] {
	const ids = course.program.flatMap((topic) =>
		topic.items.flatMap((item) => {
			if (item.type === 'video' || item.type === 'counter_scene') {
				return [item.mediaAssetId, item.captionsAssetId];
			}
			return item.type === 'pdf' ? [item.fileAssetId] : [];
		}),
	);
	return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/**
 * What keeps a draft from being published, in the editor's words; empty when it can go live. An
 * uploaded video must be transcoded (`ready`) and its captions stored, and an uploaded PDF sheet
 * must still exist, as `media` tells; an upload of the other kind counts as gone.
 */
export function publishProblems(course: CourseDocument, media: DraftMedia = new Map()): string[] {
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
			const found = item.mediaAssetId === undefined ? undefined : media.get(item.mediaAssetId);
			const upload = found?.kind === 'video' ? found : undefined;
			if (!item.mediaAssetId && !item.mediaUrl) {
				problems.push(t('studio.problems.media', { item: item.name }));
			} else if (item.mediaAssetId && upload?.status !== 'ready') {
				const state =
					upload === undefined ? 'gone' : upload.status === 'failed' ? 'failed' : 'processing';
				problems.push(t(`studio.problems.media_${state}`, { item: item.name }));
			}
			const captions =
				item.captionsAssetId === undefined ? undefined : media.get(item.captionsAssetId);
			if (
				(!item.captionsAssetId && !item.captionsUrl) ||
				(item.captionsAssetId && !captions?.hasCaptions)
			) {
				problems.push(t('studio.problems.captions', { item: item.name }));
			}
		} else if (item.type === 'pdf') {
			if (!item.fileAssetId && !item.fileUrl) {
				problems.push(t('studio.problems.file', { item: item.name }));
			} else if (item.fileAssetId && media.get(item.fileAssetId)?.kind !== 'pdf') {
				problems.push(t('studio.problems.file_gone', { item: item.name }));
			}
		} else if (item.questions.length === 0) {
			problems.push(t('studio.problems.questions', { item: item.name }));
		}
	}
	return problems;
}
