import type { QuizQuestion } from '../../../../lib/contracts/course-document';
import { Input } from '../../../ui/Input';
import type { QuestionAt } from './actions';
import { fieldId, type DocumentPath } from './document-issues';
import { EntryControls } from './EntryControls';
import { optionRemoval } from './quiz-edits';
import { t, useEditorTools } from './shared';

/**
 * One option of a question: its text, then the radio that marks it right (named for screen
 * readers by its number, shown as "Correcta") beside its controls; the right one cannot go.
 */
export function OptionRow({
	question,
	at,
	option,
	index,
	path,
}: {
	question: QuizQuestion;
	at: QuestionAt;
	option: string;
	index: number;
	/** The options' path in the document. */
	path: DocumentPath;
}) {
	const { edit, errors } = useEditorTools();
	const id = fieldId([...path, index]);
	const blocked = optionRemoval(question, index);
	const n = index + 1;
	return (
		<li className="editor__option">
			<Input
				id={id}
				label={t('studio.editor.option', { n })}
				value={option}
				maxLength={300}
				error={errors[id]}
				onChange={(event) => {
					edit({ type: 'setOption', at, option: index, value: event.target.value });
				}}
			/>
			<div className="editor__option-actions">
				<label className="editor__right">
					<input
						type="radio"
						name={`${fieldId(path)}-answer`}
						checked={question.answer === index}
						onChange={() => {
							edit({ type: 'setAnswer', at, option: index });
						}}
					/>
					<span aria-hidden="true">{t('studio.editor.right_short')}</span>
					<span className="visually-hidden">{t('studio.editor.right_label', { n })}</span>
				</label>
				<EntryControls
					path={path}
					index={index}
					count={question.options.length}
					what={t('studio.editor.what_option', { n })}
					onMove={(direction) => {
						edit({ type: 'moveOption', at, option: index, direction });
					}}
					onRemove={() => {
						edit({ type: 'removeOption', at, option: index });
						return true;
					}}
					removeBlocked={
						blocked === 'answer' ? t('studio.editor.remove_right_blocked') : blocked === 'min'
					}
				/>
			</div>
		</li>
	);
}
