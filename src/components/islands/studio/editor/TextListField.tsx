import { FieldError, describedBy } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { AddButton, EntryControls } from './EntryControls';
import type { Direction } from './actions';
import { fieldId } from './document-issues';
import { useEditorTools } from './shared';

/**
 * A list of one-line texts in a fieldset (the goals, the related courses): each labelled by its
 * number, with its own error, its controls, and an add button under the list.
 */
export function TextListField({
	name,
	legend,
	hint,
	values,
	max,
	maxLength,
	label,
	what,
	addLabel,
	emptyText,
	onAdd,
	onSet,
	onRemove,
	onMove,
}: {
	name: 'goals' | 'related';
	legend: string;
	hint?: string | undefined;
	values: readonly string[];
	max: number;
	maxLength: number;
	label: (n: number) => string;
	what: (n: number) => string;
	addLabel: string;
	emptyText: string;
	onAdd: () => void;
	onSet: (index: number, value: string) => void;
	onRemove: (index: number) => void;
	onMove?: ((index: number, direction: Direction) => void) | undefined;
}) {
	const { errors } = useEditorTools();
	const listId = fieldId([name]);
	const listError = errors[listId];
	const hintId = `${listId}-hint`;
	return (
		<fieldset
			id={listId}
			className="editor__fieldset"
			tabIndex={-1}
			aria-describedby={describedBy(hint && hintId, listError && `${listId}-error`)}
		>
			<legend className="editor__legend">{legend}</legend>
			{hint ? (
				<p id={hintId} className="ui-field__hint">
					{hint}
				</p>
			) : null}
			{listError ? <FieldError id={`${listId}-error`}>{listError}</FieldError> : null}
			{values.length === 0 ? <p className="editor__empty">{emptyText}</p> : null}
			<ol className="editor__list">
				{values.map((value, index) => {
					const id = fieldId([name, index]);
					return (
						<li key={index} className="editor__row">
							<Input
								id={id}
								label={label(index + 1)}
								value={value}
								maxLength={maxLength}
								error={errors[id]}
								fieldClassName="editor__grow"
								onChange={(event) => {
									onSet(index, event.target.value);
								}}
							/>
							<EntryControls
								path={[name]}
								index={index}
								count={values.length}
								what={what(index + 1)}
								onMove={
									onMove
										? (direction) => {
												onMove(index, direction);
											}
										: undefined
								}
								onRemove={() => {
									onRemove(index);
									return true;
								}}
							/>
						</li>
					);
				})}
			</ol>
			<AddButton
				path={[name]}
				count={values.length}
				max={max}
				focusId={fieldId([name, values.length])}
				onAdd={onAdd}
			>
				{addLabel}
			</AddButton>
		</fieldset>
	);
}
