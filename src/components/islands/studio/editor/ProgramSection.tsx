import { MAX_TOPICS } from '../../../../lib/contracts/course-document';
import { FieldError } from '../../../ui/Field';
import { AddButton } from './EntryControls';
import { fieldId } from './document-issues';
import { t, useEditorTools } from './shared';
import { TopicCard } from './TopicCard';
import type { EditorCourse } from './use-course-editor';

/** The topics and their items, in the order learners meet them; reordered with the buttons. */
export function ProgramSection({ course }: { course: EditorCourse }) {
	const { edit, errors } = useEditorTools();
	const { program } = course.document;
	const listId = fieldId(['program']);
	return (
		<section className="editor__section" aria-labelledby="editor-program-title">
			<h2 id="editor-program-title" className="editor__section-title">
				{t('studio.editor.program_title')}
			</h2>
			<p className="editor__lead">{t('studio.editor.program_lead')}</p>
			<div id={listId} tabIndex={-1}>
				{errors[listId] ? <FieldError id={`${listId}-error`}>{errors[listId]}</FieldError> : null}
				{program.length === 0 ? (
					<p className="editor__empty">{t('studio.editor.program_empty')}</p>
				) : null}
				<ol className="editor__list editor__topics">
					{program.map((topic, index) => (
						<li key={index}>
							<TopicCard topic={topic} index={index} program={program} />
						</li>
					))}
				</ol>
			</div>
			<AddButton
				path={['program']}
				count={program.length}
				max={MAX_TOPICS}
				focusId={fieldId(['program', program.length, 'title'])}
				onAdd={() => {
					edit({ type: 'addTopic' });
				}}
			>
				{t('studio.editor.add_topic')}
			</AddButton>
		</section>
	);
}
