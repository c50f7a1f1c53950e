/**
 * The studio's course editor (`/estudio/curso/?cid=N`, issue #19): the course's state and actions,
 * its details, sources and review date, and its program with the quiz editor. The calls live in
 * use-course-editor.ts, the document's changes in state.ts; each part of the form is its own view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { ErrorNotice, Notice } from '../../../ui/Notice';
import { DetailsSection } from './DetailsSection';
import { EditorNotices } from './EditorNotices';
import { ErrorSummary } from './ErrorSummary';
import { ProgramSection } from './ProgramSection';
import { SaveBar } from './SaveBar';
import { EditorToolsContext, t, type EditorTools } from './shared';
import { SourcesSection } from './SourcesSection';
import { StatusBar } from './StatusBar';
import { useCourseEditor } from './use-course-editor';

/** Focus that follows a moved entry, set before the render that moves it. */
function usePendingFocus() {
	const pending = useRef<string[] | null>(null);
	useEffect(() => {
		const ids = pending.current;
		if (!ids) return;
		pending.current = null;
		for (const id of ids) {
			const element = document.getElementById(id);
			if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
				element.focus();
				return;
			}
		}
	});
	return useCallback((...ids: string[]) => {
		pending.current = ids;
	}, []);
}

/** A live region that says the same words twice when asked twice (two moves to one place). */
function useAnnouncer() {
	const [text, setText] = useState('');
	const announce = useCallback((next: string) => {
		setText((current) => (current === next ? `${next}\u00a0` : next));
	}, []);
	return { text, announce };
}

/** How many uploads hold topics and items in place (EditorTools.holdProgram). */
function useProgramHolds() {
	const [holds, setHolds] = useState(0);
	const holdProgram = useCallback(() => {
		setHolds((count) => count + 1);
		let released = false;
		return () => {
			if (released) return;
			released = true;
			setHolds((count) => count - 1);
		};
	}, []);
	return { programHeld: holds > 0, holdProgram };
}

export default function CourseEditor() {
	const editor = useCourseEditor();
	const focusLater = usePendingFocus();
	const { text: announcement, announce } = useAnnouncer();
	const { programHeld, holdProgram } = useProgramHolds();
	const { course, load, edit, errors, today } = editor;
	// A new value on every render: the whole form renders on each change anyway.
	const tools: EditorTools = {
		edit,
		errors,
		announce,
		focusLater,
		today,
		programHeld,
		holdProgram,
	};

	if (!course) {
		if (load.state === 'missing') {
			return (
				<Notice
					title={t('studio.editor.missing_title')}
					action={<a href="/estudio/">{t('studio.editor.back')}</a>}
				>
					<p>{t('studio.editor.missing')}</p>
				</Notice>
			);
		}
		if (load.state === 'failed') {
			return (
				<ErrorNotice
					action={
						<Button
							variant="secondary"
							onClick={() => {
								window.location.reload();
							}}
						>
							{t('studio.editor.retry')}
						</Button>
					}
				>
					{t('studio.editor.failed')} {load.msg}
				</ErrorNotice>
			);
		}
		return (
			<p className="studio__loading" role="status">
				{t('studio.editor.loading')}
			</p>
		);
	}

	return (
		<EditorToolsContext.Provider value={tools}>
			<div className="editor">
				<p className="editor__course-name">{course.document.name || t('studio.editor.untitled')}</p>
				<EditorNotices editor={editor} />
				<ErrorSummary issues={editor.issues} shown={editor.errorsShown} />
				<StatusBar editor={editor} course={course} />
				<DetailsSection course={course} />
				<SourcesSection course={course} />
				<ProgramSection course={course} />
				<p className="visually-hidden" role="status">
					{announcement}
				</p>
				<SaveBar editor={editor} />
			</div>
		</EditorToolsContext.Provider>
	);
}
