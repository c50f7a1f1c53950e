import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldError, FieldHint, describedBy, hasContent, useFieldIds } from './Field';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
	/**
	 * May contain links (e.g. to the privacy policy); they stay separately clickable. From .astro,
	 * give a `<span slot="label">` with the links (the slot replaces the `label` prop).
	 */
	label: ReactNode;
	hint?: ReactNode;
	error?: ReactNode;
	/** Class for the wrapper; `className` goes to the <input> itself. */
	fieldClassName?: string | undefined;
};

/**
 * Checkbox with a custom-drawn box. The <label> wraps the whole row, so the text and the space
 * around the box are one ≥ 44px target; a link inside the label follows the link instead of
 * toggling, which is what browsers do natively for interactive content in a label.
 */
export function Checkbox({
	label,
	hint,
	error,
	fieldClassName,
	id,
	className,
	'aria-describedby': extraDescribedBy,
	...rest
}: CheckboxProps) {
	const ids = useFieldIds(id);
	const invalid = hasContent(error);

	return (
		<div
			className={cx(
				'ui-checkbox',
				invalid && 'ui-checkbox--invalid',
				rest.disabled && 'ui-checkbox--disabled',
				fieldClassName,
			)}
		>
			<label className="ui-checkbox__row" htmlFor={ids.control}>
				<input
					{...rest}
					id={ids.control}
					type="checkbox"
					className={cx('ui-checkbox__input', className)}
					aria-invalid={invalid || undefined}
					aria-describedby={describedBy(
						hasContent(hint) && ids.hint,
						invalid && ids.error,
						extraDescribedBy,
					)}
				/>
				<span className="ui-checkbox__label">{label}</span>
			</label>
			{hasContent(hint) ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
			{invalid ? <FieldError id={ids.error}>{error}</FieldError> : null}
		</div>
	);
}
