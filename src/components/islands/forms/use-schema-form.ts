/**
 * State of a form checked by one of the shared payload schemas (src/lib/contracts): the values, the
 * first error of each field, and the sending status. The same schema checks the payload again on
 * the server, so what the form accepts is exactly what the API accepts.
 *
 * Errors appear on submit (not while typing, which would scold people mid-word) and a field's
 * error clears as soon as it is edited. On a failed submit, focus moves to the first invalid field
 * so keyboard and screen-reader users land where the problem is.
 *
 * Before hydration the prerendered form cannot be sent (`ready` is false, so the submit button is
 * disabled): a native submit would put the fields, email included, in the page's URL. What was
 * typed before hydration stays in the DOM and is read into the state on mount.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import * as v from 'valibot';
import type { ApiFailure, ApiResult } from '../../../lib/api/client';
import { fieldErrors } from '../../../lib/contracts/fields';

export type FormStatus = 'idle' | 'sending' | 'sent';

/**
 * What the form holds: the schema's input, except that a checkbox the schema requires to be ticked
 * (`v.literal(true)`) still starts unticked.
 */
type Values<Schema extends v.GenericSchema> = {
	[Key in keyof v.InferInput<Schema>]: v.InferInput<Schema>[Key] extends boolean
		? boolean
		: v.InferInput<Schema>[Key];
} & Record<string, unknown>;
type Field<Schema extends v.GenericSchema> = keyof v.InferInput<Schema> & string;

/**
 * What `text(field)` gives a text control (and the shared fields in this folder take): its name
 * (used to focus it), its value, its first error and the change handler.
 */
export interface TextControl {
	name: string;
	value: string;
	error: string | undefined;
	onChange: (event: { currentTarget: { value: string } }) => void;
}

/** What `checkbox(field)` gives a checkbox. */
export interface CheckboxControl {
	name: string;
	checked: boolean;
	error: string | undefined;
	onChange: (event: { currentTarget: { checked: boolean } }) => void;
}

/** A server failure that belongs to one field (an email already in use, say). */
export interface FieldFailure<Schema extends v.GenericSchema> {
	field: Field<Schema>;
	message: string;
}

export interface SchemaFormOptions<Schema extends v.GenericSchema, Data = unknown> {
	schema: Schema;
	initialValues: Values<Schema>;
	/** Sends the checked payload; a failure's `msg` is shown above the button. */
	send: (payload: v.InferOutput<Schema>) => Promise<ApiResult<Data>>;
	onSent?: ((payload: v.InferOutput<Schema>, data: Data) => void) | undefined;
	/**
	 * Puts a server failure on the field it is about instead of above the button (and focuses that
	 * field); undefined keeps it above the button.
	 */
	failureField?: ((failure: ApiFailure) => FieldFailure<Schema> | undefined) | undefined;
}

export function useSchemaForm<Schema extends v.GenericSchema, Data = unknown>({
	schema,
	initialValues,
	send,
	onSent,
	failureField,
}: SchemaFormOptions<Schema, Data>) {
	const [values, setValues] = useState<Values<Schema>>(initialValues);
	const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
	const [status, setStatus] = useState<FormStatus>('idle');
	const [submitError, setSubmitError] = useState('');
	const [ready, setReady] = useState(false);
	const formRef = useRef<HTMLFormElement>(null);

	useEffect(() => {
		const typed = readTypedValues(formRef.current, initialValues);
		if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
		setReady(true);
		// Once, on mount: from then on the state owns the values.
	}, []);

	function setValue<F extends Field<Schema>>(field: F, value: Values<Schema>[F]) {
		setValues((current) => ({ ...current, [field]: value }));
		setErrors((current) =>
			current[field] === undefined ? current : { ...current, [field]: undefined },
		);
	}

	/** Props for a text control: its value, its name (used to focus it) and the change handler. */
	function text(field: Field<Schema>): TextControl {
		const value = values[field];
		return {
			name: field,
			value: typeof value === 'string' ? value : '',
			error: errors[field],
			onChange: (event: { currentTarget: { value: string } }) => {
				setValue(field, event.currentTarget.value as Values<Schema>[typeof field]);
			},
		};
	}

	/** Props for a checkbox. */
	function checkbox(field: Field<Schema>): CheckboxControl {
		return {
			name: field,
			checked: values[field] === true,
			error: errors[field],
			onChange: (event: { currentTarget: { checked: boolean } }) => {
				setValue(field, event.currentTarget.checked as Values<Schema>[typeof field]);
			},
		};
	}

	function focusField(field: string) {
		const control = formRef.current?.elements.namedItem(field);
		if (control instanceof HTMLElement) control.focus();
		// A radio group: its first option (RadioNodeList is not in every test DOM, hence `in`).
		else if (control && 'item' in control) control[0]?.focus();
	}

	async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (status === 'sending') return;
		setSubmitError('');
		const parsed = v.safeParse(schema, values);
		if (!parsed.success) {
			const found = fieldErrors(parsed.issues);
			setErrors(found);
			const first = Object.keys(values).find((field) => found[field] !== undefined);
			if (first) focusField(first);
			return;
		}
		setErrors({});
		setStatus('sending');
		const result = await send(parsed.output);
		if (result.ok) {
			setStatus('sent');
			onSent?.(parsed.output, result.data);
			return;
		}
		setStatus('idle');
		const onField = failureField?.(result);
		if (onField) {
			setErrors({ [onField.field]: onField.message });
			focusField(onField.field);
			return;
		}
		setSubmitError(result.msg);
	}

	const errorCount = Object.values(errors).filter((message) => message !== undefined).length;

	return {
		values,
		errors,
		errorCount,
		ready,
		status,
		submitError,
		formRef,
		setValue,
		text,
		checkbox,
		handleSubmit,
	};
}

/** Values the visitor typed or ticked into the prerendered form before it hydrated. */
function readTypedValues(
	form: HTMLFormElement | null,
	initialValues: Record<string, unknown>,
): Record<string, unknown> {
	const typed: Record<string, unknown> = {};
	if (!form) return typed;
	for (const [field, initial] of Object.entries(initialValues)) {
		const control = form.elements.namedItem(field);
		if (control instanceof HTMLInputElement && control.type === 'checkbox') {
			if (control.checked !== initial) typed[field] = control.checked;
		} else if (
			control instanceof HTMLInputElement ||
			control instanceof HTMLTextAreaElement ||
			control instanceof HTMLSelectElement
		) {
			if (control.value !== (initial ?? '')) typed[field] = control.value;
		}
	}
	return typed;
}
