/**
 * The course being edited (issue #19): opened once the session check answered, the document as
 * typed next to the one the server holds, and what the tab kept of it (unsaved-copy.ts): a copy
 * on the revision opened comes back by itself, one on an older revision is offered. Leaving with
 * unsaved changes asks first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getStudioCourse } from '../../../../lib/api/studio';
import type { CourseDocument } from '../../../../lib/contracts/course-document';
import type { StudioCourseDetail } from '../../../../lib/contracts/studio';
import { askConfirmation } from '../../../../stores/overlays-confirm';
import { useCampusSession } from '../../use-campus-session';
import type { EditorAction } from './actions';
import { t } from './shared';
import { editDocument } from './state';
import {
	dropAllUnsaved,
	dropUnsaved,
	findUnsaved,
	keepUnsaved,
	type UnsavedCopy,
} from './unsaved-copy';
import { idParam } from '../../../../lib/id-param';

export type EditorLoad =
	| { state: 'loading' }
	/** No such course, or the caller is not campus staff (the API answers both with 404). */
	| { state: 'missing' }
	| { state: 'failed'; msg: string };

/** The course as the server holds it, and the copy being edited. */
export interface EditorCourse {
	detail: StudioCourseDetail;
	/** The revision saves are based on (0: the live course, no draft yet). */
	revision: number;
	/** What keeps the saved draft from going live, as of the last save. */
	problems: string[];
	/** The document the server holds at `revision`; `document !== saved` means unsaved changes. */
	saved: CourseDocument;
	document: CourseDocument;
}

/** What is typed stays in the tab until it is saved; leaving with it unsaved asks first. */
function useKeptInTab(course: EditorCourse | null, leaving: { current: boolean }) {
	const dirty = course !== null && course.document !== course.saved;
	useEffect(() => {
		if (!course) return;
		const { detail, revision, document, saved } = course;
		if (document === saved) dropUnsaved(sessionStorage, detail.cid, revision);
		else keepUnsaved(sessionStorage, detail.cid, revision, document, new Date());
	}, [course]);

	useEffect(() => {
		if (!dirty) return;
		const warn = (event: BeforeUnloadEvent) => {
			if (!leaving.current) event.preventDefault();
		};
		window.addEventListener('beforeunload', warn);
		return () => {
			window.removeEventListener('beforeunload', warn);
		};
	}, [dirty, leaving]);
	return dirty;
}

export function useEditorDocument() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<EditorLoad>({ state: 'loading' });
	const [course, setCourse] = useState<EditorCourse | null>(null);
	/** A copy on this revision came back from the tab's storage when the course opened. */
	const [restored, setRestored] = useState(false);
	/** A copy typed on an older revision, offered to take back. */
	const [offer, setOffer] = useState<UnsavedCopy | null>(null);
	/** Grows each time the course is (re)opened: what belonged to the copy before starts over. */
	const [opened, setOpened] = useState(0);
	const leaving = useRef(false);
	const dirty = useKeptInTab(course, leaving);

	/** Opens (or reopens) the course; answers the server's message when it could not. */
	const open = useCallback(async (cid: number): Promise<string | null> => {
		const result = await getStudioCourse(cid);
		if (!result.ok) {
			setLoad(result.status === 404 ? { state: 'missing' } : { state: 'failed', msg: result.msg });
			return result.msg;
		}
		const detail = result.data;
		const copies = findUnsaved(sessionStorage, cid);
		const same = copies.find((copy) => copy.revision === detail.revision);
		setCourse({
			detail,
			revision: detail.revision,
			problems: detail.problems,
			saved: detail.document,
			document: same?.document ?? detail.document,
		});
		setRestored(same !== undefined);
		setOffer(copies.find((copy) => copy.revision !== detail.revision) ?? null);
		setOpened((count) => count + 1);
		return null;
	}, []);

	useEffect(() => {
		if (phase !== 'ready') return;
		const cid = idParam(window.location.search, 'cid');
		if (cid === null) setLoad({ state: 'missing' });
		else void open(cid);
	}, [phase, open]);

	const edit = useCallback((action: EditorAction) => {
		setCourse((current) => {
			if (!current) return current;
			const document = editDocument(current.document, action);
			return document === current.document ? current : { ...current, document };
		});
	}, []);

	return {
		load,
		course,
		setCourse,
		dirty,
		open,
		opened,
		edit,
		restored,
		setRestored,
		offer,
		/** Takes back the copy typed on an older revision: it replaces this one once saved. */
		takeOffer: () => {
			if (!course || !offer) return;
			dropAllUnsaved(sessionStorage, course.detail.cid);
			setCourse({ ...course, document: offer.document });
			setOffer(null);
		},
		dropOffer: () => {
			if (!course || !offer) return;
			dropUnsaved(sessionStorage, course.detail.cid, offer.revision);
			setOffer(null);
		},
		/** Forgets the copy that came back by itself: the saved draft again. */
		dropRestored: async () => {
			const confirmed = await askConfirmation({
				title: t('studio.editor.restored_drop_title'),
				confirmText: t('studio.editor.discard_confirm'),
			});
			if (!confirmed) return;
			setCourse((current) => (current ? { ...current, document: current.saved } : current));
			setRestored(false);
		},
		/** Goes to another page without the unsaved-changes warning (the course is gone). */
		leave: (href: string) => {
			leaving.current = true;
			window.location.assign(href);
		},
	};
}

export type EditorDocument = ReturnType<typeof useEditorDocument>;
