import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

/** The element ids a form control and its messages share, so aria-describedby can point at them. */
export interface FieldIds {
	control: string;
	hint: string;
	error: string;
	counter: string;
}

/**
 * Stable ids for a field. A caller-supplied id wins (labels elsewhere may point at it); otherwise
 * React's useId, which Astro prefixes per component so two static fields on a page never clash.
 */
export function useFieldIds(id: string | undefined): FieldIds {
	const generated = useId();
	const control = id ?? generated;
	return {
		control,
		hint: `${control}-hint`,
		error: `${control}-error`,
		counter: `${control}-counter`,
	};
}

/** Space-separated id list for aria-describedby, or undefined so no empty attribute renders. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
	const list = ids.filter(Boolean).join(' ');
	return list === '' ? undefined : list;
}

export function hasContent(node: ReactNode): boolean {
	return node !== undefined && node !== null && node !== false && node !== '';
}

interface FieldShellProps {
	ids: FieldIds;
	label: ReactNode;
	hideLabel?: boolean | undefined;
	hint?: ReactNode;
	invalid: boolean;
	disabled: boolean | undefined;
	fieldClassName?: string | undefined;
	/** The control, then whatever follows it (error, counter). */
	children: ReactNode;
}

/** The wrapper, label and hint every form control shares (Input, Textarea, Select). */
export function FieldShell({
	ids,
	label,
	hideLabel,
	hint,
	invalid,
	disabled,
	fieldClassName,
	children,
}: FieldShellProps) {
	return (
		<div
			className={cx(
				'ui-field',
				invalid && 'ui-field--invalid',
				disabled && 'ui-field--disabled',
				fieldClassName,
			)}
		>
			<label
				htmlFor={ids.control}
				className={cx('ui-field__label', hideLabel && 'visually-hidden')}
			>
				{label}
			</label>
			{hasContent(hint) ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
			{children}
		</div>
	);
}

interface FieldHintProps {
	id: string;
	children: ReactNode;
}

/** Help text, placed before the control so it is read before the person starts typing. */
export function FieldHint({ id, children }: FieldHintProps) {
	return (
		<p id={id} className="ui-field__hint">
			{children}
		</p>
	);
}

interface FieldErrorProps {
	id: string;
	children: ReactNode;
	className?: string;
}

/**
 * Error text with an icon, so the state is not conveyed by red alone (WCAG 1.4.1). It is not a
 * live region: the form announces the summary and moves focus; each field's error is read through
 * aria-describedby when the control gains focus, which avoids a burst of announcements on submit.
 */
export function FieldError({ id, children, className }: FieldErrorProps) {
	return (
		<p id={id} className={cx('ui-field__error', className)}>
			<svg
				className="ui-field__error-icon"
				viewBox="0 0 20 20"
				width="16"
				height="16"
				aria-hidden="true"
				focusable="false"
			>
				<circle cx="10" cy="10" r="9" fill="currentColor" />
				<path d="M10 5.5v5.25" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
				<circle cx="10" cy="14.25" r="1.25" fill="#fff" />
			</svg>
			<span>{children}</span>
		</p>
	);
}
