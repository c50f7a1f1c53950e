/**
 * Saving the editor's document as a draft (issue #19): checked first against the studio's schema
 * (refused fields are listed and linked, nothing is sent), then sent with the revision it was
 * opened on. A save someone else made first answers `draft_conflict`: saving stops until the
 * editor reloads, and what was typed stays in the tab. A taken path is shown on its field.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { saveCourseDraft } from '../../../../lib/api/studio';
import { CourseDocument } from '../../../../lib/contracts/course-document';
import { documentIssues, fieldId, type DocumentIssue } from './document-issues';
import { t } from './shared';
import { dropUnsaved } from './unsaved-copy';
import type { EditorCourse, EditorDocument } from './use-editor-document';

export type EditorBusy = 'save' | 'submit' | 'publish' | 'discard' | 'archive' | 'restore';

/** What the last action said, for the save bar. */
export interface EditorMessage {
	kind: 'success' | 'error';
	text: string;
}

export interface Feedback {
	busy: EditorBusy | null;
	setBusy: (busy: EditorBusy | null) => void;
	setMessage: (message: EditorMessage | null) => void;
}

/** The draft as saved: its revision and what keeps it from going live. */
export type SavedDraft = Pick<EditorCourse, 'revision' | 'problems'>;

const DURATION_ID = fieldId(['durationMinutes']);
const PATH_ID = fieldId(['path']);

/**
 * What the editor points out: the schema's issues once a save was refused for them, and a path
 * the server said is taken while it is still the one typed. The course length's rules carry no
 * message in the schema; the editor words it.
 */
function currentIssues(
	document: CourseDocument,
	showErrors: boolean,
	pathTaken: { path: string; msg: string } | null,
): DocumentIssue[] {
	const issues = showErrors
		? documentIssues(document).map((issue) =>
				issue.id === DURATION_ID
					? { ...issue, message: t('studio.editor.duration_invalid') }
					: issue,
			)
		: [];
	const taken = pathTaken && pathTaken.path === document.path;
	if (taken && !issues.some((issue) => issue.id === PATH_ID)) {
		issues.unshift({ path: ['path'], id: PATH_ID, message: pathTaken.msg });
	}
	return issues;
}

export function useDraftSaving(doc: EditorDocument, { busy, setBusy, setMessage }: Feedback) {
	const { course, setCourse, dirty, opened } = doc;
	const [savedAt, setSavedAt] = useState<Date | null>(null);
	const [conflict, setConflict] = useState(false);
	const [showErrors, setShowErrors] = useState(false);
	const [pathTaken, setPathTaken] = useState<{ path: string; msg: string } | null>(null);
	/** Grows on each save refused for the document's errors: the summary takes focus. */
	const [errorsShown, setErrorsShown] = useState(0);

	// A course opened again (after a conflict, a publish) starts with a clean slate.
	useEffect(() => {
		setConflict(false);
		setShowErrors(false);
		setPathTaken(null);
	}, [opened]);

	/** Saves the document as a draft; answers the saved draft, or null when it was not. */
	async function save(): Promise<SavedDraft | null> {
		if (!course || conflict || busy) return null;
		const { detail, revision, document } = course;
		const checked = v.safeParse(CourseDocument, document);
		if (!checked.success) {
			setShowErrors(true);
			setErrorsShown((count) => count + 1);
			return null;
		}
		setBusy('save');
		setMessage(null);
		const answer = await saveCourseDraft({ cid: detail.cid, revision, document: checked.output });
		setBusy(null);
		if (answer.ok) {
			dropUnsaved(sessionStorage, detail.cid, revision);
			setCourse(
				(current) =>
					current && {
						...current,
						detail: { ...current.detail, hasDraft: true },
						revision: answer.data.revision,
						problems: answer.data.problems,
						// What was sent; typing that went on during the save stays unsaved.
						saved: document,
					},
			);
			setSavedAt(new Date());
			setShowErrors(false);
			doc.setRestored(false);
			setMessage({ kind: 'success', text: t('studio.editor.saved') });
			return answer.data;
		}
		if (answer.result === 'draft_conflict') {
			setConflict(true);
		} else if (answer.result === 'path_taken') {
			setPathTaken({ path: document.path, msg: answer.msg });
			setErrorsShown((count) => count + 1);
		} else {
			setMessage({ kind: 'error', text: answer.msg });
		}
		return null;
	}

	return {
		savedAt,
		conflict,
		setConflict,
		issues: course ? currentIssues(course.document, showErrors, pathTaken) : [],
		errorsShown,
		save,
		/** The saved draft, saving first when something is unsaved. */
		savedDraft: (): Promise<SavedDraft | null> =>
			course && !dirty ? Promise.resolve(course) : save(),
	};
}
