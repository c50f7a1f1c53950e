import { Button } from '../../../ui/Button';
import { t } from './shared';
import type { CourseEditorState } from './use-course-editor';

const TIME = new Intl.DateTimeFormat('es-ES', { timeStyle: 'short' });

/**
 * Kept at the bottom of the screen while editing: whether everything is saved, the last save, and
 * the save button. The outcome of every action is said here too (a live region for successes,
 * an alert for failures).
 */
export function SaveBar({ editor }: { editor: CourseEditorState }) {
	const { dirty, savedAt, message, busy, conflict } = editor;
	let state = t('studio.editor.all_saved');
	if (dirty) state = t('studio.editor.unsaved');
	else if (savedAt) state = t('studio.editor.saved_at', { time: TIME.format(savedAt) });
	return (
		<div className="editor__savebar">
			<div className="editor__savebar-text">
				<p className="editor__save-state">{state}</p>
				<p role="status" className="editor__message">
					{message?.kind === 'success' ? message.text : ''}
				</p>
				<p role="alert" className="editor__message editor__message--error">
					{message?.kind === 'error' ? message.text : ''}
				</p>
			</div>
			<Button
				loading={busy === 'save'}
				loadingText={t('studio.editor.saving')}
				disabled={conflict}
				onClick={() => void editor.save()}
			>
				{t('studio.editor.save')}
			</Button>
		</div>
	);
}
