/**
 * What the editor does to the course as a whole (issue #19): send it for review, publish it,
 * discard its draft (or the whole course, never published), archive and restore it. Each drastic
 * step asks first through the site's confirm dialog; each works on the saved draft, saving first
 * what is unsaved.
 */
import {
	archiveStudioCourse,
	discardCourseDraft,
	publishStudioCourse,
	restoreStudioCourse,
	submitCourseForReview,
} from '../../../../lib/api/studio';
import type { ApiResult } from '../../../../lib/api/client';
import { askConfirmation, type ConfirmDialogOptions } from '../../../../stores/overlays-confirm';
import { t } from './shared';
import { dropAllUnsaved } from './unsaved-copy';
import type { EditorBusy, EditorMessage, SavedDraft } from './use-draft-saving';
import type { EditorCourse } from './use-editor-document';

export interface ActionContext {
	course: EditorCourse;
	dirty: boolean;
	/** Reopens the course from the server; answers its message when it could not. */
	open: (cid: number) => Promise<string | null>;
	savedDraft: () => Promise<SavedDraft | null>;
	setCourse: (update: (current: EditorCourse | null) => EditorCourse | null) => void;
	setBusy: (busy: EditorBusy | null) => void;
	setMessage: (message: EditorMessage | null) => void;
	setConflict: (conflict: boolean) => void;
	leave: (href: string) => void;
}

const STUDIO_HOME = '/estudio/';

/** Runs a call as `busy`; answers its data, or null after saying why it did not go through. */
async function call<T>(
	context: ActionContext,
	busy: EditorBusy,
	run: () => Promise<ApiResult<T>>,
): Promise<{ data: T } | null> {
	context.setBusy(busy);
	const answer = await run();
	context.setBusy(null);
	if (answer.ok) return { data: answer.data };
	if (answer.result === 'draft_conflict') context.setConflict(true);
	else context.setMessage({ kind: 'error', text: answer.msg });
	return null;
}

/** Reopens the course and says how the action went. */
async function reopen(context: ActionContext, text: string) {
	const failed = await context.open(context.course.detail.cid);
	context.setMessage(failed === null ? { kind: 'success', text } : { kind: 'error', text: failed });
}

export async function submitCourse(context: ActionContext) {
	const { course } = context;
	if (!(await context.savedDraft())) return;
	if (!(await call(context, 'submit', () => submitCourseForReview(course.detail.cid)))) return;
	context.setCourse(
		(current) =>
			current && {
				...current,
				detail: {
					...current.detail,
					inReview: true,
					status: current.detail.status === 'draft' ? 'in_review' : current.detail.status,
				},
			},
	);
	context.setMessage({ kind: 'success', text: t('studio.editor.submitted') });
}

/** Publishes exactly the saved revision the editor confirmed, once nothing is pending. */
export async function publishCourse(context: ActionContext) {
	const { course } = context;
	const draft = await context.savedDraft();
	if (!draft || draft.problems.length > 0) return;
	const { detail, document } = course;
	const renamed = detail.livePath !== null && detail.livePath !== document.path;
	const confirmed = await askConfirmation({
		title: t('studio.editor.publish_title', { name: document.name }),
		description: t('studio.editor.publish_text', { path: document.path }),
		infoText: renamed ? t('studio.editor.publish_renamed', { old: detail.livePath }) : undefined,
		alignLeft: true,
		confirmText: t('studio.editor.publish_confirm'),
	});
	if (!confirmed) return;
	const published = await call(context, 'publish', () =>
		publishStudioCourse({ cid: detail.cid, revision: draft.revision }),
	);
	if (!published) return;
	dropAllUnsaved(sessionStorage, detail.cid);
	await reopen(context, t('studio.editor.published'));
}

function discardChangesDialog(): ConfirmDialogOptions {
	return {
		alignLeft: true,
		title: t('studio.editor.discard_title'),
		description: t('studio.editor.discard_text'),
		confirmText: t('studio.editor.discard_confirm'),
	};
}

/**
 * A course never published goes altogether (after typing the word); a live one loses its draft
 * and shows as published again; unsaved changes alone go back without a call.
 */
export async function discardCourse(context: ActionContext) {
	const { detail, document } = context.course;
	const neverPublished = detail.livePath === null;
	if (!neverPublished && !detail.hasDraft) {
		if (!(await askConfirmation(discardChangesDialog()))) return;
		context.setCourse((current) => current && { ...current, document: current.saved });
		context.setMessage({ kind: 'success', text: t('studio.editor.discarded') });
		return;
	}
	const confirmed = await askConfirmation(
		neverPublished
			? {
					title: t('studio.editor.delete_title', { name: document.name }),
					description: t('studio.editor.delete_text'),
					showConfirmInput: true,
					placeholder: t('studio.editor.delete_word'),
					confirmText: t('studio.editor.delete_confirm'),
					alignLeft: true,
				}
			: discardChangesDialog(),
	);
	if (!confirmed) return;
	const done = await call(context, 'discard', () => discardCourseDraft(detail.cid));
	if (!done) return;
	dropAllUnsaved(sessionStorage, detail.cid);
	if (done.data.deleted) context.leave(STUDIO_HOME);
	else await reopen(context, t('studio.editor.discarded'));
}

/** Archives a published course, or puts an archived one back; its draft is untouched. */
export async function changeCourseStatus(context: ActionContext, kind: 'archive' | 'restore') {
	const { detail, document } = context.course;
	const confirmed = await askConfirmation({
		title: t(`studio.editor.${kind}_title`, { name: document.name }),
		description: t(`studio.editor.${kind}_text`),
		confirmText: t(`studio.editor.${kind}`),
		alignLeft: true,
	});
	if (!confirmed) return;
	const done = await call<unknown>(context, kind, () =>
		kind === 'archive' ? archiveStudioCourse(detail.cid) : restoreStudioCourse(detail.cid),
	);
	// Unsaved changes come back from the tab's copy, on the same revision.
	if (done) await reopen(context, t(`studio.editor.${kind}d`));
}
