import { MAX_QUIZ_QUESTIONS, type CourseItem } from '../../../../lib/contracts/course-document';
import { FieldError } from '../../../ui/Field';
import { AddButton } from './EntryControls';
import { QuestionCard } from './QuestionCard';
import type { ItemAt } from './actions';
import { fieldId } from './document-issues';
import { t, useEditorTools } from './shared';

/** A quiz's questions in order, each with its options, its right answer and its explanation. */
export function QuizEditor({
	item,
	at,
}: {
	item: Extract<CourseItem, { type: 'quiz' }>;
	at: ItemAt;
}) {
	const { edit, errors } = useEditorTools();
	const path = ['program', at.topic, 'items', at.item, 'questions'] as const;
	const listId = fieldId(path);
	const { questions } = item;
	return (
		<div className="editor__quiz" id={listId} tabIndex={-1}>
			{errors[listId] ? <FieldError id={`${listId}-error`}>{errors[listId]}</FieldError> : null}
			{questions.length === 0 ? (
				<p className="editor__empty">{t('studio.editor.questions_empty')}</p>
			) : null}
			<ol className="editor__list">
				{questions.map((question, index) => (
					<li key={index}>
						<QuestionCard
							question={question}
							at={{ ...at, question: index }}
							count={questions.length}
						/>
					</li>
				))}
			</ol>
			<AddButton
				path={path}
				count={questions.length}
				max={MAX_QUIZ_QUESTIONS}
				focusId={fieldId([...path, questions.length, 'prompt'])}
				onAdd={() => {
					edit({ type: 'addQuestion', at });
				}}
			>
				{t('studio.editor.add_question')}
			</AddButton>
		</div>
	);
}
