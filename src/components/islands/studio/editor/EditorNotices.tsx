import { formatDate } from '../../../../lib/dates';
import { Button } from '../../../ui/Button';
import { t } from './shared';
import type { CourseEditorState } from './use-course-editor';

/**
 * The editor's notices about the document itself: someone saved first (what to do, nothing
 * lost), unsaved changes that came back from the tab, and changes typed on an older version.
 */
export function EditorNotices({ editor }: { editor: CourseEditorState }) {
	const { conflict, restored, offer } = editor;
	return (
		<>
			<div role="alert">
				{conflict ? (
					<div className="editor__notice editor__notice--error">
						<p className="editor__notice-title">{t('studio.editor.conflict_title')}</p>
						<p>{t('studio.editor.conflict_text')}</p>
						<Button variant="secondary" onClick={() => void editor.reload()}>
							{t('studio.editor.conflict_reload')}
						</Button>
					</div>
				) : null}
			</div>
			{offer ? (
				<div className="editor__notice" role="group" aria-labelledby="editor-offer-title">
					<p id="editor-offer-title" className="editor__notice-title">
						{t('studio.editor.offer_title')}
					</p>
					<p>
						{t('studio.editor.offer_text', {
							date: formatDate(offer.keptAt) ?? '',
							time: new Date(offer.keptAt).toLocaleTimeString('es-ES', { timeStyle: 'short' }),
						})}
					</p>
					<div className="editor__buttons">
						<Button onClick={editor.takeOffer}>{t('studio.editor.offer_take')}</Button>
						<Button variant="secondary" onClick={editor.dropOffer}>
							{t('studio.editor.offer_drop')}
						</Button>
					</div>
				</div>
			) : null}
			{restored ? (
				<div className="editor__notice">
					<p>{t('studio.editor.restored_text')}</p>
					<Button variant="secondary" size="sm" onClick={() => void editor.dropRestored()}>
						{t('studio.editor.restored_drop')}
					</Button>
				</div>
			) : null}
		</>
	);
}
