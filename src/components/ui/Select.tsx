import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldError, FieldShell, describedBy, hasContent, useFieldIds } from './Field';

export interface SelectOption {
	value: string;
	label: string;
	disabled?: boolean | undefined;
}

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
	label: ReactNode;
	options: readonly SelectOption[];
	/** First, empty option (e.g. "Elige una provincia"); not selectable again when `required`. */
	placeholder?: string | undefined;
	hideLabel?: boolean | undefined;
	hint?: ReactNode;
	error?: ReactNode;
	/** Class for the wrapper; `className` goes to the <select> itself. */
	fieldClassName?: string | undefined;
};

/**
 * Native <select>: the phone's own picker is the most usable list on a small screen and needs no
 * script, so only the closed box is restyled.
 */
export function Select({
	label,
	options,
	placeholder,
	hideLabel,
	hint,
	error,
	fieldClassName,
	id,
	className,
	value,
	defaultValue,
	'aria-describedby': extraDescribedBy,
	...rest
}: SelectProps) {
	const ids = useFieldIds(id);
	const invalid = hasContent(error);
	// With a placeholder and no choice yet, start on the empty option instead of the first real one.
	const initial =
		value === undefined && defaultValue === undefined && placeholder ? '' : defaultValue;

	return (
		<FieldShell
			ids={ids}
			label={label}
			hideLabel={hideLabel}
			hint={hint}
			invalid={invalid}
			disabled={rest.disabled}
			fieldClassName={fieldClassName}
		>
			<select
				{...rest}
				id={ids.control}
				className={cx('ui-select', className)}
				{...(value === undefined ? { defaultValue: initial } : { value })}
				aria-invalid={invalid || undefined}
				aria-describedby={describedBy(
					hasContent(hint) && ids.hint,
					invalid && ids.error,
					extraDescribedBy,
				)}
			>
				{placeholder ? (
					<option value="" disabled={rest.required}>
						{placeholder}
					</option>
				) : null}
				{options.map((option) => (
					<option key={option.value} value={option.value} disabled={option.disabled}>
						{option.label}
					</option>
				))}
			</select>
			{invalid ? (
				<div className="ui-field__meta">
					<FieldError id={ids.error}>{error}</FieldError>
				</div>
			) : null}
		</FieldShell>
	);
}
