import {
	useEffect,
	useRef,
	useState,
	type ChangeEvent,
	type ComponentPropsWithRef,
	type ReactNode,
} from 'react';
import { cx } from './class-names';
import { FieldError, FieldShell, describedBy, hasContent, useFieldIds } from './Field';

/** How long typing must pause before the counter is announced, so it is not read per keystroke. */
const COUNTER_ANNOUNCE_DELAY_MS = 1000;

interface FieldOwnProps {
	label: ReactNode;
	/** Keeps the label for screen readers only, e.g. a search box next to a visible heading. */
	hideLabel?: boolean | undefined;
	hint?: ReactNode;
	/** Error text; when present the control gets aria-invalid and points at it. */
	error?: ReactNode;
	/**
	 * Accessible wording of the "n/max" counter (e.g. `(n, max) => \`${n} de ${max} caracteres\``).
	 * The visible counter is always "n/max"; without this, screen readers hear the same.
	 */
	counterLabel?: ((count: number, max: number) => string) | undefined;
	/** Class for the wrapper; `className` goes to the control itself. */
	fieldClassName?: string | undefined;
}

export type InputProps = FieldOwnProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;
export type TextareaProps = FieldOwnProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

type FieldValue = string | number | readonly string[] | undefined;

function lengthOf(value: FieldValue): number {
	if (value === undefined) return 0;
	if (typeof value === 'string') return value.length;
	if (typeof value === 'number') return String(value).length;
	return value.join(',').length;
}

/**
 * Character count for controlled and uncontrolled fields alike: a `value` prop is the truth when
 * given; otherwise the count follows the change events, starting from `defaultValue`.
 */
function useCharacterCount(value: FieldValue, defaultValue: FieldValue) {
	const [typed, setTyped] = useState(() => lengthOf(defaultValue));
	const count = value === undefined ? typed : lengthOf(value);
	const track = (next: string) => {
		setTyped(next.length);
	};
	return { count, track };
}

/** The announced counter text, delayed until typing pauses; empty on first render. */
function useAnnouncement(text: string, enabled: boolean): string {
	const [announced, setAnnounced] = useState('');
	const isFirstValue = useRef(true);
	useEffect(() => {
		if (!enabled) return;
		// Skip the initial value: the counter is in the field's description, read on focus already.
		if (isFirstValue.current) {
			isFirstValue.current = false;
			return;
		}
		const timer = setTimeout(() => {
			setAnnounced(text);
		}, COUNTER_ANNOUNCE_DELAY_MS);
		return () => {
			clearTimeout(timer);
		};
	}, [text, enabled]);
	return announced;
}

interface FieldFrameProps extends FieldOwnProps {
	ids: ReturnType<typeof useFieldIds>;
	count: number;
	maxLength: number | undefined;
	disabled: boolean | undefined;
	children: ReactNode;
}

/** Label, hint, control, then error and counter: the layout Input and Textarea share. */
function FieldFrame({
	ids,
	label,
	hideLabel,
	hint,
	error,
	counterLabel,
	fieldClassName,
	count,
	maxLength,
	disabled,
	children,
}: FieldFrameProps) {
	const hasCounter = maxLength !== undefined && maxLength > 0;
	const visibleCount = hasCounter ? `${count}/${maxLength}` : '';
	const spokenCount = hasCounter ? (counterLabel?.(count, maxLength) ?? visibleCount) : '';
	const announced = useAnnouncement(spokenCount, hasCounter);
	const atLimit = hasCounter && count >= maxLength;

	return (
		<FieldShell
			ids={ids}
			label={label}
			hideLabel={hideLabel}
			hint={hint}
			invalid={hasContent(error)}
			disabled={disabled}
			fieldClassName={fieldClassName}
		>
			{children}
			{hasContent(error) || hasCounter ? (
				<div className="ui-field__meta">
					{hasContent(error) ? <FieldError id={ids.error}>{error}</FieldError> : null}
					{hasCounter ? (
						<p
							id={ids.counter}
							className={cx('ui-field__counter', atLimit && 'ui-field__counter--limit')}
						>
							<span aria-hidden="true">{visibleCount}</span>
							<span className="visually-hidden">{spokenCount}</span>
						</p>
					) : null}
				</div>
			) : null}
			{hasCounter ? (
				<span className="visually-hidden" role="status">
					{announced}
				</span>
			) : null}
		</FieldShell>
	);
}

type TextFieldProps<E extends HTMLInputElement | HTMLTextAreaElement> = FieldOwnProps &
	Omit<ComponentPropsWithRef<E extends HTMLInputElement ? 'input' : 'textarea'>, 'children'>;

/**
 * What Input and Textarea share: splits their props into the frame's (label, hint, error,
 * counter), the control's wiring (id, value, change tracking for the counter, aria-invalid,
 * aria-describedby) and the native attributes left to pass through.
 */
function useTextField<E extends HTMLInputElement | HTMLTextAreaElement>({
	label,
	hideLabel,
	hint,
	error,
	counterLabel,
	fieldClassName,
	id,
	maxLength,
	value,
	defaultValue,
	onChange,
	'aria-describedby': extraDescribedBy,
	...native
}: TextFieldProps<E>) {
	const ids = useFieldIds(id);
	const { count, track } = useCharacterCount(value, defaultValue);
	const invalid = hasContent(error);
	const hasCounter = maxLength !== undefined && maxLength > 0;
	const frame: Omit<FieldFrameProps, 'children'> = {
		ids,
		label,
		hideLabel,
		hint,
		error,
		counterLabel,
		fieldClassName,
		count,
		maxLength,
		disabled: native.disabled,
	};
	const control = {
		id: ids.control,
		maxLength,
		...(value === undefined ? { defaultValue } : { value }),
		onChange: (event: ChangeEvent<E>) => {
			track(event.target.value);
			// TextFieldProps hides behind a conditional type that onChange takes ChangeEvent<E>.
			onChange?.(event as never);
		},
		'aria-invalid': invalid || undefined,
		'aria-describedby': describedBy(
			hasContent(hint) && ids.hint,
			invalid && ids.error,
			hasCounter && ids.counter,
			extraDescribedBy,
		),
	};
	return { frame, control, native };
}

/**
 * Labelled text input. Works as static markup (Astro renders it without JS) and inside islands,
 * where the "n/max" counter follows typing. Pass `maxLength` to get the counter.
 */
export function Input({ className, type = 'text', ...props }: InputProps) {
	const { frame, control, native } = useTextField<HTMLInputElement>(props);
	return (
		<FieldFrame {...frame}>
			<input {...native} {...control} type={type} className={cx('ui-input', className)} />
		</FieldFrame>
	);
}

/** Multi-line sibling of Input (same label, hint, error and counter), e.g. a support message. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
	const { frame, control, native } = useTextField<HTMLTextAreaElement>(props);
	return (
		<FieldFrame {...frame}>
			<textarea
				{...native}
				{...control}
				rows={rows}
				className={cx('ui-input', 'ui-input--multiline', className)}
			/>
		</FieldFrame>
	);
}
