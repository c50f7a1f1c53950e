/**
 * A required choice among a few options as radio buttons in a fieldset (who the person is in the
 * sign-up, the team size in "te llamamos"): the question is read with each option, every option is
 * visible without opening a picker, and the error is announced on each option like a field's.
 */
import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, describedBy } from '../../ui/Field';

export interface RadioChoiceProps<Value extends string | number> {
	/** The field's name, so a failed submit can focus the first option. */
	name: string;
	legend: ReactNode;
	/** Read once, on entering the group. */
	hint?: ReactNode;
	options: ReadonlyArray<{ value: Value; content: ReactNode }>;
	/** The value chosen, if any. */
	value: unknown;
	error: string | undefined;
	onChange: (value: Value) => void;
	/** The classes of the fieldset, the options' box and each option's label. */
	classNames: { group: string; options: string; option: string };
}

export function RadioChoice<Value extends string | number>({
	name,
	legend,
	hint,
	options,
	value,
	error,
	onChange,
	classNames,
}: RadioChoiceProps<Value>) {
	const id = useId();
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	return (
		<fieldset className={classNames.group} aria-describedby={hint ? hintId : undefined}>
			<legend className="ui-field__label">{legend}</legend>
			{hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
			<div className={classNames.options}>
				{options.map((option) => (
					<label key={option.value} className={classNames.option}>
						<input
							type="radio"
							name={name}
							value={option.value}
							checked={String(value) === String(option.value)}
							required
							aria-invalid={error ? true : undefined}
							aria-describedby={describedBy(error !== undefined && errorId)}
							onChange={() => {
								onChange(option.value);
							}}
						/>
						{option.content}
					</label>
				))}
			</div>
			{error === undefined ? null : <FieldError id={errorId}>{error}</FieldError>}
		</fieldset>
	);
}
