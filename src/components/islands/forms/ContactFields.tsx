/**
 * The contact fields the forms share (sign-up, contact, "te llamamos", Carrión, lead, newsletter):
 * name, last name, email and phone, each with the autocomplete, input mode and spelling hints
 * phones and password managers need. Every form keeps its own labels and hints (es.json); the
 * field takes `form.text('<field>')` from `useSchemaForm`.
 */
import type { ReactNode } from 'react';
import { Input } from '../../ui/Input';
import type { TextControl } from './use-schema-form';

export type SharedFieldProps = TextControl & {
	label: ReactNode;
	hint?: ReactNode;
	/** Whether the field must be filled (the label then carries no "(opcional)"). */
	required?: boolean | undefined;
};

/** The person's first name. */
export function GivenNameField({ label, ...control }: Omit<SharedFieldProps, 'hint' | 'required'>) {
	return <Input {...control} label={label} autoComplete="given-name" required />;
}

/** The person's last name; optional where the form's label says so. */
export function FamilyNameField({ label, required, ...control }: Omit<SharedFieldProps, 'hint'>) {
	return <Input {...control} label={label} autoComplete="family-name" required={required} />;
}

/** First and last name side by side on wide screens. */
export function NameFields({
	given,
	family,
}: {
	given: Omit<SharedFieldProps, 'hint' | 'required'>;
	family: Omit<SharedFieldProps, 'hint'>;
}) {
	return (
		<div className="landing-form__row">
			<GivenNameField {...given} />
			<FamilyNameField {...family} />
		</div>
	);
}

/** An email address: always required, never spell-checked. */
export function EmailField({ label, hint, ...control }: Omit<SharedFieldProps, 'required'>) {
	return (
		<Input
			{...control}
			type="email"
			label={label}
			hint={hint}
			autoComplete="email"
			inputMode="email"
			spellCheck={false}
			required
		/>
	);
}

/** A Spanish phone number (9 digits), with the phone keypad on mobiles. */
export function PhoneField({ label, hint, required, ...control }: SharedFieldProps) {
	return (
		<Input
			{...control}
			type="tel"
			label={label}
			hint={hint}
			autoComplete="tel-national"
			inputMode="tel"
			required={required}
		/>
	);
}
