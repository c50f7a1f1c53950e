import { MAX_QUIZ_OPTIONS, type QuizQuestion } from '../../../../lib/contracts/course-document';
import { FieldError, describedBy } from '../../../ui/Field';
import { Textarea } from '../../../ui/Input';
import { AddButton, EntryControls } from './EntryControls';
import type { QuestionAt } from './actions';
import { fieldId } from './document-issues';
import { OptionRow } from './OptionRow';
import { t, useEditorTools } from './shared';

/**
 * One question: its prompt, its options with a radio for the right one (a native radio group:
 * arrow keys choose, as everywhere else), and the explanation learners read once they pass.
 */
export function QuestionCard({
	question,
	at,
	count,
}: {
	question: QuizQuestion;
	at: QuestionAt;
	count: number;
}) {
	const { edit, errors } = useEditorTools();
	const path = ['program', at.topic, 'items', at.item, 'questions', at.question] as const;
	const id = fieldId(path);
	const optionsPath = [...path, 'options'] as const;
	const optionsId = fieldId(optionsPath);
	const promptId = fieldId([...path, 'prompt']);
	const explanationId = fieldId([...path, 'explanation']);
	const n = at.question + 1;

	return (
		<fieldset
			id={id}
			tabIndex={-1}
			className="editor__question"
			aria-describedby={describedBy(errors[id] && `${id}-error`)}
		>
			<legend className="editor__legend">{t('studio.editor.question_legend', { n })}</legend>
			{errors[id] ? <FieldError id={`${id}-error`}>{errors[id]}</FieldError> : null}
			<Textarea
				id={promptId}
				label={t('studio.editor.prompt')}
				value={question.prompt}
				rows={2}
				maxLength={500}
				error={errors[promptId]}
				onChange={(event) => {
					edit({ type: 'setQuestion', at, field: 'prompt', value: event.target.value });
				}}
			/>
			<EntryControls
				path={['program', at.topic, 'items', at.item, 'questions']}
				index={at.question}
				count={count}
				what={t('studio.editor.what_question', { n })}
				onMove={(direction) => {
					edit({ type: 'moveQuestion', at, direction });
				}}
				onRemove={() => {
					edit({ type: 'removeQuestion', at });
					return true;
				}}
			/>
			<fieldset
				id={optionsId}
				tabIndex={-1}
				className="editor__options"
				aria-describedby={describedBy(errors[optionsId] && `${optionsId}-error`)}
			>
				<legend className="editor__legend">{t('studio.editor.options_legend')}</legend>
				{errors[optionsId] ? (
					<FieldError id={`${optionsId}-error`}>{errors[optionsId]}</FieldError>
				) : null}
				<ol className="editor__list">
					{question.options.map((option, index) => (
						<OptionRow
							key={index}
							question={question}
							at={at}
							option={option}
							index={index}
							path={optionsPath}
						/>
					))}
				</ol>
				<AddButton
					path={optionsPath}
					count={question.options.length}
					max={MAX_QUIZ_OPTIONS}
					focusId={fieldId([...optionsPath, question.options.length])}
					onAdd={() => {
						edit({ type: 'addOption', at });
					}}
				>
					{t('studio.editor.add_option')}
				</AddButton>
			</fieldset>
			<Textarea
				id={explanationId}
				label={t('studio.editor.explanation')}
				hint={t('studio.editor.explanation_hint')}
				value={question.explanation}
				rows={2}
				maxLength={1000}
				error={errors[explanationId]}
				onChange={(event) => {
					edit({ type: 'setQuestion', at, field: 'explanation', value: event.target.value });
				}}
			/>
		</fieldset>
	);
}
