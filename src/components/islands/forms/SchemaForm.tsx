/**
 * The frame every form checked by `useSchemaForm` shares: a `<form>` the browser does not validate
 * (the schema does, with the spec's Spanish messages), and its submit button, disabled until
 * hydrated and busy while sending. The form's first child is its `FormErrorSummary`, written by
 * each form: the fields stay direct children of the `<form>`, so React's generated ids (labels,
 * hints, errors) are those of the prerendered pages before these parts were shared.
 */
import type { ReactNode, RefObject, SubmitEvent } from 'react';
import { Button, type ButtonSize } from '../../ui/Button';
import './forms.css';

export interface SchemaFormProps {
	/** What `useSchemaForm` returns (only the form's wiring is used). */
	form: {
		formRef: RefObject<HTMLFormElement | null>;
		handleSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
	};
	className: string;
	/** The form's accessible name… */
	label?: string | undefined;
	/** …or the id of the heading that names it. */
	labelledBy?: string | undefined;
	children: ReactNode;
}

export function SchemaForm({ form, className, label, labelledBy, children }: SchemaFormProps) {
	return (
		<form
			ref={form.formRef}
			className={className}
			noValidate
			onSubmit={(event) => void form.handleSubmit(event)}
			aria-label={label}
			aria-labelledby={labelledBy}
		>
			{children}
		</form>
	);
}

export interface SubmitButtonProps {
	/** False until the form hydrated: a native submit would put the fields in the URL. */
	ready: boolean;
	loading: boolean;
	loadingText: string;
	/** Large and as wide as the form unless told otherwise (the newsletter's sits in a row). */
	size?: ButtonSize | undefined;
	fullWidth?: boolean | undefined;
	className?: string | undefined;
	children: ReactNode;
}

export function SubmitButton({
	ready,
	loading,
	loadingText,
	size = 'lg',
	fullWidth = true,
	className,
	children,
}: SubmitButtonProps) {
	return (
		<Button
			type="submit"
			className={className}
			size={size}
			fullWidth={fullWidth}
			disabled={!ready}
			loading={loading}
			loadingText={loadingText}
		>
			{children}
		</Button>
	);
}
