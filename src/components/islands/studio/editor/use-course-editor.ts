/**
 * The course editor's one data hook (issue #19), as its views see it: the course and the
 * document being edited (use-editor-document.ts), saving it as a draft (use-draft-saving.ts), and
 * what is done to the course as a whole (course-actions.ts), with the state of the call running
 * and what the last one said.
 */
import { useState } from 'react';
import { madridDay } from '../../../../lib/dates';
import { errorsById } from './document-issues';
import {
	changeCourseStatus,
	discardCourse,
	publishCourse,
	submitCourse,
	type ActionContext,
} from './course-actions';
import { t } from './shared';
import { useDraftSaving, type EditorBusy, type EditorMessage } from './use-draft-saving';
import { useEditorDocument } from './use-editor-document';

export type { EditorCourse } from './use-editor-document';

export function useCourseEditor() {
	const doc = useEditorDocument();
	const [busy, setBusy] = useState<EditorBusy | null>(null);
	const [message, setMessage] = useState<EditorMessage | null>(null);
	const saving = useDraftSaving(doc, { busy, setBusy, setMessage });
	const { course } = doc;

	/** Runs an action on the course, one at a time. */
	const run = (action: (context: ActionContext) => Promise<void>) => async () => {
		if (!course || busy) return;
		await action({
			course,
			dirty: doc.dirty,
			open: doc.open,
			savedDraft: saving.savedDraft,
			setCourse: doc.setCourse,
			setBusy,
			setMessage,
			setConflict: saving.setConflict,
			leave: doc.leave,
		});
	};

	return {
		load: doc.load,
		course,
		dirty: doc.dirty,
		busy,
		message,
		savedAt: saving.savedAt,
		conflict: saving.conflict,
		restored: doc.restored,
		offer: doc.offer,
		issues: saving.issues,
		errors: errorsById(saving.issues),
		errorsShown: saving.errorsShown,
		today: () => madridDay(new Date()),
		edit: doc.edit,
		save: saving.save,
		/** Opens the course again from the server (after a conflict). */
		reload: async () => {
			if (!course) return;
			setMessage(null);
			const failed = await doc.open(course.detail.cid);
			if (failed !== null) setMessage({ kind: 'error', text: failed });
		},
		submitForReview: run(submitCourse),
		publish: run(publishCourse),
		discard: run(discardCourse),
		archive: run((context) => changeCourseStatus(context, 'archive')),
		restore: run((context) => changeCourseStatus(context, 'restore')),
		takeOffer: () => {
			doc.takeOffer();
			setMessage({ kind: 'success', text: t('studio.editor.offer_taken') });
		},
		dropOffer: doc.dropOffer,
		dropRestored: doc.dropRestored,
	};
}

export type CourseEditorState = ReturnType<typeof useCourseEditor>;
